/**
 * Dependencies as every door sees them: ingesting a project's lockfiles, the project's locked packages,
 * finding a library's documentation sets, and fetching a version nobody ingested yet when one is asked
 * for (one fetch however many ask, within a deadline).
 */

import neo4j, { type Driver } from "neo4j-driver";
import { isScoped, mayUse, scopeParameters } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { badInput, EngramError, forbidden, integerIn } from "../errors.js";
import type { ApiChoice, VersionPins } from "../knowledge/api-lookup.js";
import type { KnowledgeSearch, KnowledgeSearchHit } from "../knowledge/search/service.js";
import type { FrameworkDocumentRow, KnowledgeService } from "../knowledge/service.js";
import type { ContentStore } from "../knowledge/content-store.js";
import { projectLocks } from "../knowledge/search/scope.js";
import { PACKAGE_SOURCE } from "../knowledge/sources.js";
import { compareVersions } from "../knowledge/versions.js";
import { readRecords } from "../neo4j/transactions.js";
import { ingestDependencies, type DependencyIngestDependencies, type DependencyIngestRequest, type DependencyIngestSummary, type DependencyProgress, ingestLockedPackage } from "./ingest.js";
import { LockfileError } from "./lockfiles.js";
import { PackageFetcher, PackageNotFoundError } from "./registry.js";
import { DependencyStore, packageVersionId, type DependencyRow } from "./store.js";
import { ECOSYSTEMS, normalisePypiName, packageSource, projectIdArg, statedDeprecation, type Ecosystem, type LockedPackage, type RegistrySettings } from "./types.js";
import type { ApiChanges } from "../memory/staleness.js";
import { UpgradeReports, type ChangesRequest, type DependencyChanges } from "./upgrade.js";

/** How long an on-demand fetch holds the request before answering that the set is being prepared (ENGRAM_PACKAGE_WAIT). */
export const ON_DEMAND_WAIT_MS = 5_000;
/** Package versions fetched on demand at once, by this instance; more are refused for a moment. */
const MAX_ON_DEMAND_FETCHES = 4;
const MAX_LIBRARY_QUERY = 214;
const LIBRARY_MATCHES = 10;
export const DEFAULT_REGISTRIES: RegistrySettings = { npm: "https://registry.npmjs.org/", npmScopes: {}, pypi: "https://pypi.org/simple", localFolder: null };

const LIBRARIES = `
MATCH (v:PackageVersion)
WHERE v.state = 'ingested' AND (v.source CONTAINS $needle OR v.name CONTAINS $needle)
WITH v.source AS source, collect(v.version) AS versions
OPTIONAL MATCH (s:Source {id: source})
RETURN source, versions, s.description AS description, s.homepage AS homepage, s.repository AS repository, s.license AS license
ORDER BY size(source)
LIMIT $limit`;

/** The version's state, and whether any version of its package is known (ingested, locked or tried). */
const VERSION_STATE = `
OPTIONAL MATCH (v:PackageVersion {id: $id})
RETURN v.state AS state, EXISTS { MATCH (:PackageVersion {source: $source}) } AS packageKnown`;

const INGESTED_VERSIONS = `
MATCH (v:PackageVersion {source: $source, state: 'ingested'})
RETURN v.version AS version`;

export interface Library {
  /** The documentation set's name, e.g. npm:zod. */
  source: string;
  /** Ingested versions, newest first. */
  versions: string[];
  /** The version the project asked about locks, when one was named and it locks this package. */
  lockedVersion: string | null;
  description: string | null;
  homepage: string | null;
  repository: string | null;
  license: string | null;
}

export interface LibraryLookup {
  source: string | null;
  version: string | null;
  project: string | null;
}

export const DEFAULT_LIBRARY_TOKENS = 5_000;
const MIN_LIBRARY_TOKENS = 100;
const MAX_LIBRARY_TOKENS = 50_000;
const LIBRARY_HITS = 15;
const CHARS_PER_TOKEN = 4;

export interface LibraryDocsArgs {
  /** The set, e.g. npm:zod or pypi:fastapi. */
  library: string;
  version?: string | null;
  topic?: string | null;
  tokens?: number | null;
  project?: string | null;
}

