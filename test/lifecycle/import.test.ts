import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ContentStore } from "../../src/knowledge/content-store.js";
import { BATCH_SIZE, importGraph, type ImportLimits } from "../../src/lifecycle/import.js";
import { uniqueId } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";
import { end, HEADER, linesOf, node, relationship, runCli } from "./lifecycle-helpers.js";

let driver: Driver;
let home: string;
let store: ContentStore;
const prefix = uniqueId("lifecycle");

/** Sections with no page: nothing searches or counts them, so they stay out of other tests' way. */
const section = (id: string, properties: Record<string, unknown> = {}) => node("DocSection", { id, title: "probe", text: "lifecycle probe", position: 0, ...properties });
const AGENT_TYPE = `${prefix}-agent`;
const PROJECT = `${prefix}-project`;
/** The relationships that give a memory its scope: this file's agent type, and a project when one is given. */
const scopeOf = (id: string, project?: string) => [
  relationship("HAS_MEMORY", { label: "AgentType", id: AGENT_TYPE }, { label: "Memory", id }),
  ...(project ? [relationship("CONTAINS_MEMORY", { label: "Project", id: project }, { label: "Memory", id })] : []),
];

const SESSION_TTL_SECONDS = 86_400;
const importLines = (lines: string[], limits?: ImportLimits) => importGraph(driver, undefined, store, linesOf(lines), { sessionTtlSeconds: SESSION_TTL_SECONDS, limits });

async function count(query: string, parameters: Record<string, unknown>): Promise<number> {
  const { records } = await driver.executeQuery(query, parameters);
  return Number(records[0]!.get(0));
}

const sectionsStartingWith = (start: string) => count("MATCH (s:DocSection) WHERE s.id STARTS WITH $start RETURN count(s)", { start });

beforeAll(async () => {
  driver = testDriver();
  home = await mkdtemp(join(tmpdir(), "engram-import-"));
  store = new ContentStore(join(home, "knowledge"));
});

afterAll(async () => {
  await driver.executeQuery("MATCH (n) WHERE n.id STARTS WITH $prefix OPTIONAL MATCH (n)-[:HAS_REVISION|CHANGED]->(owned) DETACH DELETE owned, n", { prefix });
  await driver.close();
  await rm(home, { recursive: true, force: true });
});

