import { GraphQLError, parse, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedInputError } from "../../../src/doors/graphql/generated-input.js";
import { checkInputBounds, MAX_OFFSET, owningField, stringBound } from "../../../src/doors/graphql/input-bounds.js";
import { createNeo4jGraphQL } from "../../../src/doors/graphql/schema.js";
import { MAX_LIST_ITEMS, MAX_LOCATION_LENGTH, MAX_NAME_LENGTH, MAX_QUESTION_LENGTH, MAX_TEXT_LENGTH } from "../../../src/input-limits.js";

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await createNeo4jGraphQL().getSchema();
});

/** The refusal of the operation as the client would see it, or null when it passes. */
function refusal(query: string, variables: Record<string, unknown> = {}) {
  const error = checkInputBounds(schema, parse(query), variables, undefined);
  return error && { message: error.message, extensions: error.extensions };
}

const x = (length: number) => "x".repeat(length);

describe("which limit a string has", () => {
  it("belongs to the field around filter and update operators, list items left aside", () => {
    expect(owningField("memories.where.content.contains")).toBe("content");
    expect(owningField("updateExternalDocs.update.tags.push[3]")).toBe("tags");
    expect(owningField("recall.tags[2]")).toBe("tags");
    expect(owningField("remember.input.agentType")).toBe("agentType");
  });

  it("is chosen by the field's name, names and ids being the default", () => {
    expect(stringBound("remember.input.content").limit).toBe(MAX_TEXT_LENGTH);
    expect(stringBound("searchKnowledge.query").limit).toBe(MAX_QUESTION_LENGTH);
    expect(stringBound("agentContext.task").limit).toBe(MAX_QUESTION_LENGTH);
    expect(stringBound("memoriesFulltext.phrase").limit).toBe(MAX_QUESTION_LENGTH);
    expect(stringBound("recordPatternDocs.docs[0].url").limit).toBe(MAX_LOCATION_LENGTH);
    expect(stringBound("codeContext.path").limit).toBe(MAX_LOCATION_LENGTH);
    expect(stringBound("searchKnowledge.language").limit).toBe(MAX_NAME_LENGTH);
    expect(stringBound("recall.agentType").limit).toBe(MAX_NAME_LENGTH);
  });
});

