import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { MemoryStaleness } from "../../src/memory/staleness.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";
import { callOk, httpClient } from "../doors/mcp/mcp-helpers.js";

const ADMIN_KEY = "stale-admin-key-0123456789abcdef";
const OTHER_PROJECT_KEY = "stale-other-project-key-0123456789";
const OTHER_TYPE_KEY = "stale-other-type-key-0123456789ab";
const agentType = uniqueId("stale-builder");
const otherType = uniqueId("stale-reviewer");
const project = uniqueId("stale-project");
const otherProject = uniqueId("stale-other");
const word = uniqueId("wombat").replaceAll("-", "");
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const otherProjectKey = { authorization: `Bearer ${OTHER_PROJECT_KEY}` };
const otherTypeKey = { authorization: `Bearer ${OTHER_TYPE_KEY}` };

const BEFORE = {
  "src/auth.ts": [
    "export function login(user: string) {\n  return check(user);\n}",
    "export function logout(user: string) {\n  return user.length;\n}",
    "export function helper(text: string) {\n  return text.trim();\n}",
    "function check(user: string) {\n  return user !== '';\n}",
  ].join("\n"),
  "src/session.ts": "export function start() {\n  return Date.now();\n}\n",
  "src/format.ts": "export function pad(text: string) {\n  return text.padStart(4);\n}\n",
  "src/util.ts": "export function same(value: number) {\n  return value + 1;\n}\n",
};
/** login's body rewritten, logout deleted, helper moved to session.ts, format.ts changed; util.ts untouched. */
const AFTER = {
  "src/auth.ts": [
    "export function login(user: string) {\n  return check(user) && user.length > 2;\n}",
    "function check(user: string) {\n  return user !== '';\n}",
  ].join("\n"),
  "src/session.ts": "export function start() {\n  return Date.now();\n}\nexport function helper(text: string) {\n  return text.trim();\n}\n",
  "src/format.ts": "export function pad(text: string) {\n  return text.padStart(8);\n}\n",
};

let engram: TestEngram;
let driver: Driver;
let repository: string;
let mcp: Client;
const ids: Record<string, string> = {};

async function writeTree(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(repository, path)), { recursive: true });
    await writeFile(join(repository, path), text);
  }
}

async function gql<T = Record<string, any>>(query: string, variables: Record<string, unknown>, headers = admin): Promise<T> {
  const response = await engram.graphql<T>(query, variables, headers);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!;
}

interface Flags {
  id: string;
  stale: boolean;
  staleReason: string | null;
  staleSince: string | null;
  confirmedAt: string | null;
}

async function flags(): Promise<Record<string, Flags>> {
  const data = await gql<{ memories: Flags[] }>(`query ($ids: [ID!]!) { memories(where: { id: { in: $ids } }) { id stale staleReason staleSince confirmedAt } }`, { ids: Object.values(ids) });
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, data.memories.find((m) => m.id === id)!]));
}

const RECALL = `query ($agentType: ID!, $project: ID, $query: String, $includeStale: Boolean) {
  recall(agentType: $agentType, project: $project, query: $query, includeStale: $includeStale, limit: 20) {
    rank memory { id stale staleReason } why { stale }
  }
}`;
type Hit = { rank: number; memory: { id: string; stale: boolean; staleReason: string | null }; why: { stale: boolean } };
const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;

async function remember(name: string, input: Record<string, unknown>): Promise<void> {
  const data = await gql<{ remember: { id: string } }>(`mutation ($input: RememberInput!) { remember(input: $input) { id } }`, {
    input: { agentType, project, memoryType: "DECISION", ...input },
  });
  ids[name] = data.remember.id;
}

beforeAll(async () => {
  engram = await startTestEngram({
    ENGRAM_API_KEYS: `${ADMIN_KEY},${OTHER_PROJECT_KEY}:*:${otherProject},${OTHER_TYPE_KEY}:${otherType}:${project}`,
  });
  driver = testDriver();
  repository = await mkdtemp(join(tmpdir(), "engram-stale-"));
  await writeTree(BEFORE);
  await indexRepository(driver, undefined, { repository, project });
  // The stale decision is the best match by far: only the partition puts it below the fresh ones.
  await remember("login", { content: `${word} ${word} ${word} login checks the user before the session`, importance: 10, references: [{ path: "src/auth.ts", function: "login" }] });
  await remember("logout", { content: `${word} logout only measures the user`, references: [{ path: "src/auth.ts", function: "logout" }] });
  await remember("helper", { content: `${word} helper trims text`, references: [{ path: "src/auth.ts", function: "helper" }] });
  await remember("format", { memoryType: "PATTERN", content: `${word} pad to four characters`, references: [{ path: "src/format.ts" }] });
  await remember("util", { content: `${word} same adds one`, importance: 1, references: [{ path: "src/util.ts", function: "same" }] });
  await remember("start", { content: `${word} start stamps the time`, importance: 1, references: [{ path: "src/session.ts", function: "start" }] });
  await writeTree(AFTER);
  const summary = await indexRepository(driver, undefined, { repository, project });
  expect(summary.staleMemories).toBe(4);
  mcp = await httpClient(engram, ADMIN_KEY);
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await engram?.close();
  await driver?.close();
  if (repository) await rm(repository, { recursive: true, force: true });
});

