import { createHash } from "node:crypto";
import type { Node as SyntaxNode } from "@vscode/tree-sitter-wasm";
import { isPython, syntaxParsers, type CodeLanguage } from "./languages.js";

/** A call as written: `save`, `this.save`, `fs.readFile`, `os.path.join`; `new` calls too. */
export interface CallSite {
  callee: string;
  line: number;
}

export interface ParsedFunction {
  name: string;
  /** `Class.method` for methods, the name otherwise. */
  qualifiedName: string;
  className: string | null;
  signature: string;
  lineStart: number;
  lineEnd: number;
  /** Cyclomatic complexity: 1 + the branches, loops, catches and short-circuits in its own body. */
  complexity: number;
  calls: CallSite[];
  /**
   * Hash of the function's own source text (whitespace runs as one space): the same body moved to other lines or
   * files keeps it, an edited body does not. Memories referencing a function whose hash changed turn stale.
   */
  bodyHash: string;
}

export interface ParsedClass {
  name: string;
  lineStart: number;
  lineEnd: number;
  /** Base classes as written: `Base`, `models.Model`. */
  bases: string[];
}

/** What an import binds: a local name to a module's export (`*` the module itself, `default` its default). */
export interface ImportBinding {
  local: string;
  imported: string;
}

export interface ParsedImport {
  /** As written: `./store.js`, `node:fs`, `..models`, `os.path`. */
  source: string;
  line: number;
  bindings: ImportBinding[];
}

/** A module-level variable holding a new instance of a class: `app = FastAPI()`, `const schema = new ZodString()`. */
export interface Instance {
  name: string;
  /** The class as written: `FastAPI`, `boto3.session.Session`. */
  className: string;
}

export interface ParsedFile {
  functions: ParsedFunction[];
  classes: ParsedClass[];
  imports: ParsedImport[];
  /** Calls outside any function (module set-up code). */
  topLevelCalls: CallSite[];
  /** Module-level instances, but for names assigned more than once. */
  instances: Instance[];
  /** True when tree-sitter could not parse some of it. */
  hasErrors: boolean;
}

const MAX_SIGNATURE = 300;
const CALLEE = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

const JS_FUNCTIONS = new Set(["function_declaration", "generator_function_declaration", "method_definition"]);
const JS_FUNCTION_VALUES = new Set(["arrow_function", "function_expression", "function", "generator_function"]);
const JS_CLASSES = new Set(["class_declaration", "abstract_class_declaration"]);
const JS_BRANCHES = new Set(["if_statement", "for_statement", "for_in_statement", "while_statement", "do_statement", "switch_case", "catch_clause", "ternary_expression"]);
const JS_SHORT_CIRCUITS = new Set(["&&", "||", "??"]);
const PY_BRANCHES = new Set([
  "if_statement",
  "elif_clause",
  "for_statement",
  "while_statement",
  "except_clause",
  "conditional_expression",
  "boolean_operator",
  "case_clause",
  "for_in_clause",
  "if_clause",
]);

