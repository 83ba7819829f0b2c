import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { CodeGraphQueries } from "../../src/codegraph/queries.js";
import { createLogger } from "../../src/logger.js";
import { runMigrations } from "../../src/neo4j/migrations.js";

/**
 * `engram index` links code to the documentation sets of the packages the project locks, at the locked
 * version only: a file importing a package is explained by the set's README, a call of its API is a use of
 * the set's entry. Sets and locks are seeded as `engram ingest deps` writes them (src/dependencies/store.ts).
 */

// The run's Neo4j, as test/helpers/knowledge.ts's testDriver opens it (those helpers load the whole server).
function testDriver(): Driver {
  const { uri, user, password } = inject("neo4j");
  return neo4j.driver(uri, neo4j.auth.basic(user, password));
}

const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const project = uniqueId("deps-code");
const admin = { name: "admin", agentTypes: null, projects: null };
const nodeDocs = uniqueId("node_docs");
// a package nobody else's test locks, for the cases beside the two of the issue
/** A Python module (`attrs_…`), locked under its PyPI-normalised name (`attrs-…`). */
const attrs = uniqueId("attrs").replace(/-/g, "_");
const attrsLocked = attrs.replace(/_/g, "-");
const uuid = uniqueId("uuid");
const lodash = uniqueId("lodash");

const SOURCES = {
  "src/dates.ts": [
    'import { format } from "date-fns";',
    `import { v4 } from "${uuid}";`,
    `import { get } from "${lodash}";`,
    'import { readFile } from "node:fs";',
    "export function stamp(d: Date): string {",
    '  return format(d, "yyyy") + v4() + get({}, "a");',
    "}",
    "export function load(path: string) {",
    "  readFile(path, () => undefined);",
    "}",
  ].join("\n"),
  "app/storage.py": ["import boto3", "", "", "def bucket():", '    return boto3.client("s3")', ""].join("\n"),
  "app/models.py": [`from ${attrs} import define`, "", "", "@define", "class Point:", "    x: int", ""].join("\n"),
};

let driver: Driver;
let root: string;
/** Every node the test seeded, by id: "source@version name-or-path". */
const seeded = new Map<string, string>();

async function query<T = Record<string, unknown>>(cypher: string, parameters: Record<string, unknown> = {}): Promise<T[]> {
  const { records } = await driver.executeQuery(cypher, { project, ...parameters });
  return records.map((record) => record.toObject() as T);
}

/** A package's documentation set at one version: its README, an API page, and its API entries documented in the page. */
async function seedSet(source: string, version: string, apis: string[]): Promise<void> {
  const readme = uniqueId("readme");
  const page = uniqueId("api-page");
  seeded.set(readme, `${source}@${version} README`);
  seeded.set(page, `${source}@${version} api`);
  const entries = apis.map((name) => {
    const id = uniqueId("api");
    seeded.set(id, `${source}@${version} ${name}`);
    return { id, name };
  });
  await query(
    `CREATE (:ExternalDoc {id: $readme, source: $source, version: $version, path: 'README', title: $source + ' README'})
     CREATE (page:ExternalDoc {id: $page, source: $source, version: $version, path: 'api', title: $source + ' API'})
     WITH page
     UNWIND $entries AS entry
     CREATE (:APIReference {id: entry.id, source: $source, version: $version, name: entry.name, kind: 'function', signature: entry.name + '()'})-[:DOCUMENTED_IN]->(page)`,
    { readme, page, source, version, entries },
  );
}

async function lock(ecosystem: "npm" | "pypi", name: string, version: string, direct = true): Promise<void> {
  const source = `${ecosystem}:${name}`;
  await query(
    `CREATE (:Dependency {id: $project + '|' + $source + '@' + $version, project: $project, ecosystem: $ecosystem, name: $name, source: $source, version: $version, direct: $direct, lockfile: 'lock'})`,
    { ecosystem, name, source, version, direct },
  );
}

/**
 * What links the test's documentation into a file or one of its functions: "<seeded node> -> <path or
 * path#function> [line]". Other tests' sets (a Node API set documenting `fs`, running alongside) are left out.
 */