export interface LibraryDocs {
  source: string;
  version: string;
  state: "READY" | "PREPARING";
  message: string | null;
  /** This request fetched the version from its registry and wrote its set. */
  fetchedNow: boolean;
  /** The hits the text holds, best first. */
  hits: KnowledgeSearchHit[];
  markdown: string;
  /** The text's size in tokens, estimated at four characters a token. */
  tokens: number;
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Whole blocks, best first, while they fit the budget (the first one cut to it when even it does not fit). */
export function withinBudget(blocks: readonly string[], tokens: number): { markdown: string; used: number } {
  const budget = tokens * CHARS_PER_TOKEN;
  const kept: string[] = [];
  let size = 0;
  for (const block of blocks) {
    const separator = kept.length > 0 ? 2 : 0;
    if (size + separator + block.length > budget) {
      if (kept.length === 0) kept.push(block.slice(0, budget));
      break;
    }
    kept.push(block);
    size += separator + block.length;
  }
  return { markdown: kept.join("\n\n"), used: kept.length };
}

export type PreparedSet = { state: "ready"; source: string; version: string; /** This request fetched and wrote it. */ fetchedNow: boolean } | { state: "preparing"; source: string; version: string; message: string };

/** `npm:zod`, `pypi:FastAPI`, or a bare name with the ecosystem given: the set's source and its parts. */
export function parseLibrary(library: string): { ecosystem: Ecosystem; name: string; source: string } {
  const trimmed = library.trim();
  const match = /^(npm|pypi):(.+)$/.exec(trimmed);
  if (!match || !PACKAGE_SOURCE.test(packageSource(match[1] as Ecosystem, match[2]!))) {
    throw badInput("library", `must name a package's documentation set, ${ECOSYSTEMS.map((e) => `${e}:<name>`).join(" or ")}, such as npm:zod or pypi:fastapi (got "${library.slice(0, 100)}")`);
  }
  const ecosystem = match[1] as Ecosystem;
  const name = ecosystem === "pypi" ? normalisePypiName(match[2]!) : match[2]!;
  return { ecosystem, name, source: packageSource(ecosystem, name) };
}

export interface DependencyServiceOptions extends Omit<DependencyIngestDependencies, "driver" | "database" | "contentStore"> {
  registries?: RegistrySettings;
  onDemandWaitMs?: number;
}

/**
 * What follows an upgrade outside this domain: memories naming an API it deprecated or removed, or a package
 * it removed, become stale (the memory domain's staleness, wired by createEngram).
 */
export interface UpgradeFollower {
  flagApiChanges(project: string, changes: ApiChanges): Promise<ReadonlyArray<{ id: string }>>;
}

/** The ingest's summary, with the memories the upgrade it recorded made stale. */
export interface IngestOutcome extends DependencyIngestSummary {
  staleMemories: number;
}

export class Dependencies {
  private readonly store: DependencyStore;
  private readonly upgrades: UpgradeReports;
  private readonly preparing = new Map<string, Promise<void>>();

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly contentStore: ContentStore,
    private readonly knowledge: KnowledgeService,
    private readonly search: KnowledgeSearch,
    private readonly options: DependencyServiceOptions,
    private readonly follower: UpgradeFollower,
  ) {
    this.store = new DependencyStore(driver, database);
    this.upgrades = new UpgradeReports(driver, database, contentStore);
  }

  private ingestDependencies(): DependencyIngestDependencies {
    return { ...this.options, driver: this.driver, database: this.database, contentStore: this.contentStore };
  }

  /**
   * `engram ingest deps`; a lockfile that does not parse is the caller's to fix (BAD_USER_INPUT naming the file
   * and line). When the run recorded an upgrade (a state after an earlier one), or ingested a version (one that failed when its state was
   * recorded, say), the project's memories naming what the latest change deprecated or removed become stale.
   */
  async ingest(request: DependencyIngestRequest, progress: DependencyProgress): Promise<IngestOutcome> {
    let summary: DependencyIngestSummary;
    try {
      summary = await ingestDependencies(this.ingestDependencies(), request, progress);
    } catch (error) {
      if (error instanceof LockfileError) throw new EngramError("BAD_USER_INPUT", error.message, { field: "lockfile", cause: error });
      throw error;
    }
    if (summary.project === null || !(summary.upgradeRecorded || summary.new > 0)) return { ...summary, staleMemories: 0 };
    const flagged = await this.follower.flagApiChanges(summary.project, await this.upgrades.latestApiChanges(summary.project));
    return { ...summary, staleMemories: flagged.length };
  }

  /** A project's locked packages with their versions and ingest state. */
  async dependencies(principal: Principal, project: string): Promise<DependencyRow[]> {
    mayUse(principal, null, project);
    return this.store.projectDependencies(project, scopeParameters(principal));
  }

  /**
   * What changed between two of the project's dependency states (default: the one before the latest and
   * the latest; `since`: the latest at or before it): versions, changelogs, the APIs its code calls that the
   * new versions deprecate or removed, packages added and removed.
   */
  async dependencyChanges(principal: Principal, request: ChangesRequest): Promise<DependencyChanges> {
    mayUse(principal, null, projectIdArg(request.project));
    return this.upgrades.changes(request, scopeParameters(principal));
  }

