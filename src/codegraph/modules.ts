import { builtinModules } from "node:module";
import { posix } from "node:path";
import { isPython, type CodeLanguage } from "./languages.js";

const SCRIPT_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** TypeScript's ESM imports name the emitted file: `./store.js` is `./store.ts` in the sources. */
const EMITTED = /\.(m|c)?jsx?$/;
/** Where Python packages commonly live besides the repository root. */
export const PYTHON_ROOTS = ["", "src/"];

function scriptCandidates(base: string): string[] {
  const stripped = base.replace(EMITTED, "");
  return [base, ...SCRIPT_EXTENSIONS.map((ext) => stripped + ext), ...SCRIPT_EXTENSIONS.map((ext) => `${base}/index${ext}`)];
}

function pythonCandidates(modulePath: string): string[] {
  return [`${modulePath}.py`, `${modulePath}/__init__.py`];
}

/** `..models.user` seen from `app/api/views.py` is `app/models/user`. */
function pythonModulePath(fromPath: string, source: string): string[] {
  const dots = /^\.*/.exec(source)![0].length;
  const dotted = source.slice(dots).replace(/\./g, "/");
  if (dots === 0) return PYTHON_ROOTS.map((root) => root + dotted);
  let dir = posix.dirname(fromPath);
  for (let level = 1; level < dots; level++) dir = posix.dirname(dir);
  return [posix.normalize(dotted ? posix.join(dir, dotted) : dir)];
}

/**
 * The repository file an import names, or null when it names a package (or nothing indexed).
 * `paths` holds every indexed file, relative to the repository root.
 */
export function resolveModule(fromPath: string, source: string, language: CodeLanguage, paths: ReadonlySet<string>): string | null {
  const candidates = isPython(language)
    ? pythonModulePath(fromPath, source).flatMap(pythonCandidates)
    : source.startsWith(".")
      ? scriptCandidates(posix.normalize(posix.join(posix.dirname(fromPath), source)))
      : [];
  return candidates.find((candidate) => paths.has(candidate)) ?? null;
}

/** A Python `from pkg import mod` may import a module rather than a name from it. */
export function submoduleSource(source: string, name: string, language: CodeLanguage): string {
  if (isPython(language)) return source.endsWith(".") ? source + name : `${source}.${name}`;
  return `${source}/${name}`;
}

/**
 * The package an unresolved import names, as its documentation names it: `node:fs` → `fs`,
 * `@scope/pkg/sub` → `@scope/pkg`, `os.path` → `os`; null for relative imports.
 */
export function packageName(source: string, language: CodeLanguage): string | null {
  if (source.startsWith(".")) return null;
  if (isPython(language)) return source.split(".")[0] || null;
  const bare = source.replace(/^node:/, "");
  const parts = bare.split("/");
  return bare.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? null);
}

/** The name a module goes by in API documentation: `node:fs` → `fs`, `os.path` stays. */
export function moduleApiName(source: string): string {
  return source.replace(/^node:/, "");
}

/** npm's rule for package names (legacy upper-case ones allowed): `date-fns`, `@scope/pkg`. */
const NPM_NAME = /^(@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*$/i;
const NODE_BUILTINS = new Set(builtinModules);

/** A third-party package an import names, and the entry point in it (`fp` for `date-fns/fp`, `""` for the main one). */
export interface ImportedPackage {
  name: string;
  subpath: string;
}

/**
 * The npm package a bare specifier imports: `date-fns/format` → `date-fns` at `format`, `@scope/pkg/sub` →
 * `@scope/pkg` at `sub`. Null for relative and absolute paths, Node's built-ins (`node:fs`, `fs/promises`),
 * subpath imports (`#internal`), URLs and path aliases that are no package name (`@/components`, `~/x`).
 */
export function npmPackageOf(specifier: string): ImportedPackage | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("#") || specifier.includes(":")) return null;
  const parts = specifier.split("/");
  const length = specifier.startsWith("@") ? 2 : 1;
  if (parts.length < length) return null;
  const name = parts.slice(0, length).join("/");
  if (!NPM_NAME.test(name) || NODE_BUILTINS.has(name) || NODE_BUILTINS.has(specifier)) return null;
  return { name, subpath: parts.slice(length).join("/") };
}

/**
 * The names a Python top-level module's distribution may be locked under: normalised as PyPI does
 * (`typing_extensions` → `typing-extensions`), then as written. Which distribution provides a module whose
 * name differs from it (`yaml` from PyYAML) is not known from the code.
 */
export function pythonDistributionNames(module: string): string[] {
  const normalised = normalisePythonName(module);
  return normalised === module ? [module] : [normalised, module];
}

/** PEP 503: lower case, each run of `-`, `_` and `.` one `-` (as the dependencies' sets name Python packages). */
export function normalisePythonName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/**
 * The package of the project's dependencies an unresolved import names: the names it may be locked
 * under and the entry point imported. Null for relative imports and Node's built-ins.
 */
export function dependencyOf(source: string, language: CodeLanguage): { lockNames: string[]; subpath: string; name: string } | null {
  if (isPython(language)) {
    const top = source.startsWith(".") ? "" : source.split(".")[0]!;
    return /^[A-Za-z_]\w*$/.test(top) ? { name: top, lockNames: pythonDistributionNames(top), subpath: "" } : null;
  }
  const pkg = npmPackageOf(source);
  return pkg && { name: pkg.name, lockNames: [pkg.name], subpath: pkg.subpath };
}

/** The name code gives a package's `export =` (or a default export named for it): `@scope/pkg` → `pkg`, `@types/node` → `node`. */
export function importName(packageName: string): string {
  return packageName.replace(/^@types\//, "").replace(/^.*__/, "").replace(/^@[^/]+\//, "");
}

/**
 * How an npm package's documentation set names what a call of an imported binding reaches, most likely
 * first. The main entry point's exports go by their names (`format`, `z.string`, `ZodString.create`),
 * another entry point's by `<subpath>:<name>` (`fp:format`), falling back on the bare name since a
 * subpath re-exporting the main entry's symbol is documented under the main entry only.
 * A named export in lower case called through (`z.nativeEnum` of `import { z } from "zod"`) may be the
 * module re-exported as a namespace (`export * as z`), documented by the members' own names: the bare path
 * comes last. A capitalised one is a class, whose members are never documented bare.
 * `imported` is the binding's export (`*` the module, `default`); `members` the call's dotted path after it.
 */
export function npmApiNames(packageName: string, subpath: string, imported: string, members: readonly string[]): string[] {
  const tail = members.join(".");
  const own = importName(packageName);
  let names: string[];
  if (imported === "*") names = tail === "" ? [own] : [tail];
  else if (imported === "default") names = tail === "" ? ["default", own] : [`default.${tail}`, `${own}.${tail}`, tail];
  else names = tail !== "" && /^[a-z_$]/.test(imported) ? [`${imported}.${tail}`, tail] : [[imported, ...members].join(".")];
  const prefixed = subpath === "" ? names : [...names.map((name) => `${subpath}:${name}`), ...names];
  return [...new Set(prefixed)];
}
