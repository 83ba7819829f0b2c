import { describe, expect, it } from "vitest";
import { staleReasons, type IndexRunChanges } from "../../src/codegraph/changes.js";
import type { ReferencedCode } from "../../src/codegraph/store.js";
import { apiChangeReasons, changedSinceWritten, freshFirst, namesApi, namesPackage, type ApiChange, type ApiChanges } from "../../src/memory/staleness.js";

const change = (name: string, overrides: Partial<ApiChange> = {}): ApiChange => ({
  name,
  packageName: "zod",
  source: "npm:zod",
  from: "3.23.8",
  to: "4.0.0",
  status: "DEPRECATED",
  deprecatedIn: "4.0.0",
  replacement: null,
  ...overrides,
});
const memory = (content: string, tags: string[] | null = null, title: string | null = null) => ({ title, content, tags });

describe("namesApi: a memory names an API exactly", () => {
  it("finds a qualified name as a whole name, never inside a longer one", () => {
    expect(namesApi("Validate with z.string() first", "z.string")).toBe(true);
    expect(namesApi("we call z.string.", "z.string")).toBe(true);
    expect(namesApi("serialise with z.stringify(value)", "z.string")).toBe(false);
    expect(namesApi("use myz.string here", "z.string")).toBe(false);
  });

  it("finds a bare name only written as code: `name(` or `name` in backticks", () => {
    expect(namesApi("Load rows with readAll(cursor)", "readAll")).toBe(true);
    expect(namesApi("Load rows with `readAll`", "readAll")).toBe(true);
    expect(namesApi("Load rows with `db.readAll`", "readAll")).toBe(true);
    expect(namesApi("we readAll the rows in prose", "readAll")).toBe(false);
  });

  it("does not take a longer name for a shorter one: read is not readEach", () => {
    expect(namesApi("call readEach(cursor) for rows", "read")).toBe(false);
    expect(namesApi("call `readEach` for rows", "read")).toBe(false);
    expect(namesApi("read the docs first", "read")).toBe(false);
    expect(namesApi("call read(cursor) for rows", "read")).toBe(true);
  });

  it("takes the last segment of a qualified name as code, when it has three characters or more", () => {
    expect(namesApi("prefer `email` checks", "z.string().email")).toBe(true);
    expect(namesApi("x.on(event)", "emitter.on")).toBe(false);
  });
});

describe("namesPackage: a memory is about a removed package", () => {
  it("by an exact tag or the name as a whole word", () => {
    expect(namesPackage(memory("pad with it", ["left-pad"]), "left-pad")).toBe(true);
    expect(namesPackage(memory("We pad strings with left-pad."), "left-pad")).toBe(true);
    expect(namesPackage(memory("We pad strings with left-pad-plus"), "left-pad")).toBe(false);
    expect(namesPackage(memory("use lodash.merge"), "lodash")).toBe(false);
    expect(namesPackage(memory("use @scope/lodash"), "lodash")).toBe(false);
    expect(namesPackage(memory("takes 20 ms"), "ms")).toBe(false);
  });
});

describe("apiChangeReasons", () => {
  const changes: ApiChanges = {
    at: null,
    deprecatedOrGone: [change("z.string().email", { replacement: "z.email" }), change("readAll", { packageName: "rowdb", status: "REMOVED", from: "1.0.0", to: "2.0.0", deprecatedIn: null })],
    removedPackages: [{ name: "left-pad", source: "npm:left-pad", version: "1.3.0" }],
  };

  it("gives one reason per change the memory names, with versions and replacement", () => {
    expect(apiChangeReasons(memory("Validate mail with z.string().email() everywhere"), changes)).toEqual(["zod 3.23.8 → 4.0.0: z.string().email deprecated in 4.0.0; use z.email"]);
    expect(apiChangeReasons(memory("Use `readAll` and left-pad", null, "Rows"), changes)).toEqual(["rowdb 1.0.0 → 2.0.0: readAll removed", "left-pad 1.3.0 removed"]);
    expect(apiChangeReasons(memory("Stream rows with readEach(cursor)"), changes)).toEqual([]);
  });

  it("names the main entry's API, not its copies under other entry points, when the memory names one the main entry has", () => {
    const entryPoints: ApiChanges = {
      at: null,
      deprecatedOrGone: [change("mini:nativeEnum"), change("nativeEnum", { replacement: "enum" }), change("v4:nativeEnum", { status: "REMOVED", deprecatedIn: null }), change("mini:only")],
      removedPackages: [],
    };
    expect(apiChangeReasons(memory("Validate statuses with `z.nativeEnum(Status)`, and `only()`"), entryPoints)).toEqual([
      "zod 3.23.8 → 4.0.0: nativeEnum deprecated in 4.0.0; use enum",
      "zod 3.23.8 → 4.0.0: mini:only deprecated in 4.0.0",
    ]);
  });
});