interface Scope {
  depth: number;
  function?: ParsedFunction;
  class?: ParsedClass;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** A function's body hash (see ParsedFunction.bodyHash): sha256 of its text with whitespace runs as one space, 32 hex digits. */
export const bodyHash = (text: string) => createHash("sha256").update(oneLine(text)).digest("hex").slice(0, 32);
const unquote = (text: string) => text.replace(/^(['"`])([\s\S]*)\1$/, "$2");

function calleeText(node: SyntaxNode | null): string | null {
  if (!node) return null;
  const text = node.text.replace(/\s+/g, "").replace(/\?\./g, ".");
  return CALLEE.test(text) ? text : null;
}

/** Reads one file's definitions, calls and imports from its syntax tree in a single walk. */
class FileReader {
  readonly file: ParsedFile = { functions: [], classes: [], imports: [], topLevelCalls: [], instances: [], hasErrors: false };
  /** Module-level names assigned, with the class instantiated (null when anything else, or assigned again). */
  private readonly assigned = new Map<string, string | null>();
  private readonly scopes: Scope[] = [];

  constructor(private readonly python: boolean) {}

  enter(type: string, depth: number, node: () => SyntaxNode): void {
    while (this.scopes.length > 0 && this.scopes[this.scopes.length - 1]!.depth >= depth) this.scopes.pop();
    if (this.python) this.enterPython(type, depth, node);
    else this.enterScript(type, depth, node);
  }

  private get innermost(): Scope | undefined {
    return this.scopes[this.scopes.length - 1];
  }

  private get currentFunction(): ParsedFunction | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) if (this.scopes[i]!.function) return this.scopes[i]!.function;
    return undefined;
  }

  /** The class a definition sits directly in (not inside a function of it). */
  private get enclosingClass(): ParsedClass | null {
    return this.innermost?.class ?? null;
  }

  private branch(): void {
    const fn = this.currentFunction;
    if (fn) fn.complexity += 1;
  }

  private call(callee: string | null, line: number): void {
    if (callee === null) return;
    (this.currentFunction?.calls ?? this.file.topLevelCalls).push({ callee, line });
  }

  /** `@define` calls `define` with what it decorates, where the definition is (`@app.get(…)` is a call node of its own). */
  private decorator(node: SyntaxNode): void {
    const expression = node.namedChildren[0];
    if (expression && expression.type !== "call" && expression.type !== "call_expression") this.call(calleeText(expression), node.startPosition.row + 1);
  }

  /** A module-level assignment: an instance when the value is a class's (a capitalised name's) construction. */
  private assign(name: SyntaxNode | null, className: string | null): void {
    if (name?.type !== "identifier" || this.scopes.some((scope) => scope.function || scope.class)) return;
    const instance = className !== null && /^[A-Z]/.test(className.split(".").pop()!) ? className : null;
    this.assigned.set(name.text, this.assigned.has(name.text) ? null : instance);
  }

  /** The instances assigned once at module level, when the walk is done. */
  finish(): void {
    for (const [name, className] of this.assigned) if (className !== null) this.file.instances.push({ name, className });
  }

  private define(node: SyntaxNode, name: string, depth: number, signature: string): void {
    const owner = this.enclosingClass;
    const fn: ParsedFunction = {
      name,
      qualifiedName: owner ? `${owner.name}.${name}` : name,
      className: owner?.name ?? null,
      signature: oneLine(signature).slice(0, MAX_SIGNATURE),
      lineStart: node.startPosition.row + 1,
      lineEnd: node.endPosition.row + 1,
      complexity: 1,
      calls: [],
      bodyHash: bodyHash(node.text),
    };
    this.file.functions.push(fn);
    this.scopes.push({ depth, function: fn });
  }

  private defineClass(node: SyntaxNode, name: string, depth: number, bases: string[]): void {
    const cls: ParsedClass = { name, lineStart: node.startPosition.row + 1, lineEnd: node.endPosition.row + 1, bases };
    this.file.classes.push(cls);
    this.scopes.push({ depth, class: cls });
  }

  private enterScript(type: string, depth: number, nodeOf: () => SyntaxNode): void {
    if (JS_BRANCHES.has(type)) return this.branch();
    if (type === "binary_expression") {
      if (JS_SHORT_CIRCUITS.has(nodeOf().childForFieldName("operator")?.type ?? "")) this.branch();
      return;
    }
    if (type === "call_expression") return this.scriptCall(nodeOf());
    if (type === "decorator") return this.decorator(nodeOf());
    if (type === "variable_declarator") {
      const node = nodeOf();
      const value = node.childForFieldName("value");
      this.assign(node.childForFieldName("name"), value?.type === "new_expression" ? calleeText(value.childForFieldName("constructor")) : null);
      return;
    }
    if (type === "new_expression") {
      const node = nodeOf();
      return this.call(calleeText(node.childForFieldName("constructor")), node.startPosition.row + 1);
    }
    if (JS_FUNCTIONS.has(type)) {
      const node = nodeOf();
      const name = node.childForFieldName("name")?.text;
      if (name) this.define(node, name, depth, scriptSignature(name, node));
      return;
    }
    if (JS_FUNCTION_VALUES.has(type)) {
      const node = nodeOf();
      const name = assignedName(node);
      if (name) this.define(node, name, depth, scriptSignature(name, node));
      return;
    }
    if (JS_CLASSES.has(type)) {
      const node = nodeOf();
      const name = node.childForFieldName("name")?.text;
      if (name) this.defineClass(node, name, depth, scriptBases(node));
      return;
    }
    if (type === "import_statement" || type === "export_statement") {
      const node = nodeOf();
      const source = node.childForFieldName("source");
      if (source) this.file.imports.push({ source: unquote(source.text), line: node.startPosition.row + 1, bindings: scriptBindings(node) });
    }
  }

  private scriptCall(node: SyntaxNode): void {
    const fn = node.childForFieldName("function");
    const line = node.startPosition.row + 1;
    const firstArgument = node.childForFieldName("arguments")?.namedChildren[0];
    const literal = firstArgument?.type === "string" ? unquote(firstArgument.text) : null;
    if (literal !== null && (fn?.type === "import" || (fn?.type === "identifier" && fn.text === "require"))) {
      this.file.imports.push({ source: literal, line, bindings: requireBindings(node) });
      return;
    }
    this.call(calleeText(compiledCallee(fn)), line);
  }

  private enterPython(type: string, depth: number, nodeOf: () => SyntaxNode): void {
    if (PY_BRANCHES.has(type)) return this.branch();
    if (type === "call") {
      const node = nodeOf();
      return this.call(calleeText(node.childForFieldName("function")), node.startPosition.row + 1);
    }
    if (type === "decorator") return this.decorator(nodeOf());
    if (type === "assignment") {
      const node = nodeOf();
      const value = node.childForFieldName("right");
      this.assign(node.childForFieldName("left"), value?.type === "call" ? calleeText(value.childForFieldName("function")) : null);
      return;
    }
    if (type === "function_definition") {
      const node = nodeOf();
      const name = node.childForFieldName("name")!.text;
      const returns = node.childForFieldName("return_type");
      this.define(node, name, depth, `def ${name}${node.childForFieldName("parameters")?.text ?? "()"}${returns ? ` -> ${returns.text}` : ""}`);
      return;
    }
    if (type === "class_definition") {
      const node = nodeOf();
      const bases = (node.childForFieldName("superclasses")?.namedChildren ?? []).flatMap((base) => {
        const text = base && base.type !== "keyword_argument" ? calleeText(base) : null;
        return text ? [text] : [];
      });
      this.defineClass(node, node.childForFieldName("name")!.text, depth, bases);
      return;
    }
    if (type === "import_statement") {
      const node = nodeOf();
      for (const name of node.childrenForFieldName("name")) {
        if (!name) continue;
        const line = node.startPosition.row + 1;
        if (name.type === "aliased_import") {
          const module = name.childForFieldName("name")!.text;
          this.file.imports.push({ source: module, line, bindings: [{ local: name.childForFieldName("alias")!.text, imported: "*" }] });
        } else {
          // `import os.path` binds `os`, and calls name the module in full: `os.path.join`.
          const first = name.text.split(".")[0]!;
          this.file.imports.push({ source: first, line, bindings: [{ local: first, imported: "*" }] });
        }
      }
      return;
    }
    if (type === "import_from_statement") {
      const node = nodeOf();
      const bindings = node.childrenForFieldName("name").flatMap((name): ImportBinding[] => {
        if (!name) return [];
        if (name.type === "aliased_import") return [{ local: name.childForFieldName("alias")!.text, imported: name.childForFieldName("name")!.text }];
        return [{ local: name.text, imported: name.text }];
      });
      this.file.imports.push({ source: node.childForFieldName("module_name")!.text, line: node.startPosition.row + 1, bindings });
    }
  }
}

/** TypeScript's CommonJS output calls imports as `(0, store_1.save)(…)`: the callee is the last of the sequence. */
function compiledCallee(fn: SyntaxNode | null): SyntaxNode | null {
  if (fn?.type !== "parenthesized_expression") return fn;
  const inner = fn.namedChildren[0];
  return inner?.type === "sequence_expression" ? (inner.namedChildren[inner.namedChildren.length - 1] ?? null) : fn;
}

/** `const save = () => …`, `save: function () {…}`, `exports.save = …`, `save = () => …` in a class body. */
function assignedName(node: SyntaxNode): string | null {
  const parent = node.parent;
  if (!parent) return null;
  const target =
    parent.type === "variable_declarator"
      ? parent.childForFieldName("name")
      : parent.type === "pair"
        ? parent.childForFieldName("key")
        : parent.type === "assignment_expression"
          ? parent.childForFieldName("left")
          : parent.type === "public_field_definition" || parent.type === "field_definition"
            ? (parent.childForFieldName("name") ?? parent.childForFieldName("property"))
            : null;
  if (!target) return null;
  const name = calleeText(target)?.split(".").pop();
  return name && name !== "exports" ? name : null;
}

function scriptSignature(name: string, node: SyntaxNode): string {
  const parameters = node.childForFieldName("parameters") ?? node.childForFieldName("parameter");
  const returns = node.childForFieldName("return_type");
  const params = parameters ? (parameters.type === "formal_parameters" ? parameters.text : `(${parameters.text})`) : "()";
  return `${name}${params}${returns?.text ?? ""}`;
}

function scriptBases(node: SyntaxNode): string[] {
  const heritage = node.namedChildren.find((child) => child?.type === "class_heritage");
  if (!heritage) return [];
  const extendsClause = heritage.namedChildren.find((child) => child?.type === "extends_clause");
  const candidates = extendsClause ? extendsClause.childrenForFieldName("value") : heritage.namedChildren.filter((child) => child?.type !== "implements_clause");
  return candidates.flatMap((base) => {
    const text = calleeText(base);
    return text ? [text] : [];
  });
}

function scriptBindings(statement: SyntaxNode): ImportBinding[] {
  const clause = statement.namedChildren.find((child) => child?.type === "import_clause");
  if (!clause) return [];
  return clause.namedChildren.flatMap((part): ImportBinding[] => {
    if (!part) return [];
    if (part.type === "identifier") return [{ local: part.text, imported: "default" }];
    if (part.type === "namespace_import") return [{ local: part.namedChildren[0]!.text, imported: "*" }];
    if (part.type !== "named_imports") return [];
    return part.namedChildren.flatMap((specifier) => {
      if (specifier?.type !== "import_specifier") return [];
      const imported = specifier.childForFieldName("name")!.text;
      return [{ local: specifier.childForFieldName("alias")?.text ?? imported, imported }];
    });
  });
}

/** `const fs = require("fs")` binds the module; `const { join, resolve: r } = require("path")` its exports. */
function requireBindings(call: SyntaxNode): ImportBinding[] {
  const declarator = call.parent?.type === "variable_declarator" ? call.parent : null;
  const name = declarator?.childForFieldName("name");
  if (!name) return [];
  if (name.type === "identifier") return [{ local: name.text, imported: "*" }];
  if (name.type !== "object_pattern") return [];
  return name.namedChildren.flatMap((property): ImportBinding[] => {
    if (property?.type === "shorthand_property_identifier_pattern") return [{ local: property.text, imported: property.text }];
    if (property?.type !== "pair_pattern") return [];
    const value = property.childForFieldName("value");
    return value?.type === "identifier" ? [{ local: value.text, imported: property.childForFieldName("key")!.text }] : [];
  });
}

/** Parses one source file with tree-sitter. */
export async function parseSource(source: string, language: CodeLanguage): Promise<ParsedFile> {
  const parser = (await syntaxParsers()).get(language)!;
  const tree = parser.parse(source);
  if (!tree) throw new Error(`tree-sitter could not parse this ${language} source`);
  try {
    const reader = new FileReader(isPython(language));
    const cursor = tree.walk();
    let depth = 0;
    for (;;) {
      reader.enter(cursor.nodeType, depth, () => cursor.currentNode);
      if (cursor.gotoFirstChild()) {
        depth += 1;
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) {
          cursor.delete();
          reader.finish();
          reader.file.hasErrors = tree.rootNode.hasError;
          return reader.file;
        }
        depth -= 1;
      }
    }
  } finally {
    tree.delete();
  }
}
