import { describe, expect, it } from "vitest";
import { fuseSimilarity, logistic, standardEvidence } from "../../src/search/fusion.js";

const scores = (lexicalScore: number, semanticScore: number | null) => ({ lexicalScore, semanticScore });

describe("standardEvidence", () => {
  it("gives words alone BM25's standard score, and a candidate fulltext missed the lowest one", () => {
    const candidates = [scores(3, null), scores(1, null), scores(0, null)];
    const evidenceOf = standardEvidence(candidates, null);
    expect(evidenceOf(candidates[0]!)).toEqual({ evidence: 1, lexical: 1, semantic: null });
    expect(evidenceOf(candidates[1]!)).toEqual({ evidence: -1, lexical: -1, semantic: null });
    expect(evidenceOf(candidates[2]!)).toEqual({ evidence: -1, lexical: null, semantic: null });
  });

  it("counts a value a search missed a deviation below its hits when they have no spread", () => {
    const candidates = [scores(2, null), scores(0, null)];
    const evidenceOf = standardEvidence(candidates, null);
    expect(evidenceOf(candidates[0]!).evidence).toBe(0);
    expect(evidenceOf(candidates[1]!).evidence).toBe(-1);
  });

  it("mixes words and meaning by the lexical share", () => {
    const candidates = [scores(3, 0.9), scores(1, 0.5)];
    const evidenceOf = standardEvidence(candidates, 0.25);
    const first = evidenceOf(candidates[0]!);
    expect(first.lexical).toBeCloseTo(1, 12);
    expect(first.semantic).toBeCloseTo(1, 12);
    expect(first.evidence).toBeCloseTo(1, 12);
    const mixed = standardEvidence([scores(3, 0.5), scores(1, 0.9)], 0.25)(scores(3, 0.5));
    expect(mixed.evidence).toBeCloseTo(0.25 * 1 + 0.75 * -1, 12);
  });

  it("standardises cosine over the population given rather than over the candidates", () => {
    const candidates = [scores(0, 0.9), scores(0, 0.8)];
    const evidenceOf = standardEvidence(candidates, 0, { mean: 0.5, deviation: 0.2 });
    expect(evidenceOf(candidates[0]!).semantic).toBeCloseTo(2, 10);
    expect(evidenceOf(candidates[1]!).semantic).toBeCloseTo(1.5, 10);
  });
});

describe("fuseSimilarity", () => {
  it("keeps knowledge search's words-only similarity: BM25 over the best candidate's", () => {
    const candidates = [scores(4, null), scores(1, null)];
    const similarity = fuseSimilarity(candidates, null);
    expect(similarity(candidates[0]!).similarity).toBe(1);
    expect(similarity(candidates[1]!).similarity).toBe(0.25);
  });

  it("maps hybrid evidence to 0–1 by the logistic function", () => {
    const candidates = [scores(3, 0.9), scores(1, 0.5)];
    const similarity = fuseSimilarity(candidates, 0.5);
    expect(similarity(candidates[0]!).similarity).toBeCloseTo(logistic(1), 12);
    expect(similarity(candidates[1]!).similarity).toBeCloseTo(logistic(-1), 12);
  });
});
