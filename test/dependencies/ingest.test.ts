import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import type { DependencyIngestRequest, DependencyIngestSummary } from "../../src/dependencies/ingest.js";
import { createEngram, type Engram } from "../../src/engram.js";
import { createLogger } from "../../src/logger.js";
import type { Principal } from "../../src/auth/principal.js";
import { testEnv, uniqueId, startTestEngram, type TestEngram } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";
import { PackageRegistry } from "../helpers/package-registry.js";
import { runCli } from "../helpers/cli.js";
import { callError, callOk, httpClient } from "../doors/mcp/mcp-helpers.js";

/**
 * `engram ingest deps` end to end on a real Neo4j: a project's package-lock.json and requirements.txt,
 * packages served by a loopback registry speaking npm's and PyPI's JSON APIs.
 */

const ADMIN: Principal = { name: "admin", agentTypes: null, projects: null };
const quiet = { start: () => undefined, finished: () => undefined };

function datesPackage(name: string, version: string, extra = "") {
  return {
    "package.json": JSON.stringify({ name, version, description: "Small date helpers", license: "MIT", repository: "github:example/dates", types: "index.d.ts" }),
    "README.md": `# ${name}\n\nFormat and parse dates.\n\n## Formatting\n\nCall \`format(date, pattern)\` to format a date with a pattern such as yyyy-MM-dd.\n`,
    "CHANGELOG.md": `# Changelog\n\n## ${version}\n\n### Breaking Changes\n\n- formatDate is deprecated; use format.${extra}\n\n## 1.0.0\n\n- First release with formatDate.\n`,
    "index.d.ts": [
      "/**",
      " * Formats a date with a pattern such as yyyy-MM-dd.",
      " * @since 1.0.0",
      " * @example format(new Date(), 'yyyy-MM-dd')",
      " */",
      "export declare function format(date: Date | number, pattern: string): string;",
      "/** Formats a date the old way. @deprecated Use {@link format} instead. */",
      "export declare function formatDate(date: Date): string;",
      extra ? "/** Parses a date back from text. */\nexport declare function parse(text: string, pattern: string): Date;" : "",
    ].join("\n"),
  };
}

const ATTRS_INIT = `"""Classes without boilerplate."""
import warnings

__all__ = ["define", "attrs"]


def define(maybe_cls=None, *, frozen: bool = False, slots: bool = True):
    """Define an attrs class.

    .. versionadded:: 20.1.0
    """
    return maybe_cls


def attrs(maybe_cls=None):
    """The old way to define a class."""
    warnings.warn("attrs() is deprecated since 21.3.0, use define instead", DeprecationWarning, stacklevel=2)
    return maybe_cls
`;

function packageLock(name: string, version: string, integrity: string) {
  return JSON.stringify({
    name: "service",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "service", dependencies: { [name]: `^${version}` } },
      [`node_modules/${name}`]: { version, resolved: `https://registry.example/${name}/-/${name}-${version}.tgz`, integrity },
    },
  });
}

let driver: Driver;
let registry: PackageRegistry;
let engram: Engram;
let home: string;

beforeAll(async () => {
  driver = testDriver();
  registry = await PackageRegistry.start();
  home = await mkdtemp(join(tmpdir(), "engram-deps-"));
  const config = loadConfig(testEnv({ ENGRAM_HOME: home, ENGRAM_CACHE_DIR: join(home, "cache"), ENGRAM_NPM_REGISTRY: registry.npmRegistry, ENGRAM_PYPI_INDEX: registry.pypiIndex, ENGRAM_PACKAGE_DEADLINE: "5s", ENGRAM_PACKAGE_WAIT: "60s" }));
  engram = await createEngram(config, { log: createLogger("silent", 2), command: true });
});

afterAll(async () => {
  await engram?.close();
  await registry?.close();
  await driver?.close();
  await rm(home, { recursive: true, force: true });
});

interface Project {
  dir: string;
  id: string;
  dates: string;
  attrs: string;
  request(overrides?: Partial<DependencyIngestRequest>): DependencyIngestRequest;
}

