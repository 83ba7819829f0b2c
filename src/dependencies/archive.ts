/**
 * Reads a package archive fetched from a registry (an npm tarball, a Python sdist or wheel) in memory,
 * keeping only the files asked for. Archives are untrusted: names that could escape a folder, links,
 * devices and archives that grow without bound are refused. Nothing is written to disk, nothing run.
 */

import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, crc32 } from "node:zlib";
import { Inflate } from "fflate";
import tar from "tar-stream";
import type { PackageFiles } from "./types.js";

/** An archive broke one of the rules below; the message names the entry (when there is one) and the rule. */
export class ArchiveRefusedError extends Error {
  override name = "ArchiveRefusedError";
}

export type ArchiveFormat = "tgz" | "tar.gz" | "zip";

export interface ArchiveLimits {
  /** The archive file itself, as downloaded. */
  maxCompressedBytes: number;
  /** Everything it unpacks to, across all entries whether wanted or not, counted as it streams (tar: the whole uncompressed tar). */
  maxTotalBytes: number;
  /** Entries of every kind (files, folders). */
  maxEntries: number;
  /** Segments of an entry's path, as written in the archive. */
  maxDepth: number;
  /** One wanted file: a larger one is not kept and is named in `skipped`; the archive is not refused for it. */
  maxFileBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_ARCHIVE_LIMITS: Readonly<ArchiveLimits> = Object.freeze({
  maxCompressedBytes: 64 * MiB,
  maxTotalBytes: 256 * MiB,
  maxEntries: 20_000,
  maxDepth: 32,
  maxFileBytes: 8 * MiB,
});

/** The wanted files by path, and the wanted paths not kept because they exceed `maxFileBytes`. */
export type ArchiveFiles = PackageFiles & { skipped: string[] };

const CHUNK = 64 * 1024;

/**
 * The archive's files for which `wanted(path)` is true, keyed by path relative to the package root:
 * `tgz` (npm tarball) and `tar.gz` (sdist) lose their first path segment (`package/`, `name-version/`);
 * `zip` (wheel) paths are kept as they are. Throws ArchiveRefusedError for an archive breaking a rule.
 */
export async function readArchive(
  bytes: Uint8Array,
  format: ArchiveFormat,
  wanted: (path: string) => boolean,
  limits?: Partial<ArchiveLimits>,
): Promise<ArchiveFiles> {
  const bounds: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...limits };
  if (bytes.byteLength > bounds.maxCompressedBytes) {
    throw new ArchiveRefusedError(`the archive is ${bytes.byteLength} bytes, over the ${bounds.maxCompressedBytes}-byte limit for a compressed archive`);
  }
  const files = Object.assign(new Map<string, Uint8Array>(), { skipped: [] as string[] });
  if (format === "zip") readZip(bytes, wanted, bounds, files);
  else await readTarGz(bytes, wanted, bounds, files);
  return files;
}

/** Checks an entry's name as written; returns its segments. */
function checkName(name: string, bounds: ArchiveLimits): string[] {
  if (name.includes("\0")) throw refused(name, "a NUL character in its name");
  if (name.includes("\\")) throw refused(name, "a backslash in its name");
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) throw refused(name, "an absolute path");
  const segments = name.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) throw refused(name, "a `..` segment in its path");
  if (segments.length > bounds.maxDepth) throw refused(name, `a path deeper than ${bounds.maxDepth} segments`);
  return segments;
}

function refused(entry: string, rule: string): ArchiveRefusedError {
  return new ArchiveRefusedError(`archive entry ${JSON.stringify(entry)} is refused: ${rule}`);
}

function tooManyEntries(bounds: ArchiveLimits): ArchiveRefusedError {
  return new ArchiveRefusedError(`the archive holds more than ${bounds.maxEntries} entries, its limit`);
}

function tooLarge(bounds: ArchiveLimits, entry?: string): ArchiveRefusedError {
  const rule = `the archive unpacks to more than ${bounds.maxTotalBytes} bytes, its limit for all entries together`;
  return new ArchiveRefusedError(entry === undefined ? rule : `archive entry ${JSON.stringify(entry)} is refused: ${rule}`);
}

