/** poetry.lock (lock-version 1.x and 2.x). */

import { normalisePypiName } from "../types.js";
import { type FormatReading, type Json, PackageCollector, array, parseToml, quote, record, string } from "./common.js";
import { pyprojectDependencyNames } from "./pyproject.js";

/**
 * Reads poetry.lock's `[[package]]` tables: hashes from `files` (or lock-version 1.1's
 * `[metadata.files]`), a file URL when recorded, the registry of a `legacy` source. Git, directory, file
 * and URL sources are skipped. Direct: named by pyproject.toml (null when absent: none is known direct).
 */
export function readPoetryLock(text: string, lockfile: string, pyproject: Json | null): FormatReading {
  const lock = parseToml(text, lockfile);
  const packages = new PackageCollector(lockfile, "pypi");
  if (pyproject === null) packages.warn("no pyproject.toml next to it: no package is known to be direct");
  const direct = pyproject === null ? new Set<string>() : pyprojectDependencyNames(pyproject);
  const legacyFiles = record(record(lock.metadata).files);
  for (const value of array(lock.package)) {
    const entry = record(value);
    const name = string(entry.name);
    const version = string(entry.version);
    if (name === null || version === null) {
      packages.warn("skipped a [[package]] without name or version");
      continue;
    }
    const source = record(entry.source);
    const sourceType = string(source.type);
    if (sourceType !== null && sourceType !== "legacy") {
      if (sourceType === "git" || sourceType === "url") packages.warn(`skipped ${quote(name)}: it comes from ${sourceType === "git" ? "git" : "a URL"}, not an index`);
      continue;
    }
    const files = array(entry.files ?? legacyFiles[name]).map(record);
    packages.add({
      name,
      version,
      direct: direct.has(normalisePypiName(name)),
      integrity: files.map((file) => string(file.hash)).filter((hash): hash is string => hash !== null),
      resolved: fileUrl(files),
      registry: sourceType === "legacy" ? string(source.url) : null,
    });
  }
  return packages.reading();
}

/** The URL of the first wheel among the files, else of any file, when the lockfile records URLs. */
function fileUrl(files: Json[]): string | null {
  const wheel = files.find((file) => string(file.file)?.endsWith(".whl") && string(file.url) !== null);
  return string((wheel ?? files.find((file) => string(file.url) !== null))?.url);
}
