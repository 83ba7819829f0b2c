import { describe, expect, it } from "vitest";
import { NeighbourReads, neighbourMap, withNeighbourEvidence } from "../../src/search/neighbours.js";

describe("withNeighbourEvidence", () => {
  const context = { share: 0.5, floor: -2 };

  it("adds a share of how far the best neighbour stands above the floor", () => {
    const evidence = new Map([
      ["question", 2],
      ["reply", -1],
      ["earlier", 0],
    ]);
    const neighbours = neighbourMap([
      ["question", "reply"],
      ["question", "earlier"],
    ]);
    const result = withNeighbourEvidence(evidence, neighbours, context);
    expect(result.get("question")).toBe(2 + 0.5 * (0 + 2));
    expect(result.get("reply")).toBe(-1 + 0.5 * (2 + 2));
    expect(result.get("earlier")).toBe(0 + 0.5 * (2 + 2));
  });

  it("leaves a candidate without known neighbours, or with neighbours under the floor, as it was", () => {
    const evidence = new Map([
      ["alone", 1],
      ["beside-weak", 0.5],
      ["weak", -5],
    ]);
    const result = withNeighbourEvidence(evidence, neighbourMap([["beside-weak", "weak"], ["alone", "not-a-candidate"]]), context);
    expect(result.get("alone")).toBe(1);
    expect(result.get("beside-weak")).toBe(0.5);
  });

  it("changes nothing with a share of 0", () => {
    const evidence = new Map([
      ["a", 1],
      ["b", 3],
    ]);
    expect(withNeighbourEvidence(evidence, neighbourMap([["a", "b"]]), { share: 0, floor: -3 })).toEqual(evidence);
  });
});

describe("neighbourMap", () => {
  it("links both ways, once", () => {
    const map = neighbourMap([
      ["a", "b"],
      ["b", "a"],
      ["b", "c"],
    ]);
    expect(map.get("a")).toEqual(["b"]);
    expect(map.get("b")).toEqual(["a", "c"]);
    expect(map.get("c")).toEqual(["b"]);
  });
});

describe("NeighbourReads", () => {
  /** Rows of a fake read: each key's neighbours are `${key}-before` and `${key}-after`; every read is recorded. */
  function reads(fail: (keys: string[]) => boolean = () => false) {
    const asked: string[][] = [];
    const read = async (keys: string[]) => {
      asked.push(keys);
      if (fail(keys)) throw new Error(`no neighbours for ${keys.join(",")}`);
      return keys.flatMap((key) => [`${key}-before`, `${key}-after`].map((candidate) => ({ beside: key, candidate })));
    };
    return { asked, neighbours: new NeighbourReads(read) };
  }
  const rowsOf = (...keys: string[]) => keys.flatMap((key) => [`${key}-before`, `${key}-after`].map((candidate) => ({ beside: key, candidate })));

  it("reads the keys asked for when nothing was started", async () => {
    const { asked, neighbours } = reads();
    expect(await neighbours.of(["a", "b"])).toEqual(rowsOf("a", "b"));
    expect(asked).toEqual([["a", "b"]]);
  });

  it("answers from the early read when it covers the keys asked for, in their order, without reading again", async () => {
    const { asked, neighbours } = reads();
    neighbours.start(["a", "b", "c"]);
    expect(await neighbours.of(["c", "a"])).toEqual(rowsOf("c", "a"));
    expect(asked).toEqual([["a", "b", "c"]]);
  });

  it("reads only the keys the early read missed, and gives the same rows as one read of them all", async () => {
    const { asked, neighbours } = reads();
    neighbours.start(["a", "b"]);
    expect(await neighbours.of(["b", "x", "a", "y"])).toEqual(rowsOf("b", "x", "a", "y"));
    expect(asked).toEqual([["a", "b"], ["x", "y"]]);
  });

  it("starts once, and not after fusion asked (nothing would wait for it)", async () => {
    const { asked, neighbours } = reads();
    neighbours.start(["a"]);
    neighbours.start(["b"]);
    await neighbours.of(["a"]);
    neighbours.start(["c"]);
    expect(asked).toEqual([["a"]]);

    const late = reads();
    await late.neighbours.of(["a"]);
    late.neighbours.start(["a", "b"]);
    expect(late.asked).toEqual([["a"]]);
  });

  it("fails as the read would when the early read it needs failed, and ignores a failed early read it does not need", async () => {
    const failing = reads((keys) => keys.includes("a"));
    failing.neighbours.start(["a"]);
    await expect(failing.neighbours.of(["a", "b"])).rejects.toThrow("no neighbours for a");

    const unneeded = reads((keys) => keys.includes("a"));
    unneeded.neighbours.start(["a"]);
    expect(await unneeded.neighbours.of(["b"])).toEqual(rowsOf("b"));
    expect(unneeded.asked).toEqual([["a"], ["b"]]);
  });
});
