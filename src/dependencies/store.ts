/**
 * What the graph keeps of dependencies: each package version's ingest state (PackageVersion, shared by
 * every project that locks it), each project's locked packages (Dependency, LOCKS → PackageVersion), and
 * the history of what it locked (DependencyState, one per `engram ingest deps` run that found a change).
 */

import type { Driver } from "neo4j-driver";
import { visibleCypher } from "../auth/policy.js";
import { inWriteTransaction, readRecords } from "../neo4j/transactions.js";
import type { ContentStore } from "../knowledge/content-store.js";
import type { Ecosystem, LockedPackage, PackageMetadata } from "./types.js";
import { packageSource } from "./types.js";
import { lockedSet } from "./states.js";

/** `npm:zod@3.23.8`: one documentation set. */
export function packageVersionId(source: string, version: string): string {
  return `${source}@${version}`;
}

export type IngestState = "pending" | "ingested" | "failed";

export interface PackageVersionState {
  id: string;
  source: string;
  version: string;
  state: IngestState;
  /** The hashes the lockfile allowed when it was ingested, sorted. */
  integrity: string[];
  error: string | null;
  /** The archive itself was refused (too large, links, traversal): the same bytes would be again, so they are not fetched again. */
  failedForGood: boolean;
}

export interface IngestedCounts {
  documents: number;
  apiEntries: number;
  deprecations: number;
  /** The archive read, and where its API entries came from (the package's own declarations, an @types package, Python sources). */
  artifact: string;
  apiFrom: string | null;
  digest: string;
}

export interface DependencyRow {
  project: string;
  ecosystem: Ecosystem;
  name: string;
  source: string;
  version: string;
  direct: boolean;
  lockfile: string;
  seenAt: string;
  state: IngestState;
  error: string | null;
  ingestedAt: string | null;
  documents: number | null;
  apiEntries: number | null;
  deprecations: number | null;
}

const VERSION_STATES = `
UNWIND $ids AS id
MATCH (v:PackageVersion {id: id})
RETURN v.id AS id, v.source AS source, v.version AS version, v.state AS state, coalesce(v.integrity, []) AS integrity, v.error AS error,
  coalesce(v.failedForGood, false) AS failedForGood`;

const MARK_INGESTED = `
MERGE (v:PackageVersion {id: $id})
SET v.source = $source, v.version = $version, v.ecosystem = $ecosystem, v.name = $name, v.state = 'ingested', v.error = null,
  v.integrity = $integrity, v.ingestedAt = datetime($now), v += $counts`;

/** A failure never overwrites a version ingested before (a registry down must not hide documentation that is there). */
const MARK_FAILED = `
MERGE (v:PackageVersion {id: $id})
ON CREATE SET v.source = $source, v.version = $version, v.ecosystem = $ecosystem, v.name = $name
SET v.error = CASE WHEN v.state = 'ingested' THEN v.error ELSE $error END, v.failedAt = datetime($now),
  v.failedForGood = CASE WHEN v.state = 'ingested' THEN null ELSE $forGood END, v.integrity = CASE WHEN v.state = 'ingested' THEN v.integrity ELSE $integrity END,
  v.state = CASE WHEN v.state = 'ingested' THEN 'ingested' ELSE 'failed' END`;

const PACKAGE_METADATA = `
MATCH (s:Source {id: $source})
SET s.ecosystem = $ecosystem, s.packageName = $name, s.firstParty = true,
  s.description = $metadata.description, s.homepage = $metadata.homepage, s.repository = $metadata.repository, s.license = $metadata.license`;

const PROJECT_DEPENDENCY_IDS = `
MATCH (d:Dependency {project: $project})
RETURN d.id AS id, d.direct AS direct, d.lockfile AS lockfile`;

