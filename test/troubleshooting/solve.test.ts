import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";
import { FakeTavily } from "../helpers/tavily-server.js";
import { callError, callOk, httpClient } from "../doors/mcp/mcp-helpers.js";

const TAVILY_KEY = "tvly-troubleshooting-test";
const ADMIN_KEY = "troubleshoot-admin-key-0123456";
const SCOPED_KEY = "troubleshoot-scoped-key-012345";
const OTHER_TYPE_KEY = "troubleshoot-other-type-key-0123";
const OTHER_PROJECT_KEY = "troubleshoot-other-project-key-01";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

const SOLVE = `query ($agentType: ID!, $project: ID, $error: String!, $limit: Int, $searchWeb: Boolean) {
  solveError(agentType: $agentType, project: $project, error: $error, limit: $limit, searchWeb: $searchWeb) {
    pattern { errorType code pattern key }
    hits { rank source id title excerpt url relevance why memory { id memoryType tags } }
    webSearched
  }
}`;
const RECORD = `mutation ($input: RecordSolutionInput!) { recordSolution(input: $input) { memory { id memoryType content tags } pattern { pattern key } } }`;

interface Hit {
  rank: number;
  source: string;
  id: string | null;
  title: string;
  why: string;
  url: string | null;
  memory: { id: string; memoryType: string; tags: string[] } | null;
}

let engram: TestEngram;
let tavily: FakeTavily;
let driver: Driver;
const agentType = uniqueId("solver");
const otherAgentType = uniqueId("reviewer");
const projectA = uniqueId("shop");
const projectB = uniqueId("billing");
const word = uniqueId("zorblat").replace(/[^a-z]/g, "");
const source = uniqueId("pydocs");
let docId: string;

