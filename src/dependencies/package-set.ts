/**
 * One locked package turned into its documentation set: fetched and verified, its files read as text
 * (README, changelog per version, docs, examples, API entries from declarations or Python sources),
 * never installed, imported or run.
 */

import type { ApiEntryInput } from "../knowledge/ingest/types.js";
import { compareVersions } from "../knowledge/versions.js";
import { readPackageDocs } from "./package-docs.js";
import type { FetchedPackage, PackageFetcher } from "./registry.js";
import type { LockedPackage, PackageFiles, PackageReading } from "./types.js";

const DOCUMENTATION_FILE = /(^|\/)(readme|changelog|changes|history|news|releases)(\.[a-z]+)?$/i;
const METADATA_FILE = /(^|\/)(package\.json|METADATA|PKG-INFO|top_level\.txt)$/;
const DOCUMENTATION_FOLDER = /^(docs?|documentation|examples?)\//i;
const DECLARATION = /\.d\.[mc]?ts$/;
const PYTHON = /\.pyi?$/;
const NEVER = /(^|\/)(node_modules|__pycache__|\.git)\//;

/** The files of a package archive Engram reads; everything else is skipped while the archive streams. */
export function wantedFile(path: string): boolean {
  if (NEVER.test(path)) return false;
  return METADATA_FILE.test(path) || DOCUMENTATION_FILE.test(path) || DOCUMENTATION_FOLDER.test(path) || DECLARATION.test(path) || PYTHON.test(path);
}

function hasDeclarations(files: PackageFiles): boolean {
  for (const path of files.keys()) if (DECLARATION.test(path)) return true;
  return false;
}

export interface ReadPackage extends PackageReading {
  fetched: FetchedPackage;
  /** Where the API entries came from: the package's own declarations, `@types/x@v`, its Python sources, or nothing. */
  apiFrom: string | null;
}

/**
 * Versions a package's own files name later than the package itself are a bundled library's
 * (@vscode/tree-sitter-wasm 0.3.1 ships web-tree-sitter's "deprecated since 0.25.0", "@since 0.25.0"): what
 * version V's files deprecate is deprecated at V, and what they declare exists at V.
 */
export function heldAtOwnVersion(apis: readonly ApiEntryInput[], version: string): ApiEntryInput[] {
  const atMost = (named: string | null) => (named !== null && compareVersions(named, version) > 0 ? version : named);
  return apis.map((api) => ({ ...api, deprecatedIn: atMost(api.deprecatedIn), versionIntroduced: atMost(api.versionIntroduced) }));
}

/**
 * One entry per name: a Python package's `from .html_inline import html_inline` makes the name the function,
 * which shadows the submodule of that name (what `pkg.html_inline` then is); the module's entry goes.
 */
export function withoutShadowedModules(apis: readonly ApiEntryInput[]): ApiEntryInput[] {
  const named = new Set(apis.filter((api) => api.kind !== "module").map((api) => api.name));
  return apis.filter((api) => api.kind !== "module" || !named.has(api.name));
}

export function deprecationCount(apis: readonly ApiEntryInput[]): number {
  return apis.filter((api) => api.deprecatedIn !== null || api.stability?.startsWith("0")).length;
}

/**
 * The API readers, loaded when a package is first read: the TypeScript compiler alone takes about a second
 * to load, which every server and command start would pay otherwise.
 */
const typescriptReader = () => import("./typescript-api.js");
const pythonReader = () => import("./python-api.js");

/** API entries of an npm package: its own declarations, else its DefinitelyTyped package at the matching version. */
async function npmApi(fetcher: PackageFetcher, pkg: LockedPackage, files: PackageFiles) {
  const { readTypeScriptApi } = await typescriptReader();
  if (hasDeclarations(files)) return { ...readTypeScriptApi(pkg.name, files), apiFrom: pkg.name };
  if (pkg.name.startsWith("@types/")) return { documents: [], apis: [], warnings: [], apiFrom: null };
  const types = await fetcher.resolveTypesPackage(pkg.name, pkg.version);
  if (types === null) return { documents: [], apis: [], warnings: [`${pkg.name}@${pkg.version}: no TypeScript declarations, and no @types package of its version`], apiFrom: null };
  const typed = await fetcher.fetchPackage(types, (path) => DECLARATION.test(path) || path === "package.json");
  return { ...readTypeScriptApi(pkg.name, typed.files), apiFrom: `${types.name}@${types.version}` };
}

/** Fetches one package and reads it; throws the fetcher's errors (not found, integrity, registry down, archive refused). */
export async function readPackage(fetcher: PackageFetcher, pkg: LockedPackage): Promise<ReadPackage> {
  const fetched = await fetcher.fetchPackage(pkg, wantedFile);
  const docs = readPackageDocs(pkg.ecosystem, pkg.name, pkg.version, fetched.files);
  const api = pkg.ecosystem === "npm" ? await npmApi(fetcher, pkg, fetched.files) : { ...(await (await pythonReader()).readPythonApi(pkg.name, fetched.files)), apiFrom: "python sources" };
  const skipped = fetched.skipped.map((path) => `${pkg.name}@${pkg.version}: ${path} is larger than Engram reads; skipped`);
  return {
    documents: [...docs.documents, ...api.documents],
    apis: heldAtOwnVersion(withoutShadowedModules(api.apis), pkg.version),
    warnings: [...skipped, ...docs.warnings, ...api.warnings],
    metadata: docs.metadata,
    fetched,
    apiFrom: api.apis.length > 0 ? api.apiFrom : null,
  };
}
