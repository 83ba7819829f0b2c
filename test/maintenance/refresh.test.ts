import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import type { IngestDependencies, IngestRequest } from "../../src/knowledge/ingest/run.js";
import { createLogger } from "../../src/logger.js";
import { DocumentRefresher } from "../../src/maintenance/refresh.js";
import { testEnv, uniqueId } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";

// The refresher acts on the whole database; with its clock in 1999 only this file's pages (marked read
// that week, and last updated before it) are stale and valuable, whatever other test files write.
const NOW = new Date("1999-06-01T03:00:00Z");
const LONG_AGO = "1999-03-01T00:00:00Z";
const READ_THIS_WEEK = "1999-05-30T00:00:00Z";
const FIXTURES = join(import.meta.dirname, "..", "fixtures", "knowledge");

const tag = uniqueId("refresh").replace(/[^a-z0-9]/g, "");
const sources: string[] = [];
let driver: Driver;
let dependencies: IngestDependencies;
let refresher: DocumentRefresher;
let server: Server;
let serverUrl: string;
const requested: string[] = [];
/** What the loopback server publishes, by path. */
const published = new Map<string, { type: string; body: string }>();

async function rows(query: string, parameters: Record<string, unknown>) {
  return (await driver.executeQuery(query, parameters)).records.map((record) => record.toObject());
}

async function page(source: string, path: string) {
  const [row] = await rows(
    `MATCH (d:ExternalDoc {source: $source, path: $path})
     RETURN d.title AS title, d.summary AS summary, d.contentHash AS contentHash, d.stale AS stale, toString(d.lastUpdated) AS lastUpdated,
       d.fetchMethod AS fetchMethod, COUNT { (d)-[:CHANGED]->() } AS changes, COUNT { (d)-[:SOURCED_FROM]->(:Source {id: $source}) } AS sourcedFrom,
       [(d)-[:HAS_SECTION]->(s) | s.anchor] AS anchors`,
    { source, path },
  );
  return {
    title: row!.title as string,
    summary: row!.summary as string,
    contentHash: row!.contentHash as string,
    stale: row!.stale as boolean | null,
    lastUpdated: row!.lastUpdated as string,
    fetchMethod: row!.fetchMethod as string,
    changes: Number(row!.changes),
    sourcedFrom: Number(row!.sourcedFrom),
    anchors: (row!.anchors as Array<string | null>).sort(),
  };
}

/** Last updated long ago and read this week: the next refresh fetches these pages again. */
async function makeStale(source: string, paths: string[]) {
  await rows(
    `MATCH (d:ExternalDoc {source: $source}) WHERE d.path IN $paths
     SET d.lastUpdated = datetime($updated), d.lastAccessed = datetime($accessed)`,
    { source, paths, updated: LONG_AGO, accessed: READ_THIS_WEEK },
  );
}

/** A copy of a fixture folder, ingested with the loopback server as its public address. */
async function ingestCopy(fixture: string, format: IngestRequest["format"], publishedUnder: string) {
  const folder = await mkdtemp(join(tmpdir(), `engram-refresh-${fixture}-`));
  await cp(join(FIXTURES, fixture), folder, { recursive: true });
  const source = uniqueId(`refresh_${fixture.replace("-", "_")}`);
  sources.push(source);
  const request = ingestRequest({ format, location: folder, source, baseUrl: `${serverUrl}/${publishedUnder}/` });
  const first = await ingestQuietly(dependencies, request);
  return { folder, source, request, first };
}

const NOW_TEXT = NOW.toISOString().replace(".000", "");

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? "");
    const answer = published.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404).end("not here");
      return;
    }
    res.writeHead(200, { "content-type": answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  driver = testDriver();
  dependencies = await ingestDependencies(driver);
  refresher = new DocumentRefresher(driver, undefined, dependencies.store, loadConfig(testEnv()).maintenance, createLogger("silent"));
});

