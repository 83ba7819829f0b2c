import neo4j, { type Driver } from "neo4j-driver";
import { inWriteTransaction, readRecords } from "../neo4j/transactions.js";
import type { CodeLanguage } from "./languages.js";
import type { ParsedFile } from "./parse.js";
import type { CodeEdges, StoredFile } from "./resolve.js";

/** Files written per transaction: each file's nodes are replaced whole or not at all. */
const FILES_PER_TRANSACTION = 50;
/** Edge rows per transaction. */
const ROWS_PER_TRANSACTION = 2_000;
/** Joins names in one list element: package and API entry names hold no spaces. */
const LIST_SEPARATOR = " ";

/**
 * What files read and record changes now and then (decorators as calls, the packages a file imports as the
 * project locks them): a file indexed by an older reading is parsed and resolved again, changed or not.
 */
export const INDEX_VERSION = 3;

/** Files indexed by an older reading answer no hash, so they are parsed again. */
const INDEXED_HASHES = `
MATCH (f:CodeFile {project: $project}) WHERE f.indexedAt IS NOT NULL
RETURN f.path AS path, CASE WHEN f.indexVersion = $indexVersion THEN f.hash END AS hash`;

const TOUCH_PROJECT = `
MERGE (p:Project {id: $project})
  ON CREATE SET p.createdAt = datetime()
SET p.lastActive = datetime()`;

/** A changed file's nodes: kept by key (so memories' links survive), updated, and the vanished ones removed. */
const WRITE_FILES = `
UNWIND $files AS file
MERGE (f:CodeFile {project: $project, path: file.path})
  ON CREATE SET f.id = randomUUID(), f.createdAt = datetime()
SET f.language = file.language, f.hash = file.hash, f.indexedAt = datetime(), f.indexVersion = $indexVersion, f.importList = file.imports, f.callSites = file.topLevelCalls, f.instances = file.instances
WITH f, file
CALL (f, file) {
  MATCH (f)-[:CONTAINS]->(gone:Function|Class) WHERE NOT gone.key IN file.keys
  DETACH DELETE gone
}
CALL (f, file) {
  UNWIND file.functions AS fn
  MERGE (x:Function {project: $project, key: fn.key})
    ON CREATE SET x.id = randomUUID()
  SET x.name = fn.name, x.qualifiedName = fn.qualifiedName, x.className = fn.className, x.signature = fn.signature,
    x.filePath = file.path, x.lineStart = fn.lineStart, x.lineEnd = fn.lineEnd, x.complexity = fn.complexity, x.callSites = fn.calls,
    x.bodyHash = fn.bodyHash
  MERGE (f)-[:CONTAINS]->(x)
}
CALL (f, file) {
  UNWIND file.classes AS cls
  MERGE (x:Class {project: $project, key: cls.key})
    ON CREATE SET x.id = randomUUID()
  SET x.name = cls.name, x.filePath = file.path, x.lineStart = cls.lineStart, x.lineEnd = cls.lineEnd, x.bases = cls.bases
  MERGE (f)-[:CONTAINS]->(x)
}`;

const DELETE_FILES = `
UNWIND $paths AS path
MATCH (f:CodeFile {project: $project, path: path})
CALL (f) { MATCH (f)-[:CONTAINS]->(x:Function|Class) DETACH DELETE x }
DETACH DELETE f`;

const STORED_FILES = `
MATCH (f:CodeFile {project: $project}) WHERE f.indexedAt IS NOT NULL
RETURN f.path AS path, f.language AS language, f.importList AS imports, f.callSites AS topLevelCalls, f.instances AS instances,
  COLLECT { MATCH (f)-[:CONTAINS]->(x:Function) RETURN {key: x.key, name: x.name, className: x.className, calls: x.callSites} } AS functions,
  COLLECT { MATCH (f)-[:CONTAINS]->(x:Class) RETURN {key: x.key, name: x.name, bases: x.bases} } AS classes`;

