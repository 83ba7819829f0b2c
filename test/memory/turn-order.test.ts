import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { targetFor } from "../../src/embeddings/targets.js";
import { createLogger } from "../../src/logger.js";
import { CONVERSATION_NEIGHBOURS, REMEMBER } from "../../src/memory/cypher.js";
import { runMigrations } from "../../src/neo4j/migrations.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { startManagedTestNeo4j, type ManagedTestNeo4j } from "../helpers/managed-neo4j.js";
import { FakeOpenAiEmbeddings } from "../helpers/openai-embeddings-server.js";

/**
 * A conversation's turns in order when their times tie (a chat exported with one date per session): the
 * order they arrived in decides the turn before (a vector's context) and the turns beside a hit (recall).
 */
let words: TestEngram;
let vectors: TestEngram;
let embeddings: FakeOpenAiEmbeddings;
let driver: Driver;
let neo4jOfOwn: ManagedTestNeo4j;

/** One session's date, as every turn of it carries. */
const SESSION_DATE = "2023-05-08T13:56:00Z";

/**
 * On a Neo4j of this file's own: an Engram with another embedding model rebuilds the vector indexes and
 * re-embeds every memory under the other files sharing the run's Neo4j.
 */
beforeAll(async () => {
  neo4jOfOwn = await startManagedTestNeo4j(createLogger("warn"));
  const ownNeo4j = { NEO4J_URI: neo4jOfOwn.uri, NEO4J_USER: neo4jOfOwn.user, NEO4J_PASSWORD: neo4jOfOwn.password };
  embeddings = await new FakeOpenAiEmbeddings(null, 16).start();
  words = await startTestEngram(ownNeo4j);
  vectors = await startTestEngram({ ...ownNeo4j, ENGRAM_EMBEDDINGS: "openai", EMBEDDINGS_URL: embeddings.url, EMBEDDINGS_MODEL: "fake-order", EMBEDDINGS_DIMENSIONS: "16", EMBEDDINGS_MAX_RETRIES: "0" });
  driver = neo4j.driver(neo4jOfOwn.uri, neo4j.auth.basic(neo4jOfOwn.user, neo4jOfOwn.password));
});

afterAll(async () => {
  await words?.close();
  await vectors?.close();
  await embeddings?.stop();
  await driver?.close();
  await neo4jOfOwn?.stop();
});

async function rememberMany(engram: TestEngram, inputs: Array<Record<string, unknown>>): Promise<string[]> {
  const answer = await engram.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, { input: inputs });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return (answer.data!.rememberMany as Array<{ id: string }>).map((memory) => memory.id);
}

/** The text a memory's vector is made from, as the embedding target reads it now. */
async function embeddedText(id: string): Promise<string> {
  const { records } = await driver.executeQuery(`MATCH (n:Memory {id: $id}) RETURN ${targetFor("Memory").text} AS text`, { id });
  return records[0]!.get("text") as string;
}

async function neighbours(engram: TestEngram, agentType: string, project: string, query: string): Promise<Array<{ id: string; nextTurnOf: string | null }>> {
  const answer = await engram.graphql(`query ($a: ID!, $p: ID!, $q: String!) { recall(agentType: $a, project: $p, query: $q) { memory { id } why { nextTurnOf } } }`, { a: agentType, p: project, q: query });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return (answer.data!.recall as Array<{ memory: { id: string }; why: { nextTurnOf: string | null } }>).map((hit) => ({ id: hit.memory.id, nextTurnOf: hit.why.nextTurnOf }));
}

function conversation() {
  const agentType = uniqueId("agent");
  const project = uniqueId("project");
  const turn = (content: string, occurredAt: string | null = SESSION_DATE) => ({ agentType, project, memoryType: "CONVERSATION", content, ...(occurredAt ? { occurredAt } : {}) });
  return { agentType, project, turn };
}

