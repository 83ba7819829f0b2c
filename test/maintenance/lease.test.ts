import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import { MaintenanceLeases } from "../../src/maintenance/lease.js";
import { runMigrations } from "../../src/neo4j/migrations.js";
import { MaintenanceRunner } from "../../src/maintenance/runner.js";
import { MaintenanceRuns, type MaintenanceJob } from "../../src/maintenance/runs.js";
import { startTestEngram, uniqueId } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";

const LEASE_SECONDS = 600;
let driver: Driver;
let clock = new Date("2001-07-01T00:00:00Z");
const now = () => clock;

beforeAll(async () => {
  driver = testDriver();
  await runMigrations(driver, undefined, createLogger("silent", 1));
});
afterAll(() => driver?.close());

const leasesOf = (holder: string) => new MaintenanceLeases(driver, undefined, holder, LEASE_SECONDS, now);

describe("the maintenance lease", () => {
  it("lets one of two instances asking at once run a slot, and neither run it again", async () => {
    const job = uniqueId("job");
    const [a, b] = [leasesOf("instance-a"), leasesOf("instance-b")];
    const slot = new Date("2001-07-01T03:00:00Z");
    const answers = await Promise.all([a.acquire(job, slot), b.acquire(job, slot)]);
    expect(answers.filter((answer) => answer.acquired)).toHaveLength(1);
    expect(answers.find((answer) => !answer.acquired)).toMatchObject({ acquired: false, reason: "held" });
    const winner = answers[0]!.acquired ? a : b;
    const loser = winner === a ? b : a;

    await winner.release(job);
    expect(await loser.acquire(job, slot)).toEqual({ acquired: false, reason: "slot-taken" });
    expect(await winner.acquire(job, slot)).toEqual({ acquired: false, reason: "slot-taken" });
    expect(await loser.acquire(job, new Date("2001-07-02T03:00:00Z"))).toEqual({ acquired: true });
  });

  it("expires when its holder dies without releasing it, and is renewed while the holder lives", async () => {
    const job = uniqueId("job");
    const [a, b] = [leasesOf("instance-a"), leasesOf("instance-b")];
    clock = new Date("2001-07-01T00:00:00Z");
    expect(await a.acquire(job, null)).toEqual({ acquired: true });

    clock = new Date(clock.getTime() + (LEASE_SECONDS - 1) * 1000);
    expect(await b.acquire(job, null)).toMatchObject({ acquired: false, reason: "held", holder: "instance-a" });
    expect(await a.renew(job)).toBe(true);

    clock = new Date(clock.getTime() + (LEASE_SECONDS - 1) * 1000);
    expect(await b.acquire(job, null)).toMatchObject({ acquired: false, reason: "held" });

    clock = new Date(clock.getTime() + 2_000 * 1000);
    expect(await b.acquire(job, null)).toEqual({ acquired: true });
    expect(await a.renew(job)).toBe(false);
  });
});

describe("a failing maintenance step", () => {
  it("is logged and recorded, does not stop the other steps, releases the lease, and runs again next time", async () => {
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(line) });
    // A job name of its own, so that no other test file's run holds its lease.
    const job = uniqueId("job") as MaintenanceJob;
    const leases = leasesOf(uniqueId("instance"));
    const runs = new MaintenanceRuns(driver, undefined);
    let failures = 1;
    const ran: string[] = [];
    const steps = {
      first: async () => {
        ran.push("first");
        if (failures-- > 0) throw new Error("Neo.TransientError.General.Timeout: the database was busy");
        return { firstDone: 1 };
      },
      second: async () => {
        ran.push("second");
        return { secondDone: 2 };
      },
    };
    clock = new Date("2001-08-01T00:00:00Z");
    const runner = new MaintenanceRunner({ [job]: steps } as unknown as Record<MaintenanceJob, typeof steps>, leases, runs, "test-instance", LEASE_SECONDS, now, log);

    const failed = await runner.runScheduled(job, new Date("2001-08-01T00:00:00Z"));
    expect(failed).toMatchObject({ status: "FAILED", trigger: "SCHEDULE", errors: ["first: Neo.TransientError.General.Timeout: the database was busy"], counts: [{ name: "secondDone", value: 2 }] });
    expect(ran).toEqual(["first", "second"]);
    expect(lines.some((line) => line.includes("Maintenance step failed") && line.includes('"step":"first"'))).toBe(true);

    const again = await runner.runScheduled(job, new Date("2001-08-08T00:00:00Z"));
    expect(again).toMatchObject({ status: "SUCCEEDED", counts: [{ name: "firstDone", value: 1 }, { name: "secondDone", value: 2 }], errors: [] });

    const recorded = await runs.list({ since: "2001-08-01T00:00:00.000Z", until: "2001-08-02T00:00:00.000Z" }, job, 10);
    expect(recorded.find((run) => run.id === failed!.id)).toMatchObject({ status: "FAILED", instance: "test-instance" });
  });
});

describe("two Engram instances on one Neo4j", () => {
  it("run each scheduled slot once between them", async () => {
    const logs: string[][] = [[], []];
    const env = { ENGRAM_MAINTENANCE_WEEKLY: "* * * * * *", LOG_LEVEL: "info" };
    const started = new Date();
    const instances = await Promise.all(logs.map((logLines) => startTestEngram(env, { logLines })));
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await Promise.all(instances.map((instance) => instance.close()));

    const { records } = await driver.executeQuery(
      `MATCH (r:MaintenanceRun {job: 'WEEKLY', trigger: 'SCHEDULE'}) WHERE r.startedAt >= datetime($since) RETURN r.instance AS instance, r.startedAt.epochSeconds AS second`,
      { since: started.toISOString() },
    );
    const seconds = records.map((record) => Number(record.get("second")));
    expect(seconds.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seconds).size).toBe(seconds.length);
    const finished = logs.map((lines) => lines.filter((line) => line.includes("Maintenance job finished")).length);
    const leftToOther = logs.map((lines) => lines.filter((line) => line.includes("Maintenance job left to another instance")).length);
    expect(finished[0]! + finished[1]!).toBe(seconds.length);
    // Under load node-cron skips a busy process's ticks ("missed execution"), so not every slot is
    // contended; at least one must have been, and the contended ones were still run once.
    expect(leftToOther[0]! + leftToOther[1]!).toBeGreaterThanOrEqual(1);
  });
});