beforeAll(async () => {
  tavily = await new FakeTavily(TAVILY_KEY).start();
  engram = await startTestEngram({
    ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${agentType}:${projectA},${OTHER_TYPE_KEY}:${otherAgentType}:${projectA},${OTHER_PROJECT_KEY}:${agentType}:${projectB}`,
    TAVILY_API_KEY: TAVILY_KEY,
    TAVILY_BASE_URL: tavily.url,
    TAVILY_MAX_RETRIES: "0",
  });
  driver = testDriver();
  const folder = await mkdtemp(join(tmpdir(), "engram-troubleshooting-docs-"));
  await mkdir(join(folder, "library"), { recursive: true });
  await writeFile(
    join(folder, "library", `${word}.md`),
    `# ${word} serialization\n\nThe ${word} encoder raises TypeError: Object of type X is not JSON serializable for objects it does not know. Pass default=str, or convert the value first.\n`,
  );
  await ingestQuietly(await ingestDependencies(driver), ingestRequest({ format: "markdown", location: folder, source }));
  docId = `${source}:1.0:library/${word}`;
});

afterAll(async () => {
  await engram?.close();
  await tavily?.stop();
  await driver?.close();
});

async function solve(variables: Record<string, unknown>, headers: Record<string, string> = admin) {
  const answer = await engram.graphql<{ solveError: { pattern: { pattern: string; key: string; code: string | null }; hits: Hit[]; webSearched: boolean } }>(SOLVE, variables, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.solveError;
}

describe("solveError and recordSolution", () => {
  const datetimeError = `Traceback (most recent call last):\n  File "/srv/app/export.py", line 12, in <module>\n    print(json.dumps(${word}.now()))\nTypeError: Object of type datetime is not JSON serializable`;
  const decimalError = "TypeError: Object of type Decimal is not JSON serializable";

  it("with nothing remembered, classifies the error and offers the documentation that explains it", async () => {
    const answer = await solve({ agentType, project: projectA, error: datetimeError });
    expect(answer.pattern).toMatchObject({ pattern: "TypeError: Object of type <name> is not JSON serializable", code: null });
    expect(answer.hits.filter((hit) => hit.source.endsWith("RESOLUTION"))).toEqual([]);
    const doc = answer.hits.find((hit) => hit.id === docId);
    expect(doc).toMatchObject({ source: "DOCUMENTATION", why: "documentation matching the error's words (TypeError)" });
    expect(answer.webSearched).toBe(false);
  });

  it("remembers a fix as a RESOLUTION of the pattern, counts the page that helped, and offers the fix first for the same error with other names", async () => {
    const before = await driver.executeQuery(`MATCH (d:ExternalDoc {id: $id}) RETURN d.accessCount AS reads`, { id: docId });
    const recorded = await engram.graphql(RECORD, { input: { agentType, project: projectA, error: datetimeError, solution: "Pass default=str to json.dumps, or call .isoformat() first.", helpedBy: [docId] } }, admin);
    expect(recorded.errors).toBeUndefined();
    const { memory, pattern } = recorded.data!.recordSolution;
    expect(memory).toMatchObject({ memoryType: "RESOLUTION" });
    expect(memory.tags).toEqual(expect.arrayContaining([`error:${pattern.key}`, "error-type:TypeError"]));
    expect(memory.content).toContain("Pass default=str");
    const after = await driver.executeQuery(`MATCH (d:ExternalDoc {id: $id}) RETURN d.accessCount AS reads, COUNT { (d)<-[:USED]-(:KnowledgeUsage {outcome: 'SUCCESS', agentType: $agentType}) } AS successes`, { id: docId, agentType });
    expect(Number(after.records[0]!.get("reads"))).toBe(Number(before.records[0]!.get("reads") ?? 0) + 1);
    expect(Number(after.records[0]!.get("successes"))).toBe(1);

    const again = await solve({ agentType, project: projectA, error: decimalError });
    expect(again.hits[0]).toMatchObject({ rank: 1, source: "PROJECT_RESOLUTION", id: memory.id, memory: { id: memory.id } });
    expect(again.hits.map((hit) => hit.rank)).toEqual(again.hits.map((_, index) => index + 1));
    expect(again.hits[0]!.why).toBe("resolved in this project before: the same error pattern (TypeError: Object of type <name> is not JSON serializable)");
    expect(again.hits.findIndex((hit) => hit.id === docId)).toBeGreaterThan(0);
  });

  it("keeps a project's fixes in its project, offers the agent type's global ones everywhere, and refuses a key outside its scope", async () => {
    const elsewhere = await solve({ agentType, project: projectB, error: decimalError });
    expect(elsewhere.hits.filter((hit) => hit.source === "PROJECT_RESOLUTION" || hit.source === "AGENT_RESOLUTION")).toEqual([]);
    const globalFix = await engram.graphql(RECORD, { input: { agentType, error: "KeyError: 'user_id'", solution: "Use dict.get with a default." } }, admin);
    expect(globalFix.errors).toBeUndefined();
    const fromB = await solve({ agentType, project: projectB, error: "KeyError: 'account'" });
    expect(fromB.hits[0]).toMatchObject({ source: "AGENT_RESOLUTION", id: globalFix.data!.recordSolution.memory.id });

    const scoped = { authorization: `Bearer ${SCOPED_KEY}` };
    const refused = await engram.graphql(SOLVE, { agentType, project: projectB, error: decimalError }, scoped);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const own = await solve({ agentType, project: projectA, error: decimalError }, scoped);
    expect(own.hits[0]?.source).toBe("PROJECT_RESOLUTION");
  });

  it("offers web results from the cache only, unless searchWeb asks the web", async () => {
    const error = `Error [ERR_REQUIRE_ESM]: require() of ES Module /srv/${word}/node_modules/x/index.js from /srv/${word}/app.js not supported.`;
    const callsBefore = tavily.calls.length;
    const cachedOnly = await solve({ agentType, project: projectA, error });
    expect(cachedOnly.hits.filter((hit) => hit.source === "WEB")).toEqual([]);
    expect(tavily.calls.length).toBe(callsBefore);
    const searched = await solve({ agentType, project: projectA, error, searchWeb: true });
    expect(searched.webSearched).toBe(true);
    expect(tavily.calls.length).toBe(callsBefore + 1);
    const web = searched.hits.filter((hit) => hit.source === "WEB");
    expect(web.length).toBeGreaterThan(0);
    expect(web[0]!.why).toBe("a web result fetched now (searchWeb)");
    const fromCache = await solve({ agentType, project: projectA, error: error.replace(/\/srv\/\w+/g, "/home/other") });
    expect(tavily.calls.length).toBe(callsBefore + 1);
    expect(fromCache.hits.filter((hit) => hit.source === "WEB").map((hit) => hit.url)).toEqual(web.map((hit) => hit.url));
    expect(fromCache.hits.find((hit) => hit.source === "WEB")!.why).toMatch(/^a web result cached for this error's pattern on \d{4}-\d\d-\d\d$/);
    // The error as printed (its paths) is kept nowhere: not in the web cache's query, not among knowledge gaps.
    expect(String(tavily.calls.at(-1)!.body.query)).not.toContain("/srv/");
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // gaps are written in batches, every 250 ms
    const gaps = await engram.graphql<{ knowledgeGaps: Array<{ query: string }> }>(`{ knowledgeGaps(limit: 100) { query } }`, undefined, admin);
    expect(gaps.data!.knowledgeGaps.filter((gap) => gap.query.includes(word))).toEqual([]);
  });

  it("refuses bad input naming the field, and writes nothing when a helpedBy id names nothing", async () => {
    const empty = await engram.graphql(SOLVE, { agentType, error: "  " }, admin);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "error" });
    const tooMany = await engram.graphql(SOLVE, { agentType, error: decimalError, limit: 21 }, admin);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "limit" });
    const marker = uniqueId("never-written");
    const unknown = await engram.graphql(RECORD, { input: { agentType, project: projectA, error: `ValueError: ${marker}`, solution: "whatever", helpedBy: [docId, "no-such-page"] } }, admin);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "helpedBy" });
    expect(unknown.errors?.[0]?.message).toContain('"no-such-page"');
    const written = await driver.executeQuery(`MATCH (m:Memory) WHERE m.content CONTAINS $marker RETURN count(m) AS n`, { marker });
    expect(Number(written.records[0]!.get("n"))).toBe(0);
  });

  it("answers the same through MCP's solve_error and record_solution", async () => {
    const client = await httpClient(engram, ADMIN_KEY);
    try {
      const error = `AttributeError: 'NoneType' object has no attribute '${word}'`;
      const recorded = await callOk<{ memoryId: string; pattern: { pattern: string } }>(client, "record_solution", { agentType, project: projectA, error, solution: "Check the lookup's result for None first." });
      expect(recorded.pattern.pattern).toBe("AttributeError: <value> object has no attribute <value>");
      const solved = await callOk<{ hits: Array<{ rank: number; source: string; id: string }> }>(client, "solve_error", { agentType, project: projectA, error: "AttributeError: 'NoneType' object has no attribute 'strip'" });
      expect(solved.hits[0]).toMatchObject({ rank: 1, source: "PROJECT_RESOLUTION", id: recorded.memoryId });
      expect(await callError(client, "solve_error", { agentType, error: "" })).toContain("error");
    } finally {
      await client.close();
    }
  });
});

