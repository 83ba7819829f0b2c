import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUESTION_LENGTH } from "../../../src/input-limits.js";
import { startTestEngram, uniqueId, type GraphQLResponse, type TestEngram } from "../../helpers/engram.js";

/** The reports of issue 17's fuzzer, each of which answered INTERNAL_SERVER_ERROR. */
let engram: TestEngram;
const agentType = uniqueId("bad-input-agent");

beforeAll(async () => {
  engram = await startTestEngram();
  const remembered = await engram.graphql(`mutation ($agentType: ID!) { remember(input: { agentType: $agentType, memoryType: DECISION, content: "Parse YAML configuration files with the yaml package" }) { id } }`, {
    agentType,
  });
  expect(remembered.errors).toBeUndefined();
});

afterAll(async () => {
  await engram?.close();
});

function refusedAs(response: GraphQLResponse, field: string): string {
  expect(response.errors).toHaveLength(1);
  expect(response.errors![0]!.extensions).toEqual({ code: "BAD_USER_INPUT", field });
  return response.errors![0]!.message;
}

/** A question of 1,100 distinct words inside the length limit: more terms than one Lucene query takes. */
const manyWords = Array.from({ length: 1_100 }, (_, i) => (360 + i).toString(36)).join(" ");

describe("fulltext phrases", () => {
  it.each(['"', "AND(", "\\", "{", "[a TO"])("answers BAD_USER_INPUT naming phrase and its form for %j", async (phrase) => {
    const message = refusedAs(await engram.graphql(`query ($phrase: String!) { memoriesFulltext(phrase: $phrase) { totalCount } }`, { phrase }), "memoriesFulltext.phrase");
    expect(message).toMatch(/^memoriesFulltext\.phrase must be Lucene query syntax, e\.g\. readFile OR "read a file": put words in double quotes, or escape/);
  });

  it("answers BAD_USER_INPUT for an empty phrase and one of too many terms, on every fulltext query", async () => {
    for (const query of ["externalDocsFulltext", "apiReferencesFulltext", "bestPracticesFulltext", "codeExamplesFulltext"]) {
      expect(refusedAs(await engram.graphql(`{ ${query}(phrase: "") { totalCount } }`), `${query}.phrase`)).toMatch(/must hold the words to search for/);
      const tooMany = await engram.graphql(`query ($phrase: String!) { ${query}(phrase: $phrase) { totalCount } }`, { phrase: manyWords });
      expect(refusedAs(tooMany, `${query}.phrase`)).toMatch(/holds more terms than one Lucene query takes \(1,024/);
    }
  });

  it("still finds what a valid phrase names", async () => {
    const response = await engram.graphql(`{ memoriesFulltext(phrase: "\\"yaml package\\"") { totalCount } }`);
    expect(response.errors).toBeUndefined();
    expect(response.data!.memoriesFulltext.totalCount).toBeGreaterThanOrEqual(1);
  });
});

describe("counts, lists and sizes", () => {
  it("refuses negative limit, offset and first of generated lists", async () => {
    expect(refusedAs(await engram.graphql(`{ memories(limit: -1) { id } }`), "memories.limit")).toBe("memories.limit is a count and must not be negative (got -1)");
    expect(refusedAs(await engram.graphql(`{ externalDocs(offset: -1) { id } }`), "externalDocs.offset")).toMatch(/must be an integer from 0 to 1,000,000/);
    expect(refusedAs(await engram.graphql(`{ agentTypesConnection(first: -1) { totalCount } }`), "agentTypesConnection.first")).toMatch(/must not be negative \(got -1\)/);
  });

  it("refuses a generated create of nothing", async () => {
    expect(refusedAs(await engram.graphql(`mutation { createExternalDocs(input: []) { info { nodesCreated } } }`), "createExternalDocs.input")).toBe(
      "createExternalDocs.input must hold at least one item",
    );
  });

  it("refuses ids, agent types, projects and session ids over the index limit, and recordPatternDocs' long fields", async () => {
    const long = "x".repeat(100_000);
    expect(refusedAs(await engram.graphql(`query ($id: ID!) { relatedMemories(id: $id) { distance } }`, { id: long }), "relatedMemories.id")).toBe(
      "relatedMemories.id must be at most 512 characters, the limit for ids and names (got 100,000)",
    );
    const remember = `mutation ($input: RememberInput!) { remember(input: $input) { id } }`;
    for (const field of ["agentType", "project", "sessionId"]) {
      const response = await engram.graphql(remember, { input: { agentType, memoryType: "TASK", content: "c", [field]: long } });
      refusedAs(response, `remember.input.${field}`);
    }
    const recorded = await engram.graphql(`mutation ($task: String!, $agent: String!) { recordPatternDocs(patternId: "p", task: $task, docs: [{ url: "https://example.com" }], score: 50, agent: $agent) { id } }`, {
      task: long,
      agent: "a",
    });
    expect(refusedAs(recorded, "recordPatternDocs.task")).toMatch(/at most 4,000 characters/);
  });

  it("answers a 1 MB question to recall, searchKnowledge and agentContext at once, naming the limit", async () => {
    const megabyte = "lorem ipsum ".repeat(90_000);
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ["recall.query", `query ($q: String) { recall(agentType: "a", query: $q) { score } }`, { q: megabyte }],
      ["searchKnowledge.query", `query ($q: String!) { searchKnowledge(query: $q) { totalFound } }`, { q: megabyte }],
      ["searchKnowledge.language", `query ($q: String!) { searchKnowledge(query: "read a file", language: $q) { totalFound } }`, { q: megabyte }],
      ["agentContext.task", `query ($q: String!) { agentContext(agentType: "a", task: $q) { markdown } }`, { q: megabyte }],
    ];
    for (const [field, query, variables] of calls) expect(refusedAs(await engram.graphql(query, variables), field)).toMatch(/^\S+ must be at most [\d,]+ characters, the limit for .* \(got 1,080,000\)$/);
  });

  it("gives a variable of the wrong type a code too", async () => {
    const response = await engram.graphql(`query ($limit: Int) { memories(limit: $limit) { id } }`, { limit: "ten" });
    expect(response.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "$limit" });
  });
});

