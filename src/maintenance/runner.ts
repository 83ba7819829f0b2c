import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { isScoped } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { EngramError, forbidden } from "../errors.js";
import type { EngramMetrics } from "../metrics.js";
import type { Logger } from "../logger.js";
import type { MaintenanceStep } from "./daily.js";
import type { MaintenanceLeases } from "./lease.js";
import type { MaintenanceJob, MaintenanceRunRow, MaintenanceRuns, MaintenanceTrigger } from "./runs.js";

export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Runs a job under its lease: steps in order, a failing step logged and recorded without stopping the
 * others, the lease renewed while the job runs and released after, and the run recorded.
 */
export class MaintenanceRunner {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly jobs: Record<MaintenanceJob, Record<string, MaintenanceStep>>,
    private readonly leases: MaintenanceLeases,
    private readonly runs: MaintenanceRuns,
    private readonly instance: string,
    private readonly leaseSeconds: number,
    private readonly now: () => Date,
    private readonly log: Logger,
    private readonly metrics?: EngramMetrics,
  ) {}

  /** An operator's run: now, unless another instance holds the job's lease. */
  async runNow(principal: Principal, job: MaintenanceJob): Promise<MaintenanceRunRow> {
    // The jobs delete and rescore across every scope.
    if (isScoped(principal)) throw forbidden("runMaintenance needs an API key for every agent type and project");
    const lease = await this.leases.acquire(job, null);
    if (!lease.acquired) {
      const holder = lease.reason === "held" ? ` by ${lease.holder} until ${lease.expiresAt}` : "";
      throw new EngramError("MAINTENANCE_BUSY", `The ${job} job is running${holder}; try again when it has finished`);
    }
    return this.track(this.execute(job, "OPERATOR"));
  }

  /** A scheduled run for the time cron fired (the slot); skipped when another instance took that slot. Never throws. */
  async runScheduled(job: MaintenanceJob, slot: Date): Promise<MaintenanceRunRow | null> {
    try {
      const lease = await this.leases.acquire(job, slot);
      if (!lease.acquired) {
        this.log.info({ job, slot: slot.toISOString(), reason: lease.reason }, "Maintenance job left to another instance");
        return null;
      }
      return await this.track(this.execute(job, "SCHEDULE"));
    } catch (error) {
      this.log.error({ job, err: (error as Error).message }, "Maintenance job could not start; it runs again at its next time");
      return null;
    }
  }

  /** Resolves when the runs under way have finished (shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.running.add(run);
    return run.finally(() => this.running.delete(run));
  }

  private async execute(job: MaintenanceJob, trigger: MaintenanceTrigger): Promise<MaintenanceRunRow> {
    const startedAt = this.now();
    const started = performance.now();
    const renewal = setInterval(() => {
      this.leases.renew(job).then(
        (held) => held || this.log.warn({ job }, "The maintenance lease expired while the job ran; another instance may run it too"),
        (error: Error) => this.log.warn({ job, err: error.message }, "Renewing the maintenance lease failed"),
      );
    }, (this.leaseSeconds * 1000) / 3).unref();
    const counts: Array<{ name: string; value: number }> = [];
    const errors: string[] = [];
    try {
      for (const [name, step] of Object.entries(this.jobs[job])) {
        try {
          for (const [countName, value] of Object.entries(await step(startedAt))) counts.push({ name: countName, value });
        } catch (error) {
          this.log.error({ job, step: name, err: (error as Error).message }, "Maintenance step failed; the job runs again at its next time");
          errors.push(`${name}: ${(error as Error).message}`);
        }
      }
    } finally {
      clearInterval(renewal);
      await this.leases.release(job).catch((error: Error) => this.log.warn({ job, err: error.message }, "Releasing the maintenance lease failed; it expires by itself"));
    }
    const elapsedMs = performance.now() - started;
    const run: MaintenanceRunRow = {
      id: randomUUID(),
      job,
      trigger,
      status: errors.length === 0 ? "SUCCEEDED" : "FAILED",
      instance: this.instance,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date(startedAt.getTime() + elapsedMs).toISOString(),
      durationMs: Math.round(elapsedMs),
      counts,
      errors,
    };
    this.metrics?.maintenanceRuns.inc({ job, status: run.status });
    await this.runs.record(run).catch((error: Error) => this.log.error({ job, err: error.message }, "Recording the maintenance run failed"));
    this.log.info({ job, trigger, status: run.status, durationMs: run.durationMs, counts: Object.fromEntries(counts.map((c) => [c.name, c.value])) }, "Maintenance job finished");
    return run;
  }
}
