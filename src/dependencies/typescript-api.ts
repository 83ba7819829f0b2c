/**
 * An npm package's API as its TypeScript declarations state it: a `ts.Program` over the package's own
 * `.d.ts` files, served from memory (no package code runs, nothing outside the package is read), and the
 * checker's view of every entry point's exports turned into API entries and one page per entry point.
 */

import { posix } from "node:path";
import ts from "typescript";
import { collapseWhitespace, errorText } from "../knowledge/ingest/text.js";
import type { ApiEntryInput, DocSectionInput, DocumentInput, ParsedDocSet } from "../knowledge/ingest/types.js";
import { DEPRECATED_SINCE_UNSTATED, type PackageFiles } from "./types.js";

export const MAX_API_ENTRIES = 5_000;
export const MAX_DECLARATION_FILES = 2_000;
export const MAX_DECLARATION_FILE_BYTES = 4 * 1024 * 1024;
/** Subpaths that `exports` wildcards (`"./*"`) give at most, over all of them. */
export const MAX_WILDCARD_SUBPATHS = 300;
const SIGNATURE_LENGTH = 500;
const DESCRIPTION_LENGTH = 4_000;
/** How deep namespaces are followed: `a.b.c.d` at most. */
const NAMESPACE_DEPTH = 3;
const DECLARATION_FILE = /\.d\.(ts|mts|cts)$/;
const SCRIPT_FILE = /\.(js|mjs|cjs)$/;
const DECLARATION_OF_SCRIPT: Record<string, string> = { ".js": ".d.ts", ".mjs": ".d.mts", ".cjs": ".d.cts" };

/** A way into the package: its `exports` subpath (`.`, `./fp`) and the declaration file it leads to. */
export interface EntryPoint {
  subpath: string;
  /** Relative to the package root. */
  file: string;
  /** The `exports` wildcard the subpath was expanded from (`./*`), for subpaths not written out. */
  pattern?: string;
}

// ---------------------------------------------------------------------------------------------------
// Entry points

/** `./dist/../index.d.ts` → `index.d.ts`; null for a path leaving the package. */
function packagePath(path: string): string | null {
  const normal = posix.normalize(path.replace(/^\.?\//, ""));
  return normal === "." || normal.startsWith("../") || normal.startsWith("/") ? null : normal;
}

/** The declaration files a target path may stand for, best first: itself, its script's sibling, its folder's index. */
function declarationCandidates(target: string): string[] {
  const path = packagePath(target);
  if (path === null) return [];
  if (DECLARATION_FILE.test(path)) return [path];
  const script = SCRIPT_FILE.exec(path);
  if (script) return [path.slice(0, -script[0].length) + (DECLARATION_OF_SCRIPT[script[0]] ?? ".d.ts")];
  if (/\.[a-z]+$/i.test(path) && !/\/[^/.]+$/.test(path)) return []; // a stylesheet, JSON, WASM…
  return [`${path}.d.ts`, `${path}/index.d.ts`];
}

/**
 * The declaration files an `exports` target names: every `types` condition first (at any depth: `types`,
 * `import.types`, `require.types`…, `require` after the others), then those next to its scripts. Null
 * targets (blocked subpaths) give none.
 */
export function exportTargetCandidates(target: unknown): string[] {
  return [...new Set(exportTargetPaths(target).flatMap(declarationCandidates))];
}

/** The paths an `exports` target names, in the order exportTargetCandidates reads them: `types` conditions first, `require` last. */
function exportTargetPaths(target: unknown): string[] {
  const types: string[] = [];
  const scripts: string[] = [];
  const visit = (value: unknown, underTypes: boolean): void => {
    if (typeof value === "string") (underTypes ? types : scripts).push(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, underTypes));
    else if (value !== null && typeof value === "object") {
      // As TypeScript's bundler resolution: `require` only when no other condition gives declarations.
      const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => Number(a === "require") - Number(b === "require"));
      for (const [condition, inner] of entries) if (condition.startsWith("types")) visit(inner, true);
      for (const [condition, inner] of entries) if (!condition.startsWith("types")) visit(inner, underTypes);
    }
  };
  visit(target, false);
  return [...types, ...scripts];
}

/** `./locale/*` → its text before and after the `*`; null for a key without exactly one `*`. */
function splitPattern(pattern: string): [string, string] | null {
  const parts = pattern.split("*");
  return parts.length === 2 ? (parts as [string, string]) : null;
}

/** Node's order of wildcard keys: the longer text before the `*` first, then the longer key. */
function comparePatternKeys(a: string, b: string): number {
  return b.indexOf("*") - a.indexOf("*") || b.length - a.length;
}

/** What a wildcard target's `*` stands for in a declaration file, or null: `dist/esm/*` and `dist/esm/server/mcp.d.ts` → `server/mcp.js`. */
function patternMatch(targetPrefix: string, targetSuffix: string, file: string): string | null {
  if (!file.startsWith(targetPrefix)) return null;
  const rest = file.slice(targetPrefix.length);
  const declaration = DECLARATION_FILE.exec(rest);
  if (!declaration) return null;
  let star: string;
  if (targetSuffix === "") {
    // The `*` stands for the script next to the declarations, extension included, as code imports it.
    const script = Object.entries(DECLARATION_OF_SCRIPT).find(([, ending]) => ending === declaration[0])?.[0] ?? ".js";
    star = rest.slice(0, -declaration[0].length) + script;
  } else {
    const script = SCRIPT_FILE.exec(targetSuffix);
    let ending = targetSuffix;
    if (script) ending = targetSuffix.slice(0, -script[0].length) + (DECLARATION_OF_SCRIPT[script[0]] ?? ".d.ts");
    else if (!DECLARATION_FILE.test(targetSuffix)) {
      if (/\.[a-z]+$/i.test(targetSuffix) && !/\/[^/.]+$/.test(targetSuffix)) return null; // a stylesheet, JSON, WASM…
      ending = `${targetSuffix}.d.ts`;
    }
    if (!rest.endsWith(ending)) return null;
    star = rest.slice(0, -ending.length);
  }
  return star === "" ? null : star;
}

