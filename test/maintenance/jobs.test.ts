import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentStore } from "../../src/knowledge/content-store.js";
import { runMaintenance } from "../helpers/maintenance.js";
import { remember } from "../memory/memory-helpers.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";

// The clock stands in 2001: only this file's data is that old, so the jobs (which act on the whole
// database) delete, refresh and keep nothing of the other test files running at the same time.
const NOW = new Date("2001-06-01T03:00:00Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();


let engram: TestEngram;
let driver: Driver;
let store: ContentStore;
let pages: Server;
let pagesUrl: string;
const requested: string[] = [];
const tag = uniqueId("mt").replace(/[^a-z0-9]/g, "");

/** Documentation pages on loopback: one changed, one failing (refresh.test.ts has pages of each ingest format). */
const PAGE_BODIES: Record<string, string> = {
  "/changed.html": `<html><head><title>Changed page</title></head><body><div role="main"><h1>Changed page</h1><p>The new text of the page about ${tag} retries.</p></div></body></html>`,
};

async function cypher(query: string, parameters: Record<string, unknown> = {}) {
  return (await driver.executeQuery(query, parameters)).records;
}

/** A page created through the API (no ingest format), with a content hash and the dates the test needs. */
async function doc(id: string, properties: Record<string, unknown>) {
  await cypher(
    `MERGE (s:Source {id: $source}) ON CREATE SET s.name = $source, s.kind = 'community', s.trustScore = 0.6
     CREATE (d:ExternalDoc {id: $id, title: $id, source: $source, contentSnippet: 'old snippet', contentHash: 'hash before', accessCount: 0, testTag: $tag})
     SET d += $properties, d.lastUpdated = datetime($properties.lastUpdated), d.lastAccessed = CASE WHEN $properties.lastAccessed IS NULL THEN null ELSE datetime($properties.lastAccessed) END,
       d.removedAt = CASE WHEN $properties.removedAt IS NULL THEN null ELSE datetime($properties.removedAt) END
     CREATE (d)-[:SOURCED_FROM]->(s)`,
    { id, source: `src-${tag}`, tag, properties: { lastAccessed: null, removedAt: null, ...properties } },
  );
}

async function docState(id: string) {
  const [record] = await cypher(
    `MATCH (d:ExternalDoc {id: $id})
     RETURN d.title AS title, d.category AS category, d.contentSnippet AS snippet, d.stale AS stale, toString(d.lastUpdated) AS lastUpdated, d.relevanceScore AS relevance,
       toString(d.contentRemovedAt) AS contentRemovedAt, COUNT { (d)-[:CHANGED]->() } AS changes`,
    { id },
  );
  return record!.toObject();
}

const runJob = (job: "DAILY" | "WEEKLY") => runMaintenance(engram, job);

const count = (run: { counts: Array<{ name: string; value: number }> }, name: string) => run.counts.find((c) => c.name === name)?.value;

beforeAll(async () => {
  pages = createServer((req, res) => {
    requested.push(req.url ?? "");
    const body = PAGE_BODIES[req.url ?? ""];
    if (body === undefined) {
      res.writeHead(500).end("upstream broken");
      return;
    }
    res.writeHead(200, { "content-type": req.url!.endsWith(".html") ? "text/html" : "text/plain" }).end(body);
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  const home = await mkdtemp(join(tmpdir(), "engram-maintenance-"));
  engram = await startTestEngram({ ENGRAM_HOME: home }, { now: () => NOW });
  driver = testDriver();
  store = new ContentStore(engram.config.knowledge.contentDir);
});

afterAll(async () => {
  await cypher(`MATCH (n {testTag: $tag}) OPTIONAL MATCH (n)-[:HAS_SECTION|CHANGED]->(child) DETACH DELETE child, n`, { tag });
  await engram?.close();
  await driver?.close();
  await new Promise((resolve) => pages?.close(resolve));
});

describe("the daily job", () => {
  it("deletes what expired, refreshes stale valuable pages, rescores, and keeps everything else", async () => {
    // web-search cache: one expired yesterday, one fresh for another week
    await cypher(
      `CREATE (:TavilyCache {queryHash: $tag + '-old', originalQuery: 'old', createdAt: datetime($created), expiresAt: datetime($expired), resultsJson: '{}', testTag: $tag}),
              (:TavilyCache {queryHash: $tag + '-fresh', originalQuery: 'fresh', createdAt: datetime($created), expiresAt: datetime($fresh), resultsJson: '{}', testTag: $tag})`,
      { tag, created: daysAgo(8), expired: daysAgo(1), fresh: daysAgo(-7) },
    );
    // session memories: one expired, one not; a project memory without expiry
    const expired = await remember(engram, { agentType: `agent-${tag}`, project: `p-${tag}`, sessionId: "s1", memoryType: "CONVERSATION", content: `expired turn ${tag}` });
    const live = await remember(engram, { agentType: `agent-${tag}`, project: `p-${tag}`, sessionId: "s2", memoryType: "CONVERSATION", content: `live turn ${tag}` });
    const lasting = await remember(engram, { agentType: `agent-${tag}`, project: `p-${tag}`, memoryType: "DECISION", content: `lasting decision ${tag}` });
    await cypher(`MATCH (m:Memory {id: $id}) SET m.expiresAt = datetime($at)`, { id: expired.id, at: daysAgo(0.5) });
    await cypher(`MATCH (m:Memory {id: $id}) SET m.expiresAt = datetime($at)`, { id: live.id, at: daysAgo(-0.5) });

    // refresh: community pages (7 days) read this week, 12 days old; a tutorial (90 days) and an unread page are left alone
    const ids = Object.fromEntries(["changed", "failing", "tutorial", "unread", "scored", "gone", "recentlyGone"].map((name) => [name, `${tag}-${name}`]));
    const recentRead = { lastAccessed: daysAgo(2), accessCount: 3 };
    await doc(ids.changed!, { ...recentRead, category: "community", sourceUrl: `${pagesUrl}/changed.html`, path: "changed.html", lastUpdated: daysAgo(12) });
    await doc(ids.failing!, { ...recentRead, category: "community", sourceUrl: `${pagesUrl}/failing.html`, path: "failing.html", lastUpdated: daysAgo(12) });
    await doc(ids.tutorial!, { ...recentRead, category: "tutorial", sourceUrl: `${pagesUrl}/tutorial.html`, path: "tutorial.html", lastUpdated: daysAgo(12) });
    await doc(ids.unread!, { category: "community", sourceUrl: `${pagesUrl}/unread.html`, path: "unread.html", lastUpdated: daysAgo(12) });
    await store.put(ids.changed!, "the old text");

    // relevance: 50 reads, a year old, 5 successful uses of 6 → 0.4·0.5 + 0.3·0.5 + 0.3·0.5
    await doc(ids.scored!, { accessCount: 50, lastAccessed: daysAgo(100), lastUpdated: daysAgo(365), category: "library" });
    await cypher(
      `MATCH (d:ExternalDoc {id: $id})
       UNWIND range(1, 6) AS n
       CREATE (:KnowledgeUsage {id: $id + '-use-' + n, itemId: $id, itemSource: 'DOC', agentType: 'builder', outcome: CASE WHEN n <= 5 THEN 'SUCCESS' ELSE 'FAILURE' END, createdAt: datetime($at), testTag: $tag})-[:USED]->(d)`,
      { id: ids.scored, at: daysAgo(3), tag },
    );

    // content store: a page removed 120 days ago loses its file, one removed 30 days ago keeps it
    await doc(ids.gone!, { lastUpdated: daysAgo(400), removedAt: daysAgo(120) });
    await doc(ids.recentlyGone!, { lastUpdated: daysAgo(400), removedAt: daysAgo(30) });
    await store.put(ids.gone!, "gone text");
    await store.put(ids.recentlyGone!, "recently gone text");

    const run = await runJob("DAILY");
    expect(run).toMatchObject({ job: "DAILY", trigger: "OPERATOR", status: "SUCCEEDED", startedAt: NOW.toISOString(), errors: [] });
    expect(count(run, "webCacheDeleted")).toBeGreaterThanOrEqual(1);
    expect(count(run, "sessionMemoriesDeleted")).toBeGreaterThanOrEqual(1);
    expect(count(run, "documentsRefreshed")).toBeGreaterThanOrEqual(1);
    expect(count(run, "documentsRefreshFailed")).toBeGreaterThanOrEqual(1);
    expect(count(run, "contentFilesDeleted")).toBeGreaterThanOrEqual(1);
    expect(count(run, "relevanceScored")).toBeGreaterThanOrEqual(6);

    const caches = await cypher(`MATCH (c:TavilyCache {testTag: $tag}) RETURN c.originalQuery AS query`, { tag });
    expect(caches.map((r) => r.get("query"))).toEqual(["fresh"]);
    const memories = await cypher(`MATCH (m:Memory) WHERE m.id IN $ids RETURN m.id AS id`, { ids: [expired.id, live.id, lasting.id] });
    expect(memories.map((r) => r.get("id")).sort()).toEqual([live.id, lasting.id].sort());

    const changed = await docState(ids.changed!);
    expect(changed).toMatchObject({ stale: false, lastUpdated: NOW.toISOString().replace(".000", "") });
    expect(changed.snippet).toContain(`The new text of the page about ${tag} retries.`);
    expect(Number(changed.changes)).toBe(1);
    // a page no ingest wrote keeps what the graph knows of it: its title and category
    expect(changed).toMatchObject({ title: ids.changed, category: "community" });
    expect(await store.get(ids.changed!)).toContain(`${tag} retries`);

    const failing = await docState(ids.failing!);
    expect(failing).toMatchObject({ stale: true, snippet: "old snippet", lastUpdated: daysAgo(12).replace(".000", "") });

    expect(requested).not.toContain("/tutorial.html");
    expect(requested).not.toContain("/unread.html");
    expect((await docState(ids.tutorial!)).lastUpdated).toBe(daysAgo(12).replace(".000", ""));

    expect((await docState(ids.scored!)).relevance).toBeCloseTo(0.5, 6);

    expect(await store.get(ids.gone!)).toBeNull();
    expect((await docState(ids.gone!)).contentRemovedAt).toBe(NOW.toISOString().replace(".000", ""));
    expect(await store.get(ids.recentlyGone!)).toBe("recently gone text");

    // the failed page is tried again at the next run; the refreshed one is fresh now and is not
    requested.length = 0;
    const again = await runJob("DAILY");
    expect(requested).toEqual(["/failing.html"]);
    expect(count(again, "documentsRefreshFailed")).toBeGreaterThanOrEqual(1);
    expect(count(again, "contentFilesDeleted")).toBe(0);
  });

  it("is listed in maintenanceRuns, newest first, and refuses keys scoped to some projects", async () => {
    const runs = await engram.graphql(`{ maintenanceRuns(job: DAILY, limit: 2) { job trigger status startedAt } }`);
    expect(runs.data!.maintenanceRuns).toHaveLength(2);
    expect(runs.data!.maintenanceRuns[0]).toMatchObject({ job: "DAILY", trigger: "OPERATOR", status: "SUCCEEDED" });

    const scoped = await startTestEngram({ ENGRAM_API_KEYS: `admin-key-maintenance-0123456789,scoped-key-maintenance-0123456:builder:p1` }, { now: () => NOW });
    try {
      const refused = await scoped.graphql(`mutation { runMaintenance(job: DAILY) { id } }`, {}, { authorization: "Bearer scoped-key-maintenance-0123456" });
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const badLimit = await scoped.graphql(`{ maintenanceRuns(limit: 0) { id } }`, {}, { authorization: "Bearer admin-key-maintenance-0123456789" });
      expect(badLimit.errors?.[0]).toMatchObject({ message: "limit must be an integer from 1 to 200 (got 0)", extensions: { code: "BAD_USER_INPUT", field: "limit" } });
    } finally {
      await scoped.close();
    }
  });
});
