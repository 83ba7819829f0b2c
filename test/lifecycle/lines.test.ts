import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { boundedLines } from "../../src/lifecycle/lines.js";

async function linesOf(chunks: string[], maxLength: number): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of boundedLines(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), maxLength)) lines.push(line);
  return lines;
}

describe("the lines of an import", () => {
  it("splits on LF and CRLF across chunks, and keeps a last line without its newline", async () => {
    expect(await linesOf(["ab\r\ncd", "e\n\n", "é😀", "\nlast"], 10)).toEqual(["ab", "cde", "", "é😀", "last"]);
  });

  it("holds at most one character more than the limit of a longer line, so that the import refuses it without reading it whole", async () => {
    expect(await linesOf(["x".repeat(25), "y".repeat(25), "z\nshort\n"], 10)).toEqual(["x".repeat(11), "short"]);
    expect(await linesOf(["0123456789\n"], 10)).toEqual(["0123456789"]);
  });
});