describe("questions of more words than one Lucene query takes", () => {
  it("fit in the length limit and are answered by recall, searchKnowledge and agentContext", async () => {
    expect(manyWords.length).toBeLessThanOrEqual(MAX_QUESTION_LENGTH);
    const recall = await engram.graphql(`query ($agentType: ID!, $q: String) { recall(agentType: $agentType, query: $q) { score } }`, { agentType, q: `yaml ${manyWords}` });
    expect(recall.errors).toBeUndefined();
    const search = await engram.graphql(`query ($agentType: ID!, $q: String!) { searchKnowledge(query: $q, agentType: $agentType) { totalFound } }`, { agentType, q: `yaml ${manyWords}` });
    expect(search.errors).toBeUndefined();
    expect(search.data!.searchKnowledge.totalFound).toBeGreaterThanOrEqual(1);
    const brief = await engram.graphql(`query ($agentType: ID!, $q: String!) { agentContext(agentType: $agentType, task: $q) { markdown } }`, { agentType, q: manyWords });
    expect(brief.errors).toBeUndefined();
  });
});

describe("update operators of the generated API", () => {
  it("refuses two operators on one property, arithmetic on a number that has no value and a result over 32 bits, writing nothing", async () => {
    const id = uniqueId("bad-input-source");
    const created = await engram.graphql(`mutation ($id: ID!) { createSources(input: [{ id: $id, name: "s", trustScore: 0.5 }]) { info { nodesCreated } } }`, { id });
    expect(created.errors).toBeUndefined();
    const update = (change: string) => engram.graphql(`mutation ($id: ID!) { updateSources(where: { id: { eq: $id } }, update: ${change}) { sources { upvotes } } }`, { id });
    expect(refusedAs(await update(`{ trustScore: { set: 0.4, multiply: 2 } }`), "updateSources.update.trustScore")).toMatch(/takes one operator at a time/);
    expect(refusedAs(await update(`{ upvotes: { add: 1 } }`), "updateSources.update")).toBe("updateSources.update uses add on a number that has no value yet: set it first");
    expect((await update(`{ upvotes: { set: 2147483600 } }`)).errors).toBeUndefined();
    expect(refusedAs(await update(`{ upvotes: { add: 100 } }`), "updateSources.update")).toBe("updateSources.update uses add with a result larger than a 32-bit number holds");
    const unchanged = await update(`{ upvotes: { add: 0 } }`);
    expect(unchanged.data!.updateSources.sources).toEqual([{ upvotes: 2147483600 }]);
    await engram.graphql(`mutation ($id: ID!) { deleteSources(where: { id: { eq: $id } }) { nodesDeleted } }`, { id });
  });
});
