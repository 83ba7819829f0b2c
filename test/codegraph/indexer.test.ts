import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { MAX_SOURCE_BYTES } from "../../src/codegraph/repository.js";
import { runMigrations } from "../../src/neo4j/migrations.js";
import { createLogger } from "../../src/logger.js";
import { testEnv, uniqueId } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";

const run = promisify(execFile);
const REPO = join(import.meta.dirname, "..", "..");
const NEO4J_GRAPHQL = join(REPO, "node_modules", "@neo4j", "graphql");

let driver: Driver;

beforeAll(async () => {
  driver = testDriver();
  await runMigrations(driver, undefined, createLogger("silent"));
});

afterAll(async () => {
  await driver?.close();
});

async function query<T = Record<string, unknown>>(cypher: string, parameters: Record<string, unknown>): Promise<T[]> {
  const { records } = await driver.executeQuery(cypher, parameters);
  return records.map((record) => record.toObject() as T);
}

/** `caller` and `callee` as filePath#qualifiedName. */
async function calls(project: string, caller: string): Promise<string[]> {
  const [path, name] = caller.split("#");
  const rows = await query<{ callee: string }>(
    `MATCH (a:Function {project: $project, filePath: $path, qualifiedName: $name})-[:CALLS]->(b:Function)
     RETURN b.filePath + '#' + b.qualifiedName AS callee ORDER BY callee`,
    { project, path, name },
  );
  return rows.map((row) => row.callee);
}

