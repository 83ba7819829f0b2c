import { isScoped, mayUse } from "../auth/policy.js";
import type { Driver, ManagedTransaction } from "neo4j-driver";
import type { Principal } from "../auth/principal.js";
import { badInput, forbidden } from "../errors.js";
import { inWriteTransaction, readRecords } from "../neo4j/transactions.js";
import { allowedByPins, ApiLookup, type ApiChoice, type VersionPins } from "./api-lookup.js";
import type { ContentStore } from "./content-store.js";
import { checkDocumentPath, closestPaths } from "./documents.js";
import { compareVersions, isVersion } from "./versions.js";

const API_EXISTS = "MATCH (a:APIReference {id: $id}) RETURN a.id AS id";

/** Marked as set by hand, so that re-ingesting the documentation keeps it. */
const MARK_DEPRECATED = `
MATCH (a:APIReference {id: $id})
SET a.deprecatedIn = $version, a.deprecatedManually = $version
WITH a
CALL (a) {
  MATCH (replacement:APIReference {id: $replacement})
  MERGE (a)-[r:REPLACED_BY]->(replacement)
  SET r.inVersion = $version, r.manual = true
}`;

const DOCUMENT_BY_PATH = `
MATCH (d:ExternalDoc {path: $path})
WHERE d.removedAt IS NULL AND ($source IS NULL OR d.source = $source)
RETURN d.id AS id, d.path AS path, d.source AS source, d.title AS title, d.sourceUrl AS url, coalesce(d.tags, []) AS tags,
  d.category AS category, d.version AS version, toString(d.lastUpdated) AS lastUpdated, d.contentSnippet AS snippet`;

const DOCUMENT_PATHS = `
MATCH (d:ExternalDoc)
WHERE d.removedAt IS NULL AND d.path IS NOT NULL AND ($source IS NULL OR d.source = $source)
RETURN DISTINCT d.path AS path`;

/** Any knowledge item by id: one label at a time, so each branch uses its id constraint. */
const RECORD_USAGE = `
CALL () {
  MATCH (i:ExternalDoc {id: $id}) RETURN i, 'DOC' AS itemSource, i.category AS domain
  UNION
  MATCH (i:APIReference {id: $id}) RETURN i, 'API' AS itemSource, coalesce([(i)-[:DOCUMENTED_IN]->(d:ExternalDoc) | d.category][0], i.language) AS domain
  UNION
  MATCH (i:BestPractice {id: $id}) RETURN i, 'BEST_PRACTICE' AS itemSource, i.domain AS domain
  UNION
  MATCH (i:CodeExample {id: $id}) RETURN i, 'EXAMPLE' AS itemSource, coalesce(i.framework, i.language) AS domain
}
SET i.accessCount = coalesce(i.accessCount, 0) + 1, i.lastAccessed = datetime()
CREATE (u:KnowledgeUsage {id: randomUUID(), itemId: $id, itemSource: itemSource, agentType: $agentType, outcome: $outcome,
  domain: domain, createdAt: datetime()})-[:USED]->(i)
RETURN u.id AS id`;

export interface FrameworkDocumentRow {
  id: string;
  path: string;
  source: string;
  title: string;
  url: string | null;
  tags: string[];
  category: string | null;
  version: string | null;
  lastUpdated: string | null;
  content: string;
}

export const USAGE_OUTCOMES = ["SUCCESS", "FAILURE", "NEUTRAL"] as const;

/** The entry apiReference chose, with what an agent needs to use it (or to stop using it). */
const API_REFERENCE_DETAILS = `
MATCH (a:APIReference {id: $id})
OPTIONAL MATCH (a)-[:REPLACED_BY]->(replacement:APIReference)
RETURN a.id AS id, a.name AS name, a.kind AS kind, a.source AS source, a.version AS version, a.signature AS signature,
  a.description AS description, a.parameters AS parameters, a.returnType AS returnType, a.exampleCode AS exampleCode,
  a.versionIntroduced AS versionIntroduced, a.deprecatedIn AS deprecatedIn, a.stability AS stability,
  coalesce(replacement.name, a.replacementName) AS replacedBy, a.documentPath AS documentPath
LIMIT 1`;