describe("engram index makes memories about changed code stale", () => {
  it("with a reason naming the code: changed, deleted, moved; unrelated memories stay fresh", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const now = await flags();
    expect(now.login).toMatchObject({ stale: true, staleReason: `src/auth.ts#login changed (engram index, ${day})` });
    expect(now.logout).toMatchObject({ stale: true, staleReason: `src/auth.ts#logout deleted (engram index, ${day})` });
    expect(now.helper).toMatchObject({ stale: true, staleReason: `src/auth.ts#helper moved to src/session.ts#helper (engram index, ${day})` });
    expect(now.format).toMatchObject({ stale: true, staleReason: `src/format.ts changed (engram index, ${day})` });
    expect(now.util).toMatchObject({ stale: false, staleReason: null, staleSince: null });
    expect(now.start).toMatchObject({ stale: false, staleReason: null });
    expect(now.login!.staleSince).not.toBeNull();
  });

  it("a memory marked again keeps its first staleSince, and its reason gains the new change once", async () => {
    const before = (await flags()).login!;
    await writeTree({ "src/auth.ts": AFTER["src/auth.ts"].replace("user.length > 2", "user.length > 3") });
    await indexRepository(driver, undefined, { repository, project });
    const after = (await flags()).login!;
    expect(after.staleSince).toBe(before.staleSince);
    expect(after.staleReason).toBe(before.staleReason);
  });
});

describe("recall, briefs and staleMemories", () => {
  it("recall ranks stale memories below fresh ones, with the flags and why.stale; includeStale ranks them alike", async () => {
    const hits = (await gql<{ recall: Hit[] }>(RECALL, { agentType, project, query: word })).recall;
    expect(hits.map((hit) => hit.rank)).toEqual(hits.map((_, index) => index + 1));
    const names = hits.map((hit) => nameOf(hit.memory.id));
    expect(names.slice(0, 2).sort()).toEqual(["start", "util"]);
    expect(names.slice(2).sort()).toEqual(["format", "helper", "login", "logout"]);
    const login = hits.find((hit) => hit.memory.id === ids.login)!;
    expect(login).toMatchObject({ memory: { stale: true }, why: { stale: true } });
    expect(login.memory.staleReason).toContain("src/auth.ts#login changed");
    const alike = (await gql<{ recall: Hit[] }>(RECALL, { agentType, project, query: word, includeStale: true })).recall;
    expect(nameOf(alike[0]!.memory.id)).toBe("login");
  });

  it("agentContext and issueContext list the stale ones first, under \"Changed since these were written\"", async () => {
    const brief = await gql<{ agentContext: { markdown: string; changedSinceWritten: Hit[] } }>(
      `query ($agentType: ID!, $project: ID, $task: String!) { agentContext(agentType: $agentType, project: $project, task: $task, maxExternal: 0) {
        markdown changedSinceWritten { memory { id staleReason } } } }`,
      { agentType, project, task: `${word} login` },
    );
    expect(brief.agentContext.changedSinceWritten.map((hit) => nameOf(hit.memory.id)).sort()).toEqual(["format", "helper", "login", "logout"]);
    const markdown = brief.agentContext.markdown;
    expect(markdown).toContain("src/auth.ts#login changed");
    expect(markdown.indexOf("### Changed since these were written")).toBeGreaterThan(-1);
    expect(markdown.indexOf("### Changed since these were written")).toBeLessThan(markdown.indexOf("### Decisions"));
    const issue = await gql<{ issueContext: { markdown: string; changedSinceWritten: Hit[] } }>(
      `query ($agentType: ID!, $project: ID!, $title: String) { issueContext(agentType: $agentType, project: $project, title: $title) {
        markdown changedSinceWritten { memory { id } } } }`,
      { agentType, project, title: `${word} login` },
    );
    expect(issue.issueContext.changedSinceWritten.length).toBeGreaterThan(0);
    const section = issue.issueContext.markdown.indexOf("### Changed since these were written");
    expect(section).toBeGreaterThan(-1);
    expect(section).toBeLessThan(issue.issueContext.markdown.indexOf("### Must-Know"));
  });

  it("staleMemories lists them under recall's scopes; another project's or agent type's key can neither see nor confirm them", async () => {
    const listed = await gql<{ staleMemories: Flags[] }>(`query ($agentType: ID!, $project: ID!) { staleMemories(agentType: $agentType, project: $project) { id stale staleReason } }`, {
      agentType,
      project,
    });
    expect(listed.staleMemories.map((m) => nameOf(m.id)).sort()).toEqual(["format", "helper", "login", "logout"]);
    const list = `query ($agentType: ID!, $project: ID!) { staleMemories(agentType: $agentType, project: $project) { id } }`;
    expect((await engram.graphql(list, { agentType, project }, otherProjectKey)).errors?.[0]?.message).toMatch(/not scoped for project/);
    expect((await engram.graphql(list, { agentType, project }, otherTypeKey)).errors?.[0]?.message).toMatch(/not scoped for agent type/);
    expect((await engram.graphql(list, { agentType: otherType, project }, otherTypeKey)).data?.staleMemories).toEqual([]);
    const confirm = `mutation ($id: ID!) { confirmMemory(id: $id) { id stale } }`;
    for (const headers of [otherProjectKey, otherTypeKey]) {
      const refused = await engram.graphql(confirm, { id: ids.login }, headers);
      expect(refused.errors?.[0]?.message).toMatch(/names no memory/);
    }
    expect((await flags()).login!.stale).toBe(true);
    const tooMany = await engram.graphql(list.replace("project: $project)", "project: $project, limit: 1000)"), { agentType, project }, admin);
    expect(tooMany.errors?.[0]?.message).toMatch(/limit must be an integer from 1 to 100/);
  });
});

