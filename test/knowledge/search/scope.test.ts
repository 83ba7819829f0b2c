import { describe, expect, it } from "vitest";
import { knowledgeQuery } from "../../../src/knowledge/search/candidates.js";
import { documentationLanguages, setsOfVersion, versionFilters, type DocSet } from "../../../src/knowledge/search/scope.js";

const node18: DocSet = { source: "node_docs", version: "18.20.4", language: "javascript" };
const node20: DocSet = { source: "node_docs", version: "20.11.0", language: "javascript" };
const python: DocSet = { source: "python_docs", version: "3.11", language: "python" };
const team: DocSet = { source: "team_docs", version: "3.0", language: null };
const sets = [node18, node20, python, team];

describe("the documentation sets a version names", () => {
  it("are those of its release line", () => {
    expect(setsOfVersion(sets, "18.20.4", null)).toEqual([node18]);
    expect(setsOfVersion(sets, "v18.2", null)).toEqual([node18]);
    expect(setsOfVersion(sets, "3.11", null)).toEqual([python, team]);
  });

  it("among the languages asked; unlabelled sets only when the filter lets them pass", () => {
    expect(setsOfVersion(sets, "3.12", { languages: ["python"], orUnlabelled: false })).toEqual([python]);
    expect(setsOfVersion(sets, "3.12", { languages: ["python"], orUnlabelled: true })).toEqual([python, team]);
  });

  it("are none (the version filters no set out) when no set is of its line", () => {
    expect(setsOfVersion(sets, "0.12.0", null)).toBeNull();
    expect(setsOfVersion(sets, "18.20.4", { languages: ["python"], orUnlabelled: false })).toBeNull();
  });

  it("filter by their sources, and by their languages when none was asked and every set names one", () => {
    expect(versionFilters([node18, node20], null)).toEqual({ sources: ["node_docs"], languages: { languages: ["javascript"], orUnlabelled: false } });
    expect(versionFilters([python, team], null)).toEqual({ sources: ["python_docs", "team_docs"], languages: null });
    const asked = { languages: ["python"], orUnlabelled: false };
    expect(versionFilters([python], asked)).toEqual({ sources: ["python_docs"], languages: asked });
  });
});

describe("a project's documentation languages", () => {
  it("come from its code's languages: TypeScript reads the JavaScript docs too", () => {
    expect(documentationLanguages(["typescript", "tsx", "python"])).toEqual(["javascript", "python", "typescript"]);
    expect(documentationLanguages(["javascript"])).toEqual(["javascript"]);
    expect(documentationLanguages([])).toEqual([]);
  });
});

describe("the language clause of the Lucene query", () => {
  it("requires one of the languages without scoring, or no language at all with orUnlabelled", () => {
    expect(knowledgeQuery("read a file", null)).toBe("read a file");
    expect(knowledgeQuery("read a file", { languages: ["javascript", "typescript"], orUnlabelled: false })).toBe("+language:(javascript typescript)^0 +(read a file)");
    expect(knowledgeQuery("read a file", { languages: ["python"], orUnlabelled: true })).toBe("+(language:(python) (*:* -language:*))^0 +(read a file)");
  });
});
