/** pnpm-lock.yaml, lockfile versions 6 (pnpm 8) and 9 (pnpm 9 and later). */

import { type FormatReading, type Json, LockfileError, PackageCollector, parseYamlDocuments, quote, record, string } from "./common.js";
import { type NpmSource, npmSource, skipNonRegistry, sriHashes } from "./npm-source.js";

const IMPORTER_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"] as const;

/**
 * Reads a pnpm lockfile's `packages` (keys `/name@1.2.3(peer@x)` in v6, `name@1.2.3` in v9, the peer
 * suffix dropped). Direct: the dependencies of every importer (the workspace's projects, `.` among them,
 * or the top level of a v6 single-project lockfile), matched by name and version: each is named by one of
 * the project's own package.json files.
 */
export function readPnpmLock(text: string, lockfile: string, registries: readonly string[]): FormatReading {
  const lock = projectDocument(parseYamlDocuments(text, lockfile));
  const major = Number.parseInt(String(lock.lockfileVersion), 10);
  if (major !== 6 && major !== 9) {
    throw new LockfileError(lockfile, null, `lockfileVersion ${JSON.stringify(lock.lockfileVersion ?? null)} is not supported: Engram reads pnpm lockfile versions 6 and 9`);
  }
  const importers = Object.values(record(lock.importers));
  const direct = new Set((importers.length > 0 ? importers : [lock]).flatMap((importer) => [...importerPins(record(importer))]));
  const packages = new PackageCollector(lockfile, "npm");
  for (const [key, value] of Object.entries(record(lock.packages))) {
    const entry = record(value);
    const resolution = record(entry.resolution);
    const pin = parsePnpmKey(key);
    const source = pnpmSource(resolution, pin, registries);
    if (source !== "registry") {
      skipNonRegistry(packages, key, source);
      continue;
    }
    if (pin === null) {
      packages.warn(`skipped ${quote(key)}: not a name@version key`);
      continue;
    }
    packages.add({
      ...pin,
      direct: direct.has(`${pin.name}@${pin.version}`),
      integrity: sriHashes(resolution.integrity),
      resolved: string(resolution.tarball),
      registry: null,
    });
  }
  return packages.reading();
}

/**
 * The project's lockfile document. pnpm 11 writes its own (the package manager's and config dependencies:
 * `packageManagerDependencies`, `configDependencies`) as a first document of the file, before the project's.
 */
function projectDocument(documents: readonly unknown[]): Json {
  const locks = documents.map(record);
  const ownsPnpm = (lock: Json) => Object.values(record(lock.importers)).some((importer) => "packageManagerDependencies" in record(importer) || "configDependencies" in record(importer));
  return locks.find((lock) => !ownsPnpm(lock)) ?? locks[0] ?? {};
}

/** Where a pnpm package comes from: its resolution's `type` (git, directory), else its tarball URL. */
function pnpmSource(resolution: Json, pin: { name: string; version: string } | null, registries: readonly string[]): NpmSource {
  if (resolution.type === "git" || "repo" in resolution) return "git";
  if (resolution.type === "directory" || "directory" in resolution) return "local";
  const tarball = string(resolution.tarball);
  return tarball === null ? "registry" : npmSource(tarball, pin?.name ?? "", pin?.version ?? "", registries);
}

/** `/@scope/name@1.2.3(peer@1)` or `name@1.2.3(peer@1)(other@2)` → name and version; null if it is no such key. */
export function parsePnpmKey(key: string): { name: string; version: string } | null {
  const bare = key.replace(/^\//, "").replace(/\(.*$/, "");
  const at = bare.indexOf("@", 1);
  return at < 0 ? null : { name: bare.slice(0, at), version: bare.slice(at + 1) };
}

/** An importer's dependencies as `name@version` (aliases by the real name; `link:` and `file:` ones left out). */
function importerPins(importer: Json): Set<string> {
  const pins = new Set<string>();
  for (const field of IMPORTER_FIELDS) {
    for (const [name, value] of Object.entries(record(importer[field]))) {
      const version = string(record(value).version) ?? string(value);
      if (version === null || /^(link|file):/.test(version)) continue;
      const alias = parsePnpmKey(version);
      pins.add(alias ? `${alias.name}@${alias.version}` : `${name}@${version.replace(/\(.*$/, "")}`);
    }
  }
  return pins;
}
