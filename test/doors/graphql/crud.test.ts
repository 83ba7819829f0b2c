import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";

/**
 * One create-read-update-delete round trip per type of the generated API, on real Neo4j (Memory has none:
 * remember is its one write path).
 * `key` is the field that identifies a node; `input` holds what a client sends on create.
 */
interface RoundTrip {
  type: string;
  plural: string;
  key: string;
  input: (key: string) => Record<string, unknown>;
  update: { field: string; value: unknown };
  /** Set when the client chooses the key; otherwise Engram generates it. */
  clientKey: boolean;
  /** False for nodes others' memories hang on: deleteProject and forget delete them, not the generated API. */
  generatedDelete?: false;
}

const ROUND_TRIPS: RoundTrip[] = [
  { type: "AgentType", plural: "agentTypes", key: "id", clientKey: true, input: (id) => ({ id, name: "Architect" }), update: { field: "name", value: "Lead architect" }, generatedDelete: false },
  { type: "Project", plural: "projects", key: "id", clientKey: true, input: (id) => ({ id, name: "Engram", path: "/src/engram" }), update: { field: "path", value: "/srv/engram" }, generatedDelete: false },
  { type: "Source", plural: "sources", key: "id", clientKey: true, input: (id) => ({ id, name: "Python docs", kind: "official_docs", trustScore: 0.95 }), update: { field: "trustScore", value: 0.9 } },
  { type: "ExternalDoc", plural: "externalDocs", key: "id", clientKey: false, input: () => ({ title: "json — JSON encoder and decoder", sourceUrl: "https://docs.python.org/3/library/json.html", version: "3.11", language: "python" }), update: { field: "category", value: "reference" } },
  { type: "APIReference", plural: "apiReferences", key: "id", clientKey: false, input: () => ({ name: "json.dumps", kind: "function", signature: "json.dumps(obj, *, indent=None)" }), update: { field: "deprecatedIn", value: "4.0" } },
  { type: "BestPractice", plural: "bestPractices", key: "id", clientKey: false, input: () => ({ title: "Parameterise every Cypher query", domain: "security" }), update: { field: "confidenceScore", value: 0.8 } },
  { type: "CodeExample", plural: "codeExamples", key: "id", clientKey: false, input: () => ({ title: "Read a file", code: "fs.readFileSync(path)", language: "javascript" }), update: { field: "difficulty", value: "beginner" } },
  { type: "CodeFile", plural: "codeFiles", key: "id", clientKey: false, input: () => ({ path: "src/auth.ts", language: "typescript" }), update: { field: "language", value: "tsx" }, generatedDelete: false },
  { type: "Function", plural: "functions", key: "id", clientKey: false, input: () => ({ name: "authenticate", filePath: "src/auth.ts", lineStart: 10, lineEnd: 40 }), update: { field: "complexity", value: 16 }, generatedDelete: false },
  { type: "Class", plural: "classes", key: "id", clientKey: false, input: () => ({ name: "ApiKeyAuthenticator", filePath: "src/auth.ts" }), update: { field: "filePath", value: "src/auth/api-keys.ts" }, generatedDelete: false },
];

const capitalised = (plural: string) => plural[0]!.toUpperCase() + plural.slice(1);

let engram: TestEngram;

/** Cleans up what the generated API may not delete; the label comes from the test table, never from input. */
async function deleteByCypher(label: string, key: string, value: string): Promise<void> {
  const { uri, user, password } = inject("neo4j");
  const driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
  try {
    await driver.executeQuery(`MATCH (n:${label}) WHERE n[$key] = $value DETACH DELETE n`, { key, value });
  } finally {
    await driver.close();
  }
}

beforeAll(async () => {
  engram = await startTestEngram();
});

afterAll(async () => {
  await engram?.close();
});