export type ApiReferenceDetails = { id: string; name: string } & Record<string, string | null>;

/** Version-aware API lookup, deprecations, framework documents by path and usage feedback. */
export class KnowledgeService {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly store: ContentStore,
  ) {
    this.apis = new ApiLookup(driver, database);
  }

  private readonly apis: ApiLookup;

  private write<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inWriteTransaction(this.driver, this.database, work);
  }

  private query(cypher: string, parameters: Record<string, unknown>) {
    return readRecords(this.driver, this.database, cypher, parameters);
  }

  /** An entry's fields and its replacement's name, for doors that show the entry outside GraphQL; null for an unknown id. */
  async apiReferenceDetails(id: string): Promise<ApiReferenceDetails | null> {
    const [record] = await this.query(API_REFERENCE_DETAILS, { id });
    return record ? (record.toObject() as ApiReferenceDetails) : null;
  }

  /** apiReference: the entry of a name (full, or a short name ending one only) for a version; see ApiLookup.lookUp. */
  apiReference(name: string, version: string | null, source: string | null, pins: VersionPins | null = null): Promise<ApiChoice | null> {
    return this.apis.lookUp(name, version, source, pins);
  }

  /** Documentation every agent relies on: only a key with every scope may change it (like the generated API). */
  async markDeprecated(principal: Principal, id: string, version: string, replacement: string | null): Promise<string> {
    if (isScoped(principal)) throw forbidden("markDeprecated changes shared documentation and needs an API key with every scope");
    if (!isVersion(version)) throw badInput("version", `must be a version such as 3.11 or 18.20.4 (got "${version}")`);
    if (replacement === id) throw badInput("replacement", "must be another API entry than the one deprecated");
    return this.write(async (tx) => {
      if ((await tx.run(API_EXISTS, { id })).records.length === 0) throw badInput("id", `names no API reference: "${id}"`);
      if (replacement !== null && (await tx.run(API_EXISTS, { id: replacement })).records.length === 0) {
        throw badInput("replacement", `names no API reference: "${replacement}"`);
      }
      await tx.run(MARK_DEPRECATED, { id, version: version.replace(/^v/i, ""), replacement });
      return id;
    });
  }

  /** A page by path: the newest version's, or of a pinned set (a package at a version) that version's. */
  async document(path: string, source: string | null, pins: VersionPins | null = null): Promise<FrameworkDocumentRow> {
    const stored = checkDocumentPath(path);
    const records = (await this.query(DOCUMENT_BY_PATH, { path: stored, source })).filter(
      (r) => allowedByPins(pins, r.get("source"), r.get("version")),
    );
    if (records.length === 0) {
      const existing = (await this.query(DOCUMENT_PATHS, { source })).map((r) => r.get("path") as string);
      const suggestions = closestPaths(stored, existing);
      const hint = suggestions.length > 0 ? `; closest: ${suggestions.join(", ")}` : "";
      throw badInput("path", `names no document${source ? ` of source "${source}"` : ""}: "${stored}"${hint}`);
    }
    const newest = records.sort((a, b) => compareVersions(b.get("version") ?? "0", a.get("version") ?? "0"))[0]!;
    const id = newest.get("id") as string;
    return {
      id,
      path: newest.get("path"),
      source: newest.get("source") ?? "",
      title: newest.get("title"),
      url: newest.get("url"),
      tags: newest.get("tags"),
      category: newest.get("category"),
      version: newest.get("version"),
      lastUpdated: newest.get("lastUpdated"),
      content: (await this.store.get(id)) ?? newest.get("snippet") ?? "",
    };
  }

  async recordUsage(principal: Principal, id: string, agentType: string, outcome: string): Promise<string> {
    if (agentType.trim() === "") throw badInput("agentType", "must be an agent type id such as builder, not empty");
    mayUse(principal, agentType, null);
    return this.write(async (tx) => {
      const { records } = await tx.run(RECORD_USAGE, { id, agentType, outcome });
      if (records.length === 0) throw badInput("id", `names no ExternalDoc, APIReference, BestPractice or CodeExample: "${id}"`);
      return records[0]!.get("id") as string;
    });
  }
}
