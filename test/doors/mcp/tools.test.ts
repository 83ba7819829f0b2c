import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../../src/codegraph/indexer.js";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../../helpers/knowledge.js";
import { FakeTavily } from "../../helpers/tavily-server.js";
import { callError, callOk, httpClient } from "./mcp-helpers.js";

const NODE_FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "knowledge", "node-api");
const KEY = "mcp-tools-admin-key-0123456789";
const TAVILY_KEY = `tvly-test-${uniqueId("secret")}`;
const agentType = uniqueId("mcp-tools-builder");
const project = uniqueId("mcp-tools-project");
const nodeDocs = uniqueId("node_docs");
const guides = uniqueId("guides");
let home: string;
let repository: string;
let tavily: FakeTavily;
let engram: TestEngram;
let driver: Driver;
let client: Client;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-mcp-tools-"));
  tavily = await new FakeTavily(TAVILY_KEY).start();
  engram = await startTestEngram({ ENGRAM_API_KEYS: KEY, ENGRAM_HOME: home, TAVILY_API_KEY: TAVILY_KEY, TAVILY_BASE_URL: tavily.url });
  driver = testDriver();
  const dependencies = await ingestDependencies(driver, undefined, home);
  await ingestQuietly(dependencies, ingestRequest({ format: "node-api", location: NODE_FIXTURE, source: nodeDocs, version: "18.20.4" }));
  const pages = await mkdtemp(join(tmpdir(), "engram-mcp-pages-"));
  await mkdir(join(pages, "guides"));
  await writeFile(join(pages, "guides", "routing.md"), "# Routing\n\nEvery request goes through the router first.\n");
  await ingestQuietly(dependencies, ingestRequest({ format: "markdown", location: pages, source: guides }));
  repository = await mkdtemp(join(tmpdir(), "engram-mcp-code-"));
  const sources = { "src/files.ts": 'import { parse } from "./parse.js";\nexport function load(path: string) {\n  return parse(path);\n}\n', "src/parse.ts": "export function parse(text: string) {\n  return text.split(' ');\n}\n" };
  for (const [path, text] of Object.entries(sources)) {
    await mkdir(dirname(join(repository, path)), { recursive: true });
    await writeFile(join(repository, path), text);
  }
  await indexRepository(driver, undefined, { repository, project });
  client = await httpClient(engram, KEY);
});

afterAll(async () => {
  await client?.close();
  await engram?.close();
  await driver?.close();
  await tavily?.stop();
  await rm(home, { recursive: true, force: true });
  await rm(repository, { recursive: true, force: true });
});

describe("knowledge tools", () => {
  it("search_knowledge finds documentation and memory, with the source filter", async () => {
    const word = uniqueId("quokka").replaceAll("-", "");
    const memory = await callOk(client, "remember", { agentType, memoryType: "PATTERN", content: `${word} read files with streams` });
    const both = await callOk(client, "search_knowledge", { query: `${word} read a file`, agentType, limit: 50 });
    expect(both.hits.map((hit: { id: string }) => hit.id)).toContain(memory.id);
    expect(both.hits.some((hit: { source: string }) => hit.source === "API")).toBe(true);
    expect(both.hits.map((hit: { rank: number }) => hit.rank)).toEqual(both.hits.map((_: unknown, index: number) => index + 1));
    const apiOnly = await callOk(client, "search_knowledge", { query: "read a file", sources: ["API"], version: "18.20.4", limit: 5 });
    expect(apiOnly.hits.length).toBeGreaterThan(0);
    expect(apiOnly.hits.every((hit: { source: string }) => hit.source === "API")).toBe(true);
    const fromGuides = await callOk(client, "search_knowledge", { query: "request router", source: guides, sources: ["DOC"], limit: 20 });
    expect(fromGuides.hits.length).toBeGreaterThan(0);
    expect(fromGuides.hits.every((hit: { id: string }) => hit.id.startsWith(`${guides}:`))).toBe(true);
  });

  it("get_document reads a document whole, bounded by maxChars, and refuses traversal", async () => {
    const doc = await callOk(client, "get_document", { path: "guides/routing", source: guides });
    expect(doc).toMatchObject({ path: "guides/routing", source: guides, title: "Routing", truncated: false });
    expect(doc.content).toContain("Every request goes through the router first.");
    const cut = await callOk(client, "get_document", { path: "guides/routing", source: guides, maxChars: 10 });
    expect(cut).toMatchObject({ content: doc.content.slice(0, 10), truncated: true });
    expect(await callError(client, "get_document", { path: "../../etc/passwd", source: guides })).toMatch(/^BAD_USER_INPUT: path must be a relative path inside the documentation set/);
    expect(await callError(client, "get_document", { path: "guides/routng", source: guides })).toContain("closest: guides/routing");
  });

  it("api_reference answers for the version asked, with deprecation and replacement", async () => {
    const readFile = await callOk(client, "api_reference", { name: "fs.readFile", version: "18.0.0", source: nodeDocs });
    expect(readFile).toMatchObject({ found: true, deprecated: false, api: { name: "fs.readFile", versionIntroduced: "0.1.29", deprecatedIn: null } });
    const exists = await callOk(client, "api_reference", { name: "fs.exists", version: "0.12.0", source: nodeDocs });
    expect(exists).toMatchObject({ found: true, deprecated: false, api: { name: "fs.exists", deprecatedIn: "1.0.0", replacedBy: "fs.stat" } });
    const existsNow = await callOk(client, "api_reference", { name: "fs.exists", version: "18.20.4", source: nodeDocs });
    expect(existsNow).toMatchObject({ found: true, deprecated: true, api: { name: "fs.exists", replacedBy: "fs.stat" } });
    expect(await callOk(client, "api_reference", { name: "fs.readFile", version: "0.1.0", source: nodeDocs })).toEqual({ found: false, deprecated: false, api: null });
    expect(await callError(client, "api_reference", { name: "fs.readFil", source: nodeDocs })).toMatch(/^BAD_USER_INPUT: name names no single API entry .*; closest: fs\.readFile/);
  });

  it("agent_context briefs the task with memories and documentation", async () => {
    const word = uniqueId("wombat").replaceAll("-", "");
    const decision = await callOk(client, "remember", { agentType, project, memoryType: "DECISION", content: `${word} cache files read from disk` });
    const brief = await callOk(client, "agent_context", { agentType, project, task: `${word} read files from disk`, maxExternal: 2 });
    expect(brief.memoryIds).toContain(decision.id);
    expect(brief.markdown).toContain(word);
    expect(brief.external.length).toBeGreaterThan(0);
    const inCobol = await callOk(client, "agent_context", { agentType, project, task: `${word} read files from disk`, maxExternal: 2, language: "cobol" });
    expect(inCobol.external).toEqual([]);
  });

  it("record_feedback records how a knowledge item worked out", async () => {
    const [hit] = (await callOk(client, "search_knowledge", { query: "read a file", sources: ["API"], limit: 1 })).hits;
    const recorded = await callOk(client, "record_feedback", { id: hit.id, agentType, outcome: "SUCCESS" });
    expect(recorded.usageId).toEqual(expect.any(String));
    expect(await callError(client, "record_feedback", { id: uniqueId("no-such-item"), agentType, outcome: "SUCCESS" })).toContain("id names no ExternalDoc");
  });

  it("record_feedback with a session also rates the session's result, as submitFeedback does", async () => {
    const patternId = uniqueId("pattern");
    const sessionId = uniqueId("session");
    const pattern = await engram.graphql(
      `mutation ($p: ID!, $a: String!) { recordPatternDocs(patternId: $p, task: "read a config file", docs: [{ url: "https://nodejs.org/api/fs.html" }], score: 80, agent: $a) { id } }`,
      { p: patternId, a: agentType },
      { authorization: `Bearer ${KEY}` },
    );
    expect(pattern.errors).toBeUndefined();
    const [hit] = (await callOk(client, "search_knowledge", { query: "read a file", sources: ["API"], limit: 1 })).hits;
    const session = { sessionId, patternId, codeQuality: 4, contextQuality: 5 };
    const recorded = await callOk(client, "record_feedback", { id: hit.id, agentType, outcome: "SUCCESS", session });
    expect(recorded.feedbackId).toEqual(expect.any(String));
    const stored = await engram.graphql(`query ($s: String!) { userFeedbacks(where: { sessionId: { eq: $s } }) { codeQuality contextQuality pattern { id } } }`, { s: sessionId }, { authorization: `Bearer ${KEY}` });
    expect(stored.data!.userFeedbacks).toEqual([{ codeQuality: 4, contextQuality: 5, pattern: [{ id: patternId }] }]);
    expect(await callError(client, "record_feedback", { id: hit.id, agentType, outcome: "SUCCESS", session: { ...session, patternId: uniqueId("unknown") } })).toContain("patternId");
  });
});