const TAR_KINDS_REFUSED: Readonly<Record<string, string>> = {
  symlink: "a symbolic link",
  link: "a hard link",
  "character-device": "a character device",
  "block-device": "a block device",
  fifo: "a FIFO",
};

async function readTarGz(bytes: Uint8Array, wanted: (path: string) => boolean, bounds: ArchiveLimits, files: ArchiveFiles): Promise<void> {
  let total = 0;
  let refusal: Error | null = null;
  const source = Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.byteLength; offset += CHUNK) yield Buffer.from(bytes.buffer, bytes.byteOffset + offset, Math.min(CHUNK, bytes.byteLength - offset));
    })(),
    { objectMode: false },
  );
  // Counts the uncompressed tar as gunzip streams it: a gzip bomb stops here, whatever its entries claim.
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > bounds.maxTotalBytes) done((refusal ??= tooLarge(bounds)));
      else done(null, chunk);
    },
  });
  const extract = tar.extract();
  const piping = pipeline(source, createGunzip(), counter, extract).then(
    () => null,
    (error: unknown) => error as Error,
  );
  let entries = 0;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (++entries > bounds.maxEntries) throw (refusal = tooManyEntries(bounds));
      const segments = checkName(name, bounds);
      const kind = type ?? "unknown";
      if (kind in TAR_KINDS_REFUSED) throw (refusal = refused(name, `${TAR_KINDS_REFUSED[kind]} (${kind}) is not accepted`));
      if (kind !== "file" && kind !== "contiguous-file" && kind !== "directory") throw (refusal = refused(name, `entry type ${kind} is not accepted`));
      const path = segments.slice(1).join("/");
      const keep = kind !== "directory" && !name.endsWith("/") && path !== "" && wanted(path);
      if (keep && (entry.header.size ?? 0) > bounds.maxFileBytes) {
        files.skipped.push(path);
        entry.resume();
      } else if (keep) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        files.set(path, new Uint8Array(Buffer.concat(chunks)));
      } else {
        entry.resume();
      }
    }
  } catch (error) {
    refusal ??= error instanceof ArchiveRefusedError ? error : null;
    extract.destroy();
    source.destroy();
    await piping;
    throw refusal ?? unreadable(error);
  }
  const failure = await piping;
  if (refusal) throw refusal;
  if (failure) throw unreadable(failure);
}

function unreadable(error: unknown): Error {
  if (error instanceof ArchiveRefusedError) return error;
  return new ArchiveRefusedError(`the archive cannot be read: ${(error as Error).message}`);
}

// ---- zip (wheels, old zip sdists): the central directory read here, entries inflated with fflate ----

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Unix file mode when the archive was made on Unix, else null. */
  mode: number | null;
}

const S_IFMT = 0o170000;
const ZIP_KINDS_REFUSED: Readonly<Record<number, string>> = {
  0o120000: "a symbolic link",
  0o020000: "a character device",
  0o060000: "a block device",
  0o010000: "a FIFO",
  0o140000: "a socket",
};

function readZip(bytes: Uint8Array, wanted: (path: string) => boolean, bounds: ArchiveLimits, files: ArchiveFiles): void {
  const entries = centralDirectory(bytes, bounds);
  let total = 0;
  const picked: ZipEntry[] = [];
  for (const entry of entries) {
    const segments = checkName(entry.name, bounds);
    const kind = entry.mode === null ? 0 : entry.mode & S_IFMT;
    const refusedKind = ZIP_KINDS_REFUSED[kind];
    if (refusedKind) throw refused(entry.name, `${refusedKind} is not accepted`);
    total += entry.size;
    if (total > bounds.maxTotalBytes) throw tooLarge(bounds, entry.name);
    const path = segments.join("/");
    if (entry.name.endsWith("/") || kind === 0o040000 || path === "" || !wanted(path)) continue;
    if (entry.size > bounds.maxFileBytes) files.skipped.push(path);
    else picked.push(entry);
  }
  for (const entry of picked) files.set(checkName(entry.name, bounds).join("/"), inflateEntry(bytes, entry));
}