describe("turns of the same time, in the order they arrived", () => {
  // contents whose alphabetical order is not the conversation's
  const first = ["Zoe: did you ever adopt the lighthouse puppy?", "Max: yes, her name is Biscuit", "Amy: what a lovely name"];

  it("embeds each turn of one rememberMany after the turn before it in the list", async () => {
    const { turn } = conversation();
    const ids = await rememberMany(words, first.map((content) => turn(content)));
    expect(await Promise.all(ids.map(embeddedText))).toEqual([first[0], `${first[0]}\n${first[1]}`, `${first[1]}\n${first[2]}`]);
  });

  it("gives recall the turns beside a hit by the order of the list", async () => {
    const { agentType, project, turn } = conversation();
    const [asked, answered, after] = await rememberMany(words, first.map((content) => turn(content)));
    // only the middle turn has these words: the turns before and after it come as its neighbours
    const hits = await neighbours(words, agentType, project, "Biscuit");
    expect(hits[0]).toEqual({ id: answered, nextTurnOf: null });
    expect(hits.slice(1)).toEqual(expect.arrayContaining([{ id: asked, nextTurnOf: answered }, { id: after, nextTurnOf: answered }]));
    expect(hits).toHaveLength(3);
  });

  it("puts a later rememberMany of the same session after the first", async () => {
    const { agentType, project, turn } = conversation();
    const [, , last] = await rememberMany(words, first.map((content) => turn(content)));
    const [next, closing] = await rememberMany(words, [turn("Zoe: we should walk her on the pier"), turn("Max: Saturday then")]);
    expect(await embeddedText(next!)).toBe(`${first[2]}\nZoe: we should walk her on the pier`);
    expect(await embeddedText(closing!)).toBe("Zoe: we should walk her on the pier\nMax: Saturday then");
    const around = await neighbours(words, agentType, project, "pier");
    expect(around[0]).toEqual({ id: next, nextTurnOf: null });
    expect(around.slice(1)).toEqual(expect.arrayContaining([{ id: last, nextTurnOf: next }, { id: closing, nextTurnOf: next }]));
    expect(around).toHaveLength(3);
  });

  it("keeps a turn's place when it is remembered again under its id", async () => {
    const { turn } = conversation();
    const ids = first.map(() => uniqueId("turn"));
    await rememberMany(words, first.map((content, index) => ({ ...turn(content), id: ids[index] })));
    await rememberMany(words, [{ ...turn("Zoe: did you ever adopt the lighthouse puppy in the end?"), id: ids[0] }]);
    expect(await embeddedText(ids[1]!)).toBe(`Zoe: did you ever adopt the lighthouse puppy in the end?\n${first[1]}`);
    expect(await embeddedText(ids[0]!)).toBe("Zoe: did you ever adopt the lighthouse puppy in the end?");
  });

  it("orders turns without occurredAt by their arrival alone, and gives them neighbours", async () => {
    const { agentType, project, turn } = conversation();
    const [opening, reply] = await rememberMany(words, [turn("Ann: where is the spare key?", null), turn("Ben: under the blue flowerpot", null)]);
    expect(await embeddedText(reply!)).toBe("Ann: where is the spare key?\nBen: under the blue flowerpot");
    expect(await neighbours(words, agentType, project, "flowerpot")).toEqual([
      { id: reply, nextTurnOf: null },
      { id: opening, nextTurnOf: reply },
    ]);
  });

  it("embeds again the turn after one that arrives later with an earlier time", async () => {
    const { turn } = conversation();
    const [later] = await rememberMany(vectors, [turn("Max: the ferry leaves at nine"), turn("Amy: then we take the early bus")]);
    embeddings.calls.length = 0;
    await rememberMany(vectors, [turn("Zoe: when does the ferry leave?", "2023-05-08T13:55:00Z")]);
    const embedded = embeddings.calls.flatMap((call) => (typeof call.body.input === "string" ? [call.body.input] : call.body.input));
    expect(embedded).toEqual(expect.arrayContaining(["Zoe: when does the ferry leave?", "Zoe: when does the ferry leave?\nMax: the ferry leaves at nine"]));
    expect(embedded).not.toContain("Max: the ferry leaves at nine\nAmy: then we take the early bus");
    expect(await embeddedText(later!)).toBe("Zoe: when does the ferry leave?\nMax: the ferry leaves at nine");
  });

  it("orders memories stored before arrivals existed by when they were created, once migrated", async () => {
    const { turn } = conversation();
    const ids = await rememberMany(words, [turn("Ann: older turn"), turn("Ben: newer turn")]);
    await driver.executeQuery(
      `UNWIND range(0, size($ids) - 1) AS i MATCH (m:Memory {id: $ids[i]})
       SET m.createdAt = datetime($created[i]) REMOVE m.arrival, m.turnOrder`,
      { ids, created: ["2024-01-01T00:00:00Z", "2024-01-01T00:00:01Z"] },
    );
    expect(await embeddedText(ids[1]!)).toBe("Ben: newer turn");
    await runMigrations(driver, undefined, createLogger("silent"));
    const { records } = await driver.executeQuery("MATCH (m:Memory) WHERE m.id IN $ids RETURN m.id AS id, m.arrival AS arrival", { ids });
    expect(Object.fromEntries(records.map((r) => [r.get("id"), Number(r.get("arrival"))]))).toEqual({ [ids[0]!]: Date.UTC(2024, 0, 1) * 1000, [ids[1]!]: (Date.UTC(2024, 0, 1) + 1000) * 1000 });
    expect(await embeddedText(ids[1]!)).toBe("Ann: older turn\nBen: newer turn");
  });

  it("finds the turns before and after one in the order of the index on (scopeTokens, turnOrder), reading no other turn", async () => {
    for (const query of [CONVERSATION_NEIGHBOURS, REMEMBER]) {
      const { summary } = await driver.executeQuery(`EXPLAIN ${query}`);
      const operators = operatorsOf(summary.plan as Plan);
      expect(operators.filter((operator) => operator.name.startsWith("NodeIndexSeek") && operator.details.includes(":Memory(scopeTokens, turnOrder)")).length).toBeGreaterThan(0);
      // the index gives the order: no sort (Top) of the turns it found
      expect(operators.map((operator) => operator.name.replace(/@.*/, ""))).not.toContain("Top");
    }
    // the turn before one is read inside an expression, whose plan EXPLAIN does not show: its cost tells
    const { turn } = conversation();
    const ids = await rememberMany(words, Array.from({ length: 400 }, (_, index) => turn(`turn ${index}`)));
    const { summary, records } = await driver.executeQuery(`PROFILE MATCH (n:Memory {id: $id}) RETURN ${targetFor("Memory").text} AS text`, { id: ids.at(-1) });
    expect(records[0]!.get("text")).toBe("turn 398\nturn 399");
    expect(dbHits(summary.profile as Plan)).toBeLessThan(50);
  });
});

interface Plan {
  operatorType: string;
  arguments: Record<string, unknown>;
  children: Plan[];
  dbHits?: number;
}

const dbHits = (plan: Plan): number => (plan.dbHits ?? 0) + plan.children.reduce((sum, child) => sum + dbHits(child), 0);

function operatorsOf(plan: Plan): Array<{ name: string; details: string }> {
  return [{ name: plan.operatorType, details: String(plan.arguments.Details ?? "") }, ...plan.children.flatMap(operatorsOf)];
}
