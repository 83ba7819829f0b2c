import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { API_NAMES_ENDING } from "../../src/knowledge/api-lookup.js";
import { nodeApiDocs, pythonDocs } from "../helpers/debian-docs.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";

const LOOKUP = `query ($name: String!, $version: String, $source: ID) {
  apiReference(name: $name, version: $version, source: $source) { name source version deprecatedIn replacementName replacedBy { name } }
}`;

const ADMIN_KEY = "python-and-node-admin-key-0123456789";
const SCOPED_KEY = "python-and-node-scoped-key-0123456789";
const ADMIN = { authorization: `Bearer ${ADMIN_KEY}` };

let engram: TestEngram;
let driver: Driver;
const python = uniqueId("python_docs");
const node = uniqueId("node_docs");
/** A project whose code is Python, and one the scoped key is for. */
const pythonProject = uniqueId("py-project");
const otherProject = uniqueId("other-project");

/** A repository of one Python file, indexed as the project's code graph. */
async function indexPythonProject(): Promise<void> {
  const repository = await mkdtemp(join(tmpdir(), "engram-py-project-"));
  await mkdir(join(repository, "app"));
  await writeFile(join(repository, "app", "files.py"), "def load(path):\n    with open(path) as f:\n        return f.read()\n");
  await indexRepository(driver, undefined, { repository, project: pythonProject });
}

