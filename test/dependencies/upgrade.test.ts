import { describe, expect, it } from "vitest";
import { diffStates, lockedSet } from "../../src/dependencies/states.js";
import { apiChangesBetween, byName, changelogBetween, dependencyChangesMarkdown, usedApiChanges, type ChangelogPage, type PackageCall, type SetApi } from "../../src/dependencies/upgrade.js";
import type { LockedPackage } from "../../src/dependencies/types.js";

/** The upgrade report's pure parts: dependency states, their differences, and what a version change deprecated or removed. */

const locked = (name: string, version: string, direct: boolean, ecosystem: "npm" | "pypi" = "npm"): LockedPackage => ({ ecosystem, name, version, direct, integrity: [], resolved: null, registry: null, lockfile: "package-lock.json" });
const api = (name: string, deprecatedIn: string | null = null, replacement: string | null = null): SetApi => ({ name, deprecatedIn, stability: null, replacement });
const zod = { ecosystem: "npm" as const, name: "zod", source: "npm:zod", from: "3.23.8", to: "4.0.0", direct: true };

describe("dependency states", () => {
  it("records each package version once, direct when any lockfile names it directly, sorted", () => {
    expect(lockedSet([locked("zod", "3.23.8", false), locked("zod", "3.23.8", true), locked("attrs", "24.1.0", true, "pypi"), locked("tslib", "2.6.0", false)])).toEqual([
      "npm|tslib|2.6.0|indirect",
      "npm|zod|3.23.8|direct",
      "pypi|attrs|24.1.0|direct",
    ]);
  });

  it("tells versions changed, packages added and removed, direct ones first; a package locked twice by its direct version", () => {
    const before = ["npm|zod|3.23.8|direct", "npm|left-pad|1.3.0|direct", "npm|tslib|2.6.0|indirect", "npm|tslib|1.14.1|indirect", "pypi|attrs|24.1.0|direct"];
    const after = ["npm|zod|4.0.0|direct", "npm|tslib|2.6.0|indirect", "npm|tslib|2.8.0|indirect", "pypi|attrs|24.1.0|direct", "npm|valibot|1.0.0|indirect", "pypi|rich|13.0.0|direct"];
    const diff = diffStates(before, after);
    expect(diff.changed).toEqual([
      { ecosystem: "npm", name: "zod", source: "npm:zod", from: "3.23.8", to: "4.0.0", direct: true },
      { ecosystem: "npm", name: "tslib", source: "npm:tslib", from: "2.6.0", to: "2.8.0", direct: false },
    ]);
    expect(diff.added.map((pkg) => `${pkg.source}@${pkg.version}`)).toEqual(["pypi:rich@13.0.0", "npm:valibot@1.0.0"]);
    expect(diff.removed.map((pkg) => `${pkg.source}@${pkg.version}`)).toEqual(["npm:left-pad@1.3.0"]);
    expect(diffStates(after, after)).toEqual({ changed: [], added: [], removed: [] });
  });
});

