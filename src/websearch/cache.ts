import neo4j, { type Driver } from "neo4j-driver";
import { scopeParameters, visibleCypher } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import type { Logger } from "../logger.js";
import { BufferedCounts, type CountRow } from "../neo4j/buffered-counts.js";
import { inWriteTransaction } from "../neo4j/transactions.js";
import type { CacheScope } from "./cache-key.js";
import { documentationRow, UPSERT_DOCUMENTATION } from "./documentation.js";
import type { TavilySearchResponse } from "./tavily-client.js";

const VISIBLE = visibleCypher("TavilyCache", "c");

export const READ_ENTRY = `
MATCH (c:TavilyCache {queryHash: $queryHash}) WHERE ${VISIBLE}
RETURN c.resultsJson AS resultsJson, toString(c.createdAt) AS createdAt, toString(c.expiresAt) AS expiresAt`;

const WRITE_ENTRY = `
MERGE (c:TavilyCache {queryHash: $queryHash})
SET c.originalQuery = $query, c.category = $category, c.createdAt = datetime($now), c.expiresAt = datetime($expiresAt),
    c.resultsCount = $resultsCount, c.resultsJson = $resultsJson, c.agentType = $agentType, c.project = $project`;

export const ENTRY_COUNTS = `
CALL () { MATCH (c:TavilyCache) WHERE ${VISIBLE} RETURN count(c) AS entries }
CALL () { MATCH (c:TavilyCache) WHERE ${VISIBLE} AND c.expiresAt <= datetime($now) RETURN count(c) AS expired }
RETURN entries, expired`;

/** One node per UTC day counts what webSearch did; counts arrive in batches from every instance. */
const RECORD_DAY_COUNTS = `
UNWIND $rows AS row
MERGE (d:WebSearchDay {day: date(row.key)})
SET d.hits = coalesce(d.hits, 0) + coalesce(row.counts.hits, 0),
    d.misses = coalesce(d.misses, 0) + coalesce(row.counts.misses, 0),
    d.staleServed = coalesce(d.staleServed, 0) + coalesce(row.counts.staleServed, 0),
    d.upstreamCalls = coalesce(d.upstreamCalls, 0) + coalesce(row.counts.upstreamCalls, 0),
    d.upstreamFailures = coalesce(d.upstreamFailures, 0) + coalesce(row.counts.upstreamFailures, 0)`;

export const DAY_COUNTS = `
MATCH (d:WebSearchDay)
WHERE date($from) <= d.day <= date($to)
RETURN toString(d.day) AS day, d.hits AS hits, d.misses AS misses, d.staleServed AS staleServed,
  d.upstreamCalls AS upstreamCalls, d.upstreamFailures AS upstreamFailures
ORDER BY d.day DESC`;

export interface CacheEntry {
  response: TavilySearchResponse;
  createdAt: Date;
  expiresAt: Date;
}

export interface StoredAnswer {
  queryHash: string;
  query: string;
  category: string;
  scope: CacheScope | null;
  response: TavilySearchResponse;
  createdAt: Date;
  expiresAt: Date;
}

export type CacheEvent = "hits" | "misses" | "staleServed" | "upstreamCalls" | "upstreamFailures";

export interface DayCounts {
  day: string;
  hits: number;
  misses: number;
  staleServed: number;
  upstreamCalls: number;
  upstreamFailures: number;
}

/** The TavilyCache nodes, the Documentation nodes their results create, and the daily counters. */
export class WebSearchCache {
  private readonly counts: BufferedCounts;

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    log: Logger,
  ) {
    this.counts = new BufferedCounts(driver, database, log, "web search counts", (tx, rows: CountRow[]) => tx.run(RECORD_DAY_COUNTS, { rows }));
  }

  /** The entry for a key, fresh or expired; null if there never was one, or the principal may not read it. */
  async read(queryHash: string, principal: Principal): Promise<CacheEntry | null> {
    const { records } = await this.driver.executeQuery(READ_ENTRY, { queryHash, ...scopeParameters(principal) }, { database: this.database, routing: "READ" });
    const record = records[0];
    if (!record) return null;
    return {
      response: JSON.parse(record.get("resultsJson") as string) as TavilySearchResponse,
      createdAt: new Date(record.get("createdAt") as string),
      expiresAt: new Date(record.get("expiresAt") as string),
    };
  }

  /** The answer and a Documentation node for each of its URLs, in one transaction. */
  async write(answer: StoredAnswer): Promise<void> {
    const now = answer.createdAt.toISOString();
    const docs = answer.response.results.map((result) => documentationRow(result.url, result.title || null));
    await inWriteTransaction(this.driver, this.database, async (tx) => {
      await tx.run(WRITE_ENTRY, {
        queryHash: answer.queryHash,
        query: answer.query,
        category: answer.category,
        agentType: answer.scope?.agentType ?? null,
        project: answer.scope?.project ?? null,
        now,
        expiresAt: answer.expiresAt.toISOString(),
        resultsCount: neo4j.int(answer.response.results.length),
        resultsJson: JSON.stringify(answer.response),
      });
      await tx.run(UPSERT_DOCUMENTATION, { docs, now });
    });
  }

  count(event: CacheEvent, at: Date): void {
    this.counts.add(at.toISOString().slice(0, 10), { [event]: 1 }, at.toISOString());
  }

  /** Counts per day from `from` to `to` (YYYY-MM-DD), newest first, including what this instance has not flushed yet. */
  async days(from: string, to: string): Promise<DayCounts[]> {
    await this.counts.flush();
    const { records } = await this.driver.executeQuery(DAY_COUNTS, { from, to }, { database: this.database, routing: "READ" });
    return records.map((record) => ({
      day: record.get("day") as string,
      hits: Number(record.get("hits") ?? 0),
      misses: Number(record.get("misses") ?? 0),
      staleServed: Number(record.get("staleServed") ?? 0),
      upstreamCalls: Number(record.get("upstreamCalls") ?? 0),
      upstreamFailures: Number(record.get("upstreamFailures") ?? 0),
    }));
  }

  /** The entries the principal may read, and how many of them have expired. */
  async entries(now: Date, principal: Principal): Promise<{ entries: number; expired: number }> {
    const { records } = await this.driver.executeQuery(ENTRY_COUNTS, { now: now.toISOString(), ...scopeParameters(principal) }, { database: this.database, routing: "READ" });
    return { entries: Number(records[0]!.get("entries")), expired: Number(records[0]!.get("expired")) };
  }

  close(): Promise<void> {
    return this.counts.close();
  }
}
