/**
 * Labels read from the packages' own files by plain regular expressions and brace/indent counting,
 * independently of Engram's readers (which use the TypeScript compiler and a Python tokenizer):
 *
 * - deprecations (npm): every JSDoc block holding `@deprecated` directly followed by a declaration whose
 *   name is exported (`export` at top level, or a member of an exported class, interface or namespace);
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
  const labels: DeprecationLabel[] = [];
  found.forEach(({ end, tag }, index) => {
    const after = code.slice(end, end + 400).replace(/^\s+/, "");
    if (/^(private|protected|constructor|\[|\(|new\b|<)/.test(after)) return;
    const m = DECLARATION.exec(after);
    if (!m) return;
    const stack = stacks[index]!;
    if (stack.some((frame) => frame.name === null)) return;
    const exported = stack.length === 0 ? Boolean(m[1]) : stack[0]!.exported;
    if (!exported) return;
    labels.push({ kind: "deprecation", names: namesFor(stack.map((f) => f.name!), m[2]!), replacement: replacementIn(tag), file, origin: "regex" });
  });
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

export interface PackageLabels {
  deprecations: DeprecationLabel[];
  signatures: SignatureLabel[];
  changelog: ChangelogLabel[];
  /** Labels of each kind before sampling. */
  found: { deprecations: number; signatures: number; changelog: number };
}

/** Labels of one package's files (npm: declarations; PyPI: Python sources), sampled by name hash; the locked version's changelog entry always kept. */
export function labelsOf(ecosystem: "npm" | "pypi", files: TextFiles, lockedVersion: string): PackageLabels {
  const deprecations: DeprecationLabel[] = [];
  const signatures: SignatureLabel[] = [];
  let changelog: ChangelogLabel[] = [];
  for (const [file, text] of files) {
    if (CHANGELOG.test(file)) changelog.push(...changelogVersions(file, text));
    if (ecosystem === "npm" && /\.d\.[mc]?ts$/.test(file)) {
      deprecations.push(...tsDeprecations(file, text));
      signatures.push(...tsSignatures(file, text));
    }
    if (ecosystem === "pypi" && file.endsWith(".py")) {
      const read = pythonLabels(file, text);
      deprecations.push(...read.deprecations);
      signatures.push(...read.signatures);
    }
  }
  const found = { deprecations: new Set(deprecations.map((l) => l.names[0])).size, signatures: new Set(signatures.map((l) => l.names[0])).size, changelog: new Set(changelog.map((l) => l.version)).size };
  const locked = changelog.find((label) => label.version === lockedVersion);
  changelog = sample(changelog.filter((label) => label !== locked), (label) => label.version, CAPS.changelog - (locked ? 1 : 0));
  return {
    deprecations: sample(deprecations, (label) => label.names[0]!, CAPS.deprecation),
    signatures: sample(signatures.filter((label) => label.parameters.length > 0), (label) => label.names[0]!, CAPS.signature),
    changelog: locked ? [locked, ...changelog] : changelog,
    found,
  };
}
