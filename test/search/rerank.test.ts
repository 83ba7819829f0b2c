import { describe, expect, it } from "vitest";
import { DEFAULT_KNOWLEDGE_WEIGHTS, DEFAULT_RECALL_WEIGHTS } from "../../src/config.js";
import { rankCandidates, type FusedCandidate } from "../../src/knowledge/search/ranking.js";
import type { ScoredMemory } from "../../src/memory/scoring.js";
import { pairEncoding } from "../../src/search/cross-encoder.js";
import { knowledgeCandidate } from "../helpers/knowledge-candidates.js";
import { rerankKnowledge } from "../../src/knowledge/search/rerank.js";
import { rerankRecall } from "../../src/memory/rerank.js";
import { RERANK_SHARE } from "../../src/search/config.js";
import { rerankedSimilarity, rerankerChance, RerankStep, rerankTop, type Reranker } from "../../src/search/rerank.js";

/** A reranker whose verdicts are given: the pure combination is what is tested here (the model has its own test). */
function verdicts(logits: Record<string, number>, candidates = 30): Reranker & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    candidates,
    asked,
    score: async (_question, passages) => {
      asked.push([...passages]);
      return passages.map((passage) => logits[passage] ?? 0);
    },
    close: async () => undefined,
  };
}

const failing: Reranker = { candidates: 30, score: async () => null, close: async () => undefined };

function hit(content: string, similarity: number): ScoredMemory {
  const weights = DEFAULT_RECALL_WEIGHTS;
  const why = { similarity, lexical: null, semantic: null, relevance: null, cosine: null, coverage: null, decay: 1, scopeMatch: 1, occurrence: 0.5, importance: 0.5, weights, stale: false };
  const score = similarity * weights.similarity + weights.decay + weights.scopeMatch + 0.5 * weights.occurrence + 0.5 * weights.importance;
  return {
    candidate: { id: content, content, title: null, lexicalScore: 1, semanticScore: null, scope: "PROJECT", memoryType: "CONVERSATION", tags: [], importance: null, occurrences: 1, happenedAt: 0, stale: false, staleReason: null },
    score,
    why,
  };
}

describe("combining the cross-encoder with the search's own evidence", () => {
  it("reads a logit as the chance ms-marco was trained to give it", () => {
    expect(rerankerChance(0)).toBe(0.5);
    expect(rerankerChance(6)).toBeCloseTo(0.9975, 4);
    expect(rerankerChance(-11)).toBeLessThan(0.0001);
  });

  it("mixes the search's similarity with that chance by the chosen share", () => {
    expect(rerankedSimilarity(0.8, 0, 0.5)).toBeCloseTo(0.65, 10);
    expect(rerankedSimilarity(0.8, 0, 0)).toBeCloseTo(0.8, 10);
    expect(rerankedSimilarity(0.8, 0, 1)).toBeCloseTo(0.5, 10);
    expect(rerankedSimilarity(0.4, 20)).toBeCloseTo((1 - RERANK_SHARE) * 0.4 + RERANK_SHARE, 6);
    // a confident verdict moves a hit; the search's evidence still counts
    expect(rerankedSimilarity(0.9, -10)).toBeLessThan(rerankedSimilarity(0.6, 8));
    expect(rerankedSimilarity(0.9, -10)).toBeGreaterThan(rerankedSimilarity(0.2, -10));
  });

  it("reorders recall's best hits by the mix, changing each score by the similarity weight times the change", async () => {
    const hits = [hit("near miss", 0.95), hit("the answer", 0.85), hit("noise", 0.5)];
    const reranked = await rerankRecall(hits, "question?", verdicts({ "near miss": -8, "the answer": 7, noise: -9 }));
    expect(reranked.map((h) => h.candidate.id)).toEqual(["the answer", "near miss", "noise"]);
    const answer = reranked[0]!;
    const similarity = rerankedSimilarity(0.85, 7);
    expect(answer.why.similarity).toBeCloseTo(similarity, 10);
    expect(answer.why.reranker).toBeCloseTo(rerankerChance(7), 10);
    expect(answer.score).toBeCloseTo(hits[1]!.score + DEFAULT_RECALL_WEIGHTS.similarity * (similarity - 0.85), 10);
  });

  it("reads only the first candidates; the rest follow in their order, unread", async () => {
    const hits = ["a", "b", "c", "d", "e"].map((id, i) => hit(id, 0.9 - i * 0.1));
    const reranker = verdicts({ a: -5, b: -5, c: 9, d: 9, e: 9 }, 3);
    const reranked = await rerankRecall(hits, "q", reranker);
    expect(reranker.asked).toEqual([["a", "b", "c"]]);
    expect(reranked.map((h) => h.candidate.id)).toEqual(["c", "a", "b", "d", "e"]);
    expect(reranked[3]).toBe(hits[3]);
  });

  it("keeps the search's order, scores and reasons when the model fails, and asks nothing of one hit", async () => {
    const hits = [hit("a", 0.9), hit("b", 0.8)];
    expect(await rerankRecall(hits, "q", failing)).toEqual(hits);
    const single = verdicts({});
    expect(await rerankRecall([hits[0]!], "q", single)).toEqual([hits[0]]);
    expect(single.asked).toEqual([]);
  });

  it("keeps the search's order between hits the mix scores alike", async () => {
    const ranked = await rerankTop([1, 2, 3], "q", verdicts({}), { passage: String, rescore: () => 0, score: (n) => n });
    expect(ranked).toEqual([0, 0, 0]);
    const order = await rerankTop(["x", "y", "z"], "q", verdicts({}), { passage: (s) => s, rescore: (s) => s, score: () => 1 });
    expect(order).toEqual(["x", "y", "z"]);
  });
});