describe("freshFirst and the brief's section", () => {
  const hit = (id: string, stale: boolean) => ({ candidate: { id, stale, title: null, content: `${id} content`, staleReason: stale ? `${id} changed` : null } });

  it("puts stale hits after fresh ones, each keeping its order", () => {
    expect(freshFirst([hit("a", true), hit("b", false), hit("c", true), hit("d", false)]).map((h) => h.candidate.id)).toEqual(["b", "d", "a", "c"]);
  });

  it("renders nothing when nothing is stale, else a heading and each reason", () => {
    expect(changedSinceWritten([])).toEqual([]);
    expect(changedSinceWritten([hit("a", true)]).join("\n")).toContain("### Changed since these were written\n\n- a content: a changed.");
  });
});

describe("staleReasons: what an index run makes stale", () => {
  const fn = (path: string, name: string, bodyHash: string | null, memories: string[]): ReferencedCode => ({
    kind: "Function",
    path,
    key: `${path}#${name}`,
    qualifiedName: name,
    bodyHash,
    hash: null,
    memories,
  });
  const file = (path: string, hash: string, memories: string[]): ReferencedCode => ({ kind: "CodeFile", path, key: null, qualifiedName: null, bodyHash: null, hash, memories });
  const run = (): IndexRunChanges => ({
    written: new Map([
      ["src/auth.ts", "h2"],
      ["src/session.ts", "s2"],
      ["src/same.ts", "same"],
    ]),
    deleted: new Set(["src/gone.ts"]),
    functions: new Map([
      ["src/auth.ts#login", { path: "src/auth.ts", qualifiedName: "login", bodyHash: "new-login" }],
      ["src/auth.ts#check", { path: "src/auth.ts", qualifiedName: "check", bodyHash: "check" }],
      ["src/session.ts#helper", { path: "src/session.ts", qualifiedName: "helper", bodyHash: "helper" }],
    ]),
  });

  it("names the code and what happened to it; leaves unchanged and unknown bodies alone", () => {
    const reasons = staleReasons(
      [
        fn("src/auth.ts", "login", "old-login", ["m1"]),
        fn("src/auth.ts", "check", "check", ["m2"]),
        fn("src/auth.ts", "logout", "logout", ["m3"]),
        fn("src/auth.ts", "helper", "helper", ["m4", "m1"]),
        fn("src/auth.ts", "login", null, ["m5"]),
        fn("src/other.ts", "untouched", "x", ["m6"]),
        file("src/auth.ts", "h1", ["m7"]),
        file("src/same.ts", "same", ["m8"]),
        file("src/gone.ts", "g", ["m9"]),
      ],
      run(),
      "2026-11-27",
    );
    expect(Object.fromEntries(reasons)).toEqual({
      m1: ["src/auth.ts#login changed (engram index, 2026-11-27)", "src/auth.ts#helper moved to src/session.ts#helper (engram index, 2026-11-27)"],
      m3: ["src/auth.ts#logout deleted (engram index, 2026-11-27)"],
      m4: ["src/auth.ts#helper moved to src/session.ts#helper (engram index, 2026-11-27)"],
      m7: ["src/auth.ts changed (engram index, 2026-11-27)"],
      m9: ["src/gone.ts deleted (engram index, 2026-11-27)"],
    });
  });
});
