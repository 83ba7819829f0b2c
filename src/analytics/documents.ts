import neo4j, { type Driver } from "neo4j-driver";
import { readRecords } from "../neo4j/transactions.js";
import type { TimeWindow } from "./window.js";

/**
 * Pages with the most uses recorded inside the window, then the most read: the second branch keeps the
 * list full when few uses were recorded, and reads the accessCount index in order.
 */
export const TOP_DOCUMENTS = `
CALL () {
  MATCH (u:KnowledgeUsage)
  WHERE u.createdAt >= datetime($since) AND u.createdAt < datetime($until) AND u.itemSource = 'DOC'
  MATCH (u)-[:USED]->(d:ExternalDoc)
  WHERE d.removedAt IS NULL AND ($category IS NULL OR d.category = $category)
  WITH d, count(u) AS uses, count(CASE WHEN u.outcome = 'SUCCESS' THEN 1 END) AS successes, count(CASE WHEN u.outcome = 'FAILURE' THEN 1 END) AS failures
  RETURN d, uses, successes, failures
  ORDER BY uses DESC, d.accessCount DESC
  LIMIT $limit
  UNION
  MATCH (d:ExternalDoc)
  WHERE d.accessCount > 0 AND d.removedAt IS NULL AND ($category IS NULL OR d.category = $category)
  RETURN d, 0 AS uses, 0 AS successes, 0 AS failures
  ORDER BY d.accessCount DESC
  LIMIT $limit
}
WITH d, max(uses) AS uses, max(successes) AS successes, max(failures) AS failures
RETURN d.id AS id, d.title AS title, d.source AS source, d.category AS category, d.sourceUrl AS url, uses, successes, failures,
  coalesce(d.accessCount, 0) AS accessCount, toString(d.lastAccessed) AS lastAccessed, d.relevanceScore AS relevanceScore
ORDER BY uses DESC, accessCount DESC, id
LIMIT $limit`;

/**
 * Pages older than the cut-off that nobody read since: never read first (no order needed among them, so
 * the scan stops at the limit), then those read longest ago.
 */
/** The two halves of UNUSED_DOCUMENTS, counted whole (their indexes: accessCount, lastAccessed). */
export const UNUSED_DOCUMENT_COUNTS = `
CALL () {
  MATCH (d:ExternalDoc)
  WHERE d.accessCount = 0 AND d.removedAt IS NULL AND coalesce(d.createdAt, d.lastUpdated) < datetime($cutoff)
  RETURN count(d) AS neverRead
}
CALL () {
  MATCH (d:ExternalDoc)
  WHERE d.lastAccessed < datetime($cutoff) AND d.removedAt IS NULL AND coalesce(d.createdAt, d.lastUpdated) < datetime($cutoff)
  RETURN count(d) AS notReadSince
}
RETURN neverRead, notReadSince`;

export const UNUSED_DOCUMENTS = `
CALL () {
  MATCH (d:ExternalDoc)
  WHERE d.accessCount = 0 AND d.removedAt IS NULL AND coalesce(d.createdAt, d.lastUpdated) < datetime($cutoff)
  RETURN d
  LIMIT $limit
  UNION
  MATCH (d:ExternalDoc)
  WHERE d.lastAccessed < datetime($cutoff) AND d.removedAt IS NULL AND coalesce(d.createdAt, d.lastUpdated) < datetime($cutoff)
  RETURN d
  ORDER BY d.lastAccessed
  LIMIT $limit
}
RETURN d.id AS id, d.title AS title, d.source AS source, d.category AS category, d.sourceUrl AS url,
  coalesce(d.accessCount, 0) AS accessCount, toString(d.lastAccessed) AS lastAccessed, toString(d.lastUpdated) AS lastUpdated
ORDER BY d.lastAccessed IS NOT NULL, d.lastAccessed, d.lastUpdated, id
LIMIT $limit`;

export const SOURCE_EFFECTIVENESS = `
MATCH (u:KnowledgeUsage)
WHERE u.createdAt >= datetime($since) AND u.createdAt < datetime($until)
MATCH (u)-[:USED]->(i)-[:SOURCED_FROM]->(s:Source)
WHERE $domain IS NULL OR toLower(u.domain) = toLower($domain) OR $domain IN coalesce(i.tags, [])
WITH s, count(u) AS uses, count(CASE WHEN u.outcome = 'SUCCESS' THEN 1 END) AS successes, count(CASE WHEN u.outcome = 'FAILURE' THEN 1 END) AS failures
RETURN s.id AS sourceId, uses, successes, failures, toFloat(successes) / uses AS successRate
ORDER BY successRate DESC, successes DESC, sourceId
LIMIT $limit`;

export interface DocumentUsageRow {
  id: string;
  title: string;
  source: string | null;
  category: string | null;
  url: string | null;
  uses: number;
  successes: number;
  failures: number;
  accessCount: number;
  lastAccessed: string | null;
  relevanceScore: number | null;
}

export interface UnusedDocumentRow {
  id: string;
  title: string;
  source: string | null;
  category: string | null;
  url: string | null;
  accessCount: number;
  lastAccessed: string | null;
  lastUpdated: string | null;
}

export interface SourceEffectivenessRow {
  sourceId: string;
  uses: number;
  successes: number;
  failures: number;
  successRate: number;
}

/** Plain values of a record: integers as numbers. */
function plain<T>(record: neo4j.Record): T {
  const row: Record<string, unknown> = {};
  for (const key of record.keys) {
    const value = record.get(key);
    row[key as string] = neo4j.isInt(value) ? (value as neo4j.Integer).toNumber() : value;
  }
  return row as T;
}

/** How documentation is used: read-only queries over what the knowledge and feedback domains record. */
export class DocumentAnalytics {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  private async rows<T>(query: string, parameters: Record<string, unknown>): Promise<T[]> {
    return (await readRecords(this.driver, this.database, query, parameters)).map((record) => plain<T>(record));
  }

  topDocuments(window: TimeWindow, category: string | null, limit: number): Promise<DocumentUsageRow[]> {
    return this.rows(TOP_DOCUMENTS, { ...window, category, limit: neo4j.int(limit) });
  }

  unusedDocuments(cutoff: string, limit: number): Promise<UnusedDocumentRow[]> {
    return this.rows(UNUSED_DOCUMENTS, { cutoff, limit: neo4j.int(limit) });
  }

  async unusedDocumentCounts(cutoff: string): Promise<{ neverRead: number; notReadSince: number }> {
    const [record] = await readRecords(this.driver, this.database, UNUSED_DOCUMENT_COUNTS, { cutoff });
    return { neverRead: neo4j.integer.toNumber(record!.get("neverRead")), notReadSince: neo4j.integer.toNumber(record!.get("notReadSince")) };
  }

  sourceEffectiveness(window: TimeWindow, domain: string | null, limit: number): Promise<SourceEffectivenessRow[]> {
    return this.rows(SOURCE_EFFECTIVENESS, { ...window, domain, limit: neo4j.int(limit) });
  }
}
