import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { isProcessAlive, waitUntil } from "../../src/neo4j/managed/process.js";
import { managedNeo4jStatus, startManagedNeo4j, stopManagedNeo4j, type ManagedNeo4jOptions } from "../../src/neo4j/managed/server.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

/**
 * An Engram on a Neo4j of its own (started like the managed one, but reached through NEO4J_URI so that
 * nothing restarts it behind the test's back), which the test kills, freezes and starts again.
 */
const log = createLogger("warn");
let home: string;
let options: ManagedNeo4jOptions;
let engram: TestEngram;
const agentTypeId = uniqueId("faults");

const AGENT_TYPE = `query ($id: ID!) { agentTypes(where: { id: { eq: $id } }) { id name } }`;
const SERVER_INFO = `{ serverInfo { neo4jMode } }`;

interface RawAnswer {
  status: number;
  retryAfter: string | null;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function ask(query: string, variables: Record<string, unknown> = {}): Promise<RawAnswer> {
  const response = await fetch(engram.url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as RawAnswer["body"] };
}

function expectNeo4jUnavailable(answer: RawAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe("5");
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors![0]).toMatchObject({
    message: "Neo4j is unavailable; Engram answers again as soon as it is back, without a restart: retry in a few seconds",
    extensions: { code: "NEO4J_UNAVAILABLE" },
  });
  expect(answer.body.errors![0]!.extensions).not.toHaveProperty("http");
}

/** Whether every thread of the process has stopped (Linux: state T in /proc/<pid>/task/<tid>/stat): SIGSTOP reaches a busy JVM's threads one by one. */
function allThreadsStopped(pid: number): boolean {
  const threads = readdirSync(`/proc/${pid}/task`);
  return threads.every((tid) => /^ T /.test(readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").replace(/^.*\)/, "")));
}

async function neo4jPid(): Promise<number> {
  const status = await managedNeo4jStatus(home);
  expect(status.running).toBe(true);
  return status.pid!;
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-faults-"));
  const config = loadConfig({ ...process.env, NEO4J_URI: undefined, ENGRAM_HOME: home });
  if (config.neo4j.mode !== "managed") throw new Error("unreachable: NEO4J_URI was cleared");
  options = { ...config.neo4j, home, cacheDir: config.cacheDir };
  const neo4j = await startManagedNeo4j(options, log);
  engram = await startTestEngram({ NEO4J_URI: neo4j.uri, NEO4J_USER: neo4j.user, NEO4J_PASSWORD: neo4j.password });
  const created = await engram.graphql(`mutation ($id: ID!) { createAgentTypes(input: [{ id: $id, name: "Survivor" }]) { agentTypes { id } } }`, { id: agentTypeId });
  expect(created.errors).toBeUndefined();
});

afterAll(async () => {
  const status = await managedNeo4jStatus(home);
  if (status.running) process.kill(status.pid!, "SIGCONT");
  await engram?.close();
  await stopManagedNeo4j(home, log);
  await rm(home, { recursive: true, force: true });
});

describe("Engram while its Neo4j is down", () => {
  it("answers NEO4J_UNAVAILABLE with 503 and Retry-After while Neo4j is killed, and answers again once it is back, without a restart", async () => {
    expect((await ask(AGENT_TYPE, { id: agentTypeId })).body.data).toEqual({ agentTypes: [{ id: agentTypeId, name: "Survivor" }] });
    const pid = await neo4jPid();
    process.kill(pid, "SIGKILL");
    expect(await waitUntil(() => !isProcessAlive(pid), 10_000)).toBe(true);

    // through @neo4j/graphql's generated API, and through Engram's own resolvers
    expectNeo4jUnavailable(await ask(AGENT_TYPE, { id: agentTypeId }));
    expectNeo4jUnavailable(await ask(SERVER_INFO));
    expect((await fetch(`${engram.baseUrl}/ready`)).status).toBe(503);

    await startManagedNeo4j(options, log);
    const healed = await ask(AGENT_TYPE, { id: agentTypeId });
    expect(healed.status).toBe(200);
    expect(healed.body.data).toEqual({ agentTypes: [{ id: agentTypeId, name: "Survivor" }] });
    expect((await ask(SERVER_INFO)).body.data).toEqual({ serverInfo: { neo4jMode: "EXTERNAL" } });
  });

  it("answers NEO4J_UNAVAILABLE while Neo4j is frozen instead of waiting for it, and answers again once it resumes", async () => {
    const pid = await neo4jPid();
    process.kill(pid, "SIGSTOP");
    try {
      expect(await waitUntil(() => allThreadsStopped(pid), 5_000, 20)).toBe(true);
      expectNeo4jUnavailable(await ask(AGENT_TYPE, { id: agentTypeId }));
      expectNeo4jUnavailable(await ask(SERVER_INFO));
      expect((await fetch(`${engram.baseUrl}/ready`)).status).toBe(503);
    } finally {
      process.kill(pid, "SIGCONT");
    }
    const resumed = await ask(AGENT_TYPE, { id: agentTypeId });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toEqual({ agentTypes: [{ id: agentTypeId, name: "Survivor" }] });
  });
});