describe("what solveError sends to the web, and who reads what it caches", () => {
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const [own, otherType, otherProject] = [bearer(SCOPED_KEY), bearer(OTHER_TYPE_KEY), bearer(OTHER_PROJECT_KEY)];
  // A word of the message that survives into the web query, so that this test's cache entries can be found.
  const marker = uniqueId("pgbouncer").replace(/[^a-z]/g, "");
  const quoted = `psycopg2.OperationalError: connection to ${marker} server at "db-prod-7.internal.acme.com" (10.2.3.4), port 5432 failed: FATAL: password authentication failed for user "alice"`;
  const unquoted = `psycopg2.OperationalError: connection to ${marker} server at db-prod-7.internal.acme.com (10.2.3.4), port 5432 failed: FATAL: password authentication failed for user alice`;
  const CACHES = `query ($marker: String!) {
    tavilyCaches(where: { originalQuery: { contains: $marker } }) { originalQuery }
    tavilyCachesConnection(where: { originalQuery: { contains: $marker } }) { totalCount aggregate { count { nodes } } }
  }`;
  const webHits = (answer: { hits: Hit[] }) => answer.hits.filter((hit) => hit.source === "WEB");

  async function caches(headers: Record<string, string>, text = marker) {
    const answer = await engram.graphql<{ tavilyCaches: Array<{ originalQuery: string }>; tavilyCachesConnection: { totalCount: number; aggregate: { count: { nodes: number } } } }>(CACHES, { marker: text }, headers);
    expect(answer.errors).toBeUndefined();
    const { tavilyCaches, tavilyCachesConnection } = answer.data!;
    return { queries: tavilyCaches.map((entry) => entry.originalQuery), totalCount: tavilyCachesConnection.totalCount, counted: tavilyCachesConnection.aggregate.count.nodes };
  }

  it("asks the web without the error's host, address or user, and only the agent type and project it was asked for read the answer", async () => {
    const callsBefore = tavily.calls.length;
    for (const error of [quoted, unquoted]) {
      const searched = await solve({ agentType, project: projectA, error, searchWeb: true }, own);
      expect(webHits(searched).length).toBeGreaterThan(0);
    }
    const sent = tavily.calls.slice(callsBefore).map((call) => String(call.body.query));
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) {
      expect(query).toContain(marker);
      for (const secret of ["db-prod", "acme", "10.2.3.4", "alice"]) expect(query).not.toContain(secret);
    }

    const seenByOwn = await caches(own);
    expect(seenByOwn.queries.length).toBeGreaterThan(0);
    expect(seenByOwn.totalCount).toBe(seenByOwn.queries.length);
    for (const headers of [otherType, otherProject]) {
      expect(await caches(headers)).toEqual({ queries: [], totalCount: 0, counted: 0 });
    }
    expect(webHits(await solve({ agentType: otherAgentType, project: projectA, error: quoted }, otherType))).toEqual([]);
    expect(webHits(await solve({ agentType, project: projectB, error: unquoted }, otherProject))).toEqual([]);
    const entries = async (headers: Record<string, string>) => (await engram.graphql<{ cacheStats: { entries: number } }>(`{ cacheStats { entries } }`, undefined, headers)).data!.cacheStats.entries;
    expect(await entries(admin)).toBeGreaterThan(await entries(otherType));

    const callsAfter = tavily.calls.length;
    const again = await solve({ agentType, project: projectA, error: unquoted }, own);
    expect(tavily.calls.length).toBe(callsAfter);
    expect(webHits(again).length).toBeGreaterThan(0);
    expect(webHits(again)[0]!.why).toMatch(/^a web result cached for this error's pattern on /);
  });

  it("leaves what webSearch caches readable by every key", async () => {
    const query = `${marker} shared question`;
    const searched = await engram.graphql(`query ($query: String!) { webSearch(query: $query) { fromCache } }`, { query }, otherType);
    expect(searched.errors).toBeUndefined();
    for (const headers of [own, otherProject, admin]) expect((await caches(headers, "shared question")).queries).toContain(query);
  });
});

