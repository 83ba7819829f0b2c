/**
 * `engram ingest deps`: a project's lockfiles → one documentation set per locked package at its exact
 * version, fetched from the project's own registry. Incremental: a version already ingested with the
 * same hashes is neither fetched nor written again.
 */

import type { Driver } from "neo4j-driver";
import { badInput } from "../errors.js";
import type { ContentStore } from "../knowledge/content-store.js";
import { writeDocSet } from "../knowledge/ingest/writer.js";
import { ensureSource } from "../knowledge/sources.js";
import { readLockfiles } from "./lockfiles.js";
import { deprecationCount, readPackage } from "./package-set.js";
import { ArchiveRefusedError, PackageFetcher } from "./registry.js";
import { DependencyStore, lockedDependency, packageVersionId, type LockedDependency, type PackageVersionState } from "./store.js";
import { projectIdArg, type Ecosystem, type LockedPackage, type RegistrySettings } from "./types.js";

/** npm packages serve JavaScript and TypeScript projects alike (TypeScript code reads JavaScript documentation). */
export const DOCUMENTATION_LANGUAGE: Record<Ecosystem, string> = { npm: "javascript", pypi: "python" };
const DEFAULT_CONCURRENCY = 4;

export interface DependencyIngestRequest {
  projectDir: string;
  /** The project whose dependency state is recorded; null ingests the sets without recording a project. */
  project: string | null;
  /** Every locked package, not only the direct ones. */
  all: boolean;
  /** Remove the sets of these packages' versions that no project locks any more. */
  prune: boolean;
  /** A folder of package artifacts to fetch from instead of a registry (air-gapped sites). */
  packageFolder: string | null;
}

export interface DependencyIngestDependencies {
  driver: Driver;
  database: string | undefined;
  contentStore: ContentStore;
  /** Where verified package archives are kept, by content hash, for every project. */
  cacheDir: string;
  sourceTrust: Record<string, number>;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  /** One package's time for every attempt against its registry. */
  deadlineMs?: number;
  concurrency?: number;
  now?: () => Date;
}

export type PackageStatus = "new" | "unchanged" | "failed";

export interface PackageOutcome {
  source: string;
  version: string;
  direct: boolean;
  status: PackageStatus;
  error: string | null;
  documents: number;
  apiEntries: number;
  deprecations: number;
  /** Served from the shared archive cache rather than the registry; null when nothing was fetched. */
  fromCache: boolean | null;
  apiFrom: string | null;
  seconds: number;
}

export interface DependencyIngestSummary {
  project: string | null;
  lockfiles: string[];
  registries: RegistrySettings;
  packages: PackageOutcome[];
  new: number;
  unchanged: number;
  failed: number;
  documents: number;
  apiEntries: number;
  deprecations: number;
  /** Whether the project's recorded dependencies changed. */
  projectUpdated: boolean;
  /** Whether this run recorded a new dependency state of the project (what it locks differs from the last recorded): an upgrade report has something new. */
  stateRecorded: boolean;
  /** Whether that state follows an earlier one: dependencyChanges has an upgrade to report. */
  upgradeRecorded: boolean;
  pruned: string[];
  warnings: string[];
  seconds: number;
}

export interface DependencyProgress {
  start(total: number): void;
  finished(label: string, outcome: PackageOutcome): void;
}

const sameHashes = (pkg: LockedDependency, known: PackageVersionState) => JSON.stringify([...known.integrity].sort()) === JSON.stringify([...pkg.integrity].sort());

/** Ingested, or refused for good, with the same hashes: nothing to fetch. */
function isSettled(pkg: LockedDependency, known: PackageVersionState | undefined): known is PackageVersionState {
  return known !== undefined && (known.state === "ingested" || (known.state === "failed" && known.failedForGood)) && sameHashes(pkg, known);
}

function settledOutcome(pkg: LockedDependency, known: PackageVersionState): PackageOutcome {
  const failed = known.state === "failed";
  const base = { source: pkg.source, version: pkg.version, direct: pkg.direct, documents: 0, apiEntries: 0, deprecations: 0, fromCache: null, apiFrom: null, seconds: 0 };
  return { ...base, status: failed ? "failed" : "unchanged", error: failed ? `refused before, not fetched again: ${known.error}` : null };
}

/** One occurrence per package version (direct when any occurrence is), direct ones only unless all are asked. */
function packagesToIngest(locked: LockedDependency[], all: boolean): LockedDependency[] {
  const byVersion = new Map<string, LockedDependency>();
  for (const pkg of locked) {
    const id = packageVersionId(pkg.source, pkg.version);
    const kept = byVersion.get(id);
    byVersion.set(id, kept ? { ...kept, direct: kept.direct || pkg.direct, integrity: [...new Set([...kept.integrity, ...pkg.integrity])] } : pkg);
  }
  return [...byVersion.values()].filter((pkg) => all || pkg.direct);
}

