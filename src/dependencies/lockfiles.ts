/**
 * A project's lockfiles read into the packages they pin: npm (package-lock.json, npm-shrinkwrap.json,
 * pnpm-lock.yaml, yarn.lock) and PyPI (requirements*.txt, poetry.lock, uv.lock, Pipfile.lock), with the
 * registries the project configures. Only the top of the project folder is looked at, symlinks refused.
 */

import { readdir } from "node:fs/promises";
import { type FormatReading, type Json, LockfileError, mergePackage, parseJson, parseToml, readProjectFile, record, symlinkRefused } from "./lockfiles/common.js";
import { readNpmLock } from "./lockfiles/npm.js";
import { readPipfileLock } from "./lockfiles/pipfile.js";
import { readPnpmLock } from "./lockfiles/pnpm.js";
import { readPoetryLock } from "./lockfiles/poetry.js";
import { pyprojectIndex } from "./lockfiles/pyproject.js";
import { npmRegistries, pypiIndex } from "./lockfiles/registries.js";
import { readRequirements } from "./lockfiles/requirements.js";
import { readUvLock } from "./lockfiles/uv.js";
import { readYarnLock } from "./lockfiles/yarn.js";
import type { LockedPackage, RegistrySettings } from "./types.js";

export { LockfileError, MAX_LOCKFILE_BYTES, MAX_PACKAGES_PER_FILE } from "./lockfiles/common.js";

/** What a project's lockfiles give. */
export interface LockfileReading {
  /** One per ecosystem, name and version, whichever lockfiles name it (the first one's `lockfile` kept). */
  packages: LockedPackage[];
  /** The lockfiles read, relative to the project folder. */
  lockfiles: string[];
  registries: RegistrySettings;
  /** Packages skipped and settings ignored, one sentence each, naming the file. */
  warnings: string[];
}

const NPM_LOCKFILES = ["npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock"];
const LOCKFILE_NAMES = [...NPM_LOCKFILES, "poetry.lock", "uv.lock", "Pipfile.lock"];
const REQUIREMENTS = /^requirements.*\.txt$/;

/** Where readers find the project's other files and put their warnings. */
interface Project {
  dir: string;
  warnings: string[];
  npmRegistryUrls: string[];
  /** pyproject.toml, parsed only when a Python lockfile is read (undefined: not yet). */
  pyproject?: Json | null;
}

/** What one lockfile gives; requirements files and Pipfile.lock may also name the index. */
interface Reading extends FormatReading {
  lockfile: string;
  indexUrl?: string | null;
}

/**
 * Reads every lockfile at the top of projectDir. Throws LockfileError when none is found, when one is a
 * symlink, too large, does not parse (naming the line) or has a structure Engram does not read.
 */
export async function readLockfiles(projectDir: string, env: NodeJS.ProcessEnv = process.env): Promise<LockfileReading> {
  const warnings: string[] = [];
  const lockfiles = await findLockfiles(projectDir, warnings);
  const npm = npmRegistries(await readCompanion(projectDir, ".npmrc", warnings), env, warnings);
  const project: Project = { dir: projectDir, warnings, npmRegistryUrls: [npm.npm, ...Object.values(npm.npmScopes)] };
  const readings: Reading[] = [];
  for (const lockfile of lockfiles) readings.push(await readLockfile(project, lockfile));
  if (lockfiles.some((lockfile) => !NPM_LOCKFILES.includes(lockfile))) await pyprojectOf(project);
  const indexOf = (pattern: RegExp) => readings.find((reading) => pattern.test(reading.lockfile) && reading.indexUrl)?.indexUrl ?? null;
  const projectIndexes = [indexOf(REQUIREMENTS), indexOf(/^Pipfile\.lock$/), project.pyproject ? pyprojectIndex(project.pyproject) : null];
  return {
    packages: mergeReadings(readings),
    lockfiles,
    registries: { ...npm, pypi: pypiIndex(env, projectIndexes), localFolder: env.ENGRAM_PACKAGE_FOLDER || null },
    warnings: [...warnings, ...readings.flatMap((reading) => reading.warnings)],
  };
}