/** The project's locked packages now: new ones added (seenAt is when a version first appeared), gone ones dropped. */
const SYNC_DEPENDENCIES = `
MERGE (p:Project {id: $project})
ON CREATE SET p.createdAt = datetime($now)
SET p.lastActive = datetime($now)
WITH p
UNWIND $dependencies AS dep
MERGE (d:Dependency {id: dep.id})
ON CREATE SET d.seenAt = datetime($now)
SET d.project = $project, d.ecosystem = dep.ecosystem, d.name = dep.name, d.source = dep.source, d.version = dep.version,
  d.direct = dep.direct, d.lockfile = dep.lockfile
MERGE (v:PackageVersion {id: dep.versionId})
ON CREATE SET v.source = dep.source, v.version = dep.version, v.ecosystem = dep.ecosystem, v.name = dep.name, v.state = 'pending'
MERGE (d)-[:LOCKS]->(v)`;

/** The packages of the project's latest recorded state. */
const LATEST_STATE_PACKAGES = `
MATCH (s:DependencyState {project: $project})
RETURN s.packages AS packages
ORDER BY s.at DESC
LIMIT 1`;

/** A state recorded: what the project locks now, every locked package (see states.ts for the strings). */
const RECORD_STATE = `
CREATE (:DependencyState {id: randomUUID(), project: $project, at: datetime($now), packages: $packages})`;

const DROP_GONE_DEPENDENCIES = `
MATCH (d:Dependency {project: $project})
WHERE NOT d.id IN $ids
DETACH DELETE d`;

const PROJECT_DEPENDENCIES = `
MATCH (d:Dependency {project: $project})
WHERE ${visibleCypher("Dependency", "d")}
OPTIONAL MATCH (d)-[:LOCKS]->(v:PackageVersion)
RETURN d.project AS project, d.ecosystem AS ecosystem, d.name AS name, d.source AS source, d.version AS version, d.direct AS direct,
  d.lockfile AS lockfile, toString(d.seenAt) AS seenAt, coalesce(v.state, 'pending') AS state, v.error AS error,
  toString(v.ingestedAt) AS ingestedAt, v.documents AS documents, v.apiEntries AS apiEntries, v.deprecations AS deprecations
ORDER BY d.direct DESC, d.source, d.version`;

/** Versions of these packages no project locks any more: what --prune removes. */
const UNLOCKED_VERSIONS = `
MATCH (v:PackageVersion)
WHERE v.source IN $sources AND NOT EXISTS { (:Dependency)-[:LOCKS]->(v) }
RETURN v.id AS id, v.source AS source, v.version AS version`;

const SET_DOCUMENT_IDS = `
MATCH (d:ExternalDoc {source: $source, version: $version})
RETURN d.id AS id`;

const DELETE_SET = `
MATCH (n:ExternalDoc|APIReference {source: $source, version: $version})
OPTIONAL MATCH (n)-[:HAS_SECTION]->(section:DocSection)
DETACH DELETE section, n`;

const DELETE_VERSION = "MATCH (v:PackageVersion {id: $id}) DETACH DELETE v";

function dependencyId(project: string, source: string, version: string): string {
  return `${project}|${packageVersionId(source, version)}`;
}

export interface LockedDependency extends LockedPackage {
  source: string;
}

export function lockedDependency(pkg: LockedPackage): LockedDependency {
  return { ...pkg, source: packageSource(pkg.ecosystem, pkg.name) };
}

/** Reads and writes dependency state; every write is one transaction. */
export class DependencyStore {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  async versionStates(ids: string[]): Promise<Map<string, PackageVersionState>> {
    const records = await readRecords(this.driver, this.database, VERSION_STATES, { ids });
    return new Map(records.map((record) => [record.get("id") as string, record.toObject() as PackageVersionState]));
  }

  async markIngested(pkg: LockedDependency, counts: IngestedCounts, metadata: PackageMetadata, now: Date): Promise<void> {
    await inWriteTransaction(this.driver, this.database, async (tx) => {
      const identity = { source: pkg.source, version: pkg.version, ecosystem: pkg.ecosystem, name: pkg.name };
      await tx.run(PACKAGE_METADATA, { ...identity, metadata });
      await tx.run(MARK_INGESTED, { ...identity, id: packageVersionId(pkg.source, pkg.version), integrity: [...pkg.integrity].sort(), now: now.toISOString(), counts });
    });
  }

