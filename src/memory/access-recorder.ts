import type { Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import { RECORD_ACCESS } from "./cypher.js";

const FLUSH_INTERVAL_MS = 250;
const MAX_PENDING = 1000;

/**
 * Counts what recall returned and writes accessCount/accessedAt in batches, off the response path.
 * Pending counts are written at the latest every 250 ms, and on close (shutdown) before the driver goes.
 */
export class AccessRecorder {
  private pending = new Map<string, { count: number; at: string }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly log: Logger,
  ) {}

  record(ids: readonly string[]): void {
    const at = new Date().toISOString();
    for (const id of ids) {
      const entry = this.pending.get(id);
      this.pending.set(id, { count: (entry?.count ?? 0) + 1, at });
    }
    if (this.pending.size >= MAX_PENDING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
  }

  /** Writes what is pending; resolves when everything recorded so far is in Neo4j. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return this.flushing;
    const rows = [...this.pending].map(([id, { count, at }]) => ({ id, count, at }));
    this.pending = new Map();
    this.flushing = this.flushing.then(() =>
      this.driver.executeQuery(RECORD_ACCESS, { rows }, { database: this.database }).then(
        () => undefined,
        (error: Error) => {
          // Losing a usage count must not fail anyone's request; put it back for the next flush.
          this.log.warn({ err: error.message, memories: rows.length }, "Recording memory access failed; will retry");
          for (const row of rows) this.record(Array.from({ length: row.count }, () => row.id));
        },
      ),
    );
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
