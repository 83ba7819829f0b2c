import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueNodeId, projectToken } from "../../src/memory/issue-keys.js";
import { ContentStore } from "../../src/knowledge/content-store.js";
import { IMPORT_LIMITS, importGraph, type ImportLimits } from "../../src/lifecycle/import.js";
import { contentHash, dedupeKey, scopeTokensOf } from "../../src/memory/scope.js";
import { uniqueId } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";
import { end, HEADER, linesOf, node, relationship } from "./lifecycle-helpers.js";

let driver: Driver;
let home: string;
let store: ContentStore;
const prefix = uniqueId("import-rules");
const AGENT = `${prefix}-agent`;
const OTHER_AGENT = `${prefix}-other-agent`;
const PROJECT = `${prefix}-project`;
const OTHER_PROJECT = `${prefix}-other-project`;
const SESSION_TTL_SECONDS = 3_600;

const importLines = (lines: string[], limits?: Partial<ImportLimits>) =>
  importGraph(driver, undefined, store, linesOf(lines), { sessionTtlSeconds: SESSION_TTL_SECONDS, limits: { ...IMPORT_LIMITS, ...limits } });

const memory = (id: string, properties: Record<string, unknown> = {}, more: Record<string, unknown> = {}) =>
  node("Memory", { id, memoryType: "TASK", content: `content of ${id}`, ...properties }, more);
const hasMemory = (id: string, agentType = AGENT) => relationship("HAS_MEMORY", { label: "AgentType", id: agentType }, { label: "Memory", id });
const containsMemory = (id: string, project = PROJECT) => relationship("CONTAINS_MEMORY", { label: "Project", id: project }, { label: "Memory", id });
/** A whole file of these records: header, records, end. */
const file = (...records: string[]) => [HEADER, ...records, end(records.length)];

async function stored(id: string): Promise<Record<string, unknown> | null> {
  const { records } = await driver.executeQuery(
    `MATCH (m:Memory {id: $id})
     RETURN m {.*, embedding: null, expiresAt: toString(m.expiresAt)} AS memory,
       [(a:AgentType)-[:HAS_MEMORY]->(m) | a.id] AS agentTypes, [(p:Project)-[:CONTAINS_MEMORY]->(m) | p.id] AS projects`,
    { id },
  );
  const record = records[0];
  return record ? { ...(record.get("memory") as Record<string, unknown>), agentTypes: (record.get("agentTypes") as string[]).sort(), projects: record.get("projects") as string[] } : null;
}

beforeAll(async () => {
  driver = testDriver();
  home = await mkdtemp(join(tmpdir(), "engram-import-rules-"));
  store = new ContentStore(join(home, "knowledge"));
});

afterAll(async () => {
  await driver.executeQuery("MATCH (n) WHERE n.id STARTS WITH $prefix OPTIONAL MATCH (n)-[:HAS_REVISION]->(owned) DETACH DELETE owned, n", { prefix });
  await driver.close();
  await rm(home, { recursive: true, force: true });
});

