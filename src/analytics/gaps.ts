import { createHash } from "node:crypto";
import neo4j, { type Driver, type ManagedTransaction } from "neo4j-driver";
import { scopeParameters, visibleCypher } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import type { Logger } from "../logger.js";
import { BufferedCounts, type CountRow } from "../neo4j/buffered-counts.js";
import { readRecords } from "../neo4j/transactions.js";
import type { TimeWindow } from "./window.js";

export const GAP_SOURCES = ["KNOWLEDGE_SEARCH", "MEMORY_RECALL"] as const;
export type GapSource = (typeof GAP_SOURCES)[number];

/** Longer questions are cut: a gap names a topic, not a document. */
const MAX_QUERY_LENGTH = 300;

interface GapKey {
  day: string;
  source: GapSource;
  query: string;
  agentType: string | null;
  project: string | null;
}

/** One node per question, scope, source and UTC day: windows add days up. */
const RECORD_GAPS = `
UNWIND $rows AS row
MERGE (g:KnowledgeGap {key: row.key})
  ON CREATE SET g.day = date(row.day), g.source = row.source, g.query = row.query, g.agentType = row.agentType,
    g.project = row.project, g.searches = 0, g.empty = 0, g.scoreSum = 0.0
SET g.searches = g.searches + row.searches, g.empty = g.empty + row.empty, g.scoreSum = g.scoreSum + row.scoreSum,
  g.lastSeen = CASE WHEN g.lastSeen IS NULL OR g.lastSeen < datetime(row.at) THEN datetime(row.at) ELSE g.lastSeen END`;

export const KNOWLEDGE_GAPS = `
MATCH (g:KnowledgeGap)
WHERE g.day >= date($firstDay) AND g.day <= date($lastDay)
  AND ($source IS NULL OR g.source = $source)
  AND ${visibleCypher("KnowledgeGap", "g")}
WITH g.source AS source, g.query AS query, g.agentType AS agentType, g.project AS project,
  sum(g.searches) AS searches, sum(g.empty) AS empty, sum(g.scoreSum) AS scoreSum, max(g.lastSeen) AS lastSeen
RETURN source, query, agentType, project, searches, empty, lastSeen,
  CASE WHEN searches > empty THEN scoreSum / (searches - empty) END AS averageTopScore
ORDER BY searches DESC, lastSeen DESC, query
LIMIT $limit`;

export interface KnowledgeGapRow {
  query: string;
  source: GapSource;
  agentType: string | null;
  project: string | null;
  searches: number;
  empty: number;
  averageTopScore: number | null;
  lastSeen: string;
}

export function normaliseQuestion(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
}

/** The UTC days a window touches, first and last. */
export function dayRange(window: TimeWindow): { firstDay: string; lastDay: string } {
  return { firstDay: window.since.slice(0, 10), lastDay: new Date(Date.parse(window.until) - 1).toISOString().slice(0, 10) };
}

/**
 * Questions searchKnowledge and recall answered with nothing, or with a best score under the weak
 * threshold. Recorded off the response path, in batches, like the other counters.
 */
export class KnowledgeGaps {
  private readonly counts: BufferedCounts;

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    log: Logger,
    private readonly weakRelevance: number,
    private readonly now: () => Date,
  ) {
    this.counts = new BufferedCounts(driver, database, log, "knowledge gaps", (tx, rows) => this.write(tx, rows));
  }

  /** bestRelevance: the best hit's relevance (see search/relevance.ts), null when nothing was found. */
  record(source: GapSource, query: string, scope: { agentType: string | null; project: string | null }, bestRelevance: number | null): void {
    if (bestRelevance !== null && bestRelevance >= this.weakRelevance) return;
    const question = normaliseQuestion(query);
    if (question === "") return;
    const at = this.now().toISOString();
    const key: GapKey = { day: at.slice(0, 10), source, query: question, agentType: scope.agentType, project: scope.project };
    this.counts.add(JSON.stringify(key), { searches: 1, empty: bestRelevance === null ? 1 : 0, scoreSum: bestRelevance ?? 0 }, at);
  }

  private write(tx: ManagedTransaction, rows: CountRow[]) {
    const parameters = rows.map((row) => {
      const key = JSON.parse(row.key) as GapKey;
      return {
        ...key,
        key: createHash("sha256").update(row.key).digest("hex"),
        searches: neo4j.int(row.counts.searches ?? 0),
        empty: neo4j.int(row.counts.empty ?? 0),
        scoreSum: row.counts.scoreSum ?? 0,
        at: row.at,
      };
    });
    return tx.run(RECORD_GAPS, { rows: parameters });
  }

  async list(principal: Principal, window: TimeWindow, source: GapSource | null, limit: number): Promise<KnowledgeGapRow[]> {
    const records = await readRecords(this.driver, this.database, KNOWLEDGE_GAPS, {
      ...dayRange(window),
      source,
      ...scopeParameters(principal),
      limit: neo4j.int(limit),
    });
    return records.map((r) => ({
      query: r.get("query"),
      source: r.get("source"),
      agentType: r.get("agentType"),
      project: r.get("project"),
      searches: Number(r.get("searches")),
      empty: Number(r.get("empty")),
      averageTopScore: r.get("averageTopScore"),
      lastSeen: r.get("lastSeen").toString(),
    }));
  }

  /** Everything recorded so far is in Neo4j (tests, shutdown). */
  flush(): Promise<void> {
    return this.counts.flush();
  }

  close(): Promise<void> {
    return this.counts.close();
  }
}