/** A project locking `dates@version` (npm) and `attrs@24.1.0` (PyPI), each package name unique to the test. */
async function project(version = "2.0.0"): Promise<Project> {
  const id = uniqueId("service");
  const dates = uniqueId("dates");
  const attrs = uniqueId("attrs");
  const dir = await mkdtemp(join(tmpdir(), "engram-project-"));
  const { integrity } = await registry.publishNpm(dates, version, datesPackage(dates, version));
  const module = attrs.replace(/-/g, "_");
  const wheel = registry.publishPypi(attrs, "24.1.0", { [`${module}/__init__.py`]: ATTRS_INIT }, "Classes without boilerplate");
  await writeFile(join(dir, "package-lock.json"), packageLock(dates, version, integrity));
  await writeFile(join(dir, ".npmrc"), `registry=${registry.npmRegistry}\n`);
  await writeFile(join(dir, "requirements.txt"), `--index-url ${registry.pypiIndex}\n${attrs}==24.1.0 \\\n    --hash=sha256:${wheel.sha256}\n`);
  return { dir, id, dates, attrs, request: (overrides = {}) => ({ projectDir: dir, project: id, all: false, prune: false, packageFolder: null, ...overrides }) };
}

const ingest = (request: DependencyIngestRequest): Promise<DependencyIngestSummary> => engram.dependencies.ingest(request, quiet);

async function count(query: string, parameters: Record<string, unknown>): Promise<number> {
  const { records } = await driver.executeQuery(query, parameters);
  return Number(records[0]!.get(0));
}

