/**
 * A Python package's API reference, read from its sources as text: each module file (and its `.pyi` stub)
 * is parsed with tree-sitter, never imported or executed. Public modules, their exported names (`__all__`
 * or the public top-level names, re-exports followed to the defining module), signatures with their type
 * hints as written, docstrings, and deprecations (docstring notes, `@deprecated`, `warnings.warn`).
 */

import type { Node as SyntaxNode } from "@vscode/tree-sitter-wasm";
import { syntaxParsers } from "../codegraph/languages.js";
import type { ApiEntryInput, DocSectionInput, DocumentInput, ParsedDocSet } from "../knowledge/ingest/types.js";
import { collapseWhitespace, errorText, skipped } from "../knowledge/ingest/text.js";
import { DEPRECATED_SINCE_UNSTATED, statedDeprecation, type PackageFiles } from "./types.js";

export const MAX_PYTHON_FILES = 3_000;
export const MAX_PYTHON_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_API_ENTRIES = 10_000;
const MAX_SIGNATURE = 2_000;
const MAX_DESCRIPTION = 4_000;
const MAX_VALUE = 80;
/** How many imports a re-export is followed through to its definition. */
const MAX_REEXPORT_DEPTH = 5;

const IDENTIFIER = /^[A-Za-z_]\w*$/;
const DOTTED = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/;
const UPPER_CASE = /^[A-Z][A-Z0-9_]*$/;
const EXCLUDED_FOLDERS = new Set(["tests", "test", "docs", "doc", "examples", "example", "benchmarks"]);
const EXCLUDED_FILES = /^(setup|conftest|noxfile)\.pyi?$|^test_.*\.pyi?$|_test\.pyi?$/;
/** Warning categories that mean "deprecated": the standard three and libraries' own (`SADeprecationWarning`, `RemovedInDjango50Warning`). */
const DEPRECATION_CATEGORY = /Deprecat|^FutureWarning$|^RemovedIn/;
/** Warnings inside a condition that speak of these deprecate an argument, not the callable. */
const ARGUMENT_WORDS = /\b(argument|parameter|keyword|kwarg|option)s?\b/i;

/** A deprecation as its source states it: the version (null when none is named) and the note's text. */
export interface DeprecationNote {
  version: string | null;
  text: string;
}

interface PyDefinition {
  name: string;
  kind: "function" | "class" | "attribute" | "alias" | "method" | "property";
  signature: string | null;
  docstring: string | null;
  notes: DeprecationNote[];
  /** Only `@overload` signatures seen so far: an implementation replaces them. */
  overload: boolean;
  /** Methods and properties of a class. */
  members: Map<string, PyDefinition>;
  /** `X = Y`: the local name Y this one aliases. */
  aliasOf: string | null;
  /** `NAME: type = value` (an annotation makes a lower-case assignment public API). */
  annotated: boolean;
  /** `T = TypeVar("T")`: a typing helper, never an entry unless `__all__` names it. */
  typeVariable: boolean;
}

interface PyImport {
  /** The absolute module imported from (`from ..x import y` resolved), or imported (`import a.b as c`). */
  module: string;
  /** The name imported from it, or null when the module itself is bound. */
  name: string | null;
  /** `from x import A as A`: the typing convention for an explicit re-export. */
  redundantAlias: boolean;
}

interface PyModule {
  name: string;
  isPackage: boolean;
  docstring: string | null;
  /** `__all__` when it is a literal list or tuple of strings (`+=`, `.extend`, `.append` included). */
  all: string[] | null;
  /** `__all__ = [...] + x.__all__`: local names whose `__all__` is added. */
  allFrom: string[];
  definitions: Map<string, PyDefinition>;
  imports: Map<string, PyImport>;
  stars: string[];
  /** Module-level deprecation notes (docstring, a `warnings.warn` run at import). */
  notes: DeprecationNote[];
}

/** A name a module's `__getattr__` imports lazily, read from a dict literal: `'BaseModel': (__spec__.parent, '.main')`. */
interface LazyExport {
  module: string;
  name: string;
}

interface ModuleFiles {
  name: string;
  isPackage: boolean;
  py: string | null;
  pyi: string | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const cap = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const lastSegment = (dotted: string) => dotted.slice(dotted.lastIndexOf(".") + 1);
const isPublicName = (name: string) => !name.startsWith("_");

// ---------------------------------------------------------------------------------------------------------
// Files: which modules the package holds.

/** `attr/_make.py` → `attr._make`, `attrs/__init__.pyi` → `attrs` (a package); null when a segment is no identifier. */
export function moduleNameOf(path: string): { name: string; isPackage: boolean } | null {
  const segments = path.replace(/\.pyi?$/, "").split("/");
  const isPackage = segments[segments.length - 1] === "__init__";
  if (isPackage) segments.pop();
  // A stub-only distribution's folder: `yaml-stubs/__init__.pyi` is `yaml`.
  if (segments[0]?.endsWith("-stubs")) segments[0] = segments[0].slice(0, -"-stubs".length);
  if (segments.length === 0 || !segments.every((segment) => IDENTIFIER.test(segment))) return null;
  return { name: segments.join("."), isPackage };
}

/** A module is public when none of its segments starts with `_`. */
export function isPublicModule(name: string): boolean {
  return name.split(".").every(isPublicName);
}

/** Tests, docs, examples, `setup.py`, `conftest.py`: not the package's API. */
export function isExcludedPath(path: string): boolean {
  const segments = path.split("/");
  const file = segments[segments.length - 1]!;
  return EXCLUDED_FILES.test(file) || segments.slice(0, -1).some((segment) => EXCLUDED_FOLDERS.has(segment));
}

const isSource = (path: string) => path.endsWith(".py") || path.endsWith(".pyi");

/**
 * The package's module files by module name: under `src/` for a src-layout sdist, else at the root; the
 * top-level packages are `*.dist-info/top_level.txt`'s when a wheel has one, else the folders holding an
 * `__init__.py` plus the single-module `.py` files.
 */
export function pythonModuleFiles(files: PackageFiles): { modules: ModuleFiles[]; topLevel: string[] } {
  const paths = [...files.keys()].filter((path) => !path.includes("\\"));
  const topLevelFile = paths.find((path) => /^[^/]+\.dist-info\/top_level\.txt$/.test(path));
  const topsUnder = (root: string): { packages: Set<string>; singles: Set<string> } => {
    const packages = new Set<string>();
    const singles = new Set<string>();
    for (const path of paths) {
      if (!path.startsWith(root) || !isSource(path)) continue;
      const rest = path.slice(root.length).split("/");
      if (rest.length === 2 && /^__init__\.pyi?$/.test(rest[1]!) && !EXCLUDED_FOLDERS.has(rest[0]!)) packages.add(rest[0]!);
      if (rest.length === 1 && !EXCLUDED_FILES.test(rest[0]!)) singles.add(rest[0]!.replace(/\.pyi?$/, ""));
    }
    return { packages, singles };
  };
  let root = "";
  let tops = topsUnder("");
  if (!topLevelFile && tops.packages.size === 0) {
    const src = topsUnder("src/");
    if (src.packages.size > 0 || src.singles.size > 0) {
      root = "src/";
      tops = src;
    }
  }
  if (topLevelFile) {
    const listed = new TextDecoder().decode(files.get(topLevelFile)).split(/\r?\n/).map((line) => line.trim()).filter((line) => IDENTIFIER.test(line));
    const listedSet = new Set(listed);
    const hasFolder = (name: string) => paths.some((path) => isSource(path) && (path.startsWith(`${name}/`) || path.startsWith(`${name}-stubs/`)));
    tops = {
      packages: new Set(listed.filter(hasFolder)),
      singles: new Set([...tops.singles].filter((single) => listedSet.has(single))),
    };
  }
  const byName = new Map<string, ModuleFiles>();
  for (const path of paths) {
    if (!path.startsWith(root) || !isSource(path)) continue;
    const relative = path.slice(root.length);
    const first = relative.split("/")[0]!;
    const inPackage = relative.includes("/") && (tops.packages.has(first) || tops.packages.has(first.replace(/-stubs$/, "")));
    const single = !relative.includes("/") && tops.singles.has(first.replace(/\.pyi?$/, ""));
    if ((!inPackage && !single) || isExcludedPath(relative)) continue;
    const module = moduleNameOf(relative);
    if (!module) continue;
    const entry = byName.get(module.name) ?? { name: module.name, isPackage: module.isPackage, py: null, pyi: null };
    if (path.endsWith(".pyi")) entry.pyi = path;
    else entry.py = path;
    byName.set(module.name, entry);
  }
  const topLevel = [...new Set([...tops.packages].map((name) => name.replace(/-stubs$/, "")).concat([...tops.singles]))].sort();
  return { modules: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)), topLevel };
}

