import { describe, expect, it } from "vitest";
import { chooseApiEntry, closestNames, fuzzyNameQuery, isNearName, nameDistance } from "../../src/knowledge/api-lookup.js";

const entry = (id: string, version: string, versionIntroduced: string | null, deprecatedIn: string | null, stability: string | null = null) => ({
  id,
  version,
  versionIntroduced,
  deprecatedIn,
  stability,
});

describe("choosing the entry for a version", () => {
  const python310 = entry("3.10", "3.10", "3.2", null);
  const python311 = entry("3.11", "3.11", "3.2", "3.11");

  it("is valid from its introduction until its deprecation, newest valid documentation set first", () => {
    expect(chooseApiEntry([python310, python311], "3.1")).toBeNull();
    expect(chooseApiEntry([python310, python311], "3.2")).toEqual({ id: "3.11", deprecated: false });
    expect(chooseApiEntry([entry("a", "3.9", "3.2", null), python310], "3.9.7")).toEqual({ id: "3.10", deprecated: false });
  });

  it("answers the entry deprecated at the version, flagged, when none is valid there", () => {
    expect(chooseApiEntry([python311], "3.11")).toEqual({ id: "3.11", deprecated: true });
    expect(chooseApiEntry([python311], "3.12")).toEqual({ id: "3.11", deprecated: true });
    expect(chooseApiEntry([python310, python311], "3.11")).toEqual({ id: "3.10", deprecated: false });
  });

  it("counts Node's stability 0 as deprecated at every version", () => {
    expect(chooseApiEntry([entry("exists", "18.20.4", "0.0.2", null, "0 - Deprecated: Use fs.stat()")], "18.0.0")).toEqual({ id: "exists", deprecated: true });
  });

  it("without a version answers the newest documentation set's entry, deprecated if it is at all", () => {
    expect(chooseApiEntry([python310, python311], null)).toEqual({ id: "3.11", deprecated: true });
    expect(chooseApiEntry([], null)).toBeNull();
  });
});

describe("names near a mistyped one", () => {
  it("compares as many trailing segments as were typed, case aside", () => {
    expect(nameDistance("readFile", "fs.readFile")).toBeLessThan(nameDistance("readFile", "fs.readv"));
    expect(nameDistance("redFile", "fs.readFile")).toBeLessThan(nameDistance("redFile", "fs.rmdir"));
    expect(nameDistance("fs.readfile", "fs.readFile")).toBeLessThan(nameDistance("fs.readfile", "fs.read"));
  });

  it("orders suggestions nearest first, five at most", () => {
    const names = ["fs.read", "fs.readFileSync", "fs.readFile", "fsPromises.readFile", "fs.readv", "fs.readdir", "fs.realpath"];
    expect(closestNames("fs.readFil", names)).toEqual(["fs.readFile", "fs.readdir", "fs.read", "fs.readv", "fs.readFileSync"]);
    expect(closestNames("readFile", ["fsPromises.readFile", "fs.readFileSync", "fs.readFile"]).slice(0, 2)).toEqual(["fs.readFile", "fsPromises.readFile"]);
  });

  it("suggests only names within a third of the typed name's characters (two at least)", () => {
    expect(isNearName("fs.readFil", "fs.readFile")).toBe(true);
    expect(isNearName("getdefaultlocal", "locale.getdefaultlocale")).toBe(true);
    expect(isNearName("fs.readFil", "os.path.join")).toBe(false);
    expect(isNearName("qwzxv.plokmijn", "fs.readFile")).toBe(false);
  });
});

describe("the fuzzy query for a misspelt name", () => {
  it("matches the whole name within two edits and its words within one, escaped", () => {
    expect(fuzzyNameQuery("fs.readFil")).toBe("name:fs.readfil~2 OR keywords:(fs read~1 fil readfil~1)");
    expect(fuzzyNameQuery("a:b")).toBe("name:a\\:b~2 OR keywords:(a b)");
  });

  it("drops the whole-name clause for a name with spaces, and answers null without a word", () => {
    expect(fuzzyNameQuery("net.Socket: 'close'")).toBe("keywords:(net socket~1 close~1)");
    expect(fuzzyNameQuery("...")).toBeNull();
  });
});
