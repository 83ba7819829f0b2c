import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";
import { RERANK_SHARE } from "../../src/search/config.js";
import { LocalReranker } from "../../src/search/reranker.js";

/**
 * Two Engrams on the run's Neo4j, one without the reranker and one with ENGRAM_RERANKER=local (the
 * real cross-encoder, cached by the test setup): the same memories, the same question, two orders.
 */
let plain: TestEngram;
let reranked: TestEngram;

beforeAll(async () => {
  plain = await startTestEngram({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" });
  reranked = await startTestEngram({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "local", ENGRAM_OFFLINE: "true" });
});

afterAll(async () => {
  await plain?.close();
  await reranked?.close();
});

interface Hit {
  score: number;
  memory: { id: string };
  why: { similarity: number; reranker: number | null };
}

async function recall(engram: TestEngram, agentType: string, query: string): Promise<Hit[]> {
  const answer = await engram.graphql(`query ($a: ID!, $q: String) { recall(agentType: $a, query: $q, limit: 5) { score memory { id } why { similarity reranker } } }`, { a: agentType, q: query });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.recall as Hit[];
}

describe("recall with ENGRAM_RERANKER=local", () => {
  it("breaks a tie the words cannot by what answers the question, and says how it judged each hit", async () => {
    const agentType = uniqueId("rerank");
    // the same question words once each, in texts of the same length: fulltext scores them alike, and
    // the more recent (the question asked back) would come first
    const remembered = await plain.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, {
      input: [
        { id: uniqueId("answer"), agentType, memoryType: "CONVERSATION", content: "Melanie: my instrument to play is the violin.", occurredAt: "2020-03-01T10:00:00Z" },
        { id: uniqueId("asked"), agentType, memoryType: "CONVERSATION", content: "Melanie: what instrument to play at parties?", occurredAt: "2020-03-01T10:01:00Z" },
      ],
    });
    if (remembered.errors) throw new Error(JSON.stringify(remembered.errors));
    const [answerId, askedId] = (remembered.data!.rememberMany as Array<{ id: string }>).map((memory) => memory.id);
    const question = "What instrument does Melanie play?";

    const before = await recall(plain, agentType, question);
    expect(before.map((hit) => hit.memory.id)).toEqual([askedId, answerId]);
    expect(before[0]!.why.similarity).toBe(before[1]!.why.similarity);
    expect(before.every((hit) => hit.why.reranker === null)).toBe(true);

    const after = await recall(reranked, agentType, question);
    expect(after.map((hit) => hit.memory.id)).toEqual([answerId, askedId]);
    const [answer, asked] = after;
    expect(answer!.why.reranker).toBeGreaterThan(asked!.why.reranker!);
    expect(answer!.score).toBeGreaterThan(asked!.score);
    // the search's similarity, mixed with the cross-encoder's chance
    expect(answer!.why.similarity).toBeCloseTo((1 - RERANK_SHARE) * before[1]!.why.similarity + RERANK_SHARE * answer!.why.reranker!, 6);
  });

  it("leaves recall without a question in its order: there is nothing to read the memories against", async () => {
    const agentType = uniqueId("rerank-recent");
    await reranked.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, {
      input: [
        { agentType, memoryType: "DECISION", content: "Use Postgres for invoices.", occurredAt: "2020-03-01T10:00:00Z" },
        { agentType, memoryType: "DECISION", content: "Use Kafka for order events.", occurredAt: "2020-03-02T10:00:00Z" },
      ],
    });
    const answer = await reranked.graphql(`query ($a: ID!) { recall(agentType: $a, limit: 5) { memory { content } why { reranker } } }`, { a: agentType });
    expect(answer.errors).toBeUndefined();
    const hits = answer.data!.recall as Array<{ memory: { content: string }; why: { reranker: number | null } }>;
    expect(hits.map((hit) => hit.memory.content)).toEqual(["Use Kafka for order events.", "Use Postgres for invoices."]);
    expect(hits.every((hit) => hit.why.reranker === null)).toBe(true);
  });
});

describe("one reading of the cross-encoder per request", () => {
  it("agentContext reads its recall and its documentation search in one call", async () => {
    const agentType = uniqueId("rerank-brief");
    const pages = await mkdtemp(join(tmpdir(), "engram-rerank-brief-"));
    const topic = uniqueId("quillwort").replace(/[^a-z]/g, "");
    await writeFile(join(pages, "pruning.md"), `# Pruning ${topic}\n\nPrune ${topic} plants in spring, after the frost.\n`);
    await writeFile(join(pages, "watering.md"), `# Watering ${topic}\n\nWater ${topic} plants in the morning.\n`);
    const driver = testDriver();
    try {
      await ingestQuietly(await ingestDependencies(driver), ingestRequest({ format: "markdown", location: pages, source: uniqueId("garden") }));
    } finally {
      await driver.close();
    }
    const remembered = await reranked.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, {
      input: [
        { agentType, memoryType: "PATTERN", content: `Prune ${topic} plants in spring.` },
        { agentType, memoryType: "PATTERN", content: `Water ${topic} plants in the morning.` },
      ],
    });
    if (remembered.errors) throw new Error(JSON.stringify(remembered.errors));
    const score = vi.spyOn(LocalReranker.prototype, "score");
    try {
      const task = `prune ${topic} plants`;
      const brief = await reranked.graphql(`query ($a: ID!, $t: String!) { agentContext(agentType: $a, task: $t, maxExternal: 2) { patterns { memory { id } } external { title } } }`, { a: agentType, t: task });
      if (brief.errors) throw new Error(JSON.stringify(brief.errors));
      expect((brief.data!.agentContext as { external: unknown[] }).external.length).toBeGreaterThan(0);
      expect(score).toHaveBeenCalledTimes(1);
      const passages = score.mock.calls[0]![1].join("\n");
      expect(passages).toContain(`Prune ${topic} plants in spring.`);
      expect(passages).toContain("after the frost");
    } finally {
      score.mockRestore();
    }
  });
});
