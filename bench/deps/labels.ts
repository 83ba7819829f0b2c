/**
 * Labels read from the packages' own files by plain regular expressions and brace/indent counting,
 * independently of Engram's readers (which use the TypeScript compiler and a Python tokenizer):
 *
 * - deprecations (npm): every JSDoc block holding `@deprecated` directly followed by a declaration whose
 *   name is exported (`export` at top level, or a member of an exported class, interface or namespace),
 *   unless another overload of the same name in the same container has no such tag (a deprecated
 *   overload, as commander's `option(flags, description, regexp)`, is not a deprecated method);
 *   the label's name is its containers' names and its own (`ZodString.email`); its replacement is the
 *   `{@link X}` or the name after "use" in the tag's text, when the text names one.
 * - deprecations (Python): a public `def`/`class` decorated `@…deprecated(…)`, or a public `def` whose
 *   own body (not a nested block: at the body's first indentation, within its first 15 lines) calls
 *   `warn(…)` with a Deprecation/PendingDeprecation/…DeprecatedSince… category; replacement as above.
 * - signatures: `export declare function name(…)` at a declaration file's top level (the parameters
 *   every overload shares); a Python module's top-level public `def name(…)` (minus self, cls, * and /).
 * - changelog versions: the root changelog's version headings (Markdown `#…` or reStructuredText underlined).
 *
 * At most a few labels of each kind per package, chosen by a hash of their names (not by results).
 *
 * Two npm label sets (both read by the same regular expressions, neither by a TypeScript resolver):
 *
 * - broad: every .d.ts file in the tarball (the first run's set);
 * - reachable: only what a user can import without guessing: the declaration files package.json names
 *   as entry points (`types`/`typings`; every `exports` subpath's `types` conditions, or, for a subpath
 *   without one, its JS targets mapped `.js`→`.d.ts`, `.mjs`→`.d.mts`, `.cjs`→`.d.cts`; wildcard subpaths
 *   `"./*"` expanded by a plain glob over the tarball's file list, `null` subpaths subtracted; with no
 *   `types` and no `exports`, `main` mapped the same way, else `index.d.ts`), plus the files those
 *   entry files re-export by a literal relative path (`export * from "./x"`, `export * as ns from`,
 *   `export { a, b as c } from "./y.js"`, `import { a } from "./y"` then a bare `export { a }`,
 *   `/// <reference path="z.d.ts" />`), one level deep, by plain
 *   path mapping (`.js`→`.d.ts`, extensionless → `.d.ts` or `/index.d.ts`). A named re-export keeps only
 *   the labels whose outermost name is one it names.
 *
 * Python labels come from public modules only (no path segment starting with `_` except `__init__`).
 */
import { createHash } from "node:crypto";
import type { TextFiles } from "./archives.js";

export interface DeprecationLabel {
  kind: "deprecation";
  /** Names to ask apiReference, most qualified first. */
  names: string[];
  replacement: string | null;
  file: string;
  origin: "regex" | "hand";
}
export interface SignatureLabel {
  kind: "signature";
  names: string[];
  parameters: string[];
  file: string;
}
export interface ChangelogLabel {
  kind: "changelog";
  version: string;
  file: string;
}
export type Label = DeprecationLabel | SignatureLabel | ChangelogLabel;

export const CAPS = { deprecation: 15, signature: 8, changelog: 4 } as const;

export function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The split, declared before any result was seen: a package is held out when its name's SHA-256 starts with an odd hex digit. */
export function halfOf(packageName: string): "development" | "held-out" {
  return parseInt(hashOf(packageName)[0]!, 16) % 2 === 0 ? "development" : "held-out";
}

function sample<T>(items: T[], key: (item: T) => string, cap: number): T[] {
  const unique = new Map<string, T>();
  for (const item of items) if (!unique.has(key(item))) unique.set(key(item), item);
  return [...unique.values()].sort((a, b) => hashOf(key(a)).localeCompare(hashOf(key(b)))).slice(0, cap);
}

