import neo4j, { type Driver, type ManagedTransaction } from "neo4j-driver";
import { mayUse, scopeParameters, visibleCypher } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { badInput, integerIn } from "../errors.js";
import { inReadTransaction, readRecords } from "../neo4j/transactions.js";

export const MAX_CALL_DEPTH = 5;
export const MAX_CODE_LIMIT = 500;

/** The memories a code query shows: current memories of the project asked, no session memory, that the key (as the agent type asked) may see. */
const SHOWN_MEMORY = `
  m.sessionId IS NULL AND m.supersededAt IS NULL AND (m.expiresAt IS NULL OR m.expiresAt > datetime())
  AND EXISTS { (m)<-[:CONTAINS_MEMORY]-(:Project {id: $project}) }
  AND ${visibleCypher("Memory", "m")}`;

const REFERENCE_NAME = "CASE WHEN code:CodeFile THEN code.path ELSE code.filePath + '#' + coalesce(code.qualifiedName, code.name) END";

/** The fields of each code node a code query reads with it (all text): a selection of no other is answered from them. */
export const READ_CODE_FIELDS = {
  CodeFile: new Set(["id", "project", "path", "language"]),
  Function: new Set(["id", "project", "name", "qualifiedName", "filePath"]),
  Class: new Set(["id", "project", "name", "filePath"]),
} as const;

const projection = (node: string, label: keyof typeof READ_CODE_FIELDS) => `${node} {${[...READ_CODE_FIELDS[label]].map((field) => `.${field}`).join(", ")}}`;

/**
 * Code outside the key's projects is left out of every code query (the policy's code rules), since the generated
 * API, which resolves every node these queries name, would refuse it (an error for a field that cannot be null).
 */
const FILE_WITH_MEMBERS = `
MATCH (f:CodeFile {project: $project, path: $path})
RETURN ${projection("f", "CodeFile")} AS file,
  COLLECT { MATCH (f)-[:CONTAINS]->(x:Function) WHERE ${visibleCypher("Function", "x")} RETURN ${projection("x", "Function")} ORDER BY x.lineStart } AS functions,
  COLLECT { MATCH (f)-[:CONTAINS]->(x:Class) WHERE ${visibleCypher("Class", "x")} RETURN ${projection("x", "Class")} ORDER BY x.lineStart } AS classes`;

/** Each call edge reached from the file's functions through functions the key may see, at the fewest hops it was reached in. */
function callsWithin(depth: number): string {
  return `
MATCH (:CodeFile {project: $project, path: $path})-[:CONTAINS]->(start:Function)
MATCH path = (start)-[:CALLS*1..${depth}]->(:Function)
WHERE all(n IN nodes(path) WHERE ${visibleCypher("Function", "n")})
UNWIND range(1, length(path)) AS hop
WITH nodes(path)[hop - 1] AS caller, nodes(path)[hop] AS callee, hop
WITH caller, callee, min(hop) AS depth
// Nearest first, then by name, so a reader (and a test) sees the same order every time.
RETURN caller.id AS caller, callee.id AS callee, depth, ${projection("caller", "Function")} AS callerFields, ${projection("callee", "Function")} AS calleeFields
ORDER BY depth, callerFields.name, callerFields.filePath, calleeFields.name, calleeFields.filePath, caller, callee`;
}

/** Code nodes are given as {label, id, distance}; what links to them: memories, documentation, API entries. */
const CODE_NODES = `
UNWIND $code AS target
CALL (target) {
  MATCH (code:CodeFile {id: target.id}) WHERE target.label = 'CodeFile' RETURN code
  UNION
  MATCH (code:Function {id: target.id}) WHERE target.label = 'Function' RETURN code
  UNION
  MATCH (code:Class {id: target.id}) WHERE target.label = 'Class' RETURN code
}`;

const MEMORIES_OF_CODE = `${CODE_NODES}
MATCH (m:Memory)-[:REFERENCES]->(code)
WHERE ${SHOWN_MEMORY}
WITH m, min(target.distance) AS distance, collect(DISTINCT ${REFERENCE_NAME}) AS references
RETURN m.id AS id, references, distance
ORDER BY distance, coalesce(m.importance, 5) DESC, coalesce(m.occurredAt, m.createdAt) DESC
LIMIT $limit`;

