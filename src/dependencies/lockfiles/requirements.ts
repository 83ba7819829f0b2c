/**
 * requirements*.txt (pip, pip-compile, uv pip compile): `==`/`===` pins with their `--hash` options.
 * Lines are joined and split into requirement and options here; each requirement is parsed with
 * pip-requirements-js, which knows neither pip's options nor (its grammar tries `==` first) `===`.
 */

import { parsePipRequirementsLine } from "pip-requirements-js";
import { type FormatReading, LockfileError, PackageCollector, quote } from "./common.js";

/** What a requirements file gives: its packages, and the index its `-i` / `--index-url` line names. */
export interface RequirementsReading extends FormatReading {
  indexUrl: string | null;
}

interface LogicalLine {
  /** The first physical line, 1-based. */
  line: number;
  text: string;
}

interface Pin {
  name: string;
  version: string;
  integrity: string[];
  /** pip-compile's `# via` entries following (or, in older versions, beside) the pin. */
  via: string[] | null;
}

/**
 * Reads a requirements file. Every pin is direct except those pip-compile annotates as pulled in only
 * by other packages (`# via <package>`, no `-r <file>` and no `<project> (pyproject.toml)`). Unpinned,
 * URL and editable requirements are skipped with a warning.
 */
export function readRequirements(text: string, lockfile: string): RequirementsReading {
  const packages = new PackageCollector(lockfile, "pypi");
  const pins: Pin[] = [];
  let indexUrl: string | null = null;
  let annotated: Pin | undefined;
  let inVia = false;
  for (const { line, text: content } of logicalLines(text)) {
    const comment = /^\s*#(.*)$/.exec(content)?.[1];
    if (comment !== undefined) {
      inVia = collectVia(comment, inVia, annotated);
      continue;
    }
    inVia = false;
    annotated = undefined;
    const [requirement, inline] = splitComment(content);
    if (requirement === "") continue;
    if (requirement.startsWith("-")) {
      indexUrl = readOption(requirement, packages) ?? indexUrl;
      continue;
    }
    const pin = readPin(requirement, line, lockfile, packages);
    if (pin === null) continue;
    const oldVia = /^\s*via\s+(.+)$/.exec(inline ?? "")?.[1];
    annotated = { ...pin, via: oldVia === undefined ? null : oldVia.split(/,\s*/) };
    pins.push(annotated);
  }
  for (const { via, ...pin } of pins) packages.add({ ...pin, direct: isDirectPin(via), resolved: null, registry: null });
  return { ...packages.reading(), indexUrl };
}

/** Physical lines joined where one ends with a backslash, as pip does, each with its first line number. */
function logicalLines(text: string): LogicalLine[] {
  const lines: LogicalLine[] = [];
  let pending: LogicalLine | null = null;
  for (const [index, physical] of text.split(/\r?\n/).entries()) {
    const current: LogicalLine = pending ?? { line: index + 1, text: "" };
    const continued = physical.endsWith("\\") && !/^\s*#/.test(physical);
    current.text += continued ? physical.slice(0, -1) : physical;
    pending = continued ? current : null;
    if (!continued) lines.push(current);
  }
  if (pending !== null) lines.push(pending);
  return lines;
}

/** A line's content and its trailing comment (pip: `#` at the start or after white space). */
function splitComment(content: string): [string, string | undefined] {
  const match = /(^|\s)#(.*)$/.exec(content);
  return match ? [content.slice(0, match.index).trim(), match[2]] : [content.trim(), undefined];
}

/** Follows a pip-compile `# via` block after a pin: `# via x`, or `# via` then `#   x` lines; returns whether still inside one. */
function collectVia(comment: string, inVia: boolean, last: Pin | undefined): boolean {
  if (last === undefined) return false;
  const start = /^\s*via\b(.*)$/.exec(comment);
  if (start) {
    last.via = start[1]?.trim() ? [start[1].trim()] : [];
    return true;
  }
  const item = /^\s{2,}(\S.*)$/.exec(comment)?.[1];
  if (inVia && item !== undefined && last.via !== null) {
    last.via.push(item.trim());
    return true;
  }
  return false;
}

/** No `# via`, or one naming a requirements file or the project's own metadata: a direct requirement. */
function isDirectPin(via: string[] | null): boolean {
  return via === null || via.some((item) => /^-r\s/.test(item) || /\((pyproject\.toml|setup\.py|setup\.cfg)\)$/.test(item));
}

/** A global option line: the index URL of `-i` / `--index-url`; editable requirements are noted as skipped; others ignored. */
function readOption(option: string, packages: PackageCollector): string | null {
  const index = /^(?:-i|--index-url)(?:\s*=\s*|\s+)(\S+)/.exec(option);
  if (index) return index[1] ?? null;
  if (/^(-e|--editable)\b/.test(option)) packages.warn("skipped an editable requirement: not from an index");
  return null;
}

/**
 * One requirement line: its per-requirement options (`--hash=sha256:…`) split off at the first ` --`
 * outside quotes, the rest parsed as PEP 508. A pin is exactly one `==` or `===` to a version without `*`.
 */
function readPin(requirement: string, line: number, lockfile: string, packages: PackageCollector): Omit<Pin, "via"> | null {
  const cut = optionStart(requirement);
  const spec = requirement.slice(0, cut).trim();
  const options = requirement.slice(cut);
  const integrity = [...options.matchAll(/--hash(?:\s*=\s*|\s+)(\w+):([0-9A-Fa-f]+)/g)].map(([, algorithm, hex]) => `${algorithm}:${hex}`);
  let parsed;
  try {
    parsed = parsePipRequirementsLine(spec.replace("===", "=="));
  } catch (error) {
    const where = /Line \d+, (col \d+: .*)$/s.exec((error as Error).message)?.[1] ?? (error as Error).message;
    throw new LockfileError(lockfile, line, `not a requirement (${where.split("\n")[0]})`);
  }
  if (parsed === null || parsed.type !== "ProjectName") {
    if (parsed !== null) packages.warn(`line ${line}: skipped a requirement that is not a name with a version (${parsed.type})`);
    return null;
  }
  const only = parsed.versionSpec?.length === 1 ? parsed.versionSpec[0] : undefined;
  if (only === undefined || only.operator !== "==" || only.version.includes("*")) {
    packages.warn(`line ${line}: skipped ${quote(parsed.name)}: not pinned with == or ===`);
    return null;
  }
  return { name: parsed.name, version: only.version, integrity };
}

/** Where a requirement's options begin: the first ` -` outside quotes, else the end. */
function optionStart(requirement: string): number {
  let quote: string | null = null;
  for (let i = 0; i < requirement.length; i++) {
    const char = requirement[i];
    if (quote !== null) quote = char === quote ? null : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === "-" && requirement[i + 1] === "-" && /\s/.test(requirement[i - 1] ?? "")) return i;
  }
  return requirement.length;
}
