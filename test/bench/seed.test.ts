import { describe, expect, it } from "vitest";
import { mulberry32, unitVector } from "../../bench/seed.js";

describe("the bench's synthetic vectors", () => {
  it("are of unit length, spread over every dimension, and the same for the same seed", () => {
    const first = unitVector(mulberry32(7), 384);
    expect(first).toHaveLength(384);
    expect(Math.hypot(...first)).toBeCloseTo(1, 12);
    expect(first.filter((x) => x > 0).length).toBeGreaterThan(150);
    expect(first.filter((x) => x < 0).length).toBeGreaterThan(150);
    expect(unitVector(mulberry32(7), 384)).toEqual(first);
    expect(unitVector(mulberry32(8), 384)).not.toEqual(first);
  });
});
