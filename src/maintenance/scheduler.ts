import cron, { type ScheduledTask } from "node-cron";
import type { MaintenanceConfig } from "../config.js";
import type { Logger } from "../logger.js";
import type { MaintenanceRunner } from "./runner.js";
import type { MaintenanceJob } from "./runs.js";

export interface MaintenanceSchedule {
  stop(): Promise<void>;
}

/** node-cron fires each job at its time (UTC) on every instance; the runner's lease lets one of them run it. */
export function scheduleMaintenance(runner: MaintenanceRunner, config: MaintenanceConfig, log: Logger): MaintenanceSchedule {
  const schedules: Array<[MaintenanceJob, string | null]> = [
    ["DAILY", config.dailySchedule],
    ["WEEKLY", config.weeklySchedule],
  ];
  const tasks: ScheduledTask[] = schedules
    .filter((entry): entry is [MaintenanceJob, string] => entry[1] !== null)
    .map(([job, expression]) => {
      log.info({ job, schedule: expression, timezone: "UTC" }, "Maintenance job scheduled");
      return cron.schedule(expression, (context) => runner.runScheduled(job, context.date), { name: `engram-${job.toLowerCase()}`, timezone: "Etc/UTC", noOverlap: true });
    });
  return {
    stop: async () => {
      for (const task of tasks) await task.destroy();
    },
  };
}
