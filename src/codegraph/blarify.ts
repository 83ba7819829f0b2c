import { createHash } from "node:crypto";
import type { Driver } from "neo4j-driver";
import { readRecords } from "../neo4j/transactions.js";
import { languageOf } from "./languages.js";
import { parseSource, type ParsedFile } from "./parse.js";
import { resolveEdges, type CodeEdges } from "./resolve.js";
import { CodeGraphStore, definitionKeys, type FileToWrite, type GraphCounts } from "./store.js";

/**
 * blarify (github.com/blarApp/blarify) writes its code graph into Neo4j: every node labelled NODE plus
 * FOLDER, FILE, CLASS or FUNCTION, scoped by repoId and entityId, files by absolute file:// URI with
 * their text, definitions by 0-based start_line/end_line under FUNCTION_DEFINITION and CLASS_DEFINITION,
 * references as CALLS, INHERITS and IMPORTS (resolved by language servers).
 */
const BLARIFY_ROOT = `
MATCH (folder:FOLDER:NODE {repoId: $repoId, entityId: $entityId})
WHERE NOT EXISTS { (:FOLDER:NODE {repoId: $repoId, entityId: $entityId})-[:CONTAINS]->(folder) }
RETURN folder.path AS uri ORDER BY size(folder.path) LIMIT 1`;

const BLARIFY_FILES = `
MATCH (file:FILE:NODE {repoId: $repoId, entityId: $entityId})
WHERE NOT file:DELETED
RETURN file.node_id AS nodeId, file.path AS uri, coalesce(file.text, '') AS text,
  COLLECT {
    MATCH (file)-[:FUNCTION_DEFINITION|CLASS_DEFINITION*1..]->(definition)
    WHERE (definition:FUNCTION OR definition:CLASS) AND NOT definition:DELETED
    RETURN {nodeId: definition.node_id, name: definition.name, line: definition.start_line + 1}
  } AS definitions`;

const BLARIFY_REFERENCES = `
MATCH (a:NODE {repoId: $repoId, entityId: $entityId})-[r:CALLS|INHERITS|IMPORTS]->(b:NODE {repoId: $repoId, entityId: $entityId})
RETURN a.node_id AS from, type(r) AS type, b.node_id AS to`;

export interface BlarifyImportOptions {
  project: string;
  repoId: string;
  entityId: string;
}

export interface BlarifyImportSummary {
  project: string;
  root: string;
  files: number;
  /** blarify files in languages Engram does not index. */
  otherLanguages: number;
  /** Files whose text tree-sitter could not parse: imported without functions' details. */
  unparsable: number;
  /** blarify's own references carried over. */
  calls: number;
  inherits: number;
  imports: number;
  graph: GraphCounts;
  seconds: number;
}

export class BlarifyError extends Error {}

interface ImportedFile extends FileToWrite {
  nodeId: string;
  definitions: Array<{ nodeId: string; name: string; line: number }>;
}

interface NodeMap {
  /** Any blarify node to the path of its file. */
  fileOf: Map<string, string>;
  functionKey: Map<string, string>;
  classKey: Map<string, string>;
}

/** Where each blarify node lands: a definition matches the parsed one of its name on its first line. */
function nodeMap(files: readonly ImportedFile[]): NodeMap {
  const map: NodeMap = { fileOf: new Map(), functionKey: new Map(), classKey: new Map() };
  for (const file of files) {
    map.fileOf.set(file.nodeId, file.path);
    const keys = definitionKeys(file.path, file.parsed);
    const functions = new Map(file.parsed.functions.map((fn, index) => [`${fn.name}@${fn.lineStart}`, keys.functions[index]!]));
    const classes = new Map(file.parsed.classes.map((cls, index) => [`${cls.name}@${cls.lineStart}`, keys.classes[index]!]));
    for (const definition of file.definitions) {
      map.fileOf.set(definition.nodeId, file.path);
      const at = `${definition.name}@${definition.line}`;
      if (functions.has(at)) map.functionKey.set(definition.nodeId, functions.get(at)!);
      if (classes.has(at)) map.classKey.set(definition.nodeId, classes.get(at)!);
    }
  }
  return map;
}