/** The outgoing code edges of affected files, removed before they are resolved again. */
const CLEAR_EDGES = `
UNWIND $paths AS path
MATCH (f:CodeFile {project: $project, path: path})
CALL (f) { MATCH (f)-[r:IMPORTS]->() DELETE r }
CALL (f) { MATCH (f)-[:CONTAINS]->()-[r:CALLS|INHERITS_FROM]->() DELETE r }
SET f.packages = [], f.dependencies = [], f.apiNames = [], f.apiLines = [], f.apiPackages = [], f.apiEntries = []
WITH f
MATCH (f)-[:CONTAINS]->(x:Function)
SET x.apiNames = [], x.apiLines = [], x.apiPackages = [], x.apiEntries = []`;

/** Edges between two nodes of one label, each found by its project and key property. */
function edgesBetween(label: "Function" | "CodeFile" | "Class", key: "key" | "path", type: "CALLS" | "IMPORTS" | "INHERITS_FROM"): string {
  return `
UNWIND $rows AS row
MATCH (a:${label} {project: $project, ${key}: row.from})
MATCH (b:${label} {project: $project, ${key}: row.to})
MERGE (a)-[:${type}]->(b)`;
}

const WRITE_CALLS = edgesBetween("Function", "key", "CALLS");
const WRITE_IMPORTS = edgesBetween("CodeFile", "path", "IMPORTS");
const WRITE_INHERITS = edgesBetween("Class", "key", "INHERITS_FROM");

const WRITE_PACKAGES = `
UNWIND $rows AS row
MATCH (f:CodeFile {project: $project, path: row.path})
SET f.packages = row.packages, f.dependencies = row.dependencies`;

/** What each function (or file, outside functions) calls of packages and globals, by API name. */
const WRITE_API_CALLS = `
UNWIND $rows AS row
CALL (row) {
  MATCH (x:Function {project: $project, key: row.owner}) WHERE row.ownerKind = 'Function' RETURN x
  UNION
  MATCH (x:CodeFile {project: $project, path: row.owner}) WHERE row.ownerKind = 'CodeFile' RETURN x
}
SET x.apiNames = row.names, x.apiLines = row.lines, x.apiPackages = row.packages, x.apiEntries = row.entries`;

/** How the dependencies' documentation sets are named, `npm:<name>`, `pypi:<name>` (PACKAGE_SOURCE in src/knowledge/sources.ts); other sources hold no colon. */
const PACKAGE_SET_PREFIXES = ["npm:", "pypi:"];

/** The project's locked packages (as `engram ingest deps` records them), read once per run and passed to each link batch as `$locks`. */
const PROJECT_LOCKS = `
MATCH (d:Dependency {project: $project})
RETURN d.ecosystem AS ecosystem, d.name AS name, d.source AS source, d.version AS version, coalesce(d.direct, false) AS direct`;

/**
 * The versions the project locks of one package, given the names it may be locked under (`names`, a list
 * expression) in `ecosystem`: the direct dependency's (several when workspaces lock several), else the only
 * version locked; none when the package is not locked, or locked at several versions none of them direct
 * (which one the code runs is not known). Each row's `locked` is {source, version}.
 */
function lockedVersions(names: string): string {
  return `
WITH *, [d IN $locks WHERE d.ecosystem = ecosystem AND d.name IN ${names}] AS deps
UNWIND CASE WHEN any(d IN deps WHERE d.direct) THEN [d IN deps WHERE d.direct] WHEN size(deps) = 1 THEN deps ELSE [] END AS locked`;
}

/**
 * Documentation links, from the stored imports and API calls, so documentation ingested after the code
 * (and a dependency locked at another version since) is linked by the next index run. Node-style: a page
 * explains a file that imports the module it documents, and an API entry is used in the functions (or
 * files) that call it. Packages the project locks: the README of the package's set at the locked version
 * explains a file importing it, and that set's entries are used where the code calls them; dependencies'
 * sets are linked at the locked version only, never by the Node-style rules (which know no version).
 */
