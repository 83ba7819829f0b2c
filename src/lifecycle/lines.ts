import type { Readable } from "node:stream";

/**
 * The lines of a text stream (LF or CRLF), holding at most maxLength + 1 characters of any one: a longer
 * line is cut there and the rest of it skipped, so that the reader (import refuses a line over
 * maxLength) never holds a hostile line whole, as readline would.
 */
export async function* boundedLines(input: Readable, maxLength: number): AsyncGenerator<string> {
  input.setEncoding("utf8");
  let line = "";
  for await (const chunk of input as AsyncIterable<string>) {
    let start = 0;
    for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
      yield withoutCarriageReturn(cut(line + chunk.slice(start, end), maxLength));
      line = "";
      start = end + 1;
    }
    if (line.length <= maxLength) line = cut(line + chunk.slice(start), maxLength);
  }
  if (line !== "") yield withoutCarriageReturn(line);
}

const cut = (text: string, maxLength: number) => (text.length > maxLength ? text.slice(0, maxLength + 1) : text);
const withoutCarriageReturn = (text: string) => (text.endsWith("\r") ? text.slice(0, -1) : text);
