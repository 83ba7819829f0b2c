import { timeWindow } from "../analytics/window.js";
import { integerIn } from "../graphql/bad-input.js";
import type { Resolvers } from "../graphql/resolvers-types.js";
import { forbidden } from "../memory/scope.js";
import type { MaintenanceReports } from "./reports.js";
import type { MaintenanceRunner } from "./runner.js";
import type { MaintenanceRuns } from "./runs.js";

export function maintenanceResolvers(runner: MaintenanceRunner, runs: MaintenanceRuns, reports: MaintenanceReports, now: () => Date): Pick<Resolvers, "Query" | "Mutation"> {
  return {
    Query: {
      maintenanceReports: (_parent, args, { principal }) => reports.list(principal, timeWindow(args, now()), integerIn("limit", args.limit ?? 10, 1, 50)),
      maintenanceRuns: (_parent, args) => runs.list(timeWindow(args, now()), args.job ?? null, integerIn("limit", args.limit ?? 20, 1, 200)),
    },
    Mutation: {
      runMaintenance: (_parent, { job }, { principal }) => {
        // The jobs delete and rescore across every scope.
        if (principal.agentTypes !== null || principal.projects !== null) throw forbidden("runMaintenance needs an API key for every agent type and project");
        return runner.runNow(job);
      },
    },
  };
}
