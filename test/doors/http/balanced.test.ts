import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../src/neo4j/managed/process.js";
import { CLI, waitForLog } from "../../helpers/cli.js";
import { postGraphQL, testEnv, uniqueId } from "../../helpers/engram.js";
import { FakeTavily } from "../../helpers/tavily-server.js";

const HOST = "127.0.0.1";
const HAPROXY = process.env.ENGRAM_TEST_HAPROXY ?? "/usr/sbin/haproxy";
const ADMIN_KEY = "balanced-admin-key-0123456789";
const SCOPED_KEY = "balanced-scoped-key-012345678";
const TAVILY_KEY = "tvly-balanced-test";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
}

/** `engram serve` as its own process on the run's Neo4j, as a balancer sees it. */
async function startInstance(name: string, tavilyUrl: string): Promise<Instance> {
  const port = await freePort(HOST);
  const env = testEnv({
    PORT: String(port),
    LOG_LEVEL: "info",
    ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:builder:${"proj-balanced-a"}`,
    ENGRAM_RATE_LIMIT: "off",
    TAVILY_API_KEY: TAVILY_KEY,
    TAVILY_BASE_URL: tavilyUrl,
    TAVILY_MAX_RETRIES: "0",
  });
  const child = spawn(process.execPath, [CLI, "serve"], { env, stdio: ["ignore", "pipe", "inherit"] });
  const { url } = (await waitForLog(child, "Engram is serving GraphQL", 120_000)) as { url: string };
  return { name, url, child };
}

/** HAProxy from Debian in front of the instances: round robin, health checked on /ready, failed connections retried elsewhere. */
async function startBalancer(instances: Instance[]): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort(HOST);
  const servers = instances.map((instance) => `  server ${instance.name} ${new URL(instance.url).host} check`).join("\n");
  const config = `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A killed instance refuses connections at once; a live one slowed by a loaded machine keeps its place.
  timeout check 2s
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout
frontend engram
  bind ${HOST}:${port}
  default_backend engrams
backend engrams
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  default-server inter 300ms fall 2 rise 2
${servers}
`;
  const file = join(await mkdtemp(join(tmpdir(), "engram-haproxy-")), "haproxy.cfg");
  await writeFile(file, config);
  const balancer = spawn(HAPROXY, ["-f", file, "-db"], { stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://${HOST}:${port}/graphql`;
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...admin }, body: '{"query":"{ __typename }"}' }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 100) throw new Error("HAProxy did not start serving");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, process: balancer };
}

const REMEMBER = `mutation ($input: RememberInput!) { remember(input: $input) { id } }`;
const RECALL = `query ($agentType: ID!, $project: ID, $query: String) { recall(agentType: $agentType, project: $project, query: $query, limit: 5) { memory { id } } }`;

let tavily: FakeTavily;
let instances: Instance[] = [];
let balancer: { url: string; process: ChildProcess };

beforeAll(async () => {
  tavily = await new FakeTavily(TAVILY_KEY).start();
  instances = await Promise.all([startInstance("a", tavily.url), startInstance("b", tavily.url)]);
  balancer = await startBalancer(instances);
}, 240_000);

afterAll(async () => {
  balancer?.process.kill("SIGTERM");
  for (const instance of instances) instance.child.kill("SIGTERM");
  await Promise.all(instances.map((instance) => new Promise((resolve) => (instance.child.exitCode !== null || instance.child.signalCode !== null ? resolve(null) : instance.child.once("exit", resolve)))));
  await tavily?.stop();
});

