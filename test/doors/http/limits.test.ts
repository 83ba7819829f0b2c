import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";

let engram: TestEngram;

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_MAX_DEPTH: "6", ENGRAM_MAX_ALIASES: "3", ENGRAM_MAX_COST: "150", ENGRAM_MAX_TOKENS: "300" });
});

afterAll(async () => {
  await engram?.close();
});

describe("query limits", () => {
  it("refuses a query deeper than the limit, saying the limit", async () => {
    const deep = "{ memories { relatesTo { relatesTo { relatesTo { relatesTo { relatesTo { relatesTo { id } } } } } } } }";
    const response = await engram.graphql(deep);
    expect(response.data).toBeUndefined();
    expect(response.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 6 exceeded, found 8/i));
  });

  it("refuses too many aliases", async () => {
    const response = await engram.graphql("{ a: agentTypes { id } b: agentTypes { id } c: agentTypes { id } d: agentTypes { id } }");
    expect(response.errors?.[0]?.message).toMatch(/aliases limit of 3/i);
  });

  it("refuses a query over the cost budget", async () => {
    const fields = "id content title tags importance createdAt updatedAt accessedAt accessCount occurrences sessionId occurredAt";
    const response = await engram.graphql(
      `{ memories { ${fields} relatesTo { ${fields} derivedFrom { ${fields} contradicts { ${fields} relatesTo { ${fields} } } } } } }`,
    );
    expect(response.errors?.[0]?.message).toMatch(/cost limit of 150/i);
  });

  it("refuses a query with too many tokens", async () => {
    const response = await engram.graphql(`{ agentTypes { ${Array.from({ length: 400 }, () => "id").join(" ")} } }`);
    expect(response.errors?.[0]?.message).toMatch(/token limit of 300/i);
  });

  it("still serves GraphiQL's introspection query", async () => {
    const { getIntrospectionQuery } = await import("graphql");
    const response = await engram.graphql(getIntrospectionQuery());
    expect(response.errors).toBeUndefined();
    expect(response.data!.__schema).toBeDefined();
  });
});

describe("bad input", () => {
  it("names an unknown field and suggests the right one", async () => {
    const response = await engram.graphql("{ memories { contnet } }");
    expect(response.errors?.[0]?.message).toBe('Cannot query field "contnet" on type "Memory". Did you mean "content"?');
  });

  it("names a wrongly typed argument", async () => {
    const response = await engram.graphql(`mutation { remember(input: { agentType: "a", memoryType: TASK, content: "x", importance: "high" }) { id } }`);
    expect(response.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: "high"/);
  });

  it("names an unknown enum value and the type it belongs to", async () => {
    const response = await engram.graphql(`mutation { remember(input: { agentType: "a", memoryType: HUNCH, content: "x" }) { id } }`);
    expect(response.errors?.[0]?.message).toMatch(/Value "HUNCH" does not exist in "MemoryType" enum/);
  });

  it("masks internal errors instead of leaking them", async () => {
    const response = await engram.graphql(`{ memories(where: { createdAt: { gt: "not-a-date" } }) { id } }`);
    expect(response.errors).toHaveLength(1);
    expect(JSON.stringify(response.errors)).not.toMatch(/at .*\.js:\d+|neo4j-driver|stack/i);
  });
});

describe("one transaction per mutation", () => {
  it("writes nothing when any part of a mutation fails", async () => {
    const id = uniqueId("atomic");
    await engram.graphql(`mutation ($id: ID!) { createAgentTypes(input: [{ id: $id }]) { info { nodesCreated } } }`, { id });
    const fresh = uniqueId("fresh");
    const response = await engram.graphql(
      `mutation ($fresh: ID!, $id: ID!) { createAgentTypes(input: [{ id: $fresh }, { id: $id }]) { info { nodesCreated } } }`,
      { fresh, id },
    );
    expect(response.errors?.[0]?.message).toMatch(/^Constraint validation failed: a node with this key already exists/);
    expect(response.errors?.[0]?.extensions?.code).toBe("CONSTRAINT_VIOLATION");
    const read = await engram.graphql(`query ($fresh: ID!) { agentTypes(where: { id: { eq: $fresh } }) { id } }`, { fresh });
    expect(read.data!.agentTypes).toEqual([]);
  });
});

describe("introspection switch", () => {
  it("refuses introspection when ENGRAM_INTROSPECTION=false, and hides field suggestions", async () => {
    const closed = await startTestEngram({ ENGRAM_INTROSPECTION: "false" });
    try {
      const response = await closed.graphql("{ __schema { types { name } } }");
      expect(response.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await closed.graphql("{ memories { contnet } }");
      expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await closed.close();
    }
  });
});
