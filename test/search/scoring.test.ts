import { describe, expect, it } from "vitest";
import { DEFAULT_KNOWLEDGE_WEIGHTS, DEFAULT_RECALL_WEIGHTS } from "../../src/config.js";
import { weightedScore } from "../../src/search/scoring.js";

describe("weightedScore", () => {
  it("sums each part times its weight", () => {
    expect(weightedScore({ a: 1, b: 0.5 }, { a: 0.2, b: 0.6 })).toBeCloseTo(0.5, 12);
    expect(weightedScore({ a: 0, b: 0 }, { a: 0.2, b: 0.6 })).toBe(0);
  });

  it("gives recall's score to the last digit: similarity, decay, scope match, occurrence and importance", () => {
    const parts = { similarity: 0.731, decay: 0.3, scopeMatch: 1, occurrence: 0.5, importance: 0.7 };
    const w = DEFAULT_RECALL_WEIGHTS;
    const written = parts.similarity * w.similarity + parts.decay * w.decay + parts.scopeMatch * w.scopeMatch + parts.occurrence * w.occurrence + parts.importance * w.importance;
    expect(weightedScore(parts, w)).toBe(written);
  });

  it("gives knowledge search's score to the last digit: credibility, freshness, usage and similarity", () => {
    const parts = { credibility: 0.9, freshness: 0.137, usage: 0.03, similarity: 0.61 * 1.3 };
    const w = DEFAULT_KNOWLEDGE_WEIGHTS;
    const written = parts.credibility * w.credibility + parts.freshness * w.freshness + parts.usage * w.usage + parts.similarity * w.similarity;
    expect(weightedScore(parts, w)).toBe(written);
  });
});