describe("generated API: create, read, update, delete for every type", () => {
  it.each(ROUND_TRIPS)("$type", async ({ type, plural, key, input, update, clientKey, generatedDelete }) => {
    const Plural = capitalised(plural);
    const created = await engram.graphql(
      `mutation ($input: [${type}CreateInput!]!) {
        create${Plural}(input: $input) { ${plural} { ${key} ${update.field} } info { nodesCreated } }
      }`,
      { input: [input(uniqueId("crud"))] },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data![`create${Plural}`].info.nodesCreated).toBe(1);
    const keyValue = created.data![`create${Plural}`][plural][0][key] as string;
    expect(keyValue).toBeTruthy();
    if (!clientKey) expect(keyValue).toMatch(/^[0-9a-f-]{36}$/);

    const where = { [key]: { eq: keyValue } };
    const read = await engram.graphql(`query ($where: ${type}Where) { ${plural}(where: $where) { ${key} } }`, { where });
    expect(read.data![plural]).toEqual([{ [key]: keyValue }]);

    const updated = await engram.graphql(
      `mutation ($where: ${type}Where, $update: ${type}UpdateInput) {
        update${Plural}(where: $where, update: $update) { ${plural} { ${update.field} } }
      }`,
      { where, update: { [update.field]: { set: update.value } } },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data![`update${Plural}`][plural]).toEqual([{ [update.field]: update.value }]);

    const deleted = await engram.graphql(
      `mutation ($where: ${type}Where) { delete${Plural}(where: $where) { nodesDeleted } }`,
      { where },
    );
    if (generatedDelete === false) {
      expect(deleted.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
      await deleteByCypher(type, key, keyValue);
    } else {
      expect(deleted.data![`delete${Plural}`].nodesDeleted).toBe(1);
    }
    const gone = await engram.graphql(`query ($where: ${type}Where) { ${plural}(where: $where) { ${key} } }`, { where });
    expect(gone.data![plural]).toEqual([]);
  });

  it("serves TavilyCache (and what ingestion, usage and feedback write) read-only: no create, update or delete, but entries written by Engram are readable", async () => {
    const mutations = await engram.graphql(`{ __type(name: "Mutation") { fields { name } } }`);
    const names = (mutations.data!.__type.fields as Array<{ name: string }>).map((f) => f.name);
    expect(names.filter((name) => /tavily/i.test(name))).toEqual([]);
    // Written by Engram alone, too: ingestion (sections, change records), recordKnowledgeUsage, and the
    // web-search and feedback operations, whose counters must match their relationships.
    const engramOnly = /^(create|update|delete)(DocSections|DocumentChanges|KnowledgeUsages|Documentations|Patterns|UserFeedbacks)$/;
    expect(names.filter((name) => engramOnly.test(name))).toEqual([]);
    // remember, rememberMany and import are the one write path of Memory: they derive what recall and scopes rely on.
    expect(names.filter((name) => /Memor(y|ies)$/.test(name) && /^(create|update|delete)/.test(name))).toEqual([]);

    const queryHash = uniqueId("hash");
    const neo = inject("neo4j");
    const driver = neo4j.driver(neo.uri, neo4j.auth.basic(neo.user, neo.password));
    try {
      await driver.executeQuery(
        `CREATE (:TavilyCache {queryHash: $queryHash, originalQuery: 'react hooks', createdAt: datetime(),
           expiresAt: datetime() + duration({days: 7}), resultsCount: 0, resultsJson: '[]'})`,
        { queryHash },
      );
      const read = await engram.graphql(`query ($h: ID!) { tavilyCaches(where: { queryHash: { eq: $h } }) { originalQuery resultsCount } }`, { h: queryHash });
      expect(read.data!.tavilyCaches).toEqual([{ originalQuery: "react hooks", resultsCount: 0 }]);
    } finally {
      await driver.executeQuery("MATCH (c:TavilyCache {queryHash: $queryHash}) DELETE c", { queryHash });
      await driver.close();
    }
  });
});

describe("relationships, connections and aggregates", () => {
  it("creates nested nodes with relationship properties and reads them back through a connection", async () => {
    const path = `src/${uniqueId("config")}.ts`;
    const created = await engram.graphql(
      `mutation ($path: String!) {
        createCodeFiles(input: [{ path: $path, language: "typescript",
          usesApis: { create: [{ node: { name: "fs.readFile", kind: "method" }, edge: { line: 12 } }] } }]) {
          info { nodesCreated relationshipsCreated }
        }
      }`,
      { path },
    );
    expect(created.data!.createCodeFiles.info).toEqual({ nodesCreated: 2, relationshipsCreated: 1 });

    const read = await engram.graphql(
      `query ($path: String!) {
        codeFiles(where: { path: { eq: $path } }) {
          language
          usesApisConnection { totalCount edges { properties { line } node { name } }
                               aggregate { edge { line { average } } } }
        }
      }`,
      { path },
    );
    expect(read.errors).toBeUndefined();
    const connection = read.data!.codeFiles[0].usesApisConnection;
    expect(connection.totalCount).toBe(1);
    expect(connection.edges[0]).toEqual({ properties: { line: 12 }, node: { name: "fs.readFile" } });
    expect(connection.aggregate.edge.line.average).toBeCloseTo(12);
  });

  it("counts through a top-level connection aggregate", async () => {
    const tag = uniqueId("count");
    await engram.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, {
      input: [1, 2, 3].map((n) => ({ agentType: "counter", memoryType: "TASK", content: `task ${n}`, tags: [tag] })),
    });
    const counted = await engram.graphql(
      `query ($tag: String!) { memoriesConnection(where: { tags: { includes: $tag } }) { aggregate { count { nodes } } } }`,
      { tag },
    );
    expect(counted.data!.memoriesConnection.aggregate.count.nodes).toBe(3);
  });
});

