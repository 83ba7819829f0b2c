/** yarn.lock: yarn v1 and Berry (yarn 2 and later, with `__metadata`), both parsed with `parseSyml`. */

import { type FormatReading, type Json, PackageCollector, parseYarnSyml, quote, record, string } from "./common.js";
import { PACKAGE_JSON_DEPENDENCY_FIELDS } from "./npm.js";
import { npmSource, skipNonRegistry, sriHashes } from "./npm-source.js";

interface Descriptor {
  name: string;
  range: string;
}

/** Reads a yarn.lock of either generation; package.json (null when absent) says which packages are direct. */
export function readYarnLock(text: string, lockfile: string, packageJson: Json | null, registries: readonly string[]): FormatReading {
  const lock = parseYarnSyml(text, lockfile);
  const packages = new PackageCollector(lockfile, "npm");
  if (packageJson === null) packages.warn("no package.json next to it: no package is known to be direct");
  const isDirect = directMatcher(lock, packageJson ?? {}, "__metadata" in lock);
  if ("__metadata" in lock) readBerryEntries(lock, packages, isDirect, registries);
  else readV1Entries(lock, packages, isDirect, registries);
  return packages.reading();
}

/**
 * yarn v1 entries: `version`, `resolved` (its `#sha1` fragment dropped) and `integrity`; an alias
 * descriptor (`x@npm:real@^1`) gives the real name.
 */
function readV1Entries(lock: Json, packages: PackageCollector, isDirect: (descriptors: Descriptor[]) => boolean, registries: readonly string[]): void {
  for (const [key, value] of Object.entries(lock)) {
    const entry = record(value);
    const descriptors = parseDescriptors(key);
    const first = descriptors[0];
    const version = string(entry.version);
    if (first === undefined || version === null) {
      packages.warn(`skipped ${quote(key)}: not a name@range entry with a version`);
      continue;
    }
    const name = /^npm:/.test(first.range) ? aliasTarget(first.range) : first.name;
    const resolved = string(entry.resolved)?.replace(/#.*$/, "") ?? null;
    const source = npmSource(resolved ?? first.range, name, version, registries);
    if (source !== "registry") {
      skipNonRegistry(packages, `${name}@${version}`, source);
      continue;
    }
    packages.add({ name, version, direct: isDirect(descriptors), integrity: sriHashes(entry.integrity), resolved, registry: null });
  }
}

/**
 * Berry entries: name and version from `resolution` (`zod@npm:3.23.8`); anything but `npm:` (workspace,
 * patch, git, file, link, portal) is skipped. `checksum` is yarn's hash of its own zip, not of the
 * registry tarball, so no integrity is recorded.
 */
function readBerryEntries(lock: Json, packages: PackageCollector, isDirect: (descriptors: Descriptor[]) => boolean, registries: readonly string[]): void {
  for (const [key, value] of Object.entries(lock)) {
    if (key === "__metadata") continue;
    const resolution = string(record(value).resolution);
    const locator = resolution === null ? undefined : parseDescriptors(resolution)[0];
    if (locator === undefined) {
      packages.warn(`skipped ${quote(key)}: no name@reference resolution`);
      continue;
    }
    const version = locator.range.replace(/^npm:/, "");
    const source = npmSource(locator.range, locator.name, version, registries);
    if (source !== "registry") {
      skipNonRegistry(packages, `${locator.name}@${locator.range}`, source);
      continue;
    }
    packages.add({ name: locator.name, version, direct: isDirect(parseDescriptors(key)), integrity: [], resolved: null, registry: null });
  }
}

/** The package an alias range names: `npm:@s/real@^1` → `@s/real`. */
function aliasTarget(range: string): string {
  const spec = range.slice("npm:".length);
  const at = spec.indexOf("@", 1);
  return at < 0 ? spec : spec.slice(0, at);
}

/** `a@^1, "@s/b@npm:^2"` → name and range of each descriptor. */
function parseDescriptors(key: string): Descriptor[] {
  const descriptors: Descriptor[] = [];
  for (const part of key.split(/,\s*/)) {
    const descriptor = part.trim().replace(/^"|"$/g, "");
    const at = descriptor.indexOf("@", 1);
    if (at > 0) descriptors.push({ name: descriptor.slice(0, at), range: descriptor.slice(at + 1) });
  }
  return descriptors;
}

/**
 * Which entries package.json names: an entry is direct when one of its descriptors is exactly a
 * package.json dependency (`name@range`, Berry adding `npm:` to a bare range); a dependency whose
 * descriptor is found nowhere (a range yarn rewrote) falls back to every entry with a descriptor of that name.
 */
function directMatcher(lock: Json, packageJson: Json, berry: boolean): (descriptors: Descriptor[]) => boolean {
  const inLock = new Set(Object.keys(lock).flatMap((key) => parseDescriptors(key).map(({ name, range }) => `${name}@${range}`)));
  const exact = new Set<string>();
  const byName = new Set<string>();
  for (const field of PACKAGE_JSON_DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(record(packageJson[field]))) {
      const descriptor = `${name}@${berry && typeof range === "string" && !/^[a-z]+:/i.test(range) ? `npm:${range}` : String(range)}`;
      if (inLock.has(descriptor)) exact.add(descriptor);
      else byName.add(name);
    }
  }
  return (descriptors) => descriptors.some(({ name, range }) => exact.has(`${name}@${range}`) || byName.has(name));
}
