import { describe, expect, it } from "vitest";
import type { IssueRow } from "../../src/issues/cypher.js";
import { renderIssueBrief, summarise, type BriefParts } from "../../src/issues/brief.js";
import type { ScoredMemory } from "../../src/memory/scoring.js";

function memory(memoryType: string, content: string, title: string | null = null, occurrences = 1): ScoredMemory {
  return {
    candidate: { id: content, scope: "PROJECT", memoryType, title, content, tags: null, importance: null, occurrences, happenedAt: 0, lexicalScore: 1, semanticScore: null, stale: false, staleReason: null },
    score: 1,
    why: {} as ScoredMemory["why"],
  };
}

const closed: IssueRow = {
  key: "#1",
  project: "shop",
  title: "Rate limit the login endpoint",
  description: null,
  labels: ["auth"],
  domains: ["auth"],
  state: "CLOSED",
  outcome: "RESOLVED",
  openedAt: "2026-10-01T00:00:00Z",
  closedAt: "2026-10-03T12:00:00Z",
  agentTypes: ["security"],
};

const parts: BriefParts = {
  key: "#10",
  title: "Rate limit the password reset endpoint",
  domains: ["auth"],
  issueMemories: [memory("DECISION", "Reset goes through the login limiter.", "Reset shares the limiter")],
  patterns: [memory("PATTERN", "Wrap every auth endpoint in the limiter.", null, 4)],
  decisions: [memory("DECISION", "Limits live in config/limits.yaml.")],
  antiPatterns: [memory("ANTI_PATTERN", "Never log reset tokens.")],
  relatedIssues: [
    { issue: closed, score: 0.8, content: 1, sharedLabels: ["auth"], sharedFiles: [], why: "it shares labels or tags: auth", resolution: { id: "m1", title: null, content: "Sliding-window limiter." } },
    { issue: { ...closed, key: "#4", title: "Reset tokens reusable", state: "OPEN", outcome: null, closedAt: null }, score: 0.3, content: 0, sharedLabels: ["auth"], sharedFiles: [], why: "it shares labels or tags: auth", resolution: null },
  ],
  agents: [
    { agentType: "security", domains: ["auth"], invocations: 3, judged: 2, successes: 2, successRate: 1, meanResolutionHours: 42 },
    { agentType: "builder", domains: ["auth"], invocations: 1, judged: 0, successes: 0, successRate: null, meanResolutionHours: null },
  ],
};

describe("summarise", () => {
  it("says in one sentence what was found and who did best", () => {
    expect(summarise(parts)).toBe(
      "Issue #10 (Rate limit the password reset endpoint) in auth: 1 memory from earlier work on it, 2 must-know patterns and decisions, 2 related past issues (1 resolved), 1 anti-pattern; the best record here is security's (2 of 2 resolved).",
    );
  });

  it("says when no agent type has a judged record", () => {
    expect(summarise({ ...parts, key: null, agents: [parts.agents[1]!] })).toMatch(/^This work \(Rate limit.*no agent type has a judged record in these domains yet\.$/);
  });
});

describe("renderIssueBrief", () => {
  const markdown = renderIssueBrief(parts, "SUMMARY");

  it("follows note 003's template", () => {
    expect(markdown.split("\n").filter((line) => line.startsWith("#"))).toEqual([
      "## Context Brief for Issue #10",
      "### Summary",
      "### Must-Know",
      "### Related Past Issues",
      "### Anti-Patterns to Avoid",
      "### Recommended Agents",
    ]);
    expect(markdown).toContain("### Summary\n\nSUMMARY\n");
  });

  it("numbers the issue's own memories first, then patterns and decisions", () => {
    expect(markdown).toContain(
      "1. #10 decision: **Reset shares the limiter**: Reset goes through the login limiter.\n2. Pattern: Wrap every auth endpoint in the limiter. (seen 4 times)\n3. Decision: Limits live in config/limits.yaml.",
    );
  });

  it("gives related issues their outcome, resolution time and resolution", () => {
    expect(markdown).toContain("- **#1** Rate limit the login endpoint (RESOLVED in 2.5 days): it shares labels or tags: auth.\n  Resolution: Sliding-window limiter.");
    expect(markdown).toContain("- **#4** Reset tokens reusable (still open)");
  });

  it("lists agents with their record and anti-patterns as warnings", () => {
    expect(markdown).toContain("- `security`: 3 issues in auth, 2 of 2 resolved (100%), 42 hours on average to resolve");
    expect(markdown).toContain("- `builder`: 1 issue in auth, none judged yet");
    expect(markdown).toContain("### Anti-Patterns to Avoid\n\n- Never log reset tokens.");
  });

  it("says so for a section with nothing in it", () => {
    expect(renderIssueBrief({ ...parts, antiPatterns: [], key: null }, "S")).toContain("## Context Brief: Rate limit the password reset endpoint\n");
    expect(renderIssueBrief({ ...parts, antiPatterns: [] }, "S")).toContain("### Anti-Patterns to Avoid\n\nNothing recorded yet.");
  });
});
