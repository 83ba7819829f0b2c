import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBlarify } from "../../src/codegraph/blarify.js";
import { createLogger } from "../../src/logger.js";
import { runMigrations } from "../../src/neo4j/migrations.js";
import { uniqueId } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";

const STORE = "export class Store {\n  save() {\n    return 1;\n  }\n}\nexport class CachedStore extends Store {}\n";
const APP = 'import { Store } from "./store.js";\nexport function main(make: () => Store) {\n  const s = make();\n  s.save();\n}\n';

/**
 * A graph as blarify writes it (blarify/repositories/graph_db_manager/neo4j_manager.py): apoc.merge.node
 * with its type and NODE as labels, node_id, absolute file:// paths, 0-based lines, repoId and entityId on
 * every node; definitions under FUNCTION_DEFINITION and CLASS_DEFINITION; references its language
 * servers resolved, such as main's call of save through a variable, which syntax alone cannot resolve.
 */
const BLARIFY_GRAPH = `
UNWIND $nodes AS node
CALL apoc.merge.node([node.type, 'NODE'], {node_id: node.id, repoId: $repoId, entityId: $entityId},
  {path: node.path, name: node.name, text: node.text, start_line: node.start, end_line: node.end, label: node.type, level: node.level}, {}) YIELD node AS created
WITH count(*) AS nodes
UNWIND $edges AS edge
MATCH (a:NODE {node_id: edge.from, repoId: $repoId, entityId: $entityId})
MATCH (b:NODE {node_id: edge.to, repoId: $repoId, entityId: $entityId})
CALL apoc.merge.relationship(a, edge.type, {}, {scopeText: ''}, b, {}) YIELD rel
RETURN count(rel) AS edges`;

const NODES = [
  { id: "root", type: "FOLDER", path: "file:///work/shop", name: "shop", level: 0 },
  { id: "src", type: "FOLDER", path: "file:///work/shop/src", name: "src", level: 1 },
  { id: "store.ts", type: "FILE", path: "file:///work/shop/src/store.ts", name: "store.ts", text: STORE, level: 2 },
  { id: "Store", type: "CLASS", path: "file:///work/shop/src/store.ts", name: "Store", start: 0, end: 4, level: 3 },
  { id: "save", type: "FUNCTION", path: "file:///work/shop/src/store.ts", name: "save", start: 1, end: 3, level: 4 },
  { id: "CachedStore", type: "CLASS", path: "file:///work/shop/src/store.ts", name: "CachedStore", start: 5, end: 5, level: 3 },
  { id: "app.ts", type: "FILE", path: "file:///work/shop/src/app.ts", name: "app.ts", text: APP, level: 2 },
  { id: "main", type: "FUNCTION", path: "file:///work/shop/src/app.ts", name: "main", start: 1, end: 4, level: 3 },
  { id: "README.md", type: "FILE", path: "file:///work/shop/README.md", name: "README.md", text: "# Shop\n", level: 1 },
];

const EDGES = [
  { from: "root", to: "src", type: "CONTAINS" },
  { from: "root", to: "README.md", type: "CONTAINS" },
  { from: "src", to: "store.ts", type: "CONTAINS" },
  { from: "src", to: "app.ts", type: "CONTAINS" },
  { from: "store.ts", to: "Store", type: "CLASS_DEFINITION" },
  { from: "store.ts", to: "CachedStore", type: "CLASS_DEFINITION" },
  { from: "Store", to: "save", type: "FUNCTION_DEFINITION" },
  { from: "app.ts", to: "main", type: "FUNCTION_DEFINITION" },
  { from: "CachedStore", to: "Store", type: "INHERITS" },
  { from: "main", to: "save", type: "CALLS" },
  { from: "app.ts", to: "Store", type: "IMPORTS" },
];

let driver: Driver;

beforeAll(async () => {
  driver = testDriver();
  await runMigrations(driver, undefined, createLogger("silent"));
});

afterAll(async () => {
  await driver?.close();
});

describe("engram import blarify", () => {
  it("maps blarify's files, classes, functions and their references onto the project's code graph", async () => {
    const [repoId, entityId, project] = [uniqueId("repo"), uniqueId("user"), uniqueId("blarify")];
    await driver.executeQuery(BLARIFY_GRAPH, { nodes: NODES, edges: EDGES, repoId, entityId });
    const summary = await importBlarify(driver, undefined, { project, repoId, entityId });
    expect(summary).toMatchObject({ root: "file:///work/shop", files: 2, otherLanguages: 1, unparsable: 0, calls: 1, inherits: 1, imports: 1 });
    expect(summary.graph).toEqual({ files: 2, functions: 2, classes: 2, calls: 1, imports: 1 });

    const { records } = await driver.executeQuery(
      `MATCH (caller:Function {project: $project, name: 'main'})-[:CALLS]->(callee:Function)<-[:CONTAINS]-(file:CodeFile)
       MATCH (:Class {project: $project, name: 'CachedStore'})-[:INHERITS_FROM]->(base:Class)
       MATCH (:CodeFile {project: $project, path: 'src/app.ts'})-[:IMPORTS]->(imported:CodeFile)
       RETURN callee.qualifiedName AS callee, callee.lineStart AS line, file.path AS file, base.name AS base, imported.path AS imported`,
      { project },
    );
    expect(records.map((r) => ({ ...r.toObject(), line: Number(r.get("line")) }))).toEqual([
      { callee: "Store.save", line: 2, file: "src/store.ts", base: "Store", imported: "src/store.ts" },
    ]);

    const again = await importBlarify(driver, undefined, { project, repoId, entityId });
    expect(again.graph).toEqual(summary.graph);
  });

  it("says which graph it looked for when there is none", async () => {
    await expect(importBlarify(driver, undefined, { project: uniqueId("blarify"), repoId: "no-such-repo", entityId: "nobody" })).rejects.toThrow(
      'No blarify graph with repoId "no-such-repo" and entityId "nobody" in this database (blarify\'s defaults are default_repo and default_user)',
    );
  });
});