describe("importing an export file", () => {
  it("refuses a file whose header it does not know, naming the line, and writes nothing", async () => {
    const id = `${prefix}-unknown-version`;
    const newer = JSON.stringify({ kind: "header", format: "engram-export", version: 2 });
    await expect(importLines([newer, section(id), end(1)])).rejects.toThrow(/^line 1: export format version 2 is not one this Engram reads \(it reads version 1\)/);
    await expect(importLines([section(id), end(1)])).rejects.toThrow(/^line 1: not an Engram export: its first line must be its header/);
    await expect(importLines(["", "{ not json"])).rejects.toThrow(/^line 2: not an Engram export/);
    await expect(importLines([])).rejects.toThrow(/^the file is empty/);
    expect(await sectionsStartingWith(id)).toBe(0);
  });

  it("stops at a bad line, naming it and what is wrong, and writes nothing of that line's batch", async () => {
    const id = `${prefix}-bad-line`;
    const bad = (line: string) => importLines([HEADER, section(id), line, end(2)]);
    await expect(bad(node("DocSection", { id: `${id}-2`, position: { weird: 1 } }))).rejects.toThrow(
      /^line 3: DocSection, property position: \{"weird":1\} is not a property value; accepted: strings, booleans, finite numbers/,
    );
    await expect(bad(node("Bogus", { id: "x" }))).rejects.toThrow(/^line 3: unknown node label "Bogus"; accepted: AgentType, Project, Memory/);
    await expect(bad("{ not json")).rejects.toThrow(/^line 3: not JSON/);
    await expect(bad(node("DocSection", { title: "no id" }))).rejects.toThrow(/^line 3: DocSection: properties.id, its key, must be a string/);
    await expect(bad(relationship("HAS_SECTION", { label: "ExternalDoc", id: "d" }, { label: "DocSection" }))).rejects.toThrow(
      /^line 3: to.id must be a string \(a DocSection is named by id\)/,
    );
    await expect(bad(node("DocSection", { id: `${id}-2`, tags: ["a", 1] }))).rejects.toThrow(/^line 3: DocSection, property tags: a list must hold values of one type/);
    const error = await bad(JSON.stringify({ kind: "nodes" })).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/^line 3: unknown kind "nodes"; accepted: header, node, relationship or end\. 0 records before line 2 were imported, in whole batches, and nothing from line 2 on/);
    expect(await sectionsStartingWith(id)).toBe(0);
  });

  it(`keeps the batches before a bad line (${BATCH_SIZE} records a transaction) and says how many`, async () => {
    const id = `${prefix}-batches`;
    const sections = Array.from({ length: BATCH_SIZE + 1 }, (_, i) => section(`${id}-${i}`));
    const error = await importLines([HEADER, ...sections, "[]", end(BATCH_SIZE + 1)]).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      new RegExp(`^line ${BATCH_SIZE + 3}: a record must be a JSON object .* ${BATCH_SIZE} records before line ${BATCH_SIZE + 2} were imported`),
    );
    expect(await sectionsStartingWith(id)).toBe(BATCH_SIZE);
  });

  it("keeps every value's type: integers, whole floats, datetimes to the nanosecond with their offset or zone, dates, durations, lists", async () => {
    const id = `${prefix}-types`;
    const properties = {
      position: 3,
      weight: { $float: 2 },
      ratio: 0.25,
      seenAt: { $datetime: "2024-02-29T23:59:59.123456789+05:30" },
      zoned: { $datetime: "2024-03-01T10:00:00.500000000+01:00[Europe/Paris]" },
      day: { $date: "2024-02-29" },
      ttl: { $duration: "P1DT2H" },
      counts: [1, 2],
      floats: [{ $float: 1 }, 2.5],
      tags: ["a", "b"],
      flag: true,
    };
    const summary = await importLines([HEADER, section(id, properties), end(1)]);
    expect(summary).toMatchObject({ records: 1, nodes: { DocSection: 1 } });
    const { records } = await driver.executeQuery(
      "MATCH (s:DocSection {id: $id}) UNWIND $names AS name RETURN name, valueType(s[name]) AS type, s[name] AS value",
      { id, names: Object.keys(properties) },
    );
    expect(Object.fromEntries(records.map((record) => [record.get("name"), [record.get("type"), String(record.get("value"))]]))).toEqual({
      position: ["INTEGER NOT NULL", "3"],
      weight: ["FLOAT NOT NULL", "2"],
      ratio: ["FLOAT NOT NULL", "0.25"],
      seenAt: ["ZONED DATETIME NOT NULL", "2024-02-29T23:59:59.123456789+05:30"],
      zoned: ["ZONED DATETIME NOT NULL", "2024-03-01T10:00:00.500000000+01:00[Europe/Paris]"],
      day: ["DATE NOT NULL", "2024-02-29"],
      ttl: ["DURATION NOT NULL", "P1DT2H"],
      counts: ["LIST<INTEGER NOT NULL> NOT NULL", "1,2"],
      floats: ["LIST<FLOAT NOT NULL> NOT NULL", "1,2.5"],
      tags: ["LIST<STRING NOT NULL> NOT NULL", "a,b"],
      flag: ["BOOLEAN NOT NULL", "true"],
    });
  });

  it("imported twice, leaves one of each node and relationship, and an owner's revisions replaced rather than added", async () => {
    const [a, b] = [`${prefix}-memory-a`, `${prefix}-memory-b`];
    const revision = { content: "before", revisedAt: { $datetime: "2024-01-01T00:00:00Z" } };
    const lines = [
      HEADER,
      node("AgentType", { id: AGENT_TYPE }),
      node("Memory", { id: a, memoryType: "TASK", content: "after" }, { revisions: [revision] }),
      node("Memory", { id: b, memoryType: "TASK", content: "other" }),
      ...[a, b].map((id) => relationship("HAS_MEMORY", { label: "AgentType", id: AGENT_TYPE }, { label: "Memory", id })),
      relationship("RELATES_TO", { label: "Memory", id: a }, { label: "Memory", id: b }),
      end(6),
    ];
    await importLines(lines);
    const summary = await importLines(lines);
    expect(summary).toMatchObject({ records: 6, nodes: { AgentType: 1, Memory: 2, MemoryRevision: 1 }, relationships: { HAS_MEMORY: 2, RELATES_TO: 1 } });
    expect(await count("MATCH (:AgentType {id: $agentType})-[r:HAS_MEMORY]->(m:Memory) WHERE m.id IN $ids RETURN count(r)", { agentType: AGENT_TYPE, ids: [a, b] })).toBe(2);
    expect(await count("MATCH (m:Memory) WHERE m.id IN $ids RETURN count(m)", { ids: [a, b] })).toBe(2);
    expect(await count("MATCH (:Memory {id: $a})-[:HAS_REVISION]->(r:MemoryRevision {content: 'before'}) RETURN count(r)", { a })).toBe(1);
    expect(await count("MATCH (:Memory {id: $a})-[r:RELATES_TO]->(:Memory {id: $b}) RETURN count(r)", { a, b })).toBe(1);
  });

  it("counts a link to code this database has not indexed, naming its line, instead of failing", async () => {
    const id = `${prefix}-references`;
    const lines = [
      HEADER,
      node("Memory", { id, memoryType: "TASK", content: "about db.ts", codeReferences: ["src/db.ts"] }),
      ...scopeOf(id, PROJECT),
      relationship("REFERENCES", { label: "Memory", id }, { label: "CodeFile", project: PROJECT, path: "src/db.ts" }),
      end(4),
    ];
    const summary = await importLines(lines);
    expect(summary).toMatchObject({ records: 4, unlinked: { REFERENCES: 1 }, unlinkedLines: [5] });
    expect(summary.relationships).toEqual({ REFERENCES: 0, HAS_MEMORY: 1, CONTAINS_MEMORY: 1 });
  });

  it("refuses a memory's content over remember's 100,000 characters, naming the line and the field, and writes nothing of it", async () => {
    const id = `${prefix}-huge`;
    const huge = node("Memory", { id, memoryType: "TASK", content: "x".repeat(3_000_000) });
    await expect(importLines([HEADER, huge, end(1)])).rejects.toThrow(
      new RegExp(`^line 2: Memory ${id}, property content must be at most 100,000 characters, the limit for long texts \\(got 3,000,000\\)`),
    );
    expect(await count("MATCH (m:Memory {id: $id}) RETURN count(m)", { id })).toBe(0);
  });

  it("refuses a number that is not finite, tagged or not, naming the line and the property", async () => {
    const id = `${prefix}-not-finite`;
    for (const weight of [{ $float: "NaN" }, { $float: "Infinity" }, { $float: "-Infinity" }]) {
      await expect(importLines([HEADER, section(id, { weight }), end(1)])).rejects.toThrow(/^line 2: DocSection, property weight: .* is not a finite number; accepted: /);
    }
    const overflowing = section(id, { weight: 1 }).replace('"weight":1', '"weight":1e999');
    await expect(importLines([HEADER, overflowing, end(1)])).rejects.toThrow(/^line 2: DocSection, property weight: .* is not a finite number; accepted: /);
    await expect(importLines([HEADER, section(id, { weights: [1.5, { $float: "NaN" }] }), end(1)])).rejects.toThrow(/^line 2: DocSection, property weights: .* is not a finite number/);
    expect(await sectionsStartingWith(id)).toBe(0);
  });

  it("refuses a record nested deeper than the format nests, however deep, without exhausting the stack", async () => {
    const id = `${prefix}-deep`;
    const deep = (levels: number) => section(id, { weight: 1 }).replace('"weight":1', `"weight":${"[".repeat(levels)}1${"]".repeat(levels)}`);
    for (const levels of [4, 1_000_000]) {
      await expect(importLines([HEADER, deep(levels), end(1)])).rejects.toThrow(/^line 2: a record nests objects and lists more than 5 deep, deeper than the format does/);
    }
    expect(await sectionsStartingWith(id)).toBe(0);
  });

  it("stores a page's full text in the content store", async () => {
    const id = `${prefix}-page`;
    const page = node("ExternalDoc", { id, title: "Page", removedAt: { $datetime: "2024-01-01T00:00:00Z" } }, { content: "The whole page.", changes: [] });
    expect(await importLines([HEADER, page, end(1)])).toMatchObject({ contents: 1, nodes: { ExternalDoc: 1, DocumentChange: 0 } });
    expect(await store.get(id)).toBe("The whole page.");
  });

  it("gives a page of an older export, which carries no whole text, its sections' text, so search scores the page", async () => {
    const id = `${prefix}-older-page`;
    const page = node("ExternalDoc", { id, title: "Routine vacuuming", removedAt: { $datetime: "2024-01-01T00:00:00Z" } });
    const owned = section(`${id}#a`, { text: "autovacuum reclaims dead tuples" });
    const link = relationship("HAS_SECTION", { label: "ExternalDoc", id }, { label: "DocSection", id: `${id}#a` });
    await importLines([HEADER, page, owned, link, end(3)]);
    const { records } = await driver.executeQuery("MATCH (d:ExternalDoc {id: $id}) RETURN d.pageText AS text", { id });
    expect(records[0]!.get("text")).toBe("probe autovacuum reclaims dead tuples ");
  });

  it("imports a file cut short, then says so; and a count that does not match its end record", async () => {
    const id = `${prefix}-cut`;
    await expect(importLines([HEADER, section(id)])).rejects.toThrow(/^the file ends at line 2 without its end record, so it was cut short; 1 of its 1 records were imported$/);
    expect(await sectionsStartingWith(id)).toBe(1);
    await expect(importLines([HEADER, section(id), end(5)])).rejects.toThrow(/^line 3: the end record counts 5 records but the file holds 1/);
    await expect(importLines([HEADER, section(id), end(1), section(`${id}-late`)])).rejects.toThrow(/^line 4: a record after the end record of line 3/);
  });
});

