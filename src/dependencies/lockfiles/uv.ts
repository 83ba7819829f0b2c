/** uv.lock (version 1). */

import { normalisePypiName } from "../types.js";
import { type FormatReading, type Json, LockfileError, PackageCollector, array, parseToml, quote, record, string } from "./common.js";

/**
 * Reads uv.lock's `[[package]]` tables from a registry source: hashes of the sdist and wheels, the first
 * wheel's URL (else the sdist's), the registry. Git and URL sources are skipped with a warning, the
 * project's own (editable, virtual, path, directory) silently. Direct: the dependencies, optional
 * dependencies and dev groups of the package whose source is `{ editable = "." }` or `{ virtual = "." }`.
 */
export function readUvLock(text: string, lockfile: string): FormatReading {
  const lock = parseToml(text, lockfile);
  if (lock.version !== 1) {
    throw new LockfileError(lockfile, null, `version ${JSON.stringify(lock.version ?? null)} is not supported: Engram reads uv.lock version 1`);
  }
  const entries = array(lock.package).map(record);
  const direct = rootDependencies(entries);
  const packages = new PackageCollector(lockfile, "pypi");
  for (const entry of entries) {
    const name = string(entry.name);
    const version = string(entry.version);
    const source = record(entry.source);
    const registry = string(source.registry);
    if (name === null || version === null || registry === null) {
      if ("git" in source || "url" in source) packages.warn(`skipped ${quote(name ?? "?")}: it comes from ${"git" in source ? "git" : "a URL"}, not an index`);
      continue;
    }
    const normalised = normalisePypiName(name);
    const sdist = record(entry.sdist);
    const wheels = array(entry.wheels).map(record);
    packages.add({
      name,
      version,
      direct: direct.has(normalised) || direct.has(`${normalised}@${version}`),
      integrity: [sdist, ...wheels].map((file) => string(file.hash)).filter((hash): hash is string => hash !== null),
      resolved: string(wheels[0]?.url) ?? string(sdist.url),
      registry,
    });
  }
  return packages.reading();
}

/** The root package's dependencies as `name`, or `name@version` where uv pins one of several versions. */
function rootDependencies(entries: Json[]): Set<string> {
  const root = entries.find((entry) => {
    const source = record(entry.source);
    return source.editable === "." || source.virtual === ".";
  });
  const direct = new Set<string>();
  if (root === undefined) return direct;
  const groups = [root.dependencies, ...Object.values(record(root["optional-dependencies"])), ...Object.values(record(root["dev-dependencies"]))];
  for (const dependency of groups.flatMap(array).map(record)) {
    const name = string(dependency.name);
    const version = string(dependency.version);
    if (name !== null) direct.add(version === null ? normalisePypiName(name) : `${normalisePypiName(name)}@${version}`);
  }
  return direct;
}
