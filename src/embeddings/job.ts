import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { type Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import type { EngramMetrics } from "../metrics.js";
import type { EmbeddingProvider } from "./provider.js";
import { raiseScopeVersions } from "../neo4j/scope-versions.js";
import { EMBEDDING_TARGETS, MAX_EMBEDDED_CHARS, type EmbeddingTarget } from "./targets.js";

const staleIds = (target: EmbeddingTarget) => `
MATCH (n:${target.label})
WHERE n.embeddingModel IS NULL OR n.embeddingModel <> $model
RETURN elementId(n) AS id`;

const textsOf = (target: EmbeddingTarget) => `
UNWIND $ids AS id
MATCH (n:${target.label}) WHERE elementId(n) = id
RETURN id, left(${target.text}, $maxChars) AS text`;

/**
 * Vectors are stored as float32 (half the space of a list of floats) with the model that made them, and
 * a stamp new with every vector, by which an instance's copy of it knows it is still the stored one
 * without reading it; a memory's scopes are told it changed (see neo4j/scope-versions.ts).
 */
export const WRITE_VECTORS = `
UNWIND $rows AS row
MATCH (n) WHERE elementId(n) = row.id
CALL db.create.setNodeVectorProperty(n, 'embedding', row.vector)
SET n.embeddingModel = $model, n.embeddingStamp = randomUUID()
WITH n WHERE n:Memory
${raiseScopeVersions("n", "n.scopeTokens")}`;

/** Batches of one run in flight at once: one being embedded while the next is read and the last written. */
const PIPELINE_DEPTH = 3;

export interface JobProgress {
  label: string;
  done: number;
  total: number;
}

export interface JobResult {
  embedded: number;
  seconds: number;
}

/**
 * Embeds every node whose vector is missing or was made by another model, a batch at a time with a few
 * batches in flight (so memory stays flat and the provider never waits for Neo4j), and reports progress.
 */
export class EmbeddingJob {
  private running: Promise<JobResult> | null = null;
  private stopping = false;
  /** The same text in several nodes (a page kept for each version of the docs) is embedded once. */
  private readonly recent = new LRUCache<string, Promise<number[]>>({ max: 20_000 });

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly provider: EmbeddingProvider,
    private readonly log: Logger,
    private readonly batchSize = 64,
    private readonly metrics?: EngramMetrics,
  ) {}

  /** One run at a time: a call while one runs waits for it. */
  run(onProgress?: (progress: JobProgress) => void): Promise<JobResult> {
    this.running ??= this.runAll(onProgress).finally(() => (this.running = null));
    return this.running;
  }

  /** Ends the current run after its batches in flight; nodes left wait for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running?.catch(() => undefined);
  }

  private async runAll(onProgress?: (progress: JobProgress) => void): Promise<JobResult> {
    const started = performance.now();
    let embedded = 0;
    for (const target of EMBEDDING_TARGETS) {
      if (this.stopping) break;
      const ids = await this.staleIds(target);
      const backlog = { label: target.label };
      this.metrics?.embeddingBacklog.set(backlog, ids.length);
      onProgress?.({ label: target.label, done: 0, total: ids.length });
      embedded += await this.embedNodes(target, ids, {
        onDone: (done) => {
          this.metrics?.embeddingBacklog.set(backlog, ids.length - done);
          onProgress?.({ label: target.label, done, total: ids.length });
        },
        stopped: () => this.stopping,
      });
    }
    const seconds = (performance.now() - started) / 1000;
    if (embedded > 0) this.log.info({ embedded, seconds, model: this.provider.model }, "Embedded nodes");
    return { embedded, seconds };
  }

  /**
   * Embeds these nodes (element ids) now, from their text as stored; returns how many it found. A batch
   * at a time, PIPELINE_DEPTH batches in flight: the next batch's texts are read, and the previous one's
   * vectors written, while the provider embeds (on its worker threads, for the local model), so the
   * provider never waits for Neo4j. Memory stays flat: at most that many batches are held.
   *
   * Each batch's outcome is taken the moment it settles, in whatever order the batches end: a later
   * batch failing while an earlier one is still awaited is recorded, never left an unhandled rejection.
   * After a failure no further batch starts; the ones in flight are waited for, then the first failure
   * is thrown (the nodes left keep no vector, for the embedding job's next run).
   */
  async embedNodes(
    target: EmbeddingTarget,
    ids: readonly string[],
    { onDone, stopped }: { onDone?: (done: number) => void; stopped?: () => boolean } = {},
  ): Promise<number> {
    let embedded = 0;
    let done = 0;
    const failures: unknown[] = [];
    // These promises never reject: each batch's failure is caught as it happens.
    const inFlight: Promise<void>[] = [];
    for (let start = 0; start < ids.length && failures.length === 0 && !stopped?.(); start += this.batchSize) {
      const batch = ids.slice(start, start + this.batchSize);
      inFlight.push(
        this.embedBatch(target, batch)
          .then((count) => {
            embedded += count;
            done += batch.length;
            onDone?.(done);
          })
          .catch((error: unknown) => void failures.push(error)),
      );
      if (inFlight.length >= PIPELINE_DEPTH) await inFlight.shift();
    }
    await Promise.all(inFlight);
    if (failures.length > 0) throw failures[0];
    return embedded;
  }

  private async staleIds(target: EmbeddingTarget): Promise<string[]> {
    const { records } = await this.driver.executeQuery(staleIds(target), { model: this.provider.model }, { database: this.database, routing: "READ" });
    return records.map((record) => record.get("id") as string);
  }

  private async vectorsOf(texts: string[]): Promise<number[][]> {
    const keys = texts.map((text) => createHash("sha256").update(text).digest("base64"));
    // Each text's vector as this batch found it or asked for it: another batch's failure removing a
    // shared one from the cache meanwhile cannot leave this batch without it.
    const vectors = new Map<string, Promise<number[]>>();
    const missing = new Map<string, string>();
    keys.forEach((key, i) => {
      const known = this.recent.get(key);
      if (known) vectors.set(key, known);
      else missing.set(key, texts[i]!);
    });
    if (missing.size > 0) {
      // Held as promises: a text that a batch still in flight is embedding is not embedded twice.
      const fresh = this.provider.embed([...missing.values()]);
      [...missing.keys()].forEach((key, i) => {
        const vector = fresh.then((all) => all[i]!);
        vector.catch(() => {
          // not kept for the next batches (the failure itself is thrown below, through Promise.all)
          if (this.recent.get(key) === vector) this.recent.delete(key);
        });
        this.recent.set(key, vector);
        vectors.set(key, vector);
      });
    }
    return Promise.all(keys.map((key) => vectors.get(key)!));
  }

  private async embedBatch(target: EmbeddingTarget, ids: readonly string[]): Promise<number> {
    const { records } = await this.driver.executeQuery(textsOf(target), { ids, maxChars: MAX_EMBEDDED_CHARS }, { database: this.database, routing: "READ" });
    const rows = records.map((record) => ({ id: record.get("id") as string, text: (record.get("text") as string | null) ?? "" }));
    if (rows.length === 0) return 0;
    const vectors = await this.vectorsOf(rows.map((row) => row.text));
    await this.driver.executeQuery(
      WRITE_VECTORS,
      { rows: rows.map((row, i) => ({ id: row.id, vector: vectors[i] })), model: this.provider.model },
      { database: this.database },
    );
    return rows.length;
  }
}
