import { describe, expect, it } from "vitest";
import { decay, occurrenceWeight } from "../../src/memory/scoring.js";

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
  });
});
