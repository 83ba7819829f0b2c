/** package-lock.json and npm-shrinkwrap.json, lockfileVersion 2 and 3, read from their `packages` map. */

import { type FormatReading, LockfileError, PackageCollector, parseJson, record, string } from "./common.js";
import { npmSource, skipNonRegistry, sriHashes } from "./npm-source.js";

/** package.json's dependency fields that make a package direct. */
export const PACKAGE_JSON_DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"] as const;

const NODE_MODULES = "node_modules/";

/**
 * Reads an npm lockfile: every `node_modules/…` entry (nested ones give the last segment's package,
 * aliases their `name`), skipping `link` entries and packages not from a registry. Direct: installed at
 * the top (`node_modules/<name>`) and named by the root entry's dependency fields.
 */
export function readNpmLock(text: string, lockfile: string, registries: readonly string[]): FormatReading {
  const lock = record(parseJson(text, lockfile));
  const version = lock.lockfileVersion;
  if ((version !== 2 && version !== 3) || typeof lock.packages !== "object" || lock.packages === null) {
    throw new LockfileError(
      lockfile,
      null,
      `lockfileVersion ${JSON.stringify(version ?? null)} is not supported: Engram reads lockfileVersion 2 and 3 (npm 7 or later), which have a "packages" map`,
    );
  }
  const entries = record(lock.packages);
  const directNames = dependencyNames(record(entries[""]));
  const packages = new PackageCollector(lockfile, "npm");
  for (const [key, value] of Object.entries(entries)) {
    const at = key.lastIndexOf(NODE_MODULES);
    const entry = record(value);
    if (at < 0 || entry.link === true) continue;
    const installedAs = key.slice(at + NODE_MODULES.length);
    const name = string(entry.name) ?? installedAs;
    const pinned = string(entry.version);
    if (pinned === null) {
      packages.warn(`skipped ${JSON.stringify(key.slice(0, 120))}: no version`);
      continue;
    }
    const resolved = string(entry.resolved);
    const source = npmSource(resolved, name, pinned, registries);
    if (source !== "registry") {
      skipNonRegistry(packages, `${name}@${pinned}`, source);
      continue;
    }
    packages.add({
      name,
      version: pinned,
      direct: at === 0 && directNames.has(installedAs),
      integrity: sriHashes(entry.integrity),
      resolved,
      registry: null,
    });
  }
  return packages.reading();
}

/** The names a package.json (or a lockfile's root entry) lists in its dependency fields. */
export function dependencyNames(manifest: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  for (const field of PACKAGE_JSON_DEPENDENCY_FIELDS) for (const name of Object.keys(record(manifest[field]))) names.add(name);
  return names;
}
