import type { Driver, ManagedTransaction } from "neo4j-driver";
import type { Logger } from "../logger.js";
import { inWriteTransaction } from "./transactions.js";

const FLUSH_INTERVAL_MS = 250;
/** Failed writes are tried again ever later, up to this: a Neo4j outage costs one warning, not several a second. */
const MAX_RETRY_INTERVAL_MS = 30_000;
const MAX_PENDING = 1000;

/** Counts added up for one key since the last flush, and the latest time one was added. */
export interface CountRow {
  key: string;
  counts: Record<string, number>;
  at: string;
}

/**
 * Counters bumped on hot read paths (recall hits, cache hits) and written in batches off the response
 * path: at the latest every 250 ms, at once past 1,000 keys, and on close (shutdown) before the driver
 * goes. A failed write is kept for the next flush: a count is never worth failing a request for. While
 * writes fail (Neo4j down), flushes back off and only the first failure and the recovery are logged.
 */
export class BufferedCounts {
  private pending = new Map<string, CountRow>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Writes failed in a row. */
  private failures = 0;

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly log: Logger,
    private readonly what: string,
    private readonly write: (tx: ManagedTransaction, rows: CountRow[]) => Promise<unknown>,
  ) {}

  add(key: string, counts: Record<string, number>, at: string = new Date().toISOString()): void {
    const row = this.pending.get(key) ?? { key, counts: {}, at };
    for (const [name, count] of Object.entries(counts)) row.counts[name] = (row.counts[name] ?? 0) + count;
    if (at > row.at) row.at = at;
    this.pending.set(key, row);
    if (this.closed) return;
    if (this.pending.size >= MAX_PENDING && this.failures === 0) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), Math.min(FLUSH_INTERVAL_MS * 2 ** this.failures, MAX_RETRY_INTERVAL_MS)).unref();
  }

  /** Writes what is pending; resolves when everything added so far is in Neo4j (or kept for a retry). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return this.flushing;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.writeRows(rows));
    return this.flushing;
  }

  private async writeRows(rows: CountRow[]): Promise<void> {
    try {
      await inWriteTransaction(this.driver, this.database, (tx) => this.write(tx, rows));
      if (this.failures > 0) this.log.info({ failedTries: this.failures }, `Recording ${this.what} works again`);
      this.failures = 0;
    } catch (error) {
      // After close the driver is gone: the counts are lost, and said so, rather than retried forever.
      const retry = this.closed ? "lost at shutdown" : "will retry";
      const level = this.failures === 0 || this.closed ? "warn" : "debug";
      this.log[level]({ err: (error as Error).message, keys: rows.length }, `Recording ${this.what} failed; ${retry}`);
      this.failures++;
      for (const row of rows) this.add(row.key, row.counts, row.at);
    }
  }

  close(): Promise<void> {
    const last = this.flush();
    this.closed = true;
    return last;
  }
}
