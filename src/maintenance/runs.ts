import neo4j, { type Driver } from "neo4j-driver";
import { readRecords } from "../neo4j/transactions.js";
import type { TimeWindow } from "../analytics/window.js";
import { integerIn } from "../errors.js";

export const MAINTENANCE_JOBS = ["DAILY", "WEEKLY"] as const;
export type MaintenanceJob = (typeof MAINTENANCE_JOBS)[number];
export type MaintenanceTrigger = "SCHEDULE" | "OPERATOR";

export interface MaintenanceRunRow {
  id: string;
  job: MaintenanceJob;
  trigger: MaintenanceTrigger;
  status: "SUCCEEDED" | "FAILED";
  instance: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  counts: Array<{ name: string; value: number }>;
  errors: string[];
}

const RECORD_RUN = `
CREATE (r:MaintenanceRun {id: $id, job: $job, trigger: $trigger, status: $status, instance: $instance,
  startedAt: datetime($startedAt), finishedAt: datetime($finishedAt), durationMs: $durationMs,
  countNames: $countNames, countValues: $countValues, errors: $errors})`;

export const LIST_RUNS = `
MATCH (r:MaintenanceRun)
WHERE r.startedAt >= datetime($since) AND r.startedAt < datetime($until) AND ($job IS NULL OR r.job = $job)
RETURN r
ORDER BY r.startedAt DESC, r.id
LIMIT $limit`;

/** What each job run did, kept in Neo4j for operators and the dashboard. */
export class MaintenanceRuns {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  async record(run: MaintenanceRunRow): Promise<void> {
    await this.driver.executeQuery(
      RECORD_RUN,
      {
        ...run,
        durationMs: neo4j.int(run.durationMs),
        countNames: run.counts.map((count) => count.name),
        countValues: run.counts.map((count) => neo4j.int(count.value)),
      },
      { database: this.database },
    );
  }

  async list(window: TimeWindow, job: MaintenanceJob | null, limit: number): Promise<MaintenanceRunRow[]> {
    integerIn("limit", limit, 1, 200);
    const records = await readRecords(this.driver, this.database, LIST_RUNS, { ...window, job, limit: neo4j.int(limit) });
    return records.map((record) => {
      const run = record.get("r").properties;
      const names = run.countNames as string[];
      return {
        id: run.id,
        job: run.job,
        trigger: run.trigger,
        status: run.status,
        instance: run.instance,
        startedAt: run.startedAt.toString(),
        finishedAt: run.finishedAt.toString(),
        durationMs: neo4j.integer.toNumber(run.durationMs),
        counts: names.map((name, index) => ({ name, value: neo4j.integer.toNumber(run.countValues[index]) })),
        errors: run.errors,
      };
    });
  }
}
