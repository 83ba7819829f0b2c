import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import { scopeToken } from "../../src/memory/scope.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { startManagedTestNeo4j, type ManagedTestNeo4j } from "../helpers/managed-neo4j.js";
import { runMaintenance } from "../helpers/maintenance.js";
import { recall, type RecallHit } from "./memory-helpers.js";

/**
 * Hybrid recall compares the question with an in-process copy of the caller's scope, used while the
 * scope's versions hold (see src/memory/vector-copy.ts): two instances with copies and one comparing in
 * Cypher (ENGRAM_VECTOR_COPY=0) share one Neo4j, so what one writes the others must see at once.
 */
let first: TestEngram;
let second: TestEngram;
let inCypher: TestEngram;
let driver: Driver;
let neo4jOfOwn: ManagedTestNeo4j;

/**
 * On a Neo4j of this file's own: the run's is shared with files that set other embedding models, and
 * an Engram starting with another model rebuilds the vector indexes under every other. The default local
 * model (installed by the global setup).
 */
const env = (vectorCopy: string) => ({
  NEO4J_URI: neo4jOfOwn.uri,
  NEO4J_USER: neo4jOfOwn.user,
  NEO4J_PASSWORD: neo4jOfOwn.password,
  ENGRAM_EMBEDDINGS: undefined,
  ENGRAM_OFFLINE: "true",
  ENGRAM_EMBEDDINGS_THREADS: "1",
  ENGRAM_VECTOR_COPY: vectorCopy,
});

beforeAll(async () => {
  neo4jOfOwn = await startManagedTestNeo4j(createLogger("warn"));
  // one after another: the first creates the vector indexes the others then find
  first = await startTestEngram(env("50000"));
  second = await startTestEngram(env("50000"));
  inCypher = await startTestEngram(env("0"));
  driver = neo4j.driver(neo4jOfOwn.uri, neo4j.auth.basic(neo4jOfOwn.user, neo4jOfOwn.password));
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close(), inCypher?.close()]);
  await driver?.close();
  await neo4jOfOwn?.stop();
});

