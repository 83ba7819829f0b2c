import { describe, expect, it } from "vitest";
import { fuseSimilarity, fuseSources, logistic, standardEvidence, withGroupEvidence } from "../../src/search/fusion.js";

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

describe("fuseSources", () => {
  const hit = (id: string | null, score: number, source: string) => ({ id, score, source });

  it("keeps the sources' order, each hit once by key (the earlier source's), and never merges a hit without one", () => {
    const fused = fuseSources([[hit("a", 1, "known"), hit("b", 2, "known")], [hit("b", 9, "similar"), hit("c", 3, "similar")], [hit(null, 5, "web"), hit(null, 6, "web")]], { key: (h) => h.id });
    expect(fused).toEqual([hit("a", 1, "known"), hit("b", 2, "known"), hit("c", 3, "similar"), hit(null, 5, "web"), hit(null, 6, "web")]);
  });

  it("leaves out what is not kept or was already shown, then orders (stably) and cuts to the limit", () => {
    const sources = [[hit("a", 1, "words"), hit("b", 3, "words"), hit("x", 0.1, "words")], [hit("c", 3, "domain"), hit("d", 2, "domain")]];
    const fused = fuseSources(sources, { key: (h) => h.id, seen: ["d"], keep: (h) => h.score >= 0.5, order: (a, b) => b.score - a.score, limit: 3 });
    expect(fused).toEqual([hit("b", 3, "words"), hit("c", 3, "domain"), hit("a", 1, "words")]);
  });

  it("without options, is the sources one after another, and leaves them alone", () => {
    const first = [hit("a", 1, "one")];
    expect(fuseSources([first, [hit("a", 2, "two")]], {})).toEqual([hit("a", 1, "one"), hit("a", 2, "two")]);
    expect(first).toEqual([hit("a", 1, "one")]);
  });
});

describe("withGroupEvidence", () => {
  const onPage = (lexicalScore: number, semanticScore: number | null, page: string | null) => ({ lexicalScore, semanticScore, page });
  const groupOf = (candidate: { page?: string | null }) => candidate.page ?? null;

  it("raises a hit on the page whose whole text matches best above an equal hit on another page", () => {
    const candidates = [onPage(2, 0.7, "weak"), onPage(2, 0.7, "strong"), onPage(1, 0.6, null)];
    const similarity = withGroupEvidence(candidates, 0.5, { share: 0.3, groupOf, scores: new Map([["strong", 9], ["weak", 3], ["other", 6]]) });
    expect(similarity(candidates[1]!).similarity).toBeGreaterThan(similarity(candidates[0]!).similarity);
  });

  it("mixes standard scores before the logistic: share × the page's + (1 − share) × the hit's own, a page not scored at the lowest, a hit on no page its own", () => {
    const candidates = [onPage(3, 0.9, "a"), onPage(1, 0.5, "b"), onPage(2, 0.7, "unscored"), onPage(2, 0.6, null)];
    const own = standardEvidence(candidates, 0.5);
    const similarity = withGroupEvidence(candidates, 0.5, { share: 0.25, groupOf, scores: new Map([["a", 4], ["b", 2]]) });
    expect(similarity(candidates[0]!).similarity).toBeCloseTo(logistic(0.75 * own(candidates[0]!).evidence + 0.25 * 1), 12);
    expect(similarity(candidates[1]!).similarity).toBeCloseTo(logistic(0.75 * own(candidates[1]!).evidence + 0.25 * -1), 12);
    expect(similarity(candidates[2]!).similarity).toBeCloseTo(logistic(0.75 * own(candidates[2]!).evidence + 0.25 * -1), 12);
    expect(similarity(candidates[3]!).similarity).toBeCloseTo(logistic(own(candidates[3]!).evidence), 12);
    expect(similarity(candidates[0]!)).toMatchObject({ lexical: own(candidates[0]!).lexical, semantic: own(candidates[0]!).semantic });
  });

  it("words only, mixes BM25 over the best hit's with the page's over the best page's", () => {
    const candidates = [onPage(4, null, "a"), onPage(2, null, "b")];
    const similarity = withGroupEvidence(candidates, null, { share: 0.5, groupOf, scores: new Map([["a", 1], ["b", 2]]) });
    expect(similarity(candidates[0]!).similarity).toBeCloseTo(0.5 * 1 + 0.5 * 0.5, 12);
    expect(similarity(candidates[1]!).similarity).toBeCloseTo(0.5 * 0.5 + 0.5 * 1, 12);
  });

  it("is the hits' own similarity with a share of 0", () => {
    const candidates = [onPage(3, 0.9, "a"), onPage(1, 0.5, "b")];
    const plain = fuseSimilarity(candidates, 0.5);
    const similarity = withGroupEvidence(candidates, 0.5, { share: 0, groupOf, scores: new Map([["b", 4]]) });
    for (const candidate of candidates) expect(similarity(candidate).similarity).toBeCloseTo(plain(candidate).similarity, 12);
  });

  it("keeps the hits' own order when no page was scored: every page counts the same", () => {
    const candidates = [onPage(1, 0.5, "b"), onPage(3, 0.9, "a")];
    const similarity = withGroupEvidence(candidates, 0.5, { share: 0.3, groupOf, scores: new Map() });
    expect(similarity(candidates[1]!).similarity).toBeGreaterThan(similarity(candidates[0]!).similarity);
  });
});
