import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RECALL_WEIGHTS } from "../../src/config.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { recall, remember } from "./memory-helpers.js";

let engram: TestEngram;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  engram = await startTestEngram();
});

afterAll(async () => {
  await engram?.close();
});

function fresh() {
  return { agentType: uniqueId("ranker"), project: uniqueId("project"), word: uniqueId("kw").replaceAll("-", "") };
}

describe("recall ranking", () => {
  it("ranks the better lexical match first", async () => {
    const { agentType, project, word } = fresh();
    const weak = await remember(engram, { agentType, project, memoryType: "TASK", content: `${word} mentioned once among many other unrelated words in a long note` });
    const strong = await remember(engram, { agentType, project, memoryType: "TASK", title: `${word} rollout`, content: `${word} rollout plan: ${word} first` });
    const hits = await recall(engram, { agentType, project, query: `${word} rollout` });
    expect(hits.map((hit) => hit.memory.id)).toEqual([strong.id, weak.id]);
    expect(hits[0]!.why.similarity).toBeGreaterThan(hits[1]!.why.similarity!);
    expect(hits[0]!.why.lexical).toBeGreaterThan(hits[1]!.why.lexical!);
  });

  it("leaves out hits under minScore, and refuses a minScore outside 0 to 1 naming it", async () => {
    const { agentType, project, word } = fresh();
    await remember(engram, { agentType, project, memoryType: "TASK", content: `${word} mentioned once among many other unrelated words in a long note` });
    await remember(engram, { agentType, project, memoryType: "TASK", title: `${word} rollout`, content: `${word} rollout plan: ${word} first` });
    const all = await recall(engram, { agentType, project, query: `${word} rollout` });
    expect(all).toHaveLength(2);
    const cut = (all[0]!.score + all[1]!.score) / 2;
    const response = await engram.graphql(`query ($a: ID!, $p: ID, $q: String, $min: Float) { recall(agentType: $a, project: $p, query: $q, minScore: $min) { score memory { id } } }`, {
      a: agentType,
      p: project,
      q: `${word} rollout`,
      min: cut,
    });
    expect(response.data!.recall.map((hit: { memory: { id: string } }) => hit.memory.id)).toEqual([all[0]!.memory.id]);
    const refused = await engram.graphql(`query ($a: ID!) { recall(agentType: $a, query: "x", minScore: 1.5) { score } }`, { a: agentType });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringContaining("minScore must be a score from 0 to 1"), extensions: { code: "BAD_USER_INPUT" } });
  });

  it("puts project memory above global memory at equal relevance", async () => {
    const { agentType, project, word } = fresh();
    const global = await remember(engram, { agentType, memoryType: "DECISION", content: `${word} retries use exponential backoff` });
    const local = await remember(engram, { agentType, project, memoryType: "DECISION", content: `${word} retries use exponential backoff` });
    const hits = await recall(engram, { agentType, project, query: `${word} retries` });
    expect(hits.map((hit) => [hit.memory.id, hit.scope])).toEqual([
      [local.id, "PROJECT"],
      [global.id, "GLOBAL"],
    ]);
    expect(hits[0]!.why.scopeMatch).toBe(1);
    expect(hits[1]!.why.scopeMatch).toBe(0.5);
  });

  it("counts importance", async () => {
    const { agentType, project, word } = fresh();
    const minor = await remember(engram, { agentType, project, memoryType: "CONTEXT", content: `${word} cache warmup detail`, importance: 2 });
    const major = await remember(engram, { agentType, project, memoryType: "CONTEXT", content: `${word} cache warmup rule`, importance: 9 });
    const hits = await recall(engram, { agentType, project, query: `${word} cache warmup` });
    expect(hits.map((hit) => hit.memory.id)).toEqual([major.id, minor.id]);
  });

  it("decays old memories to a floor of 0.3, except evergreen tags", async () => {
    const { agentType, project, word } = fresh();
    await remember(engram, { agentType, project, memoryType: "DECISION", content: `${word} old choice`, occurredAt: daysAgo(200) });
    await remember(engram, { agentType, project, memoryType: "DECISION", content: `${word} old security choice`, tags: ["security"], occurredAt: daysAgo(200) });
    await remember(engram, { agentType, project, memoryType: "DECISION", content: `${word} recent choice`, occurredAt: daysAgo(10) });
    const hits = await recall(engram, { agentType, project, query: word });
    const decayOf = (text: string) => hits.find((hit) => hit.memory.content.includes(text))!.why.decay;
    expect(decayOf("old choice")).toBe(0.3);
    expect(decayOf("old security choice")).toBe(1);
    expect(decayOf("recent choice")).toBeCloseTo(0.9, 2);
  });

  it("explains every hit: the score is the weighted sum of the parts shown", async () => {
    const { agentType, project, word } = fresh();
    await remember(engram, { agentType, project, memoryType: "PATTERN", content: `${word} pattern one`, importance: 6 });
    await remember(engram, { agentType, memoryType: "ANTI_PATTERN", content: `${word} anti pattern` });
    for (const hit of await recall(engram, { agentType, project, query: `${word} pattern` })) {
      const sum = (Object.keys(DEFAULT_RECALL_WEIGHTS) as Array<keyof typeof DEFAULT_RECALL_WEIGHTS>).reduce(
        (total, part) => total + hit.why[part]! * DEFAULT_RECALL_WEIGHTS[part],
        0,
      );
      expect(hit.score).toBeCloseTo(sum, 10);
    }
  });

  it("returns hits in rank order, 1 to n, following score (relevance is returned, not ordered by)", async () => {
    const { agentType, project, word } = fresh();
    await remember(engram, { agentType, project, memoryType: "DECISION", title: `${word} deploy`, content: `${word} deploy on Fridays is forbidden` });
    await remember(engram, { agentType, memoryType: "DECISION", content: `${word} deploy windows are announced a day before` });
    await remember(engram, { agentType, project, memoryType: "CONTEXT", content: `${word} mentioned once among many other unrelated words`, importance: 9 });
    const response = await engram.graphql(`query ($a: ID!, $p: ID, $q: String) { recall(agentType: $a, project: $p, query: $q) { rank score relevance memory { id } } }`, {
      a: agentType,
      p: project,
      q: `${word} deploy`,
    });
    const hits = response.data!.recall as Array<{ rank: number; score: number; relevance: number }>;
    expect(hits).toHaveLength(3);
    expect(hits.map((hit) => hit.rank)).toEqual([1, 2, 3]);
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
    for (const hit of hits) expect(hit.relevance).toBeGreaterThanOrEqual(0);
  });

  it("without a query returns the most recent first", async () => {
    const { agentType, project } = fresh();
    const old = await remember(engram, { agentType, project, memoryType: "TASK", content: "older task", occurredAt: daysAgo(5) });
    const recent = await remember(engram, { agentType, project, memoryType: "TASK", content: "newer task", occurredAt: daysAgo(1) });
    const imported = await remember(engram, { agentType, project, memoryType: "TASK", content: "oldest task", occurredAt: daysAgo(30) });
    const hits = await recall(engram, { agentType, project });
    expect(hits.map((hit) => hit.memory.id)).toEqual([recent.id, old.id, imported.id]);
  });

  it("brings the reply after a matching conversational turn, below it", async () => {
    const { agentType, project, word } = fresh();
    const turn = (minute: number, content: string) =>
      remember(engram, { agentType, project, memoryType: "CONVERSATION", content, occurredAt: new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString() });
    const asked = await turn(0, `Alice: which ${word} did you pick for the queue?`);
    const answered = await turn(1, "Bob: RabbitMQ, because the team knows it.");
    await turn(2, "Alice: fine by me.");
    const response = await engram.graphql(
      `query ($a: ID!, $p: ID!, $q: String!) { recall(agentType: $a, project: $p, query: $q) { score memory { id } why { nextTurnOf } } }`,
      { a: agentType, p: project, q: `Which ${word} was picked for the queue?` },
    );
    const hits = response.data!.recall;
    expect(hits.map((hit: { memory: { id: string } }) => hit.memory.id)).toEqual([asked.id, answered.id]);
    expect(hits[1].why.nextTurnOf).toBe(asked.id);
    expect(hits[1].score).toBeLessThan(hits[0].score);
  });

  it("takes its weights from ENGRAM_RECALL_WEIGHTS", async () => {
    const importanceOnly = await startTestEngram({ ENGRAM_RECALL_WEIGHTS: "similarity=0,decay=0,scopeMatch=0,occurrence=0,importance=1" });
    try {
      const { agentType, project, word } = fresh();
      const exact = await remember(importanceOnly, { agentType, project, memoryType: "TASK", title: word, content: `${word} ${word} ${word}`, importance: 1 });
      const vague = await remember(importanceOnly, { agentType, project, memoryType: "TASK", content: `${word} once in a long sentence about other things`, importance: 10 });
      const hits = await recall(importanceOnly, { agentType, project, query: word });
      expect(hits.map((hit) => [hit.memory.id, hit.score])).toEqual([
        [vague.id, 1],
        [exact.id, 0.1],
      ]);
    } finally {
      await importanceOnly.close();
    }
  });
});