/** The name a deprecation text says to use instead, when it says one. */
export function replacementIn(text: string): string | null {
  const link = /\{@link(?:code|plain)?\s+([\w$.#]+)/.exec(text);
  const use = /\b(?:use|in favou?r of|replaced by)\s+[`'"]?([\w$.#]+(?:\(\))?)/i.exec(text);
  const raw = (link ?? use)?.[1];
  if (!raw) return null;
  const name = raw.replace(/\(\)$/, "").replace(/#/g, ".").replace(/^\.+|\.+$/g, "");
  return /^[A-Za-z_$][\w$.]*$/.test(name) && !/^(the|a|an|it|this|instead|of|with|that)$/i.test(name) ? name : null;
}

// ---- TypeScript declarations -------------------------------------------------------------------

/** Comments and string literals blanked (same length), so braces and keywords can be counted in what is left. */
function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, (m) => m.replace(/[^\n]/g, " "));
}

interface Frame {
  name: string | null;
  exported: boolean;
}

const CONTAINER = /(?:^|[\s;])(export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:class|interface|namespace|module)\s+([\w$]+)[^;{}]*$/;
const DECLARATION = /^(export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:static\s+)?(?:readonly\s+)?(?:public\s+)?(?:get\s+|set\s+)?(?:async\s+)?(?:function\s*\*?\s*|const\s+|let\s+|var\s+|class\s+|interface\s+|type\s+|enum\s+|namespace\s+)?([\w$]+)/;

/** The container stack at each asked position (sorted ascending). */
function stacksAt(code: string, positions: number[]): Frame[][] {
  const stacks: Frame[][] = [];
  const stack: Frame[] = [];
  let statementStart = 0;
  let p = 0;
  for (let i = 0; i <= code.length && p < positions.length; i++) {
    while (p < positions.length && positions[p] === i) {
      stacks.push([...stack]);
      p++;
    }
    const c = code[i];
    if (c === "{") {
      const header = code.slice(statementStart, i);
      const m = CONTAINER.exec(header);
      stack.push(m ? { name: m[2]!, exported: Boolean(m[1]) } : { name: null, exported: false });
      statementStart = i + 1;
    } else if (c === "}") {
      stack.pop();
      statementStart = i + 1;
    } else if (c === ";") statementStart = i + 1;
  }
  while (stacks.length < positions.length) stacks.push([...stack]);
  return stacks;
}

function namesFor(containers: string[], name: string): string[] {
  const full = [...containers, name].join(".");
  const short = [...containers.slice(-1), name].join(".");
  return [...new Set([full, short])];
}

function tsDeprecations(file: string, text: string): DeprecationLabel[] {
  const code = codeOnly(text);
  const found: Array<{ end: number; tag: string }> = [];
  for (const m of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = m[1]!;
    const at = body.indexOf("@deprecated");
    if (at < 0 || code.slice(m.index!, m.index! + 3).trim() !== "") continue; // inside a string, not a comment
    const tag = body.slice(at + "@deprecated".length).split(/\n\s*\*\s*@\w/)[0]!.replace(/\n\s*\*/g, " ");
    found.push({ end: m.index! + m[0].length, tag });
  }
  const stacks = stacksAt(code, found.map((f) => f.end));
  const candidates: Array<{ start: number; name: string; containers: string[]; tag: string }> = [];
  found.forEach(({ end, tag }, index) => {
    const start = end + (/^\s*/.exec(code.slice(end, end + 400))?.[0].length ?? 0);
    const after = code.slice(start, start + 400);
    if (/^(private|protected|constructor|\[|\(|new\b|<)/.test(after)) return;
    const m = DECLARATION.exec(after);
    if (!m || /^(function|class|default|const|let|var)$/.test(m[2]!)) return; // `export default function (…)`: no name to ask for
    const stack = stacks[index]!;
    if (stack.some((frame) => frame.name === null)) return;
    const exported = stack.length === 0 ? Boolean(m[1]) : stack[0]!.exported;
    if (!exported) return;
    candidates.push({ start, name: m[2]!, containers: stack.map((f) => f.name!), tag });
  });
  // A deprecated overload is not a deprecated method: keep a name only when every declaration of it in the
  // same container (each overload, at line start) carries the tag, as TypeScript's editors show it.
  const deprecatedStarts = new Set(candidates.map((c) => c.start));
  const labels: DeprecationLabel[] = [];
  for (const candidate of candidates) {
    const escaped = candidate.name.replace(/\$/g, "\\$");
    const pattern = new RegExp(`^[ \\t]*((?:export\\s+|declare\\s+|default\\s+|abstract\\s+|static\\s+|readonly\\s+|public\\s+|async\\s+|function\\s+|get\\s+|set\\s+)*)${escaped}\\s*[<(?:]`, "gm");
    const starts = [...code.matchAll(pattern)].map((m) => m.index! + /^[ \t]*/.exec(m[0])![0].length);
    const sameContainer = stacksAt(code, starts).map((stack, i) => ({ start: starts[i]!, same: stack.map((f) => f.name).join(".") === candidate.containers.join(".") }));
    if (sameContainer.some((d) => d.same && !deprecatedStarts.has(d.start))) continue;
    labels.push({ kind: "deprecation", names: namesFor(candidate.containers, candidate.name), replacement: replacementIn(candidate.tag), file, origin: "regex" });
  }
  return labels;
}

/** The text between the parenthesis at `open` and its match. */
function parenthesised(code: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === "(" || c === "{" || c === "[" || c === "<") depth++;
    else if (c === ")" || c === "}" || c === "]" || (c === ">" && code[i - 1] !== "=")) {
      depth--;
      if (depth === 0) return code.slice(open + 1, i);
    }
  }
  return null;
}

function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if ("([{<".includes(c!)) depth++;
    else if (")]}".includes(c!) || (c === ">" && list[i - 1] !== "=")) depth--;
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function tsParameters(list: string): string[] {
  return topLevelParts(list)
    .map((part) => /^(?:\.\.\.)?([A-Za-z_$][\w$]*)\s*\??\s*(?::|$)/.exec(part)?.[1])
    .filter((name): name is string => name !== undefined && name !== "this");
}

function tsSignatures(file: string, text: string): SignatureLabel[] {
  const code = codeOnly(text);
  const byName = new Map<string, string[][]>();
  const starts = [...code.matchAll(/export\s+declare\s+function\s+([\w$]+)\s*/g)];
  const stacks = stacksAt(code, starts.map((m) => m.index!));
  starts.forEach((m, index) => {
    if (stacks[index]!.length > 0) return;
    let at = m.index! + m[0].length;
    if (code[at] === "<") {
      const generic = parenthesised(code, at);
      if (generic === null) return;
      at += generic.length + 2;
      while (/\s/.test(code[at] ?? "")) at++;
    }
    if (code[at] !== "(") return;
    const list = parenthesised(code, at);
    if (list === null) return;
    byName.set(m[1]!, [...(byName.get(m[1]!) ?? []), tsParameters(list)]);
  });
  return [...byName].map(([name, overloads]) => ({
    kind: "signature" as const,
    names: [name],
    parameters: overloads[0]!.filter((p) => overloads.every((o) => o.includes(p))),
    file,
  }));
}

// ---- Python ----------------------------------------------------------------------------------------

const PY_DEPRECATION_CALL = /\bwarn\(([\s\S]*?)(?:Pending)?Deprecat\w*|\bwarn\(([\s\S]*?)\w*DeprecatedSince\w*/;

function pythonModule(path: string): string | null {
  if (!path.endsWith(".py")) return null;
  const parts = path.slice(0, -3).split("/");
  if (parts.some((part) => /^(tests?|testing|_vendor|vendor|examples?|docs?)$/.test(part) || part.includes("-") || part.includes("."))) return null;
  if (parts.slice(0, -1).some((part) => part.startsWith("_"))) return null;
  const last = parts[parts.length - 1]!;
  if (last.startsWith("_") && last !== "__init__") return null;
  if (last === "__init__") parts.pop();
  return parts.length > 0 ? parts.join(".") : null;
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
}

function pythonLabels(file: string, text: string): { deprecations: DeprecationLabel[]; signatures: SignatureLabel[] } {
  const module = pythonModule(file);
  if (module === null) return { deprecations: [], signatures: [] };
  const top = module.split(".")[0]!;
  const lines = text.split("\n");
  const stack: Array<{ indent: number; kind: "class" | "def"; name: string }> = [];
  const deprecations: DeprecationLabel[] = [];
  const signatures: SignatureLabel[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const m = /^([ \t]*)(?:async\s+)?(def|class)\s+([A-Za-z_]\w*)/.exec(line);
    if (!m) continue;
    const indent = indentOf(line);
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const kind = m[2] as "class" | "def";
    const name = m[3]!;
    const inside = [...stack];
    stack.push({ indent, kind, name });
    if (name.startsWith("_") || inside.some((frame) => frame.kind === "def" || frame.name.startsWith("_"))) continue;
    // decorators directly above
    let d = i - 1;
    const decorators: string[] = [];
    while (d >= 0 && (lines[d]!.trim().startsWith("@") || (lines[d]!.trim() !== "" && indentOf(lines[d]!) > indent) || /^\s*[)\]]/.test(lines[d]!))) {
      decorators.unshift(lines[d]!);
      d--;
    }
    const decoratorText = decorators.join("\n");
    if (/@overload\b|\.overload\b/.test(decoratorText)) continue;
    const containers = inside.map((frame) => frame.name);
    const names = [...new Set([[module, ...containers, name].join("."), [top, ...containers, name].join("."), [...containers, name].join(".")])];
    let deprecated: string | null = null;
    const decorator = /@(?:[\w.]+\.)?deprecated\(([\s\S]*)/.exec(decoratorText);
    if (decorator) deprecated = decorator[1]!;
    if (kind === "def" && deprecated === null) {
      // the body: the header may span lines up to its closing "):"
      let b = i;
      while (b < lines.length && !/\)\s*(->[^:]*)?:\s*(#.*)?$/.test(lines[b]!) && !/:\s*$/.test(lines[b]!)) b++;
      const body: string[] = [];
      let bodyIndent = -1;
      for (let k = b + 1; k < lines.length && body.length < 40; k++) {
        const l = lines[k]!;
        if (l.trim() === "") continue;
        const n = indentOf(l);
        if (n <= indent) break;
        if (bodyIndent < 0) bodyIndent = n;
        body.push(n === bodyIndent ? `\n${l.trim()}` : ` ${l.trim()}`);
      }
      const statements = body.join("").replace(/^\n/, "").split("\n");
      const firstStatements = statements.filter((s) => !/^("""|'''|r"""|#)/.test(s)).slice(0, 15);
      const call = firstStatements.find((s) => /^(?:warnings\.)?warn\(/.test(s) && PY_DEPRECATION_CALL.test(s));
      if (call) deprecated = call;
    }
    if (deprecated !== null) deprecations.push({ kind: "deprecation", names, replacement: replacementIn(deprecated), file, origin: "regex" });
    if (kind === "def" && inside.length === 0) {
      const from = text.split("\n").slice(0, i).join("\n").length + (i > 0 ? 1 : 0);
      const open = text.indexOf("(", from);
      const list = open >= 0 ? parenthesised(codeOnly(text), open) : null;
      if (list !== null) {
        const parameters = topLevelParts(list)
          .map((part) => /^\*{0,2}([A-Za-z_]\w*)/.exec(part)?.[1])
          .filter((p): p is string => p !== undefined && p !== "self" && p !== "cls");
        signatures.push({ kind: "signature", names, parameters, file });
      }
    }
  }
  return { deprecations, signatures };
}

// ---- changelogs --------------------------------------------------------------------------------

function changelogVersions(file: string, text: string): ChangelogLabel[] {
  const versions = new Set<string>();
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    const md = /^#{1,4}\s+(?:\[|v|version\s+|release\s+)?(\d+\.\d+(?:\.\d+)?(?:[-.]?(?:a|b|rc|alpha|beta|post|dev)[.\d]*)?)\b/i.exec(line);
    const rst = /^(?:v|version\s+|release\s+)?(\d+\.\d+(?:\.\d+)?(?:[-.]?(?:a|b|rc|alpha|beta|post|dev)[.\d]*)?)\b/i.exec(line.trim());
    if (md) versions.add(md[1]!);
    else if (rst && /^[-=~^*]{3,}\s*$/.test(lines[i + 1] ?? "")) versions.add(rst[1]!);
  });
  return [...versions].map((version) => ({ kind: "changelog" as const, version, file }));
}

/** Root changelog files only (what a package ships as its own changelog). */
const CHANGELOG = /^(changelog|changes|history|news|releases)(\.(md|markdown|rst|txt))?$/i;

// ---- npm entry points (what a user can import) -----------------------------------------------

/** `./a/b/../c` relative to a folder, as a tarball path (no leading `./`); null when it leaves the package. */
function joinPath(folder: string, relative: string): string | null {
  const parts = folder ? folder.split("/") : [];
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

/** A JS or declaration target as the declaration file(s) it stands for (plain path mapping, no resolver). */
function declarationPaths(target: string): string[] {
  if (/\.d\.[mc]?ts$/.test(target)) return [target];
  if (target.endsWith(".mjs")) return [target.replace(/\.mjs$/, ".d.mts")];
  if (target.endsWith(".cjs")) return [target.replace(/\.cjs$/, ".d.cts")];
  if (/\.[jt]sx?$/.test(target)) return [target.replace(/\.[jt]sx?$/, ".d.ts")];
  return [`${target}.d.ts`, `${target}/index.d.ts`];
}

/** The targets of one `exports` value: its `types` conditions and its other (JS) targets, at any depth. */
function exportTargets(value: unknown, into: { types: string[]; other: string[] }, condition: string | null = null): void {
  if (typeof value === "string") (condition === "types" || condition === "typings" ? into.types : into.other).push(value);
  else if (Array.isArray(value)) for (const item of value) exportTargets(item, into, condition);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) exportTargets(inner, into, key === "types" || key === "typings" ? key : condition);
}

function globRegex(pattern: string): RegExp {
  const escaped = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join("(.+)")}$`);
}

/** Declaration files package.json names as entry points, matched against the tarball's declaration files. */
export function npmEntryFiles(files: TextFiles): Set<string> {
  const entries = new Set<string>();
  const raw = files.get("package.json");
  if (!raw) return entries;
  let manifest: { types?: unknown; typings?: unknown; main?: unknown; exports?: unknown };
  try {
    manifest = JSON.parse(raw);
  } catch {
    return entries;
  }
  const declarations = [...files.keys()].filter((file) => /\.d\.[mc]?ts$/.test(file));
  const add = (target: string, blocked: RegExp[] = []) => {
    const path = joinPath("", target);
    if (path === null) return;
    for (const candidate of declarationPaths(path)) {
      if (candidate.includes("*")) {
        const pattern = globRegex(candidate);
        for (const file of declarations) if (pattern.test(file) && !blocked.some((b) => b.test(file))) entries.add(file);
      } else if (files.has(candidate) && !blocked.some((b) => b.test(candidate))) {
        entries.add(candidate);
        return;
      }
    }
  };
  for (const field of [manifest.types, manifest.typings]) if (typeof field === "string") add(field);
  const exportsField = manifest.exports;
  if (exportsField !== undefined && exportsField !== null) {
    const subpaths =
      typeof exportsField === "object" && !Array.isArray(exportsField) && Object.keys(exportsField).some((key) => key.startsWith("."))
        ? Object.entries(exportsField as Record<string, unknown>)
        : [[".", exportsField] as [string, unknown]];
    // a subpath mapped to null blocks the files a wildcard subpath would give it (Node: "./internal/*": null under "./*")
    const blocked: RegExp[] = [];
    for (const [key, value] of subpaths) {
      if (value !== null) continue;
      for (const [wildcard, target] of subpaths) {
        if (target === null || !wildcard.includes("*")) continue;
        const [before, after] = [wildcard.slice(0, wildcard.indexOf("*")), wildcard.slice(wildcard.indexOf("*") + 1)];
        if (!key.startsWith(before) || !key.endsWith(after) || key.length < before.length + after.length + 1) continue;
        const captured = key.slice(before.length, key.length - after.length);
        const into = { types: [] as string[], other: [] as string[] };
        exportTargets(target, into);
        for (const file of into.types.length > 0 ? into.types : into.other) {
          const path = joinPath("", file.replace("*", captured));
          if (path !== null) for (const candidate of declarationPaths(path)) blocked.push(globRegex(candidate));
        }
      }
    }
    for (const [key, value] of subpaths) {
      if (value === null || key === "./package.json") continue;
      const into = { types: [] as string[], other: [] as string[] };
      exportTargets(value, into);
      for (const target of into.types.length > 0 ? into.types : into.other) add(target, blocked);
    }
  } else if (typeof manifest.types !== "string" && typeof manifest.typings !== "string") {
    if (typeof manifest.main === "string") add(manifest.main);
    if (entries.size === 0 && files.has("index.d.ts")) entries.add("index.d.ts");
  }
  return entries;
}

/** What an entry file re-exports by a literal relative path: the file, and the names (null: everything). */
export function reexportsOf(file: string, text: string, files: TextFiles): Array<{ file: string; names: Set<string> | null }> {
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const found: Array<{ file: string; names: Set<string> | null }> = [];
  const resolve = (specifier: string): string | null => {
    const path = joinPath(folder, specifier);
    if (path === null) return null;
    return declarationPaths(path).find((candidate) => files.has(candidate)) ?? null;
  };
  const code = text.replace(/\/\*[\s\S]*?\*\//g, " ");
  for (const m of code.matchAll(/\bexport\s+(?:type\s+)?\*\s*(?:as\s+[\w$]+\s*)?from\s*["'](\.{1,2}\/[^"']*)["']/g)) {
    const target = resolve(m[1]!);
    if (target) found.push({ file: target, names: null });
  }
  for (const m of code.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^"']*)["']/g)) {
    const target = resolve(m[2]!);
    if (!target) continue;
    const names = new Set(
      m[1]!
        .split(",")
        .map((part) => /^(?:type\s+)?([\w$]+)/.exec(part.trim())?.[1])
        .filter((name): name is string => name !== undefined && name !== "default"),
    );
    found.push({ file: target, names });
  }
  // `import { a as b } from "./x"` (or `import * as ns from "./x"`) then a bare `export { b }`: a re-export by literal path too
  const imported = new Map<string, { file: string; name: string | null }>();
  for (const m of code.matchAll(/\bimport\s+(?:type\s+)?(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))\s*from\s*["'](\.{1,2}\/[^"']*)["']/g)) {
    const target = resolve(m[3]!);
    if (!target) continue;
    if (m[2]) imported.set(m[2], { file: target, name: null });
    for (const part of (m[1] ?? "").split(",")) {
      const named = /^(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part.trim());
      if (named) imported.set(named[2] ?? named[1]!, { file: target, name: named[1]! });
    }
  }
  for (const m of code.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/g)) {
    for (const part of m[1]!.split(",")) {
      const local = /^(?:type\s+)?([\w$]+)/.exec(part.trim())?.[1];
      const source = local ? imported.get(local) : undefined;
      if (source) found.push({ file: source.file, names: source.name === null ? null : new Set([source.name]) });
    }
  }
  for (const m of text.matchAll(/^\/\/\/\s*<reference\s+path\s*=\s*["']([^"']+)["']/gm)) {
    const target = resolve(m[1]!.startsWith(".") ? m[1]! : `./${m[1]}`);
    if (target) found.push({ file: target, names: null });
  }
  return found;
}

/** The reachable declaration files of one npm artifact, each with the outermost names kept (null: all). */
export function reachableFiles(files: TextFiles): Map<string, Set<string> | null> {
  const reach = new Map<string, Set<string> | null>();
  const entries = npmEntryFiles(files);
  for (const entry of entries) reach.set(entry, null);
  for (const entry of entries) {
    for (const { file, names } of reexportsOf(entry, files.get(entry)!, files)) {
      if (reach.has(file) && reach.get(file) === null) continue;
      const before = reach.get(file);
      reach.set(file, names === null ? null : new Set([...(before ?? []), ...names]));
    }
  }
  return reach;
}

export interface LabelSet {
  deprecations: DeprecationLabel[];
  signatures: SignatureLabel[];
  /** Labels of each kind before sampling. */
  found: { deprecations: number; signatures: number };
  /** The declaration files read (npm reachable: entry points and their re-exports). */
  files: number;
}

export interface PackageLabels {
  /** What the targets are judged on: npm, the reachable set; Python, public modules. */
  reachable: LabelSet;
  /** npm: every .d.ts file (the first run's set); Python: the same as reachable. */
  broad: LabelSet;
  changelog: ChangelogLabel[];
  found: { changelog: number };
}

function labelSet(deprecations: DeprecationLabel[], signatures: SignatureLabel[], files: number): LabelSet {
  return {
    deprecations: sample(deprecations, (label) => label.names[0]!, CAPS.deprecation),
    signatures: sample(signatures.filter((label) => label.parameters.length > 0), (label) => label.names[0]!, CAPS.signature),
    found: { deprecations: new Set(deprecations.map((l) => l.names[0])).size, signatures: new Set(signatures.map((l) => l.names[0])).size },
    files,
  };
}

/**
 * Labels of one package's artifacts (npm: the tarball and, when Engram read an @types package instead,
 * that one too; PyPI: the wheel or sdist), sampled by name hash; the locked version's changelog entry
 * always kept.
 */
export function labelsOf(ecosystem: "npm" | "pypi", artifacts: TextFiles[], lockedVersion: string): PackageLabels {
  const broad = { deprecations: [] as DeprecationLabel[], signatures: [] as SignatureLabel[], files: 0 };
  const reachable = { deprecations: [] as DeprecationLabel[], signatures: [] as SignatureLabel[], files: 0 };
  let changelog: ChangelogLabel[] = [];
  for (const files of artifacts) {
    const reach = ecosystem === "npm" ? reachableFiles(files) : null;
    for (const [file, text] of files) {
      if (CHANGELOG.test(file)) changelog.push(...changelogVersions(file, text));
      if (ecosystem === "npm" && /\.d\.[mc]?ts$/.test(file)) {
        const deprecations = tsDeprecations(file, text);
        const signatures = tsSignatures(file, text);
        broad.deprecations.push(...deprecations);
        broad.signatures.push(...signatures);
        broad.files++;
        if (reach!.has(file)) {
          const names = reach!.get(file);
          const kept = (label: { names: string[] }) => names === null || names === undefined || names.has(label.names[0]!.split(".")[0]!);
          reachable.deprecations.push(...deprecations.filter(kept));
          reachable.signatures.push(...signatures.filter(kept));
          reachable.files++;
        }
      }
      if (ecosystem === "pypi" && file.endsWith(".py")) {
        const read = pythonLabels(file, text);
        for (const set of [broad, reachable]) {
          set.deprecations.push(...read.deprecations);
          set.signatures.push(...read.signatures);
        }
        if (pythonModule(file) !== null) {
          broad.files++;
          reachable.files++;
        }
      }
    }
  }
  const found = { changelog: new Set(changelog.map((l) => l.version)).size };
  const locked = changelog.find((label) => label.version === lockedVersion);
  changelog = sample(changelog.filter((label) => label !== locked), (label) => label.version, CAPS.changelog - (locked ? 1 : 0));
  return {
    reachable: labelSet(reachable.deprecations, reachable.signatures, reachable.files),
    broad: labelSet(broad.deprecations, broad.signatures, broad.files),
    changelog: locked ? [locked, ...changelog] : changelog,
    found,
  };
}
