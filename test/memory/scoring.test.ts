import { describe, expect, it } from "vitest";
import { DEFAULT_RECALL_WEIGHTS } from "../../src/config.js";
import { decay, occurrenceWeight, scoreCandidates, type RecallCandidate } from "../../src/memory/scoring.js";

describe("occurrenceWeight", () => {
  it("counts a pattern or anti-pattern seen once like any other memory", () => {
    expect(occurrenceWeight("ANTI_PATTERN", 1)).toBe(occurrenceWeight("DECISION", 1));
    expect(occurrenceWeight("PATTERN", 1)).toBe(0.5);
  });

  it("raises a pattern seen in more places, up to ten", () => {
    expect(occurrenceWeight("PATTERN", 7)).toBe(0.7);
    expect(occurrenceWeight("ANTI_PATTERN", 10)).toBe(1);
    expect(occurrenceWeight("PATTERN", 40)).toBe(1);
    expect(occurrenceWeight("DECISION", 40)).toBe(0.5);
  });
});

describe("decay", () => {
  const now = Date.UTC(2026, 0, 1);
  it("loses 1% a day down to 0.3, except for evergreen tags", () => {
    expect(decay(now - 10 * 86_400_000, [], now)).toBeCloseTo(0.9, 10);
    expect(decay(now - 400 * 86_400_000, [], now)).toBe(0.3);
    expect(decay(now - 400 * 86_400_000, ["Security"], now)).toBe(1);
    expect(decay(now - 10 * 86_400_000, null, now)).toBeCloseTo(0.9, 10);
  });
});

describe("scoreCandidates", () => {
  const now = Date.UTC(2026, 0, 1);
  const memory = (id: string, overrides: Partial<RecallCandidate> = {}): RecallCandidate => ({
    id,
    lexicalScore: 1,
    semanticScore: null,
    scope: "PROJECT",
    memoryType: "DECISION",
    title: null,
    content: id,
    tags: [],
    importance: null,
    occurrences: 1,
    happenedAt: now - 10 * 86_400_000,
    stale: false,
    staleReason: null,
    ...overrides,
  });
  const w = DEFAULT_RECALL_WEIGHTS;

  it("scores similarity, decay, scope match, occurrence and importance by their weights, best first", () => {
    const similarities: Record<string, number> = { project: 0.5, global: 0.5, important: 0.2 };
    const scored = scoreCandidates([memory("global", { scope: "GLOBAL" }), memory("important", { importance: 10 }), memory("project")], w, now, (c) => ({
      similarity: similarities[c.id]!,
      lexical: 0.1,
      semantic: null,
    }));
    expect(scored.map((hit) => hit.candidate.id)).toEqual(["project", "global", "important"]);
    const [project] = scored;
    expect(project!.why).toEqual({
      similarity: 0.5,
      lexical: 0.1,
      semantic: null,
      relevance: null,
      cosine: null,
      coverage: null,
      decay: decay(now - 10 * 86_400_000, [], now),
      scopeMatch: 1,
      occurrence: 0.5,
      importance: 0.5,
      weights: w,
      stale: false,
    });
    expect(project!.score).toBe(0.5 * w.similarity + project!.why.decay * w.decay + 1 * w.scopeMatch + 0.5 * w.occurrence + 0.5 * w.importance);
  });

  it("keeps the search's relevance and what it came from beside the score, which relevance does not change", () => {
    const judged = { similarity: 0.5, lexical: 0.1, semantic: 0.2, relevance: 0.3, cosine: 0.88, coverage: 0.5 };
    const [hit] = scoreCandidates([memory("project")], w, now, () => judged);
    const [unjudged] = scoreCandidates([memory("project")], w, now, () => ({ similarity: 0.5, lexical: 0.1, semantic: 0.2 }));
    expect(hit!.why).toMatchObject({ relevance: 0.3, cosine: 0.88, coverage: 0.5 });
    expect(hit!.score).toBe(unjudged!.score);
  });

  it("names the turn a memory was found beside, and ranks equal scores newest first", () => {
    const scored = scoreCandidates([memory("older", { happenedAt: now - 2_000 }), memory("newer", { happenedAt: now - 1_000 })], w, now, (c) => ({
      similarity: 0.5,
      lexical: null,
      semantic: null,
      ...(c.id === "older" ? { neighbourOf: "hit" } : {}),
    }));
    expect(scored.map((hit) => [hit.candidate.id, hit.why.nextTurnOf])).toEqual([
      ["newer", undefined],
      ["older", "hit"],
    ]);
    expect(scored[1]!.why).not.toHaveProperty("neighbourOf");
  });
});