function u16(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.byteLength) throw new ArchiveRefusedError("the zip archive is truncated");
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.byteLength) throw new ArchiveRefusedError("the zip archive is truncated");
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

function u64(bytes: Uint8Array, at: number): number {
  const value = u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;
  if (!Number.isSafeInteger(value)) throw new ArchiveRefusedError("the zip archive declares an impossible size or offset");
  return value;
}

function centralDirectory(bytes: Uint8Array, bounds: ArchiveLimits): ZipEntry[] {
  let eocd = bytes.byteLength - 22;
  const lowest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  while (eocd >= lowest && u32(bytes, eocd) !== 0x06054b50) eocd--;
  if (eocd < lowest) throw new ArchiveRefusedError("the archive is not a zip file (no end of central directory)");
  let count = u16(bytes, eocd + 10);
  let offset = u32(bytes, eocd + 16);
  if (eocd >= 20 && u32(bytes, eocd - 20) === 0x07064b50) {
    const zip64 = u64(bytes, eocd - 12);
    if (u32(bytes, zip64) !== 0x06064b50) throw new ArchiveRefusedError("the zip archive's zip64 directory record is missing");
    count = u64(bytes, zip64 + 32);
    offset = u64(bytes, zip64 + 48);
  }
  if (count > bounds.maxEntries) throw tooManyEntries(bounds);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(bytes, offset) !== 0x02014b50) throw new ArchiveRefusedError("the zip archive's central directory is damaged");
    const madeBy = u16(bytes, offset + 4);
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > bytes.byteLength) throw new ArchiveRefusedError("the zip archive is truncated");
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      flags: u16(bytes, offset + 8),
      method: u16(bytes, offset + 10),
      crc: u32(bytes, offset + 16),
      compressedSize: u32(bytes, offset + 20),
      size: u32(bytes, offset + 24),
      localOffset: u32(bytes, offset + 42),
      mode: madeBy >> 8 === 3 ? u32(bytes, offset + 38) >>> 16 : null,
    };
    // zip64: the sizes and offset that do not fit in 32 bits are in extra field 0x0001, in this order.
    for (let at = nameStart + nameLength, end = at + extraLength; at + 4 <= end; ) {
      const id = u16(bytes, at);
      const length = u16(bytes, at + 2);
      if (id === 0x0001) {
        let field = at + 4;
        if (entry.size === 0xffffffff) (entry.size = u64(bytes, field)), (field += 8);
        if (entry.compressedSize === 0xffffffff) (entry.compressedSize = u64(bytes, field)), (field += 8);
        if (entry.localOffset === 0xffffffff) entry.localOffset = u64(bytes, field);
      }
      at += 4 + length;
    }
    entries.push(entry);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes, refusing one that inflates to other than its declared size or fails its CRC. */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.flags & 1) throw refused(entry.name, "encrypted entries are not accepted");
  const local = entry.localOffset;
  if (u32(bytes, local) !== 0x04034b50) throw refused(entry.name, "its local header is missing");
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw refused(entry.name, "its data runs past the end of the archive");
  const data = bytes.subarray(start, end);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw refused(entry.name, "a stored entry whose sizes disagree");
    out = data.slice();
  } else if (entry.method === 8) {
    out = new Uint8Array(entry.size);
    let written = 0;
    const inflater = new Inflate((chunk) => {
      if (written + chunk.byteLength > entry.size) throw refused(entry.name, `it inflates past its declared size of ${entry.size} bytes`);
      out.set(chunk, written);
      written += chunk.byteLength;
    });
    try {
      for (let at = 0; at < data.byteLength; at += CHUNK) inflater.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.byteLength);
      if (data.byteLength === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw error;
      throw refused(entry.name, `its data cannot be inflated (${(error as Error).message})`);
    }
    if (written !== entry.size) throw refused(entry.name, `it inflates to ${written} bytes, not its declared ${entry.size}`);
  } else {
    throw refused(entry.name, `compression method ${entry.method} is not supported`);
  }
  if (crc32(out) >>> 0 !== entry.crc) throw refused(entry.name, "its CRC-32 does not match its data");
  return out;
}
