import { describe, expect, it } from "vitest";
import { DEFAULT_KNOWLEDGE_WEIGHTS } from "../../../src/config.js";
import { coverageOf } from "../../../src/search/coverage.js";
import {
  COVERAGE_WEIGHT,
  EXTERNAL_ADVISORY,
  newestPerItem,
  oneHitPerTarget,
  pagesFirst,
  rankCandidates,
  rankExternal,
  scoreMemoryHit,
  TITLE_BOOST,
  type FusedCandidate,
} from "../../../src/knowledge/search/ranking.js";
import { queryTerms } from "../../../src/search/terms.js";
import { knowledgeCandidate } from "../../helpers/knowledge-candidates.js";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 1);
const weights = DEFAULT_KNOWLEDGE_WEIGHTS;

const candidate = knowledgeCandidate;

const fused = (overrides: Partial<FusedCandidate> = {}): FusedCandidate => ({ ...candidate(), similarity: 0.5, lexical: null, semantic: null, coverage: 0, relevance: 0.1, cosine: null, ...overrides });

describe("rankCandidates", () => {
  it("weighs credibility, freshness, usage and relevance (similarity scaled by coverage, times the boosts), times the advisory factor", () => {
    const terms = ["file", "system"];
    const hit = fused({ similarity: 0.6, coverage: 0.5, trust: 0.8, lastUpdated: NOW - 365 * DAY, accessCount: 25 });
    const [ranked] = rankCandidates([hit], terms, weights, null, NOW);
    const freshness = 1 - 365 / 730;
    const relevance = (0.6 * (1 + COVERAGE_WEIGHT * 0.5)) / (1 + COVERAGE_WEIGHT);
    const boost = 1 + TITLE_BOOST;
    expect(ranked!.why).toMatchObject({ credibility: 0.8, freshness, usage: 0.25, boost, advisory: EXTERNAL_ADVISORY, coverage: 0.5, similarity: 0.6 });
    expect(ranked!.score).toBeCloseTo((0.8 * weights.credibility + freshness * weights.freshness + 0.25 * weights.usage + relevance * boost * weights.similarity) * EXTERNAL_ADVISORY, 12);
    expect(ranked!.deprecated).toBe(false);
  });

  it("trusts an unknown source like an unknown blog, and marks what is deprecated for the version asked", () => {
    const [ranked] = rankCandidates([fused({ trust: null, deprecatedIn: "16.0" })], [], weights, "18", NOW);
    expect(ranked!.why.credibility).toBe(0.4);
    expect(ranked!.deprecated).toBe(true);
    expect(rankCandidates([fused({ deprecatedIn: "20.0" })], [], weights, "18", NOW)[0]!.deprecated).toBe(false);
  });
});

describe("newestPerItem", () => {
  it("keeps, of an item's versions, the newest that the version asked for has, and nothing introduced later", () => {
    const v = (version: string, versionIntroduced: string | null = null) => fused({ id: `node:${version}:fs`, version, versionIntroduced });
    expect(newestPerItem([v("18"), v("20"), v("22")], "20").map((c) => c.version)).toEqual(["20"]);
    expect(newestPerItem([v("18"), v("20"), v("22")], null).map((c) => c.version)).toEqual(["22"]);
    expect(newestPerItem([v("22", "21")], "20")).toEqual([]);
  });

  it("keeps the more similar of two unversioned copies", () => {
    const kept = newestPerItem([fused({ id: "a", similarity: 0.4 }), fused({ id: "b", similarity: 0.7 })], null);
    expect(kept.map((c) => c.id)).toEqual(["b"]);
  });
});