  async markFailed(pkg: LockedDependency, error: string, forGood: boolean, now: Date): Promise<void> {
    const identity = { source: pkg.source, version: pkg.version, ecosystem: pkg.ecosystem, name: pkg.name };
    const parameters = { ...identity, id: packageVersionId(pkg.source, pkg.version), error, forGood, integrity: [...pkg.integrity].sort(), now: now.toISOString() };
    await this.driver.executeQuery(MARK_FAILED, parameters, { database: this.database });
  }

  /**
   * Records the project's locked packages (`dependencies`, those ingested) and, when what it locks differs
   * from its latest recorded state, a new DependencyState of every locked package (`locked`), in one
   * transaction; writes nothing when both are what the graph holds already. Returns what it wrote.
   */
  async syncProject(project: string, dependencies: LockedDependency[], locked: LockedDependency[], now: Date): Promise<{ dependencies: boolean; state: boolean; upgrade: boolean }> {
    const rows = dependencies.map((dep) => ({
      id: dependencyId(project, dep.source, dep.version),
      versionId: packageVersionId(dep.source, dep.version),
      ecosystem: dep.ecosystem,
      name: dep.name,
      source: dep.source,
      version: dep.version,
      direct: dep.direct,
      lockfile: dep.lockfile,
    }));
    const existing = await readRecords(this.driver, this.database, PROJECT_DEPENDENCY_IDS, { project });
    const known = new Map(existing.map((record) => [record.get("id") as string, `${record.get("direct")}|${record.get("lockfile")}`]));
    const unchanged = known.size === rows.length && rows.every((row) => known.get(row.id) === `${row.direct}|${row.lockfile}`);
    const packages = lockedSet(locked);
    const [latest] = await readRecords(this.driver, this.database, LATEST_STATE_PACKAGES, { project });
    const stateChanged = JSON.stringify(latest?.get("packages") ?? null) !== JSON.stringify(packages);
    if (unchanged && !stateChanged) return { dependencies: false, state: false, upgrade: false };
    await inWriteTransaction(this.driver, this.database, async (tx) => {
      if (!unchanged) {
        await tx.run(SYNC_DEPENDENCIES, { project, dependencies: rows, now: now.toISOString() });
        await tx.run(DROP_GONE_DEPENDENCIES, { project, ids: rows.map((row) => row.id) });
      }
      if (stateChanged) await tx.run(RECORD_STATE, { project, packages, now: now.toISOString() });
    });
    return { dependencies: !unchanged, state: stateChanged, upgrade: stateChanged && latest !== undefined };
  }

  /** A project's locked packages with their ingest state, for a key that may use the project (checked by the caller). */
  async projectDependencies(project: string, scope: Record<string, unknown>): Promise<DependencyRow[]> {
    const records = await readRecords(this.driver, this.database, PROJECT_DEPENDENCIES, { project, ...scope });
    return records.map((record) => {
      const row = record.toObject() as DependencyRow;
      const count = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return { ...row, documents: count(row.documents), apiEntries: count(row.apiEntries), deprecations: count(row.deprecations) };
    });
  }

  /**
   * Removes the documentation sets of these packages' versions that no project locks any more, content
   * store entries included; each version in one transaction. Returns the removed versions' ids.
   */
  async pruneUnlocked(sources: string[], contentStore: ContentStore): Promise<string[]> {
    const versions = await readRecords(this.driver, this.database, UNLOCKED_VERSIONS, { sources });
    const removed: string[] = [];
    for (const record of versions) {
      const set = { source: record.get("source") as string, version: record.get("version") as string };
      const documents = await readRecords(this.driver, this.database, SET_DOCUMENT_IDS, set);
      await inWriteTransaction(this.driver, this.database, async (tx) => {
        await tx.run(DELETE_SET, set);
        await tx.run(DELETE_VERSION, { id: record.get("id") });
      });
      await Promise.all(documents.map((document) => contentStore.remove(document.get("id") as string)));
      removed.push(record.get("id") as string);
    }
    return removed;
  }
}