beforeAll(async () => {
  const home = await mkdtemp(join(tmpdir(), "engram-python-and-node-"));
  engram = await startTestEngram({ ENGRAM_HOME: home, ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:builder:${otherProject}` });
  driver = testDriver();
  const dependencies = await ingestDependencies(driver, undefined, home);
  await ingestQuietly(dependencies, ingestRequest({ format: "sphinx", location: pythonDocs(), source: python, version: "3.11", language: "python" }));
  await ingestQuietly(dependencies, ingestRequest({ format: "node-api", location: nodeApiDocs(), source: node, version: "18.20.4", language: "javascript" }));
  await indexPythonProject();
}, 600_000);
afterAll(async () => {
  await driver.close();
  await engram.close();
});

async function lookup(name: string, version: string | null, source: string | null) {
  return engram.graphql(LOOKUP, { name, version, source }, ADMIN);
}

async function found(name: string, version: string | null, source: string | null) {
  const response = await lookup(name, version, source);
  expect(response.errors).toBeUndefined();
  return response.data!.apiReference;
}

describe("apiReference at a version where the entry is deprecated", () => {
  it("returns it with its deprecation and replacement instead of nothing", async () => {
    expect(await found("locale.getdefaultlocale", "3.11", python)).toMatchObject({ name: "locale.getdefaultlocale", version: "3.11", deprecatedIn: "3.11" });
    expect(await found("ssl.wrap_socket", "3.11", python)).toMatchObject({ name: "ssl.wrap_socket", deprecatedIn: "3.7", replacementName: "ssl.SSLContext.wrap_socket" });
    expect(await found("fs.exists", "18.20.4", node)).toMatchObject({ name: "fs.exists", deprecatedIn: "1.0.0", replacedBy: [{ name: "fs.stat" }] });
  });

  it("still answers null for a version before the entry was introduced", async () => {
    expect(await found("fs.readFile", "0.1.0", node)).toBeNull();
    expect(await found("asyncio.TaskGroup", "3.10", python)).toBeNull();
    expect(await found("asyncio.TaskGroup", "3.11", python)).toMatchObject({ name: "asyncio.TaskGroup", deprecatedIn: null });
  });
});

describe("apiReference by a short or misspelt name", () => {
  it("resolves a short name that ends one API's name only, and shows the full name", async () => {
    // Named with its source: other test files ingest Python's docs under sources of their own into the same database.
    expect(await found("getdefaultlocale", "3.11", python)).toMatchObject({ name: "locale.getdefaultlocale", source: python });
    expect(await found("path.join", null, python)).toMatchObject({ name: "os.path.join" });
  });

  it("refuses a name several APIs end in, listing the closest", async () => {
    const response = await lookup("readFile", "18.20.4", node);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "name" });
    const message = response.errors![0]!.message;
    expect(message).toMatch(new RegExp(`^name names no single API entry in source "${node}": "readFile"; closest: `));
    const listed = message.split("closest: ")[1]!.split(", ");
    expect(listed.length).toBeLessThanOrEqual(5);
    expect(listed).toEqual(expect.arrayContaining(["fs.readFile", "fsPromises.readFile"]));
  });

  it("refuses a misspelt name, listing the closest, and answers null when no name is near", async () => {
    const response = await lookup("fs.readFil", null, null);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "name" });
    expect(response.errors![0]!.message).toMatch(/^name names no single API entry: "fs\.readFil"; closest: fs\.readFile(, [^,]+){0,4}$/);
    expect(await found("qwzxv.plokmijn", null, null)).toBeNull();
  });

  it("finds short names through the text index, not by reading every name", async () => {
    const { summary } = await driver.executeQuery(`EXPLAIN ${API_NAMES_ENDING}`, { suffix: ".getdefaultlocale", subpathSuffix: ":getdefaultlocale", source: null, limit: neo4j.int(50) });
    expect(JSON.stringify(summary.plan)).toContain("NodeIndexEndsWithScan");
  });

  it("measures each kind of lookup", async () => {
    const kinds: Record<string, [string, string | null, string | null]> = {
      exact: ["fs.readFile", "18.20.4", null],
      deprecated: ["locale.getdefaultlocale", "3.11", null],
      short: ["getdefaultlocale", "3.11", null],
      ambiguous: ["readFile", null, null],
      misspelt: ["fs.readFil", null, null],
      unknown: ["qwzxv.plokmijn", null, null],
    };
    const timings: Record<string, number> = {};
    for (const [kind, [name, version, source]] of Object.entries(kinds)) {
      await lookup(name, version, source);
      const started = performance.now();
      for (let round = 0; round < 10; round++) await lookup(name, version, source);
      timings[kind] = Math.round(((performance.now() - started) / 10) * 10) / 10;
    }
    console.info("apiReference ms per lookup over GraphQL:", timings);
    for (const ms of Object.values(timings)) expect(ms).toBeLessThan(500);
  });
});

interface Hit {
  id: string;
  source: string;
  version: string | null;
}

const SEARCH = `query ($query: String!, $version: String, $source: ID, $language: String, $agentType: ID, $project: ID, $sources: [KnowledgeSource!]) {
  searchKnowledge(query: $query, version: $version, source: $source, language: $language, agentType: $agentType, project: $project, sources: $sources, limit: 30) {
    hits { id source version }
  }
}`;
const QUESTION = "read the entire contents of a file";

async function search(variables: Record<string, unknown>, headers = ADMIN): Promise<Hit[]> {
  const response = await engram.graphql(SEARCH, { query: QUESTION, sources: ["DOC", "API"], ...variables }, headers);
  expect(response.errors).toBeUndefined();
  return response.data!.searchKnowledge.hits;
}

const fromSource = (hits: Hit[], source: string) => hits.filter((hit) => hit.id.startsWith(`${source}:`));

describe("searchKnowledge's version applies to the documentation sets of its release line", () => {
  it("18.20.4 finds Node's pages and entries only, 3.11 Python's only; without a version, both", async () => {
    const any = await search({});
    expect(fromSource(any, python).length).toBeGreaterThan(0);
    expect(fromSource(any, node).length).toBeGreaterThan(0);

    const at18 = await search({ version: "18.20.4" });
    expect(fromSource(at18, node).length).toBeGreaterThan(0);
    expect(at18.every((hit) => hit.version?.startsWith("18."))).toBe(true);

    const at311 = await search({ version: "3.11" });
    expect(fromSource(at311, python).length).toBeGreaterThan(0);
    expect(fromSource(at311, node)).toEqual([]);
    expect(at311.every((hit) => hit.version?.startsWith("3."))).toBe(true);
  });

  it("a source given keeps pages and entries to it, with or without a version of its line", async () => {
    const nodeOnly = await search({ source: node });
    expect(fromSource(nodeOnly, node).length).toBeGreaterThan(0);
    expect(nodeOnly.every((hit) => hit.id.startsWith(`${node}:`))).toBe(true);
    const pythonLine = await search({ source: node, version: "3.11" });
    expect(fromSource(pythonLine, node).length).toBeGreaterThan(0);
    expect(pythonLine.every((hit) => hit.id.startsWith(`${node}:`))).toBe(true);
  });

  it("a version of no set's line only leaves out what came later, in every set", async () => {
    const at0 = await search({ version: "0.12.0", sources: ["API"] });
    expect(fromSource(at0, node).length).toBeGreaterThan(0);
    expect(fromSource(at0, python).length).toBeGreaterThan(0);
  });
});

describe("what a search's scope costs", () => {
  it("measures searchKnowledge without a version, with one (reading the documentation sets) and with a project (reading its languages)", async () => {
    const kinds: Record<string, Record<string, unknown>> = {
      plain: {},
      version: { version: "18.20.4" },
      project: { agentType: "builder", project: pythonProject },
    };
    const timings: Record<string, number> = {};
    for (const [kind, variables] of Object.entries(kinds)) {
      await search(variables);
      const started = performance.now();
      for (let round = 0; round < 10; round++) await search(variables);
      timings[kind] = Math.round(((performance.now() - started) / 10) * 10) / 10;
    }
    console.info("searchKnowledge ms per search over GraphQL:", timings);
    for (const ms of Object.values(timings)) expect(ms).toBeLessThan(2_000);
  });
});

describe("a project's languages", () => {
  it("filter searchKnowledge when no language is given, from the project's code graph", async () => {
    const inProject = await search({ agentType: "builder", project: pythonProject, version: null });
    expect(fromSource(inProject, python).length).toBeGreaterThan(0);
    expect(fromSource(inProject, node)).toEqual([]);
    const asked = await search({ agentType: "builder", project: pythonProject, language: "javascript" });
    expect(fromSource(asked, node).length).toBeGreaterThan(0);
    expect(fromSource(asked, python)).toEqual([]);
    const unknownProject = await search({ agentType: "builder", project: uniqueId("no-code") });
    expect(fromSource(unknownProject, node).length).toBeGreaterThan(0);
  });

  it("filter agentContext's external references, unless language says otherwise", async () => {
    const BRIEF = `query ($project: ID, $language: String) {
      agentContext(agentType: "builder", project: $project, task: "${QUESTION}", maxExternal: 10, language: $language) { external { id } }
    }`;
    const brief = async (language: string | null) => {
      const response = await engram.graphql(BRIEF, { project: pythonProject, language }, ADMIN);
      expect(response.errors).toBeUndefined();
      return response.data!.agentContext.external as Hit[];
    };
    const defaulted = await brief(null);
    expect(fromSource(defaulted, python).length).toBeGreaterThan(0);
    expect(fromSource(defaulted, node)).toEqual([]);
    const javascript = await brief("javascript");
    expect(fromSource(javascript, node).length).toBeGreaterThan(0);
    expect(fromSource(javascript, python)).toEqual([]);
  });

  it("are not read for a key scoped to other projects", async () => {
    const response = await engram.graphql(SEARCH, { query: QUESTION, sources: ["DOC"], agentType: "builder", project: pythonProject }, { authorization: `Bearer ${SCOPED_KEY}` });
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect(response.errors?.[0]?.message).toContain(pythonProject);
  });
});

describe("document(path) as Markdown", () => {
  const DOCUMENT = `query ($path: String!, $source: ID) { document(path: $path, source: $source) { title content } }`;
  const content = async (path: string, source: string) => {
    const response = await engram.graphql(DOCUMENT, { path, source }, ADMIN);
    expect(response.errors).toBeUndefined();
    return response.data!.document.content as string;
  };

  it("keeps a Sphinx page's headings and its examples as fenced code blocks with their language", async () => {
    const json = await content("library/json.html", python);
    expect(json).toMatch(/^# `json` — JSON encoder and decoder\n\n/);
    expect(json).toContain("\n\n```python\n>>> import json\n>>> json.dumps(['foo', {'bar': ('baz', None, 1.0, 2)}])\n");
    expect(json).toContain("\n\n## Basic Usage\n\n");
    expect(json).toContain("```console\n$ echo '{\"json\":\"obj\"}' | python -m json.tool\n");
  });

  it("keeps a Node module's sections as headings and its examples as fenced code blocks", async () => {
    const fs = await content("fs", node);
    expect(fs).toMatch(/^# File system\n\n/);
    expect(fs).toContain("\n\n### fs.readFile(path[, options], callback)\n\n- `path` {string|Buffer|URL|integer} filename or file descriptor\n");
    expect(fs).toMatch(/```mjs\nimport \{ readFile \} from 'node:fs';\n\nreadFile\('\/etc\/passwd', \(err, data\) => \{\n  if \(err\) throw err;\n/);
  });
});
