import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { type Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import type { EmbeddingProvider } from "./provider.js";
import { EMBEDDING_TARGETS, MAX_EMBEDDED_CHARS, type EmbeddingTarget } from "./targets.js";

const staleIds = (target: EmbeddingTarget) => `
MATCH (n:${target.label})
WHERE n.embeddingModel IS NULL OR n.embeddingModel <> $model
RETURN elementId(n) AS id`;

const textsOf = (target: EmbeddingTarget) => `
UNWIND $ids AS id
MATCH (n:${target.label}) WHERE elementId(n) = id
RETURN id, left(${target.text}, $maxChars) AS text`;

/** Vectors are stored as float32 (half the space of a list of floats) with the model that made them. */
export const WRITE_VECTORS = `
UNWIND $rows AS row
MATCH (n) WHERE elementId(n) = row.id
CALL db.create.setNodeVectorProperty(n, 'embedding', row.vector)
SET n.embeddingModel = $model`;

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
 * Embeds every node whose vector is missing or was made by another model, a batch at a time (the next
 * batch is read only once the previous one is written, so memory stays flat), and reports progress.
 */
export class EmbeddingJob {
  private running: Promise<JobResult> | null = null;
  private stopping = false;
  /** The same text in several nodes (a page kept for each version of the docs) is embedded once. */
  private readonly recent = new LRUCache<string, number[]>({ max: 20_000 });

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly provider: EmbeddingProvider,
    private readonly log: Logger,
    private readonly batchSize = 64,
  ) {}

  /** One run at a time: a call while one runs waits for it. */
  run(onProgress?: (progress: JobProgress) => void): Promise<JobResult> {
    this.running ??= this.runAll(onProgress).finally(() => (this.running = null));
    return this.running;
  }

  /** Ends the current run after its batch in flight; nodes left wait for the next start. */
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
      onProgress?.({ label: target.label, done: 0, total: ids.length });
      for (let start = 0; start < ids.length && !this.stopping; start += this.batchSize) {
        embedded += await this.embedNodes(target, ids.slice(start, start + this.batchSize));
        onProgress?.({ label: target.label, done: Math.min(start + this.batchSize, ids.length), total: ids.length });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (embedded > 0) this.log.info({ embedded, seconds, model: this.provider.model }, "Embedded nodes");
    return { embedded, seconds };
  }

  private async staleIds(target: EmbeddingTarget): Promise<string[]> {
    const { records } = await this.driver.executeQuery(staleIds(target), { model: this.provider.model }, { database: this.database, routing: "READ" });
    return records.map((record) => record.get("id") as string);
  }

  private async vectorsOf(texts: string[]): Promise<number[][]> {
    const keys = texts.map((text) => createHash("sha256").update(text).digest("base64"));
    const missing = new Map<string, string>();
    texts.forEach((text, i) => {
      if (!this.recent.has(keys[i]!)) missing.set(keys[i]!, text);
    });
    const fresh = missing.size > 0 ? await this.provider.embed([...missing.values()]) : [];
    [...missing.keys()].forEach((key, i) => this.recent.set(key, fresh[i]!));
    return keys.map((key) => this.recent.get(key)!);
  }

  /** Embeds these nodes (element ids) now, from their text as stored; returns how many it found. */
  async embedNodes(target: EmbeddingTarget, ids: readonly string[]): Promise<number> {
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
