import { describe, expect, it } from "vitest";
import { EngramError } from "../../src/errors.js";
import { issueLucene, mergeIssue, type RecordIssueArgs } from "../../src/issues/service.js";
import { projectToken } from "../../src/memory/issue-keys.js";

const now = new Date("2026-11-26T12:00:00Z");
const base: RecordIssueArgs = { agentType: "builder", project: "shop", issue: "#1" };
const stored = {
  title: "Old title",
  description: "Old description",
  labels: ["auth"],
  domains: ["auth"],
  state: "OPEN" as const,
  outcome: null,
  openedAt: "2026-11-20T00:00:00.000Z",
  closedAt: null,
};

function refusedField(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof EngramError) return error.field;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("mergeIssue", () => {
  it("opens a new issue now, with its labels' domains", () => {
    expect(mergeIssue(null, { ...base, title: " Login ", labels: ["Domain:Auth", "type:bug"] }, now)).toEqual({
      title: "Login",
      description: null,
      labels: ["domain:auth", "type:bug"],
      domains: ["auth"],
      state: "OPEN",
      outcome: null,
      openedAt: now.toISOString(),
      closedAt: null,
    });
  });

  it("closes on an outcome, stamped now, keeping what the report leaves out", () => {
    expect(mergeIssue(stored, { ...base, outcome: "RESOLVED" }, now)).toEqual({ ...stored, state: "CLOSED", outcome: "RESOLVED", closedAt: now.toISOString() });
  });

  it("reopens, clearing the outcome and closing time", () => {
    const closedIssue = { ...stored, state: "CLOSED" as const, outcome: "RESOLVED", closedAt: "2026-11-21T00:00:00.000Z" };
    expect(mergeIssue(closedIssue, { ...base, state: "OPEN" }, now)).toMatchObject({ state: "OPEN", outcome: null, closedAt: null });
    expect(mergeIssue(closedIssue, { ...base, title: "New" }, now)).toMatchObject({ state: "CLOSED", outcome: "RESOLVED", title: "New" });
  });

  it("refuses contradictions and blanks, naming the field", () => {
    expect(refusedField(() => mergeIssue(stored, { ...base, state: "OPEN", closedAt: "2026-11-22T00:00:00Z" }, now))).toBe("input.state");
    expect(refusedField(() => mergeIssue(stored, { ...base, closedAt: "2026-11-19T00:00:00Z" }, now))).toBe("input.closedAt");
    expect(refusedField(() => mergeIssue({ ...stored, state: "CLOSED", closedAt: "2026-11-21T00:00:00Z" }, { ...base, openedAt: "2026-11-22T00:00:00Z" }, now))).toBe("input.openedAt");
    expect(refusedField(() => mergeIssue(stored, { ...base, openedAt: "last tuesday" }, now))).toBe("input.openedAt");
    expect(refusedField(() => mergeIssue(stored, { ...base, title: "  " }, now))).toBe("input.title");
  });
});

describe("issueLucene", () => {
  it("asks for the text's words as written in titles and descriptions, bound to the project's token, which does not score", () => {
    expect(issueLucene("NPE in DataNode.close() (HDFS)", "shop")).toBe(`+projectToken:${projectToken("shop")}^0 +(title:(npe in datanode.close\\(\\) \\(hdfs\\))^2 description:(npe in datanode.close\\(\\) \\(hdfs\\)))`);
    expect(issueLucene("  ?! ", "shop")).toBeNull();
  });
});
