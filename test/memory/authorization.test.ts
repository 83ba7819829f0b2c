import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { remember } from "./memory-helpers.js";

const ADMIN_KEY = "admin-key-0123456789abcdef";
const SCOPED_KEY = "scoped-key-0123456789abcdef";
const PROJECT_KEY = "project-key-0123456789abcdef";
const BUILDER_KEY = "builder-key-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };
/** Every agent type, one project. */
const projectScoped = { authorization: `Bearer ${PROJECT_KEY}` };
/** One agent type, every project. */
const builderScoped = { authorization: `Bearer ${BUILDER_KEY}` };

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
  engram = await startTestEngram({
    ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${architect}:${projectA},${PROJECT_KEY}:*:${projectA},${BUILDER_KEY}:${builder}:*`,
  });
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

  it("forget does not reach hidden memories", async () => {
    const forgotten = await asScoped(`mutation ($id: ID!) { forget(id: $id) }`, { id: ids.builderA });
    expect(forgotten.data!.forget).toBe(false);
    const still = await engram.graphql(`query ($ids: [ID!]) { memories(where: { id: { in: $ids } }) { content } }`, { ids: [ids.architectB, ids.builderA] }, admin);
    expect(still.data!.memories.map((m: { content: string }) => m.content).sort()).toEqual([`${word} architectB revised`, `${word} builderA`]);
  });

  it("has no generated create or update of memories: remember is their one write path", async () => {
    const created = await asScoped(`mutation { createMemories(input: [{ memoryType: TASK, content: "sneak" }]) { memories { id } } }`);
    expect(created.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Cannot query field "createMemories" on type "Mutation"/), extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
    const updated = await asScoped(`mutation ($id: ID!) { updateMemories(where: { id: { eq: $id } }, update: { content: { set: "hijacked" } }) { memories { id } } }`, { id: ids.architectA });
    expect(updated.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("creates outside its scope are refused", async () => {
    const type = await asScoped(`mutation ($id: ID!) { createAgentTypes(input: [{ id: $id }]) { agentTypes { id } } }`, { id: builder });
    expect(type.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This API key may not do this/), extensions: { code: "FORBIDDEN" } });
    const project = await asScoped(`mutation ($id: ID!) { createProjects(input: [{ id: $id }]) { projects { id } } }`, { id: uniqueId("new-project") });
    expect(project.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("generated writes of what other scopes hang on", () => {
  const readTypes = async () =>
    (await engram.graphql(`query ($ids: [ID!]) { agentTypes(where: { id: { in: $ids } }, sort: [{ id: ASC }]) { id name description } }`, { ids: [architect, builder] }, admin)).data!
      .agentTypes;
  const readProjects = async () =>
    (await engram.graphql(`query ($ids: [ID!]) { projects(where: { id: { in: $ids } }, sort: [{ id: ASC }]) { id name } }`, { ids: [projectA, projectB] }, admin)).data!.projects;
  const recalled = async (agentType: string, project: string) =>
    (await engram.graphql(`query ($t: ID!, $p: ID!, $word: String!) { recall(agentType: $t, project: $p, query: $word) { memory { id } } }`, { t: agentType, p: project, word }, admin)).data!
      .recall.length;

  it("no key renames an agent type or a project: their ids are not in the update inputs", async () => {
    const typesBefore = await readTypes();
    const projectsBefore = await readProjects();
    for (const [headers, mutation] of [
      [projectScoped, `updateAgentTypes(where: { id: { eq: "${builder}" } }, update: { id: { set: "renamed" } }) { agentTypes { id } }`],
      [builderScoped, `updateProjects(where: { id: { eq: "${projectB}" } }, update: { id: { set: "renamed" } }) { projects { id } }`],
      [scoped, `updateAgentTypes(where: { id: { eq: "${architect}" } }, update: { id: { set: "renamed" } }) { agentTypes { id } }`],
      [admin, `updateProjects(where: { id: { eq: "${projectA}" } }, update: { id: { set: "renamed" } }) { projects { id } }`],
    ] as const) {
      const response = await engram.graphql(`mutation { ${mutation} }`, {}, headers);
      expect(response.errors?.[0]?.extensions?.code, mutation).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(response.errors?.[0]?.message).toMatch(/"id" is not defined by type "(AgentType|Project)UpdateInput"/);
    }
    expect(await readTypes()).toEqual(typesBefore);
    expect(await readProjects()).toEqual(projectsBefore);
    expect(await recalled(architect, projectA)).toBeGreaterThan(0);
    expect(await recalled(builder, projectA)).toBeGreaterThan(0);
  });

  it("an agent type is changed only by a key holding it in every project, a project only by a key holding it for every agent type", async () => {
    const typesBefore = await readTypes();
    const projectsBefore = await readProjects();
    for (const [headers, mutation] of [
      // a key of every agent type in one project: the builder agent type also works in other projects
      [projectScoped, `updateAgentTypes(where: { id: { eq: "${builder}" } }, update: { name: { set: "hijacked" } }) { agentTypes { id } }`],
      [projectScoped, `createAgentTypes(input: [{ id: "${uniqueId("new-type")}" }]) { agentTypes { id } }`],
      // a key of one agent type in every project: project B also holds other agent types' memories
      [builderScoped, `updateProjects(where: { id: { eq: "${projectB}" } }, update: { name: { set: "hijacked" } }) { projects { id } }`],
      [builderScoped, `createProjects(input: [{ id: "${uniqueId("new-project")}" }]) { projects { id } }`],
      // a key of one agent type in one project: neither
      [scoped, `updateAgentTypes(where: { id: { eq: "${architect}" } }, update: { description: { set: "hijacked" } }) { agentTypes { id } }`],
      [scoped, `updateProjects(where: { id: { eq: "${projectA}" } }, update: { name: { set: "hijacked" } }) { projects { id } }`],
    ] as const) {
      const response = await engram.graphql(`mutation { ${mutation} }`, {}, headers);
      expect(response.errors?.[0], mutation).toMatchObject({ message: expect.stringMatching(/^This API key may not do this/), extensions: { code: "FORBIDDEN" } });
      expect(response.data ?? null, mutation).toBeNull();
    }
    expect(await readTypes()).toEqual(typesBefore);
    expect(await readProjects()).toEqual(projectsBefore);

    const own = await engram.graphql(`mutation ($id: ID!) { updateAgentTypes(where: { id: { eq: $id } }, update: { description: { set: "builds" } }) { agentTypes { id description } } }`, { id: builder }, builderScoped);
    expect(own.errors).toBeUndefined();
    expect(own.data!.updateAgentTypes.agentTypes).toEqual([{ id: builder, description: "builds" }]);
    const ownProject = await engram.graphql(`mutation ($id: ID!) { updateProjects(where: { id: { eq: $id } }, update: { name: { set: "Project A" } }) { projects { id name } } }`, { id: projectA }, projectScoped);
    expect(ownProject.data!.updateProjects.projects).toEqual([{ id: projectA, name: "Project A" }]);
  });

  it("code is written only by a key of every agent type, in its own projects, and never moved to another project", async () => {
    const path = `src/${uniqueId("file")}.ts`;
    const refused = await asScoped(`mutation ($p: ID!, $path: String!) { createCodeFiles(input: [{ project: $p, path: $path }]) { codeFiles { id } } }`, { p: projectA, path });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const elsewhere = await engram.graphql(`mutation ($p: ID!, $path: String!) { createCodeFiles(input: [{ project: $p, path: $path }]) { codeFiles { id } } }`, { p: projectB, path }, projectScoped);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // code of no project is no scoped key's (its rule must not answer null, which was an internal error)
    for (const create of [`createCodeFiles(input: [{ path: "${path}" }]) { codeFiles { id } }`, `createFunctions(input: [{ name: "noProject" }]) { functions { id } }`]) {
      const orphan = await engram.graphql(`mutation { ${create} }`, {}, projectScoped);
      expect(orphan.errors?.[0]?.extensions?.code, create).toBe("FORBIDDEN");
    }
    const created = await engram.graphql(`mutation ($p: ID!, $path: String!) { createCodeFiles(input: [{ project: $p, path: $path }]) { codeFiles { project path } } }`, { p: projectA, path }, projectScoped);
    expect(created.data!.createCodeFiles.codeFiles).toEqual([{ project: projectA, path }]);
    const moved = await engram.graphql(`mutation ($p: ID!, $path: String!) { updateCodeFiles(where: { path: { eq: $path } }, update: { project: { set: $p } }) { codeFiles { project } } }`, { p: projectB, path }, admin);
    expect(moved.errors?.[0]?.message).toMatch(/"project" is not defined by type "CodeFileUpdateInput"/);
    const all = await engram.graphql(`query ($path: String!) { codeFiles(where: { path: { eq: $path } }) { project } }`, { path }, admin);
    expect(all.data!.codeFiles).toEqual([{ project: projectA }]);
  });

  /** A minimal call of each generated mutation; the test fails when the schema gains one it does not list. */
  const GENERATED_WRITES: Record<string, string> = {
    createAgentTypes: `createAgentTypes(input: [{ id: "${architect}" }]) { info { nodesCreated } }`,
    updateAgentTypes: `updateAgentTypes(where: { id: { eq: "${architect}" } }, update: { name: { set: "x" } }) { info { nodesCreated } }`,
    createProjects: `createProjects(input: [{ id: "${projectA}" }]) { info { nodesCreated } }`,
    updateProjects: `updateProjects(where: { id: { eq: "${projectA}" } }, update: { name: { set: "x" } }) { info { nodesCreated } }`,
    createCodeFiles: `createCodeFiles(input: [{ project: "${projectA}", path: "x.ts" }]) { info { nodesCreated } }`,
    updateCodeFiles: `updateCodeFiles(where: { project: { eq: "${projectA}" } }, update: { language: { set: "x" } }) { info { nodesCreated } }`,
    createFunctions: `createFunctions(input: [{ project: "${projectA}", name: "f" }]) { info { nodesCreated } }`,
    updateFunctions: `updateFunctions(where: { project: { eq: "${projectA}" } }, update: { signature: { set: "x" } }) { info { nodesCreated } }`,
    createClasses: `createClasses(input: [{ project: "${projectA}", name: "C" }]) { info { nodesCreated } }`,
    updateClasses: `updateClasses(where: { project: { eq: "${projectA}" } }, update: { filePath: { set: "x" } }) { info { nodesCreated } }`,
    createSources: `createSources(input: [{ id: "${uniqueId("source")}", name: "s", trustScore: 0.5 }]) { info { nodesCreated } }`,
    updateSources: `updateSources(update: { name: { set: "x" } }) { info { nodesCreated } }`,
    deleteSources: `deleteSources(where: {}) { nodesDeleted }`,
    createExternalDocs: `createExternalDocs(input: [{ title: "t" }]) { info { nodesCreated } }`,
    updateExternalDocs: `updateExternalDocs(update: { title: { set: "x" } }) { info { nodesCreated } }`,
    deleteExternalDocs: `deleteExternalDocs(where: {}) { nodesDeleted }`,
    createApiReferences: `createApiReferences(input: [{ name: "n" }]) { info { nodesCreated } }`,
    updateApiReferences: `updateApiReferences(update: { name: { set: "x" } }) { info { nodesCreated } }`,
    deleteApiReferences: `deleteApiReferences(where: {}) { nodesDeleted }`,
    createBestPractices: `createBestPractices(input: [{ title: "t" }]) { info { nodesCreated } }`,
    updateBestPractices: `updateBestPractices(update: { title: { set: "x" } }) { info { nodesCreated } }`,
    deleteBestPractices: `deleteBestPractices(where: {}) { nodesDeleted }`,
    createCodeExamples: `createCodeExamples(input: [{ title: "t", code: "c" }]) { info { nodesCreated } }`,
    updateCodeExamples: `updateCodeExamples(update: { title: { set: "x" } }) { info { nodesCreated } }`,
    deleteCodeExamples: `deleteCodeExamples(where: {}) { nodesDeleted }`,
  };

  it("refuses every generated create, update and delete to a key of one agent type in one project, and writes nothing", async () => {
    const mutations = await engram.graphql(`{ __type(name: "Mutation") { fields { name } } }`, {}, admin);
    const generated = (mutations.data!.__type.fields as Array<{ name: string }>).map((field) => field.name).filter((name) => /^(create|update|delete)[A-Z]\w*s$/.test(name)); // the generated ones are plural
    expect(generated.sort()).toEqual(Object.keys(GENERATED_WRITES).sort());
    for (const [name, call] of Object.entries(GENERATED_WRITES)) {
      const response = await engram.graphql(`mutation { ${call} }`, {}, scoped);
      expect(response.errors?.[0]?.extensions?.code, name).toBe("FORBIDDEN");
      expect(response.data ?? null, name).toBeNull();
    }
    expect(await readTypes()).toHaveLength(2);
    expect(await recalled(architect, projectA)).toBeGreaterThan(0);
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