/**
 * The subpaths an `exports` wildcard gives, one per declaration file its targets match (the `*` may span
 * folders, as in Node): for each, the first target (in exportTargetCandidates' order) that matches it.
 * A subpath written out, or matched by a more specific wildcard (a `null` one blocks it), is not this key's.
 */
function wildcardEntryPoints(key: string, target: unknown, explicit: ReadonlySet<string>, keys: readonly string[], declarations: readonly string[]): EntryPoint[] {
  const keyParts = splitPattern(key);
  if (!keyParts) return [];
  const bestKey = (subpath: string): string | undefined =>
    keys.find((candidate) => {
      const parts = splitPattern(candidate);
      return parts !== null && subpath.length >= candidate.length && subpath.startsWith(parts[0]) && subpath.endsWith(parts[1]);
    });
  const bySubpath = new Map<string, string>();
  for (const path of exportTargetPaths(target)) {
    const parts = splitPattern(path);
    const prefix = parts && packagePath(`${parts[0]}x`);
    if (!parts || prefix === null || parts[1].includes("..")) continue;
    const targetPrefix = prefix.slice(0, -1);
    const targetSuffix = parts[1];
    for (const file of declarations) {
      const star = patternMatch(targetPrefix, targetSuffix, file);
      if (star === null) continue;
      const subpath = `${keyParts[0]}${star}${keyParts[1]}`;
      if (bySubpath.has(subpath) || explicit.has(subpath) || bestKey(subpath) !== key) continue;
      bySubpath.set(subpath, file);
    }
  }
  return [...bySubpath].map(([subpath, file]) => ({ subpath, file, pattern: key }));
}

/** Whether a declaration file may export anything: a global script (`declare var …`) has no `export`, an empty module only `export {}`. */
function mayExport(files: PackageFiles, path: string): boolean {
  const bytes = files.get(path);
  return bytes !== undefined && /(^|[\s;{}])export\b(?!\s*\{\s*\})/.test(decode(bytes));
}

function parsePackageJson(files: PackageFiles, warnings: string[]): Record<string, unknown> {
  const bytes = files.get("package.json");
  if (!bytes) {
    warnings.push("package.json: missing, looking for index.d.ts");
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(decode(bytes));
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    warnings.push("package.json: not an object, looking for index.d.ts");
  } catch (error) {
    warnings.push(`package.json: unreadable (${errorText(error)}), looking for index.d.ts`);
  }
  return {};
}

/**
 * The subpaths `exports` wildcards give (see wildcardEntryPoints), shallower files first, at most
 * MAX_WILDCARD_SUBPATHS: not those leading to a file another entry point reads, nor to one exporting nothing.
 */
function expandWildcards(files: PackageFiles, patterns: readonly [string, unknown][], explicit: ReadonlySet<string>, taken: Set<string>, warnings: string[]): EntryPoint[] {
  if (patterns.length === 0) return [];
  const depth = (path: string): number => path.split("/").length;
  const declarations = [...files.keys()].filter((path) => DECLARATION_FILE.test(path)).sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  const keys = patterns.map(([key]) => key).sort(comparePatternKeys);
  const found: EntryPoint[] = [];
  for (const [key, target] of patterns) {
    if (target === null || key === "./package.json") continue;
    const expanded = wildcardEntryPoints(key, target, explicit, keys, declarations);
    if (expanded.length === 0 && splitPattern(key) === null) warnings.push(`exports "${key}": more than one "*", skipped`);
    found.push(...expanded);
  }
  found.sort((a, b) => depth(a.file) - depth(b.file) || (a.subpath < b.subpath ? -1 : a.subpath > b.subpath ? 1 : 0));
  const entries: EntryPoint[] = [];
  for (const entry of found) {
    if (taken.has(entry.file) || !mayExport(files, entry.file)) continue;
    if (entries.length >= MAX_WILDCARD_SUBPATHS) {
      warnings.push(`exports wildcards: subpaths beyond ${MAX_WILDCARD_SUBPATHS} skipped (first skipped: ${entry.subpath})`);
      break;
    }
    taken.add(entry.file);
    entries.push(entry);
  }
  return entries;
}

/**
 * The package's typed entry points: each `exports` subpath (`./package.json` left out, wildcards expanded
 * against the package's declaration files), else `types`/`typings`, else the declarations next to `main`,
 * else `index.d.ts`.
 */
export function entryPointsOf(files: PackageFiles, warnings: string[] = []): EntryPoint[] {
  const manifest = parsePackageJson(files, warnings);
  const firstPresent = (candidates: string[]): string | null => candidates.find((path) => files.has(path)) ?? null;
  const exportsField = manifest.exports;
  if (exportsField !== undefined && exportsField !== null) {
    const bySubpath =
      typeof exportsField === "object" && !Array.isArray(exportsField) && Object.keys(exportsField).some((key) => key.startsWith("."))
        ? Object.entries(exportsField as Record<string, unknown>)
        : [[".", exportsField] as [string, unknown]];
    const entries: EntryPoint[] = [];
    const patterns: [string, unknown][] = [];
    for (const [subpath, target] of bySubpath) {
      if (subpath.includes("*")) {
        patterns.push([subpath, target]);
        continue;
      }
      if (subpath === "./package.json" || target === null) continue;
      const candidates = exportTargetCandidates(target);
      const file = firstPresent(candidates);
      if (file) entries.push({ subpath, file });
      else if (candidates.length > 0) warnings.push(`exports "${subpath}": no declaration file (tried ${candidates.join(", ")})`);
    }
    entries.push(...expandWildcards(files, patterns, new Set(bySubpath.map(([subpath]) => subpath)), new Set(entries.map((entry) => entry.file)), warnings));
    if (entries.length > 0) return entries;
  }
  for (const field of ["types", "typings"] as const) {
    const value = manifest[field];
    if (typeof value !== "string") continue;
    const file = firstPresent(declarationCandidates(value));
    if (file) return [{ subpath: ".", file }];
    warnings.push(`package.json ${field}: ${value} is not in the package`);
  }
  if (typeof manifest.main === "string") {
    const file = firstPresent(declarationCandidates(manifest.main));
    if (file) return [{ subpath: ".", file }];
  }
  if (files.has("index.d.ts")) return [{ subpath: ".", file: "index.d.ts" }];
  warnings.push("no TypeScript declarations: no exports types, types, typings, declarations next to main, or index.d.ts");
  return [];
}

