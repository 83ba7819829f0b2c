import { describe, expect, it } from "vitest";
import { DEFAULT_KNOWLEDGE_WEIGHTS } from "../../src/config.js";
import { pagesFirst, rankCandidates, type FusedCandidate } from "../../src/knowledge/search/ranking.js";
import { numbered } from "../../src/search/ranks.js";
import { knowledgeCandidate } from "../helpers/knowledge-candidates.js";

const fused = (overrides: Partial<FusedCandidate>): FusedCandidate => ({ ...knowledgeCandidate(), similarity: 0.5, lexical: null, semantic: null, coverage: 0, relevance: 0.1, cosine: null, ...overrides });

describe("numbered", () => {
  it("gives a list's hits their places, 1 to n in the order returned, and keeps every field", () => {
    const hits = [{ id: "b", score: 0.9 }, { id: "a", score: 0.4 }, { id: "c", score: 0.4 }];
    expect(numbered(hits)).toEqual([
      { id: "b", score: 0.9, rank: 1 },
      { id: "a", score: 0.4, rank: 2 },
      { id: "c", score: 0.4, rank: 3 },
    ]);
    expect(numbered([])).toEqual([]);
  });

  it("ranks knowledge hits by score, higher first within each page round, while relevance may rise down the list", () => {
    // Issue 32's case: the section whose title holds the question's words and whose words BM25 favours ranks first,
    // though its cosine and word share (all relevance is estimated from) make it the less likely answer.
    const terms = ["read", "file", "line"];
    const titled = fused({ id: "py:tutorial", identity: "t", url: "u1", title: "Read a file line by line", similarity: 0.9, coverage: 0.6, relevance: 0.205 });
    const untitled = fused({ id: "py:io", identity: "i", url: "u2", title: "io", similarity: 0.6, coverage: 0.7, relevance: 0.211 });
    const ranked = rankCandidates([untitled, titled], terms, DEFAULT_KNOWLEDGE_WEIGHTS, null, 0)
      .map(({ candidate, score }) => ({ source: candidate.kind, id: candidate.id, score, relevance: candidate.relevance }))
      .sort((a, b) => b.score - a.score);
    const hits = numbered(pagesFirst(ranked));
    expect(hits.map((hit) => [hit.rank, hit.id])).toEqual([
      [1, "py:tutorial"],
      [2, "py:io"],
    ]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(hits[0]!.relevance).toBeLessThan(hits[1]!.relevance);
  });
});