describe("importing memories as remember writes them", () => {
  it("refuses, naming the line and the property, a memory remember would refuse, and writes nothing of it", async () => {
    const id = `${prefix}-refused`;
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ content: "   " }, /, property content must not be empty/],
      [{ importance: 11 }, /, property importance must be an integer from 1 to 10 \(got 11\)/],
      [{ importance: "high" }, /, property importance must be a number/],
      [{ memoryType: "SECRET" }, /, property memoryType must be one of CONVERSATION, PATTERN, TASK/],
      [{ tags: ["ok", " "] }, /, property tags\[1\] must not be empty/],
      [{ tags: ["ok", "t".repeat(513)] }, /, property tags\[1\] must be at most 512 characters, the limit for ids and names \(got 513\)/],
      [{ title: "t".repeat(4_001) }, /, property title must be at most 4,000 characters, the limit for questions, tasks and titles \(got 4,001\)/],
      [{ sessionId: "" }, /, property sessionId must be a session id, or left out/],
      [{ occurredAt: "2020-01-01T00:00:00Z" }, /, property occurredAt must be a date-time, \{"\$datetime": "ISO 8601"\}/],
      [{ issues: ["not an issue"] }, /, property issues\[0\] must be an issue key such as "#42"/],
      [{ arrival: -1 }, /, property arrival must be a whole number of at least 0 \(got -1\)/],
      [{ embedding: [0.5, 0.5] }, /, property embedding: a Memory has no such property; its properties are /],
      [{ content: undefined }, /: a Memory must have its property content/],
    ];
    for (const [properties, refusal] of refusals) {
      const error = await importLines(file(memory(id, properties), hasMemory(id))).catch((e: Error) => e);
      expect((error as Error).message, JSON.stringify(properties).slice(0, 80)).toMatch(new RegExp(`^line 2: Memory ${id}${refusal.source}`));
    }
    await expect(importLines(file(memory(id, {}, { revisions: [{ content: "" }] }), hasMemory(id)))).rejects.toThrow(
      new RegExp(`^line 2: Memory ${id}, revisions\\[0\\], property content must not be empty`),
    );
    expect(await stored(id)).toBeNull();
  });

  it("refuses, naming the line, what would put a memory in another scope than its own records give it", async () => {
    const id = `${prefix}-scoped`;
    const code = (project: string) => relationship("REFERENCES", { label: "Memory", id }, { label: "CodeFile", project, path: "src/db.ts" });
    await expect(importLines(file(memory(id), hasMemory(id), containsMemory(id), containsMemory(id, OTHER_PROJECT)))).rejects.toThrow(
      new RegExp(`^line 5: memory ${id} is in project ${PROJECT} already \\(line 4\\): a memory is in one project at most`),
    );
    await expect(importLines(file(memory(id), hasMemory(`${prefix}-ghost`)))).rejects.toThrow(
      new RegExp(`^line 3: HAS_MEMORY names memory ${prefix}-ghost, which no Memory record before this line holds`),
    );
    await expect(importLines(file(memory(id), hasMemory(id), containsMemory(id), code(OTHER_PROJECT)))).rejects.toThrow(
      new RegExp(`^line 5: memory ${id} of project ${PROJECT} references code of project ${OTHER_PROJECT}: a memory references its own project's code only`),
    );
    await expect(importLines(file(memory(id), hasMemory(id), code(PROJECT), containsMemory(id)))).rejects.toThrow(
      new RegExp(`^line 4: memory ${id} of no project \\(no CONTAINS_MEMORY of it before this line\\) references code of project ${PROJECT}`),
    );
    expect(await stored(id)).toBeNull();
  });

  it("refuses a memory the file gives no agent type, naming its line once the file is read, and leaves the file's memories in no scope", async () => {
    const [orphan, kept] = [`${prefix}-orphan`, `${prefix}-kept`];
    const error = await importLines(file(memory(kept), memory(orphan), hasMemory(kept), containsMemory(orphan))).catch((e: Error) => e);
    expect((error as Error).message).toMatch(new RegExp(`^line 3: memory ${orphan} has no HAS_MEMORY relationship in the file, and every memory belongs to an agent type`));
    for (const id of [orphan, kept]) expect(await stored(id)).toMatchObject({ isGlobal: false, agentTypes: [], projects: [] });
  });

  it("leaves the memories of a file cut short in no scope, until the whole file gives them theirs", async () => {
    const id = `${prefix}-cut`;
    const whole = file(memory(id), hasMemory(id), containsMemory(id));
    await importLines(whole);
    await expect(importLines(whole.slice(0, -1))).rejects.toThrow(
      /^the file ends at line 4 without its end record, so it was cut short; 1 of its 3 records were imported; the 1 memories among them are in no scope, seen by no scoped key and no recall, until a whole file gives them theirs$/,
    );
    expect(await stored(id)).toMatchObject({ isGlobal: false, agentTypes: [], projects: [] });
    expect((await stored(id))!.scopeTokens).toBeUndefined();
    await importLines(whole);
    expect(await stored(id)).toMatchObject({ isGlobal: false, agentTypes: [AGENT], projects: [PROJECT] });
  });

  it("derives isGlobal, scopeTokens, dedupeKey, contentHash and expiresAt from the memory's own records as remember does, whatever the file says", async () => {
    const [session, shared, withId] = [`${prefix}-session`, `${prefix}-shared`, `${prefix}-with-id`];
    const forged = { isGlobal: false, scopeTokens: "forged", dedupeKey: "forged", contentHash: "forged" };
    const farFuture = { $datetime: "2999-01-01T00:00:00Z" };
    const soon = new Date(Date.now() + 600_000).toISOString();
    const sharedContent = `content of ${shared}`;
    const before = Date.now();
    await importLines(
      file(
        memory(session, { ...forged, sessionId: "s-1", expiresAt: farFuture }),
        // remembered without an id by the other agent type (its dedupe key), then shared with AGENT
        memory(shared, { ...forged, dedupeKey: dedupeKey({ agentType: OTHER_AGENT, project: PROJECT, sessionId: null }, sharedContent), sessionId: "s-2", expiresAt: { $datetime: soon } }),
        memory(withId, { isGlobal: true, scopeTokens: "forged", contentHash: "forged", expiresAt: farFuture }),
        hasMemory(session),
        hasMemory(shared),
        hasMemory(shared, OTHER_AGENT),
        hasMemory(withId),
        containsMemory(shared),
        containsMemory(withId),
      ),
    );
    const inSession = await stored(session);
    expect(inSession).toMatchObject({
      isGlobal: true,
      scopeTokens: scopeTokensOf([AGENT], { project: null, sessionId: "s-1" }),
      dedupeKey: dedupeKey({ agentType: AGENT, project: null, sessionId: "s-1" }, `content of ${session}`),
      contentHash: contentHash(`content of ${session}`),
    });
    // no later than remember would have it expire now
    const expiresAt = Date.parse(inSession!.expiresAt as string);
    expect(expiresAt).toBeGreaterThanOrEqual(before + SESSION_TTL_SECONDS * 1_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_TTL_SECONDS * 1_000 + 1_000);

    expect(await stored(shared)).toMatchObject({
      isGlobal: false,
      agentTypes: [AGENT, OTHER_AGENT].sort(),
      projects: [PROJECT],
      scopeTokens: scopeTokensOf([AGENT, OTHER_AGENT].sort(), { project: PROJECT, sessionId: "s-2" }),
    });
    // the file's dedupe key named no session, but the memory is in one: derived again, for its first agent type
    expect((await stored(shared))!.dedupeKey).toBe(dedupeKey({ agentType: [AGENT, OTHER_AGENT].sort()[0]!, project: PROJECT, sessionId: "s-2" }, sharedContent));
    // sooner than remember would have it expire now: the file's kept
    expect(Date.parse((await stored(shared))!.expiresAt as string)).toBe(Date.parse(soon));

    const remembered = await stored(withId);
    expect(remembered).toMatchObject({ isGlobal: false, projects: [PROJECT], scopeTokens: scopeTokensOf([AGENT], { project: PROJECT, sessionId: null }) });
    // a memory remembered with an id of its own has no dedupe key, and only session memory expires
    expect(remembered).not.toHaveProperty("dedupeKey");
    expect(remembered!.expiresAt).toBeNull();
  });

  it("keeps the dedupe key of the agent type that remembered a shared memory", async () => {
    const id = `${prefix}-kept-key`;
    const content = `content of ${id}`;
    const theirs = dedupeKey({ agentType: OTHER_AGENT, project: PROJECT, sessionId: null }, content);
    await importLines(file(memory(id, { dedupeKey: theirs }), hasMemory(id), hasMemory(id, OTHER_AGENT), containsMemory(id)));
    expect((await stored(id))!.dedupeKey).toBe(theirs);
  });
});

