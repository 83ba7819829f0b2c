import type { GraphQLResponse, TestEngram } from "./engram.js";

const RUN = `mutation ($job: MaintenanceJob!) {
  runMaintenance(job: $job) { id job trigger status instance startedAt durationMs counts { name value } errors }
}`;

export interface MaintenanceRunResult {
  id: string;
  job: string;
  trigger: string;
  status: string;
  instance: string;
  startedAt: string;
  durationMs: number;
  counts: Array<{ name: string; value: number }>;
  errors: string[];
}

/**
 * runMaintenance, waiting while another test file's instance holds the job's lease (MAINTENANCE_BUSY
 * is the documented answer then: try again later).
 */
export async function runMaintenance(engram: TestEngram, job: "DAILY" | "WEEKLY", headers?: Record<string, string>): Promise<MaintenanceRunResult> {
  for (let attempt = 1; ; attempt++) {
    const answer: GraphQLResponse<{ runMaintenance: MaintenanceRunResult }> = await engram.graphql(RUN, { job }, headers);
    if (answer.errors?.[0]?.extensions?.code === "MAINTENANCE_BUSY" && attempt < 60) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    if (answer.errors || !answer.data) throw new Error(`runMaintenance failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.runMaintenance;
  }
}
