import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { recall, remember } from "./memory-helpers.js";

// The scope suite's four keys: all scopes; agent type A in project P1; agent type B in every project;
// every agent type in project P2.
const KEYS = { admin: "admin-key-scopes-0123456789", aP1: "a-p1-key-scopes-0123456789", b: "b-only-key-scopes-0123456", p2: "p2-only-key-scopes-012345" };
const typeA = uniqueId("typeA");
const typeB = uniqueId("typeB");
const P1 = uniqueId("P1");
const P2 = uniqueId("P2");
const word = uniqueId("lyrebird").replaceAll("-", "");
const as = (key: string) => ({ authorization: `Bearer ${key}` });
let engram: TestEngram;

async function graphql(key: string, query: string, variables: Record<string, unknown> = {}) {
  return engram.graphql(query, variables, as(key));
}

async function cypher(query: string, parameters: Record<string, unknown> = {}) {
  const { uri, user, password } = inject("neo4j");
  const driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
  try {
    return (await driver.executeQuery(query, parameters)).records;
  } finally {
    await driver.close();
  }
}

beforeAll(async () => {
  engram = await startTestEngram({
    ENGRAM_API_KEYS: [KEYS.admin, `${KEYS.aP1}:${typeA}:${P1}`, `${KEYS.b}:${typeB}:*`, `${KEYS.p2}:*:${P2}`].join(","),
    ENGRAM_DELETE_BATCH: "2",
  });
});

afterAll(async () => {
  await engram?.close();
});

describe("a new project", () => {
  it("sees its agent type's global memories before anything is remembered in it", async () => {
    const global = await remember(engram, { agentType: typeA, memoryType: "PATTERN", content: `${word} global lesson` }, as(KEYS.admin));
    const project = uniqueId("brand-new");
    expect((await recall(engram, { agentType: typeA, project, query: word }, as(KEYS.admin))).map((hit) => hit.memory.id)).toEqual([global.id]);
    expect((await recall(engram, { agentType: typeA, project }, as(KEYS.admin))).map((hit) => hit.memory.id)).toContain(global.id);
  });
});

describe("remember with an id another scope holds", () => {
  const rememberAs = (key: string, input: Record<string, unknown>) =>
    graphql(key, `mutation ($input: RememberInput!) { remember(input: $input) { id } }`, { input: { memoryType: "TASK", content: "mine now", ...input } });

  it("answers the same whether or not the key may see the holder", async () => {
    const hidden = uniqueId("hidden-id");
    const visible = uniqueId("visible-id");
    await remember(engram, { id: hidden, agentType: typeB, project: P1, memoryType: "TASK", content: "B's" }, as(KEYS.admin));
    await remember(engram, { id: visible, agentType: typeA, memoryType: "TASK", content: "A's global" }, as(KEYS.admin));
    const onHidden = await rememberAs(KEYS.aP1, { id: hidden, agentType: typeA, project: P1 });
    const onVisible = await rememberAs(KEYS.aP1, { id: visible, agentType: typeA, project: P1 });
    expect(onHidden.errors?.[0]?.extensions).toEqual(onVisible.errors?.[0]?.extensions);
    expect(onHidden.errors?.[0]?.message.replace(hidden, "ID")).toBe(onVisible.errors?.[0]?.message.replace(visible, "ID"));
    expect(onHidden.errors?.[0]?.message).not.toMatch(/scope|project|agent type/i);
  });
});

