import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";

/** Where an export's lines go, and what finishing or giving up does there. */
export interface ExportOutput {
  stream: Writable;
  /** The whole export is written: flush it, and put a file written aside in its place. */
  complete(): Promise<void>;
  /** The export failed: leave nothing that looks like an export behind. Harmless after complete(). */
  discard(): Promise<void>;
}

async function opened(path: string, mode?: number): Promise<WriteStream> {
  const stream = createWriteStream(path, { mode });
  await once(stream, "open");
  return stream;
}

/** After a failure, what is still buffered fails too: that is not news, the failure is. */
function abandon(stream: WriteStream): void {
  stream.on("error", () => undefined);
  stream.destroy();
}

async function end(stream: WriteStream): Promise<void> {
  stream.end();
  await finished(stream);
}

/**
 * Stdout when no path is given. A regular file (new or not) is written aside, readable by its owner
 * only (memories may be private to a team), and renamed into place once complete, so an interrupted
 * export never leaves a file that looks whole. A pipe or device (/dev/stdout, a FIFO) is written
 * directly: renaming a file over it would replace it.
 */
export async function openExportOutput(path: string | null): Promise<ExportOutput> {
  if (path === null) return { stream: process.stdout, complete: async () => undefined, discard: async () => undefined };
  const existing = await stat(path).catch(() => null);
  if (existing?.isDirectory()) throw new Error(`--out ${path} is a folder: name the file to write`);
  if (existing && !existing.isFile()) {
    const stream = await opened(path);
    return { stream, complete: () => end(stream), discard: async () => abandon(stream) };
  }
  const partial = `${path}.${process.pid}.partial`;
  const stream = await opened(partial, 0o600);
  let completed = false;
  return {
    stream,
    complete: async () => {
      await end(stream);
      await rename(partial, path);
      completed = true;
    },
    discard: async () => {
      if (completed) return;
      abandon(stream);
      await rm(partial, { force: true });
    },
  };
}
