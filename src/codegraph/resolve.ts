import { isPython, type CodeLanguage } from "./languages.js";
import { dependencyOf, moduleApiName, npmApiNames, packageName, PYTHON_ROOTS, resolveModule, submoduleSource } from "./modules.js";
import type { CallSite, Instance, ParsedImport } from "./parse.js";

/** A file as the graph holds it, with what resolution needs. */
export interface StoredFile {
  path: string;
  language: CodeLanguage;
  imports: ParsedImport[];
  topLevelCalls: CallSite[];
  /** Module-level instances of classes (`app = FastAPI()`): their method calls are the class's. */
  instances: Instance[];
  functions: Array<{ key: string; name: string; className: string | null; calls: CallSite[] }>;
  classes: Array<{ key: string; name: string; bases: string[] }>;
}

export interface ApiUse {
  /** A function's key, or a file's path for calls outside functions. */
  owner: string;
  ownerKind: "Function" | "CodeFile";
  /** As API documentation names it: `fs.readFile`, `os.path.join`. */
  api: string;
  line: number;
  /** When it calls a binding imported from a package the project may lock: how that package's set names it. */
  dependency: DependencyApi | null;
}

/** A call into a package, as the package's documentation set names it. */
export interface DependencyApi {
  /** The names the package may be locked under (a Dependency's `name`): `date-fns`; `typing-extensions`, `typing_extensions`. */
  lockNames: string[];
  /** The set's API entry names it may have, most likely first: `format`; `fp:format`, `format`; `boto3.client`. */
  names: string[];
}

/** What a file's code points at, resolved inside the repository where the syntax allows. */
export interface CodeEdges {
  calls: Array<{ from: string; to: string }>;
  imports: Array<{ from: string; to: string }>;
  inherits: Array<{ from: string; to: string }>;
  apiUses: ApiUse[];
  /**
   * Per file, the packages it imports (for the documentation that explains them): as API documentation
   * names modules (`fs`, `os`), and as the project may lock them (each the names one package may be locked under).
   */
  packages: Array<{ path: string; packages: string[]; dependencies: string[][] }>;
}

interface ClassSymbol {
  key: string;
  path: string;
  bases: string[];
  methods: Map<string, string>;
}

interface FileSymbols {
  functions: Map<string, string>;
  classes: Map<string, ClassSymbol>;
}

type Binding =
  | { kind: "file"; path: string }
  | { kind: "symbol"; path: string; name: string }
  | { kind: "external"; module: string; member: string | null; source: string; imported: string };

const RECEIVERS = new Set(["this", "self", "cls"]);
/** Lower-case globals whose members API documentation names (upper-case ones, Buffer or JSON, are taken as globals too). */
const GLOBAL_OBJECTS = new Set(["console", "process", "globalThis"]);
const CONSTRUCTORS = ["constructor", "__init__"];
const MAX_BASE_DEPTH = 5;

function symbolsOf(file: StoredFile): FileSymbols {
  const classes = new Map(file.classes.map((cls) => [cls.name, { key: cls.key, path: file.path, bases: cls.bases, methods: new Map<string, string>() }]));
  const functions = new Map<string, string>();
  for (const fn of file.functions) {
    if (fn.className === null) functions.set(fn.name, functions.get(fn.name) ?? fn.key);
    else {
      const methods = classes.get(fn.className)?.methods;
      if (methods && !methods.has(fn.name)) methods.set(fn.name, fn.key);
    }
  }
  return { functions, classes };
}

class Resolver {
  private readonly symbols = new Map<string, FileSymbols>();
  private readonly bindings = new Map<string, Map<string, Binding>>();
  private readonly paths: ReadonlySet<string>;
  private readonly files: ReadonlyMap<string, StoredFile>;
  /** Top-level Python modules and packages (namespace ones too) of the repository: never a dependency. */
  private readonly pythonTops = new Set<string>();

  constructor(files: readonly StoredFile[]) {
    this.paths = new Set(files.map((file) => file.path));
    this.files = new Map(files.map((file) => [file.path, file]));
    for (const file of files) {
      if (!isPython(file.language)) continue;
      for (const root of PYTHON_ROOTS) if (file.path.startsWith(root)) this.pythonTops.add(file.path.slice(root.length).split("/")[0]!.replace(/\.py$/, ""));
    }
    for (const file of files) this.symbols.set(file.path, symbolsOf(file));
    for (const file of files) this.bindings.set(file.path, this.bindingsOf(file));
  }