// ---------------------------------------------------------------------------------------------------------
// Docstrings.

/** `inspect.cleandoc`: tabs expanded, the first line's leading blanks and the others' common indent removed, blank lines at either end dropped. */
export function cleanDocstring(text: string): string {
  const lines = text.replace(/\t/g, "        ").split(/\r?\n/);
  let indent = Infinity;
  for (const line of lines.slice(1)) {
    const stripped = line.trimStart();
    if (stripped) indent = Math.min(indent, line.length - stripped.length);
  }
  const cleaned = [lines[0]!.trimStart(), ...lines.slice(1).map((line) => (indent === Infinity ? line : line.slice(indent)).trimEnd())];
  while (cleaned.length > 0 && !cleaned[0]!.trim()) cleaned.shift();
  while (cleaned.length > 0 && !cleaned[cleaned.length - 1]!.trim()) cleaned.pop();
  return cleaned.join("\n");
}

/** `.. versionadded:: 2.1` → `2.1`. */
export function versionAddedIn(docstring: string): string | null {
  const lines = docstring.split("\n");
  for (let at = 0; at < lines.length; at++) {
    const match = /^([ \t]*)\.\. versionadded::[ \t]*([^\s,]+)[ \t]*(.*)$/.exec(lines[at]!);
    if (match && !aboutAParameter([match[3]!, ...indentedBlock(lines, at + 1, match[1]!.length)].join(" "))) return match[2]!;
  }
  return null;
}

/** A note on an argument rather than the API itself: attrs' `.. versionadded:: 16.3.0 *metadata*`, "The *type* parameter…". */
function aboutAParameter(text: string): boolean {
  const trimmed = text.trim();
  return /^\*\w+\*/.test(trimmed) || /^(the\s+)?(\*\w+\*|``\w+``|`\w+`)\s+(argument|parameter|keyword|option)/i.test(trimmed) || ARGUMENT_WORDS.test(trimmed.split(/[.;]/)[0] ?? "");
}

/** Lines after `start` indented deeper than `indent` (blank lines within kept), up to the first that is not. */
function indentedBlock(lines: string[], start: number, indent: number): string[] {
  const block: string[] = [];
  for (let at = start; at < lines.length; at++) {
    const line = lines[at]!;
    if (line.trim() && line.length - line.trimStart().length <= indent) break;
    block.push(line);
  }
  while (block.length > 0 && !block[block.length - 1]!.trim()) block.pop();
  return block;
}

function dedent(lines: string[]): string {
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0).trimEnd()).join("\n").replace(/^\n+|\n+$/g, "");
}

/** The `.. deprecated:: 2.0` note of a docstring: its version and the text that follows, indented. */
export function docstringDeprecation(docstring: string): DeprecationNote | null {
  const lines = docstring.split("\n");
  for (let at = 0; at < lines.length; at++) {
    const match = /^([ \t]*)\.\. deprecated(?:-removed)?::[ \t]*(\S*)[ \t]*(.*)$/.exec(lines[at]!);
    if (!match) continue;
    const text = oneLine([match[3]!, ...indentedBlock(lines, at + 1, match[1]!.length)].join(" "));
    if (aboutAParameter(text)) continue;
    const version = match[2]!.replace(/[,.]$/, "");
    return { version: version || null, text };
  }
  return null;
}

/**
 * The docstring's first example, as written (dedented): a `>>>` doctest block, a `.. code-block:: python`
 * (or `.. code::`, `.. sourcecode::`) block, an `Example::` block or a fenced ```` ```python ```` block,
 * whichever comes first.
 */
export function exampleIn(docstring: string): string | null {
  const lines = docstring.split("\n");
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const trimmed = line.trim();
    const indent = line.length - line.trimStart().length;
    if (trimmed.startsWith(">>>")) {
      const block: string[] = [];
      for (let next = at; next < lines.length && lines[next]!.trim(); next++) block.push(lines[next]!);
      return dedent(block);
    }
    if (/^\.\. (code-block|code|sourcecode)::\s*(python3?|py|pycon)?\s*$/.test(trimmed) || /^Examples?\b[^:]*::$/.test(trimmed)) {
      let start = at + 1;
      while (start < lines.length && (!lines[start]!.trim() || /^\s*:\w[\w-]*:/.test(lines[start]!))) start++;
      const block = indentedBlock(lines, start, indent);
      if (block.length > 0) return dedent(block);
      continue;
    }
    const fence = /^(`{3,}|~{3,})\s*(python3?|py|pycon)?\s*$/.exec(trimmed);
    if (fence && (fence[2] || lines.slice(at + 1).some((other) => other.trim() === fence[1]))) {
      const block: string[] = [];
      for (let next = at + 1; next < lines.length && lines[next]!.trim() !== fence[1]; next++) block.push(lines[next]!);
      if (block.length > 0) return dedent(block);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Deprecation messages.

/** The version a deprecation message names: "deprecated since 2.1", "as of 2.0", "in 3.0" (not "removed in 3.0"); null when none. */
export function versionInMessage(message: string): string | null {
  const explicit = /deprecated\s+(?:since|in|as of)\s+(?:version\s+|v)?(\d+(?:\.\d+)*)/i.exec(message) ?? /\b(?:since|as of)\s+(?:version\s+|v)?(\d+(?:\.\d+)*)/i.exec(message);
  if (explicit) return explicit[1]!;
  for (const match of message.matchAll(/\bin\s+(?:version\s+|v)?(\d+\.\d+(?:\.\d+)*)/gi)) {
    const before = message.slice(Math.max(0, match.index - 25), match.index);
    if (!/remov|drop|delet|disappear|gone/i.test(before)) return match[1]!;
  }
  return null;
}

const POINTER = /\b(use|using|replaced (?:by|with)|in favou?r of|prefer|superseded by|renamed to)\b/gi;
const REFERENCE = /((?::[a-z]+)+:)?``?([^`]+)``?/g;
const STOP_WORDS = new Set(
  "a an the this that these those it them another other something instead of with in and or to is are be will which when if only your its their any care caution case cases new same following".split(" "),
);