describe("importing issues as recordIssue writes them", () => {
  const key = "#7";
  const issueId = issueNodeId(PROJECT, key);
  const issue = (properties: Record<string, unknown> = {}) => node("Issue", { id: issueId, project: PROJECT, key, labels: ["Area:Auth", "type:bug"], domains: ["forged"], projectToken: "forged", ...properties });
  const hasIssue = (project: string) => relationship("HAS_ISSUE", { label: "Project", id: project }, { label: "Issue", id: issueId });

  afterAll(async () => {
    await driver.executeQuery("MATCH (i:Issue {project: $project}) DETACH DELETE i", { project: PROJECT });
  });

  it("derives an issue's search token and domains from its project and labels", async () => {
    await importLines(file(issue(), hasIssue(PROJECT)));
    const { records } = await driver.executeQuery("MATCH (:Project {id: $project})-[:HAS_ISSUE]->(i:Issue {id: $id}) RETURN i.projectToken AS token, i.domains AS domains", { project: PROJECT, id: issueId });
    expect(records.map((record) => record.toObject())).toEqual([{ token: projectToken(PROJECT), domains: ["auth"] }]);
  });

  it("refuses, naming the line, an issue whose id, key, project link or memories do not match its project", async () => {
    await expect(importLines(file(issue({ id: issueNodeId(OTHER_PROJECT, key) })))).rejects.toThrow(
      new RegExp(`^line 2: Issue ${issueNodeId(OTHER_PROJECT, key)}, property id must be the id Engram gives issue #7 of project "${PROJECT}", ${issueId}`),
    );
    await expect(importLines(file(issue({ key: "7" })))).rejects.toThrow(/^line 2: Issue \w+, property key must be an issue key in its one form, "#7" \(got "7"\)/);
    await expect(importLines(file(issue(), hasIssue(OTHER_PROJECT)))).rejects.toThrow(
      new RegExp(`^line 3: HAS_ISSUE links project ${OTHER_PROJECT} to issue ${issueId} of project ${PROJECT}: an issue belongs to the project its record names`),
    );
    const id = `${prefix}-about`;
    const about = relationship("ABOUT_ISSUE", { label: "Memory", id }, { label: "Issue", id: issueId });
    await expect(importLines(file(issue(), memory(id), hasMemory(id), containsMemory(id, OTHER_PROJECT), about))).rejects.toThrow(
      new RegExp(`^line 6: memory ${id} of project ${OTHER_PROJECT} is about issue ${issueId} of project ${PROJECT}: a memory names its own project's issues only`),
    );
  });
});

