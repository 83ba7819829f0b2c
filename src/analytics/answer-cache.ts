import { LRUCache } from "lru-cache";
import type { EngramMetrics } from "../metrics.js";

/** Distinct questions kept: a dashboard asks a handful, notebooks a few more. */
const MAX_ANSWERS = 1_000;

type Compute = () => Promise<object>;

/**
 * Analytics answers reused for a short time. They change slowly, and the slow ones read most of the
 * graph (memoryStats every memory), so a dashboard left open, or viewed by several people, would
 * otherwise keep Neo4j busy that agents are using. A question asked again while its first answer is
 * being computed waits for that answer; a failed computation is not kept.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, object, Compute> | null;

  /** ttlSeconds 0: every question is computed. */
  constructor(
    ttlSeconds: number,
    now: () => Date,
    private readonly metrics?: EngramMetrics,
  ) {
    this.answers =
      ttlSeconds > 0
        ? new LRUCache<string, object, Compute>({
            max: MAX_ANSWERS,
            ttl: ttlSeconds * 1000,
            perf: { now: () => now().getTime() },
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  /** The answer to a question (its key: every argument and scope the answer depends on). */
  async get<T extends object>(question: unknown[], compute: () => Promise<T>): Promise<T> {
    if (this.answers === null) return compute();
    const status: LRUCache.Status<string, object, Compute> = {};
    const answer = (await this.answers.fetch(JSON.stringify(question), { context: compute, status })) as T;
    // "inflight": another request's computation answered this one.
    this.metrics?.cacheLookups.inc({ cache: "analytics", result: status.fetch === "miss" ? "miss" : "hit" });
    return answer;
  }
}