afterAll(async () => {
  await driver?.executeQuery(
    `MATCH (n) WHERE (n:ExternalDoc OR n:APIReference) AND n.source IN $sources
     OPTIONAL MATCH (n)-[:HAS_SECTION|CHANGED]->(child)
     DETACH DELETE child, n`,
    { sources },
  );
  await driver?.executeQuery(`MATCH (s:Source) WHERE s.id IN $sources DETACH DELETE s`, { sources });
  await driver?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("refreshing an ingested page", () => {
  it("reads Markdown with the Markdown parser, so re-ingesting the same content finds it unchanged", async () => {
    const { folder, source, request, first } = await ingestCopy("markdown", "markdown", "team");
    const before = await page(source, "guides/routing");
    const readmeBefore = await page(source, "README");
    const newRouting = `---\ntitle: Routing requests\ntags: [http, routing]\ncategory: Guides\n---\n\nRoutes now match by prefix (${tag}).\n\n## Prefix matching\n\n\`/users\` matches \`/users/42\`.\n`;
    published.set("/team/guides/routing", { type: "text/markdown; charset=utf-8", body: newRouting });
    published.set("/team/README", { type: "text/markdown; charset=utf-8", body: await readFile(join(folder, "README.md"), "utf8") });
    // a site rendered from the Markdown: reading it as the page's source would replace the page with its navigation
    published.set("/team/guides/deep/nested/faq", { type: "text/html", body: "<html><body><nav>Home · Guides</nav><main><h1>FAQ</h1></main></body></html>" });
    await makeStale(source, ["guides/routing", "README", "guides/deep/nested/faq"]);
    const faqBefore = await page(source, "guides/deep/nested/faq");

    const counts = await refresher.run(NOW);
    expect(counts.documentsRefreshed).toBeGreaterThanOrEqual(1);
    expect(counts.documentsUnchanged).toBeGreaterThanOrEqual(1);
    expect(counts.documentsRefreshFailed).toBeGreaterThanOrEqual(1);

    const routing = await page(source, "guides/routing");
    expect(routing).toMatchObject({ title: "Routing requests", stale: false, lastUpdated: NOW_TEXT, fetchMethod: "markdown", changes: 1, sourcedFrom: 1 });
    expect(routing.summary).toBe(`Routes now match by prefix (${tag}). Prefix matching /users matches /users/42.`);
    expect(routing.anchors).toEqual([null, "prefix-matching"]);
    expect(routing.contentHash).not.toBe(before.contentHash);
    expect(await dependencies.store.get(`${source}:1.0:guides/routing`)).toContain(`Routes now match by prefix (${tag}).`);

    // the same Markdown as ingested: verified, not rewritten
    expect(await page(source, "README")).toMatchObject({ contentHash: readmeBefore.contentHash, lastUpdated: NOW_TEXT, changes: 0 });

    expect(await page(source, "guides/deep/nested/faq")).toEqual({ ...faqBefore, stale: true });

    await writeFile(join(folder, "guides", "routing.md"), newRouting);
    const again = await ingestQuietly(dependencies, request);
    expect(again.documents).toEqual({ new: 0, updated: 0, unchanged: first.documents.new, removed: 0 });
    expect(await page(source, "guides/routing")).toMatchObject({ contentHash: routing.contentHash, lastUpdated: NOW_TEXT, changes: 1 });
  });

  it("reads a Node API page from its module's JSON with the Node parser, so re-ingesting that JSON finds it unchanged", async () => {
    const { folder, source, request, first } = await ingestCopy("node-api", "node-api", "api");
    const fsJson = JSON.parse(await readFile(join(folder, "fs.json"), "utf8"));
    fsJson.modules[0].desc = `<p>The <code>node:fs</code> module, as documented after the refresh (${tag}).</p>`;
    const newFsJson = JSON.stringify(fsJson);
    published.set("/api/fs.json", { type: "application/json", body: newFsJson });
    published.set("/api/fs.html", { type: "text/html", body: `<html><body><div role="main"><h1>File system</h1><p>The rendered page.</p></div></body></html>` });
    await makeStale(source, ["fs"]);

    await refresher.run(NOW);
    expect(requested).toContain("/api/fs.json");
    expect(requested).not.toContain("/api/fs.html");
    const fs = await page(source, "fs");
    expect(fs).toMatchObject({ title: "File system", stale: false, lastUpdated: NOW_TEXT, fetchMethod: "node-api", changes: 1 });
    expect(fs.summary).toContain(`as documented after the refresh (${tag})`);
    // the anchors of nodejs.org's headings, which only the Node parser derives from the JSON
    expect(fs.anchors).toEqual(expect.arrayContaining(["file-system", "promises-api", "fsreadfilepath-options-callback"]));

    await writeFile(join(folder, "fs.json"), newFsJson);
    const again = await ingestQuietly(dependencies, request);
    expect(again.documents).toEqual({ new: 0, updated: 0, unchanged: first.documents.new, removed: 0 });
    expect((await page(source, "fs")).contentHash).toBe(fs.contentHash);
  });
});
