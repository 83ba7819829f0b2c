import { timeWindow } from "../../../analytics/window.js";
import type { Resolvers } from "../resolvers-types.js";
import type { MaintenanceReports } from "../../../maintenance/reports.js";
import type { MaintenanceRunner } from "../../../maintenance/runner.js";
import type { MaintenanceRuns } from "../../../maintenance/runs.js";

export function maintenanceResolvers(runner: MaintenanceRunner, runs: MaintenanceRuns, reports: MaintenanceReports, now: () => Date): Pick<Resolvers, "Query" | "Mutation"> {
  return {
    Query: {
      maintenanceReports: (_parent, args, { principal }) => reports.list(principal, timeWindow(args, now()), args.limit ?? 10),
      maintenanceRuns: (_parent, args) => runs.list(timeWindow(args, now()), args.job ?? null, args.limit ?? 20),
    },
    Mutation: {
      runMaintenance: (_parent, { job }, { principal }) => runner.runNow(principal, job),
    },
  };
}
