import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";
import { remember } from "../../memory/memory-helpers.js";

// Four keys, as an attacker and its neighbours would hold them: all scopes; agent type A in project P1;
// agent type B in every project; every agent type in project P2.
const KEYS = { admin: "admin-key-filters-0123456789", aP1: "a-p1-key-filters-0123456789", b: "b-only-key-filters-012345", p2: "p2-only-key-filters-01234" };
const typeA = uniqueId("typeA");
const typeB = uniqueId("typeB");
const P1 = uniqueId("P1");
const P2 = uniqueId("P2");
const P3 = uniqueId("P3");
const secret = uniqueId("secret").replaceAll("-", "");
const visibleWord = uniqueId("visible").replaceAll("-", "");
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const ids: Record<string, string> = {};
let engram: TestEngram;

async function ask(key: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await engram.graphql(query, { secret, P1, typeA, ...variables }, bearer(key));
  return response;
}

beforeAll(async () => {
  engram = await startTestEngram({
    ENGRAM_API_KEYS: [KEYS.admin, `${KEYS.aP1}:${typeA}:${P1}`, `${KEYS.b}:${typeB}:*`, `${KEYS.p2}:*:${P2}`].join(","),
  });
  const add = async (name: string, input: Record<string, unknown>) => {
    ids[name] = (await remember(engram, { memoryType: "DECISION", ...input }, bearer(KEYS.admin))).id;
  };
  // What A/P1 may see: A's memory in P1 and A's global memory.
  await add("aP1", { agentType: typeA, project: P1, content: `${visibleWord} in P1`, occurredAt: "2026-01-02T00:00:00Z" });
  await add("aGlobal", { agentType: typeA, content: `${visibleWord} global` });
  // What it may not: B's memory in P1 (same project, other agent type), and A's memory in P3.
  await add("bP1", { agentType: typeB, project: P1, content: `${secret} of B in P1`, occurredAt: "2026-01-03T00:00:00Z" });
  await add("aP3", { agentType: typeA, project: P3, content: `${secret} of A in P3` });
  // A link from a visible memory to a hidden one, and code of P1 that a hidden memory references.
  const { uri, user, password } = inject("neo4j");
  const driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
  try {
    await driver.executeQuery("MATCH (a:Memory {id: $from}), (b:Memory {id: $to}) MERGE (a)-[:RELATES_TO]->(b)", { from: ids.aP1, to: ids.aP3 });
    await driver.executeQuery(
      `CREATE (f:CodeFile {id: randomUUID(), project: $P1, path: $path})-[:CONTAINS]->(fn:Function {id: randomUUID(), project: $P1, name: $path, filePath: $path})
       WITH f, fn MATCH (m:Memory {id: $hidden}) MERGE (m)-[:REFERENCES]->(f) MERGE (m)-[:REFERENCES]->(fn)`,
      { P1, path: `${secret}.ts`, hidden: ids.bP1 },
    );
  } finally {
    await driver.close();
  }
});

afterAll(async () => {
  await engram?.close();
});

/** Each question is answered for the admin key (the data is there) and must find nothing for A/P1. */
const ORACLES: Array<[string, string]> = [
  ["projects ← memories some contains", `query ($secret: String!, $P1: ID!) { projects(where: { id: { eq: $P1 }, memories: { some: { content: { contains: $secret } } } }) { id } }`],
  ["projects ← memories some startsWith", `query ($secret: String!, $P1: ID!) { projects(where: { id: { eq: $P1 }, memories: { some: { content: { startsWith: $secret } } } }) { id } }`],
  ["projects ← NOT memories none", `query ($secret: String!, $P1: ID!) { projects(where: { id: { eq: $P1 }, NOT: { memories: { none: { content: { contains: $secret } } } } }) { id } }`],
  ["projects ← memoriesConnection some node", `query ($secret: String!, $P1: ID!) { projects(where: { id: { eq: $P1 }, memoriesConnection: { some: { node: { content: { contains: $secret } } } } }) { id } }`],
  ["agentTypes ← memories some", `query ($secret: String!, $typeA: ID!) { agentTypes(where: { id: { eq: $typeA }, memories: { some: { content: { contains: $secret } } } }) { id } }`],
  ["memories ← relatesTo some", `query ($secret: String!) { memories(where: { relatesTo: { some: { content: { contains: $secret } } } }) { id } }`],
  ["memoriesConnection ← relatesTo some", `query ($secret: String!) { memoriesConnection(where: { relatesTo: { some: { content: { contains: $secret } } } }) { totalCount } }`],
  ["codeFiles ← referencedBy some", `query ($secret: String!) { codeFiles(where: { referencedBy: { some: { content: { contains: $secret } } } }) { id } }`],
  ["functions ← referencedBy some", `query ($secret: String!) { functions(where: { referencedBy: { some: { content: { contains: $secret } } } }) { id } }`],
  ["nested field filter", `query ($secret: String!, $P1: ID!) { projects(where: { id: { eq: $P1 } }) { agentTypes(where: { memories: { some: { content: { contains: $secret } } } }) { id } } }`],
];

