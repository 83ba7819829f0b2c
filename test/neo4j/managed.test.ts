import { spawn } from "node:child_process";
import { connect } from "node:net";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, isProcessAlive } from "../../src/neo4j/managed/process.js";
import { CLI, managedCliEnv, runCli as runCliIn, waitForLog, waitUntilAsync } from "../helpers/cli.js";
import { postGraphQL, startTestEngram, type TestEngram } from "../helpers/engram.js";

let home: string;
let env: NodeJS.ProcessEnv;

const runCli = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) => runCliIn(args, { ...env, ...extraEnv });

async function status(): Promise<{ running: boolean; pid?: number; uri?: string }> {
  return JSON.parse((await runCli(["neo4j", "status", "--json"])).stdout);
}

async function readyStatus(baseUrl: string): Promise<number> {
  return (await fetch(`${baseUrl}/ready`)).status;
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-managed-"));
  env = managedCliEnv(home);
});

afterAll(async () => {
  await runCli(["neo4j", "stop"]);
  await rm(home, { recursive: true, force: true });
});

describe("the managed Neo4j (no NEO4J_URI, no Docker)", () => {
  const agentTypeId = "survives-restarts";

  it("`engram serve` on a fresh ENGRAM_HOME starts its own Neo4j, serves GraphQL, and on SIGTERM finishes the request in flight before stopping Neo4j", async () => {
    const port = await freePort("127.0.0.1");
    const serve = spawn(process.execPath, [CLI, "serve"], { env: { ...env, PORT: String(port) } });
    const serving = await waitForLog(serve, "Engram is serving GraphQL");
    expect(serving.url).toBe(`http://127.0.0.1:${port}/graphql`);
    const url = serving.url as string;

    const info = await postGraphQL<{ serverInfo: Record<string, string> }>(url, "{ serverInfo { neo4jMode neo4jEdition neo4jVersion apocVersion } }");
    expect(info.data!.serverInfo).toMatchObject({ neo4jMode: "MANAGED", neo4jEdition: "COMMUNITY" });
    expect(info.data!.serverInfo.neo4jVersion).toMatch(/^5\.26\.\d+$/);
    expect(info.data!.serverInfo.apocVersion).toBe(info.data!.serverInfo.neo4jVersion);
    const created = await postGraphQL<any>(url, `mutation { createAgentTypes(input: [{ id: "${agentTypeId}", name: "Kept" }]) { info { nodesCreated } } }`);
    expect(created.data.createAgentTypes.info.nodesCreated).toBe(1);

    const neo4jRoot = join(home, "neo4j");
    expect((await stat(join(neo4jRoot, "password"))).mode & 0o777).toBe(0o600);
    expect((await stat(neo4jRoot)).mode & 0o777).toBe(0o700);
    const conf = await readFile(join(neo4jRoot, "conf", "neo4j.conf"), "utf8");
    expect(conf).toMatch(/^server\.bolt\.listen_address=127\.0\.0\.1:\d+$/m);
    expect(conf).toContain("server.http.enabled=false");
    expect(conf).toContain("dbms.security.auth_enabled=true");
    const running = await status();
    expect(running.running).toBe(true);

    // A request whose body is still arriving when SIGTERM comes must still be answered.
    const body = JSON.stringify({ query: `{ agentTypes(where: { id: { eq: "${agentTypeId}" } }) { name } }` });
    const socket = connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let response = "";
    socket.on("data", (d: Buffer) => (response += d.toString()));
    socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    socket.write(body.slice(0, 10));
    const exited = new Promise<number | null>((resolve) => serve.on("exit", resolve));
    serve.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await new Promise((r) => socket.once("close", r));
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('{"data":{"agentTypes":[{"name":"Kept"}]}}');

    expect(await exited).toBe(0);
    expect(isProcessAlive(running.pid!)).toBe(false);
    expect((await status()).running).toBe(false);
  });

  it("`engram neo4j start` reuses the cached jars and the data; a second start finds it running", async () => {
    const versionFile = join(home, "neo4j", "version");
    const version = (await readFile(versionFile, "utf8")).trim();
    const marker = join(process.env.ENGRAM_CACHE_DIR ?? join(process.env.HOME!, ".cache", "engram"), `neo4j-${version}`, ".complete");
    const resolvedAt = (await stat(marker)).mtimeMs;

    const first = await runCli(["neo4j", "start"]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^Neo4j ${version.replaceAll(".", "\\.")} started on bolt://127\\.0\\.0\\.1:\\d+`));
    const second = await runCli(["neo4j", "start"]);
    expect(second.stdout).toMatch(/already running/);
    expect((await stat(marker)).mtimeMs).toBe(resolvedAt);

    const { uri } = await status();
    const password = (await readFile(join(home, "neo4j", "password"), "utf8")).trim();
    const driver = neo4j.driver(uri!, neo4j.auth.basic("neo4j", password));
    try {
      const { records } = await driver.executeQuery("MATCH (a:AgentType {id: $id}) RETURN a.name AS name", { id: agentTypeId });
      expect(records.map((r) => r.get("name"))).toEqual(["Kept"]);
    } finally {
      await driver.close();
    }
  });

  describe("readiness follows Neo4j", () => {
    let engram: TestEngram;

    beforeAll(async () => {
      engram = await startTestEngram({ NEO4J_URI: undefined, NEO4J_USER: undefined, NEO4J_PASSWORD: undefined, ENGRAM_HOME: home });
    });

    afterAll(async () => {
      await engram?.close();
    });

    it("/ready is 503 while Neo4j is down and 200 once it is back, on the same Bolt port", async () => {
      expect(await readyStatus(engram.baseUrl)).toBe(200);
      const before = await status();

      expect((await runCli(["neo4j", "stop"])).stdout).toContain("Neo4j stopped");
      const down = await fetch(`${engram.baseUrl}/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: "unavailable", reason: expect.stringMatching(/^Neo4j /) });
      expect((await fetch(`${engram.baseUrl}/health`)).status).toBe(200);

      expect((await runCli(["neo4j", "start"])).code).toBe(0);
      expect((await status()).uri).toBe(before.uri);
      expect(await waitUntilAsync(async () => (await readyStatus(engram.baseUrl)) === 200, 30_000)).toBe(true);
      const answer = await engram.graphql(`{ agentTypes(where: { id: { eq: "${agentTypeId}" } }) { name } }`);
      expect(answer.data).toEqual({ agentTypes: [{ name: "Kept" }] });
    });

    it("an Engram leaves running the Neo4j that `engram neo4j start` started, until `engram neo4j stop`", async () => {
      await engram.close();
      expect((await status()).running).toBe(true);
      const stopped = await runCli(["neo4j", "stop"]);
      expect(stopped.stdout).toContain("Neo4j stopped");
      const after = await runCli(["neo4j", "status"]);
      expect(after.code).toBe(3);
      expect(after.stdout).toMatch(/^not running/);
    });
  });

  it("`engram neo4j` refuses to manage anything when NEO4J_URI is set", async () => {
    const result = await runCli(["neo4j", "status"], { NEO4J_URI: "bolt://127.0.0.1:1", NEO4J_PASSWORD: "x" });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/NEO4J_URI is set/);
  });

  it("`engram serve` stops at start-up on a bad variable, naming it", async () => {
    const result = await runCli(["serve"], { PORT: "eighty" });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('engram: PORT must be an integer from 0 to 65535 (got "eighty")\n');
  });
});
