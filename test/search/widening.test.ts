import { describe, expect, it } from "vitest";
import { VECTOR_OVERFETCH } from "../../src/search/config.js";
import { widenUntilEnough } from "../../src/search/widening.js";

/** A vector index of `total` vectors of which every `passEvery`th passes the filters; records each k read. */
function index(total: number, passEvery: number) {
  const reads: number[] = [];
  let counted = 0;
  return {
    reads,
    counted: () => counted,
    nearest: async (k: number) => {
      if (k <= 0) throw new Error("'numberOfNearestNeighbours' must be positive");
      reads.push(k);
      return Array.from({ length: Math.min(k, total) }, (_, i) => i).filter((i) => i % passEvery === 0);
    },
    count: async () => {
      counted++;
      return total;
    },
  };
}

describe("widenUntilEnough", () => {
  it("reads overfetched k once when enough pass, without counting", async () => {
    const vectors = index(1_000, 2);
    expect(await widenUntilEnough(10, vectors.nearest, vectors.count)).toHaveLength(10);
    expect(vectors.reads).toEqual([10 * VECTOR_OVERFETCH]);
    expect(vectors.counted()).toBe(0);
  });

  it("widens k until enough pass, or every vector was read", async () => {
    const vectors = index(1_000, 100);
    expect(await widenUntilEnough(10, vectors.nearest, vectors.count)).toHaveLength(10);
    expect(vectors.reads).toEqual([40, 160, 640, 1_000]);
    const few = index(100, 50);
    expect(await widenUntilEnough(10, few.nearest, few.count)).toEqual([0, 50]);
    expect(few.reads).toEqual([40, 100]);
  });

  it("stops when the first read already covered every vector, an empty index too", async () => {
    const small = index(12, 3);
    expect(await widenUntilEnough(10, small.nearest, small.count)).toEqual([0, 3, 6, 9]);
    expect(small.reads).toEqual([40]);
    const empty = index(0, 1);
    expect(await widenUntilEnough(10, empty.nearest, empty.count)).toEqual([]);
    expect(empty.reads).toEqual([40]);
  });
});