async function writeTree(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

describe("indexing real repositories", () => {
  it("indexes Engram's own sources: calls across imports and to methods through this, imports between files", async () => {
    const project = uniqueId("engram-code");
    // a snapshot, as other tests write into the working tree while this one runs
    const repository = await mkdtemp(join(tmpdir(), "engram-self-"));
    for (const folder of ["src", "test", "bench", ".gitignore"]) await cp(join(REPO, folder), join(repository, folder), { recursive: true });
    await mkdir(join(repository, "node_modules", "left-out"), { recursive: true });
    await writeFile(join(repository, "node_modules", "left-out", "index.js"), "export function hidden() {}\n");
    // The generated resolver types sit near the 1 MiB limit, over or under it as the schema changes (a later test has a file over it skipped).
    await rm(join(repository, "src", "doors", "graphql", "resolvers-types.ts"));
    const first = await indexRepository(driver, undefined, { repository, project });
    expect(first.skippedFiles).toEqual([]);
    expect(first.indexed).toBe(first.found);
    expect(first.found).toBeGreaterThan(100);
    expect(await calls(project, "src/codegraph/indexer.ts#indexRepository")).toEqual(
      expect.arrayContaining(["src/codegraph/indexer.ts#prepareFile", "src/codegraph/repository.ts#listSourceFiles", "src/codegraph/resolve.ts#resolveEdges"]),
    );
    expect(await calls(project, "src/codegraph/indexer.ts#prepareFile")).toContain("src/codegraph/repository.ts#readSource");
    expect(await calls(project, "src/codegraph/store.ts#CodeGraphStore.writeFiles")).toContain("src/codegraph/store.ts#CodeGraphStore.write");
    const imports = await query<{ to: string }>(
      "MATCH (:CodeFile {project: $project, path: 'src/codegraph/indexer.ts'})-[:IMPORTS]->(f:CodeFile) RETURN f.path AS to ORDER BY to",
      { project },
    );
    expect(imports.map((row) => row.to)).toEqual(["src/codegraph/changes.ts", "src/codegraph/parse-pool.ts", "src/codegraph/repository.ts", "src/codegraph/resolve.ts", "src/codegraph/store.ts", "src/memory/staleness.ts"]);
    // nothing under node_modules or .gitignored folders
    expect(await query("MATCH (f:CodeFile {project: $project}) WHERE f.path STARTS WITH 'node_modules/' OR f.path STARTS WITH 'dist/' RETURN f", { project })).toEqual([]);

    const again = await indexRepository(driver, undefined, { repository, project });
    expect({ indexed: again.indexed, unchanged: again.unchanged, deleted: again.deleted }).toEqual({ indexed: 0, unchanged: first.indexed, deleted: 0 });
    expect(again.graph).toEqual(first.graph);
    await rm(repository, { recursive: true, force: true });
  });

  it("indexes @neo4j/graphql's compiled sources: calls through CommonJS imports, class inheritance, signatures", async () => {
    const project = uniqueId("neo4j-graphql-code");
    const summary = await indexRepository(driver, undefined, { repository: NEO4J_GRAPHQL, project });
    expect(summary.found).toBeGreaterThan(500);
    expect(summary.skippedFiles).toEqual([]);
    expect(await calls(project, "dist/classes/Neo4jGraphQL.js#Neo4jGraphQL.getSchema")).toContain("dist/classes/Neo4jGraphQL.js#Neo4jGraphQL.getExecutableSchema");
    // `(0, build_clause_1.buildClause)(…)`, TypeScript's CommonJS form of an imported call
    expect(await calls(project, "dist/translate/translate-read.js#translateRead")).toContain("dist/translate/utils/build-clause.js#buildClause");
    const bases = await query<{ base: string }>(
      "MATCH (:Class {project: $project, name: 'Neo4jGraphQLForbiddenError'})-[:INHERITS_FROM]->(b:Class) RETURN b.name AS base",
      { project },
    );
    expect(bases).toEqual([{ base: "Neo4jGraphQLError" }]);
    const [getSchema] = await query<{ signature: string }>(
      "MATCH (f:Function {project: $project, filePath: 'dist/classes/Neo4jGraphQL.js', qualifiedName: 'Neo4jGraphQL.getSchema'}) RETURN f.signature AS signature",
      { project },
    );
    expect(getSchema!.signature).toBe("getSchema()");
  });
});

describe("re-indexing and bad input", () => {
  let root: string;
  const project = uniqueId("small-repo");

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "engram-repo-"));
    await writeTree(root, {
      "src/app.ts": 'import { save } from "./store.js";\nexport function main(flag: boolean) {\n  if (flag) save();\n}\n',
      "src/store.ts": "export function save() {\n  return 1;\n}\n",
      "py/pkg/__init__.py": "",
      "py/pkg/models.py": "class Base:\n    def helper(self):\n        return 1\n\nclass Child(Base):\n    def run(self):\n        return self.helper()\n",
      "py/pkg/views.py": "from .models import Child\n\ndef show():\n    return Child().run()\n",
      "vendor.js": Buffer.from([0x63, 0x6f, 0x6e, 0x73, 0x74, 0x00, 0x01, 0x02]),
      "broken.py": "def broken(:\n    return\n",
      "huge.js": `// generated\n${"x".repeat(MAX_SOURCE_BYTES)}\n`,
    });
    await symlink("/etc", join(root, "outside"));
    await symlink(root, join(root, "src", "loop"));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("skips binary, unparsable and oversized files, links out of the repository and symlink loops, counting each", async () => {
    const summary = await indexRepository(driver, undefined, { repository: root, project });
    expect(summary.skipped).toEqual({ "outside the repository": 1, "symlink loop": 1, binary: 1, unparsable: 1, "too large": 1 });
    expect(summary.skippedFiles.map((file) => file.path).sort()).toEqual(["broken.py", "huge.js", "outside", "src/loop", "vendor.js"]);
    expect(summary.indexed).toBe(5);
    expect(await calls(project, "src/app.ts#main")).toEqual(["src/store.ts#save"]);
    expect(await calls(project, "py/pkg/models.py#Child.run")).toEqual(["py/pkg/models.py#Base.helper"]);
    expect(await calls(project, "py/pkg/views.py#show")).toEqual([]);
    const [main] = await query<{ complexity: unknown }>("MATCH (f:Function {project: $project, name: 'main'}) RETURN f.complexity AS complexity", { project });
    expect(Number(main!.complexity)).toBe(2);
  });

  it("re-parses only changed files, re-resolves the files importing them, and removes deleted ones", async () => {
    await indexRepository(driver, undefined, { repository: root, project });
    await writeFile(join(root, "src", "store.ts"), "export function persist() {\n  return 2;\n}\n");
    await rm(join(root, "py", "pkg", "views.py"));
    const summary = await indexRepository(driver, undefined, { repository: root, project });
    expect({ indexed: summary.indexed, deleted: summary.deleted, unchanged: summary.unchanged }).toEqual({ indexed: 1, deleted: 1, unchanged: 3 });
    // app.ts did not change, but what it calls did: its call to save() no longer resolves
    expect(await calls(project, "src/app.ts#main")).toEqual([]);
    const functions = await query<{ key: string }>("MATCH (f:Function {project: $project}) RETURN f.filePath + '#' + f.qualifiedName AS key ORDER BY key", { project });
    expect(functions.map((row) => row.key)).toEqual(["py/pkg/models.py#Base.helper", "py/pkg/models.py#Child.run", "src/app.ts#main", "src/store.ts#persist"]);
  });

  it("refuses a missing repository with a clear error", async () => {
    await expect(indexRepository(driver, undefined, { repository: join(root, "nope"), project })).rejects.toThrow(/Repository path .*nope does not exist or cannot be read \(ENOENT\)/);
  });

  it("`engram index` shows progress on stderr and a summary on stdout", async () => {
    const cliProject = uniqueId("cli-repo");
    const env = { ...testEnv({ ENGRAM_HOME: await mkdtemp(join(tmpdir(), "engram-cli-home-")) }), LOG_LEVEL: "warn" } as NodeJS.ProcessEnv;
    const engram = join(REPO, "bin", "engram.js");
    const { stdout, stderr } = await run(process.execPath, [engram, "index", root, "--project", cliProject], { env, cwd: REPO });
    // the repository as the test before left it: views.py deleted, store.ts's save() renamed
    expect(stdout).toMatch(/^files: 7 found, 4 new or changed, 0 unchanged, 0 deleted$/m);
    expect(stdout).toMatch(/^skipped: .*1 binary/m);
    expect(stdout).toMatch(/^graph: 4 files, 4 functions, 2 classes, 1 calls, 1 imports$/m);
    expect(stderr).toMatch(/indexing \[.*\] 100% \| 7\/7 files/);
    const failed = await run(process.execPath, [engram, "index", join(root, "nope"), "--project", cliProject], { env, cwd: REPO }).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/engram: Repository path .*nope does not exist/);
  });
});
