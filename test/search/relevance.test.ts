import { describe, expect, it } from "vitest";
import { CONVERSATION_RELEVANCE } from "../../src/search/config.js";
import { cosineOrLowest, relevance as relevanceIn, type RelevanceEvidence } from "../../src/search/relevance.js";

const relevance = (evidence: RelevanceEvidence) => relevanceIn(evidence, CONVERSATION_RELEVANCE);

describe("relevance, with recall's fit (conversations)", () => {
  it("puts an unrelated hit far below a related one, whatever else the question found", () => {
    // bge-small's (1 + cos) / 2 for a small-talk turn against an unrelated question sits near 0.8; an answering turn near 0.9.
    const unrelated = relevance({ cosine: 0.8, coverage: 0 });
    const related = relevance({ cosine: 0.9, coverage: 0.5 });
    expect(unrelated).toBeLessThan(0.01);
    expect(related).toBeGreaterThan(0.2);
    expect(related / unrelated).toBeGreaterThan(20);
  });

  it("grows with meaning and with the share of the question's words", () => {
    expect(relevance({ cosine: 0.86, coverage: 0.5 })).toBeGreaterThan(relevance({ cosine: 0.84, coverage: 0.5 }));
    expect(relevance({ cosine: 0.86, coverage: 1 })).toBeGreaterThan(relevance({ cosine: 0.86, coverage: 0.5 }));
    expect(relevance({ cosine: null, coverage: 1 })).toBeGreaterThan(relevance({ cosine: null, coverage: 0.5 }));
  });

  it("stays within 0 and 1 at the extremes", () => {
    for (const cosine of [0, 1, null]) {
      for (const coverage of [0, 1]) {
        const value = relevance({ cosine, coverage });
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
  });

  it("uses words alone when there is no cosine: a hit with every word of the question is likely, one with none is not", () => {
    expect(relevance({ cosine: null, coverage: 1 })).toBeGreaterThan(0.5);
    expect(relevance({ cosine: null, coverage: 0 })).toBeLessThan(0.01);
  });
});

describe("cosineOrLowest", () => {
  it("keeps a known cosine", () => {
    expect(cosineOrLowest([0.95, 0.9])(0.91)).toBe(0.91);
  });
  it("takes the lowest the vector search returned for a hit it did not return", () => {
    expect(cosineOrLowest([0.95, 0.88, 0.9])(null)).toBe(0.88);
  });
  it("has no cosine when the vector search returned nothing (words alone)", () => {
    expect(cosineOrLowest([])(null)).toBeNull();
  });
});