describe("web_search and code_context", () => {
  it("web_search answers through the cache", async () => {
    const query = `${uniqueId("mcp web")} streams`;
    const first = await callOk(client, "web_search", { query, maxResults: 3 });
    expect(first.fromCache).toBe(false);
    expect(first.results.length).toBeGreaterThan(0);
    const second = await callOk(client, "web_search", { query, maxResults: 3 });
    expect(second).toMatchObject({ fromCache: true, results: first.results });
    expect(tavily.callsFor(query)).toHaveLength(1);
  });

  it("code_context shows a file's functions, calls and memories", async () => {
    const note = await callOk(client, "remember", { agentType, project, memoryType: "DECISION", content: `load goes through parse ${uniqueId("n")}`, references: [{ path: "src/files.ts", function: "load" }] });
    const context = await callOk(client, "code_context", { project, path: "src/files.ts", agentType });
    expect(context.found).toBe(true);
    expect(context.functionIds.length).toBe(1);
    expect(context.calls.length).toBe(1);
    expect(context.memoryIds).toContain(note.id);
    expect(await callOk(client, "code_context", { project, path: "src/none.ts" })).toMatchObject({ found: false });
  });
});

describe("bad input to knowledge tools", () => {
  it.each([
    ["search_knowledge", "query must hold the words", { query: " " }],
    ["search_knowledge", "at sources[0]", { query: "x", sources: ["WIKI"] }],
    ["search_knowledge", "at limit", { query: "x", limit: 101 }],
    ["get_document", "at path", { path: "x".repeat(2_049) }],
    ["get_document", "at maxChars", { path: "guides/routing", maxChars: 0 }],
    ["api_reference", "name must be an API name", { name: " " }],
    ["api_reference", "at name", { name: "x".repeat(201) }],
    ["api_reference", "version must be a version", { name: "fs.readFile", version: "latest" }],
    ["agent_context", "task must describe the task", { agentType, task: " " }],
    ["agent_context", "at maxExternal", { agentType, task: "x", maxExternal: 11 }],
    ["web_search", "at maxResults", { query: "x", maxResults: 21 }],
    ["web_search", "at category", { query: "x", category: "BLOGS" }],
    ["record_feedback", "at outcome", { id: "x", agentType, outcome: "GREAT" }],
    ["code_context", "project is required", { path: "src/files.ts" }],
    ["code_context", "at depth", { project, path: "src/files.ts", depth: 6 }],
  ])("%s answers isError naming %s", async (tool, expected, args) => {
    expect(await callError(client, tool, args)).toContain(expected);
  });
});
