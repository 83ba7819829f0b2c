/**
 * Whether an npm-family lock entry (package-lock, pnpm, yarn) comes from a registry: only those are
 * Engram's to fetch and document; git, local and arbitrary-tarball packages are skipped.
 */

import { type PackageCollector, quote } from "./common.js";

export type NpmSource = "registry" | "git" | "local" | "tarball";

const LOCAL = /^(file|link|workspace|portal|patch|exec):|^(\.{0,2}\/|~\/|[A-Za-z]:\\)/;
const GIT = /^(git\+|git:|github:|gitlab:|bitbucket:|gist:|ssh:)|^https?:\/\/[^#]*\.git(#|$)|^[\w.-]+\/[\w.-]+(#.*)?$/;

/**
 * Where an artifact comes from, judged by its resolved URL or its spec (`npm:1.2.3`, `file:../x`,
 * `github:a/b`); null (nothing recorded) and plain version ranges mean the registry. An http(s) URL is
 * a registry's when its path is a registry tarball path (`/<name>/-/<basename>-<version>.tgz`) or it
 * starts with one of the configured registry URLs.
 */
export function npmSource(spec: string | null, name: string, version: string, registries: readonly string[]): NpmSource {
  if (spec === null) return "registry";
  if (LOCAL.test(spec)) return "local";
  if (GIT.test(spec)) return "git";
  if (/^https?:\/\//i.test(spec)) return isRegistryTarball(spec, name, version, registries) ? "registry" : "tarball";
  return "registry";
}

/** Whether an http(s) URL is a registry's tarball of name@version. */
function isRegistryTarball(url: string, name: string, version: string, registries: readonly string[]): boolean {
  if (registries.some((registry) => url.startsWith(registry.endsWith("/") ? registry : `${registry}/`))) return true;
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return false;
  }
  return path.includes(`/${name}/-/`) && path.endsWith(`-${version}.tgz`);
}

/** Notes a package skipped for not coming from a registry: git and foreign tarballs are warned about, the project's own local packages are not. */
export function skipNonRegistry(packages: PackageCollector, label: string, source: Exclude<NpmSource, "registry">): void {
  if (source === "git") packages.warn(`skipped ${quote(label)}: it comes from git, not a registry`);
  if (source === "tarball") packages.warn(`skipped ${quote(label)}: its tarball URL is not on a registry`);
}

/** An SRI field (`sha512-… sha1-…`) as its separate hashes. */
export function sriHashes(value: unknown): string[] {
  return typeof value === "string" ? value.split(/\s+/).filter((hash) => hash !== "") : [];
}
