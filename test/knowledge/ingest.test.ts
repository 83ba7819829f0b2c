import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UrlCache } from "../../src/knowledge/ingest/url-cache.js";
import { nodeApiDocs, pythonDocs } from "../helpers/debian-docs.js";
import { testEnv, uniqueId } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";
import { FIXTURE_INVENTORY, inventory, SPHINX_FIXTURE, sphinxSite } from "../helpers/sphinx-site.js";

const run = promisify(execFile);
const REPO = join(import.meta.dirname, "..", "..");
const MARKDOWN_FIXTURE = join(import.meta.dirname, "..", "fixtures", "knowledge", "markdown");
const NODE_FIXTURE = join(import.meta.dirname, "..", "fixtures", "knowledge", "node-api");

let driver: Driver;
beforeAll(() => {
  driver = testDriver();
});
afterAll(() => driver.close());

async function rows(query: string, parameters: Record<string, unknown>) {
  return (await driver.executeQuery(query, parameters)).records.map((record) => record.toObject());
}

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true })).map((entry) => join(entry.parentPath, entry.name));
}

describe("ingesting a markdown folder", () => {
  it("writes new pages once, nothing when unchanged, updates and records changes, and marks removed pages", async () => {
    const folder = await mkdtemp(join(tmpdir(), "engram-md-"));
    await cp(MARKDOWN_FIXTURE, folder, { recursive: true });
    const dependencies = await ingestDependencies(driver);
    const source = uniqueId("team_docs");
    const request = ingestRequest({ format: "markdown", location: folder, source, baseUrl: "https://docs.example.test/" });

    const first = await ingestQuietly(dependencies, request);
    expect(first.documents).toMatchObject({ updated: 0, unchanged: 0, removed: 0 });
    expect(first.documents.new).toBeGreaterThanOrEqual(3);
    expect(first.warnings.some((warning) => warning.startsWith("broken.md"))).toBe(true);
    const [routing] = await rows(
      `MATCH (d:ExternalDoc {source: $source, path: 'guides/routing'})-[:SOURCED_FROM]->(s:Source)
       RETURN d.lastUpdated AS lastUpdated, d.sourceUrl AS url, d.title AS title, s.trustScore AS trust, size([(d)-[:HAS_SECTION]->(x) | x]) AS sections`,
      { source },
    );
    expect(routing).toMatchObject({ url: "https://docs.example.test/guides/routing", trust: 0.95 });
    expect(Number(routing!.sections)).toBeGreaterThan(0);

    const second = await ingestQuietly(dependencies, request);
    expect(second.documents).toEqual({ new: 0, updated: 0, unchanged: first.documents.new, removed: 0 });
    const [unchanged] = await rows("MATCH (d:ExternalDoc {source: $source, path: 'guides/routing'}) RETURN d.lastUpdated AS lastUpdated", { source });
    expect(unchanged!.lastUpdated.toString()).toBe(routing!.lastUpdated.toString());

    await writeFile(join(folder, "guides", "routing.md"), "---\ntitle: Routing\n---\n# Routing\n\nRoutes now match by prefix.\n");
    await rm(join(folder, "README.md"));
    const third = await ingestQuietly(dependencies, request);
    expect(third.documents).toMatchObject({ new: 0, updated: 1, removed: 1 });
    const [changed] = await rows(
      `MATCH (d:ExternalDoc {source: $source, path: 'guides/routing'})-[:CHANGED]->(c:DocumentChange)
       RETURN c.previousHash AS previousHash, c.contentHash AS contentHash, d.contentHash AS current, d.lastUpdated > $before AS newer`,
      { source, before: routing!.lastUpdated },
    );
    expect(changed).toMatchObject({ newer: true });
    expect(changed!.contentHash).toBe(changed!.current);
    expect(changed!.previousHash).not.toBe(changed!.current);
    const [removed] = await rows("MATCH (d:ExternalDoc {source: $source, path: 'README'}) RETURN d.removedAt IS NOT NULL AS removed", { source });
    expect(removed).toEqual({ removed: true });
  });

  it("keeps full text in a content store of 0600 files in 0700 folders, and only a summary and snippet in Neo4j", async () => {
    const dependencies = await ingestDependencies(driver);
    const source = uniqueId("team_docs");
    await ingestQuietly(dependencies, ingestRequest({ format: "markdown", location: MARKDOWN_FIXTURE, source }));
    const entries = await filesUnder(join(dependencies.home, "knowledge"));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const mode = (await stat(entry)).mode & 0o777;
      expect(mode).toBe((await stat(entry)).isDirectory() ? 0o700 : 0o600);
    }
    const [stored] = await rows("MATCH (d:ExternalDoc {source: $source, path: 'guides/routing'}) RETURN d.id AS id, d.summary AS summary", { source });
    expect(await dependencies.store.get(stored!.id)).toContain("Every request goes through the router first.");
    expect(stored!.summary.length).toBeLessThanOrEqual(300);
  });
});