describe("engram ingest deps", () => {
  it("ingests each direct dependency at its locked version: pages, changelog per version, API entries with deprecations and replacements, metadata", async () => {
    const p = await project();
    const summary = await ingest(p.request());
    expect(summary.failed, JSON.stringify(summary.packages)).toBe(0);
    expect(summary.new).toBe(2);
    expect(summary.lockfiles.sort()).toEqual(["package-lock.json", "requirements.txt"]);

    const npmSource = `npm:${p.dates}`;
    const pypiSource = `pypi:${p.attrs}`;
    const pages = await driver.executeQuery("MATCH (d:ExternalDoc {source: $source, version: '2.0.0'}) RETURN d.path AS path, d.tags AS tags ORDER BY path", { source: npmSource });
    const paths = pages.records.map((record) => record.get("path") as string);
    expect(paths).toEqual(expect.arrayContaining(["README", "CHANGELOG/2.0.0", "CHANGELOG/1.0.0"]));
    const breaking = pages.records.find((record) => record.get("path") === "CHANGELOG/2.0.0")!.get("tags") as string[];
    expect(breaking).toContain("breaking");

    const formatDate = await engram.dependencies.apiReference(ADMIN, "formatDate", { source: npmSource, version: null, project: null });
    expect(formatDate?.deprecated).toBe(true);
    const details = await engram.knowledge.apiReferenceDetails(formatDate!.id);
    expect(details).toMatchObject({ name: "formatDate", version: "2.0.0", replacedBy: "format" });
    const format = await engram.knowledge.apiReferenceDetails((await engram.dependencies.apiReference(ADMIN, "format", { source: npmSource, version: null, project: null }))!.id);
    expect(format!.signature).toContain("pattern: string");
    expect(format).toMatchObject({ versionIntroduced: "1.0.0", deprecatedIn: null });
    expect(format!.exampleCode).toContain("format(new Date()");

    const old = await engram.dependencies.apiReference(ADMIN, `${p.attrs.replace(/-/g, "_")}.attrs`, { source: pypiSource, version: null, project: null });
    expect(old?.deprecated).toBe(true);
    const oldDetails = await engram.knowledge.apiReferenceDetails(old!.id);
    expect(oldDetails).toMatchObject({ deprecatedIn: "21.3.0", replacedBy: `${p.attrs.replace(/-/g, "_")}.define` });

    const source = (await driver.executeQuery("MATCH (s:Source {id: $id}) RETURN s {.description, .license, .repository, .firstParty} AS s", { id: npmSource })).records[0]!.get("s");
    expect(source).toMatchObject({ description: "Small date helpers", license: "MIT", repository: "https://github.com/example/dates", firstParty: true });

    const rows = await engram.dependencies.dependencies(ADMIN, p.id);
    expect(rows.map((row) => [row.source, row.version, row.state, row.direct])).toEqual(
      expect.arrayContaining([
        [npmSource, "2.0.0", "ingested", true],
        [pypiSource, "24.1.0", "ingested", true],
      ]),
    );
  });

  it("fetches and writes nothing on a second run over an unchanged lockfile", async () => {
    const p = await project();
    await ingest(p.request());
    const requestsBefore = registry.requests.length;
    const updatedBefore = await count("MATCH (d:ExternalDoc) WHERE d.source STARTS WITH $prefix RETURN max(d.lastUpdated).epochMillis", { prefix: `npm:${p.dates}` });
    const again = await ingest(p.request());
    expect(again).toMatchObject({ new: 0, unchanged: 2, failed: 0, projectUpdated: false });
    expect(registry.requests.length).toBe(requestsBefore);
    expect(await count("MATCH (d:ExternalDoc) WHERE d.source STARTS WITH $prefix RETURN max(d.lastUpdated).epochMillis", { prefix: `npm:${p.dates}` })).toBe(updatedBefore);
  });

  it("keeps the old version's set when a package is bumped, answers the project at its locked version only, and prunes on request", async () => {
    const p = await project("2.0.0");
    await ingest(p.request());
    const npmSource = `npm:${p.dates}`;
    const { integrity } = await registry.publishNpm(p.dates, "2.1.0", datesPackage(p.dates, "2.1.0", " parse added."));
    await writeFile(join(p.dir, "package-lock.json"), packageLock(p.dates, "2.1.0", integrity));
    const bumped = await ingest(p.request());
    expect(bumped).toMatchObject({ new: 1, unchanged: 1, projectUpdated: true });
    expect(await count("MATCH (d:ExternalDoc {source: $source}) RETURN count(DISTINCT d.version)", { source: npmSource })).toBe(2);

    const search = await engram.search.search(ADMIN, { query: "format a date with a pattern", project: p.id, agentType: "builder", sources: ["DOC", "API"], limit: 20 }, { recordGap: false });
    const versions = new Set(search.hits.filter((hit) => hit.id.startsWith(npmSource)).map((hit) => hit.version));
    expect([...versions]).toEqual(["2.1.0"]);
    expect(search.hits[0]!.id.startsWith(npmSource)).toBe(true);

    const brief = await engram.briefs.brief(ADMIN, { agentType: "builder", project: p.id, task: "format a date with a pattern", maxExternal: 5, language: null });
    const briefed = brief.external.filter((hit) => hit.id.startsWith(npmSource));
    expect(briefed.length).toBeGreaterThan(0);
    expect(new Set(briefed.map((hit) => hit.version))).toEqual(new Set(["2.1.0"]));

    const asked = await engram.dependencies.apiReference(ADMIN, "format", { source: npmSource, version: "2.0.0", project: null });
    expect(asked!.id).toContain(":2.0.0:");
    const locked = await engram.dependencies.apiReference(ADMIN, "format", { source: null, version: null, project: p.id });
    expect(locked!.id).toContain(":2.1.0:");
    expect(await engram.dependencies.apiReference(ADMIN, "parse", { source: npmSource, version: "2.0.0", project: null })).toBeNull();

    const pruned = await ingest(p.request({ prune: true }));
    expect(pruned.pruned).toEqual([`${npmSource}@2.0.0`]);
    expect(await count("MATCH (n:ExternalDoc|APIReference {source: $source, version: '2.0.0'}) RETURN count(n)", { source: npmSource })).toBe(0);
    expect(await count("MATCH (n:ExternalDoc {source: $source, version: '2.1.0'}) RETURN count(n)", { source: npmSource })).toBeGreaterThan(0);
  });

  it("reports a package whose archive fails its lockfile hash and writes nothing of it, while the others go on", async () => {
    const p = await project();
    await writeFile(join(p.dir, "package-lock.json"), packageLock(p.dates, "2.0.0", `sha512-${Buffer.alloc(64, 7).toString("base64")}`));
    const summary = await ingest(p.request());
    expect(summary).toMatchObject({ new: 1, failed: 1 });
    const failed = summary.packages.find((outcome) => outcome.status === "failed")!;
    expect(failed.source).toBe(`npm:${p.dates}`);
    expect(failed.error).toMatch(/integrity|hash|digest/i);
    expect(await count("MATCH (n:ExternalDoc|APIReference {source: $source}) RETURN count(n)", { source: `npm:${p.dates}` })).toBe(0);
    const rows = await engram.dependencies.dependencies(ADMIN, p.id);
    expect(rows.find((row) => row.source === `npm:${p.dates}`)).toMatchObject({ state: "failed" });
  });

  it("refuses an archive with an entry outside the package, writes nothing of it, and does not fetch those bytes again", async () => {
    const p = await project();
    const { integrity } = await registry.publishNpm(p.dates, "6.6.6", { ...datesPackage(p.dates, "6.6.6"), "../../escape.txt": "outside" });
    await writeFile(join(p.dir, "package-lock.json"), packageLock(p.dates, "6.6.6", integrity));
    const first = await ingest(p.request());
    const refused = first.packages.find((outcome) => outcome.source === `npm:${p.dates}`)!;
    expect(refused).toMatchObject({ status: "failed" });
    expect(refused.error).toMatch(/\.\./);
    expect(await count("MATCH (n:ExternalDoc|APIReference {source: $source}) RETURN count(n)", { source: `npm:${p.dates}` })).toBe(0);
    const tarball = () => registry.requests.filter((path) => path.endsWith(`${p.dates}-6.6.6.tgz`)).length;
    const fetched = tarball();
    const second = await ingest(p.request());
    expect(second.packages.find((outcome) => outcome.source === `npm:${p.dates}`)).toMatchObject({ status: "failed", error: expect.stringContaining("not fetched again") });
    expect(tarball()).toBe(fetched);
  });

  it("retries a registry answering 503 and heals without a restart", async () => {
    const p = await project();
    registry.fail(`/npm/${p.dates}`, 503, 2);
    const summary = await ingest(p.request());
    expect(summary.failed, JSON.stringify(summary.packages)).toBe(0);
  });

  it("names the lockfile and line that do not parse", async () => {
    const p = await project();
    await writeFile(join(p.dir, "package-lock.json"), '{\n  "lockfileVersion": 3,\n  "packages": {\n    oops\n  }\n}\n');
    await expect(ingest(p.request())).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: expect.stringMatching(/package-lock\.json.*line 4/) });
  });

  it("fetches a version nobody ingested once, however many ask at the same time", async () => {
    const dates = uniqueId("ondemand");
    await registry.publishNpm(dates, "1.0.0", datesPackage(dates, "1.0.0"));
    const before = registry.requests.filter((path) => path.includes(`${dates}-1.0.0.tgz`)).length;
    const answers = await Promise.all([1, 2, 3].map(() => engram.dependencies.libraryDocs(ADMIN, { library: `npm:${dates}`, version: "1.0.0", topic: "format a date" })));
    expect(answers.map((answer) => answer.state)).toEqual(["READY", "READY", "READY"]);
    expect(answers.every((answer) => answer.fetchedNow)).toBe(true);
    expect((await engram.dependencies.libraryDocs(ADMIN, { library: `npm:${dates}`, version: "1.0.0" })).fetchedNow).toBe(false);
    expect(registry.requests.filter((path) => path.includes(`${dates}-1.0.0.tgz`)).length - before).toBe(1);
    expect(answers[0]!.markdown).toContain("format");
    expect(answers[0]!.tokens).toBeLessThanOrEqual(5000);
    const missing = engram.dependencies.libraryDocs(ADMIN, { library: `npm:${dates}`, version: "9.9.9" });
    await expect(missing).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    const scoped = { name: "scoped", agentTypes: ["builder"], projects: ["elsewhere"] };
    const unknown = uniqueId("unknown");
    await registry.publishNpm(unknown, "1.0.0", datesPackage(unknown, "1.0.0"));
    await expect(engram.dependencies.libraryDocs(scoped, { library: `npm:${unknown}`, version: "1.0.0" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await registry.publishNpm(dates, "1.1.0", datesPackage(dates, "1.1.0"));
    expect((await engram.dependencies.libraryDocs(scoped, { library: `npm:${dates}`, version: "1.1.0" })).state).toBe("READY");
  });
});

describe("dependencies through the doors", () => {
  let server: TestEngram;
  let p: Project;
  const SCOPED = "deps-scoped-0123456789abcdef";
  const ADMIN_KEY = "deps-admin-0123456789abcdef";

  beforeAll(async () => {
    p = await project();
    await ingest(p.request());
    server = await startTestEngram({
      ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED}:builder:elsewhere`,
      ENGRAM_NPM_REGISTRY: registry.npmRegistry,
    });
  });
  afterAll(() => server?.close());

  it("lists a project's dependencies, resolves libraries and answers library docs over GraphQL", async () => {
    const auth = { authorization: `Bearer ${ADMIN_KEY}` };
    const answer = await server.graphql(
      `query($project: ID!, $name: String!, $library: ID!) {
        dependencies(project: $project) { source version direct state lockfile seenAt documents apiEntries deprecations }
        resolveLibrary(libraryName: $name, project: $project) { source versions lockedVersion description }
        libraryDocs(library: $library, topic: "deprecated formatDate", tokens: 300) { state version tokens markdown hits { title deprecated replacedBy } }
      }`,
      { project: p.id, name: p.dates.slice(0, 12), library: `npm:${p.dates}` },
      auth,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dependencies).toEqual(expect.arrayContaining([expect.objectContaining({ source: `npm:${p.dates}`, version: "2.0.0", state: "INGESTED", lockfile: "package-lock.json" })]));
    expect(answer.data!.resolveLibrary).toEqual(expect.arrayContaining([expect.objectContaining({ source: `npm:${p.dates}`, lockedVersion: "2.0.0", description: "Small date helpers" })]));
    expect(answer.data!.libraryDocs).toMatchObject({ state: "READY", version: "2.0.0" });
    expect(answer.data!.libraryDocs.tokens).toBeLessThanOrEqual(300);
    expect(answer.data!.libraryDocs.hits.some((hit: { title: string; deprecated: boolean }) => hit.title === "formatDate" && hit.deprecated)).toBe(true);
  });

  it("answers resolve_library, library_docs and api_reference to an MCP client, at the project's locked version", async () => {
    const client = await httpClient(server, ADMIN_KEY);
    try {
      const resolved = await callOk(client, "resolve_library", { libraryName: p.dates, project: p.id });
      expect(resolved.libraries).toEqual([expect.objectContaining({ source: `npm:${p.dates}`, versions: ["2.0.0"], lockedVersion: "2.0.0" })]);
      const docs = await callOk(client, "library_docs", { library: `npm:${p.dates}`, topic: "format a date with a pattern", tokens: 400, project: p.id });
      expect(docs).toMatchObject({ state: "READY", version: "2.0.0" });
      expect(docs.tokens).toBeLessThanOrEqual(400);
      expect(docs.hits.map((hit: { title: string }) => hit.title)).toContain("format");
      const readme = await callOk(client, "library_docs", { library: `npm:${p.dates}`, project: p.id });
      expect(readme.markdown).toContain("Format and parse dates");
      const api = await callOk(client, "api_reference", { name: "formatDate", project: p.id });
      expect(api).toMatchObject({ found: true, deprecated: true, api: { source: `npm:${p.dates}`, version: "2.0.0", replacedBy: "format" } });
      const wrongLibrary = await callError(client, "library_docs", { library: "cargo:serde" });
      expect(wrongLibrary).toMatch(/library must name a package's documentation set/);
    } finally {
      await client.close();
    }
  });

  it("refuses a key scoped to another project its dependencies", async () => {
    const answer = await server.graphql(`query($project: ID!) { dependencies(project: $project) { source } }`, { project: p.id }, { authorization: `Bearer ${SCOPED}` });
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("runs from the CLI with a JSON summary, and exits 2 for a lockfile that does not parse", async () => {
    const env = { ...testEnv({ ENGRAM_HOME: home, ENGRAM_CACHE_DIR: join(home, "cache") }) } as NodeJS.ProcessEnv;
    const ok = await runCli(["ingest", "deps", p.dir, "--project", p.id, "--json"], env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ unchanged: 2, new: 0, failed: 0, project: p.id });
    const broken = await mkdtemp(join(tmpdir(), "engram-broken-"));
    await writeFile(join(broken, "poetry.lock"), '[[package]]\nname = "x"\nversion = \n');
    const refused = await runCli(["ingest", "deps", broken], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/poetry\.lock.*line 3/);
  });
});