describe("structural deletes", () => {
  it("the generated API deletes no agent type, project, memory or code node", async () => {
    for (const mutation of ["deleteProjects", "deleteAgentTypes", "deleteMemories", "deleteCodeFiles", "deleteFunctions", "deleteClasses"]) {
      const response = await graphql(KEYS.admin, `mutation { ${mutation} { nodesDeleted } }`);
      expect(response.errors?.[0]?.extensions?.code, mutation).toBe("GRAPHQL_VALIDATION_FAILED");
    }
    const nested = await graphql(KEYS.admin, `mutation ($a: ID!) { updateAgentTypes(where: { id: { eq: $a } }, update: { memories: [{ delete: [{ where: {} }] }] }) { agentTypes { id } } }`, { a: typeA });
    expect(nested.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("deleteProject needs a key scoped to every agent type and to the project", async () => {
    const scopedToType = await graphql(KEYS.aP1, `mutation ($id: ID!) { deleteProject(id: $id) { memories } }`, { id: P1 });
    expect(scopedToType.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const otherProject = await graphql(KEYS.p2, `mutation ($id: ID!) { deleteProject(id: $id) { memories } }`, { id: P1 });
    expect(otherProject.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const unknown = await graphql(KEYS.p2, `mutation { deleteProject(id: "no-such-project") { memories } }`);
    expect(unknown.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const missing = await graphql(KEYS.admin, `mutation ($id: ID!) { deleteProject(id: $id) { memories } }`, { id: uniqueId("missing") });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "id" });
  });

  it("deleteProject takes the project's memories, revisions and code with it, in batches, and leaves nothing global behind", async () => {
    const p2Word = uniqueId("wombat").replaceAll("-", "");
    const content = (n: number) => `${p2Word} memory ${n}`;
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) ids.push((await remember(engram, { agentType: n % 2 ? typeA : typeB, project: P2, memoryType: "DECISION", content: content(n) }, as(KEYS.admin))).id);
    await remember(engram, { id: ids[0], agentType: typeB, project: P2, memoryType: "DECISION", content: `${content(0)} revised` }, as(KEYS.admin));
    await cypher("CREATE (:CodeFile {id: randomUUID(), project: $P2, path: 'a.ts'}), (:Function {id: randomUUID(), project: $P2, name: 'f', filePath: 'a.ts'})", { P2 });
    const keptWord = uniqueId("numbat").replaceAll("-", "");
    const kept = await remember(engram, { agentType: typeB, project: P1, memoryType: "DECISION", content: `${keptWord} kept in P1` }, as(KEYS.admin));

    const response = await graphql(KEYS.p2, `mutation ($id: ID!) { deleteProject(id: $id) { project memories revisions codeNodes } }`, { id: P2 });
    expect(response.errors).toBeUndefined();
    expect(response.data!.deleteProject).toEqual({ project: P2, memories: 5, revisions: 1, codeNodes: 2 });

    const left = await cypher("MATCH (m:Memory) WHERE m.id IN $ids RETURN count(m) AS n", { ids });
    expect(left[0]!.get("n").toNumber()).toBe(0);
    expect(await cypher("MATCH (p:Project {id: $P2}) RETURN p", { P2 })).toHaveLength(0);
    // Nothing of P2 now passes for global memory, for any key; P1 is untouched.
    for (const key of [KEYS.admin, KEYS.b]) expect(await recall(engram, { agentType: typeB, project: P1, query: p2Word }, as(key))).toEqual([]);
    expect((await recall(engram, { agentType: typeB, project: P1, query: keptWord }, as(KEYS.b))).map((hit) => hit.memory.id)).toEqual([kept.id]);
  });
});

describe("forget", () => {
  it("takes a memory other agent types also hold from the key's agent types only", async () => {
    const sharedWord = uniqueId("quoll").replaceAll("-", "");
    const shared = await remember(engram, { agentType: typeA, project: P1, memoryType: "PATTERN", content: `${sharedWord} shared pattern` }, as(KEYS.admin));
    await graphql(KEYS.admin, `mutation ($id: ID!, $b: ID!) { shareMemory(id: $id, withAgentTypes: [$b]) { id } }`, { id: shared.id, b: typeB });
    const forgotten = await graphql(KEYS.aP1, `mutation ($id: ID!) { forget(id: $id) }`, { id: shared.id });
    expect(forgotten.data!.forget).toBe(true);
    expect(await recall(engram, { agentType: typeA, project: P1, query: sharedWord }, as(KEYS.aP1))).toEqual([]);
    expect((await recall(engram, { agentType: typeB, project: P1, query: sharedWord }, as(KEYS.b))).map((hit) => hit.memory.id)).toEqual([shared.id]);
    // B's key holds every agent type that still has it: forget deletes it.
    expect((await graphql(KEYS.b, `mutation ($id: ID!) { forget(id: $id) }`, { id: shared.id })).data!.forget).toBe(true);
    expect(await cypher("MATCH (m:Memory {id: $id}) RETURN m", { id: shared.id })).toHaveLength(0);
  });
});

describe("revisions", () => {
  it("their connection's aggregate counts what the key may see, for every key", async () => {
    const id = uniqueId("revised");
    await remember(engram, { id, agentType: typeA, project: P1, memoryType: "TASK", content: "first" }, as(KEYS.admin));
    await remember(engram, { id, agentType: typeA, project: P1, memoryType: "TASK", content: "second" }, as(KEYS.admin));
    const query = `query ($id: ID!) { revisionsConnection(where: { memory: { some: { id: { eq: $id } } } }) { totalCount aggregate { count { nodes } } } }`;
    for (const [key, expected] of [[KEYS.admin, 1], [KEYS.aP1, 1], [KEYS.b, 0], [KEYS.p2, 0]] as const) {
      const response = await graphql(key, query, { id });
      expect(response.errors, key).toBeUndefined();
      expect(response.data!.revisionsConnection, key).toEqual({ totalCount: expected, aggregate: { count: { nodes: expected } } });
    }
  });
});

describe("knowledge usage", () => {
  it("a scoped key reads only its agent types' usage rows", async () => {
    const itemId = uniqueId("doc");
    await cypher("CREATE (:ExternalDoc {id: $itemId, url: 'https://example.org/' + $itemId, title: 'x'})", { itemId });
    for (const agentType of [typeA, typeB]) {
      const used = await graphql(KEYS.admin, `mutation ($id: ID!, $a: ID!) { recordKnowledgeUsage(id: $id, agentType: $a, outcome: SUCCESS) { id } }`, { id: itemId, a: agentType });
      expect(used.errors).toBeUndefined();
    }
    const query = `query ($id: ID!) { knowledgeUsages(where: { itemId: { eq: $id } }) { agentType } }`;
    expect((await graphql(KEYS.admin, query, { id: itemId })).data!.knowledgeUsages).toHaveLength(2);
    expect((await graphql(KEYS.aP1, query, { id: itemId })).data!.knowledgeUsages).toEqual([{ agentType: typeA }]);
    const forOther = await graphql(KEYS.aP1, `mutation ($id: ID!, $b: ID!) { recordKnowledgeUsage(id: $id, agentType: $b, outcome: SUCCESS) { id } }`, { id: itemId, b: typeB });
    expect(forOther.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("shared documentation", () => {
  it("is read by every key but written through the generated API only by a key with every scope", async () => {
    const id = uniqueId("doc");
    await cypher("CREATE (:ExternalDoc {id: $id, url: 'https://example.org/' + $id, title: 'shared page'})", { id });
    const read = await graphql(KEYS.aP1, `query ($id: ID!) { externalDocs(where: { id: { eq: $id } }) { title } }`, { id });
    expect(read.data!.externalDocs).toEqual([{ title: "shared page" }]);
    for (const key of [KEYS.aP1, KEYS.b, KEYS.p2]) {
      const deleted = await graphql(key, `mutation ($id: ID!) { deleteExternalDocs(where: { id: { eq: $id } }) { nodesDeleted } }`, { id });
      expect(deleted.errors?.[0]?.extensions?.code, key).toBe("FORBIDDEN");
      const created = await graphql(key, `mutation ($id: ID!) { createSources(input: [{ id: $id, name: "mine", trustScore: 0.9 }]) { sources { id } } }`, { id: uniqueId("src") });
      expect(created.errors?.[0]?.extensions?.code, key).toBe("FORBIDDEN");
    }
    expect(await cypher("MATCH (d:ExternalDoc {id: $id}) RETURN d", { id })).toHaveLength(1);
    const byAdmin = await graphql(KEYS.admin, `mutation ($id: ID!) { deleteExternalDocs(where: { id: { eq: $id } }) { nodesDeleted } }`, { id });
    expect(byAdmin.data!.deleteExternalDocs.nodesDeleted).toBe(1);
  });
});

describe("markDeprecated", () => {
  it("changes shared documentation, so it needs a key with every scope", async () => {
    const id = uniqueId("api");
    await cypher("CREATE (:APIReference {id: $id, name: $id, kind: 'function'})", { id });
    const mutation = `mutation ($id: ID!) { markDeprecated(id: $id, version: "2.0") { deprecatedIn } }`;
    expect((await graphql(KEYS.p2, mutation, { id })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await graphql(KEYS.admin, mutation, { id })).data!.markDeprecated).toEqual({ deprecatedIn: "2.0" });
  });
});
