import type { Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import { RECORD_ACCESS, RECORD_PROJECT_ACTIVITY } from "./cypher.js";

const FLUSH_INTERVAL_MS = 250;
const MAX_PENDING = 1000;

type Pending = Map<string, { count: number; at: string }>;

function add(pending: Pending, id: string, count: number, at: string): void {
  const entry = pending.get(id);
  pending.set(id, { count: (entry?.count ?? 0) + count, at: entry && entry.at > at ? entry.at : at });
}

const rowsOf = (pending: Pending) => [...pending].map(([id, { count, at }]) => ({ id, count, at }));

/**
 * Counts what recall returned (accessCount, accessedAt) and the projects recalled in (lastActive), and
 * writes them in batches off the response path: at the latest every 250 ms, and on close (shutdown)
 * before the driver goes. A failed write is kept for the next flush.
 */
export class AccessRecorder {
  private memories: Pending = new Map();
  private projects: Pending = new Map();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly log: Logger,
  ) {}

  record(memoryIds: readonly string[], project: string | null): void {
    const at = new Date().toISOString();
    for (const id of memoryIds) add(this.memories, id, 1, at);
    if (project !== null) add(this.projects, project, 1, at);
    if (this.memories.size >= MAX_PENDING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
  }

  /** Writes what is pending; resolves when everything recorded so far is in Neo4j. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.memories.size === 0 && this.projects.size === 0) return this.flushing;
    const [memories, projects] = [this.memories, this.projects];
    this.memories = new Map();
    this.projects = new Map();
    this.flushing = this.flushing.then(() => this.write(memories, projects));
    return this.flushing;
  }

  private async write(memories: Pending, projects: Pending): Promise<void> {
    try {
      const session = this.driver.session({ database: this.database });
      try {
        await session.executeWrite(async (tx) => {
          await tx.run(RECORD_ACCESS, { rows: rowsOf(memories) });
          await tx.run(RECORD_PROJECT_ACTIVITY, { rows: rowsOf(projects) });
        });
      } finally {
        await session.close();
      }
    } catch (error) {
      // Losing a usage count must not fail anyone's request; keep it for the next flush.
      this.log.warn({ err: (error as Error).message, memories: memories.size }, "Recording memory access failed; will retry");
      for (const [id, { count, at }] of memories) add(this.memories, id, count, at);
      for (const [id, { count, at }] of projects) add(this.projects, id, count, at);
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
    }
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