async function links(type: "EXPLAINS" | "USED_IN"): Promise<string[]> {
  const rows = await query<{ id: string; target: string; line: unknown }>(
    `MATCH (n)-[r:${type}]->(x) WHERE n.id IN $ids AND ((x:CodeFile AND x.project = $project) OR (x:Function AND x.project = $project))
     RETURN n.id AS id, CASE WHEN x:CodeFile THEN x.path ELSE x.filePath + '#' + x.name END AS target, r.line AS line`,
    { ids: [...seeded.keys()] },
  );
  return rows.map((row) => `${seeded.get(row.id)} -> ${row.target}${row.line === null ? "" : ` ${Number(row.line)}`}`).sort();
}

const index = () => indexRepository(driver, undefined, { repository: root, project });

beforeAll(async () => {
  driver = testDriver();
  await runMigrations(driver, undefined, createLogger("silent"));
  root = await mkdtemp(join(tmpdir(), "engram-deps-code-"));
  for (const [path, text] of Object.entries(SOURCES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  // Node-style documentation (a set with no version the project locks): linked by module and API name, as before
  const fsPage = uniqueId("fs-page");
  const fsModule = uniqueId("fs-module");
  const readFile = uniqueId("fs-readFile");
  seeded.set(fsPage, `${nodeDocs} fs`);
  seeded.set(fsModule, `${nodeDocs} fs-module`);
  seeded.set(readFile, `${nodeDocs} fs.readFile`);
  await query(
    `CREATE (page:ExternalDoc {id: $fsPage, source: $nodeDocs, version: '20', path: 'fs', title: 'File system'})
     CREATE (:APIReference {id: $fsModule, source: $nodeDocs, version: '20', name: 'fs', kind: 'module'})-[:DOCUMENTED_IN]->(page)
     CREATE (:APIReference {id: $readFile, source: $nodeDocs, version: '20', name: 'fs.readFile', kind: 'function'})-[:DOCUMENTED_IN]->(page)`,
    { fsPage, fsModule, readFile, nodeDocs },
  );
  // Each locked package's set at the locked version and at another one. A Python set's entries are named
  // like the Node-style rules name the code's calls (`boto3.client`): only the locked version's may link.
  for (const version of ["3.6.0", "2.30.0"]) await seedSet("npm:date-fns", version, ["format", "formatISO", "fp:format"]);
  for (const version of ["1.34.0", "1.35.0"]) await seedSet("pypi:boto3", version, ["boto3", "boto3.client", "boto3.session.Session"]);
  // not locked by the project: never linked
  await seedSet(`npm:${uuid}`, "9.0.1", ["v4"]);
  // locked at two versions, neither by the project itself: which one runs is not known
  for (const version of ["4.17.21", "3.10.1"]) await seedSet(`npm:${lodash}`, version, ["get"]);
  await lock("npm", "date-fns", "3.6.0");
  await lock("pypi", "boto3", "1.34.0");
  await lock("npm", lodash, "4.17.21", false);
  await lock("npm", lodash, "3.10.1", false);
  // locked, its set ingested only after the code is indexed
  await lock("pypi", attrsLocked, "23.2.0");
});

afterAll(async () => {
  await query("MATCH (n:ExternalDoc|APIReference) WHERE n.id IN $ids DETACH DELETE n", { ids: [...seeded.keys()] });
  await query("MATCH (n:Dependency {project: $project}) DETACH DELETE n");
  await driver?.close();
  await rm(root, { recursive: true, force: true });
});

const FIRST_LINKS = {
  explains: [
    "npm:date-fns@3.6.0 README -> src/dates.ts",
    "pypi:boto3@1.34.0 README -> app/storage.py",
    `${nodeDocs} fs -> src/dates.ts`,
  ].sort(),
  usedIn: ["npm:date-fns@3.6.0 format -> src/dates.ts#stamp 6", "pypi:boto3@1.34.0 boto3.client -> app/storage.py#bucket 5", `${nodeDocs} fs.readFile -> src/dates.ts#load 9`].sort(),
};

describe("documentation of the packages a project locks, linked to its code", () => {
  it("links imports to the README and calls to the API entries of the locked version only, with lines", async () => {
    const summary = await index();
    expect(summary.indexed).toBe(3);
    expect(await links("EXPLAINS")).toEqual(FIRST_LINKS.explains);
    expect(await links("USED_IN")).toEqual(FIRST_LINKS.usedIn);
  });

  it("codeContext shows a function's package documentation and API uses at the locked version", async () => {
    const queries = new CodeGraphQueries(driver, undefined);
    const context = (await queries.codeContext(admin, { project, path: "src/dates.ts", agentType: null, depth: 1 }))!;
    const stamp = context.functionIds.find((id) => context.read.get(id)!.name === "stamp");
    expect(context.apis.filter((use) => use.functionId === stamp && seeded.has(use.apiId)).map((use) => [seeded.get(use.apiId), use.line])).toEqual([["npm:date-fns@3.6.0 format", 6]]);
    expect(context.documents.filter((doc) => seeded.has(doc.documentId)).map((doc) => [seeded.get(doc.documentId), doc.via]).sort()).toEqual([
      ["npm:date-fns@3.6.0 README", "EXPLAINS"],
      ["npm:date-fns@3.6.0 api", "USED_IN"],
      [`${nodeDocs} fs`, "EXPLAINS"],
    ].sort());
    const python = (await queries.codeContext(admin, { project, path: "app/storage.py", agentType: null, depth: 1 }))!;
    expect(python.apis.filter((use) => seeded.has(use.apiId)).map((use) => [seeded.get(use.apiId), use.line, use.functionId === python.functionIds[0]])).toEqual([["pypi:boto3@1.34.0 boto3.client", 5, true]]);
  });

  it("links a set ingested after the code on the next run, though no file changed", async () => {
    await seedSet(`pypi:${attrsLocked}`, "23.2.0", [`${attrs}.define`]);
    const summary = await index();
    expect({ indexed: summary.indexed, unchanged: summary.unchanged }).toEqual({ indexed: 0, unchanged: 3 });
    expect(await links("EXPLAINS")).toEqual([...FIRST_LINKS.explains, `pypi:${attrsLocked}@23.2.0 README -> app/models.py`].sort());
    // `@define` at module level: a use in the file, at the decorator's line
    expect(await links("USED_IN")).toEqual([...FIRST_LINKS.usedIn, `pypi:${attrsLocked}@23.2.0 ${attrs}.define -> app/models.py 4`].sort());
  });

  it("moves the links to the version the project locks now, and links nothing of a package it no longer locks", async () => {
    await query(
      `MATCH (d:Dependency {project: $project, name: 'date-fns'}) SET d.version = '2.30.0', d.id = $project + '|npm:date-fns@2.30.0'
       WITH 1 AS done
       MATCH (d:Dependency {project: $project, name: 'boto3'}) SET d.version = '1.35.0', d.id = $project + '|pypi:boto3@1.35.0'
       WITH 1 AS done
       MATCH (d:Dependency {project: $project, name: $attrs}) DETACH DELETE d`,
      { attrs: attrsLocked },
    );
    await index();
    expect(await links("EXPLAINS")).toEqual(
      FIRST_LINKS.explains.map((link) => link.replace("3.6.0", "2.30.0").replace("1.34.0", "1.35.0")).sort(),
    );
    expect(await links("USED_IN")).toEqual(FIRST_LINKS.usedIn.map((link) => link.replace("3.6.0", "2.30.0").replace("1.34.0", "1.35.0")).sort());
    // one of the two versions of a package locked twice is the project's own: that one is linked
    await query("MATCH (d:Dependency {project: $project, name: $lodash, version: '3.10.1'}) SET d.direct = true", { lodash });
    await index();
    expect(await links("USED_IN")).toContain(`npm:${lodash}@3.10.1 get -> src/dates.ts#stamp 6`);
    expect((await links("USED_IN")).filter((link) => link.includes(lodash))).toHaveLength(1);
  });

  it("reads again a file an older reading indexed, so its imports are recorded as packages", async () => {
    await query("MATCH (f:CodeFile {project: $project, path: 'app/storage.py'}) SET f.indexVersion = 1, f.dependencies = null");
    const summary = await index();
    expect({ indexed: summary.indexed, unchanged: summary.unchanged }).toEqual({ indexed: 1, unchanged: 2 });
    const [file] = await query<{ dependencies: string[] }>("MATCH (f:CodeFile {project: $project, path: 'app/storage.py'}) RETURN f.dependencies AS dependencies");
    expect(file!.dependencies).toEqual(["boto3"]);
  });
});