  /**
   * Every API deprecated or removed by the project's latest change of dependencies, and the packages it
   * removed, for Engram itself to act on after an ingest (no key: it reads every scope).
   */
  async latestApiChanges(project: string): Promise<ApiChanges> {
    return this.upgrades.latestApiChanges(project);
  }

  /** The versions a project locks, by documentation set (several when it locks several); empty without a project. */
  async lockedVersions(principal: Principal, project: string | null): Promise<Map<string, string[]>> {
    if (!project) return new Map();
    mayUse(principal, null, project);
    return projectLocks(this.driver, this.database, project);
  }

  /** Documentation sets whose package name holds the words asked (`zod`, `@types/re`, `fast`), shortest names first. */
  async resolveLibrary(principal: Principal, query: string, project: string | null): Promise<Library[]> {
    const needle = query.trim().toLowerCase().replace(/^(npm|pypi):/, "");
    if (needle === "" || needle.length > MAX_LIBRARY_QUERY) throw badInput("libraryName", `must be a package name or part of one, 1 to ${MAX_LIBRARY_QUERY} characters, such as zod or fastapi`);
    const locked = await this.lockedVersions(principal, project);
    const records = await readRecords(this.driver, this.database, LIBRARIES, { needle, limit: neo4j.int(LIBRARY_MATCHES) });
    return records.map((record) => {
      const source = record.get("source") as string;
      return {
        source,
        versions: (record.get("versions") as string[]).sort((a, b) => compareVersions(b, a)),
        lockedVersion: locked.get(source)?.[0] ?? null,
        description: record.get("description"),
        homepage: record.get("homepage"),
        repository: record.get("repository"),
        license: record.get("license"),
      };
    });
  }

  /** The version to answer for: the one asked, else the project's locked one, else the newest ingested; null when none is known. */
  async versionFor(principal: Principal, source: string, version: string | null, project: string | null): Promise<string | null> {
    if (version) return version.trim().replace(/^v(?=\d)/i, "");
    const locked = (await this.lockedVersions(principal, project)).get(source)?.[0];
    if (locked) return locked;
    const records = await readRecords(this.driver, this.database, INGESTED_VERSIONS, { source });
    return records.map((record) => record.get("version") as string).sort((a, b) => compareVersions(b, a))[0] ?? null;
  }