async function ok<T = Record<string, unknown>>(engram: TestEngram, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await engram.graphql(query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

async function rememberMany(engram: TestEngram, input: Array<Record<string, unknown>>): Promise<string[]> {
  const data = await ok<{ rememberMany: Array<{ id: string }> }>(engram, `mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, { input });
  return data.rememberMany.map((memory) => memory.id);
}

async function version(token: string): Promise<number> {
  const { records } = await driver.executeQuery("OPTIONAL MATCH (v:ScopeVersion {token: $token}) RETURN coalesce(v.version, 0) AS version", { token });
  return Number(records[0]!.get("version"));
}

const TOPICS = ["postgres vacuum autovacuum bloat", "kafka consumer offsets commit", "redis sentinel failover quorum", "nginx proxy buffering timeout", "terraform state lock dynamodb"];

function scope() {
  const agentType = uniqueId("agent");
  const project = uniqueId("project");
  const memories = Array.from({ length: 30 }, (_, n) => ({
    agentType,
    project,
    memoryType: n % 3 === 0 ? "DECISION" : "CONTEXT",
    tags: [n % 2 === 0 ? "even" : "odd"],
    content: `${TOPICS[n % TOPICS.length]} note ${n} ${TOPICS[(n * 2 + 1) % TOPICS.length]!.split(" ")[0]}`,
    occurredAt: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
  }));
  return { agentType, project, memories };
}

/** How many of the first instance's lookups of a scope token's copy found it, or missed (engram_cache_lookups_total, vector_copy). */
async function copyLookups(result: "hit" | "miss" = "hit"): Promise<number> {
  const text = await (await fetch(`${first.baseUrl}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith("engram_cache_lookups_total{") && l.includes('cache="vector_copy"') && l.includes(`result="${result}"`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/**
 * The first instance's recall once it answers from its copy: a scope is copied when it is recalled again,
 * in the background, so the first answers of a scope (and the first after a write to it) come from Cypher.
 */
async function fromCopy<Hit = RecallHit>(args: Record<string, unknown>, read = (engram: TestEngram, a: Record<string, unknown>) => recall(engram, a) as Promise<Hit[]>): Promise<Hit[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await copyLookups();
    const hits = await read(first, args);
    if ((await copyLookups()) > before) return hits;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the first instance never answered ${JSON.stringify(args)} from its copy`);
}

/**
 * Two recalls give the same hits in the same order, each found by meaning in both or in neither, with the
 * same meaning score (cosine summed in double here, in single precision in Cypher: equal to 1e-4).
 */
function expectSameHits(copied: RecallHit[], cypher: RecallHit[]): void {
  expect(copied.map((hit) => hit.memory.id)).toEqual(cypher.map((hit) => hit.memory.id));
  copied.forEach((hit, i) => {
    const other = cypher[i]!.why.semantic ?? null;
    if (other === null) expect(hit.why.semantic).toBeNull();
    else expect(hit.why.semantic).toBeCloseTo(other, 4);
  });
}

interface TurnHit {
  score: number;
  memory: { id: string };
  why: { semantic: number | null; nextTurnOf: string | null };
}

async function recallTurns(engram: TestEngram, args: Record<string, unknown>): Promise<TurnHit[]> {
  const data = await ok<{ recall: TurnHit[] }>(
    engram,
    `query ($agentType: ID!, $project: ID, $query: String, $limit: Int) {
      recall(agentType: $agentType, project: $project, query: $query, limit: $limit) { score memory { id } why { semantic nextTurnOf } }
    }`,
    args,
  );
  return data.recall;
}

describe("hybrid recall from an in-process copy of the scope", () => {
  it("gives the hits, order, scores and neighbouring turns of the comparison in Cypher in a conversation, whose neighbours it reads while the nearest rows are read", async () => {
    const agentType = uniqueId("agent");
    const project = uniqueId("project");
    const places = ["lighthouse", "pottery class", "climbing gym", "farmers market", "jazz festival", "botanical garden"];
    // each answer holds none of its question's words and follows small talk (recall finds it beside the turn that names the place), among more turns than meaning's candidates
    const chatter = ["the tomatoes need more sun", "my sister moved to Lisbon", "the printer jammed again", "we adopted a grey kitten", "the marathon training plan is brutal"];
    const turns = places.flatMap((place, n) => [
      ...Array.from({ length: 12 }, (_, i) => `${i % 2 ? "Amy" : "Max"}: ${chatter[(n + i) % chatter.length]} (${n}.${i})`),
      "Max: we spent the whole afternoon there last week, it was wonderful.",
      `Amy: at the ${place}, on ${["Monday", "Friday"][n % 2]}?`,
    ]);
    await rememberMany(first, turns.map((content) => ({ agentType, project, memoryType: "CONVERSATION", content, occurredAt: "2026-03-01T10:00:00Z" })));
    let besideTurns = 0;
    for (const place of places.slice(0, 4)) {
      const args = { agentType, project, limit: 10, query: `When did Max go to the ${place}?` };
      const copied = await fromCopy(args, recallTurns);
      const cypher = await recallTurns(inCypher, args);
      expect(copied.map((hit) => [hit.memory.id, hit.why.nextTurnOf])).toEqual(cypher.map((hit) => [hit.memory.id, hit.why.nextTurnOf]));
      copied.forEach((hit, i) => expect(hit.score).toBeCloseTo(cypher[i]!.score, 4));
      besideTurns += copied.filter((hit) => hit.why.nextTurnOf !== null).length;
    }
    expect(besideTurns).toBeGreaterThan(0);
  });

  it("gives the hits, order and meaning scores of the comparison in Cypher, under every filter", async () => {
    const { agentType, project, memories } = scope();
    await rememberMany(first, memories);
    const questions: Array<Record<string, unknown>> = [
      { query: "kafka offsets" },
      { query: "how is failover decided", memoryTypes: ["DECISION"] },
      { query: "postgres bloat", tags: ["odd"] },
      { query: "nginx timeout proxy", limit: 20 },
    ];
    for (const question of questions) {
      const args = { agentType, project, limit: 10, ...question };
      const copied = await fromCopy(args);
      expect(copied.length).toBeGreaterThan(0);
      expect(copied.some((hit) => hit.why.semantic !== null)).toBe(true);
      expectSameHits(copied, await recall(inCypher, args));
    }
  });

  it("sees at its next recall what another instance remembered, re-embedded, shared or superseded", async () => {
    const { agentType, project, memories } = scope();
    const ids = await rememberMany(first, memories);
    const args = { agentType, project, query: "zookeeper ensemble election", limit: 10 };
    expect((await fromCopy(args)).some((hit) => hit.memory.content.includes("zookeeper"))).toBe(false);

    const [added] = await rememberMany(second, [{ agentType, project, memoryType: "CONTEXT", content: "zookeeper ensemble election needs a majority" }]);
    expect((await recall(first, args)).find((hit) => hit.memory.id === added)?.why.semantic).not.toBeNull();
    expectSameHits(await fromCopy(args), await recall(inCypher, args));

    // the same memory rewritten: its vector is made again, and compared as the graph now holds it
    await rememberMany(second, [{ id: added, agentType, project, memoryType: "CONTEXT", content: "zookeeper ensemble election quorum majority of voters" }]);
    expectSameHits(await fromCopy(args), await recall(inCypher, args));

    // shared with another agent type: found by meaning in that agent type's recall too
    const reviewer = uniqueId("reviewer");
    const asReviewer = { ...args, agentType: reviewer };
    expect(await fromCopy(asReviewer)).toEqual([]);
    await ok(second, `mutation ($id: ID!, $to: [ID!]!) { shareMemory(id: $id, withAgentTypes: $to) { id } }`, { id: added, to: [reviewer] });
    const shared = await fromCopy(asReviewer);
    expect(shared.map((hit) => hit.memory.id)).toEqual([added]);
    expect(shared[0]!.why.semantic).not.toBeNull();

    // superseded: left out, and the next memory takes its place among the k nearest
    const [replacement] = await rememberMany(second, [{ agentType, project, memoryType: "DECISION", content: "zookeeper replaced by kraft for election", contradicts: [added] }]);
    const afterSupersede = await fromCopy(args);
    expect(afterSupersede.map((hit) => hit.memory.id)).not.toContain(added);
    expect(afterSupersede.map((hit) => hit.memory.id)).toContain(replacement);
    expectSameHits(afterSupersede, await recall(inCypher, args));
    expect(ids.length).toBe(30);
  });

  it("copies an agent type's global memories once for all its projects, and sees another instance's change to them from every project", async () => {
    const { agentType, memories } = scope();
    const projects = [uniqueId("project"), uniqueId("project")];
    await rememberMany(first, memories.map((memory, n) => ({ ...memory, project: n < 10 ? null : projects[n % 2] })));
    const [global] = await rememberMany(first, [{ agentType, memoryType: "DECISION", content: "zookeeper ensemble election for every service" }]);
    const args = (project: string) => ({ agentType, project, query: "zookeeper ensemble election", limit: 10 });
    for (const project of projects) {
      const hits = await fromCopy(args(project));
      expect(hits.find((hit) => hit.memory.id === global)?.why.semantic).not.toBeNull();
      expectSameHits(hits, await recall(inCypher, args(project)));
    }
    await rememberMany(second, [{ id: global, agentType, memoryType: "DECISION", content: "etcd raft election replaced zookeeper" }]);
    for (const project of projects) expectSameHits(await fromCopy(args(project)), await recall(inCypher, args(project)));

    // a project recalled for the first time: its global memories compared in the copy, its own in Cypher, the nearest of both merged
    const fresh = uniqueId("project");
    await rememberMany(first, memories.slice(10).map((memory) => ({ ...memory, project: fresh })));
    await fromCopy(args(projects[0]!));
    const [hitsBefore, missesBefore] = [await copyLookups("hit"), await copyLookups("miss")];
    const mixed = await recall(first, args(fresh));
    expect([(await copyLookups("hit")) - hitsBefore, (await copyLookups("miss")) - missesBefore]).toEqual([1, 1]);
    expect(mixed.filter((hit) => hit.why.semantic !== null).length).toBeGreaterThan(1);
    expectSameHits(mixed, await recall(inCypher, args(fresh)));
  });

  it("raises the version of every scope a write changes, and of all scopes for a project's deletion and expiry", async () => {
    const { agentType, project } = scope();
    const token = scopeToken({ agentType, project, sessionId: null });
    const raised = async (write: () => Promise<unknown>, tokens: string[]) => {
      const before = await Promise.all(tokens.map(version));
      await write();
      const after = await Promise.all(tokens.map(version));
      after.forEach((value, i) => expect(value, tokens[i]).toBeGreaterThan(before[i]!));
    };
    let id = "";
    await raised(async () => (id = (await rememberMany(first, [{ agentType, project, memoryType: "CONTEXT", content: "celery beat schedule drift" }]))[0]!), [token]);
    const other = uniqueId("agent");
    const otherToken = scopeToken({ agentType: other, project, sessionId: null });
    await raised(() => ok(first, `mutation ($id: ID!, $to: [ID!]!) { shareMemory(id: $id, withAgentTypes: $to) { id } }`, { id, to: [other] }), [token, otherToken]);
    await raised(() => ok(first, `mutation ($id: ID!, $from: [ID!]!) { unshareMemory(id: $id, fromAgentTypes: $from) { id } }`, { id, from: [other] }), [token, otherToken]);
    await raised(() => rememberMany(first, [{ agentType, project, memoryType: "DECISION", content: "celery beat replaced by cron", contradicts: [id] }]), [token]);
    await raised(() => ok(first, `mutation ($id: ID!) { forget(id: $id) }`, { id }), [token]);

    const session = uniqueId("session");
    const sessionToken = scopeToken({ agentType, project, sessionId: session });
    await rememberMany(first, [{ agentType, project, sessionId: session, memoryType: "CONTEXT", content: "a session note that expires" }]);
    await driver.executeQuery("MATCH (m:Memory {sessionId: $session}) SET m.expiresAt = datetime() - duration('PT1S')", { session });
    await raised(() => runMaintenance(first, "DAILY"), [sessionToken]);
    await raised(() => ok(first, `mutation ($id: ID!) { deleteProject(id: $id) { memories } }`, { id: project }), [token]);
  });
});
