import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dedupeKey, scopeToken } from "../../src/memory/scope.js";
import { ALL_SCOPES } from "../../src/neo4j/scope-versions.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";
import { recall, remember } from "../memory/memory-helpers.js";
import { end, HEADER, node, relationship, runCli } from "./lifecycle-helpers.js";

const prefix = uniqueId("import-scope");
const AGENT = `${prefix}-agent`;
const P1 = `${prefix}-p1`;
const P2 = `${prefix}-p2`;
const P1_KEY = "import-scope-p1-key-0123456789";
const P2_KEY = "import-scope-p2-key-0123456789";
const asP1 = { authorization: `Bearer ${P1_KEY}` };
const asP2 = { authorization: `Bearer ${P2_KEY}` };
/** A word no other test writes, so that recall by it finds this test's memory or nothing. */
const WORD = `quokka${prefix.replace(/[^a-z0-9]/g, "")}`;


let engram: TestEngram;
let driver: Driver;
let home: string;

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: `${P1_KEY}:${AGENT}:${P1},${P2_KEY}:${AGENT}:${P2}` });
  driver = testDriver();
  home = await mkdtemp(join(tmpdir(), "engram-import-scope-"));
});

afterAll(async () => {
  await driver.executeQuery("MATCH (:AgentType {id: $agent})-[:HAS_MEMORY]->(m:Memory) OPTIONAL MATCH (m)-[:HAS_REVISION]->(r) DETACH DELETE r, m", { agent: AGENT });
  await driver.executeQuery("MATCH (n) WHERE n.id STARTS WITH $prefix DETACH DELETE n", { prefix });
  await driver.close();
  await engram?.close();
  await rm(home, { recursive: true, force: true });
});

/** `engram import` of these lines into the run's Neo4j, where the test Engram reads. */
async function importFile(lines: string[]) {
  const file = join(home, `${uniqueId("file")}.jsonl`);
  await writeFile(file, `${lines.join("\n")}\n`);
  const { uri, user, password } = inject("neo4j");
  return runCli(home, ["import", file], { NEO4J_URI: uri, NEO4J_USER: user, NEO4J_PASSWORD: password });
}

async function allScopesVersion(): Promise<number> {
  const { records } = await driver.executeQuery("OPTIONAL MATCH (v:ScopeVersion {token: $token}) RETURN coalesce(v.version, 0) AS version", { token: ALL_SCOPES });
  return Number(records[0]!.get("version"));
}

async function memoriesSeen(id: string, headers: Record<string, string>) {
  const response = await engram.graphql(`query ($id: ID!) { memories(where: { id: { eq: $id } }) { id isGlobal projects { id } } }`, { id }, headers);
  expect(response.errors).toBeUndefined();
  return response.data!.memories as { id: string; isGlobal: boolean; projects: { id: string }[] }[];
}

describe("engram import of a memory whose file lies about its scope", () => {
  it("makes a memory of project P2 marked isGlobal (with P1's scope token and dedupe key) a P2 memory: P1's keys never see it, P2's find it", async () => {
    const id = `${prefix}-p2-secret`;
    const content = `The ${WORD} deploy key of project two lives in the vault`;
    const inP1 = { agentType: AGENT, project: P1, sessionId: null };
    const allScopesBefore = await allScopesVersion();
    const result = await importFile([
      HEADER,
      node("AgentType", { id: AGENT }),
      node("Project", { id: P1 }),
      node("Project", { id: P2 }),
      node("Memory", { id, memoryType: "DECISION", content, isGlobal: true, scopeTokens: scopeToken(inP1), dedupeKey: dedupeKey(inP1, content), contentHash: "forged" }),
      relationship("HAS_MEMORY", { label: "AgentType", id: AGENT }, { label: "Memory", id }),
      relationship("CONTAINS_MEMORY", { label: "Project", id: P2 }, { label: "Memory", id }),
      end(6),
    ]);
    expect(result.code, result.stderr).toBe(0);
    // every instance's copy of every scope is read again: an import may move memories between scopes
    expect(await allScopesVersion()).toBeGreaterThan(allScopesBefore);

    expect(await memoriesSeen(id, asP1)).toEqual([]);
    const ids = (hits: Awaited<ReturnType<typeof recall>>) => hits.map((hit) => hit.memory.id);
    expect(ids(await recall(engram, { agentType: AGENT, project: P1, query: WORD }, asP1))).not.toContain(id);
    expect(ids(await recall(engram, { agentType: AGENT, project: P1 }, asP1))).not.toContain(id);

    expect(await memoriesSeen(id, asP2)).toEqual([{ id, isGlobal: false, projects: [{ id: P2 }] }]);
    expect(ids(await recall(engram, { agentType: AGENT, project: P2, query: WORD }, asP2))).toEqual([id]);

    // the file's dedupe key was P1's: remembering the same content in P1 must make P1's own memory, not join P2's
    const own = await remember(engram, { agentType: AGENT, project: P1, memoryType: "DECISION", content }, asP1);
    expect(own.id).not.toBe(id);
    expect(await memoriesSeen(id, asP2)).toEqual([{ id, isGlobal: false, projects: [{ id: P2 }] }]);
  });
});
