import { describe, expect, it } from "vitest";
import { EngramError } from "../../src/errors.js";
import { humanDuration } from "../../src/issues/brief.js";
import { domainsOf, issueKey, issueKeys, issueLabels, projectToken, resolutionHours } from "../../src/memory/issue-keys.js";

function refusal(run: () => unknown): EngramError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngramError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("issueKey", () => {
  it.each([
    ["#42", "#42"],
    ["42", "#42"],
    [" #007 ", "#7"],
    ["Acme/Shop#42", "acme/shop#42"],
    ["group/sub.group/repo-name#3", "group/sub.group/repo-name#3"],
    ["eng-12", "ENG-12"],
    ["PROJ_2-5", "PROJ_2-5"],
  ])("reads %j as %j", (raw, key) => {
    expect(issueKey(raw, "issue")).toBe(key);
  });

  it.each(["", "#", "forty-two", "#42a", "owner#42", "/repo#1", "12-ENG", "#1234567890"])("refuses %j, naming the field and the accepted forms", (raw) => {
    const error = refusal(() => issueKey(raw, "input.issues[2]"));
    expect(error.code).toBe("BAD_USER_INPUT");
    expect(error.field).toBe("input.issues[2]");
    expect(error.message).toContain('"owner/repo#42"');
  });

  it("keeps one of each key a list names, and bounds the list", () => {
    expect(issueKeys(["#1", "1", "ENG-1", "eng-1"], "issues")).toEqual(["#1", "ENG-1"]);
    expect(refusal(() => issueKeys(Array.from({ length: 21 }, (_, index) => `#${index}`), "issues")).field).toBe("issues");
  });
});

describe("issueLabels and domainsOf", () => {
  it("compares labels in lower case, once each, refusing empty ones", () => {
    expect(issueLabels([" Auth", "auth", "Type:Bug"], "labels")).toEqual(["auth", "type:bug"]);
    expect(refusal(() => issueLabels(["auth", "  "], "input.labels")).field).toBe("input.labels[1]");
  });

  it("reads domains from labels, leaving out those about the kind of work", () => {
    expect(domainsOf(["domain:security", "area:auth", "payments", "type:bug", "priority:high", "component:api", "security"])).toEqual(["security", "auth", "payments", "api"]);
    expect(domainsOf(["type:feature"])).toEqual([]);
  });
});

describe("resolution times", () => {
  it("counts hours from opening to closing, none while open or when closed before opening", () => {
    expect(resolutionHours("2026-10-01T00:00:00Z", "2026-10-03T12:00:00Z")).toBe(60);
    expect(resolutionHours("2026-10-01T00:00:00Z", null)).toBeNull();
    expect(resolutionHours("2026-10-02T00:00:00Z", "2026-10-01T00:00:00Z")).toBeNull();
  });

  it("says a duration as people do", () => {
    expect(humanDuration(0.25)).toBe("15 minutes");
    expect(humanDuration(0.001)).toBe("1 minute");
    expect(humanDuration(6.5)).toBe("6.5 hours");
    expect(humanDuration(1.01)).toBe("1 hour");
    expect(humanDuration(30)).toBe("30 hours");
    expect(humanDuration(60)).toBe("2.5 days");
    expect(humanDuration(24 * 40)).toBe("40 days");
  });
});

describe("projectToken", () => {
  it("is one Lucene term per project", () => {
    expect(projectToken("shop")).toMatch(/^i[0-9a-f]{24}$/);
    expect(projectToken("shop")).not.toBe(projectToken("Shop"));
  });
});
