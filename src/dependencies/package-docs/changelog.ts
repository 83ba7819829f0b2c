/**
 * A changelog split into one entry per released version, whatever its style: keep-a-changelog, changesets,
 * conventional-changelog, towncrier, Express's History.md, Flask's `Version x` and boto3's underlined RST,
 * plain text with a version per line. Each entry says whether it breaks compatibility.
 */

import { Lexer, Parser } from "marked";
import { htmlToText } from "../../knowledge/ingest/text.js";
import { rstToMarkdown, setextToAtx, trimBlank, underlinedTitlesToAtx } from "./rst.js";

export type ChangelogFormat = "markdown" | "rst" | "text";

export interface ChangelogEntry {
  version: string;
  /** The release date as `YYYY-MM-DD`, from the version's heading or its first line (`Released 2023-09-30`). */
  date: string | null;
  /** The version's heading as written, links and emphasis removed (`5.0.0 (2024-01-02)`). */
  title: string;
  /** Plain text of the entry, white space collapsed. */
  text: string;
  /** The entry (without its version heading) as Markdown; RST converted. */
  markdown: string;
  breaking: boolean;
}

export interface SplitOptions {
  /** The package's name, so headings like `attrs 23.1.0` or `zod@3.23.0` are read as versions. */
  packageName?: string;
  /** Versions kept, newest first as written (default 500); more are left out with a warning. */
  maxEntries?: number;
  /** An entry's Markdown is cut (at a line break) to this many UTF-8 bytes (default 200 KB), with a warning. */
  maxEntryBytes?: number;
  /** Where warnings about caps go. */
  warnings?: string[];
}

export const MAX_CHANGELOG_ENTRIES = 500;
export const MAX_ENTRY_BYTES = 200 * 1024;

