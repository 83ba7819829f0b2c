/**
 * A project's dependencies as its lockfiles pin them, and what Engram reads of each locked package:
 * the contract between lockfile parsing, fetching, reading a package's files and writing its
 * documentation set.
 */

import { badInput } from "../errors.js";
import type { ParsedDocSet } from "../knowledge/ingest/types.js";

export const ECOSYSTEMS = ["npm", "pypi"] as const;

/** An API's deprecatedIn when its deprecation names no version: deprecated, from when not said. */
export const DEPRECATED_SINCE_UNSTATED = "0";

/** The version a deprecation names, or null when it names none (DEPRECATED_SINCE_UNSTATED) or there is none. */
export function statedDeprecation(deprecatedIn: string | null | undefined): string | null {
  return deprecatedIn == null || deprecatedIn === DEPRECATED_SINCE_UNSTATED ? null : deprecatedIn;
}
export type Ecosystem = (typeof ECOSYSTEMS)[number];

/** One package at the exact version a lockfile pins. */
export interface LockedPackage {
  ecosystem: Ecosystem;
  /** npm: as published (`@types/react`); pypi: normalised as PyPI does (lower case, runs of `-_.` one `-`). */
  name: string;
  /** The exact version string the lockfile pins. */
  version: string;
  /** Named by the project itself (package.json, pyproject.toml, Pipfile, a requirements file), not only pulled in. */
  direct: boolean;
  /**
   * Hashes the lockfile allows for the artifact, any of which must match: npm's SRI strings as written
   * (`sha512-…`, `sha1-…`), Python's as `sha256:<hex>`. Empty when the lockfile records none.
   */
  integrity: string[];
  /** The artifact's URL as the lockfile records it (npm `resolved`, uv's and poetry's file URLs), when it does. */
  resolved: string | null;
  /** The registry or index the lockfile names for this package (uv's `source.registry`, Pipfile.lock's source), when it does. */
  registry: string | null;
  /** The lockfile it was read from, relative to the project folder. */
  lockfile: string;
}

/** Where a project's packages are fetched from, as the project configures it. */
export interface RegistrySettings {
  /** npm registry base URL (`.npmrc` `registry=`, default https://registry.npmjs.org/). */
  npm: string;
  /** `@scope:registry=` lines of `.npmrc`, by scope (`@acme` → URL). */
  npmScopes: Record<string, string>;
  /** pip's index URL (a Simple API root such as https://pypi.org/simple), from PIP_INDEX_URL, a requirements file's `--index-url`, pip.conf, pyproject's sources. */
  pypi: string;
  /** A folder of package artifacts (`npm pack` tarballs, `pip download` wheels and sdists) for sites without a registry; checked before any registry. */
  localFolder: string | null;
}

const PROJECT_ID = /^[\w.-]{1,100}$/;

/** A project id as `engram ingest deps --project` records it (letters, digits, `_`, `.`, `-`, at most 100), or BAD_USER_INPUT naming `field`. */
export function projectIdArg(project: string, field = "project"): string {
  if (!PROJECT_ID.test(project)) throw badInput(field, `must be a project id of letters, digits, _, . or - (at most 100), such as engram (got ${JSON.stringify(project.slice(0, 100))})`);
  return project;
}

/** A documentation set's name for a package: `npm:@types/react`, `pypi:typing-extensions`. */
export function packageSource(ecosystem: Ecosystem, name: string): string {
  return `${ecosystem}:${ecosystem === "pypi" ? normalisePypiName(name) : name}`;
}

/** PEP 503: lower case, each run of `-`, `_` and `.` one `-`. */
export function normalisePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** A package's files as its archive holds them, keyed by path relative to the package root (npm's `package/` and an sdist's top folder removed). */
export type PackageFiles = Map<string, Uint8Array>;

/** The package's own description of itself, kept on its documentation source. */
export interface PackageMetadata {
  description: string | null;
  homepage: string | null;
  repository: string | null;
  license: string | null;
}

/** What a package's files give: pages and API entries (ParsedDocSet), and its metadata. */
export interface PackageReading extends ParsedDocSet {
  metadata: PackageMetadata;
}