  /**
   * Makes sure a package version's set is there, fetching it from the registry when nobody ingested it:
   * one fetch however many ask; past the deadline the answer says it is being prepared (the fetch goes on).
   * A package Engram has never seen (no version ingested or locked) is fetched for a key with every scope
   * only: what it brings is shared documentation every agent reads.
   */
  async prepare(principal: Principal, library: string, version: string): Promise<PreparedSet> {
    const { ecosystem, name, source } = parseLibrary(library);
    if (!/^[\w.+!-]{1,100}$/.test(version)) throw badInput("version", `must be a package version such as 3.23.8 (got "${version.slice(0, 100)}")`);
    const id = packageVersionId(source, version);
    const [known] = await readRecords(this.driver, this.database, VERSION_STATE, { id, source });
    if (known?.get("state") === "ingested") return { state: "ready", source, version, fetchedNow: false };
    let flight = this.preparing.get(id);
    if (!flight) {
      if (isScoped(principal) && !known?.get("packageKnown")) {
        throw forbidden(`${source} has no documentation here yet: a key scoped to agent types or projects may fetch other versions of packages Engram knows, not new packages (engram ingest deps adds a project's)`);
      }
      if (this.preparing.size >= MAX_ON_DEMAND_FETCHES) throw new EngramError("REGISTRY_UNAVAILABLE", `${MAX_ON_DEMAND_FETCHES} package versions are being fetched already; ask again shortly`, { retryAfterSeconds: 10 });
      flight = this.fetchOnDemand({ ecosystem, name, version }).finally(() => this.preparing.delete(id));
      this.preparing.set(id, flight);
    }
    const deadline = this.options.onDemandWaitMs ?? ON_DEMAND_WAIT_MS;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), deadline)));
    try {
      const outcome = await Promise.race([flight.then(() => "done" as const), late]);
      if (outcome === "late") return { state: "preparing", source, version, message: `${source}@${version} is being fetched from its registry; ask again in a minute` };
      return { state: "ready", source, version, fetchedNow: true };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * What a lookup may answer with: a package's set asked at a version is that version's only (fetched
   * when nobody ingested it; DOCUMENTATION_PREPARING past the deadline); otherwise the project's locked versions.
   */
  async pinsFor(principal: Principal, lookup: LibraryLookup): Promise<VersionPins | null> {
    const { source, version, project } = lookup;
    if (source && PACKAGE_SOURCE.test(source) && version) {
      const prepared = await this.prepare(principal, source, version.trim().replace(/^v(?=\d)/i, ""));
      if (prepared.state === "preparing") throw new EngramError("DOCUMENTATION_PREPARING", prepared.message, { retryAfterSeconds: 30 });
      return new Map([[prepared.source, [prepared.version]]]);
    }
    const locked = await this.lockedVersions(principal, project);
    return locked.size > 0 ? locked : null;
  }

  /** apiReference: the entry of a name at the version asked, or at the project's locked version of its package. */
  async apiReference(principal: Principal, name: string, lookup: LibraryLookup): Promise<ApiChoice | null> {
    const pins = await this.pinsFor(principal, lookup);
    return this.knowledge.apiReference(name, lookup.version, lookup.source, pins);
  }

  /** document: a page by path, of the package version asked or the project's locked one. */
  async document(principal: Principal, path: string, lookup: LibraryLookup): Promise<FrameworkDocumentRow> {
    return this.knowledge.document(path, lookup.source, await this.pinsFor(principal, lookup));
  }

  /**
   * library_docs: the sections and API entries of one package's set that best answer a topic (its README
   * without one), at the version asked, else the project's locked one, else the newest ingested, cut to a
   * token budget (about four characters a token). A version nobody ingested is fetched on demand.
   */
  async libraryDocs(principal: Principal, args: LibraryDocsArgs): Promise<LibraryDocs> {
    const { source } = parseLibrary(args.library);
    const tokens = integerIn("tokens", args.tokens ?? DEFAULT_LIBRARY_TOKENS, MIN_LIBRARY_TOKENS, MAX_LIBRARY_TOKENS);
    const version = await this.versionFor(principal, source, args.version ?? null, args.project ?? null);
    if (version === null) throw badInput("version", `is needed: no version of ${source} is ingested or locked by the project; name one, such as 1.2.3`);
    const prepared = await this.prepare(principal, source, version);
    if (prepared.state === "preparing") return { source, version, state: "PREPARING", message: prepared.message, fetchedNow: false, hits: [], markdown: "", tokens: 0 };
    const topic = args.topic?.trim() || null;
    const hits = topic === null ? [] : (await this.search.search(principal, { query: topic, sources: ["DOC", "API"], source, version, limit: LIBRARY_HITS }, { recordGap: false })).hits;
    const blocks = topic === null ? [await this.readmeBlock(source, version)] : await Promise.all(hits.map((hit) => this.hitBlock(hit)));
    const { markdown, used } = withinBudget(blocks, tokens);
    return { source, version, state: "READY", message: null, fetchedNow: prepared.fetchedNow, hits: hits.slice(0, used), markdown, tokens: estimateTokens(markdown) };
  }

  private async readmeBlock(source: string, version: string): Promise<string> {
    const readme = await this.knowledge.document("README", source, new Map([[source, [version]]])).catch(() => null);
    return readme === null ? `${source}@${version} ships no README.` : `# ${readme.title}\n\n${readme.content}`;
  }

  private async hitBlock(hit: KnowledgeSearchHit): Promise<string> {
    const link = hit.url ? `\n\n<${hit.url}>` : "";
    if (hit.source !== "API") return `## ${hit.title}\n\n${hit.excerpt}${link}`;
    const api = await this.knowledge.apiReferenceDetails(hit.id);
    const since = statedDeprecation(api?.deprecatedIn);
    const deprecation = hit.deprecated ? `\n\n**Deprecated${since ? ` in ${since}` : ""}**${hit.replacedBy ? `: use ${hit.replacedBy}` : ""}.` : "";
    const example = api?.exampleCode ? `\n\n${api.exampleCode}` : "";
    return `## ${hit.title}\n\n\`\`\`\n${api?.signature ?? hit.title}\n\`\`\`${deprecation}\n\n${api?.description ?? hit.excerpt}${example}${link}`;
  }

  private async fetchOnDemand(pkg: { ecosystem: Ecosystem; name: string; version: string }): Promise<void> {
    const locked: LockedPackage = { ...pkg, direct: false, integrity: [], resolved: null, registry: null, lockfile: "on demand" };
    const settings = this.options.registries ?? DEFAULT_REGISTRIES;
    const fetcher = new PackageFetcher({ cacheDir: this.options.cacheDir, settings, deadlineMs: this.options.deadlineMs, fetch: this.options.fetch });
    try {
      await ingestLockedPackage(this.ingestDependencies(), this.store, fetcher, locked, []);
    } catch (error) {
      const what = `${packageSource(pkg.ecosystem, pkg.name)}@${pkg.version}`;
      if (error instanceof PackageNotFoundError) throw badInput("version", `names no published version of ${what}: ${error.message}`);
      throw new EngramError("REGISTRY_UNAVAILABLE", `${what} could not be fetched: ${error instanceof Error ? error.message : String(error)}`, { retryAfterSeconds: 30, cause: error });
    }
  }
}
