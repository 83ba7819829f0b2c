import type { Driver, ManagedTransaction } from "neo4j-driver";
import { fieldBound, lengthViolation } from "../input-limits.js";
import { sessionExpiry } from "../memory/cypher.js";
import { contentHash, dedupeKey, scopeTokensOf, type MemoryScopeKey } from "../memory/scope.js";
import { inWriteTransaction } from "../neo4j/transactions.js";
import { RAISE_ALL_SCOPES } from "../neo4j/scope-versions.js";
import { arrivalFromCreatedAt, turnOrder } from "../neo4j/turn-order.js";
import type { NodeKind, RelationshipKind } from "./graph.js";
import type { NodeRow, RelationshipRow } from "./records.js";
import { FormatError } from "./values.js";

/**
 * A memory's scope is what remember gives it from the agent types and the project it is remembered in:
 * its HAS_MEMORY and CONTAINS_MEMORY relationships, and what recall and the access policy go by that is
 * derived from them (isGlobal, scopeTokens, dedupeKey, expiresAt). Import takes the relationships from
 * the file and derives the rest with remember's own functions, never from the file; with them a turn's
 * turnOrder, from its occurredAt and the file's arrival (a memory of an older file without one arrived
 * when it was created). The relationships
 * come after every node, so a memory is first written in no scope at all (no agent type, no project,
 * isGlobal false: no scoped key and no recall sees it), and is given its whole scope in one transaction
 * once the file has been read to its end: a file cut short or refused leaves no memory in part of its scope.
 */

interface MemoryEntry {
  line: number;
  /** Sorted: the order remember happened to add them in is not in the file. */
  agentTypes: string[];
  project: string | null;
  projectLine: number;
  /** The file's, when it has one: the memory was remembered without an id, and is deduplicated by its content. */
  dedupeKey: string | null;
}

/** What keeping track of one memory or issue costs, its id aside (measured: about 200 bytes with a 40-character id). */
const ENTRY_BYTES = 160;

/** Memories whose scope one transaction writes. */
const SCOPE_BATCH = 1_000;

const MEMORY_TEXTS = `
UNWIND $ids AS id
MATCH (m:Memory {id: id})
RETURN m.id AS id, m.content AS content, m.sessionId AS sessionId`;

/**
 * A memory's scope as remember writes it: its agent types and project (created if the file did not
 * hold them, as remember does), and what is derived from them. A session memory expires when the file
 * says, but never later than remember would have it expire if it were remembered now.
 */
const WRITE_SCOPES = `
UNWIND $rows AS row
MATCH (m:Memory {id: row.id})
CALL (m, row) {
  UNWIND row.agentTypes AS agentTypeId
  MERGE (a:AgentType {id: agentTypeId})
    ON CREATE SET a.createdAt = datetime()
  MERGE (a)-[:HAS_MEMORY]->(m)
}
CALL (m, row) {
  WITH m, row WHERE row.project IS NOT NULL
  MERGE (p:Project {id: row.project})
    ON CREATE SET p.createdAt = datetime()
  MERGE (p)-[:CONTAINS_MEMORY]->(m)
}
SET m.isGlobal = row.project IS NULL, m.scopeTokens = row.scopeTokens, m.dedupeKey = row.dedupeKey,
  m.expiresAt = CASE WHEN m.expiresAt < ${sessionExpiry("m")} THEN m.expiresAt ELSE ${sessionExpiry("m")} END,
  m.arrival = coalesce(m.arrival, ${arrivalFromCreatedAt("m")})
SET m.turnOrder = ${turnOrder("m")}`;

/** The relationships one transaction gave memories. */
export type ScopesWritten = Record<"HAS_MEMORY" | "CONTAINS_MEMORY", number>;

/** The first of a memory's dedupe keys in its agent types' scopes, unless the file's is one of them (the agent type that remembered it). */
function keptDedupeKey(agentTypes: readonly string[], scope: Omit<MemoryScopeKey, "agentType">, content: string, fromFile: string): string {
  const keys = agentTypes.map((agentType) => dedupeKey({ agentType, ...scope }, content));
  return keys.includes(fromFile) ? fromFile : keys[0]!;
}