  private defines(path: string, name: string): boolean {
    const symbols = this.symbols.get(path)!;
    return symbols.functions.has(name) || symbols.classes.has(name);
  }

  private bindingsOf(file: StoredFile): Map<string, Binding> {
    const bindings = new Map<string, Binding>();
    for (const imp of file.imports) {
      const target = resolveModule(file.path, imp.source, file.language, this.paths);
      for (const { local, imported } of imp.bindings) {
        const named = imported !== "*" && imported !== "default";
        if (target !== null && (!named || this.defines(target, imported))) {
          bindings.set(local, named ? { kind: "symbol", path: target, name: imported } : { kind: "file", path: target });
          continue;
        }
        const submodule = named ? resolveModule(file.path, submoduleSource(imp.source, imported, file.language), file.language, this.paths) : null;
        if (submodule !== null) bindings.set(local, { kind: "file", path: submodule });
        else if (target === null) bindings.set(local, { kind: "external", module: moduleApiName(imp.source), member: named ? imported : null, source: imp.source, imported });
      }
    }
    return bindings;
  }

  private classNamed(path: string, name: string): ClassSymbol | null {
    const [head, member, ...rest] = name.split(".");
    if (rest.length > 0 || !head) return null;
    const binding = this.bindings.get(path)!.get(head);
    if (member !== undefined) return binding?.kind === "file" ? (this.symbols.get(binding.path)!.classes.get(member) ?? null) : null;
    const local = this.symbols.get(path)!.classes.get(head);
    if (local) return local;
    return binding?.kind === "symbol" ? (this.symbols.get(binding.path)!.classes.get(binding.name) ?? null) : null;
  }

  private methodOf(cls: ClassSymbol | null, name: string, depth = 0): string | null {
    if (cls === null || depth > MAX_BASE_DEPTH) return null;
    const own = cls.methods.get(name);
    if (own) return own;
    for (const base of cls.bases) {
      const inherited = this.methodOf(this.classNamed(cls.path, base), name, depth + 1);
      if (inherited) return inherited;
    }
    return null;
  }

  private constructorOf(cls: ClassSymbol | undefined | null): string | null {
    if (!cls) return null;
    for (const name of CONSTRUCTORS) {
      const found = this.methodOf(cls, name);
      if (found) return found;
    }
    return null;
  }

  /** The function or constructor a name means in a file: its own definition, or the one imported under it. */
  private callableIn(path: string, name: string): string | null {
    const symbols = this.symbols.get(path)!;
    return symbols.functions.get(name) ?? this.constructorOf(symbols.classes.get(name));
  }

  /** The repository function a call reaches, or null (a package's, a built-in, or too dynamic to tell). */
  resolveCall(path: string, className: string | null, callee: string): string | null {
    const parts = callee.split(".");
    const [head, member] = parts as [string, string | undefined];
    if (parts.length > 2) return null;
    if (RECEIVERS.has(head)) return member !== undefined && className !== null ? this.methodOf(this.symbols.get(path)!.classes.get(className) ?? null, member) : null;
    const binding = this.bindings.get(path)!.get(head);
    if (member === undefined) {
      const local = this.callableIn(path, head);
      if (local) return local;
      return binding?.kind === "symbol" ? this.callableIn(binding.path, binding.name) : null;
    }
    if (binding?.kind === "file") return this.callableIn(binding.path, member);
    return this.methodOf(this.classNamed(path, head), member);
  }

  /** How API documentation names what a call reaches outside the repository, if it can tell. */
  apiName(path: string, callee: string, viaInstance = false): string | null {
    const [head, ...rest] = callee.split(".") as [string, ...string[]];
    if (RECEIVERS.has(head)) return null;
    const binding = this.bindings.get(path)!.get(head);
    const instance = binding === undefined && rest.length > 0 && !viaInstance ? this.instanceOf(path, head) : null;
    if (instance !== null) {
      const cls = this.apiName(path, instance, true);
      return cls === null ? null : [cls, ...rest].join(".");
    }
    if (binding?.kind === "external") return [binding.module, ...(binding.member ? [binding.member] : []), ...rest].join(".");
    // Globals: console.log, Buffer.from, process.cwd (not local variables' methods: items.map).
    const global = GLOBAL_OBJECTS.has(head) || /^[A-Z]/.test(head);
    return binding === undefined && global && rest.length > 0 && !this.defines(path, head) ? callee : null;
  }