// ---------------------------------------------------------------------------------------------------
// The in-memory compiler host

function decode(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

export interface PackageHost {
  host: ts.CompilerHost;
  /** Paths the compiler asked to read (not merely whether they exist) that the package does not hold. */
  outsideReads: string[];
  /** Declaration files served so far. */
  served: () => number;
}

/**
 * A compiler host answering only from `files`, placed at `root` (`/node_modules/<name>/`, so the package's
 * imports of itself resolve): declaration files and package.json files are served, anything else is absent.
 * Over-large files and files beyond the cap are refused with a warning.
 */
export function packageCompilerHost(files: PackageFiles, root: string, warnings: string[] = []): PackageHost {
  const outsideReads: string[] = [];
  const servable = (relative: string): boolean => DECLARATION_FILE.test(relative) || relative === "package.json" || relative.endsWith("/package.json");
  const directories = new Set<string>(["/"]);
  for (const relative of files.keys()) {
    if (!servable(relative)) continue;
    const parts = `${root}${relative}`.split("/");
    for (let at = 2; at < parts.length; at++) directories.add(parts.slice(0, at).join("/"));
  }
  const relativeOf = (path: string): string | null => (path.startsWith(root) ? path.slice(root.length) : null);
  const present = (path: string): boolean => {
    const relative = relativeOf(path);
    return relative !== null && servable(relative) && files.has(relative);
  };
  const refused = new Set<string>();
  const servedFiles = new Set<string>();
  let capWarned = false;
  const read = (path: string): string | undefined => {
    const relative = relativeOf(path);
    const bytes = relative !== null && servable(relative) ? files.get(relative) : undefined;
    if (relative === null || bytes === undefined) {
      outsideReads.push(path);
      return undefined;
    }
    if (refused.has(relative)) return undefined;
    if (DECLARATION_FILE.test(relative) && !servedFiles.has(relative)) {
      if (bytes.byteLength > MAX_DECLARATION_FILE_BYTES) {
        refused.add(relative);
        warnings.push(`${relative}: skipped, ${bytes.byteLength} bytes is over the ${MAX_DECLARATION_FILE_BYTES}-byte limit`);
        return undefined;
      }
      if (servedFiles.size >= MAX_DECLARATION_FILES) {
        refused.add(relative);
        if (!capWarned) warnings.push(`declaration files beyond ${MAX_DECLARATION_FILES} skipped (first skipped: ${relative})`);
        capWarned = true;
        return undefined;
      }
      servedFiles.add(relative);
    }
    return decode(bytes);
  };
  const host: ts.CompilerHost = {
    getSourceFile: (fileName, languageVersion) => {
      const text = read(fileName);
      return text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, true);
    },
    getDefaultLibFileName: () => "/__no-lib__/lib.d.ts",
    writeFile: () => undefined,
    getCurrentDirectory: () => "/",
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: present,
    readFile: read,
    directoryExists: (path) => directories.has(path.replace(/\/$/, "") || "/"),
    getDirectories: (path) => {
      const prefix = path.endsWith("/") ? path : `${path}/`;
      return [...directories].filter((dir) => dir.startsWith(prefix) && !dir.slice(prefix.length).includes("/")).map((dir) => dir.slice(prefix.length));
    },
    realpath: (path) => path,
  };
  return { host, outsideReads, served: () => servedFiles.size };
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noLib: true,
  types: [],
  typeRoots: [],
  skipLibCheck: true,
  noEmit: true,
  allowJs: false,
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  // Bundler: `./y.js` finds `./y.d.ts`, extensionless specifiers resolve, and `exports` `types` conditions apply.
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

// ---------------------------------------------------------------------------------------------------
// JSDoc: versions, replacements, text

const VERSION = "v?(\\d+(?:\\.\\d+){0,2}(?:-[0-9A-Za-z]+(?:\\.[0-9A-Za-z]+)*)?)";
const DEPRECATED_SINCE = new RegExp(`\\b(?:since|in|as of|from|starting (?:with|from|in)|after)\\s+(?:version\\s+)?${VERSION}(?!\\w|\\.\\d)`, "gi");
const LEADING_VERSION = new RegExp(`^\\s*${VERSION}(?!\\w|\\.\\d)`);
/** A clause about the future ("will be removed in v8", "made internal in 8.0"): its version is not the deprecation's. */
const FUTURE_CLAUSE = /\b(?:will|removed?|removal|internal|dropped|deleted|private|breaking)\b[^.;]*$/i;

/** The version a deprecation note says the deprecation came in (`since 3.0`, `in v4`), else DEPRECATED_SINCE_UNSTATED. */
export function deprecatedVersion(note: string): string {
  const text = renderLinks(note);
  const leading = LEADING_VERSION.exec(text)?.[1];
  if (leading) return leading;
  for (const match of text.matchAll(DEPRECATED_SINCE)) {
    if (!FUTURE_CLAUSE.test(text.slice(Math.max(0, match.index - 80), match.index))) return match[1] as string;
  }
  return DEPRECATED_SINCE_UNSTATED;
}

const LINK = /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|?\s*([^}]*))?\}/g;
const LEADING_LINK = /^\{@link(?:code|plain)?\s+([^\s|}]+)[^}]*\}/;
const CODE_NAME = "[A-Za-z_$][\\w$]*(?:\\(\\))?(?:[.#][A-Za-z_$][\\w$]*(?:\\(\\))?)*";
const LEADING_CODE = new RegExp(`^(?:\`[^\`]+\`|${CODE_NAME})`);
const REPLACEMENT_PHRASE =
  /\b(?:use|using|prefer|replaced\s+(?:by|with)|in\s+favou?r\s+of|superseded\s+by|renamed\s+to|migrate\s+to|switch\s+to)\s+(?:the\s+|an?\s+)?/gi;
