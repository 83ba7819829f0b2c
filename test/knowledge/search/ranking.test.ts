import { describe, expect, it } from "vitest";
import { DEFAULT_KNOWLEDGE_WEIGHTS } from "../../../src/config.js";
import { scoreMemoryHit } from "../../../src/knowledge/search/ranking.js";

const weights = DEFAULT_KNOWLEDGE_WEIGHTS;

describe("scoreMemoryHit", () => {
  it("scores a memory hit with the knowledge weights: fully trusted, as fresh as it has not decayed, used as often as it recurs, never advisory", () => {
    const { score, parts } = scoreMemoryHit({ similarity: 0.7, decay: 0.9, occurrence: 0.5 }, weights);
    expect(parts).toEqual({ similarity: 0.7, credibility: 1, freshness: 0.9, usage: 0.5, boost: 1, advisory: 1, knowledgeWeights: weights });
    expect(score).toBe(1 * weights.credibility + 0.9 * weights.freshness + 0.5 * weights.usage + 0.7 * weights.similarity);
  });
});