describe("engram import", () => {
  /** The run's Neo4j (whatever the global setup chose), so the CLI imports where the test then looks. */
  const sharedNeo4j = () => {
    const { uri, user, password } = inject("neo4j");
    return { NEO4J_URI: uri, NEO4J_USER: user, NEO4J_PASSWORD: password };
  };

  it("reads the file from stdin and prints a summary", async () => {
    const id = `${prefix}-stdin`;
    const result = await runCli(home, ["import"], sharedNeo4j(), [HEADER, section(id), end(1), ""].join("\n"));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^imported 1 records in \d+\.\d s \(\d+ records\/s\)\nnodes: DocSection 1\nrelationships: none\n/);
    expect(await sectionsStartingWith(id)).toBe(1);
  });

  it("exits with 2, fix the input, naming the line and the field of a value it refuses", async () => {
    const id = `${prefix}-cli-nan`;
    const result = await runCli(home, ["import"], sharedNeo4j(), [HEADER, section(id, { weight: { $float: "NaN" } }), end(1), ""].join("\n"));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^engram: line 2: DocSection, property weight: .* is not a finite number/m);
    expect(await sectionsStartingWith(id)).toBe(0);
  });

  it("exits with 2, fix the input, naming the line of a header it does not know", async () => {
    const file = join(home, "newer.jsonl");
    await writeFile(file, `${JSON.stringify({ kind: "header", format: "engram-export", version: 99 })}\n`);
    const result = await runCli(home, ["import", file], sharedNeo4j());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^engram: line 1: export format version 99 is not one this Engram reads \(it reads version 1\); nothing was imported\n$/m);
  });
});