const LINK_DOCUMENTATION = `
UNWIND $paths AS path
MATCH (f:CodeFile {project: $project, path: path})
WITH f, CASE WHEN f.language = 'python' THEN 'pypi' ELSE 'npm' END AS ecosystem
CALL (f) { MATCH (f)<-[r:EXPLAINS|USED_IN]-() DELETE r }
CALL (f) { MATCH (f)-[:CONTAINS]->(:Function)<-[r:USED_IN]-() DELETE r }
CALL (f) {
  UNWIND coalesce(f.packages, []) AS module
  MATCH (a:APIReference {name: module})-[:DOCUMENTED_IN]->(d:ExternalDoc)
  WHERE d.removedAt IS NULL AND NOT any(prefix IN $packageSets WHERE a.source STARTS WITH prefix)
  MERGE (d)-[:EXPLAINS]->(f)
}
CALL (f, ecosystem) {
  UNWIND coalesce(f.dependencies, []) AS lockNames
  ${lockedVersions("split(lockNames, ' ')")}
  MATCH (d:ExternalDoc {source: locked.source, version: locked.version, path: 'README'})
  WHERE d.removedAt IS NULL
  MERGE (d)-[:EXPLAINS]->(f)
}
CALL (f) {
  MATCH (f)-[:CONTAINS]->(x:Function) WHERE size(coalesce(x.apiNames, [])) > 0
  RETURN x AS user
  UNION
  RETURN f AS user
}
WITH user, ecosystem
UNWIND range(0, size(coalesce(user.apiNames, [])) - 1) AS i
CALL (user, i) {
  MATCH (a:APIReference {name: user.apiNames[i]})
  WHERE a.removedAt IS NULL AND NOT any(prefix IN $packageSets WHERE a.source STARTS WITH prefix)
  MERGE (a)-[r:USED_IN]->(user)
  SET r.line = user.apiLines[i]
}
WITH user, ecosystem, i WHERE coalesce(user.apiPackages[i], '') <> ''
${lockedVersions("split(user.apiPackages[i], ' ')")}
CALL (user, i, locked) {
  WITH split(user.apiEntries[i], ' ') AS names
  UNWIND range(0, size(names) - 1) AS rank
  MATCH (a:APIReference {source: locked.source, version: locked.version, name: names[rank]})
  WHERE a.removedAt IS NULL
  RETURN a ORDER BY rank LIMIT 1
}
MERGE (a)-[r:USED_IN]->(user)
SET r.line = user.apiLines[i]`;

/**
 * Memories whose references name code not indexed when they were remembered: linked once it is.
 * References are `path` or `path#symbol` (see src/memory/service.ts).
 */
const LINK_PENDING_REFERENCES = `
MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(m:Memory)
WHERE m.codeReferences IS NOT NULL
UNWIND m.codeReferences AS reference
WITH m, split(reference, '#') AS parts
WHERE parts[0] IN $paths
MATCH (f:CodeFile {project: $project, path: parts[0]})
FOREACH (_ IN CASE WHEN size(parts) = 1 THEN [1] ELSE [] END | MERGE (m)-[:REFERENCES]->(f))
WITH m, f, parts WHERE size(parts) > 1
MATCH (f)-[:CONTAINS]->(x:Function|Class)
WHERE x.name = parts[1] OR (x:Function AND x.qualifiedName = parts[1])
MERGE (m)-[:REFERENCES]->(x)`;

/**
 * The project's code that memories reference (files and functions), as it is before a run writes anything: what
 * the run's changes are compared with (see changes.ts). A file's hash is read whatever reading indexed it.
 */
const REFERENCED_CODE = `
MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(m:Memory)-[:REFERENCES]->(x:CodeFile|Function)
WHERE x.project = $project
WITH x, collect(DISTINCT m.id) AS memories
RETURN CASE WHEN x:CodeFile THEN 'CodeFile' ELSE 'Function' END AS kind, coalesce(x.path, x.filePath) AS path,
  x.key AS key, x.qualifiedName AS qualifiedName, x.bodyHash AS bodyHash, x.hash AS hash, memories`;

const GRAPH_COUNTS = `
MATCH (f:CodeFile {project: $project}) WHERE f.indexedAt IS NOT NULL
OPTIONAL MATCH (f)-[:CONTAINS]->(x)
WITH count(DISTINCT f) AS files, count(x:Function OR NULL) AS functions, count(x:Class OR NULL) AS classes
RETURN files, functions, classes,
  COUNT { MATCH (a:Function {project: $project})-[:CALLS]->(:Function) } AS calls,
  COUNT { MATCH (:CodeFile {project: $project})-[:IMPORTS]->(:CodeFile) } AS imports`;