describe("what clears the flag", () => {
  it("confirmMemory clears it and records confirmedAt; recall ranks it with the fresh ones again", async () => {
    const confirmed = await gql<{ confirmMemory: Flags }>(`mutation ($id: ID!) { confirmMemory(id: $id) { id stale staleReason staleSince confirmedAt } }`, { id: ids.login });
    expect(confirmed.confirmMemory).toMatchObject({ stale: false, staleReason: null, staleSince: null });
    expect(confirmed.confirmMemory.confirmedAt).not.toBeNull();
    const hits = (await gql<{ recall: Hit[] }>(RECALL, { agentType, project, query: word })).recall;
    expect(nameOf(hits[0]!.memory.id)).toBe("login");
  });

  it("remember with the same id and new content clears it; a remember that contradicts a memory clears it", async () => {
    await remember("logout", { id: ids.logout, content: `${word} logout is gone: sessions expire on their own`, references: [{ path: "src/auth.ts" }] });
    await remember("replacement", { content: `${word} helper lives in session.ts now`, contradicts: [ids.helper], references: [{ path: "src/session.ts", function: "helper" }] });
    const now = await flags();
    expect(now.logout).toMatchObject({ stale: false, staleReason: null });
    expect(now.helper).toMatchObject({ stale: false, staleReason: null });
    expect(now.format!.stale).toBe(true);
  });

  it("over MCP: stale_memories lists it with why, recall shows the flag and reason, confirm_memory clears it", async () => {
    const listed = await callOk(mcp, "stale_memories", { agentType, project });
    expect(listed.memories.map((m: { id: string }) => nameOf(m.id))).toEqual(["format"]);
    expect(listed.memories[0].staleReason).toContain("src/format.ts changed");
    const recalled = await callOk(mcp, "recall", { agentType, project, query: word });
    const format = recalled.memories.find((m: { id: string }) => m.id === ids.format);
    expect(format).toMatchObject({ stale: true });
    expect(format.staleReason).toContain("src/format.ts changed");
    expect(recalled.memories.at(-1).id).toBe(ids.format);
    expect(await callOk(mcp, "confirm_memory", { id: ids.format })).toEqual({ id: ids.format });
    expect((await callOk(mcp, "stale_memories", { agentType, project })).memories).toEqual([]);
  });
});

describe("flagApiChanges: a dependency upgrade makes memories naming its APIs stale", () => {
  it("flags the project's memories that name a deprecated or removed API exactly, or a removed package; not a longer name", async () => {
    await remember("readAll", { memoryType: "PATTERN", content: "Load rows with `readAll` from rowdb" });
    await remember("readEach", { memoryType: "PATTERN", content: "Stream rows with readEach(cursor) from rowdb" });
    await remember("leftPad", { memoryType: "PATTERN", content: "Pad ids", tags: ["left-pad"] });
    await gql(`mutation ($input: RememberInput!) { remember(input: $input) { id } }`, {
      input: { agentType, project: otherProject, memoryType: "PATTERN", content: "Load rows with `readAll` too" },
    });
    const flagged = await new MemoryStaleness(driver, undefined).flagApiChanges(project, {
      at: null,
      deprecatedOrGone: [
        { name: "readAll", packageName: "rowdb", source: "npm:rowdb", from: "1.0.0", to: "2.0.0", status: "DEPRECATED", deprecatedIn: "2.0.0", replacement: "readEach" },
        { name: "read", packageName: "rowdb", source: "npm:rowdb", from: "1.0.0", to: "2.0.0", status: "REMOVED", deprecatedIn: null, replacement: null },
      ],
      removedPackages: [{ name: "left-pad", source: "npm:left-pad", version: "1.3.0" }],
    });
    expect(Object.fromEntries(flagged.map((f) => [nameOf(f.id), f.reasons]))).toEqual({
      readAll: ["rowdb 1.0.0 → 2.0.0: readAll deprecated in 2.0.0; use readEach"],
      leftPad: ["left-pad 1.3.0 removed"],
    });
    const now = await flags();
    expect(now.readAll).toMatchObject({ stale: true, staleReason: "rowdb 1.0.0 → 2.0.0: readAll deprecated in 2.0.0; use readEach" });
    expect(now.readEach!.stale).toBe(false);
  });
});