/** blarify's CALLS between functions, INHERITS between classes, and IMPORTS between files (of what they import). */
function referenceEdge(map: NodeMap, type: string, from: string, to: string): { kind: "calls" | "inherits" | "imports"; from: string; to: string } | null {
  if (type === "CALLS" && map.functionKey.has(from) && map.functionKey.has(to)) return { kind: "calls", from: map.functionKey.get(from)!, to: map.functionKey.get(to)! };
  if (type === "INHERITS" && map.classKey.has(from) && map.classKey.has(to)) return { kind: "inherits", from: map.classKey.get(from)!, to: map.classKey.get(to)! };
  const [fromFile, toFile] = [map.fileOf.get(from), map.fileOf.get(to)];
  if (type === "IMPORTS" && fromFile && toFile && fromFile !== toFile) return { kind: "imports", from: fromFile, to: toFile };
  return null;
}

function pathUnder(root: string, uri: string): string | null {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return uri.startsWith(prefix) ? uri.slice(prefix.length) : null;
}

/**
 * Maps a blarify graph in the same database onto the project's CodeFile, Function and Class nodes. The
 * files' text is parsed too, for what blarify does not record (complexity, signatures, the packages and
 * APIs a file uses); calls, inheritance and imports are blarify's own.
 */
export async function importBlarify(driver: Driver, database: string | undefined, options: BlarifyImportOptions): Promise<BlarifyImportSummary> {
  const started = performance.now();
  const scope = { repoId: options.repoId, entityId: options.entityId };
  const [rootRecord] = await readRecords(driver, database, BLARIFY_ROOT, scope);
  if (!rootRecord) throw new BlarifyError(`No blarify graph with repoId "${options.repoId}" and entityId "${options.entityId}" in this database (blarify's defaults are default_repo and default_user)`);
  const root: string = rootRecord.get("uri");
  const files: ImportedFile[] = [];
  let otherLanguages = 0;
  let unparsable = 0;
  for (const record of await readRecords(driver, database, BLARIFY_FILES, scope)) {
    const path = pathUnder(root, record.get("uri"));
    const language = path === null ? null : languageOf(path);
    if (path === null || language === null) {
      otherLanguages += 1;
      continue;
    }
    const text: string = record.get("text");
    let parsed: ParsedFile = await parseSource(text, language);
    if (parsed.hasErrors) {
      unparsable += 1;
      parsed = { functions: [], classes: [], imports: [], topLevelCalls: [], instances: [], hasErrors: true };
    }
    const hash = createHash("sha256").update(text).digest("hex");
    files.push({ nodeId: record.get("nodeId"), definitions: record.get("definitions"), path, language, hash, parsed });
  }

  const store = new CodeGraphStore(driver, database, options.project);
  await store.touchProject();
  const known = await store.indexedHashes();
  const present = new Set(files.map((file) => file.path));
  await store.writeFiles(files.filter((file) => known.get(file.path) !== file.hash));
  await store.deleteFiles([...known.keys()].filter((path) => !present.has(path)));

  const map = nodeMap(files);
  const ours = resolveEdges(await store.storedFiles(), present);
  const edges: CodeEdges = { calls: [], inherits: [], imports: [], apiUses: ours.apiUses, packages: ours.packages };
  const seen = new Set<string>();
  for (const record of await readRecords(driver, database, BLARIFY_REFERENCES, scope)) {
    const edge = referenceEdge(map, record.get("type"), record.get("from"), record.get("to"));
    if (edge === null || seen.has(`${edge.kind}|${edge.from}|${edge.to}`)) continue;
    seen.add(`${edge.kind}|${edge.from}|${edge.to}`);
    edges[edge.kind].push({ from: edge.from, to: edge.to });
  }
  await store.writeEdges([...present], edges);
  await store.linkDocumentation([...present]);
  await store.linkPendingReferences([...present]);
  return {
    project: options.project,
    root,
    files: files.length,
    otherLanguages,
    unparsable,
    calls: edges.calls.length,
    inherits: edges.inherits.length,
    imports: edges.imports.length,
    graph: await store.counts(),
    seconds: (performance.now() - started) / 1000,
  };
}