const DOCUMENTS_OF_CODE = `${CODE_NODES}
CALL (code) {
  MATCH (d:ExternalDoc)-[:EXPLAINS]->(code) WHERE d.removedAt IS NULL RETURN d, 'EXPLAINS' AS via
  UNION ALL
  MATCH (d:ExternalDoc)<-[:DOCUMENTED_IN]-(:APIReference)-[:USED_IN]->(code) WHERE d.removedAt IS NULL RETURN d, 'USED_IN' AS via
}
WITH d, collect(via) AS vias
RETURN d.id AS id, CASE WHEN 'EXPLAINS' IN vias THEN 'EXPLAINS' ELSE 'USED_IN' END AS via, size(vias) AS links
ORDER BY links DESC, d.title
LIMIT $limit`;

const APIS_OF_CODE = `${CODE_NODES}
MATCH (a:APIReference)-[r:USED_IN]->(code)
WHERE a.removedAt IS NULL
WITH a, r, code,
  CASE WHEN code:CodeFile THEN code.id ELSE COLLECT { MATCH (f:CodeFile)-[:CONTAINS]->(code) WHERE ${visibleCypher("CodeFile", "f")} RETURN f.id }[0] END AS file
WHERE file IS NOT NULL
RETURN a.id AS api, CASE WHEN code:Function THEN code.id END AS function, file, r.line AS line
ORDER BY file, line
LIMIT $limit`;

/** The most complex functions, each with the memories about it (distance 0) or its file (distance 1). */
const HOTSPOTS = `
MATCH (fn:Function)
WHERE fn.project = $project AND fn.complexity >= $minComplexity
WITH fn ORDER BY fn.complexity DESC, fn.filePath, fn.lineStart LIMIT $limit
OPTIONAL MATCH (f:CodeFile)-[:CONTAINS]->(fn) WHERE ${visibleCypher("CodeFile", "f")}
RETURN fn.id AS id, fn.complexity AS complexity, COLLECT {
  CALL (fn, f) {
    MATCH (m:Memory)-[:REFERENCES]->(fn) RETURN m, fn AS code, 0 AS distance
    UNION
    MATCH (m:Memory)-[:REFERENCES]->(f) RETURN m, f AS code, 1 AS distance
  }
  WITH m, code, distance WHERE ${SHOWN_MEMORY}
  WITH m, min(distance) AS distance, collect(DISTINCT ${REFERENCE_NAME}) AS references
  ORDER BY distance, coalesce(m.occurredAt, m.createdAt) DESC
  RETURN {id: m.id, references: references, distance: distance}
} AS memories`;

const MEMORIES_UNDER_PREFIX = `
MATCH (m:Memory)-[:REFERENCES]->(code)
WHERE (code:CodeFile OR code:Function OR code:Class) AND code.project = $project
  AND coalesce(code.path, code.filePath) STARTS WITH $pathPrefix
  AND ${SHOWN_MEMORY}
WITH m, collect(DISTINCT ${REFERENCE_NAME}) AS references
RETURN m.id AS id, references, 0 AS distance
ORDER BY coalesce(m.occurredAt, m.createdAt) DESC
LIMIT $limit`;

export interface CodeMemoryRow {
  memoryId: string;
  references: string[];
  distance: number;
}

export interface CodeCallRow {
  callerId: string;
  calleeId: string;
  depth: number;
  /** Each end's READ_CODE_FIELDS as read. */
  caller: Record<string, unknown>;
  callee: Record<string, unknown>;
}

export interface CodeDocumentRow {
  documentId: string;
  via: string;
  links: number;
}

export interface CodeApiUseRow {
  apiId: string;
  functionId: string | null;
  fileId: string;
  line: number | null;
}

export interface CodeContextRows {
  fileId: string;
  functionIds: string[];
  classIds: string[];
  /** The READ_CODE_FIELDS of the file, its functions and its classes, by id. */
  read: ReadonlyMap<string, Record<string, unknown>>;
  calls: CodeCallRow[];
  memories: CodeMemoryRow[];
  documents: CodeDocumentRow[];
  apis: CodeApiUseRow[];
}

export interface HotspotRow {
  functionId: string;
  complexity: number;
  memories: CodeMemoryRow[];
}

interface CodeTarget {
  label: "CodeFile" | "Function" | "Class";
  id: string;
  distance: number;
}

const memoryRows = (records: neo4j.Record[]): CodeMemoryRow[] =>
  records.map((r) => ({ memoryId: r.get("id"), references: r.get("references"), distance: Number(r.get("distance")) }));

/** Reads over a project's code graph, with the memories the caller may see. */
export class CodeGraphQueries {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  /** The parameters of what a request may show (as the agent type asked); refuses projects and agent types outside the key's scope. */
  private scopeFor(principal: Principal, project: string, agentType: string | null) {
    mayUse(principal, agentType, project);
    return scopeParameters(principal, agentType);
  }