const MARKDOWN_LINK = /\[([^\]]+)\]\([^)\s]+\)/g;
const NEGATED = /(?:\bnot|n't|\bnever|\bno)\s+$/i;
const SEE = /\bsee\s+/gi;
const NOT_NAMES = new Set([
  "a", "an", "and", "another", "any", "case", "directly", "it", "its", "instead", "new", "native", "of", "one", "only", "or",
  "other", "that", "the", "them", "these", "this", "those", "to", "with", "your", "our", "below", "above", "docs",
  "documentation", "here", "there",
]);

/** `{@link X}` → `X`, `{@link X text}` / `{@link X | text}` → `text`. */
export function renderLinks(text: string): string {
  return text.replace(LINK, (_, target: string, label: string | undefined) => (label?.trim() ? label.trim() : target));
}

/** `` `z.string().email()` `` → `email`, `new Foo()` → `Foo`, `Foo#bar()` → `Foo.bar`, `.setupPrimary()` → `setupPrimary`: the name an API reference in prose stands for. */
function referenceName(written: string): string | null {
  const code = new RegExp(`^${CODE_NAME}`).exec(written.replace(/`/g, "").trim().replace(/^new\s+|^\./, ""))?.[0];
  if (!code) return null;
  let name = code.replace(/#/g, ".");
  const chained = name.lastIndexOf("().");
  if (chained !== -1) name = name.slice(chained + 3);
  return name.replace(/\(\)/g, "");
}

/** Whether a bare word of prose looks like code (`fetchJson`, `Client.request`, `parse()`), not like English. */
export function looksLikeCode(word: string): boolean {
  return /[.#()_$]|[a-z][A-Z]|^[A-Z]/.test(word);
}

/** The name right at the start of `rest`: a `{@link}` target, a code span, or a word that is not plain English filler. */
function nameAtStart(rest: string, codeOnly: boolean): string | null {
  const link = LEADING_LINK.exec(rest)?.[1];
  if (link) return link.includes("://") ? null : referenceName(link);
  const token = LEADING_CODE.exec(rest)?.[0];
  if (!token) return null;
  if (!token.startsWith("`") && (NOT_NAMES.has(token.toLowerCase()) || (codeOnly && !looksLikeCode(token)))) return null;
  return referenceName(token);
}

/**
 * The name a deprecation note tells to use instead, as written: what follows "use", "prefer", "replaced by",
 * "in favor of"… (a `{@link}`, a code span or a name; not after "do not use"), else the first `{@link}` that is
 * not the deprecated API itself (`self`, its last segment), else what "see" points at when it looks like code.
 */
export function replacementWritten(written: string, self?: string): string | null {
  const note = written.replace(MARKDOWN_LINK, "$1");
  const local = self?.slice(self.indexOf(":") + 1);
  const selfNames = new Set(local ? [self, local, local.slice(local.lastIndexOf(".") + 1)] : []);
  for (const match of note.matchAll(REPLACEMENT_PHRASE)) {
    if (NEGATED.test(note.slice(Math.max(0, match.index - 12), match.index))) continue;
    const name = nameAtStart(note.slice(match.index + match[0].length), false);
    if (name && !selfNames.has(name)) return name;
  }
  for (const match of note.matchAll(LINK)) {
    const target = match[1] ?? "";
    const name = target.includes("://") ? null : referenceName(target);
    if (name && !selfNames.has(name)) return name;
  }
  for (const match of note.matchAll(SEE)) {
    const name = nameAtStart(note.slice(match.index + match[0].length), true);
    if (name) return name;
  }
  return null;
}

/**
 * The entry a written replacement means: one named exactly so (in the deprecated entry's own entry point
 * first), else its class's `${Class}.${name}`, else the name without its leading namespaces (`z.email` →
 * `email`), else the only entry ending in `.${name}`; else as written.
 */
export function qualifyReplacement(written: string, deprecatedName: string, names: ReadonlySet<string>): string {
  const colon = deprecatedName.indexOf(":");
  const prefix = colon === -1 ? "" : deprecatedName.slice(0, colon + 1);
  const local = deprecatedName.slice(prefix.length);
  const candidates = [`${prefix}${written}`, written];
  const dot = local.lastIndexOf(".");
  if (dot !== -1) candidates.push(`${prefix}${local.slice(0, dot)}.${written}`);
  // `z.email` when `z` is a namespace of the top-level exports: `email`; `z.iso.datetime`: `iso.datetime`.
  const segments = written.split(".");
  for (let drop = 1; drop < segments.length; drop++) candidates.push(`${prefix}${segments.slice(drop).join(".")}`, segments.slice(drop).join("."));
  for (const candidate of candidates) if (candidate !== deprecatedName && names.has(candidate)) return candidate;
  const ending = [...names].filter((name) => name !== deprecatedName && (name.endsWith(`.${written}`) || name.endsWith(`:${written}`)));
  if (ending.length > 1) {
    const sameEntry = ending.filter((name) => name.startsWith(prefix) && (prefix !== "" || !name.includes(":")));
    if (sameEntry.length === 1) return sameEntry[0] as string;
  }
  return ending.length === 1 ? (ending[0] as string) : written;
}

/** An entry's anchor: its name lower-cased, each run of other characters than letters and digits one `-` (`_ZodString` → `-zodstring`, apart from `ZodString`). */
export function anchorOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function cap(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

interface DocInfo {
  description: string | null;
  /** The deprecation note (possibly empty) when deprecated, else null. */
  deprecation: string | null;
  since: string | null;
  example: string | null;
}

function jsDocOf(declaration: ts.Node): ts.JSDoc | undefined {
  if (ts.isSourceFile(declaration)) return undefined;
  const docs = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  return docs[docs.length - 1];
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  return (ts.getTextOfJSDocComment(comment) ?? "").trim();
}

/** JSDoc of a symbol's declarations: the first documented one's text with its @param/@returns lines; deprecated only if every declaration is. */
function docInfo(declarations: readonly ts.Node[], symbol: ts.Symbol | undefined, checker: ts.TypeChecker): DocInfo {
  const docs = declarations.map(jsDocOf);
  const documented = docs.find((doc) => doc && (commentText(doc.comment) !== "" || (doc.tags?.length ?? 0) > 0));
  // date-fns style: an empty comment with `@summary` and `@description` tags.
  const tagged = (name: string): string => (documented?.tags ?? []).filter((tag) => tag.tagName.text === name).map((tag) => commentText(tag.comment)).join("\n\n");
  let description = documented ? renderLinks(commentText(documented.comment) || [tagged("summary"), tagged("description")].filter(Boolean).join("\n\n")) : "";
  if (!documented && symbol) description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const lines: string[] = [];
  for (const tag of documented?.tags ?? []) {
    const text = renderLinks(commentText(tag.comment)).replace(/^-\s*/, "");
    const tagName = tag.tagName.text;
    if ((ts.isJSDocParameterTag(tag) || ts.isJSDocPropertyTag(tag)) && text) lines.push(`@param ${tag.name.getText()} - ${text}`);
    else if ((tagName === "returns" || tagName === "return") && text) lines.push(`@returns ${text}`);
    else if ((tagName === "throws" || tagName === "throw") && text) lines.push(`@throws ${text}`);
  }
  if (lines.length > 0) description = [description, lines.join("\n")].filter(Boolean).join("\n\n");

  const tagTexts = (doc: ts.JSDoc | undefined, name: string): string[] =>
    (doc?.tags ?? []).filter((tag) => tag.tagName.text === name).map((tag) => commentText(tag.comment));
  const deprecations = docs.map((doc) => tagTexts(doc, "deprecated")[0]);
  const deprecation = deprecations.length > 0 && deprecations.every((note) => note !== undefined) ? (deprecations.find(Boolean) ?? "") : null;
  const since = docs.flatMap((doc) => tagTexts(doc, "since")).find(Boolean) ?? null;
  const examples = [...new Set(docs.flatMap((doc) => tagTexts(doc, "example")).filter(Boolean))];
  return {
    description: description ? cap(description, DESCRIPTION_LENGTH) : null,
    deprecation,
    since: since ? since.split(/\s/)[0]!.replace(/^v(?=\d)/, "") : null,
    example: examples.length > 0 ? examples.join("\n\n") : null,
  };
}

/** A JSDoc's deprecation note (possibly empty) when it has `@deprecated`, else null. */
function deprecationOf(doc: ts.JSDoc): string | null {
  const tag = (doc.tags ?? []).find((candidate) => candidate.tagName.text === "deprecated");
  return tag ? commentText(tag.comment) : null;
}

/**
 * The JSDoc of the first alias on the way from an exported name to its declaration that has one:
 * `export { /** @deprecated *\/ a as b }`, or a one-name `/** … *\/ export { a as b }`. Undefined when none has.
 */
function aliasJsDoc(exported: ts.Symbol, checker: ts.TypeChecker): ts.JSDoc | undefined {
  const seen = new Set<ts.Symbol>();
  for (let symbol = exported; symbol.flags & ts.SymbolFlags.Alias && !seen.has(symbol); symbol = checker.getImmediateAliasedSymbol(symbol) ?? symbol) {
    seen.add(symbol);
    for (const declaration of symbol.declarations ?? []) {
      let doc = jsDocOf(declaration);
      if (!doc && ts.isExportSpecifier(declaration) && declaration.parent.elements.length === 1) doc = jsDocOf(declaration.parent.parent);
      if (doc && (commentText(doc.comment) !== "" || (doc.tags?.length ?? 0) > 0)) return doc;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Signatures

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });

function printed(node: ts.Node | undefined): string {
  if (!node) return "";
  return collapseWhitespace(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
}

function typeParametersOf(node: { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }): string {
  return node.typeParameters?.length ? `<${node.typeParameters.map(printed).join(", ")}>` : "";
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((modifier) => modifier.kind === kind) ?? false);
}

/** A declaration as one readable line, without body or JSDoc: `format(date: Date, formatStr: string): string`. */
function signatureOf(declaration: ts.Node, name: string, checker: ts.TypeChecker): string | null {
  const staticPrefix = hasModifier(declaration, ts.SyntaxKind.StaticKeyword) ? "static " : "";
  const readonlyPrefix = hasModifier(declaration, ts.SyntaxKind.ReadonlyKeyword) ? "readonly " : "";
  const typeOf = (node: ts.Node & { type?: ts.TypeNode }): string =>
    node.type ? printed(node.type) : checker.typeToString(checker.getTypeAtLocation(node), undefined, ts.TypeFormatFlags.NoTruncation);
  let text: string | null = null;
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration) || ts.isConstructorDeclaration(declaration)) {
    const returns = declaration.type ? `: ${printed(declaration.type)}` : "";
    const optional = "questionToken" in declaration && declaration.questionToken ? "?" : "";
    text = `${staticPrefix}${ts.isConstructorDeclaration(declaration) ? "constructor" : name}${optional}${typeParametersOf(declaration)}(${declaration.parameters.map(printed).join(", ")})${returns}`;
  } else if (ts.isGetAccessorDeclaration(declaration)) {
    text = `${staticPrefix}get ${name}(): ${typeOf(declaration)}`;
  } else if (ts.isSetAccessorDeclaration(declaration)) {
    text = `${staticPrefix}set ${name}(${declaration.parameters.map(printed).join(", ")})`;
  } else if (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) {
    const heritage = (declaration.heritageClauses ?? []).map(printed).join(" ");
    const keyword = ts.isClassDeclaration(declaration) ? `${hasModifier(declaration, ts.SyntaxKind.AbstractKeyword) ? "abstract " : ""}class` : "interface";
    text = `${keyword} ${name}${typeParametersOf(declaration)}${heritage ? ` ${heritage}` : ""}`;
  } else if (ts.isTypeAliasDeclaration(declaration)) {
    text = `type ${name}${typeParametersOf(declaration)} = ${printed(declaration.type)}`;
  } else if (ts.isEnumDeclaration(declaration)) {
    text = `${hasModifier(declaration, ts.SyntaxKind.ConstKeyword) ? "const " : ""}enum ${name}`;
  } else if (ts.isEnumMember(declaration)) {
    const value = checker.getConstantValue(declaration);
    text = value === undefined ? name : `${name} = ${JSON.stringify(value)}`;
  } else if (ts.isVariableDeclaration(declaration)) {
    const flags = ts.getCombinedNodeFlags(declaration);
    const keyword = flags & ts.NodeFlags.Const ? "const" : flags & ts.NodeFlags.Let ? "let" : "var";
    text = `${keyword} ${name}: ${declaration.type || !declaration.initializer ? typeOf(declaration) : printed(declaration.initializer)}`;
  } else if (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration)) {
    text = `${staticPrefix}${readonlyPrefix}${name}${declaration.questionToken ? "?" : ""}: ${typeOf(declaration)}`;
  } else if (ts.isModuleDeclaration(declaration) || ts.isSourceFile(declaration)) {
    text = `namespace ${name}`;
  }
  return text === null ? null : cap(text, SIGNATURE_LENGTH);
}

// ---------------------------------------------------------------------------------------------------
// Walking the exports

interface Collected {
  entry: ApiEntryInput;
  /** The deprecation note, when deprecated. */
  deprecation: string | null;
  topLevel: boolean;
  /** The `name` as written in its own scope (last segment). */
  shortName: string;
}

interface EntryContext {
  docPath: string;
  anchor: string;
}

const KIND_ORDER: [ts.SymbolFlags, string, (node: ts.Node) => boolean][] = [
  [ts.SymbolFlags.Class, "class", ts.isClassDeclaration],
  [ts.SymbolFlags.Function, "function", ts.isFunctionDeclaration],
  [ts.SymbolFlags.Enum, "enum", ts.isEnumDeclaration],
  [ts.SymbolFlags.Interface, "interface", ts.isInterfaceDeclaration],
  [ts.SymbolFlags.TypeAlias, "type", ts.isTypeAliasDeclaration],
  [ts.SymbolFlags.Variable, "variable", ts.isVariableDeclaration],
  [ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule, "namespace", (node) => ts.isModuleDeclaration(node) || ts.isSourceFile(node)],
];

function memberName(member: ts.Node): string | null {
  const name = ts.getNameOfDeclaration(member as ts.Declaration);
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null; // computed (`[Symbol.iterator]`) and `#private` names
}

const MEMBER_KIND: [(node: ts.Node) => boolean, string][] = [
  [ts.isConstructorDeclaration, "constructor"],
  [(node) => ts.isMethodDeclaration(node) || ts.isMethodSignature(node), "method"],
  [(node) => ts.isPropertyDeclaration(node) || ts.isPropertySignature(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node), "property"],
];

class ApiCollector {
  readonly collected: Collected[] = [];
  /** Symbols given an entry, and the symbols some entry point exports at its top (emitted there, not inside namespaces). */
  private readonly emitted = new Set<ts.Symbol>();
  /** The names each symbol has been given a top-level entry under (bare, without the entry point's prefix). */
  private readonly topNames = new Map<ts.Symbol, Set<string>>();
  private readonly names = new Set<string>();
  private capped = false;

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly topSymbols: ReadonlySet<ts.Symbol>,
    private readonly warnings: string[],
  ) {}

  resolve(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /**
   * Whether an entry point's export `name` of `symbol` is already an entry: the same declaration under the
   * same name (from another entry point, or as its default export), or any default export of a symbol
   * given an entry. One declaration exported under another name is another entry.
   */
  alreadyEmitted(symbol: ts.Symbol, name: string, isDefault = false): boolean {
    return this.emitted.has(symbol) && (isDefault || this.topNames.get(symbol)?.has(name) === true || !this.topNames.has(symbol));
  }

  /** Whether the set is full; the first entry left out is named in a warning. */
  private full(name: string): boolean {
    if (this.collected.length < MAX_API_ENTRIES) return false;
    if (!this.capped) this.warnings.push(`API entries beyond ${MAX_API_ENTRIES} left out (first left out: ${name})`);
    this.capped = true;
    return true;
  }

  private add(collected: Collected): boolean {
    if (this.names.has(collected.entry.name) || this.full(collected.entry.name)) return false;
    this.names.add(collected.entry.name);
    this.collected.push(collected);
    return true;
  }

  private entry(
    name: string,
    shortName: string,
    kind: string,
    declarations: readonly ts.Node[],
    symbol: ts.Symbol | undefined,
    context: EntryContext,
    topLevel: boolean,
    aliasDoc?: ts.JSDoc,
  ): boolean {
    const first = declarations[0];
    const doc = docInfo(declarations, symbol, this.checker);
    // `export { old as renamed }` with its own JSDoc: the alias's deprecation, not the declaration's.
    if (aliasDoc) doc.deprecation = deprecationOf(aliasDoc);
    return this.add({
      entry: {
        name,
        kind,
        signature: first ? signatureOf(first, shortName, this.checker) : null,
        description: doc.description,
        docPath: context.docPath,
        anchor: context.anchor,
        versionIntroduced: doc.since,
        deprecatedIn: doc.deprecation === null ? null : deprecatedVersion(doc.deprecation),
        replacement: doc.deprecation === null ? null : replacementWritten(doc.deprecation, name),
        stability: null,
        example: doc.example,
      },
      deprecation: doc.deprecation,
      topLevel,
      shortName,
    });
  }

  /**
   * One exported symbol (aliases resolved) and what it holds: class and interface members, enum members,
   * members of a const's object type, namespace members down to NAMESPACE_DEPTH. `withNamespace` false
   * leaves a merged namespace's members out (an `export =` target, whose members are the module's exports).
   */
  symbol(symbol: ts.Symbol, name: string, shortName: string, context: EntryContext, depth: number, withNamespace = true, aliasDoc?: ts.JSDoc): void {
    // At the top, a declaration already given an entry under another name gets one under this name too, without its members again.
    const again = this.emitted.has(symbol);
    if ((again && (depth > 0 || this.topNames.get(symbol)?.has(shortName) !== false)) || this.full(name)) return;
    const kindRow = KIND_ORDER.find(([flags]) => symbol.flags & flags);
    if (!kindRow) return;
    const [, kind, isPrimary] = kindRow;
    const declarations = (symbol.declarations ?? []).filter(isPrimary);
    this.emitted.add(symbol);
    if (depth === 0) {
      const topNames = this.topNames.get(symbol) ?? new Set<string>();
      topNames.add(shortName);
      this.topNames.set(symbol, topNames);
    }
    if (!this.entry(name, shortName, kind, declarations, symbol, context, depth === 0, aliasDoc) || again) return;

    const all = symbol.declarations ?? [];
    const members: ts.Node[] = [];
    for (const declaration of all) {
      if (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration) || ts.isEnumDeclaration(declaration)) members.push(...declaration.members);
      else if (ts.isVariableDeclaration(declaration) && declaration.type && ts.isTypeLiteralNode(declaration.type)) members.push(...declaration.type.members);
    }
    this.members(name, members, context);

    if (withNamespace && symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule) && depth < NAMESPACE_DEPTH) {
      for (const exported of this.checker.getExportsOfModule(symbol)) {
        const target = this.resolve(exported);
        if (exported.name === "default" || exported.name === "prototype" || this.topSymbols.has(target)) continue;
        this.symbol(target, `${name}.${exported.name}`, exported.name, context, depth + 1);
      }
    }
  }

  private members(parent: string, members: ts.Node[], context: EntryContext): void {
    const groups = new Map<string, { kind: string; declarations: ts.Node[] }>();
    for (const member of members) {
      const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
      if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      const kind = ts.isEnumMember(member) ? "enumMember" : MEMBER_KIND.find(([test]) => test(member))?.[1];
      const name = ts.isConstructorDeclaration(member) ? "constructor" : memberName(member);
      if (!kind || name === null) continue;
      const group = groups.get(name);
      if (group) group.declarations.push(member);
      else groups.set(name, { kind, declarations: [member] });
    }
    for (const [name, { kind, declarations }] of groups) {
      const first = declarations[0] as ts.Declaration;
      const symbol = ts.isConstructorDeclaration(first) ? undefined : this.checker.getSymbolAtLocation(ts.getNameOfDeclaration(first) ?? first);
      // Overloads share a signature entry; a getter and its setter are one property, documented by whichever has JSDoc.
      const sameKind = declarations.filter((declaration) => declaration.kind === first.kind);
      const documentation = kind === "property" && declarations.length > 1 ? declarations : sameKind;
      const ordered = [first, ...documentation.filter((declaration) => declaration !== first)];
      if (this.full(`${parent}.${name}`)) return;
      this.entryWithSignatureFrom(`${parent}.${name}`, name, kind, ordered, sameKind, symbol, context);
    }
  }

  /** A member entry: signature from its first declaration, deprecation only when all its overloads are deprecated. */
  private entryWithSignatureFrom(name: string, shortName: string, kind: string, declarations: ts.Node[], overloads: ts.Node[], symbol: ts.Symbol | undefined, context: EntryContext): void {
    const doc = docInfo(declarations, symbol, this.checker);
    const overloadDoc = overloads.length === declarations.length ? doc : docInfo(overloads, undefined, this.checker);
    const deprecation = overloadDoc.deprecation;
    this.add({
      entry: {
        name,
        kind,
        signature: declarations[0] ? signatureOf(declarations[0], shortName, this.checker) : null,
        description: doc.description,
        docPath: context.docPath,
        anchor: context.anchor,
        versionIntroduced: doc.since,
        deprecatedIn: deprecation === null ? null : deprecatedVersion(deprecation),
        replacement: deprecation === null ? null : replacementWritten(deprecation, name),
        stability: null,
        example: doc.example,
      },
      deprecation,
      topLevel: false,
      shortName,
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// Documents

function sectionText(collected: Collected): string {
  const { entry, deprecation } = collected;
  return collapseWhitespace(
    [entry.signature, entry.description, deprecation !== null ? `Deprecated: ${deprecation || "yes"}` : null, entry.example].filter(Boolean).join(" "),
  );
}

function fenced(code: string): string {
  return `\`\`\`ts\n${code}\n\`\`\``;
}

function markdownOf(collected: Collected, heading: string): string {
  const { entry, deprecation } = collected;
  const parts = [`${heading} ${entry.name}`];
  if (entry.signature) parts.push(fenced(entry.signature));
  if (entry.description) parts.push(entry.description);
  if (deprecation !== null) parts.push(`**Deprecated**: ${renderLinks(deprecation) || "yes"}`);
  if (entry.versionIntroduced) parts.push(`**Since**: ${entry.versionIntroduced}`);
  if (entry.example) parts.push(`**Example**:\n\n${entry.example.includes("```") ? entry.example : fenced(entry.example)}`);
  return parts.join("\n\n");
}

function documentOf(path: string, title: string, collected: Collected[]): DocumentInput {
  const sections: DocSectionInput[] = [];
  const markdown: string[] = [`# ${title}`];
  for (const item of collected) {
    if (item.topLevel) sections.push({ anchor: item.entry.anchor, title: item.entry.name, text: sectionText(item) });
    markdown.push(markdownOf(item, item.topLevel ? "##" : "###"));
  }
  return {
    path,
    title,
    text: sections.map((section) => `${section.title}: ${section.text}`).join("\n\n"),
    markdown: `${markdown.join("\n\n")}\n`,
    sections,
    tags: ["api"],
    category: "api",
    versionIntroduced: null,
    deprecatedIn: null,
  };
}

// ---------------------------------------------------------------------------------------------------
// The reading

/** The package's own version, from its package.json (without a leading `v`), when it states one. */
/** The name code imports a package by, which its `export =` target goes by: `@types/express` → `express`, `@types/babel__core` → `core`, `@scope/pkg` → `pkg`. */
export function importName(packageName: string): string {
  return packageName.replace(/^@types\//, "").replace(/^.*__/, "").replace(/^@[^/]+\//, "");
}

interface ModuleToRead {
  /** `.`, `./fp`, or an ambient module's name. */
  subpath: string;
  label: string;
  moduleSymbol: ts.Symbol;
}

/**
 * The package's API from its declarations: every entry point's exports (and, for a package of global
 * scripts such as @types/node, the modules it declares), one page per entry point. Never runs package
 * code and reads nothing but `files`.
 */
export function readTypeScriptApi(packageName: string, files: PackageFiles): ParsedDocSet {
  const warnings: string[] = [];
  const entryPoints = entryPointsOf(files, warnings);
  if (entryPoints.length === 0) return { documents: [], apis: [], warnings };
  const root = `/node_modules/${packageName}/`;
  const { host } = packageCompilerHost(files, root, warnings);
  const program = ts.createProgram({ rootNames: entryPoints.map((entry) => root + entry.file), options: COMPILER_OPTIONS, host });
  const checker = program.getTypeChecker();

  const modules: ModuleToRead[] = [];
  const seenModules = new Set<ts.Symbol>();
  let scriptEntry = false;
  for (const entryPoint of entryPoints) {
    const sourceFile = program.getSourceFile(root + entryPoint.file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!sourceFile) warnings.push(`exports "${entryPoint.subpath}": ${entryPoint.file} could not be read`);
    else if (!moduleSymbol) scriptEntry ||= entryPoint.pattern === undefined; // a wildcard's global script is no module to read
    else if (!seenModules.has(moduleSymbol)) {
      seenModules.add(moduleSymbol);
      modules.push({ subpath: entryPoint.subpath, label: entryPoint.subpath.replace(/^\.\/?/, ""), moduleSymbol });
    }
  }
  if (scriptEntry) {
    // Global scripts (@types/node) declare their modules: `declare module "fs" { … }`.
    for (const ambient of checker.getAmbientModules()) {
      const inPackage = ambient.declarations?.some((declaration) => declaration.getSourceFile().fileName.startsWith(root));
      if (!inPackage || seenModules.has(ambient)) continue;
      seenModules.add(ambient);
      const name = ambient.name.replace(/^"|"$/g, "");
      modules.push(name === packageName ? { subpath: ".", label: "", moduleSymbol: ambient } : { subpath: name, label: name, moduleSymbol: ambient });
    }
    if (modules.length === 0) warnings.push("the entry point declares globals only: global declarations are not read");
  }
  modules.sort((a, b) => Number(b.label === "") - Number(a.label === ""));
  const bare = (module: ModuleToRead): boolean => module.label === "" || modules.length === 1;

  const exportsOf = new Map<ModuleToRead, ts.Symbol[]>();
  const collectorTops = new Set<ts.Symbol>();
  const resolveAlias = (symbol: ts.Symbol): ts.Symbol => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  for (const module of modules) {
    // "default" last, so a default export already exported by name keeps its name.
    const exported = checker.getExportsOfModule(module.moduleSymbol).sort((a, b) => Number(a.name === "default") - Number(b.name === "default"));
    exportsOf.set(module, exported);
    for (const symbol of exported) collectorTops.add(resolveAlias(symbol));
  }
  const collector = new ApiCollector(checker, collectorTops, warnings);
  const documents: DocumentInput[] = [];
  const anchorsByDoc = new Map<string, Set<string>>();

  for (const module of modules) {
    const docPath = module.label === "" ? "api" : `api/${module.label}`;
    const title = module.label === "" ? `${packageName} API` : `${packageName}/${module.label} API`;
    const prefix = bare(module) ? "" : `${module.label}:`;
    const anchors = anchorsByDoc.get(docPath) ?? new Set<string>();
    anchorsByDoc.set(docPath, anchors);
    const start = collector.collected.length;
    const top = (symbol: ts.Symbol, name: string, withNamespace: boolean, isDefault = false, aliasDoc?: ts.JSDoc): void => {
      if (collector.alreadyEmitted(symbol, name, isDefault)) return;
      let anchor = anchorOf(prefix + name);
      for (let n = 2; anchors.has(anchor); n++) anchor = `${anchorOf(prefix + name)}-${n}`;
      anchors.add(anchor);
      collector.symbol(symbol, prefix + name, name, { docPath, anchor }, 0, withNamespace, aliasDoc);
    };
    // `export = target`: the target itself (by its own name) next to its namespace's members, which are the module's exports.
    const exportEquals = module.moduleSymbol.exports?.get(ts.InternalSymbolName.ExportEquals);
    const target = exportEquals && resolveAlias(exportEquals);
    if (target && target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable | ts.SymbolFlags.Enum | ts.SymbolFlags.Interface)) {
      top(target, module.label || importName(packageName), false);
    }
    for (const exported of exportsOf.get(module) ?? []) {
      if (exported.name === "prototype" || exported.name === "export=") continue;
      const symbol = resolveAlias(exported);
      const name = exported.name === "default" && !["default", "export="].includes(symbol.name) && !symbol.name.startsWith('"') ? symbol.name : exported.name;
      top(symbol, name, true, exported.name === "default", aliasJsDoc(exported, checker));
    }
    const own = collector.collected.slice(start);
    if (own.length > 0) documents.push(documentOf(docPath, title, own));
  }

  const names = new Set(collector.collected.map((item) => item.entry.name));
  for (const { entry } of collector.collected) {
    if (!entry.replacement) continue;
    const qualified = qualifyReplacement(entry.replacement, entry.name, names);
    // A plain word after "use" ("use an observer argument") is kept only when it names an entry.
    entry.replacement = names.has(qualified) || looksLikeCode(entry.replacement) ? qualified : null;
  }
  return { documents, apis: collector.collected.map((item) => item.entry), warnings };
}