describe("fields a client must not set", () => {
  it.each([
    ["ExternalDoc", "contentHash"],
    ["CodeFile", "hash"],
    ["Project", "lastActive"],
  ])("%s.%s is readable but absent from create and update inputs", async (type, field) => {
    const result = await engram.graphql(
      `query ($object: String!, $create: String!, $update: String!) {
        object: __type(name: $object) { fields { name } }
        create: __type(name: $create) { inputFields { name } }
        update: __type(name: $update) { inputFields { name } }
      }`,
      { object: type, create: `${type}CreateInput`, update: `${type}UpdateInput` },
    );
    const names = (list: Array<{ name: string }>) => list.map((f) => f.name);
    expect(names(result.data!.object.fields)).toContain(field);
    expect(names(result.data!.create.inputFields)).not.toContain(field);
    expect(names(result.data!.update.inputFields)).not.toContain(field);
  });

  it.each([
    ["AgentType", "id"],
    ["Project", "id"],
    ["Source", "id"],
    ["CodeFile", "project"],
    ["Function", "project"],
    ["Class", "project"],
  ])("%s.%s, which other nodes and keys name, is set on create and never changed", async (type, field) => {
    const result = await engram.graphql(
      `query ($create: String!, $update: String!) {
        create: __type(name: $create) { inputFields { name } }
        update: __type(name: $update) { inputFields { name } }
      }`,
      { create: `${type}CreateInput`, update: `${type}UpdateInput` },
    );
    const names = (list: Array<{ name: string }>) => list.map((f) => f.name);
    expect(names(result.data!.create.inputFields)).toContain(field);
    expect(names(result.data!.update.inputFields)).not.toContain(field);
  });

  it("rejects a client that tries to set a stored-only field, naming the field", async () => {
    const result = await engram.graphql(`mutation { createProjects(input: [{ id: "p", lastActive: "2026-01-01T00:00:00Z" }]) { info { nodesCreated } } }`);
    expect(result.errors?.[0]?.message).toMatch(/lastActive/);
  });
});

describe("list limits", () => {
  it("applies the default limit of 25 and clamps an over-large one to the maximum of 500", async () => {
    const tag = uniqueId("limit");
    const created = await engram.graphql(
      `mutation ($input: [SourceCreateInput!]!) { createSources(input: $input) { info { nodesCreated } } }`,
      { input: Array.from({ length: 510 }, (_, index) => ({ id: `${tag}-${index}`, name: tag, trustScore: 0.5 })) },
    );
    expect(created.data!.createSources.info.nodesCreated).toBe(510);
    const list = (limit?: number) => engram.graphql(`query ($t: String!, $limit: Int) { sources(where: { name: { eq: $t } }, limit: $limit) { id } }`, { t: tag, limit });
    expect((await list()).data!.sources).toHaveLength(25);
    expect((await list(100_000)).data!.sources).toHaveLength(500);
    expect((await list(7)).data!.sources).toHaveLength(7);
  });
});