function found(data: Record<string, any>): number {
  const [value] = Object.values(data);
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + (item.agentTypes ? item.agentTypes.length : 1), 0);
  return value.totalCount;
}

describe("relationship filters only see what the key may see", () => {
  it.each(ORACLES)("%s: the admin key's answer shows the data is there", async (_name, query) => {
    const response = await ask(KEYS.admin, query);
    expect(response.errors).toBeUndefined();
    expect(found(response.data!)).toBeGreaterThan(0);
  });

  it.each(ORACLES)("%s: A/P1 learns nothing about hidden memories", async (_name, query) => {
    const response = await ask(KEYS.aP1, query);
    expect(response.errors).toBeUndefined();
    expect(found(response.data!)).toBe(0);
  });

  it("a filter on what the key does see still works, dates included", async () => {
    const response = await ask(
      KEYS.aP1,
      `query ($P1: ID!, $word: String!) { projects(where: { id: { eq: $P1 }, memories: { some: { content: { contains: $word }, occurredAt: { gt: "2026-01-01T00:00:00Z" } } } }) { id } }`,
      { word: visibleWord },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.projects).toEqual([{ id: P1 }]);
  });

  it("all is judged over visible memories only", async () => {
    // Every memory A/P1 sees in P1 is its own; B's memory there must not make "all" false.
    const response = await ask(KEYS.aP1, `query ($P1: ID!, $word: String!) { projects(where: { id: { eq: $P1 }, memories: { all: { content: { contains: $word } } } }) { id } }`, {
      word: visibleWord,
    });
    expect(response.data!.projects).toEqual([{ id: P1 }]);
    const admin = await ask(KEYS.admin, `query ($P1: ID!, $word: String!) { projects(where: { id: { eq: $P1 }, memories: { all: { content: { contains: $word } } } }) { id } }`, {
      word: visibleWord,
    });
    expect(admin.data!.projects).toEqual([]);
  });

  it("counting related nodes is refused for a scoped key, allowed for the admin key", async () => {
    const query = `query ($P1: ID!) { projects(where: { id: { eq: $P1 }, memoriesConnection: { aggregate: { count: { nodes: { gt: 1 } } } } }) { id } }`;
    const scoped = await ask(KEYS.aP1, query);
    expect(scoped.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(scoped.errors?.[0]?.message).toContain("projects.where.memoriesConnection.aggregate");
    const admin = await ask(KEYS.admin, query);
    expect(admin.errors).toBeUndefined();
    expect(admin.data!.projects).toEqual([{ id: P1 }]);
  });

  it("other scoped keys: B sees its P1 memory through the filter, P2's key sees nothing of P1", async () => {
    const query = `query ($secret: String!, $type: ID!) { agentTypes(where: { id: { eq: $type }, memories: { some: { content: { contains: $secret } } } }) { id } }`;
    const asB = await ask(KEYS.b, query, { type: typeB });
    expect(asB.data!.agentTypes).toEqual([{ id: typeB }]);
    const asP2 = await ask(KEYS.p2, query, { type: typeB });
    expect(asP2.data!.agentTypes).toEqual([]);
  });
});