describe("the bounds of a file", () => {
  const section = (id: string, text = "import rules probe") => node("DocSection", { id, title: "probe", text, position: 0 });
  const sectionsStartingWith = async (start: string) =>
    Number((await driver.executeQuery("MATCH (s:DocSection) WHERE s.id STARTS WITH $start RETURN count(s) AS n", { start })).records[0]!.get("n"));

  it("refuses a line longer than it reads, more records than it takes, and more memories than it keeps track of", async () => {
    const id = `${prefix}-bounds`;
    await expect(importLines(file(section(id, "x".repeat(300))), { lineLength: 300 })).rejects.toThrow(/^line 2: longer than 300 characters, the most import reads in one line/);
    await expect(importLines(file(section(`${id}-1`), section(`${id}-2`), section(`${id}-3`)), { records: 2 })).rejects.toThrow(
      /^line 4: more than 2 records, the most import takes from one file\. 0 records before line 2 were imported/,
    );
    const memories = Array.from({ length: 5 }, (_, i) => memory(`${id}-m${i}`));
    await expect(importLines(file(...memories), { scopeBytes: 600 })).rejects.toThrow(/^line 5: the file holds more memories and issues than import keeps track of at once/);
    expect(await sectionsStartingWith(id)).toBe(0);
  });

  it("ends a batch at its characters as well as at its records", async () => {
    const id = `${prefix}-batch-length`;
    const sections = Array.from({ length: 5 }, (_, i) => section(`${id}-${i}`));
    const error = await importLines([HEADER, ...sections, "[]", end(6)], { batchLength: 2 * sections[0]!.length + 10 }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/^line 7: a record must be a JSON object .* 4 records before line 6 were imported/);
    expect(await sectionsStartingWith(id)).toBe(4);
  });
});
