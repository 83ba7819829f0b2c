import { describe, expect, it } from "vitest";
import { neighbourMap, withNeighbourEvidence } from "../../src/search/neighbours.js";

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