  private read<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inReadTransaction(this.driver, this.database, work);
  }

  async codeContext(principal: Principal, args: { project: string; path: string; agentType: string | null; depth: number }): Promise<CodeContextRows | null> {
    integerIn("depth", args.depth, 1, MAX_CALL_DEPTH);
    if (args.path.trim() === "") throw badInput("path", "must be a file path relative to the repository root, e.g. src/server/app.ts");
    const scope = this.scopeFor(principal, args.project, args.agentType);
    const parameters = { project: args.project, path: args.path, ...scope };
    return this.read(async (tx) => {
      const [file] = (await tx.run(FILE_WITH_MEMBERS, parameters)).records;
      if (!file) return null;
      const members = [file.get("file"), ...file.get("functions"), ...file.get("classes")] as Array<Record<string, unknown> & { id: string }>;
      const read = new Map(members.map((fields) => [fields.id, fields]));
      const functionIds = (file.get("functions") as Array<{ id: string }>).map((fields) => fields.id);
      const classIds = (file.get("classes") as Array<{ id: string }>).map((fields) => fields.id);
      const fileId = (file.get("file") as { id: string }).id;
      const calls = (await tx.run(callsWithin(args.depth), parameters)).records.map((r) => ({
        callerId: r.get("caller"),
        calleeId: r.get("callee"),
        depth: Number(r.get("depth")),
        caller: r.get("callerFields"),
        callee: r.get("calleeFields"),
      }));
      const reached = new Map<string, number>();
      for (const call of calls) if (!functionIds.includes(call.calleeId) && !reached.has(call.calleeId)) reached.set(call.calleeId, call.depth);
      const code: CodeTarget[] = [
        { label: "CodeFile", id: fileId, distance: 0 },
        ...functionIds.map((id) => ({ label: "Function" as const, id, distance: 0 })),
        ...classIds.map((id) => ({ label: "Class" as const, id, distance: 0 })),
        ...[...reached].map(([id, distance]) => ({ label: "Function" as const, id, distance })),
      ];
      const linked = { code: code.map((c) => ({ ...c, distance: neo4j.int(c.distance) })), limit: neo4j.int(MAX_CODE_LIMIT), ...scope };
      const memories = memoryRows((await tx.run(MEMORIES_OF_CODE, { ...linked, project: args.project })).records);
      const documents = (await tx.run(DOCUMENTS_OF_CODE, linked)).records.map((r) => ({ documentId: r.get("id"), via: r.get("via"), links: Number(r.get("links")) }));
      const apis = (await tx.run(APIS_OF_CODE, linked)).records.map((r) => ({
        apiId: r.get("api"),
        functionId: r.get("function"),
        fileId: r.get("file"),
        line: r.get("line") === null ? null : Number(r.get("line")),
      }));
      return { fileId, functionIds, classIds, read, calls, memories, documents, apis };
    });
  }

  async complexityHotspots(principal: Principal, args: { project: string; minComplexity: number; limit: number; agentType: string | null }): Promise<HotspotRow[]> {
    integerIn("minComplexity", args.minComplexity, 1, Number.MAX_SAFE_INTEGER);
    integerIn("limit", args.limit, 1, MAX_CODE_LIMIT);
    const scope = this.scopeFor(principal, args.project, args.agentType);
    const parameters = { project: args.project, minComplexity: neo4j.int(args.minComplexity), limit: neo4j.int(args.limit), ...scope };
    return (await readRecords(this.driver, this.database, HOTSPOTS, parameters)).map((r) => ({
      functionId: r.get("id"),
      complexity: Number(r.get("complexity")),
      memories: (r.get("memories") as Array<{ id: string; references: string[]; distance: unknown }>).map((m) => ({
        memoryId: m.id,
        references: m.references,
        distance: Number(m.distance),
      })),
    }));
  }

  async memoriesForCode(principal: Principal, args: { project: string; pathPrefix: string; agentType: string; limit: number }): Promise<CodeMemoryRow[]> {
    integerIn("limit", args.limit, 1, MAX_CODE_LIMIT);
    const scope = this.scopeFor(principal, args.project, args.agentType);
    const parameters = { project: args.project, pathPrefix: args.pathPrefix, ...scope, limit: neo4j.int(args.limit) };
    return memoryRows(await readRecords(this.driver, this.database, MEMORIES_UNDER_PREFIX, parameters));
  }
}