describe("input bounds, before execution", () => {
  it("refuses an ID over the limit with BAD_USER_INPUT naming the field, the limit and the length received", () => {
    expect(refusal(`query ($a: ID!) { recall(agentType: $a) { score } }`, { a: x(MAX_NAME_LENGTH + 1) })).toEqual({
      message: "recall.agentType must be at most 512 characters, the limit for ids and names (got 513)",
      extensions: { code: "BAD_USER_INPUT", field: "recall.agentType" },
    });
    expect(refusal(`query ($a: ID!) { recall(agentType: $a) { score } }`, { a: x(MAX_NAME_LENGTH) })).toBeNull();
  });

  it("holds every string to its field's limit, nested in inputs and lists too", () => {
    const remember = `mutation ($input: RememberInput!) { remember(input: $input) { id } }`;
    const input = { agentType: "a", memoryType: "TASK", content: x(MAX_TEXT_LENGTH) };
    expect(refusal(remember, { input })).toBeNull();
    expect(refusal(remember, { input: { ...input, content: x(MAX_TEXT_LENGTH + 1) } })?.message).toBe(
      "remember.input.content must be at most 100,000 characters, the limit for long texts (got 100,001)",
    );
    expect(refusal(remember, { input: { ...input, tags: ["ok", x(MAX_NAME_LENGTH + 1)] } })?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "remember.input.tags[1]" });
    expect(refusal(`{ searchKnowledge(query: "${x(MAX_QUESTION_LENGTH + 1)}") { totalFound } }`)?.message).toMatch(
      /^searchKnowledge\.query must be at most 4,000 characters, the limit for questions, tasks and titles \(got 4,001\)$/,
    );
    expect(refusal(`{ memories(where: { content: { contains: "${x(MAX_TEXT_LENGTH + 1)}" } }) { id } }`)?.extensions?.field).toBe("memories.where.content.contains");
  });

  it("refuses a list over the limit at any depth", () => {
    const tags = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `t${i}`);
    expect(refusal(`query ($tags: [String!]) { recall(agentType: "a", tags: $tags) { score } }`, { tags })?.message).toBe(
      "recall.tags must hold at most 1,000 items (got 1,001)",
    );
    expect(refusal(`query ($ids: [ID!]) { memories(where: { id: { in: $ids } }) { id } }`, { ids: tags })?.extensions?.field).toBe("memories.where.id.in");
    expect(refusal(`query ($tags: [String!]) { recall(agentType: "a", tags: $tags) { score } }`, { tags: tags.slice(1) })).toBeNull();
  });

  it("holds page sizes and counts of any field to zero or more, and offsets to their range", () => {
    expect(refusal(`{ memories(limit: -1) { id } }`)?.message).toBe("memories.limit is a count and must not be negative (got -1)");
    expect(refusal(`{ memories(offset: ${MAX_OFFSET + 1}) { id } }`)?.message).toBe("memories.offset must be an integer from 0 to 1,000,000 (got 1,000,001)");
    expect(refusal(`{ memoriesConnection(first: -5) { totalCount } }`)?.extensions?.field).toBe("memoriesConnection.first");
    expect(refusal(`{ agentTypes { memories(limit: -2) { id } } }`)?.extensions?.field).toBe("memories.limit");
    expect(refusal(`{ relatedMemories(id: "m", depth: -1) { distance } }`)?.message).toBe("relatedMemories.depth is a count and must not be negative (got -1)");
    expect(refusal(`{ memoriesConnection(first: 0) { totalCount } }`)).toBeNull();
    // a connection's page is held to the generated types' maximum: @neo4j/graphql does not clamp it
    expect(refusal(`{ apiReferencesConnection(first: 2147483647) { totalCount } }`)?.message).toBe(
      "apiReferencesConnection.first must be at most 500 edges a page (got 2,147,483,647); page further with after and the last cursor",
    );
    expect(refusal(`{ agentTypes { memoriesConnection(first: 501) { totalCount } } }`)?.extensions?.field).toBe("memoriesConnection.first");
    expect(refusal(`{ memoriesConnection(first: 500) { totalCount } }`)).toBeNull();
    // generated lists clamp a larger page to 500, and custom operations check their own range
    expect(refusal(`{ memories(limit: 100000) { id } }`)).toBeNull();
    // numbers that are data, not counts, are the service's to judge
    expect(refusal(`mutation { createFunctions(input: [{ name: "f", lineStart: -3 }]) { info { nodesCreated } } }`)).toBeNull();
  });

  it("refuses a generated create with nothing to create", () => {
    expect(refusal(`mutation { createExternalDocs(input: []) { info { nodesCreated } } }`)).toEqual({
      message: "createExternalDocs.input must hold at least one item",
      extensions: { code: "BAD_USER_INPUT", field: "createExternalDocs.input" },
    });
  });
});

describe("rules of the generated API, before execution", () => {
  const updateFunctions = (update: string) => refusal(`mutation { updateFunctions(where: { id: { eq: "f" } }, update: ${update}) { info { nodesCreated } } }`);
  const updateExternalDocs = (update: string) => refusal(`mutation { updateExternalDocs(where: { id: { eq: "d" } }, update: ${update}) { info { nodesCreated } } }`);

  it("takes one operator per property, never null, and never divides by zero", () => {
    expect(updateFunctions(`{ complexity: { set: 1, add: 2 } }`)?.message).toBe(
      "updateFunctions.update.complexity takes one operator at a time, such as set or add (got set, add)",
    );
    expect(updateExternalDocs(`{ tags: { push: null } }`)?.message).toBe("updateExternalDocs.update.tags.push must not be null");
    expect(refusal(`mutation { updateSources(where: { id: { eq: "s" } }, update: { trustScore: { divide: 0 } }) { info { nodesCreated } } }`)?.message).toBe(
      "updateSources.update.trustScore.divide must not be 0",
    );
    expect(updateFunctions(`{ complexity: { add: 2 } }`)).toBeNull();
  });

  it("sets a required property to null never, an optional one yes", () => {
    expect(updateFunctions(`{ name: { set: null } }`)?.message).toBe("updateFunctions.update.name.set must not be null: Function.name is required");
    expect(updateFunctions(`{ signature: { set: null } }`)).toBeNull();
  });

  it("takes no null in place of a nested object: filters, operators and relationship inputs", () => {
    expect(refusal(`{ memories(where: { agentTypes: null }) { id } }`)?.message).toBe("memories.where.agentTypes must not be null (leave agentTypes out instead)");
    expect(updateFunctions(`{ signature: null }`)?.extensions?.field).toBe("updateFunctions.update.signature");
    expect(refusal(`{ memories(where: null) { id } }`)).toBeNull();
  });

  it("needs create or connect in a relationship of a created node, and no null list of relationship changes", () => {
    const createCodeFile = (functions: string) =>
      refusal(`mutation { createCodeFiles(input: [{ path: "a.ts", functions: ${functions} }]) { info { nodesCreated } } }`);
    expect(createCodeFile(`{}`)?.message).toBe("createCodeFiles.input[0].functions must hold create or connect (leave functions out to create no relationship)");
    expect(createCodeFile(`{ connect: null }`)?.extensions?.field).toBe("createCodeFiles.input[0].functions");
    expect(createCodeFile(`{ connect: [{ where: { node: { id: { eq: "f" } } } }] }`)).toBeNull();
    expect(updateFunctions(`{ file: null }`)?.message).toBe("updateFunctions.update.file must not be null (leave file out to keep its relationships as they are)");
  });
});

