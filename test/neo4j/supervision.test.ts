import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import { freePort, isProcessAlive, waitUntil } from "../../src/neo4j/managed/process.js";
import { managedNeo4jStatus, stopManagedNeo4j } from "../../src/neo4j/managed/server.js";
import { CLI, managedCliEnv, runCli, waitForLog, waitUntilAsync } from "../helpers/cli.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

/** Engram on the managed Neo4j of a home of its own (no NEO4J_URI): it supervises that Neo4j. */
const log = createLogger("warn");
let home: string;

const startManagedEngram = (logLines?: string[]) =>
  startTestEngram({ NEO4J_URI: undefined, NEO4J_USER: undefined, NEO4J_PASSWORD: undefined, ENGRAM_HOME: home, ...(logLines ? { LOG_LEVEL: "info" } : {}) }, { logLines });

const readyStatus = async (engram: TestEngram) => (await fetch(`${engram.baseUrl}/ready`)).status;
const running = async () => (await managedNeo4jStatus(home)).running;
const logged = (lines: string[], msg: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === msg);

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-supervision-"));
});

afterAll(async () => {
  await stopManagedNeo4j(home, log, { keepRunning: false });
  await rm(home, { recursive: true, force: true });
});

describe("Engram supervises the managed Neo4j it serves", () => {
  const logLines: string[] = [];
  const agentTypeId = uniqueId("supervised");
  let engram: TestEngram;

  beforeAll(async () => {
    engram = await startManagedEngram(logLines);
    const created = await engram.graphql(`mutation ($id: ID!) { createAgentTypes(input: [{ id: $id, name: "Kept" }]) { agentTypes { id } } }`, { id: agentTypeId });
    expect(created.errors).toBeUndefined();
  });

  afterAll(async () => {
    await engram?.close();
  });

  it("starts Neo4j again after kill -9: /ready says 503 until it is back, then GraphQL answers, without restarting Engram", async () => {
    const before = await managedNeo4jStatus(home);
    process.kill(before.pid!, "SIGKILL");
    expect(await waitUntil(() => !isProcessAlive(before.pid!), 10_000)).toBe(true);
    expect(await readyStatus(engram)).toBe(503);

    expect(await waitUntilAsync(async () => (await readyStatus(engram)) === 200, 170_000)).toBe(true);
    const after = await managedNeo4jStatus(home);
    expect(after).toMatchObject({ running: true, uri: before.uri });
    expect(after.pid).not.toBe(before.pid);
    // one entry per attempt: a first launch can fail (the killed process's port not yet free) and the next check tries again
    const crashes = logged(logLines, "The managed Neo4j exited without being stopped; starting it again");
    expect(crashes.length).toBeGreaterThanOrEqual(1);
    expect(crashes).toEqual(crashes.map(() => expect.objectContaining({ level: 50, pid: before.pid })));
    const answer = await engram.graphql(`query ($id: ID!) { agentTypes(where: { id: { eq: $id } }) { name } }`, { id: agentTypeId });
    expect(answer.data).toEqual({ agentTypes: [{ name: "Kept" }] });
  });

  it("keeps trying with backoff while Neo4j cannot be started, and starts it once it can", async () => {
    const failed = "Starting the managed Neo4j again failed";
    const { pid } = await managedNeo4jStatus(home);
    const javaHome = process.env.JAVA_HOME;
    process.env.JAVA_HOME = join(home, "no-jdk");
    try {
      process.kill(pid!, "SIGKILL");
      const javaRefused = () => logged(logLines, failed).some((line) => String(line.err).startsWith("Java 17 or newer is needed"));
      expect(await waitUntilAsync(async () => javaRefused() && logged(logLines, failed).length >= 2, 60_000)).toBe(true);
    } finally {
      if (javaHome === undefined) delete process.env.JAVA_HOME;
      else process.env.JAVA_HOME = javaHome;
    }
    // The first attempt may also fail because the killed server still held its port a moment (a loaded machine).
    expect(logged(logLines, failed).slice(0, 2)).toEqual([
      expect.objectContaining({ failures: 1, retryInMs: 1_000 }),
      expect.objectContaining({ failures: 2, retryInMs: 2_000 }),
    ]);
    expect(logged(logLines, failed).map((line) => line.err)).toContainEqual(expect.stringMatching(/^Java 17 or newer is needed/));
    expect(await waitUntilAsync(async () => (await readyStatus(engram)) === 200, 170_000)).toBe(true);
  });

  it("leaves Neo4j stopped by `engram neo4j stop` (or a backup), and says so", async () => {
    await stopManagedNeo4j(home, log, { keepRunning: false });
    const notice = "The managed Neo4j was stopped on purpose: not starting it again; requests fail until `engram neo4j start`";
    expect(await waitUntilAsync(async () => logged(logLines, notice).length === 1, 30_000)).toBe(true);
    expect(await running()).toBe(false);
    expect(await readyStatus(engram)).toBe(503);
  });
});

describe("the managed Neo4j stops with the last Engram process using it", () => {
  it("Engrams reusing the Neo4j of an `engram serve` killed with -9: the first to exit leaves it to the other, the last stops it", async () => {
    const port = await freePort("127.0.0.1");
    const serve = spawn(process.execPath, [CLI, "serve"], { env: managedCliEnv(home, { PORT: String(port) }) });
    await waitForLog(serve, "Engram is serving GraphQL");
    const orphan = await managedNeo4jStatus(home);
    serve.kill("SIGKILL");
    await new Promise((resolve) => serve.once("exit", resolve));
    expect(isProcessAlive(orphan.pid!)).toBe(true);

    const first = await startManagedEngram();
    const second = await startManagedEngram();
    expect((await managedNeo4jStatus(home)).pid).toBe(orphan.pid);
    await first.close();
    expect(await running()).toBe(true);
    expect(await readyStatus(second)).toBe(200);
    await second.close();
    expect(isProcessAlive(orphan.pid!)).toBe(false);
  });

  it("Neo4j started with `engram neo4j start` outlives the Engram processes using it, until `engram neo4j stop`", async () => {
    const env = managedCliEnv(home);
    expect((await runCli(["neo4j", "start"], env)).code).toBe(0);
    const engram = await startManagedEngram();
    await engram.close();
    expect(await running()).toBe(true);
    expect((await runCli(["neo4j", "stop"], env)).stdout).toBe("Neo4j stopped\n");

    const next = await startManagedEngram();
    await next.close();
    expect(await running()).toBe(false);
  });
});
