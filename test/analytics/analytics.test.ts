import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMaintenance } from "../helpers/maintenance.js";
import { remember } from "../memory/memory-helpers.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";

// A clock of its own in 2001: no other test file's data falls inside these windows.
const NOW = new Date("2001-09-15T12:00:00Z");
const tag = uniqueId("an").replace(/[^a-z0-9]/g, "");
const ADMIN_KEY = "admin-key-analytics-0123456789";
const SCOPED_KEY = "scoped-key-analytics-0123456";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };
const agentType = `ag-${tag}`;
const [projectA, projectB] = [`pa-${tag}`, `pb-${tag}`];
const category = `cat-${tag}`;
const source = `src-${tag}`;
const id = (name: string) => `${tag}-${name}`;

let engram: TestEngram;
let driver: Driver;

async function cypher(query: string, parameters: Record<string, unknown> = {}) {
  return (await driver.executeQuery(query, parameters)).records;
}

async function doc(name: string, properties: Record<string, unknown>) {
  await cypher(
    `MERGE (s:Source {id: $source}) ON CREATE SET s.name = $source, s.kind = 'community', s.trustScore = 0.6
     CREATE (d:ExternalDoc {id: $id, title: $id, source: $source, category: $category, accessCount: 0, lastUpdated: datetime('2001-01-01T00:00:00Z'), testTag: $tag})
     SET d.accessCount = coalesce($properties.accessCount, 0),
       d.createdAt = datetime(coalesce($properties.createdAt, '2001-01-01T00:00:00Z')),
       d.lastAccessed = CASE WHEN $properties.lastAccessed IS NULL THEN null ELSE datetime($properties.lastAccessed) END
     CREATE (d)-[:SOURCED_FROM]->(s)`,
    { id: id(name), source, category, tag, properties },
  );
}

async function uses(name: string, outcomes: string[], at: string) {
  await cypher(
    `MATCH (d:ExternalDoc {id: $id})
     UNWIND range(0, size($outcomes) - 1) AS n
     CREATE (:KnowledgeUsage {id: randomUUID(), itemId: $id, itemSource: 'DOC', agentType: 'builder', outcome: $outcomes[n], domain: $category, createdAt: datetime($at), testTag: $tag})-[:USED]->(d)`,
    { id: id(name), outcomes, at, category, tag },
  );
}

async function query<T = any>(text: string, variables: Record<string, unknown> = {}, headers = admin): Promise<T> {
  const response = await engram.graphql(text, variables, headers);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data as T;
}