/** A version heading read: a release with its date, or one whose entry is skipped (`Unreleased`, another package's `other@1.2.3`). */
export type VersionHeading =
  | { kind: "release"; version: string; date: string | null; title: string }
  | { kind: "skipped"; reason: "unreleased" | "another package"; title: string };

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const VERSION = /^(\d+(?:\.\d+)+(?:[a-zA-Z]+\d*)?(?:[-+.][0-9A-Za-z]+)*)(?![0-9A-Za-z])/;
const VERSION_WORDS = /^(?:(?:version|release|ver\.?|rel\.?|changes (?:in|for)|what'?s new in|new in)\s*:?\s*)?v?\.?\s*/i;
const SCOPED_NAME = /^@?[\w.-]+(?:\/[\w.-]+)?@(?=v?\d)/;
const UNRELEASED_HEADING = /^(?:unreleased\b.*|(?:upcoming|in development|next|next release|vnext|head|main|master|current)(?: changes| release| version)?)$/i;
const UNRELEASED_WORDS = /\b(unreleased|not yet released|unpublished|in development|in progress|upcoming|tbd|tba)\b/i;
const RELEASED_LINE = /^[*_]*(?:released|release date|date)\b[*_]*\s*[:-]?\s*(?:on\s+)?(.*)$/i;
const UNRELEASED_LINE = /^[*_]*(?:unreleased|not yet released|in development|to be released)\b/i;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S+\s*$/;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+(.*)$/;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
const ISO_DATE = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/;
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+(\\d{4})\\b`, "i");
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "i");

/** The changelog's entries, newest first as written; content before the first version and `Unreleased` entries are left out. */
export function splitChangelog(text: string, format: ChangelogFormat, options: SplitOptions = {}): ChangelogEntry[] {
  const maxEntries = options.maxEntries ?? MAX_CHANGELOG_ENTRIES;
  const open = openEntries(changelogMarkdown(text, format, options.packageName), options.packageName);
  if (open.length > maxEntries) options.warnings?.push(`${open.length} versions, kept the first ${maxEntries}`);
  return open
    .slice(0, maxEntries)
    .map((entry) => finishEntry(entry, options))
    .filter((entry): entry is ChangelogEntry => entry !== null);
}

/** The changelog as Markdown with ATX headings only: setext and RST titles converted, plain-text version lines made headings. */
export function changelogMarkdown(text: string, format: ChangelogFormat, packageName?: string): string {
  if (format === "rst") return rstToMarkdown(text);
  if (format === "markdown") return setextToAtx(text);
  return versionLinesToHeadings(underlinedTitlesToAtx(text), packageName);
}

/** Plain text's lines that are only a version (and a date), after a blank line, as `## ` headings. */
function versionLinesToHeadings(text: string, packageName?: string): string {
  const lines = text.split(/\r?\n/);
  let fence: string | null = null;
  return lines
    .map((line, index) => {
      const fenceMatch = FENCE.exec(line);
      if (fence !== null || fenceMatch) {
        if (fence === null) fence = fenceMatch![1]!;
        else if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
        return line;
      }
      const afterBlank = index === 0 || (lines[index - 1] ?? "").trim() === "";
      return afterBlank && /^\S/.test(line) && !line.startsWith("#") && isVersionLine(line, packageName) ? `## ${line.trim()}` : line;
    })
    .join("\n");
}

/** A line that is nothing but a version, maybe with a date or `(unreleased)`. */
function isVersionLine(line: string, packageName?: string): boolean {
  const heading = parseVersionHeading(line, packageName);
  if (heading === null || (heading.kind === "skipped" && !/\d/.test(line))) return false;
  const rest = versionPart(cleanHeading(line), packageName)?.rest ?? "";
  const leftover = withoutDates(rest).replace(/\b(released|release|on|date|unreleased|not yet released)\b/gi, "");
  return leftover.replace(/[\s\-–—/:,.()[\]*_]/g, "") === "";
}

/** `[1.2.3](url) - 2024-05-01` → `1.2.3 - 2024-05-01`: links, emphasis, code marks and brackets removed. */
export function cleanHeading(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\](?:\[[^\]]*\])?/g, "$1")
    .replace(/<a\b[^>]*>(.*?)<\/a>/gi, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** What a heading says about a version, or null when it names none (`Added`, `Changelog`, `2.x series`). */
export function parseVersionHeading(heading: string, packageName?: string): VersionHeading | null {
  const title = cleanHeading(heading);
  if (UNRELEASED_HEADING.test(title)) return { kind: "skipped", reason: "unreleased", title };
  const found = versionPart(title, packageName);
  if (found === null || /\.[x*]$/i.test(found.version)) return null;
  if (UNRELEASED_WORDS.test(found.rest)) return { kind: "skipped", reason: "unreleased", title };
  if (packageName && found.prefixName !== null && !sameName(found.prefixName, packageName)) return { kind: "skipped", reason: "another package", title };
  return { kind: "release", version: found.version, date: findDate(found.rest), title };
}

/** The version a heading starts with (after `Version`, `v`, the package's name) and the text after it. */
function versionPart(title: string, packageName?: string): { version: string; rest: string; prefixName: string | null } | null {
  let text = title.replace(/^[\s=:#-]+/, "");
  if (packageName) {
    const name = packageName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    text = text.replace(new RegExp(`^${name}(?:\\s+|@|:\\s*|\\s*-\\s*)(?=v?\\.?\\s*\\d|version|release)`, "i"), "");
  }
  const prefixName = SCOPED_NAME.exec(text)?.[0].slice(0, -1) ?? null;
  text = text.replace(SCOPED_NAME, "").replace(VERSION_WORDS, "");
  const version = VERSION.exec(text)?.[1];
  return version ? { version, rest: text.slice(version.length), prefixName } : null;
}

/** `@repeaterjs/repeater` is named `repeater@…` in its monorepo's changelog; `limiters@…` is another package. */
function sameName(prefix: string, packageName: string): boolean {
  const unscoped = (name: string) => name.toLowerCase().replace(/^@[^/]+\//, "");
  return unscoped(prefix) === unscoped(packageName);
}

/** The first date in the text as `YYYY-MM-DD`: ISO (`2024-05-01`, `2024/05/01`), `May 1, 2024`, `1 May 2024`. */
export function findDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  if (dayFirst) return isoDate(Number(dayFirst[3]), monthNumber(dayFirst[2]!), Number(dayFirst[1]));
  const monthFirst = MONTH_DAY_YEAR.exec(text);
  if (monthFirst) return isoDate(Number(monthFirst[3]), monthNumber(monthFirst[1]!), Number(monthFirst[2]));
  return null;
}

function withoutDates(text: string): string {
  return [ISO_DATE, DAY_MONTH_YEAR, MONTH_DAY_YEAR].reduce((left, pattern) => left.replace(new RegExp(pattern.source, "gi"), ""), text);
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.toLowerCase().slice(0, 3)) + 1;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

interface OpenEntry {
  heading: VersionHeading;
  level: number;
  lines: string[];
}

/** Entries as their heading and lines: a version heading opens one, a heading shallower than it closes it. */
function openEntries(markdown: string, packageName?: string): OpenEntry[] {
  const entries: OpenEntry[] = [];
  let current: OpenEntry | null = null;
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
    } else if (fenceMatch) {
      fence = fenceMatch[1]!;
    } else {
      const atx = ATX.exec(line);
      if (atx) {
        const level = atx[1]!.length;
        const heading = parseVersionHeading(atx[2] ?? "", packageName);
        if (heading) {
          current = { heading, level, lines: [] };
          entries.push(current);
          continue;
        }
        if (current && level < current.level) {
          current = null;
          continue;
        }
      }
    }
    current?.lines.push(line);
  }
  return entries.filter((entry) => entry.heading.kind === "release");
}

function finishEntry(entry: OpenEntry, options: SplitOptions): ChangelogEntry | null {
  if (entry.heading.kind !== "release") return null;
  const lines = trimBlank(entry.lines.filter((line) => !LINK_DEFINITION.test(line)));
  while (lines.length > 0 && /^\s*([-*_])(\s*\1){2,}\s*$/.test(lines.at(-1)!)) lines.pop();
  const firstLine = lines.find((line) => line.trim() !== "")?.trim() ?? "";
  if (UNRELEASED_LINE.test(firstLine)) return null;
  const released = RELEASED_LINE.exec(firstLine);
  const date = entry.heading.date ?? (released ? findDate(released[1] ?? "") : null);
  const markdown = capBytes(trimBlank(lines).join("\n"), entry.heading.version, options);
  return {
    version: entry.heading.version,
    date,
    title: entry.heading.title,
    text: markdownText(markdown),
    markdown,
    breaking: isBreaking(`# ${entry.heading.title}\n\n${markdown}`),
  };
}

function capBytes(markdown: string, version: string, options: SplitOptions): string {
  const max = options.maxEntryBytes ?? MAX_ENTRY_BYTES;
  const bytes = new TextEncoder().encode(markdown);
  if (bytes.byteLength <= max) return markdown;
  options.warnings?.push(`version ${version}: ${bytes.byteLength} bytes, cut to ${max}`);
  const cut = new TextDecoder().decode(bytes.slice(0, max)).replace(/\uFFFD$/, "");
  const lineEnd = cut.lastIndexOf("\n");
  return lineEnd > 0 ? cut.slice(0, lineEnd) : cut;
}

export function markdownText(markdown: string): string {
  return htmlToText(Parser.parse(Lexer.lex(markdown)));
}


const BREAKING_WORD = /(?<!non[- ]?)(?<!not )\bbreaking\b/i;
/** ⚠, and gitmoji's 💥 / `:boom:` (Babel's "Breaking Change" tag). */
const WARNING_SIGN = /⚠|💥|:boom:/;
const BREAKING_HEADING = [BREAKING_WORD, WARNING_SIGN, /\bmajor changes?\b/i, /\bbackwards?[- ]?incompatib/i, /\bincompatib(le|ilit)/i, /\bremov(ed|als?)\b/i];
const BREAKING_BULLET = [BREAKING_WORD, WARNING_SIGN];
/** Conventional commits' bang: `feat!:`, `fix(api)!:`, `**refactor!:**` at the start of a bullet. */
const BANG = /^(?:\*\*|__)?[a-z]+(?:\([^)]*\))?!:/i;
const BREAKING_PARAGRAPH = /^\s*(?:\*\*|__)?BREAKING(?:[\s_-]|:|\*)/;

