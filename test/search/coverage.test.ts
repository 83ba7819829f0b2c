import { describe, expect, it } from "vitest";
import { coverageOf, wordShare } from "../../src/search/coverage.js";

describe("coverageOf", () => {
  it("counts a query word held by a text in any inflection sharing its stem", () => {
    const coverage = coverageOf(["reading", "files", "db"]);
    expect(coverage("Reading a file")).toBeCloseTo(1 / 3, 10);
    expect(coverage("Reading FILES from the db")).toBe(1);
    expect(coverage("dbs")).toBe(0);
    expect(coverageOf([])("anything")).toBe(0);
  });
});

describe("wordShare", () => {
  it("counts only the query words the text holds whole", () => {
    expect(wordShare("Reading files", ["reading", "file"])).toBe(0.5);
    expect(wordShare("fs.readFile", ["readfile", "fs"])).toBe(1);
    expect(wordShare("anything", [])).toBe(0);
  });
});