describe("two Engram instances behind HAProxy on one Neo4j", () => {
  it("keeps scopes through the balancer, and a write on one instance is read on the other", async () => {
    const project = "proj-balanced-a";
    const other = uniqueId("proj-other");
    const mine = await postGraphQL<{ remember: { id: string } }>(instances[0]!.url, REMEMBER, { input: { agentType: "builder", project, memoryType: "PATTERN", content: "Balanced lynx caches warm at start" } }, scoped);
    expect(mine.errors).toBeUndefined();
    const theirs = await postGraphQL<{ remember: { id: string } }>(instances[0]!.url, REMEMBER, { input: { agentType: "builder", project: other, memoryType: "PATTERN", content: "Balanced lynx secrets of another project" } }, admin);
    expect(theirs.errors).toBeUndefined();

    const onOther = await postGraphQL<{ recall: Array<{ memory: { id: string } }> }>(instances[1]!.url, RECALL, { agentType: "builder", project, query: "balanced lynx" }, scoped);
    expect(onOther.data!.recall.map((hit) => hit.memory.id)).toEqual([mine.data!.remember.id]);
    for (let request = 0; request < 6; request++) {
      const refused = await postGraphQL(balancer.url, RECALL, { agentType: "builder", project: other, query: "balanced lynx" }, scoped);
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const byId = await postGraphQL<{ memories: unknown[] }>(balancer.url, `query ($id: ID!) { memories(where: { id: { eq: $id } }) { id } }`, { id: theirs.data!.remember.id }, scoped);
      expect(byId.data!.memories).toEqual([]);
    }
  });

  it("answers a web search once upstream whichever instance is asked again, and lets one maintenance run at a time", async () => {
    const query = `balanced ${uniqueId("web")}`;
    const search = `query ($query: String!) { webSearch(query: $query, maxResults: 2) { fromCache } }`;
    const first = await postGraphQL<{ webSearch: { fromCache: boolean } }>(instances[0]!.url, search, { query }, admin);
    const second = await postGraphQL<{ webSearch: { fromCache: boolean } }>(instances[1]!.url, search, { query }, admin);
    expect([first.data!.webSearch.fromCache, second.data!.webSearch.fromCache]).toEqual([false, true]);
    expect(tavily.callsFor(query)).toHaveLength(1);

    const run = `mutation { runMaintenance(job: WEEKLY) { status instance } }`;
    const runs = await Promise.all(instances.map((instance) => postGraphQL<{ runMaintenance: { status: string } }>(instance.url, run, undefined, admin)));
    const codes = runs.map((answer) => (answer.errors ? answer.errors[0]!.extensions!.code : answer.data!.runMaintenance.status));
    expect(codes.filter((code) => code === "SUCCEEDED")).toHaveLength(1);
    expect(codes.filter((code) => code === "MAINTENANCE_BUSY")).toHaveLength(1);
  });

  it("under a mixed load, an instance killed with -9 loses only the requests it had in flight, and no acknowledged write", async () => {
    const agentType = uniqueId("loader");
    const acknowledged: string[] = [];
    const failures: Array<{ at: number; status: number; message: string }> = [];
    let killedAt = Number.POSITIVE_INFINITY;
    let stopAt = Number.POSITIVE_INFINITY;
    let sequence = 0;

    const worker = async () => {
      while (Date.now() < stopAt) {
        const id = `${agentType}-${sequence++}`;
        const write = sequence % 3 !== 0;
        const at = Date.now();
        const answer = write
          ? await postGraphQL<{ remember: { id: string } }>(balancer.url, REMEMBER, { input: { id, agentType, memoryType: "CONTEXT", content: `Load memory ${id} about balanced lynx` } }, admin).catch((error: Error) => ({ status: 0, errors: [{ message: error.message }] }) as never)
          : await postGraphQL(balancer.url, RECALL, { agentType, query: "balanced lynx" }, admin).catch((error: Error) => ({ status: 0, errors: [{ message: error.message }] }) as never);
        if (answer.errors) failures.push({ at, status: answer.status, message: answer.errors[0]!.message });
        else if (write) acknowledged.push(id);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Load measured in acknowledged writes, not seconds: a loaded machine serves fewer a second.
    const acknowledgedReach = async (count: number) => {
      for (const give = Date.now() + 90_000; acknowledged.length < count && Date.now() < give; ) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await acknowledgedReach(30);
    killedAt = Date.now();
    const beforeKill = acknowledged.length;
    instances[1]!.child.kill("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await acknowledgedReach(beforeKill + 30);
    stopAt = Date.now();
    await Promise.all(workers);

    // Requests that started before the kill could have been on the killed instance (8 workers: at most 8);
    // every request that started a second after the kill went to the one left.
    const late = failures.filter((failure) => failure.at > killedAt + 1_000);
    expect(late, JSON.stringify(late.slice(0, 3))).toEqual([]);
    expect(failures.filter((failure) => failure.at < killedAt)).toEqual([]);
    expect(failures.length).toBeLessThanOrEqual(8);
    // the instance left went on acknowledging writes
    expect(acknowledged.length).toBeGreaterThanOrEqual(beforeKill + 30);

    const stored = new Set<string>();
    for (let start = 0; start < acknowledged.length; start += 500) {
      const page = await postGraphQL<{ memories: Array<{ id: string }> }>(instances[0]!.url, `query ($ids: [ID!]) { memories(where: { id: { in: $ids } }, limit: 500) { id } }`, { ids: acknowledged.slice(start, start + 500) }, admin);
      for (const memory of page.data!.memories) stored.add(memory.id);
    }
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