describe("ingesting Node's JSON API docs and a Sphinx site", () => {
  it("node-api: API entries with signatures, versions, stability, anchor URLs and a REPLACED_BY for named replacements", async () => {
    const dependencies = await ingestDependencies(driver);
    const source = uniqueId("node");
    const result = await ingestQuietly(
      dependencies,
      ingestRequest({ format: "node-api", location: NODE_FIXTURE, source, version: "18.20.4", baseUrl: "https://nodejs.org/docs/v18.20.4/api/" }),
    );
    expect(result.apiReferences.new).toBeGreaterThan(3);
    const [readFile] = await rows(
      `MATCH (a:APIReference {source: $source, name: 'fs.readFile'})-[:DOCUMENTED_IN]->(d:ExternalDoc)
       RETURN a.url AS url, a.versionIntroduced AS introduced, a.signature AS signature, d.path AS page`,
      { source },
    );
    expect(readFile).toMatchObject({ introduced: "0.1.29", page: "fs" });
    expect(readFile!.url).toMatch(/^https:\/\/nodejs\.org\/docs\/v18\.20\.4\/api\/fs\.html#.+/);
    const [exists] = await rows(
      "MATCH (a:APIReference {source: $source, name: 'fs.exists'})-[r:REPLACED_BY]->(b) RETURN a.deprecatedIn AS deprecatedIn, r.inVersion AS inVersion, b.name AS replacement",
      { source },
    );
    expect(exists).toEqual({ deprecatedIn: "1.0.0", inVersion: "1.0.0", replacement: "fs.stat" });
  });

  it("sphinx: pages with sections, objects.inv entries DOCUMENTED_IN their page with anchors and version notes", async () => {
    const site = await sphinxSite();
    const dependencies = await ingestDependencies(driver);
    const source = uniqueId("demo_docs");
    const result = await ingestQuietly(dependencies, ingestRequest({ format: "sphinx", location: site, source, version: "3.11", baseUrl: "https://docs.example.test/3.11/" }));
    expect(result.documents.new).toBe(3);
    expect(result.apiReferences.new).toBe(5);
    const [fillOld] = await rows(
      `MATCH (a:APIReference {source: $source, name: 'textkit.fill_old'})-[:DOCUMENTED_IN]->(d:ExternalDoc)
       OPTIONAL MATCH (a)-[:REPLACED_BY]->(r)
       RETURN a.url AS url, a.deprecatedIn AS deprecatedIn, d.path AS page, r.name AS replacement`,
      { source },
    );
    expect(fillOld).toEqual({ url: "https://docs.example.test/3.11/library/textkit.html#textkit.fill_old", deprecatedIn: "3.10", page: "library/textkit.html", replacement: "textkit.wrap" });
  });
});

describe("ingesting by URL", () => {
  let server: Server;
  let baseUrl: string;
  let up = true;
  const hits: string[] = [];

  beforeAll(async () => {
    const page = await import("node:fs/promises").then((fs) => fs.readFile(join(SPHINX_FIXTURE, "library", "textkit.html")));
    server = createServer((request, response) => {
      hits.push(request.url ?? "");
      if (!up) return void response.writeHead(503).end();
      if (request.url === "/docs/objects.inv") return void response.writeHead(200, { "content-type": "application/octet-stream" }).end(inventory(FIXTURE_INVENTORY));
      if (request.url === "/docs/library/textkit.html") return void response.writeHead(200, { "content-type": "text/html" }).end(page);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("uses a copy younger than 7 days, fetches an older one again, and serves it marked stale when the fetch fails", async () => {
    let now = new Date("2026-01-01T00:00:00Z");
    const dependencies = await ingestDependencies(driver);
    const cache = new UrlCache(join(dependencies.home, "http"), 7 * 86400, () => now);
    const withCache = { ...dependencies, urlCache: cache };
    const source = uniqueId("web_docs");
    const request = ingestRequest({ format: "url", location: `${baseUrl}library/textkit.html`, source });

    up = true;
    hits.length = 0;
    expect((await ingestQuietly(withCache, request)).documents.new).toBe(1);
    now = new Date("2026-01-05T00:00:00Z");
    expect((await ingestQuietly(withCache, request)).stale).toBe(false);
    expect(hits).toHaveLength(1);

    now = new Date("2026-01-09T00:00:00Z");
    up = false;
    const stale = await ingestQuietly(withCache, request);
    expect(hits).toHaveLength(2);
    expect(stale.stale).toBe(true);
    const [doc] = await rows("MATCH (d:ExternalDoc {source: $source}) RETURN d.stale AS stale, d.path AS path, d.fetchMethod AS fetchMethod", { source });
    expect(doc).toEqual({ stale: true, path: "docs/library/textkit.html", fetchMethod: "url" });

    const fresh = await ingestDependencies(driver, new UrlCache(join(tmpdir(), uniqueId("empty-cache")), 7 * 86400));
    await expect(ingestQuietly(fresh, request)).rejects.toThrow(/cannot fetch .* and no copy is cached: HTTP 503/);
  });

  it("ingests an objects.inv by URL as API entries linked under the inventory's folder", async () => {
    up = true;
    const dependencies = await ingestDependencies(driver);
    const source = uniqueId("web_inventory");
    const result = await ingestQuietly(dependencies, ingestRequest({ format: "url", location: `${baseUrl}objects.inv`, source }));
    expect(result.apiReferences.new).toBe(5);
    const [wrap] = await rows("MATCH (a:APIReference {source: $source, name: 'textkit.wrap'}) RETURN a.url AS url", { source });
    expect(wrap).toEqual({ url: `${baseUrl}library/textkit.html#textkit.wrap` });
  });
});

describe("ingesting the real Debian documentation", () => {
  it("ingests all of Python 3.11's Sphinx docs, then finds nothing to write on a second run", async () => {
    const dependencies = await ingestDependencies(driver);
    const source = uniqueId("python_docs");
    const request = ingestRequest({ format: "sphinx", location: pythonDocs(), source, version: "3.11", language: "python", baseUrl: "https://docs.python.org/3.11/" });
    const first = await ingestQuietly(dependencies, request);
    expect(first.documents.new).toBeGreaterThan(450);
    expect(first.apiReferences.new).toBeGreaterThan(8000);
    const [join_] = await rows(
      "MATCH (a:APIReference {source: $source, name: 'os.path.join'})-[:DOCUMENTED_IN]->(d:ExternalDoc) RETURN a.kind AS kind, a.url AS url, d.path AS page",
      { source },
    );
    expect(join_).toEqual({ kind: "function", url: "https://docs.python.org/3.11/library/os.path.html#os.path.join", page: "library/os.path.html" });
    const second = await ingestQuietly(dependencies, request);
    expect(second.documents).toEqual({ new: 0, updated: 0, unchanged: first.documents.new, removed: 0 });
    expect(second.apiReferences).toEqual({ new: 0, updated: 0, unchanged: first.apiReferences.new, removed: 0 });
  });

  it("the CLI ingests Node's docs with a summary on stdout and progress on stderr", async () => {
    const home = await mkdtemp(join(tmpdir(), "engram-cli-home-"));
    const source = uniqueId("node_docs");
    const env = { ...testEnv({ ENGRAM_HOME: home }), LOG_LEVEL: "warn" } as NodeJS.ProcessEnv;
    const args = [join(REPO, "bin", "engram.js"), "ingest", "node-api", nodeApiDocs(), "--source", source, "--version", "18.20.4", "--base-url", "https://nodejs.org/docs/v18.20.4/api/"];
    const { stdout, stderr } = await run(process.execPath, args, { env, cwd: REPO });
    expect(stdout).toMatch(/^documents: \d{2} new, 0 updated, 0 unchanged, 0 removed$/m);
    expect(stdout).toMatch(/^API references: \d{4} new, 0 updated, 0 unchanged, 0 removed$/m);
    expect(stderr).toMatch(/writing \[.*\] 100%/);
    const failed = await run(process.execPath, [join(REPO, "bin", "engram.js"), "ingest", "pdf", nodeApiDocs(), "--source", source, "--version", "1"], { env, cwd: REPO }).catch((error) => error);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/'pdf' is invalid for argument 'format'. Allowed choices are sphinx, docbook, node-api, markdown, url/);
  });
});