describe("what a version change deprecated or removed", () => {
  const oldApis = [api("z.string"), api("z.string().email"), api("z.legacy"), api("z.old", "3.0.0", "z.new")];
  const newApis = [api("z.string"), api("z.string().email", "4.0.0", "z.email"), api("z.email"), api("z.old", "3.0.0", "z.new"), api("z.quiet", "0")];

  it("lists every API newly deprecated or gone, not those deprecated before, whether the code calls them or not", () => {
    expect(apiChangesBetween(zod, oldApis, newApis)).toEqual([
      { name: "z.quiet", packageName: "zod", source: "npm:zod", from: "3.23.8", to: "4.0.0", status: "DEPRECATED", deprecatedIn: null, replacement: null },
      { name: "z.string().email", packageName: "zod", source: "npm:zod", from: "3.23.8", to: "4.0.0", status: "DEPRECATED", deprecatedIn: "4.0.0", replacement: "z.email" },
      { name: "z.legacy", packageName: "zod", source: "npm:zod", from: "3.23.8", to: "4.0.0", status: "REMOVED", deprecatedIn: null, replacement: null },
    ]);
  });

  it("claims nothing gone without the old version's set, and nothing at all without the new one's", () => {
    const withoutOld = apiChangesBetween(zod, null, newApis);
    expect(withoutOld.map((change) => `${change.status} ${change.name}`)).toEqual(["DEPRECATED z.quiet", "DEPRECATED z.string().email"]);
    expect(apiChangesBetween(zod, oldApis, null)).toEqual([]);
  });

  it("resolves each call by its entry names in each version, and groups call sites per API, removed first", () => {
    const call = (entries: string[], line: number, fn: string | null = "parse"): PackageCall => ({ file: "src/user.ts", line, function: fn, called: entries[0]!, entries });
    const calls = [call(["z.string().email"], 4), call(["z.legacy"], 9, null), call(["z.string().email"], 12, "check"), call(["z.string"], 3), call(["z.old"], 20), call(["unknown"], 30)];
    const used = usedApiChanges(zod, calls, byName(oldApis), byName(newApis));
    expect(used.map((change) => [change.status, change.name, change.alreadyDeprecated, change.replacement, change.calls])).toEqual([
      ["REMOVED", "z.legacy", false, null, 1],
      ["DEPRECATED", "z.string().email", false, "z.email", 2],
      ["DEPRECATED", "z.old", true, "z.new", 1],
    ]);
    expect(used[1]!.callSites).toEqual([
      { file: "src/user.ts", line: 4, function: "parse", called: "z.string().email" },
      { file: "src/user.ts", line: 12, function: "check", called: "z.string().email" },
    ]);
    expect(usedApiChanges(zod, calls, null, byName(newApis)).map((change) => change.name)).toEqual(["z.string().email", "z.old"]);
  });
});

describe("the changelog between two versions", () => {
  const page = (version: string, setVersion: string, breaking = false): ChangelogPage => ({ id: `${setVersion}/${version}`, setVersion, version, title: `zod ${version}`, breaking, url: null });

  it("keeps versions after the old up to the new, the new set's page of each, breaking first then newest", () => {
    const pages = [page("3.23.8", "4.0.0"), page("3.24.0", "4.0.0"), page("4.0.0", "4.0.0", true), page("3.24.0", "3.23.8"), page("3.25.0", "3.25.0"), page("4.1.0", "4.1.0")];
    expect(changelogBetween(pages, "3.23.8", "4.0.0").map((kept) => kept.id)).toEqual(["4.0.0/4.0.0", "3.25.0/3.25.0", "4.0.0/3.24.0"]);
    expect(changelogBetween(pages, "4.0.0", "3.23.8").map((kept) => kept.version)).toEqual(["4.0.0", "3.25.0", "3.24.0"]);
  });
});

describe("the report as Markdown", () => {
  it("says what the code calls, where, and what to use instead, then the breaking entry's text", () => {
    const markdown = dependencyChangesMarkdown({
      project: "app",
      from: "2026-11-01T00:00:00Z",
      to: "2026-11-27T00:00:00Z",
      changed: [
        {
          ...zod,
          fromSetIngested: false,
          toSetIngested: true,
          changelog: [{ version: "4.0.0", title: "zod 4.0.0 — breaking changes", breaking: true, markdown: "# 4.0.0\n\n### Breaking changes\n\n- email moved", url: null }],
          apis: [{ name: "z.string().email", status: "DEPRECATED", deprecatedIn: "4.0.0", alreadyDeprecated: false, replacement: "z.email", calls: 1, callSites: [{ file: "src/user.ts", line: 4, function: "parse", called: "z.string().email" }] }],
        },
      ],
      added: [],
      removed: [{ ecosystem: "npm", name: "left-pad", source: "npm:left-pad", version: "1.3.0", direct: true }],
      message: null,
    });
    expect(markdown).toContain("## npm:zod 3.23.8 → 4.0.0");
    expect(markdown).toContain("3.23.8's documentation set was never ingested");
    expect(markdown).toContain("- `z.string().email` deprecated in 4.0.0: use `z.email` (1 call)\n    - src/user.ts:4 in parse (`z.string().email`)");
    expect(markdown).toContain("  - 4.0.0 **breaking**: zod 4.0.0 — breaking changes\n    ### Breaking changes");
    expect(markdown).toContain("## Removed\n- npm:left-pad 1.3.0");
  });
});