async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Ingests one package version; a failure is recorded (leaving what was there) and thrown. */
export async function ingestLockedPackage(dependencies: DependencyIngestDependencies, store: DependencyStore, fetcher: PackageFetcher, pkg: LockedPackage, warnings: string[]): Promise<PackageOutcome> {
  const started = performance.now();
  const now = dependencies.now ?? (() => new Date());
  const locked = lockedDependency(pkg);
  try {
    const read = await readPackage(fetcher, pkg);
    const { driver, database, contentStore } = dependencies;
    await ensureSource(driver, database, { id: locked.source, name: pkg.name, kind: null, url: read.metadata.homepage ?? read.metadata.repository }, dependencies.sourceTrust);
    const target = { source: locked.source, version: pkg.version, language: DOCUMENTATION_LANGUAGE[pkg.ecosystem], baseUrl: null, pageSuffix: "", fetchMethod: "registry", stale: false };
    const written = await writeDocSet(driver, database, contentStore, target, read);
    warnings.push(...written.warnings);
    const counts = {
      documents: read.documents.length,
      apiEntries: read.apis.length,
      deprecations: deprecationCount(read.apis),
      artifact: read.fetched.artifact,
      apiFrom: read.apiFrom,
      digest: read.fetched.digest,
    };
    await store.markIngested(locked, counts, read.metadata, now());
    return { source: locked.source, version: pkg.version, direct: pkg.direct, ...counts, status: "new", error: null, fromCache: read.fetched.fromCache, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await store.markFailed(locked, errorMessage(error), error instanceof ArchiveRefusedError, now()).catch(() => undefined);
    throw error;
  }
}

/** One package of a batch: a failure is reported in its outcome, never thrown, so the others go on. */
async function ingestPackage(dependencies: DependencyIngestDependencies, store: DependencyStore, fetcher: PackageFetcher, pkg: LockedDependency, warnings: string[]): Promise<PackageOutcome> {
  const started = performance.now();
  try {
    return await ingestLockedPackage(dependencies, store, fetcher, pkg, warnings);
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    return { source: pkg.source, version: pkg.version, direct: pkg.direct, status: "failed", error: errorMessage(error), documents: 0, apiEntries: 0, deprecations: 0, fromCache: null, apiFrom: null, seconds };
  }
}

function checkRequest(request: DependencyIngestRequest): void {
  if (request.project !== null) projectIdArg(request.project);
  if (request.prune && request.project === null) throw badInput("prune", "needs --project: it removes the versions no project locks any more, and only a recorded project says what it locks");
}

/** Registry URLs as a summary may show them: credentials in a URL are never printed. */
function withoutCredentials(settings: RegistrySettings): RegistrySettings {
  const clean = (url: string) => url.replace(/\/\/[^/@]*@/, "//");
  return {
    npm: clean(settings.npm),
    npmScopes: Object.fromEntries(Object.entries(settings.npmScopes).map(([scope, url]) => [scope, clean(url)])),
    pypi: clean(settings.pypi),
    localFolder: settings.localFolder,
  };
}

function summarise(base: Omit<DependencyIngestSummary, "new" | "unchanged" | "failed" | "documents" | "apiEntries" | "deprecations">): DependencyIngestSummary {
  const count = (status: PackageStatus) => base.packages.filter((outcome) => outcome.status === status).length;
  const total = (key: "documents" | "apiEntries" | "deprecations") => base.packages.reduce((sum, outcome) => sum + outcome[key], 0);
  return { ...base, new: count("new"), unchanged: count("unchanged"), failed: count("failed"), documents: total("documents"), apiEntries: total("apiEntries"), deprecations: total("deprecations") };
}

/** Reads the project's lockfiles, ingests what is not there yet, records the project's dependency state, prunes when asked. */
export async function ingestDependencies(dependencies: DependencyIngestDependencies, request: DependencyIngestRequest, progress: DependencyProgress): Promise<DependencyIngestSummary> {
  checkRequest(request);
  const started = performance.now();
  const now = dependencies.now ?? (() => new Date());
  const reading = await readLockfiles(request.projectDir, dependencies.env ?? process.env);
  const registries = { ...reading.registries, localFolder: request.packageFolder ?? reading.registries.localFolder };
  const locked = reading.packages.map(lockedDependency);
  const store = new DependencyStore(dependencies.driver, dependencies.database);
  const synced = request.project === null ? { dependencies: false, state: false, upgrade: false } : await store.syncProject(request.project, locked.filter((pkg) => request.all || pkg.direct), locked, now());
  const wanted = packagesToIngest(locked, request.all);
  const known = await store.versionStates(wanted.map((pkg) => packageVersionId(pkg.source, pkg.version)));
  const fetcher = new PackageFetcher({ cacheDir: dependencies.cacheDir, settings: registries, deadlineMs: dependencies.deadlineMs, fetch: dependencies.fetch });
  const warnings = [...reading.warnings];
  const outcomes: PackageOutcome[] = [];
  progress.start(wanted.length);
  await inPool(wanted, dependencies.concurrency ?? DEFAULT_CONCURRENCY, async (pkg) => {
    const state = known.get(packageVersionId(pkg.source, pkg.version));
    const outcome = isSettled(pkg, state) ? settledOutcome(pkg, state) : await ingestPackage(dependencies, store, fetcher, pkg, warnings);
    outcomes.push(outcome);
    progress.finished(`${pkg.source}@${pkg.version}`, outcome);
  });
  const pruned = request.prune ? await store.pruneUnlocked([...new Set(wanted.map((pkg) => pkg.source))], dependencies.contentStore) : [];
  outcomes.sort((a, b) => a.source.localeCompare(b.source) || a.version.localeCompare(b.version));
  return summarise({ project: request.project, lockfiles: reading.lockfiles, registries: withoutCredentials(registries), packages: outcomes, projectUpdated: synced.dependencies, stateRecorded: synced.state, upgradeRecorded: synced.upgrade, pruned, warnings, seconds: (performance.now() - started) / 1000 });
}
