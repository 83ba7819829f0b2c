import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { remember } from "./memory-helpers.js";

const ADMIN_KEY = "admin-key-0123456789abcdef";
const SCOPED_KEY = "scoped-key-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };

const word = uniqueId("quokka").replaceAll("-", "");
const architect = uniqueId("architect");
const builder = uniqueId("builder");
const projectA = uniqueId("proj-a");
const projectB = uniqueId("proj-b");
const ids: Record<string, string> = {};
let engram: TestEngram;

const names = (list: Array<{ id: string }>) =>
  list.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id).sort();

async function asScoped(query: string, variables: Record<string, unknown> = {}) {
  return engram.graphql(query, { word, ...variables }, scoped);
}

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${architect}:${projectA}` });
  const add = async (name: string, input: Record<string, unknown>) => {
    ids[name] = (await remember(engram, { memoryType: "DECISION", content: `${word} ${name}`, ...input }, admin)).id;
  };
  await add("architectGlobal", { agentType: architect });
  await add("architectA", { agentType: architect, project: projectA });
  await add("architectB", { agentType: architect, project: projectB });
  await add("builderA", { agentType: builder, project: projectA });
  await remember(engram, { id: ids.architectB, agentType: architect, project: projectB, memoryType: "DECISION", content: `${word} architectB revised` }, admin);
  // A link across projects that remember would refuse, written straight into the graph: it must not leak.
  const { uri, user, password } = inject("neo4j");
  const driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
  await driver.executeQuery("MATCH (a:Memory {id: $from}), (b:Memory {id: $to}) MERGE (a)-[:RELATES_TO]->(b)", { from: ids.architectA, to: ids.architectB });
  await driver.close();
});

afterAll(async () => {
  await engram?.close();
});

describe("a key scoped to one agent type and one project, on the generated API", () => {
  const where = `where: { content: { contains: $word } }`;

  it("the unscoped key sees everything (the data is there)", async () => {
    const response = await engram.graphql(`query ($word: String!) { memories(${where}) { id } }`, { word }, admin);
    expect(names(response.data!.memories)).toEqual(["architectA", "architectB", "architectGlobal", "builderA"]);
  });

  it("list", async () => {
    const response = await asScoped(`query ($word: String!) { memories(${where}) { id } }`);
    expect(names(response.data!.memories)).toEqual(["architectA", "architectGlobal"]);
  });

  it("connection and its aggregate", async () => {
    const response = await asScoped(`query ($word: String!) { memoriesConnection(${where}) { totalCount edges { node { id } } aggregate { count { nodes } } } }`);
    const connection = response.data!.memoriesConnection;
    expect(connection.totalCount).toBe(2);
    expect(connection.aggregate.count.nodes).toBe(2);
    expect(names(connection.edges.map((edge: { node: { id: string } }) => edge.node))).toEqual(["architectA", "architectGlobal"]);
  });

  it("agent types and projects: only its own, with only their visible memories", async () => {
    const response = await asScoped(
      `query ($word: String!, $types: [ID!], $projects: [ID!]) {
        agentTypes(where: { id: { in: $types } }) {
          id memories(${where}) { id } memoriesConnection(where: { node: { content: { contains: $word } } }) { aggregate { count { nodes } } }
        }
        projects(where: { id: { in: $projects } }) { id memories(${where}) { id } }
      }`,
      { types: [architect, builder], projects: [projectA, projectB] },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.agentTypes).toHaveLength(1);
    expect(response.data!.agentTypes[0].id).toBe(architect);
    expect(names(response.data!.agentTypes[0].memories)).toEqual(["architectA", "architectGlobal"]);
    expect(response.data!.agentTypes[0].memoriesConnection.aggregate.count.nodes).toBe(2);
    expect(response.data!.projects.map((p: { id: string }) => p.id)).toEqual([projectA]);
    expect(names(response.data!.projects[0].memories)).toEqual(["architectA"]);
  });

  it("a nested relationship from a visible memory to a hidden one", async () => {
    const response = await asScoped(`query ($id: ID!) { memories(where: { id: { eq: $id } }) { relatesTo { id } relatesToConnection { totalCount } } }`, { id: ids.architectA });
    expect(response.data!.memories).toEqual([{ relatesTo: [], relatesToConnection: { totalCount: 0 } }]);
  });

  it("the fulltext query", async () => {
    const response = await asScoped(`query ($word: String!) { memoriesFulltext(phrase: $word) { edges { node { id } } } }`);
    expect(names(response.data!.memoriesFulltext.edges.map((edge: { node: { id: string } }) => edge.node))).toEqual(["architectA", "architectGlobal"]);
  });

  it("revisions of a hidden memory", async () => {
    const all = await engram.graphql(`query ($word: String!) { revisions(where: { content: { contains: $word } }) { content } }`, { word }, admin);
    expect(all.data!.revisions).toHaveLength(1);
    const response = await asScoped(`query ($word: String!) { revisions(where: { content: { contains: $word } }) { content } }`);
    expect(response.data!.revisions).toEqual([]);
  });

  it("updates and forget do not reach hidden memories", async () => {
    const updated = await asScoped(`mutation ($id: ID!) { updateMemories(where: { id: { eq: $id } }, update: { content: { set: "hijacked" } }) { memories { id } } }`, { id: ids.architectB });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateMemories.memories).toEqual([]);
    const own = await asScoped(`mutation ($id: ID!) { updateMemories(where: { id: { eq: $id } }, update: { importance: { set: 9 } }) { memories { importance } } }`, { id: ids.architectA });
    expect(own.data!.updateMemories.memories).toEqual([{ importance: 9 }]);
    const forgotten = await asScoped(`mutation ($id: ID!) { forget(id: $id) }`, { id: ids.builderA });
    expect(forgotten.data!.forget).toBe(false);
    const still = await engram.graphql(`query ($ids: [ID!]) { memories(where: { id: { in: $ids } }) { content } }`, { ids: [ids.architectB, ids.builderA] }, admin);
    expect(still.data!.memories.map((m: { content: string }) => m.content).sort()).toEqual([`${word} architectB revised`, `${word} builderA`]);
  });

  it("creates global memories of its agent type; a memory's project is chosen by remember alone", async () => {
    const created = await asScoped(
      `mutation ($type: ID!) { createMemories(input: [{ memoryType: TASK, content: "global note", agentTypes: { connect: [{ where: { node: { id: { eq: $type } } } }] } }]) {
        memories { content isGlobal }
      } }`,
      { type: architect },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMemories.memories).toEqual([{ content: "global note", isGlobal: true }]);
    const attach = await asScoped(
      `mutation ($id: ID!, $project: ID!) { updateMemories(where: { id: { eq: $id } }, update: { projects: [{ connect: [{ where: { node: { id: { eq: $project } } } }] }] }) { info { relationshipsCreated } } }`,
      { id: ids.architectGlobal, project: projectA },
    );
    expect(attach.errors?.[0]?.message).toMatch(/"projects" is not defined by type "MemoryUpdateInput"/);
  });

  it("creates outside its scope are refused", async () => {
    const memory = await asScoped(`mutation ($type: ID!) { createMemories(input: [{ memoryType: TASK, content: "sneak", agentTypes: { connect: [{ where: { node: { id: { eq: $type } } } }] } }]) { memories { id } } }`, { type: builder });
    expect(memory.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This API key may not do this/), extensions: { code: "FORBIDDEN" } });
    const project = await asScoped(`mutation ($id: ID!) { createProjects(input: [{ id: $id }]) { projects { id } } }`, { id: uniqueId("new-project") });
    expect(project.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("a scoped key on the custom resolvers", () => {
  it("recall and remember outside its agent types or projects are refused", async () => {
    const otherType = await asScoped(`query ($word: String!, $t: ID!) { recall(agentType: $t, query: $word) { score } }`, { t: builder });
    expect(otherType.errors?.[0]).toMatchObject({ message: `This API key is not scoped for agent type "${builder}"`, extensions: { code: "FORBIDDEN" } });
    const otherProject = await asScoped(`query ($word: String!, $t: ID!, $p: ID!) { recall(agentType: $t, project: $p, query: $word) { score } }`, { t: architect, p: projectB });
    expect(otherProject.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const write = await asScoped(`mutation ($t: ID!, $p: ID!) { remember(input: { agentType: $t, project: $p, memoryType: TASK, content: "x" }) { id } }`, { t: architect, p: projectB });
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("recall inside its scope works and returns only what it may see", async () => {
    const response = await asScoped(`query ($word: String!, $t: ID!, $p: ID!) { recall(agentType: $t, project: $p, query: $word) { memory { id relatesTo { id } } } }`, { t: architect, p: projectA });
    expect(names(response.data!.recall.map((hit: { memory: { id: string } }) => hit.memory))).toEqual(["architectA", "architectGlobal"]);
    expect(response.data!.recall.every((hit: { memory: { relatesTo: unknown[] } }) => hit.memory.relatesTo.length === 0)).toBe(true);
  });

  it("a hidden memory cannot be related, shared or forgotten, and is not confirmed to exist", async () => {
    const related = await asScoped(`query ($id: ID!) { relatedMemories(id: $id) { distance } }`, { id: ids.architectB });
    expect(related.errors?.[0]?.message).toBe(`id names no memory: "${ids.architectB}"`);
    const shared = await asScoped(`mutation ($id: ID!, $t: ID!) { shareMemory(id: $id, withAgentTypes: [$t]) { id } }`, { id: ids.builderA, t: architect });
    expect(shared.errors?.[0]?.message).toBe(`id names no memory: "${ids.builderA}"`);
    const forgotten = await asScoped(`mutation ($id: ID!) { forget(id: $id) }`, { id: ids.architectB });
    expect(forgotten.data!.forget).toBe(false);
    const promoted = await asScoped(`mutation { promoteCrossProjectPatterns { id } }`);
    expect(promoted.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("relatedMemories from a visible memory never crosses into a hidden one", async () => {
    const response = await asScoped(`query ($id: ID!) { relatedMemories(id: $id) { memory { id } } }`, { id: ids.architectA });
    expect(response.errors).toBeUndefined();
    expect(names(response.data!.relatedMemories.map((r: { memory: { id: string } }) => r.memory))).not.toContain("architectB");
  });
});