/**
 * Whether a changelog entry (Markdown) breaks compatibility: a heading saying breaking, ⚠, Major Changes,
 * backwards incompatible or removed; a bullet saying breaking or ⚠, or starting with a conventional commit's
 * `type!:`; a paragraph starting `BREAKING`. "Removed" in a bullet does not count.
 */
export function isBreaking(markdown: string): boolean {
  const lines = markdown.split(/\r?\n/);
  let fence: string | null = null;
  let inBullet = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const fenceMatch = FENCE.exec(line);
    if (fence !== null || fenceMatch) {
      if (fence === null) fence = fenceMatch![1]!;
      else if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    const heading = ATX.exec(line)?.[2] ?? (isSetextTitle(line, lines[i + 1]) ? line : null);
    const bullet = LIST_ITEM.exec(line)?.[1];
    if (heading != null && BREAKING_HEADING.some((pattern) => pattern.test(heading))) return true;
    if (bullet !== undefined && (BANG.test(bullet) || BREAKING_BULLET.some((pattern) => pattern.test(bullet)))) return true;
    if (inBullet && bullet === undefined && /^\s+\S/.test(line) && BREAKING_BULLET.some((pattern) => pattern.test(line))) return true;
    if (BREAKING_PARAGRAPH.test(line)) return true;
    inBullet = bullet !== undefined || (inBullet && line.trim() !== "");
  }
  return false;
}

function isSetextTitle(line: string, next: string | undefined): boolean {
  return line.trim() !== "" && !LIST_ITEM.test(line) && /^ {0,3}(=+|-+)\s*$/.test(next ?? "");
}