/** Reads one lockfile with its format's reader, and the project files that reader needs. */
async function readLockfile(project: Project, lockfile: string): Promise<Reading> {
  const text = (await readProjectFile(project.dir, lockfile)) ?? "";
  switch (lockfile) {
    case "npm-shrinkwrap.json":
    case "package-lock.json":
      return { lockfile, ...readNpmLock(text, lockfile, project.npmRegistryUrls) };
    case "pnpm-lock.yaml":
      return { lockfile, ...readPnpmLock(text, lockfile, project.npmRegistryUrls) };
    case "yarn.lock":
      return { lockfile, ...readYarnLock(text, lockfile, await readCompanionJson(project, "package.json"), project.npmRegistryUrls) };
    case "poetry.lock":
      return { lockfile, ...readPoetryLock(text, lockfile, await pyprojectOf(project)) };
    case "uv.lock":
      return { lockfile, ...readUvLock(text, lockfile) };
    case "Pipfile.lock":
      return { lockfile, ...readPipfileLock(text, lockfile, await readCompanionToml(project, "Pipfile")) };
    default:
      return { lockfile, ...readRequirements(text, lockfile) };
  }
}

/** pyproject.toml, read once when a Python lockfile is: for poetry's direct names and the default index. */
async function pyprojectOf(project: Project): Promise<Json | null> {
  if (project.pyproject === undefined) project.pyproject = await readCompanionToml(project, "pyproject.toml");
  return project.pyproject;
}

/**
 * The lockfiles at the top of the folder, in a fixed order (requirements files last, by name).
 * npm-shrinkwrap.json replaces package-lock.json as it does for npm. A symlinked lockfile is refused.
 */
async function findLockfiles(projectDir: string, warnings: string[]): Promise<string[]> {
  const entries = await readdir(projectDir, { withFileTypes: true });
  const found = entries.filter((entry) => LOCKFILE_NAMES.includes(entry.name) || REQUIREMENTS.test(entry.name));
  const symlink = found.find((entry) => entry.isSymbolicLink());
  if (symlink) throw symlinkRefused(symlink.name);
  const names = found.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const ordered = [...LOCKFILE_NAMES.filter((name) => names.includes(name)), ...names.filter((name) => REQUIREMENTS.test(name)).sort()];
  if (ordered.length === 0) throw new LockfileError(projectDir, null, `no lockfile found: looked for ${LOCKFILE_NAMES.join(", ")}, requirements*.txt`);
  if (ordered.includes("npm-shrinkwrap.json") && ordered.includes("package-lock.json")) {
    warnings.push("package-lock.json: not read, npm-shrinkwrap.json takes precedence");
    return ordered.filter((name) => name !== "package-lock.json");
  }
  return ordered;
}

/** A project file beside the lockfiles (.npmrc, package.json, pyproject.toml, Pipfile): null when absent; a symlink, non-file or oversized one is ignored with a warning. */
async function readCompanion(dir: string, name: string, warnings: string[]): Promise<string | null> {
  try {
    return await readProjectFile(dir, name);
  } catch (error) {
    if (!(error instanceof LockfileError)) throw error;
    warnings.push(`${error.message}; ignored`);
    return null;
  }
}

/** A JSON project file, parsed (a fault throws LockfileError with its line). */
async function readCompanionJson(project: Project, name: string): Promise<Json | null> {
  const text = await readCompanion(project.dir, name, project.warnings);
  return text === null ? null : record(parseJson(text, name));
}

/** A TOML project file, parsed (a fault throws LockfileError with its line). */
async function readCompanionToml(project: Project, name: string): Promise<Json | null> {
  const text = await readCompanion(project.dir, name, project.warnings);
  return text === null ? null : parseToml(text, name);
}

/** All lockfiles' packages, one per ecosystem, name and version: direct if any lockfile says so, every hash kept. */
function mergeReadings(readings: FormatReading[]): LockedPackage[] {
  const byKey = new Map<string, LockedPackage>();
  for (const found of readings.flatMap((reading) => reading.packages)) {
    const key = `${found.ecosystem}:${found.name}@${found.version}`;
    const known = byKey.get(key);
    if (known) mergePackage(known, found);
    else byKey.set(key, found);
  }
  return [...byKey.values()];
}