describe("recordSolution's limit", () => {
  it("refuses a solution that would not fit in a memory with the error after it, naming the field and the room left, through GraphQL and MCP", async () => {
    const error = `ValueError: value for ${word} is out of range`;
    const tooLong = "x".repeat(100_000);
    const refused = await engram.graphql(RECORD, { input: { agentType, project: projectA, error, solution: tooLong } }, admin);
    const room = 100_000 - "\n\nError: ValueError: value for <name> is out of range".length;
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "solution" });
    expect(refused.errors?.[0]?.message).toBe(
      `solution must be at most ${room.toLocaleString("en")} characters: it is stored with the error's pattern after it, in a memory of at most 100,000 (got 100,000)`,
    );
    const client = await httpClient(engram, ADMIN_KEY);
    try {
      expect(await callError(client, "record_solution", { agentType, project: projectA, error, solution: tooLong })).toBe(`BAD_USER_INPUT: ${refused.errors![0]!.message}`);
    } finally {
      await client.close();
    }
    const written = await driver.executeQuery(`MATCH (m:Memory) WHERE m.content ENDS WITH $end RETURN count(m) AS n`, { end: "Error: ValueError: value for <name> is out of range" });
    expect(Number(written.records[0]!.get("n"))).toBe(0);

    const fits = await engram.graphql(RECORD, { input: { agentType, project: projectA, error, solution: "y".repeat(room) } }, admin);
    expect(fits.errors).toBeUndefined();
    expect(fits.data!.recordSolution.memory.content).toHaveLength(100_000);
  });
});
