import type { Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import { BufferedCounts, type CountRow } from "../neo4j/buffered-counts.js";
import { RECORD_ACCESS, RECORD_PROJECT_ACTIVITY } from "./cypher.js";

const accessRows = (rows: CountRow[]) => rows.map(({ key, counts, at }) => ({ id: key, count: counts.uses ?? 0, at }));

/** Counts what recall returned (accessCount, accessedAt) and the projects recalled in (lastActive). */
export class AccessRecorder {
  private readonly memories: BufferedCounts;
  private readonly projects: BufferedCounts;

  constructor(driver: Driver, database: string | undefined, log: Logger) {
    this.memories = new BufferedCounts(driver, database, log, "memory access", (tx, rows) => tx.run(RECORD_ACCESS, { rows: accessRows(rows) }));
    this.projects = new BufferedCounts(driver, database, log, "project activity", (tx, rows) =>
      tx.run(RECORD_PROJECT_ACTIVITY, { rows: accessRows(rows) }),
    );
  }

  record(memoryIds: readonly string[], project: string | null): void {
    const at = new Date().toISOString();
    for (const id of memoryIds) this.memories.add(id, { uses: 1 }, at);
    if (project !== null) this.projects.add(project, { uses: 1 }, at);
  }

  /** Resolves when everything recorded so far is in Neo4j. */
  async flush(): Promise<void> {
    await Promise.all([this.memories.flush(), this.projects.flush()]);
  }

  close(): Promise<void> {
    return this.flush();
  }
}