describe("errors of the generated API that the client caused", () => {
  /** What @neo4j/graphql hands the error mask: the located error and, under it, the cause. */
  function located(query: string, cause: string): GraphQLError {
    const field = (parse(query).definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
    return new GraphQLError(cause, { nodes: field, path: [field.alias?.value ?? field.name.value], originalError: new Error(cause) });
  }

  it("says what form a fulltext phrase takes when Lucene cannot parse it, and names the phrase", () => {
    const error = generatedInputError(
      located(`{ answer: memoriesFulltext(phrase: "AND(") { totalCount } }`, "Failed to invoke procedure `db.index.fulltext.queryNodes`: Caused by: org.apache.lucene.queryparser.classic.ParseException: Encountered ..."),
    );
    expect(error?.message).toMatch(/^answer\.phrase must be Lucene query syntax, e\.g\. readFile OR "read a file": put words in double quotes, or escape/);
    expect(error?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "answer.phrase" });
    expect(generatedInputError(located(`{ memoriesFulltext(phrase: "") { totalCount } }`, "Invalid phrase"))?.message).toBe(
      "memoriesFulltext.phrase must hold the words to search for, in Lucene query syntax",
    );
    expect(generatedInputError(located(`{ memoriesFulltext(phrase: "a b") { totalCount } }`, "…IndexSearcher$TooManyClauses: maxClauseCount is set to 1024"))?.message).toMatch(
      /^memoriesFulltext\.phrase holds more terms than one Lucene query takes/,
    );
  });

  it("says why an update operator could not change the stored value", () => {
    const update = `mutation { updateExternalDocs(update: { tags: { push: ["a"] } }) { info { nodesCreated } } }`;
    expect(generatedInputError(located(update, "Failed to invoke function `apoc.util.validatePredicate`: Caused by: java.lang.RuntimeException: Property tags cannot be NULL"))?.message).toBe(
      "updateExternalDocs.update pushes to or pops from tags, which has no list yet: set it first",
    );
    expect(generatedInputError(located(update, "Failed to invoke procedure `apoc.util.validate`: Caused by: java.lang.RuntimeException: Overflow: Value returned from operator add is larger than 32 bit"))?.message).toBe(
      "updateExternalDocs.update uses add with a result larger than a 32-bit number holds",
    );
    expect(generatedInputError(located(update, "Failed to invoke procedure `apoc.util.validate`: Caused by: java.lang.RuntimeException: Cannot add 5 to Nan"))?.message).toBe(
      "updateExternalDocs.update uses add on a number that has no value yet: set it first",
    );
  });

  it("leaves any other error to the mask", () => {
    expect(generatedInputError(located(`{ memories { id } }`, "Property tags cannot be NULL"))).toBeUndefined();
    expect(generatedInputError(located(`{ memoriesFulltext(phrase: "a") { totalCount } }`, "Connection refused"))).toBeUndefined();
    expect(generatedInputError(new Error("Invalid phrase"))).toBeUndefined();
  });
});