/** The memories and issues of a file, with the scope its relationships give each memory, checked as they are read. */
export class ScopeIndex {
  private readonly memories = new Map<string, MemoryEntry>();
  /** Issue id → its project. */
  private readonly issues = new Map<string, string>();
  /** One copy of each agent type and project id. */
  private readonly names = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  private spend(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.maxBytes) {
      throw new FormatError(`the file holds more memories and issues than import keeps track of at once (their ids and scopes take more than ${Math.round(this.maxBytes / 1_048_576)} MiB)`);
    }
  }

  private name(id: string, field: string): string {
    if (id.trim() === "") throw new FormatError(`${field} must be an id, not empty`);
    const violation = lengthViolation(field, id, fieldBound("id"));
    if (violation) throw violation;
    const known = this.names.get(id);
    if (known !== undefined) return known;
    this.spend(ENTRY_BYTES + id.length);
    this.names.set(id, id);
    return id;
  }

  /**
   * A node of the file, before it is written: a memory is written in no scope, with its content hash
   * (derived from its content alone) and without the file's dedupe key, which is kept to be checked
   * against its scope; an issue's project is kept for the relationships that name it.
   */
  node(kind: NodeKind, row: NodeRow, line: number): void {
    if (kind.label === "Issue") {
      this.spend(ENTRY_BYTES + row.key.length);
      this.issues.set(row.key, row.properties.project as string);
    }
    if (kind.label !== "Memory") return;
    const earlier = this.memories.get(row.key);
    if (earlier) throw new FormatError(`memory ${row.key} is on line ${earlier.line} already`);
    this.spend(ENTRY_BYTES + row.key.length);
    const fromFile = row.properties.dedupeKey;
    delete row.properties.dedupeKey;
    row.properties.isGlobal = false;
    row.properties.contentHash = contentHash(row.properties.content as string);
    this.memories.set(row.key, { line, agentTypes: [], project: null, projectLine: 0, dedupeKey: typeof fromFile === "string" ? fromFile : null });
  }

  private memory(id: string, type: string): MemoryEntry {
    const entry = this.memories.get(id);
    if (!entry) throw new FormatError(`${type} names memory ${id}, which no Memory record before this line holds: a memory's relationships come after it, in its file`);
    return entry;
  }

  private issueProject(id: string, type: string): string {
    const project = this.issues.get(id);
    if (project === undefined) throw new FormatError(`${type} names issue ${id}, which no Issue record before this line holds: an issue's relationships come after it, in its file`);
    return project;
  }

  /**
   * Refuses a relationship from a memory to what belongs to another project than the memory's, as the
   * lines before give it (export writes a memory's CONTAINS_MEMORY before its other relationships).
   */
  private sameProject(type: string, id: string, what: string, project: string, rule: string): void {
    const own = this.memory(id, type).project;
    if (own === project) return;
    const where = own === null ? "no project (no CONTAINS_MEMORY of it before this line)" : `project ${own}`;
    throw new FormatError(`memory ${id} of ${where} ${what} of project ${project}: ${rule}`);
  }

  /**
   * Checks a relationship against the memories and issues of the file: true when it gives a memory its
   * scope (written once the file is read whole), false when it is written as it comes.
   */
  relationship(kind: RelationshipKind, row: RelationshipRow, line: number): boolean {
    const { type } = kind;
    if ((type === "HAS_MEMORY" || type === "CONTAINS_MEMORY") && (Object.keys(row.properties).length > 0 || row.temporals.length > 0)) {
      throw new FormatError(`${type} carries no properties (remember gives it none)`);
    }
    if (type === "HAS_MEMORY") {
      const entry = this.memory(row.to.id!, type);
      const agentType = this.name(row.from.id!, "from.id");
      if (!entry.agentTypes.includes(agentType)) entry.agentTypes = [...entry.agentTypes, agentType].sort();
      return true;
    }
    if (type === "CONTAINS_MEMORY") {
      const entry = this.memory(row.to.id!, type);
      const project = this.name(row.from.id!, "from.id");
      if (entry.project !== null && entry.project !== project) {
        throw new FormatError(`memory ${row.to.id} is in project ${entry.project} already (line ${entry.projectLine}): a memory is in one project at most`);
      }
      entry.project = project;
      entry.projectLine = line;
      return true;
    }
    if (type === "REFERENCES" && kind.from === "Memory") {
      this.sameProject(type, row.from.id!, "references code", row.to.project!, "a memory references its own project's code only");
    }
    if (type === "ABOUT_ISSUE") {
      this.sameProject(type, row.from.id!, `is about issue ${row.to.id}`, this.issueProject(row.to.id!, type), "a memory names its own project's issues only");
    }
    if (type === "HAS_ISSUE") {
      const project = this.issueProject(row.to.id!, type);
      if (project !== row.from.id) throw new FormatError(`HAS_ISSUE links project ${row.from.id} to issue ${row.to.id} of project ${project}: an issue belongs to the project its record names`);
    }
    return false;
  }

  /** A memory with no agent type, which remember never makes: the file is refused, naming its line, before any scope is written. */
  withoutAgentType(): { id: string; line: number } | undefined {
    for (const [id, entry] of this.memories) {
      if (entry.agentTypes.length === 0) return { id, line: entry.line };
    }
    return undefined;
  }

  private *batches(): Generator<Array<[string, MemoryEntry]>> {
    let batch: Array<[string, MemoryEntry]> = [];
    for (const item of this.memories) {
      batch.push(item);
      if (batch.length === SCOPE_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  /** Gives every memory of the file its scope, SCOPE_BATCH memories a transaction; `written` hears of each batch once it is committed. */
  async write(driver: Driver, database: string | undefined, sessionTtlSeconds: number, written: (batch: ScopesWritten) => void): Promise<void> {
    for (const batch of this.batches()) {
      await inWriteTransaction(driver, database, (tx) => writeScopes(tx, new Map(batch), sessionTtlSeconds));
      written({
        HAS_MEMORY: batch.reduce((sum, [, entry]) => sum + entry.agentTypes.length, 0),
        CONTAINS_MEMORY: batch.filter(([, entry]) => entry.project !== null).length,
      });
    }
  }
}

/** Reads the content and session of each memory (what remember derives from with its scope), then writes its scope. */
async function writeScopes(tx: ManagedTransaction, entries: Map<string, MemoryEntry>, sessionTtlSeconds: number): Promise<void> {
  const { records } = await tx.run(MEMORY_TEXTS, { ids: [...entries.keys()] });
  const rows = records.map((record) => {
    const id = record.get("id") as string;
    const { agentTypes, project, dedupeKey: fromFile } = entries.get(id)!;
    const scope = { project, sessionId: record.get("sessionId") as string | null };
    return {
      id,
      agentTypes,
      project,
      scopeTokens: scopeTokensOf(agentTypes, scope),
      dedupeKey: fromFile === null ? null : keptDedupeKey(agentTypes, scope, record.get("content") as string, fromFile),
    };
  });
  await tx.run(WRITE_SCOPES, { rows, sessionTtlSeconds });
  await tx.run(RAISE_ALL_SCOPES);
}