describe("reranking searchKnowledge's external hits", () => {
  const section = (title: string, similarity: number): FusedCandidate => ({
    ...knowledgeCandidate({ id: title, identity: title, title, text: `${title} text`, url: null, trust: 0.95, lexicalScore: 1 }),
    similarity,
    lexical: null,
    semantic: null,
    coverage: 0.5,
    relevance: 0.5,
    cosine: null,
  });
  const rank = (candidates: FusedCandidate[]) => rankCandidates(candidates, ["vacuum"], DEFAULT_KNOWLEDGE_WEIGHTS, null, 0);

  it("scores the best candidates again as the design says, from the mixed similarity, best first", async () => {
    const ranked = rank([section("DELETE", 0.9), section("VACUUM", 0.8), section("Glossary", 0.3)]);
    const reranker = verdicts({ "DELETE\nDELETE text": -6, "VACUUM\nVACUUM text": 8, "Glossary\nGlossary text": -9 });
    const reranked = await rerankKnowledge(ranked, "reclaim space", reranker, (candidate) => rank([candidate])[0]!);
    expect(reranked.map((hit) => hit.candidate.title)).toEqual(["VACUUM", "DELETE", "Glossary"]);
    const vacuum = reranked[0]!;
    expect(vacuum.candidate.similarity).toBeCloseTo(rerankedSimilarity(0.8, 8), 10);
    expect(vacuum.why.reranker).toBeCloseTo(rerankerChance(8), 10);
    expect(vacuum.score).toBeCloseTo(rank([{ ...section("VACUUM", 0.8), similarity: rerankedSimilarity(0.8, 8) }])[0]!.score, 10);
  });
});

describe("a question and passage as the cross-encoder reads them", () => {
  const special = { cls: 101, sep: 102 };
  it("puts [CLS] question [SEP] passage [SEP] with the passage's type", () => {
    expect(pairEncoding([1, 2], [3, 4, 5], 16, special)).toEqual({ ids: [101, 1, 2, 102, 3, 4, 5, 102], typeIds: [0, 0, 0, 0, 1, 1, 1, 1] });
  });

  it("cuts the longer text first: a long passage at its end, keeping a short question whole", () => {
    const passage = Array.from({ length: 100 }, (_, i) => 1000 + i);
    const { ids, typeIds } = pairEncoding([1, 2, 3], passage, 16, special);
    expect(ids).toEqual([101, 1, 2, 3, 102, ...passage.slice(0, 10), 102]);
    expect(typeIds.filter((t) => t === 1)).toHaveLength(11);
  });

  it("cuts both to half when both are long", () => {
    const long = (from: number) => Array.from({ length: 50 }, (_, i) => from + i);
    const { ids } = pairEncoding(long(1000), long(2000), 16, special);
    expect(ids).toHaveLength(16);
    expect(ids).toEqual([101, ...long(1000).slice(0, 6), 102, ...long(2000).slice(0, 7), 102]);
  });
});

describe("RerankStep", () => {
  it("reads the passages every search of the request asks for in one call, each search given its own logits", async () => {
    const model = verdicts({ a: 1, b: 2, c: 3 });
    const step = new RerankStep(model, 2);
    const [first, second] = await Promise.all([step.run((reranker) => reranker!.score("q", ["a", "b"])), step.run((reranker) => reranker!.score("q", ["c"]))]);
    expect(model.asked).toEqual([["a", "b", "c"]]);
    expect([first, second]).toEqual([[1, 2], [3]]);
  });

  it("reads once a search that asks nothing has ended, even by failing", async () => {
    const model = verdicts({ a: 1 });
    const step = new RerankStep(model, 3);
    const results = await Promise.allSettled([
      step.run((reranker) => reranker!.score("q", ["a"])),
      step.run(async () => "no hits to read"),
      step.run(async () => {
        throw new Error("bad input");
      }),
    ]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual([[1], "no hits to read", "failed"]);
    expect(model.asked).toEqual([["a"]]);
  });

  it("gives every search no logits when the reading fails, and no reranker when none is on", async () => {
    const step = new RerankStep(failing, 2);
    expect(await Promise.all([step.run((reranker) => reranker!.score("q", ["a"])), step.run((reranker) => reranker!.score("q", ["b"]))])).toEqual([null, null]);
    expect(await new RerankStep(null, 1).run(async (reranker) => reranker)).toBeNull();
  });
});
