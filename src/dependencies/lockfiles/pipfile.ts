/** Pipfile.lock (pipenv, JSON). */

import { normalisePypiName } from "../types.js";
import { type FormatReading, type Json, PackageCollector, array, parseJson, quote, record, string } from "./common.js";

/** Reads Pipfile.lock and the URL of its first source (`_meta.sources[0].url`), pipenv's default index. */
export function readPipfileLock(text: string, lockfile: string, pipfile: Json | null): FormatReading & { indexUrl: string | null } {
  const lock = record(parseJson(text, lockfile));
  const sources = array(record(lock._meta).sources).map(record);
  const direct = pipfile === null ? null : pipfileNames(pipfile);
  const packages = new PackageCollector(lockfile, "pypi");
  for (const section of ["default", "develop"]) readSection(record(lock[section]), sources, direct, packages);
  return { ...packages.reading(), indexUrl: string(sources[0]?.url) };
}

/**
 * One section of Pipfile.lock: `"version": "==1.2.3"` entries with their `hashes`, the registry the
 * entry's `index` names (else the first source). Git, path and editable entries are skipped. Direct:
 * named in Pipfile (null: every entry, as the lock lists the Pipfile's packages there).
 */
function readSection(section: Json, sources: Json[], direct: Set<string> | null, packages: PackageCollector): void {
  for (const [name, value] of Object.entries(section)) {
    const entry = record(value);
    const version = /^===?(.+)$/.exec(string(entry.version) ?? "")?.[1];
    if (version === undefined) {
      if ("git" in entry) packages.warn(`skipped ${quote(name)}: it comes from git, not an index`);
      else if (!("path" in entry || "editable" in entry || "file" in entry)) packages.warn(`skipped ${quote(name)}: not pinned with ==`);
      continue;
    }
    const index = sources.find((source) => source.name === entry.index) ?? sources[0];
    packages.add({
      name,
      version: version.trim(),
      direct: direct === null || direct.has(normalisePypiName(name)),
      integrity: array(entry.hashes).filter((hash): hash is string => typeof hash === "string"),
      resolved: null,
      registry: string(index?.url),
    });
  }
}

/** The normalised names of Pipfile's `[packages]` and `[dev-packages]`. */
function pipfileNames(pipfile: Json): Set<string> {
  return new Set([...Object.keys(record(pipfile.packages)), ...Object.keys(record(pipfile["dev-packages"]))].map(normalisePypiName));
}