export interface GraphCounts {
  files: number;
  functions: number;
  classes: number;
  calls: number;
  imports: number;
}

/** A file or function memories reference, as stored before a run (see changes.ts). */
export interface ReferencedCode {
  kind: "CodeFile" | "Function";
  path: string;
  /** A function's key (path#qualifiedName); null for a file. */
  key: string | null;
  qualifiedName: string | null;
  /** A function's body hash; null for a file, or a function indexed before body hashes were kept. */
  bodyHash: string | null;
  /** A file's content hash. */
  hash: string | null;
  /** Ids of the memories referencing it. */
  memories: string[];
}

export interface FileToWrite {
  path: string;
  language: CodeLanguage;
  hash: string;
  parsed: ParsedFile;
}

export function inBatches<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Stable keys, in order: a function or class is its file and qualified name (and rank among namesakes). */
export function definitionKeys(path: string, parsed: Pick<ParsedFile, "functions" | "classes">): { functions: string[]; classes: string[] } {
  const seen = new Map<string, number>();
  const keyOf = (name: string) => {
    const rank = (seen.get(name) ?? 0) + 1;
    seen.set(name, rank);
    return `${path}#${name}${rank > 1 ? `~${rank}` : ""}`;
  };
  return { functions: parsed.functions.map((fn) => keyOf(fn.qualifiedName)), classes: parsed.classes.map((cls) => keyOf(`class ${cls.name}`)) };
}

function fileRow({ path, language, hash, parsed }: FileToWrite) {
  const keys = definitionKeys(path, parsed);
  const functions = parsed.functions.map((fn, index) => ({
    ...fn,
    key: keys.functions[index]!,
    lineStart: neo4j.int(fn.lineStart),
    lineEnd: neo4j.int(fn.lineEnd),
    complexity: neo4j.int(fn.complexity),
    calls: JSON.stringify(fn.calls),
  }));
  const classes = parsed.classes.map((cls, index) => ({ ...cls, key: keys.classes[index]!, lineStart: neo4j.int(cls.lineStart), lineEnd: neo4j.int(cls.lineEnd) }));
  return {
    path,
    language,
    hash,
    imports: JSON.stringify(parsed.imports),
    topLevelCalls: JSON.stringify(parsed.topLevelCalls),
    instances: JSON.stringify(parsed.instances),
    keys: [...keys.functions, ...keys.classes],
    functions,
    classes,
  };
}