  /** The class a module-level variable holds an instance of (`app` → `FastAPI`), unless the name is a definition's. */
  private instanceOf(path: string, name: string): string | null {
    if (this.defines(path, name)) return null;
    return this.files.get(path)!.instances.find((instance) => instance.name === name)?.className ?? null;
  }

  /** The package an unresolved import names, unless it names a Python module of the repository. */
  private dependencyOf(source: string, language: CodeLanguage) {
    const dependency = dependencyOf(source, language);
    return dependency !== null && isPython(language) && this.pythonTops.has(dependency.name) ? null : dependency;
  }

  /**
   * How the set of the package a call's binding is imported from names what it reaches: npm by the export
   * (`format`, `z.string`, `fp:format`), Python module-qualified as imported (`boto3.client`, `attrs.define`).
   */
  dependencyApi(file: StoredFile, callee: string, viaInstance = false): DependencyApi | null {
    const [head, ...rest] = callee.split(".") as [string, ...string[]];
    const binding = this.bindings.get(file.path)!.get(head);
    const instance = binding === undefined && rest.length > 0 && !viaInstance ? this.instanceOf(file.path, head) : null;
    if (instance !== null) {
      const cls = this.dependencyApi(file, instance, true);
      return cls && { lockNames: cls.lockNames, names: cls.names.map((name) => [name, ...rest].join(".")) };
    }
    if (binding?.kind !== "external") return null;
    const dependency = this.dependencyOf(binding.source, file.language);
    if (dependency === null) return null;
    if (isPython(file.language)) return { lockNames: dependency.lockNames, names: [[binding.module, ...(binding.member ? [binding.member] : []), ...rest].join(".")] };
    return { lockNames: dependency.lockNames, names: npmApiNames(dependency.name, dependency.subpath, binding.imported, rest) };
  }

  edgesOf(file: StoredFile, edges: CodeEdges): void {
    const { path } = file;
    const packages = new Set<string>();
    const dependencies = new Map<string, string[]>();
    for (const imp of file.imports) {
      const target = resolveModule(path, imp.source, file.language, this.paths);
      const external = target === null ? packageName(imp.source, file.language) : null;
      if (target !== null && target !== path) edges.imports.push({ from: path, to: target });
      if (external !== null) packages.add(external);
      const dependency = target === null ? this.dependencyOf(imp.source, file.language) : null;
      if (dependency !== null) dependencies.set(dependency.name, dependency.lockNames);
    }
    edges.packages.push({ path, packages: [...packages], dependencies: [...dependencies.values()] });
    for (const cls of file.classes) {
      for (const base of cls.bases) {
        const target = this.classNamed(path, base);
        if (target) edges.inherits.push({ from: cls.key, to: target.key });
      }
    }
    const owners = [
      ...file.functions.map((fn) => ({ owner: fn.key, ownerKind: "Function" as const, className: fn.className, calls: fn.calls })),
      { owner: path, ownerKind: "CodeFile" as const, className: null, calls: file.topLevelCalls },
    ];
    for (const { owner, ownerKind, className, calls } of owners) {
      const seen = new Set<string>();
      for (const call of calls) {
        const target = this.resolveCall(path, className, call.callee);
        if (target !== null) {
          if (ownerKind === "Function" && target !== owner && !seen.has(target)) edges.calls.push({ from: owner, to: target });
          seen.add(target);
          continue;
        }
        const api = this.apiName(path, call.callee);
        if (api !== null && !seen.has(`api:${api}`)) {
          seen.add(`api:${api}`);
          edges.apiUses.push({ owner, ownerKind, api, line: call.line, dependency: this.dependencyApi(file, call.callee) });
        }
      }
    }
  }
}

/** Resolves the outgoing edges of the files in `from`, against every file of the project. */
export function resolveEdges(files: readonly StoredFile[], from: ReadonlySet<string>): CodeEdges {
  const resolver = new Resolver(files);
  const edges: CodeEdges = { calls: [], imports: [], inherits: [], apiUses: [], packages: [] };
  for (const file of files) if (from.has(file.path)) resolver.edgesOf(file, edges);
  return edges;
}

/** Files whose edges may change when these paths change: the paths and every file importing one. */
export function affectedBy(files: readonly StoredFile[], changed: ReadonlySet<string>): Set<string> {
  const paths = new Set(files.map((file) => file.path));
  const affected = new Set([...changed].filter((path) => paths.has(path)));
  for (const file of files) {
    if (file.imports.some((imp) => changed.has(resolveModule(file.path, imp.source, file.language, paths) ?? ""))) affected.add(file.path);
  }
  return affected;
}