async function errorOf(text: string, variables: Record<string, unknown> = {}, headers = admin) {
  return (await engram.graphql(text, variables, headers)).errors?.[0];
}

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${agentType}:${projectB}` }, { now: () => NOW });
  driver = testDriver();
  await doc("alpha", { accessCount: 2, lastAccessed: "2001-09-10T00:00:00Z" });
  await doc("beta", { accessCount: 1, lastAccessed: "2001-09-11T00:00:00Z" });
  await doc("gamma", { accessCount: 7, lastAccessed: "2001-09-12T00:00:00Z" });
  await uses("alpha", ["SUCCESS", "SUCCESS", "FAILURE"], "2001-09-10T00:00:00Z");
  await uses("beta", ["SUCCESS"], "2001-09-11T00:00:00Z");
  await uses("beta", ["FAILURE", "FAILURE", "FAILURE", "FAILURE", "FAILURE"], "2001-07-01T00:00:00Z");
  await doc("neverRead", { createdAt: "2001-01-01T00:00:00Z" });
  await doc("readLongAgo", { accessCount: 4, lastAccessed: "2001-03-01T00:00:00Z" });
  await doc("readLately", { accessCount: 4, lastAccessed: "2001-09-01T00:00:00Z" });
  await doc("tooNew", { createdAt: "2001-09-01T00:00:00Z" });
});

afterAll(async () => {
  await cypher(`MATCH (n {testTag: $tag}) DETACH DELETE n`, { tag });
  await engram?.close();
  await driver?.close();
});

describe("documentation analytics", () => {
  it("topDocuments ranks by uses inside the window, then by reads", async () => {
    const data = await query(`query ($category: String) { topDocuments(category: $category) { id uses successes failures accessCount } }`, { category });
    expect(data.topDocuments).toEqual([
      { id: id("alpha"), uses: 3, successes: 2, failures: 1, accessCount: 2 },
      { id: id("beta"), uses: 1, successes: 1, failures: 0, accessCount: 1 },
      { id: id("gamma"), uses: 0, successes: 0, failures: 0, accessCount: 7 },
      { id: id("readLately"), uses: 0, successes: 0, failures: 0, accessCount: 4 },
      { id: id("readLongAgo"), uses: 0, successes: 0, failures: 0, accessCount: 4 },
    ]);
    const july = await query(`query ($category: String) { topDocuments(category: $category, since: "2001-06-01T00:00:00Z", until: "2001-08-01T00:00:00Z", limit: 1) { id uses failures } }`, { category });
    expect(july.topDocuments).toEqual([{ id: id("beta"), uses: 5, failures: 5 }]);
  });

  it("unusedDocuments lists pages older than the cut-off and unread since, never-read first", async () => {
    const created = await query(`mutation ($title: String!) { createExternalDocs(input: [{ title: $title, lastUpdated: "2000-12-01T00:00:00Z" }]) { externalDocs { id accessCount } } }`, { title: id("createdByApi") });
    const [apiDoc] = created.createExternalDocs.externalDocs;
    expect(apiDoc.accessCount).toBe(0);
    await cypher(`MATCH (d:ExternalDoc {id: $id}) SET d.testTag = $tag`, { id: apiDoc.id, tag });
    const data = await query(`{ unusedDocuments(unusedDays: 90, limit: 500) { id accessCount lastAccessed } }`);
    expect(data.unusedDocuments.map((row: { id: string }) => row.id)).toContain(apiDoc.id);
    const ours = data.unusedDocuments.filter((row: { id: string }) => row.id.startsWith(tag));
    expect(ours.map((row: { id: string }) => row.id)).toEqual([id("neverRead"), id("readLongAgo")]);
    expect(ours[1]).toMatchObject({ accessCount: 4, lastAccessed: "2001-03-01T00:00:00.000Z" });

    // The counts are of the whole list, split as it is: never read, and read before the cut-off.
    const { unusedDocumentStats: stats } = await query(`{ unusedDocumentStats(unusedDays: 90) { unusedDays neverRead notReadSince } }`);
    expect(data.unusedDocuments.length).toBeLessThan(500);
    expect(stats).toEqual({
      unusedDays: 90,
      neverRead: data.unusedDocuments.filter((row: { accessCount: number }) => row.accessCount === 0).length,
      notReadSince: data.unusedDocuments.filter((row: { accessCount: number }) => row.accessCount > 0).length,
    });
    expect(stats.neverRead).toBeGreaterThanOrEqual(2);
    expect(stats.notReadSince).toBeGreaterThanOrEqual(1);
    expect(await errorOf(`{ unusedDocumentStats(unusedDays: 0) { neverRead } }`)).toMatchObject({ extensions: { field: "unusedDays", code: "BAD_USER_INPUT" } });
  });

  it("sourceEffectiveness counts uses inside the window; effectiveSources keeps counting all time", async () => {
    const windowed = await query(`query ($domain: String) { sourceEffectiveness(domain: $domain) { source { id } uses successes failures successRate } }`, { domain: category });
    expect(windowed.sourceEffectiveness).toEqual([{ source: { id: source }, uses: 4, successes: 3, failures: 1, successRate: 0.75 }]);
    const allTime = await query(`query ($domain: String) { effectiveSources(domain: $domain) { uses failures } }`, { domain: category });
    expect(allTime.effectiveSources).toEqual([{ uses: 9, failures: 6 }]);
  });

  it("names the argument and its accepted form on bad input", async () => {
    expect(await errorOf(`{ topDocuments(limit: 101) { id } }`)).toMatchObject({ message: "limit must be an integer from 1 to 100 (got 101)", extensions: { field: "limit", code: "BAD_USER_INPUT" } });
    expect(await errorOf(`{ topDocuments(since: "2001-09-10T00:00:00Z", until: "2001-09-01T00:00:00Z") { id } }`)).toMatchObject({ extensions: { field: "since", code: "BAD_USER_INPUT" } });
    expect(await errorOf(`{ unusedDocuments(unusedDays: 0) { id } }`)).toMatchObject({ extensions: { field: "unusedDays" } });
  });
});

describe("memoryStats", () => {
  beforeAll(async () => {
    const created: Array<[string, string]> = [
      [projectA, "2001-09-01T10:00:00Z"],
      [projectA, "2001-09-01T11:00:00Z"],
      [projectA, "2001-09-10T10:00:00Z"],
      [projectB, "2001-09-12T10:00:00Z"],
    ];
    for (const [index, [project, at]] of created.entries()) {
      const memory = await remember(engram, { agentType, project, memoryType: "DECISION", content: `decision ${index} of ${tag}` }, admin);
      await cypher(`MATCH (m:Memory {id: $id}) SET m.createdAt = datetime($at)`, { id: memory.id, at });
    }
  });

  it("counts memories per agent type and project, and their growth per period", async () => {
    const text = `query ($agentType: ID, $bucket: TimeBucket) {
      memoryStats(agentType: $agentType, since: "2001-09-01T00:00:00Z", bucket: $bucket) { total created groups { agentType project total sessions created growth { period created } } }
    }`;
    const daily = await query(text, { agentType, bucket: "DAY" });
    expect(daily.memoryStats).toEqual({
      total: 4,
      created: 4,
      groups: [
        { agentType, project: projectA, total: 3, sessions: 0, created: 3, growth: [{ period: "2001-09-01", created: 2 }, { period: "2001-09-10", created: 1 }] },
        { agentType, project: projectB, total: 1, sessions: 0, created: 1, growth: [{ period: "2001-09-12", created: 1 }] },
      ],
    });
    const weekly = await query(text, { agentType, bucket: "WEEK" });
    expect(weekly.memoryStats.groups[0].growth).toEqual([{ period: "2001-08-27", created: 2 }, { period: "2001-09-10", created: 1 }]);
  });

  it("shows a scoped key only its projects, and refuses others by name", async () => {
    const data = await query(`query ($agentType: ID) { memoryStats(agentType: $agentType, since: "2001-09-01T00:00:00Z") { total groups { project created } } }`, { agentType }, scoped);
    expect(data.memoryStats).toEqual({ total: 1, groups: [{ project: projectB, created: 1 }] });
    expect(await errorOf(`query ($project: ID) { memoryStats(project: $project) { total } }`, { project: projectA }, scoped)).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect(await errorOf(`{ memoryStats(since: "2000-01-01T00:00:00Z") { total } }`)).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "bucket" } });
  });
});

describe("knowledge gaps and the weekly report", () => {
  // Words no page or memory holds: Node's and Python's docs, which other files ingest, say "frobnicate",
  // and the memories above hold <tag>.
  const nonsense = `zqxvw zq${tag} vbnqzx`;
  const unanswered = `what did we decide about zq${tag} quux`;

  it("records searches with no or weak results, per scope, and reports them weekly", async () => {
    await query(`query ($q: String!) { searchKnowledge(query: $q) { totalFound } }`, { q: nonsense });
    await query(`query ($q: String!) { searchKnowledge(query: $q) { totalFound } }`, { q: `  ${nonsense.toUpperCase()} ` });
    await query(`query ($q: String!, $agentType: ID!, $project: ID) { recall(query: $q, agentType: $agentType, project: $project) { score } }`, { q: unanswered, agentType, project: projectA });

    // The window closes in 2001: the other test files' gaps (today's) stay out of the top 100.
    const gapsQuery = `{ knowledgeGaps(limit: 100, until: "2001-09-16T00:00:00Z") { query source agentType project searches empty averageTopScore lastSeen } }`;
    let gaps: Array<Record<string, unknown>> = [];
    for (let attempt = 0; attempt < 50 && gaps.filter((gap) => String(gap.query).includes(tag)).length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gaps = (await query(gapsQuery)).knowledgeGaps;
    }
    const ours = gaps.filter((gap) => String(gap.query).includes(tag));
    expect(ours).toEqual([
      { query: nonsense, source: "KNOWLEDGE_SEARCH", agentType: null, project: null, searches: 2, empty: 2, averageTopScore: null, lastSeen: "2001-09-15T12:00:00.000Z" },
      { query: unanswered, source: "MEMORY_RECALL", agentType, project: projectA, searches: 1, empty: 1, averageTopScore: null, lastSeen: "2001-09-15T12:00:00.000Z" },
    ]);

    const scopedGaps = (await query(gapsQuery, {}, scoped)).knowledgeGaps.filter((gap: { query: string }) => gap.query.includes(tag));
    expect(scopedGaps.map((gap: { query: string }) => gap.query)).toEqual([nonsense]);
    const lastWeek = await query(`{ knowledgeGaps(source: KNOWLEDGE_SEARCH, since: "2001-09-01T00:00:00Z", until: "2001-09-15T00:00:00Z", limit: 100) { query } }`);
    expect(lastWeek.knowledgeGaps.filter((gap: { query: string }) => gap.query.includes(tag))).toEqual([]);

    expect((await runMaintenance(engram, "WEEKLY", admin)).status).toBe("SUCCEEDED");
    const reportQuery = `{ maintenanceReports(limit: 1, until: "2001-09-16T00:00:00Z") { createdAt since until topDocuments { id uses } sourceEffectiveness { source { id } uses } knowledgeGaps { query project } } }`;
    const [report] = (await query(reportQuery)).maintenanceReports;
    expect(report).toMatchObject({ createdAt: "2001-09-15T12:00:00.000Z", since: "2001-09-08T12:00:00.000Z", until: "2001-09-15T12:00:00.000Z" });
    // the week before the run holds alpha's and beta's September uses, not beta's July ones
    expect(report.topDocuments).toEqual(expect.arrayContaining([{ id: id("alpha"), uses: 3 }, { id: id("beta"), uses: 1 }]));
    expect(report.sourceEffectiveness).toContainEqual({ source: { id: source }, uses: 4 });
    expect(report.knowledgeGaps).toEqual(expect.arrayContaining([{ query: nonsense, project: null }, { query: unanswered, project: projectA }]));

    const [scopedReport] = (await query(reportQuery, {}, scoped)).maintenanceReports;
    expect(scopedReport.knowledgeGaps.map((gap: { query: string }) => gap.query)).not.toContain(unanswered);
  });
});