function referenceName(text: string): string {
  const target = /<([^>]+)>\s*$/.exec(text)?.[1] ?? text;
  return target.trim().replace(/^[~!]/, "");
}

function cleanReplacement(name: string): string | null {
  const cleaned = name.trim().replace(/^[~!]/, "").replace(/[.,;:!?'"\]]+$/, "").replace(/\(\)$/, "").replace(/[.,;:!?]+$/, "");
  return DOTTED.test(cleaned) ? cleaned : null;
}

/**
 * The replacement a deprecation note names: what follows "use", "replaced by", "in favor of", "prefer"… (a
 * `:func:`/`:meth:`/`:class:` reference, a backticked or quoted name — urllib3's "Use 'conn' instead." — or a
 * plain dotted name), searched first after the word "deprecated"; without such a word, the first reference of
 * a note saying "instead". Trailing `()` and punctuation are dropped; null when the note names none (or only
 * `ownName`).
 */
export function replacementIn(text: string, ownName: string | null = null): string | null {
  return replacementsIn(text, ownName)[0] ?? null;
}

/** Every name `replacementIn` would consider, best first, without repeats: the next stands when the first turns out to be the entry itself. */
export function replacementsIn(text: string, ownName: string | null = null): string[] {
  const found: string[] = [];
  const references = [...text.matchAll(REFERENCE)].map((match) => ({ at: match.index, end: match.index + match[0].length, name: referenceName(match[2]!) }));
  const isOwn = (name: string) => ownName !== null && (name === ownName || lastSegment(ownName) === name);
  const push = (name: string | null) => {
    if (name && !isOwn(name) && !found.includes(name)) found.push(name);
  };
  const deprecatedAt = text.search(/deprecat/i);
  const pointers = [...text.matchAll(POINTER)];
  const ordered = deprecatedAt === -1 ? pointers : [...pointers.filter((p) => p.index > deprecatedAt), ...pointers.filter((p) => p.index <= deprecatedAt)];
  for (const pointer of ordered) {
    let at = pointer.index + pointer[0].length;
    const rest = text.slice(at);
    const skip = /^\s+(?:(?:the|a|an|new)\s+)?/.exec(rest)?.[0].length ?? 0;
    at += skip;
    const reference = references.find((candidate) => candidate.at === at || (candidate.at > at && text.slice(at, candidate.at).trim() === ""));
    let name = reference ? cleanReplacement(reference.name) : null;
    if (!name) {
      // A quoted name: "Use 'conn' instead.", 'use "new_name"'.
      const quoted = /^(['"])([^'"\s]+)\1/.exec(text.slice(at));
      if (quoted) name = cleanReplacement(quoted[2]!);
    }
    if (!name) {
      // A plain word is a name when it looks like code, or nothing but "instead" or punctuation follows it: "use define instead", not "use lifespan event handlers".
      const word = /^([A-Za-z_][\w.]*\w)(\(\))?/.exec(text.slice(at));
      const after = word ? text.slice(at + word[0].length) : "";
      const codeLike = word && (/[._]/.test(word[1]!) || word[2] !== undefined || /[a-z][A-Z]/.test(word[1]!));
      const alone = /^\s*($|[.,;:!)]|instead\b|or\b|\()/i.test(after);
      if (word && !STOP_WORDS.has(word[1]!.toLowerCase()) && (codeLike || alone)) name = cleanReplacement(word[0]);
    }
    if (!name) {
      const sentenceEnd = text.slice(at).search(/[.;]\s|$/);
      const later = references.find((candidate) => candidate.at >= at && candidate.at <= at + sentenceEnd);
      name = later ? cleanReplacement(later.name) : null;
    }
    push(name);
  }
  if (/\binstead\b/i.test(text)) {
    // Without a pointer to it, a reference ending in the entry's own name is the deprecated call itself: pydantic's "`secret_str.display()` is deprecated".
    const ownLast = ownName === null ? null : lastSegment(ownName);
    for (const reference of references) {
      const name = cleanReplacement(reference.name);
      if (name && lastSegment(name) !== ownLast) push(name);
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Syntax: reading one module's tree.

const named = (node: SyntaxNode | null | undefined): SyntaxNode[] => (node ? node.namedChildren.filter((child): child is SyntaxNode => child !== null && child.type !== "comment") : []);

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"', "\n": "" };

/** A string literal's content: prefix and quotes removed, simple escapes decoded unless raw; an f-string's `{…}` kept as written. */
export function stringContent(literal: string): string {
  const match = /^([A-Za-z]*)("""|'''|"|')([\s\S]*)\2$/.exec(literal);
  if (!match) return literal;
  const content = match[3]!;
  return /r/i.test(match[1]!) ? content : content.replace(/\\([ntr\\'"\n])/g, (_, escape: string) => ESCAPES[escape] ?? escape);
}

/** The literal text of a message: a string, strings concatenated (implicitly or with `+`), `"…" % x`, `"…".format(…)`. */
function literalText(node: SyntaxNode | null | undefined): string {
  if (!node) return "";
  switch (node.type) {
    case "string":
      return stringContent(node.text);
    case "concatenated_string":
      return named(node).map(literalText).join("");
    case "parenthesized_expression":
      return literalText(named(node)[0]);
    case "binary_operator": {
      const operator = node.childForFieldName("operator")?.text;
      const left = literalText(node.childForFieldName("left"));
      return operator === "+" ? left + literalText(node.childForFieldName("right")) : operator === "%" ? left : "";
    }
    case "call": {
      const fn = node.childForFieldName("function");
      return fn?.type === "attribute" && fn.childForFieldName("attribute")?.text === "format" ? literalText(fn.childForFieldName("object")) : "";
    }
    default:
      return "";
  }
}

/** The statement-level string that opens a body, if any: its docstring, cleaned. */
function docstringOf(body: SyntaxNode | null): string | null {
  const first = named(body)[0];
  if (first?.type !== "expression_statement") return null;
  const literal = named(first)[0];
  if (!literal || (literal.type !== "string" && literal.type !== "concatenated_string")) return null;
  const text = cleanDocstring(literalText(literal));
  return text ? cap(text, MAX_DESCRIPTION) : null;
}

function decoratorName(decorator: SyntaxNode): string {
  const expression = named(decorator)[0];
  const callee = expression?.type === "call" ? expression.childForFieldName("function") : expression;
  return callee?.text.replace(/\s+/g, "") ?? "";
}

interface Arguments {
  positional: SyntaxNode[];
  keywords: Map<string, SyntaxNode>;
}

function argumentsOf(call: SyntaxNode): Arguments {
  const positional: SyntaxNode[] = [];
  const keywords = new Map<string, SyntaxNode>();
  for (const argument of named(call.childForFieldName("arguments"))) {
    if (argument.type === "keyword_argument") {
      const value = argument.childForFieldName("value");
      if (value) keywords.set(argument.childForFieldName("name")?.text ?? "", value);
    } else positional.push(argument);
  }
  return { positional, keywords };
}

/** `@deprecated("Use X")`, `@typing_extensions.deprecated(…)`, `@deprecation.deprecated(deprecated_in="1.0", details="Use X")`. */
function decoratorDeprecation(decorator: SyntaxNode): DeprecationNote | null {
  if (lastSegment(decoratorName(decorator)) !== "deprecated") return null;
  const expression = named(decorator)[0];
  if (expression?.type !== "call") return { version: null, text: "" };
  const { positional, keywords } = argumentsOf(expression);
  const message = ["details", "reason", "message", "msg", "instead"].map((key) => keywords.get(key)).find(Boolean) ?? positional.find((node) => literalText(node) !== "");
  const text = oneLine(literalText(message));
  const versionNode = ["deprecated_in", "version", "since"].map((key) => keywords.get(key)).find(Boolean);
  const version = versionNode ? oneLine(literalText(versionNode)) || null : versionInMessage(text);
  return { version, text };
}

/** `warnings.warn("… deprecated, use X", DeprecationWarning)` (or `category=`, or a warning instance) as a note; null for other warnings. */
function warnDeprecation(call: SyntaxNode, warnNames: Set<string>): DeprecationNote | null {
  const callee = call.childForFieldName("function")?.text.replace(/\s+/g, "") ?? "";
  if (!warnNames.has(callee)) return null;
  const { positional, keywords } = argumentsOf(call);
  let category = keywords.get("category") ?? positional[1];
  let message = keywords.get("message") ?? positional[0];
  if (message?.type === "call") {
    const instance = message.childForFieldName("function")?.text ?? "";
    if (DEPRECATION_CATEGORY.test(lastSegment(instance))) {
      category = message.childForFieldName("function") ?? undefined;
      message = argumentsOf(message).positional[0];
    }
  }
  if (!category || !DEPRECATION_CATEGORY.test(lastSegment(category.text.replace(/\s+/g, "")))) return null;
  const text = oneLine(literalText(message));
  if (ARGUMENT_WORDS.test(text) && insideCondition(call)) return null;
  return { version: versionInMessage(text), text };
}

function insideCondition(node: SyntaxNode): boolean {
  for (let parent = node.parent; parent && parent.type !== "function_definition" && parent.type !== "module"; parent = parent.parent) {
    if (parent.type === "if_statement" || parent.type === "conditional_expression") return true;
  }
  return false;
}

const NESTED_SCOPES = new Set(["function_definition", "class_definition", "lambda", "decorated_definition"]);

/**
 * Deprecation warnings a body raises itself (nested functions and classes are theirs). A module's own are
 * only those it raises unconditionally on import: one under `if sys.version_info < …` warns of the Python.
 */
function warnNotes(body: SyntaxNode | null, warnNames: Set<string>, unconditionalOnly = false): DeprecationNote[] {
  const notes: DeprecationNote[] = [];
  const stack = body ? named(body).reverse() : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (NESTED_SCOPES.has(node.type) || (unconditionalOnly && node.type === "if_statement")) continue;
    if (node.type === "call") {
      const note = warnDeprecation(node, warnNames);
      if (note) notes.push(note);
    }
    for (let at = node.namedChildCount - 1; at >= 0; at--) {
      const child = node.namedChild(at);
      if (child) stack.push(child);
    }
  }
  return notes;
}

/** `(self, a: int = 1, *, b)` → `a: int = 1, *, b`: each parameter as written, white space collapsed; the first dropped for methods. */
function parameterList(parameters: SyntaxNode | null, dropFirst: boolean): string {
  const list = named(parameters).map((parameter) => ({ type: parameter.type, text: oneLine(parameter.text) }));
  if (dropFirst && list[0] && ["identifier", "typed_parameter", "default_parameter", "typed_default_parameter"].includes(list[0].type) && !list[0].text.startsWith("*")) {
    list.shift();
    if (list[0]?.type === "positional_separator") list.shift();
  }
  return list.map((parameter) => parameter.text).join(", ");
}

function newDefinition(name: string, kind: PyDefinition["kind"]): PyDefinition {
  return { name, kind, signature: null, docstring: null, notes: [], overload: false, members: new Map(), aliasOf: null, annotated: false, typeVariable: false };
}

/** An implementation replaces the `@overload` signatures before it; otherwise the first definition of a name stands. */
function addDefinition(definitions: Map<string, PyDefinition>, definition: PyDefinition): void {
  const existing = definitions.get(definition.name);
  if (!existing) {
    definitions.set(definition.name, definition);
  } else if (existing.overload && !definition.overload) {
    definitions.set(definition.name, { ...definition, docstring: definition.docstring ?? existing.docstring, notes: [...existing.notes, ...definition.notes] });
  } else if (existing.overload) {
    existing.docstring ??= definition.docstring;
    existing.notes.push(...definition.notes);
  }
}

class ModuleReader {
  readonly module: PyModule;
  private readonly warnNames = new Set(["warnings.warn"]);
  /** Names top-level dict literals map to a module path, for a module `__getattr__` that imports them. */
  private readonly lazy = new Map<string, LazyExport>();

  constructor(name: string, isPackage: boolean) {
    this.module = { name, isPackage, docstring: null, all: null, allFrom: [], definitions: new Map(), imports: new Map(), stars: [], notes: [] };
  }

  read(root: SyntaxNode): PyModule {
    this.module.docstring = docstringOf(root);
    const docNote = this.module.docstring ? docstringDeprecation(this.module.docstring) : null;
    if (docNote) this.module.notes.push(docNote);
    this.statements(root, false);
    this.module.notes.push(...warnNotes(root, this.warnNames, true));
    // pydantic's lazy exports: `__all__` names `BaseModel`, which only `__getattr__` brings, from the module
    // `_dynamic_imports` maps it to. Each such name is read as `from <module> import <name> as <name>`.
    if (this.module.definitions.get("__getattr__")?.kind === "function") {
      for (const [local, lazy] of this.lazy) {
        if (!this.module.definitions.has(local) && !this.module.imports.has(local)) this.module.imports.set(local, { module: lazy.module, name: lazy.name, redundantAlias: true });
      }
    }
    return this.module;
  }

  /** `.main` → `pkg.main` as `import_module(".main", package=__spec__.parent)` resolves it; `pkg.x` as written. */
  private absoluteString(path: string): string | null {
    const dots = /^\.*/.exec(path)![0].length;
    const rest = path.slice(dots);
    if (rest && !DOTTED.test(rest)) return null;
    if (dots === 0) return rest || null;
    const base = this.module.name.split(".");
    if (!this.module.isPackage) base.pop();
    for (let level = 1; level < dots; level++) base.pop();
    const absolute = [...base, ...(rest ? [rest] : [])].join(".");
    return absolute || null;
  }

  /**
   * A dict literal's entries that look like lazy imports: a string key mapped to a module path (`'.main'`,
   * `'..x.y'`, `'pkg.main'`), `'module:attr'`, or a tuple holding one (`(__spec__.parent, '.main')`), whose
   * next string, if any, names the attribute (`('pkg.main', 'Model')`).
   */
  private lazyTable(dictionary: SyntaxNode): void {
    for (const pair of named(dictionary)) {
      if (pair.type !== "pair") continue;
      const key = pair.childForFieldName("key");
      const value = pair.childForFieldName("value");
      if (key?.type !== "string" || !value) continue;
      const name = stringContent(key.text);
      if (!IDENTIFIER.test(name)) continue;
      const strings = (value.type === "tuple" || value.type === "parenthesized_expression" ? named(value) : [value]).filter((node) => node.type === "string").map((node) => stringContent(node.text));
      let lazy: LazyExport | null = null;
      const colon = strings.length === 1 ? /^(\.*[A-Za-z_][\w.]*|\.+):([A-Za-z_]\w*)$/.exec(strings[0]!) : null;
      if (colon) {
        const module = this.absoluteString(colon[1]!);
        if (module) lazy = { module, name: colon[2]! };
      } else {
        const at = strings.findIndex((text) => text.startsWith(".")) !== -1 ? strings.findIndex((text) => text.startsWith(".")) : strings.findIndex((text) => DOTTED.test(text));
        const module = at === -1 ? null : this.absoluteString(strings[at]!);
        const attribute = strings.slice(at + 1).find((text) => IDENTIFIER.test(text));
        if (module) lazy = { module, name: attribute ?? name };
      }
      if (lazy && !this.lazy.has(name)) this.lazy.set(name, lazy);
    }
  }

  /** `from .x import y` in this module → the absolute module `pkg.x`. */
  private absolute(moduleName: SyntaxNode): string {
    if (moduleName.type !== "relative_import") return moduleName.text.replace(/\s+/g, "");
    const prefix = named(moduleName).find((child) => child.type === "import_prefix")?.text.length ?? moduleName.text.match(/^\.+/)?.[0].length ?? 1;
    const dotted = named(moduleName).find((child) => child.type === "dotted_name")?.text ?? "";
    const base = this.module.name.split(".");
    if (!this.module.isPackage) base.pop();
    for (let level = 1; level < prefix; level++) base.pop();
    return [...base, ...(dotted ? [dotted] : [])].join(".");
  }

  private statements(block: SyntaxNode, typeCheckingOnly: boolean): void {
    let previous: PyDefinition | null = null;
    for (const statement of named(block)) {
      const defined = this.statement(statement, typeCheckingOnly, previous);
      previous = defined;
    }
  }

  /** One top-level statement; returns the attribute it assigned, whose docstring may follow. */
  private statement(statement: SyntaxNode, typeCheckingOnly: boolean, previous: PyDefinition | null): PyDefinition | null {
    switch (statement.type) {
      case "expression_statement":
        return this.expression(statement, previous);
      case "function_definition":
      case "class_definition":
      case "decorated_definition":
        this.definition(statement);
        return null;
      case "import_statement":
      case "import_from_statement":
        if (!typeCheckingOnly) this.importStatement(statement);
        return null;
      case "if_statement": {
        const typeChecking = /TYPE_CHECKING/.test(statement.childForFieldName("condition")?.text ?? "");
        this.statements(statement.childForFieldName("consequence")!, typeCheckingOnly || typeChecking);
        for (const alternative of statement.childrenForFieldName("alternative")) {
          const body = alternative?.childForFieldName("consequence") ?? alternative?.childForFieldName("body");
          if (body) this.statements(body, typeCheckingOnly);
        }
        return null;
      }
      case "try_statement":
        for (const part of named(statement)) {
          if (part.type === "block") this.statements(part, typeCheckingOnly);
          else for (const inner of named(part)) if (inner.type === "block") this.statements(inner, typeCheckingOnly);
        }
        return null;
      default:
        return null;
    }
  }

  private expression(statement: SyntaxNode, previous: PyDefinition | null): PyDefinition | null {
    const expression = named(statement)[0];
    if (!expression) return null;
    if ((expression.type === "string" || expression.type === "concatenated_string") && previous && !previous.docstring) {
      previous.docstring = cap(cleanDocstring(literalText(expression)), MAX_DESCRIPTION) || null;
      return null;
    }
    if (expression.type === "augmented_assignment" && expression.childForFieldName("left")?.text === "__all__") {
      this.addToAll(expression.childForFieldName("right"), false);
      return null;
    }
    if (expression.type === "call") {
      const callee = expression.childForFieldName("function")?.text;
      if (callee === "__all__.extend" || callee === "__all__.append") {
        const argument = argumentsOf(expression).positional[0];
        if (callee === "__all__.append") {
          if (argument?.type === "string") (this.module.all ??= []).push(stringContent(argument.text));
        } else this.addToAll(argument, false);
      }
      return null;
    }
    if (expression.type !== "assignment") return null;
    const targets: string[] = [];
    let assignment: SyntaxNode = expression;
    for (;;) {
      const left = assignment.childForFieldName("left");
      if (left?.type === "identifier") targets.push(left.text);
      const right = assignment.childForFieldName("right");
      if (right?.type !== "assignment") break;
      assignment = right;
    }
    const type = assignment.childForFieldName("type");
    const value = assignment.childForFieldName("right");
    if (value?.type === "dictionary") this.lazyTable(value);
    let last: PyDefinition | null = null;
    for (const name of targets) {
      if (name === "__all__") {
        this.module.all = [];
        this.addToAll(value, true);
        continue;
      }
      const definition = newDefinition(name, value?.type === "identifier" ? "alias" : "attribute");
      if (definition.kind === "alias") definition.aliasOf = value!.text;
      definition.annotated = type !== null;
      definition.typeVariable = value?.type === "call" && /^(\w+\.)?(TypeVar|ParamSpec|TypeVarTuple)$/.test(value.childForFieldName("function")?.text ?? "");
      definition.signature = `${name}${type ? `: ${oneLine(type.text)}` : ""}${value ? ` = ${cap(oneLine(value.text), MAX_VALUE)}` : ""}`;
      addDefinition(this.module.definitions, definition);
      last = this.module.definitions.get(name) === definition ? definition : null;
    }
    return last;
  }

  /** `["a", "b"]`, `("a",)`, `"a", "b"` (pydantic's), `[...] + x.__all__`: literal strings added; anything else makes `__all__` unknown when it is assigned. */
  private addToAll(value: SyntaxNode | null | undefined, assigned: boolean): void {
    const parts: SyntaxNode[] = [];
    const flatten = (node: SyntaxNode | null | undefined): boolean => {
      if (!node) return false;
      if (node.type === "binary_operator" && node.childForFieldName("operator")?.text === "+") return flatten(node.childForFieldName("left")) && flatten(node.childForFieldName("right"));
      if (node.type === "parenthesized_expression") return flatten(named(node)[0]);
      parts.push(node);
      return true;
    };
    if (!flatten(value)) {
      if (assigned) this.module.all = null;
      return;
    }
    const names: string[] = [];
    for (const part of parts) {
      if (part.type === "list" || part.type === "tuple" || part.type === "expression_list") {
        for (const item of named(part)) {
          if (item.type !== "string") return void (assigned && (this.module.all = null));
          names.push(stringContent(item.text));
        }
      } else if (part.type === "attribute" && part.childForFieldName("attribute")?.text === "__all__") {
        this.module.allFrom.push(part.childForFieldName("object")?.text ?? "");
      } else if (!(part.type === "identifier" && part.text === "__all__")) {
        return void (assigned && (this.module.all = null));
      }
    }
    (this.module.all ??= []).push(...names);
  }

  private importStatement(statement: SyntaxNode): void {
    if (statement.type === "import_statement") {
      for (const name of statement.childrenForFieldName("name")) {
        if (name?.type !== "aliased_import") continue; // `import a.b` binds `a`, no re-export
        const module = name.childForFieldName("name")!.text;
        const alias = name.childForFieldName("alias")!.text;
        this.module.imports.set(alias, { module, name: null, redundantAlias: alias === module });
        if (module === "warnings") this.warnNames.add(`${alias}.warn`);
      }
      return;
    }
    const moduleName = statement.childForFieldName("module_name");
    if (!moduleName) return;
    const module = this.absolute(moduleName);
    if (named(statement).some((child) => child.type === "wildcard_import")) {
      this.module.stars.push(module);
      return;
    }
    for (const name of statement.childrenForFieldName("name")) {
      if (!name) continue;
      const imported = name.type === "aliased_import" ? name.childForFieldName("name")!.text : name.text;
      const local = name.type === "aliased_import" ? name.childForFieldName("alias")!.text : name.text;
      this.module.imports.set(local, { module, name: imported, redundantAlias: name.type === "aliased_import" && imported === local });
      if (module === "warnings" && imported === "warn") this.warnNames.add(local);
    }
  }

  private definition(statement: SyntaxNode): void {
    const decorators = statement.type === "decorated_definition" ? named(statement).filter((child) => child.type === "decorator") : [];
    const node = statement.type === "decorated_definition" ? statement.childForFieldName("definition") : statement;
    if (node?.type === "function_definition") {
      const definition = this.function(node, decorators, false);
      if (definition) addDefinition(this.module.definitions, definition);
    } else if (node?.type === "class_definition") {
      addDefinition(this.module.definitions, this.class(node, decorators));
    }
  }

  private notesOf(docstring: string | null, decorators: SyntaxNode[], body: SyntaxNode | null): DeprecationNote[] {
    const notes: DeprecationNote[] = [];
    const docNote = docstring ? docstringDeprecation(docstring) : null;
    if (docNote) notes.push(docNote);
    for (const decorator of decorators) {
      const note = decoratorDeprecation(decorator);
      if (note) notes.push(note);
    }
    notes.push(...warnNotes(body, this.warnNames));
    return notes;
  }

  /** A function or method; null for a property's setter or deleter, which adds nothing to its getter. */
  private function(node: SyntaxNode, decorators: SyntaxNode[], method: boolean): PyDefinition | null {
    const name = node.childForFieldName("name")!.text;
    const decoratorNames = decorators.map((decorator) => lastSegment(decoratorName(decorator)));
    if (decorators.some((decorator) => /\.(setter|deleter|getter)$/.test(decoratorName(decorator)))) return null;
    const isProperty = method && decoratorNames.some((decorator) => decorator === "property" || decorator === "cached_property" || decorator === "abstractproperty");
    const isStatic = decoratorNames.includes("staticmethod");
    const isClassMethod = decoratorNames.includes("classmethod");
    const returns = node.childForFieldName("return_type");
    const isAsync = node.children.some((child) => child?.type === "async");
    const definition = newDefinition(name, isProperty ? "property" : method ? "method" : "function");
    const body = node.childForFieldName("body");
    const parameters = parameterList(node.childForFieldName("parameters"), method && !isStatic);
    definition.signature = isProperty
      ? `${name}${returns ? `: ${oneLine(returns.text)}` : ""}`
      : cap(`${isStatic ? "@staticmethod " : isClassMethod ? "@classmethod " : ""}${isAsync ? "async " : ""}${name}(${parameters})${returns ? ` -> ${oneLine(returns.text)}` : ""}`, MAX_SIGNATURE);
    definition.docstring = docstringOf(body);
    definition.overload = decoratorNames.includes("overload");
    definition.notes = this.notesOf(definition.docstring, decorators, body);
    return definition;
  }

  private class(node: SyntaxNode, decorators: SyntaxNode[]): PyDefinition {
    const name = node.childForFieldName("name")!.text;
    const definition = newDefinition(name, "class");
    const body = node.childForFieldName("body");
    definition.docstring = docstringOf(body);
    let constructor: { node: SyntaxNode; overload: boolean; name: string } | null = null;
    for (const statement of named(body)) {
      const memberDecorators = statement.type === "decorated_definition" ? named(statement).filter((child) => child.type === "decorator") : [];
      const member = statement.type === "decorated_definition" ? statement.childForFieldName("definition") : statement;
      if (member?.type !== "function_definition") continue;
      const memberName = member.childForFieldName("name")!.text;
      if (memberName === "__init__" || memberName === "__new__") {
        const overload = memberDecorators.some((decorator) => lastSegment(decoratorName(decorator)) === "overload");
        // __init__ over __new__; an implementation over the overloads before it.
        if (!constructor || (constructor.name === "__new__" && memberName === "__init__") || (constructor.name === memberName && constructor.overload && !overload)) {
          constructor = { node: member, overload, name: memberName };
        }
        continue;
      }
      if (!isPublicName(memberName)) continue;
      const method = this.function(member, memberDecorators, true);
      if (method) addDefinition(definition.members, method);
    }
    const superclasses = node.childForFieldName("superclasses");
    definition.signature = cap(
      constructor
        ? `class ${name}(${parameterList(constructor.node.childForFieldName("parameters"), true)})`
        : `class ${name}${superclasses && named(superclasses).length > 0 ? oneLine(superclasses.text) : ""}`,
      MAX_SIGNATURE,
    );
    definition.notes = this.notesOf(definition.docstring, decorators, constructor?.node.childForFieldName("body") ?? null);
    return definition;
  }
}

/** The `.pyi` stub gives the signatures, the `.py` the docstrings; deprecations and names come from both. */
function mergeStub(source: PyModule, stub: PyModule): PyModule {
  const mergeDefinitions = (stubs: Map<string, PyDefinition>, sources: Map<string, PyDefinition>): Map<string, PyDefinition> => {
    const merged = new Map<string, PyDefinition>();
    for (const [name, fromStub] of stubs) {
      const fromSource = sources.get(name);
      merged.set(
        name,
        fromSource
          ? {
              ...fromStub,
              docstring: fromSource.docstring ?? fromStub.docstring,
              notes: [...fromSource.notes, ...fromStub.notes],
              members: mergeDefinitions(fromStub.members, fromSource.members),
            }
          : fromStub,
      );
    }
    for (const [name, fromSource] of sources) if (!merged.has(name)) merged.set(name, fromSource);
    return merged;
  };
  return {
    name: source.name,
    isPackage: source.isPackage,
    docstring: source.docstring ?? stub.docstring,
    all: stub.all ?? source.all,
    allFrom: [...stub.allFrom, ...source.allFrom],
    definitions: mergeDefinitions(stub.definitions, source.definitions),
    imports: new Map([...source.imports, ...stub.imports]),
    stars: [...new Set([...stub.stars, ...source.stars])],
    notes: [...source.notes, ...stub.notes],
  };
}

// ---------------------------------------------------------------------------------------------------------
// Names: what each public module exports, and where it is defined.

type Target = { module: PyModule; definition: PyDefinition } | null;

class Resolver {
  private readonly exportCache = new Map<string, string[]>();

  constructor(
    private readonly modules: Map<string, PyModule>,
    private readonly topLevel: Set<string>,
  ) {}

  private inDistribution(module: string): boolean {
    return this.topLevel.has(module.split(".")[0]!);
  }

  /** The names a module exports: its `__all__`, else its public definitions, its re-exports and what its `*` imports bring. */
  exportsOf(module: PyModule, seen: Set<string> = new Set()): string[] {
    const cached = this.exportCache.get(module.name);
    if (cached) return cached;
    if (seen.has(module.name) || seen.size > MAX_REEXPORT_DEPTH * 4) return [];
    seen.add(module.name);
    const names: string[] = [];
    if (module.all !== null) {
      names.push(...module.all);
      for (const local of module.allFrom) {
        const imported = module.imports.get(local);
        const source = imported && imported.name === null ? this.modules.get(imported.module) : imported ? this.modules.get(`${imported.module}.${imported.name}`) : undefined;
        if (source) names.push(...this.exportsOf(source, seen));
      }
    } else {
      for (const [name, definition] of module.definitions) {
        if (!isPublicName(name) || definition.typeVariable) continue;
        if (definition.kind === "attribute" && !UPPER_CASE.test(name) && !definition.annotated) continue;
        names.push(name);
      }
      // A package re-exports what it imports by name from its own distribution, relative (`from .api import get`)
      // or absolute (boto3's `from boto3.session import Session`, called as `boto3.Session`); never what it
      // imports from another distribution (`from botocore.session import get_session`).
      for (const [local, imported] of module.imports) {
        if (!isPublicName(local) || !this.inDistribution(imported.module)) continue;
        if (imported.redundantAlias || (module.isPackage && imported.name !== null)) names.push(local);
      }
      for (const star of module.stars) {
        const source = this.modules.get(star);
        if (source) names.push(...this.exportsOf(source, seen).filter(isPublicName));
      }
    }
    const unique = [...new Set(names)];
    this.exportCache.set(module.name, unique);
    return unique;
  }

  /** Where `name`, as `module` binds it, is defined: followed through imports, aliases and `*` imports, at most five steps. */
  resolve(module: PyModule, name: string, depth = 0): Target {
    if (depth > MAX_REEXPORT_DEPTH) return null;
    const definition = module.definitions.get(name);
    if (definition) {
      if (definition.kind === "alias" && definition.aliasOf && definition.aliasOf !== name) return this.resolve(module, definition.aliasOf, depth + 1);
      return definition.kind === "alias" ? null : { module, definition };
    }
    const imported = module.imports.get(name);
    if (imported) {
      if (imported.name === null) return null;
      const source = this.modules.get(imported.module);
      if (source && (source.definitions.has(imported.name) || source.imports.has(imported.name))) return this.resolve(source, imported.name, depth + 1);
      if (this.modules.has(`${imported.module}.${imported.name}`)) return null; // a submodule
      return source ? this.resolve(source, imported.name, depth + 1) : null;
    }
    for (const star of module.stars) {
      const source = this.modules.get(star);
      if (!source || (source.all !== null && !source.all.includes(name))) continue;
      const target = this.resolve(source, name, depth + 1);
      if (target) return target;
    }
    return null;
  }
}

/** A heading's anchor: the qualified name lower-cased, every run of other characters than letters and digits one `-`. */
export function anchorOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

interface Entry {
  api: ApiEntryInput;
  notes: DeprecationNote[];
  /** The class of a method or property. */
  owner: string | null;
  members: Entry[];
}

function deprecatedIn(notes: DeprecationNote[]): string | null {
  if (notes.length === 0) return null;
  return notes.find((note) => note.version)?.version ?? DEPRECATED_SINCE_UNSTATED;
}

/**
 * The replacement as an entry of this set names it: the entry named exactly so, else `Class.X` when its own
 * class has X, else the only one whose name ends with `.X`, else for a method `Class.X` of its own class, else
 * as written.
 */
export function qualifyReplacement(replacement: string, names: readonly string[], ownClass: string | null): string {
  if (names.includes(replacement)) return replacement;
  if (ownClass && names.includes(`${ownClass}.${replacement}`)) return `${ownClass}.${replacement}`;
  const suffixed = names.filter((name) => name.endsWith(`.${replacement}`));
  if (suffixed.length === 1) return suffixed[0]!;
  if (ownClass && !replacement.includes(".")) return `${ownClass}.${replacement}`;
  return replacement;
}

function entryMarkdown(entry: Entry, level: number): string[] {
  const { api } = entry;
  const lines = [`${"#".repeat(level)} ${api.name}`, ""];
  if (api.signature) lines.push("```python", api.signature, "```", "");
  if (api.deprecatedIn) {
    const text = entry.notes.map((note) => note.text).find(Boolean) ?? "";
    lines.push(`**Deprecated${statedDeprecation(api.deprecatedIn) ? ` since ${api.deprecatedIn}` : ""}**${text ? `: ${text}` : ""}`, "");
  }
  if (api.description) lines.push(api.description, "");
  for (const member of entry.members) lines.push(...entryMarkdown(member, level + 1));
  return lines;
}

function entryText(entry: Entry): string {
  return [entry.api.signature ?? "", entry.api.deprecatedIn ? `Deprecated: ${entry.notes.map((note) => note.text).join(" ")}` : "", entry.api.description ?? "", ...entry.members.map(entryText)].join(" ");
}

function moduleDocument(module: PyModule, moduleEntry: Entry, entries: Entry[]): DocumentInput {
  const path = `api/${module.name}`;
  const lead = module.docstring ?? "";
  const markdown = [`# ${module.name}`, "", ...(moduleEntry.api.deprecatedIn ? entryMarkdown(moduleEntry, 1).slice(2) : lead ? [lead, ""] : []), ...entries.flatMap((entry) => entryMarkdown(entry, 2))].join("\n").trimEnd() + "\n";
  const sections: DocSectionInput[] = [
    ...(lead ? [{ anchor: null, title: module.name, text: collapseWhitespace(lead) }] : []),
    ...entries.map((entry) => ({ anchor: entry.api.anchor, title: entry.api.name, text: collapseWhitespace(entryText(entry)) })),
  ];
  return {
    path,
    title: module.name,
    text: collapseWhitespace([lead, ...entries.map((entry) => `${entry.api.name} ${entryText(entry)}`)].join(" ")),
    markdown,
    sections,
    tags: ["api"],
    category: "api",
    versionIntroduced: moduleEntry.api.versionIntroduced,
    deprecatedIn: moduleEntry.api.deprecatedIn,
  };
}

function makeEntry(name: string, kind: string, definition: { signature: string | null; docstring: string | null; notes: DeprecationNote[] }, docPath: string, anchor: string | null, owner: string | null): Entry {
  const docstring = definition.docstring;
  return {
    api: {
      name,
      kind,
      signature: definition.signature ? cap(oneLine(definition.signature), MAX_SIGNATURE) : null,
      description: docstring,
      docPath,
      anchor,
      versionIntroduced: docstring ? versionAddedIn(docstring) : null,
      deprecatedIn: deprecatedIn(definition.notes),
      replacement: null,
      stability: null,
      example: docstring ? exampleIn(docstring) : null,
    },
    notes: definition.notes,
    owner,
    members: [],
  };
}

// ---------------------------------------------------------------------------------------------------------

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The API reference of a Python distribution from its wheel's or sdist's files: an entry per public module,
 * and per class, function, method, property and constant its public modules export, named by the shortest
 * public path that exports it (within each top-level package); a document per public module.
 */
export async function readPythonApi(distributionName: string, files: PackageFiles): Promise<ParsedDocSet> {
  const warnings: string[] = [];
  const { modules: moduleFiles, topLevel } = pythonModuleFiles(files);
  if (moduleFiles.length === 0) warnings.push(`${distributionName}: no Python modules found`);
  let fileCount = 0;
  const parser = (await syntaxParsers()).get("python")!;
  const readFile = (path: string, name: string, isPackage: boolean): PyModule | null => {
    const bytes = files.get(path)!;
    if (bytes.byteLength > MAX_PYTHON_FILE_BYTES) {
      warnings.push(skipped(path, `larger than ${MAX_PYTHON_FILE_BYTES} bytes`));
      return null;
    }
    let source: string;
    try {
      source = UTF8.decode(bytes);
    } catch {
      warnings.push(skipped(path, "not UTF-8"));
      return null;
    }
    let tree;
    try {
      tree = parser.parse(source);
    } catch (error) {
      warnings.push(skipped(path, errorText(error)));
      return null;
    }
    if (!tree) {
      warnings.push(skipped(path, "tree-sitter could not parse it"));
      return null;
    }
    try {
      if (tree.rootNode.hasError) warnings.push(`${path}: syntax errors, read what parses`);
      return new ModuleReader(name, isPackage).read(tree.rootNode);
    } finally {
      tree.delete();
    }
  };

  const modules = new Map<string, PyModule>();
  for (const file of moduleFiles) {
    if (fileCount >= MAX_PYTHON_FILES) {
      warnings.push(`${distributionName}: more than ${MAX_PYTHON_FILES} Python files, the rest skipped (from ${file.name})`);
      break;
    }
    fileCount += (file.py ? 1 : 0) + (file.pyi ? 1 : 0);
    const source = file.py ? readFile(file.py, file.name, file.isPackage) : null;
    const stub = file.pyi ? readFile(file.pyi, file.name, file.isPackage) : null;
    const module = source && stub ? mergeStub(source, stub) : (source ?? stub);
    if (module) modules.set(module.name, module);
  }

  const resolver = new Resolver(modules, new Set(topLevel));
  const publicModules = [...modules.values()].filter((module) => isPublicModule(module.name)).sort((a, b) => a.name.localeCompare(b.name));

  // Each definition once per top-level package and exported name: under the shortest public module exporting it.
  interface Candidate {
    name: string;
    module: PyModule;
    target: NonNullable<Target>;
    order: number;
  }
  const chosen = new Map<string, Candidate>();
  let order = 0;
  const better = (a: string, b: string) => {
    const depth = a.split(".").length - b.split(".").length;
    return depth !== 0 ? depth < 0 : a.length !== b.length ? a.length < b.length : a < b;
  };
  for (const module of publicModules) {
    for (const exported of resolver.exportsOf(module)) {
      if (!IDENTIFIER.test(exported)) continue;
      const target = resolver.resolve(module, exported);
      if (!target) continue;
      const name = `${module.name}.${exported}`;
      const key = `${module.name.split(".")[0]}|${target.module.name}|${target.definition.name}|${exported}`;
      const current = chosen.get(key);
      if (!current || better(name, current.name)) chosen.set(key, { name, module, target, order: current?.order ?? order++ });
    }
  }

  const byModule = new Map<string, Entry[]>();
  const all: Entry[] = [];
  let capped = false;
  const add = (entry: Entry): boolean => {
    if (all.length >= MAX_API_ENTRIES) {
      if (!capped) warnings.push(`${distributionName}: more than ${MAX_API_ENTRIES} API entries, the rest left out`);
      capped = true;
      return false;
    }
    all.push(entry);
    return true;
  };
  const moduleEntries = new Map<string, Entry>();
  for (const module of publicModules) {
    const entry = makeEntry(module.name, "module", { signature: null, docstring: module.docstring, notes: module.notes }, `api/${module.name}`, null, null);
    moduleEntries.set(module.name, entry);
    add(entry);
  }
  for (const candidate of [...chosen.values()].sort((a, b) => a.order - b.order)) {
    const { definition } = candidate.target;
    const docPath = `api/${candidate.module.name}`;
    const anchor = anchorOf(candidate.name);
    const kind = definition.kind === "class" ? "class" : definition.kind === "attribute" ? "attribute" : "function";
    const entry = makeEntry(candidate.name, kind, definition, docPath, anchor, null);
    if (!add(entry)) break;
    for (const member of definition.members.values()) {
      const memberEntry = makeEntry(`${candidate.name}.${member.name}`, member.kind, member, docPath, anchor, candidate.name);
      if (!add(memberEntry)) break;
      entry.members.push(memberEntry);
    }
    const list = byModule.get(candidate.module.name) ?? [];
    list.push(entry);
    byModule.set(candidate.module.name, list);
  }

  const names = all.map((entry) => entry.api.name);
  for (const entry of all) {
    if (!entry.api.deprecatedIn) continue;
    // The first name a note points to that, qualified, is not the entry itself: pydantic's `SecretStr.display` names `display` again.
    search: for (const note of entry.notes) {
      for (const named of replacementsIn(note.text, entry.api.name)) {
        const qualified = qualifyReplacement(named, names, entry.owner);
        if (qualified !== entry.api.name) {
          entry.api.replacement = qualified;
          break search;
        }
      }
    }
  }

  const documents = publicModules.map((module) => moduleDocument(module, moduleEntries.get(module.name)!, byModule.get(module.name) ?? []));
  return { documents, apis: all.map((entry) => entry.api), warnings };
}