/** The code graph of one project, as `engram index` maintains it. */
export class CodeGraphStore {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly project: string,
  ) {}

  private write(query: string, parameters: Record<string, unknown>): Promise<unknown> {
    return inWriteTransaction(this.driver, this.database, (tx) => tx.run(query, { project: this.project, ...parameters }));
  }

  private async writeRows(query: string, rows: readonly unknown[]): Promise<void> {
    for (const batch of inBatches(rows, ROWS_PER_TRANSACTION)) await this.write(query, { rows: batch });
  }

  /** Each indexed file's content hash; null for a file an older reading indexed. */
  async indexedHashes(): Promise<Map<string, string | null>> {
    const records = await readRecords(this.driver, this.database, INDEXED_HASHES, { project: this.project, indexVersion: INDEX_VERSION });
    return new Map(records.map((record) => [record.get("path"), record.get("hash")]));
  }

  async touchProject(): Promise<void> {
    await this.write(TOUCH_PROJECT, {});
  }

  async writeFiles(files: readonly FileToWrite[]): Promise<void> {
    for (const batch of inBatches(files, FILES_PER_TRANSACTION)) await this.write(WRITE_FILES, { files: batch.map(fileRow), indexVersion: INDEX_VERSION });
  }

  async deleteFiles(paths: readonly string[]): Promise<void> {
    for (const batch of inBatches(paths, FILES_PER_TRANSACTION)) await this.write(DELETE_FILES, { paths: batch });
  }

  async storedFiles(): Promise<StoredFile[]> {
    const records = await readRecords(this.driver, this.database, STORED_FILES, { project: this.project });
    return records.map((record) => ({
      path: record.get("path"),
      language: record.get("language"),
      imports: JSON.parse(record.get("imports") ?? "[]"),
      topLevelCalls: JSON.parse(record.get("topLevelCalls") ?? "[]"),
      instances: JSON.parse(record.get("instances") ?? "[]"),
      functions: (record.get("functions") as Array<{ key: string; name: string; className: string | null; calls: string | null }>).map((fn) => ({
        ...fn,
        calls: JSON.parse(fn.calls ?? "[]"),
      })),
      classes: (record.get("classes") as Array<{ key: string; name: string; bases: string[] | null }>).map((cls) => ({ ...cls, bases: cls.bases ?? [] })),
    }));
  }

  /** Replaces the outgoing edges of these files with the resolved ones. */
  async writeEdges(paths: readonly string[], edges: CodeEdges): Promise<void> {
    for (const batch of inBatches(paths, FILES_PER_TRANSACTION)) await this.write(CLEAR_EDGES, { paths: batch });
    await this.writeRows(WRITE_IMPORTS, edges.imports);
    await this.writeRows(WRITE_CALLS, edges.calls);
    await this.writeRows(WRITE_INHERITS, edges.inherits);
    await this.writeRows(
      WRITE_PACKAGES,
      edges.packages.map((row) => ({ ...row, dependencies: row.dependencies.map((lockNames) => lockNames.join(LIST_SEPARATOR)) })),
    );
    // Parallel lists (a property holds no maps): the API name, its line, and, for a call into a package the
    // project may lock, the names it may be locked under and the set's entry names, each joined by spaces.
    const byOwner = new Map<string, { owner: string; ownerKind: string; names: string[]; lines: neo4j.Integer[]; packages: string[]; entries: string[] }>();
    for (const use of edges.apiUses) {
      const row = byOwner.get(use.owner) ?? { owner: use.owner, ownerKind: use.ownerKind, names: [], lines: [], packages: [], entries: [] };
      row.names.push(use.api);
      row.lines.push(neo4j.int(use.line));
      row.packages.push(use.dependency?.lockNames.join(LIST_SEPARATOR) ?? "");
      row.entries.push(use.dependency?.names.join(LIST_SEPARATOR) ?? "");
      byOwner.set(use.owner, row);
    }
    await this.writeRows(WRITE_API_CALLS, [...byOwner.values()]);
  }

  async linkDocumentation(paths: readonly string[]): Promise<void> {
    const locks = (await readRecords(this.driver, this.database, PROJECT_LOCKS, { project: this.project })).map((record) => record.toObject());
    for (const batch of inBatches(paths, FILES_PER_TRANSACTION)) await this.write(LINK_DOCUMENTATION, { paths: batch, packageSets: PACKAGE_SET_PREFIXES, locks });
  }

  /** The files and functions memories reference, before the run changes them. */
  async referencedCode(): Promise<ReferencedCode[]> {
    const records = await readRecords(this.driver, this.database, REFERENCED_CODE, { project: this.project });
    return records.map((record) => ({
      kind: record.get("kind"),
      path: record.get("path"),
      key: record.get("key"),
      qualifiedName: record.get("qualifiedName"),
      bodyHash: record.get("bodyHash"),
      hash: record.get("hash"),
      memories: record.get("memories"),
    }));
  }

  async counts(): Promise<GraphCounts> {
    const [record] = await readRecords(this.driver, this.database, GRAPH_COUNTS, { project: this.project });
    const count = (key: string) => Number(record?.get(key) ?? 0);
    return { files: count("files"), functions: count("functions"), classes: count("classes"), calls: count("calls"), imports: count("imports") };
  }

  /** One pass over the project's memories with code references, however many files were written. */
  async linkPendingReferences(paths: readonly string[]): Promise<void> {
    if (paths.length > 0) await this.write(LINK_PENDING_REFERENCES, { paths });
  }
}
