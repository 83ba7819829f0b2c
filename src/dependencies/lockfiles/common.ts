/**
 * What every lockfile reader shares: the error it throws, reading a project file without following
 * symlinks or swallowing huge files, parsing JSON / YAML / TOML / yarn's syml with the line of a fault,
 * and collecting checked, de-duplicated packages.
 */

import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { parseSyml } from "@yarnpkg/parsers";
import { parse as parseTomlText } from "smol-toml";
import { parseAllDocuments } from "yaml";
import { type Ecosystem, type LockedPackage, normalisePypiName } from "../types.js";

/** Lockfiles larger than this are refused unread. */
export const MAX_LOCKFILE_BYTES = 50 * 1024 * 1024;
/** Packages kept from one lockfile; the rest are dropped with a warning. */
export const MAX_PACKAGES_PER_FILE = 50_000;

/** A lockfile (or the project file next to it) that cannot be read: names the file and, when known, the line. */
export class LockfileError extends Error {
  override name = "LockfileError";
  constructor(
    readonly file: string,
    readonly line: number | null,
    message: string,
  ) {
    super(`${file}${line === null ? "" : ` line ${line}`}: ${message}`);
  }
}

/** What reading one lockfile gives. */
export interface FormatReading {
  packages: LockedPackage[];
  warnings: string[];
}

export type Json = Record<string, unknown>;

/** The value if it is a plain object, else an empty one. */
export function record(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** The value if it is an array, else an empty one. */
export function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The value if it is a string, else null. */
export function string(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/** A name or version as it may appear in a warning: quoted, control characters escaped, cut short. */
export function quote(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

/**
 * Reads a file at the top of the project folder: null when absent; LockfileError when it is a symlink
 * (O_NOFOLLOW), not a regular file (a FIFO would block: O_NONBLOCK) or over MAX_LOCKFILE_BYTES, checked
 * on the open file before any byte is read.
 */
export async function readProjectFile(projectDir: string, name: string): Promise<string | null> {
  let handle;
  try {
    handle = await open(join(projectDir, name), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw symlinkRefused(name);
    throw new LockfileError(name, null, `cannot be opened (${code ?? String(error)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new LockfileError(name, null, "is not a regular file");
    if (info.size > MAX_LOCKFILE_BYTES) {
      throw new LockfileError(name, null, `is ${info.size} bytes, over the ${MAX_LOCKFILE_BYTES / 1024 / 1024} MiB limit for a lockfile`);
    }
    const buffer = Buffer.alloc(info.size);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length).toString("utf8").replace(/^\uFEFF/, "");
  } finally {
    await handle.close();
  }
}

/** The refusal of a symlinked file: it could point anywhere outside the project folder. */
export function symlinkRefused(name: string): LockfileError {
  return new LockfileError(name, null, "is a symbolic link: refused, a lockfile must be a file of the project folder itself");
}

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** JSON.parse, its fault reported with the line its position falls on (the end of the text when it ran out). */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const line = position ? lineAt(text, Number(position[1])) : lineAt(text, text.trimEnd().length);
    throw new LockfileError(file, line, message.replace(/ at position \d+/, "").replace(/ \(line \d+ column \d+\)/, ""));
  }
}

/** TOML via smol-toml, whose errors carry their line. */
export function parseToml(text: string, file: string): Json {
  try {
    return parseTomlText(text) as Json;
  } catch (error) {
    const { line, message } = error as { line?: number; message: string };
    throw new LockfileError(file, typeof line === "number" ? line : null, message.split("\n")[0] ?? message);
  }
}

/** Every document of a YAML stream (documents apart by `---`), the first fault's line in the error. */
export function parseYamlDocuments(text: string, file: string): unknown[] {
  const documents = [parseAllDocuments(text)].flat();
  const fault = documents.flatMap((document) => document.errors)[0];
  if (fault) throw new LockfileError(file, fault.linePos?.[0]?.line ?? null, fault.message.split("\n")[0] ?? fault.message);
  return documents.map((document) => document.toJS() as unknown);
}

/** yarn.lock (v1 or Berry) via parseSyml: its own grammar reports `location.start.line`, its js-yaml fallback a 0-based `mark.line`. */
export function parseYarnSyml(text: string, file: string): Json {
  try {
    return parseSyml(text);
  } catch (error) {
    const { location, mark, message } = error as { location?: { start: { line: number } }; mark?: { line: number }; message: string };
    const line = location?.start.line ?? (mark ? mark.line + 1 : null);
    throw new LockfileError(file, line, message.split("\n")[0] ?? message);
  }
}

const NPM_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;
const PYPI_NAME = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** Starts with a letter or digit (never `.` or `..`), no white space, control character, `/` or `\`. */
const VERSION = /^[A-Za-z0-9][^\s/\\\u0000-\u001f\u007f]*$/;

/** Whether a name is one the ecosystem's registry could hold: names become file names and URL paths downstream. */
export function validName(ecosystem: Ecosystem, name: string): boolean {
  return ecosystem === "npm" ? name.length <= 214 && NPM_NAME.test(name) : PYPI_NAME.test(name);
}

/** Whether a version is safe to use in a file name or URL path. */
export function validVersion(version: string): boolean {
  return version.length <= 100 && VERSION.test(version);
}

/** A package as a reader finds it (a PyPI name as written); the collector adds the ecosystem and lockfile. */
export type FoundPackage = Omit<LockedPackage, "ecosystem" | "lockfile">;

/** Merges what another occurrence of the same name@version says: direct if any is, every hash, the first URL. */
export function mergePackage(into: LockedPackage, from: FoundPackage): void {
  into.direct ||= from.direct;
  for (const hash of from.integrity) if (!into.integrity.includes(hash)) into.integrity.push(hash);
  into.resolved ??= from.resolved;
  into.registry ??= from.registry;
}

/** The packages of one lockfile: checked names and versions, one per name@version, at most MAX_PACKAGES_PER_FILE. */
export class PackageCollector {
  private readonly byKey = new Map<string, LockedPackage>();
  private readonly warnings: string[] = [];
  private capped = false;

  constructor(
    readonly lockfile: string,
    readonly ecosystem: Ecosystem,
  ) {}

  /** Adds a package (a PyPI name normalised), or skips it with a warning when its name or version is unsafe or the file has too many. */
  add(found: FoundPackage): void {
    if (!validName(this.ecosystem, found.name)) return this.warn(`skipped a package with an invalid ${this.ecosystem} name: ${quote(found.name)}`);
    if (!validVersion(found.version)) return this.warn(`skipped ${quote(found.name)}: invalid version ${quote(found.version)}`);
    const name = this.ecosystem === "pypi" ? normalisePypiName(found.name) : found.name;
    const key = `${name}@${found.version}`;
    const known = this.byKey.get(key);
    if (known) return mergePackage(known, found);
    if (this.byKey.size === MAX_PACKAGES_PER_FILE) {
      if (!this.capped) this.warn(`more than ${MAX_PACKAGES_PER_FILE} packages: the rest are skipped`);
      this.capped = true;
      return;
    }
    this.byKey.set(key, { ecosystem: this.ecosystem, ...found, name, integrity: [...found.integrity], lockfile: this.lockfile });
  }

  /** Records a warning about this lockfile, prefixed with its name. */
  warn(message: string): void {
    this.warnings.push(`${this.lockfile}: ${message}`);
  }

  /** The packages and warnings collected. */
  reading(): FormatReading {
    return { packages: [...this.byKey.values()], warnings: this.warnings };
  }
}