describe("oneHitPerTarget", () => {
  it("shows an API entry and the section documenting it as one hit, the entry, with the better similarity and coverage", () => {
    const section = fused({ kind: "DOC", id: "section", identity: "s", similarity: 0.8, coverage: 0.2 });
    const entry = fused({ kind: "API", id: "entry", identity: "e", similarity: 0.3, coverage: 0.9 });
    const other = fused({ id: "other", identity: "o", url: "https://nodejs.org/api/path.html" });
    expect(oneHitPerTarget([section, entry, other]).map((c) => [c.id, c.similarity, c.coverage])).toEqual([
      ["entry", 0.8, 0.9],
      ["other", 0.5, 0],
    ]);
  });
});

describe("pagesFirst", () => {
  it("puts each page's best hit before any page's second, and keeps the rest in score order", () => {
    const hits = [
      { source: "DOC", id: "pg:functions-math.html", n: 1 },
      { source: "DOC", id: "pg:functions-math.html", n: 2 },
      { source: "API", id: "pg:functions-math.html", n: 3 },
      { source: "DOC", id: "pg:functions-string.html", n: 4 },
      { source: "DOC", id: "pg:functions-math.html", n: 5 },
      { source: "MEMORY", id: "m1", n: 6 },
      { source: "DOC", id: "pg:functions-string.html", n: 7 },
    ];
    expect(pagesFirst(hits).map((hit) => hit.n)).toEqual([1, 3, 4, 6, 2, 5, 7]);
    expect(pagesFirst([])).toEqual([]);
  });
});

describe("rankExternal", () => {
  it("gives each candidate its fused similarity, coverage and relevance, one per item and target, ranked by rankCandidates", () => {
    const terms = queryTerms("read a file line by line");
    const candidates = [
      candidate({ id: "a", identity: "a", url: "https://x/a", title: "Lines", text: "Read a file line by line." }),
      candidate({ id: "b", identity: "b", url: "https://x/b", title: "Streams", text: "Streams of bytes." }),
      candidate({ id: "a2", identity: "a", url: "https://x/a2", title: "Lines again", text: "Read lines." }),
    ];
    const similarities: Record<string, number> = { a: 0.9, b: 0.2, a2: 0.1 };
    const coverage = coverageOf(terms);
    const judged = (c: (typeof candidates)[number]) => ({
      similarity: similarities[c.id]!,
      lexical: 1,
      semantic: null,
      neighbourOf: "ignored",
      coverage: coverage(`${c.title} ${c.text}`),
      relevance: similarities[c.id]! / 2,
      cosine: 0.8,
    });
    const ranked = rankExternal(candidates, judged, { terms, weights, version: null, now: NOW });
    expect(ranked.map((r) => r.candidate.id)).toEqual(["a", "b"]);
    expect(ranked[0]!.candidate).toMatchObject({ similarity: 0.9, lexical: 1, semantic: null, coverage: coverage("Lines Read a file line by line."), relevance: 0.45, cosine: 0.8 });
    expect(ranked[0]!.why).toMatchObject({ relevance: 0.45, cosine: 0.8 });
    expect(ranked[0]!.candidate).not.toHaveProperty("neighbourOf");
    const expected = rankCandidates([{ ...candidates[0]!, similarity: 0.9, lexical: 1, semantic: null, coverage: ranked[0]!.candidate.coverage, relevance: 0.45, cosine: 0.8 }], terms, weights, null, NOW);
    expect(ranked[0]!.score).toBe(expected[0]!.score);
  });
});

describe("scoreMemoryHit", () => {
  it("scores a memory hit with the knowledge weights: fully trusted, as fresh as it has not decayed, used as often as it recurs, never advisory", () => {
    const { score, parts } = scoreMemoryHit({ similarity: 0.7, decay: 0.9, occurrence: 0.5 }, weights);
    expect(parts).toEqual({ similarity: 0.7, credibility: 1, freshness: 0.9, usage: 0.5, boost: 1, advisory: 1, knowledgeWeights: weights });
    expect(score).toBe(1 * weights.credibility + 0.9 * weights.freshness + 0.5 * weights.usage + 0.7 * weights.similarity);
  });
});
