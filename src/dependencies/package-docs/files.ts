/** Finding and decoding a package's text files: binary and oversized files are left out, never thrown on. */

import type { PackageFiles } from "../types.js";

/** Files larger than this are not read as documentation (a warning names them). */
export const MAX_FILE_BYTES = 1024 * 1024;

/** Folders whose files are never documentation of the package itself. */
const SKIPPED_SEGMENTS = new Set(["node_modules", "test", "tests", "__tests__", "__pycache__", "__snapshots__"]);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.py$/i;

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** `./docs//a.md` → `docs/a.md`. */
export function normalisePath(path: string): string {
  return path.replace(/\\/g, "/").replace(/^(\.\/)+/, "").replace(/\/{2,}/g, "/");
}

/** Under node_modules, a tests folder, or a test file itself. */
export function isSkippedPath(path: string): boolean {
  return path.split("/").some((segment) => SKIPPED_SEGMENTS.has(segment.toLowerCase())) || TEST_FILE.test(path);
}

/** The file name after the last `/`. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** A package's files by normalised path, with the text of each decoded on demand (once). */
export class PackageText {
  private readonly byPath = new Map<string, Uint8Array>();
  private readonly decoded = new Map<string, string | null>();

  constructor(files: PackageFiles, private readonly warnings: string[]) {
    for (const [path, bytes] of files) this.byPath.set(normalisePath(path), bytes);
  }

  /** Every path, sorted. */
  paths(): string[] {
    return [...this.byPath.keys()].sort();
  }

  has(path: string): boolean {
    return this.byPath.has(path);
  }

  /** The file as UTF-8 text (BOM removed), or null with a warning when it is missing, too big or binary. */
  text(path: string, maxBytes = MAX_FILE_BYTES): string | null {
    const bytes = this.byPath.get(path);
    if (!bytes) return null;
    if (bytes.byteLength > maxBytes) {
      this.warnings.push(`${path}: skipped, ${bytes.byteLength} bytes is over the ${maxBytes}-byte limit`);
      return null;
    }
    if (!this.decoded.has(path)) this.decoded.set(path, this.decode(path, bytes));
    return this.decoded.get(path) ?? null;
  }

  private decode(path: string, bytes: Uint8Array): string | null {
    const text = decodeText(bytes);
    if (text === null) this.warnings.push(`${path}: skipped, binary (NUL bytes or invalid UTF-8)`);
    return text;
  }
}

/** UTF-8 text without its BOM, or null for binary content (a NUL byte, or bytes that are not UTF-8). */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return UTF8.decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return null;
  }
}
