import { describe, expect, it } from "vitest";
import type { IssueRow } from "../../src/issues/cypher.js";
import { filesIn, overlap, rankRelatedIssues, type IssueEvidence } from "../../src/issues/related.js";

function issue(key: string, openedAt: string | null = null): IssueRow {
  return { key, project: "shop", title: null, description: null, labels: [], domains: [], state: "CLOSED", outcome: "RESOLVED", openedAt, closedAt: null, agentTypes: [] };
}

const evidence = (key: string, tags: string[], files: string[] = [], openedAt: string | null = null): IssueEvidence => ({ issue: issue(key, openedAt), tags, files, resolution: null });

describe("filesIn", () => {
  it("finds the paths a text names, not bare words with dots", () => {
    expect(filesIn("Cookies in src/auth/session.ts and ./lib/db.py outlive e.g. v1.2 and config.yaml; see src/auth/session.ts")).toEqual(["src/auth/session.ts", "lib/db.py"]);
    expect(filesIn("nothing to see here.")).toEqual([]);
    expect(filesIn("a/".repeat(50_000))).toEqual([]);
  });
});

describe("overlap", () => {
  it("is the share of the union both hold", () => {
    expect(overlap(["auth", "api", "auth"], ["auth", "db"])).toEqual({ share: 1 / 3, shared: ["auth"] });
    expect(overlap([], [])).toEqual({ share: 0, shared: [] });
  });
});

describe("rankRelatedIssues", () => {
  const asked = { tags: ["auth", "security"], files: ["src/auth/limiter.ts"] };

  it("raises issues alike in words by the domains they share, adds shared files, and leaves out the rest", () => {
    const ranked = rankRelatedIssues(
      asked,
      [
        { evidence: evidence("#1", ["reporting"]), content: 0.9 },
        { evidence: evidence("#2", ["auth", "security"]), content: 0 },
        { evidence: evidence("#3", [], ["src/auth/limiter.ts"]), content: 0 },
        { evidence: evidence("#4", ["auth", "security"]), content: 0.8 },
      ],
      10,
    );
    expect(ranked.map((row) => row.issue.key)).toEqual(["#4", "#1", "#3"]);
    expect(ranked[0]).toMatchObject({ sharedLabels: ["auth", "security"], sharedFiles: [] });
    expect(ranked[0]!.score).toBeCloseTo(0.8 * 1.3);
    expect(ranked[1]!.score).toBeCloseTo(0.9);
    expect(ranked[2]).toMatchObject({ score: 0.2, sharedFiles: ["src/auth/limiter.ts"] });
    expect(ranked[2]!.why).toContain("src/auth/limiter.ts");
    expect(ranked[0]!.why).toContain("share words");
    expect(ranked[0]!.why).toContain("it shares domains or tags: auth, security");
  });

  it("breaks ties by the most recently opened, and cuts at the limit", () => {
    const ranked = rankRelatedIssues(
      asked,
      [
        { evidence: evidence("#5", ["auth"], [], "2026-01-01T00:00:00Z"), content: 0.5 },
        { evidence: evidence("#6", ["auth"], [], "2026-03-01T00:00:00Z"), content: 0.5 },
      ],
      1,
    );
    expect(ranked.map((row) => row.issue.key)).toEqual(["#6"]);
  });
});
