import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openExportOutput } from "../../src/lifecycle/output.js";

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "engram-output-"));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("where engram export --out writes", () => {
  it("writes a file aside and puts it in place, readable by its owner only, once the export is complete", async () => {
    const file = join(folder, "engram.jsonl");
    await writeFile(file, "an older export\n");
    const output = await openExportOutput(file);
    output.stream.write("line 1\n");
    expect(await readFile(file, "utf8")).toBe("an older export\n");
    await output.complete();
    await output.discard();
    expect(await readFile(file, "utf8")).toBe("line 1\n");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(folder)).toEqual(["engram.jsonl"]);
  });

  it("leaves nothing behind when the export fails", async () => {
    const output = await openExportOutput(join(folder, "engram.jsonl"));
    output.stream.write("line 1\n");
    await output.discard();
    expect(await readdir(folder)).toEqual([]);
  });

  it("writes into a pipe directly and leaves it a pipe (a file renamed over /dev/stdout would replace it)", async () => {
    const fifo = join(folder, "pipe");
    execFileSync("mkfifo", [fifo]);
    const read = text(createReadStream(fifo));
    const output = await openExportOutput(fifo);
    output.stream.write("line 1\n");
    await output.complete();
    expect(await read).toBe("line 1\n");
    expect((await stat(fifo)).isFIFO()).toBe(true);
    expect(await readdir(folder)).toEqual(["pipe"]);
  });

  it("refuses a folder", async () => {
    await expect(openExportOutput(folder)).rejects.toThrow(`--out ${folder} is a folder: name the file to write`);
  });
});
