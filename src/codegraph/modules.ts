import { posix } from "node:path";
import { isPython, type CodeLanguage } from "./languages.js";

const SCRIPT_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** TypeScript's ESM imports name the emitted file: `./store.js` is `./store.ts` in the sources. */
const EMITTED = /\.(m|c)?jsx?$/;
/** Where Python packages commonly live besides the repository root. */
const PYTHON_ROOTS = ["", "src/"];

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
