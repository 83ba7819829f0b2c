import neo4j, { type Driver } from "neo4j-driver";
import type { MaintenanceConfig } from "../config.js";
import type { ContentStore } from "../knowledge/content-store.js";
import { FRESHNESS_DAYS, USAGE_SATURATION } from "../knowledge/search/ranking.js";
import { readRecords } from "../neo4j/transactions.js";
import { runInBatches } from "../neo4j/batches.js";
import { raiseScopeVersions } from "../neo4j/scope-versions.js";
import type { DocumentRefresher } from "./refresh.js";

/** Successful uses at which that part of the relevance score is full. */
const SUCCESS_SATURATION = 10;
const RELEVANCE_WEIGHTS = { usage: 0.4, freshness: 0.3, successes: 0.3 };

/** The design's nightly score, each part brought to 0–1: reads, age of the content, successful uses. */
const RECOMPUTE_RELEVANCE = `
MATCH (d:ExternalDoc) WHERE d.removedAt IS NULL
CALL (d) {
  WITH d,
    toFloat(coalesce(d.accessCount, 0)) / $usageSaturation AS usage,
    CASE WHEN d.lastUpdated IS NULL THEN 0.0
      ELSE 1.0 - duration.inSeconds(d.lastUpdated, datetime($now)).seconds / 86400.0 / $freshnessDays END AS freshness,
    toFloat(COUNT { (d)<-[:USED]-(:KnowledgeUsage {outcome: 'SUCCESS'}) }) / $successSaturation AS successes
  SET d.relevanceScore =
    $weights.usage * CASE WHEN usage > 1 THEN 1.0 ELSE usage END
    + $weights.freshness * CASE WHEN freshness < 0 THEN 0.0 WHEN freshness > 1 THEN 1.0 ELSE freshness END
    + $weights.successes * CASE WHEN successes > 1 THEN 1.0 ELSE successes END
} IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

/** Answers no category considers fresh (issue 5 served them when Tavily failed) are deleted. */
const DELETE_EXPIRED_WEB_CACHE = `
MATCH (c:TavilyCache) WHERE c.expiresAt <= datetime($now)
CALL (c) { DETACH DELETE c } IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

const DELETE_EXPIRED_SESSIONS = `
MATCH (m:Memory) WHERE m.expiresAt <= datetime($now)
CALL (m) {
  ${raiseScopeVersions("m", "m.scopeTokens")}
  OPTIONAL MATCH (m)-[:HAS_REVISION]->(revision:MemoryRevision)
  DETACH DELETE revision, m
} IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

const REMOVED_LONG_AGO = `
MATCH (d:ExternalDoc) WHERE d.removedAt < datetime($cutoff) AND d.contentRemovedAt IS NULL
RETURN d.id AS id
LIMIT $batchSize`;

const MARK_CONTENT_REMOVED = `
UNWIND $ids AS id
MATCH (d:ExternalDoc {id: id})
SET d.contentRemovedAt = datetime($now)`;

export interface DailyDependencies {
  driver: Driver;
  database: string | undefined;
  store: ContentStore;
  config: MaintenanceConfig;
  refresher: DocumentRefresher;
}

export type StepCounts = Record<string, number>;
export type MaintenanceStep = (now: Date) => Promise<StepCounts>;

/** The daily job's steps, in order; each is independent of the others' success. */
export function dailySteps({ driver, database, store, config, refresher }: DailyDependencies): Record<string, MaintenanceStep> {
  const batched = (query: string, parameters: Record<string, unknown>) => runInBatches(driver, database, query, parameters, config.deleteBatchSize);
  return {
    relevance: async (now) => ({
      relevanceScored: await batched(RECOMPUTE_RELEVANCE, {
        now: now.toISOString(),
        usageSaturation: USAGE_SATURATION,
        freshnessDays: FRESHNESS_DAYS,
        successSaturation: SUCCESS_SATURATION,
        weights: RELEVANCE_WEIGHTS,
      }),
    }),
    refresh: async (now) => ({ ...(await refresher.run(now)) }),
    webCache: async (now) => ({ webCacheDeleted: await batched(DELETE_EXPIRED_WEB_CACHE, { now: now.toISOString() }) }),
    sessions: async (now) => ({ sessionMemoriesDeleted: await batched(DELETE_EXPIRED_SESSIONS, { now: now.toISOString() }) }),
    removedContent: async (now) => {
      const cutoff = new Date(now.getTime() - config.removedContentRetentionSeconds * 1000).toISOString();
      let removed = 0;
      for (;;) {
        const ids = (await readRecords(driver, database, REMOVED_LONG_AGO, { cutoff, batchSize: neo4j.int(config.deleteBatchSize) })).map((r) => r.get("id") as string);
        if (ids.length === 0) return { contentFilesDeleted: removed };
        await Promise.all(ids.map((id) => store.remove(id)));
        await driver.executeQuery(MARK_CONTENT_REMOVED, { ids, now: now.toISOString() }, { database });
        removed += ids.length;
      }
    },
  };
}
