import type { Driver } from "neo4j-driver";
import { EngramError } from "../errors.js";
import { runDataMigrations } from "../neo4j/migrations.js";
import { count } from "../input-limits.js";
import type { ContentStore } from "../knowledge/content-store.js";
import { nodeWriteQuery, relationshipWriteQuery, type NodeKind, type RelationshipKind } from "./graph.js";
import { addCount, EXPORT_FORMAT, EXPORT_VERSION, parseRecord, type NodeRow, type ParsedRecord, type RelationshipRow } from "./records.js";
import { checkNode, isRefusal } from "./rules.js";
import { ScopeIndex } from "./scopes.js";
import { shown } from "./values.js";

/** Records written per transaction, at most. */
export const BATCH_SIZE = 1_000;
/** Unlinked relationships whose lines the summary names. */
const LINES_NAMED = 5;

/** What one file may hold, so that a hostile one cannot exhaust memory (or fill the database) before it is refused. */
export interface ImportLimits {
  /** Characters of one line: a memory (100,000 characters of content) with dozens of revisions, or a long page's full text. */
  lineLength: number;
  /** Characters of the lines one batch writes: a batch ends at BATCH_SIZE records or at these, whichever comes first. */
  batchLength: number;
  records: number;
  /** Memory kept on the file's memories and issues until their scopes are written (scopes.ts): about 6 million memories. */
  scopeBytes: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  lineLength: 32 * 1_048_576,
  batchLength: 64 * 1_048_576,
  records: 20_000_000,
  scopeBytes: 1_024 * 1_048_576,
};

export interface ImportOptions {
  /** As remember's (ENGRAM_SESSION_TTL): a session memory expires when its file says, and no later than this after the import. */
  sessionTtlSeconds: number;
  progress?: ImportProgress;
  limits?: ImportLimits;
}

export interface ImportSummary {
  records: number;
  /** Per label, owned nodes (MemoryRevision, DocumentChange) included. */
  nodes: Record<string, number>;
  relationships: Record<string, number>;
  /** Relationships left out because an end is not in this database (code that is not indexed here), per type. */
  unlinked: Record<string, number>;
  /** The first lines of those. */
  unlinkedLines: number[];
  /** Documents whose full text went to the content store. */
  contents: number;
  seconds: number;
}

/** What the file holds that import refuses (exit code 2: fix the input); the message names the line and says what was written. */
export class ImportError extends EngramError {
  constructor(message: string) {
    super("BAD_USER_INPUT", message);
  }
}

/** A batch Neo4j did not write; its cause says why (Neo4j out of reach, a constraint the file breaks). */
export class ImportBatchError extends Error {}

export interface ImportProgress {
  advance(bytesRead: number, records: number): void;
}

type Pending = { firstLine: number; lastLine: number; characters: number } & (
  | { kind: "node"; nodeKind: NodeKind; rows: NodeRow[]; contents: { id: string; text: string }[] }
  | { kind: "relationship"; relationshipKind: RelationshipKind; rows: RelationshipRow[] }
);

const HEADER_FORM = `{"kind":"header","format":"${EXPORT_FORMAT}","version":${EXPORT_VERSION},…}`;

/** Whether a batch has no room left for a line this long. */
const full = (pending: Pending, length: number, limits: ImportLimits) => pending.rows.length >= BATCH_SIZE || pending.characters + length > limits.batchLength;

/**
 * Reads an export file's lines and writes them in batches of BATCH_SIZE records, one transaction each:
 * a batch is written whole or not at all. Nodes are MERGEd on their key and relationships between the
 * same ends are MERGEd, so importing a file twice leaves one copy. Each line is checked as remember and
 * the API check what they write (rules.ts, scopes.ts), and import stops at the first line it cannot
 * take, saying which and what is wrong, before writing anything of that line's batch. Memories get their
 * agent types and project (and what derives from them) last, once the whole file is read: until then
 * they are in no scope, seen by no scoped key and no recall.
 */
export async function importGraph(driver: Driver, database: string | undefined, store: ContentStore, lines: AsyncIterable<string>, options: ImportOptions): Promise<ImportSummary> {
  const { progress = { advance: () => undefined }, limits = IMPORT_LIMITS } = options;
  const started = performance.now();
  const summary: ImportSummary = { records: 0, nodes: {}, relationships: {}, unlinked: {}, unlinkedLines: [], contents: 0, seconds: 0 };
  const scopes = new ScopeIndex(limits.scopeBytes);
  let pending: Pending | null = null;
  let lineNumber = 0;
  let bytesRead = 0;
  let seenHeader = false;
  let endAt: number | null = null;
  let parsedRecords = 0;

  const unscoped = () => {
    const memories = summary.nodes.Memory ?? 0;
    return memories === 0 ? "" : `; the ${memories} memories among them are in no scope, seen by no scoped key and no recall, until a whole file gives them theirs`;
  };
  const written = (from: number) =>
    `${summary.records} records before line ${from} were imported, in whole batches, and nothing from line ${from} on${unscoped()}; importing the file again once it is fixed is safe (records are merged by key)`;

  const flush = async () => {
    if (pending === null) return;
    const batch = pending;
    pending = null;
    try {
      await writeBatch(driver, database, store, batch, summary);
    } catch (error) {
      throw new ImportBatchError(`lines ${batch.firstLine}–${batch.lastLine}: Neo4j refused the batch (${(error as Error).message}). ${written(batch.firstLine)}`, { cause: error });
    }
    progress.advance(bytesRead, summary.records);
  };

  for await (const text of lines) {
    lineNumber++;
    bytesRead += Buffer.byteLength(text) + 1;
    if (text.trim() === "") continue;
    const failAt = (what: string) => new ImportError(`line ${lineNumber}: ${what}. ${written(pending?.firstLine ?? lineNumber)}`);
    if (text.length > limits.lineLength) throw failAt(`longer than ${count(limits.lineLength)} characters, the most import reads in one line`);
    let record;
    let deferred = false;
    try {
      record = parseRecord(text, lineNumber);
      deferred = seenHeader && checkRecord(record, scopes, lineNumber);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      throw seenHeader ? failAt(error.message) : new ImportError(`line ${lineNumber}: not an Engram export: its first line must be its header ${HEADER_FORM} (${error.message})`);
    }
    if (!seenHeader) {
      checkHeader(record, lineNumber);
      seenHeader = true;
      continue;
    }
    if (endAt !== null) throw failAt(`a record after the end record of line ${endAt}`);
    if (record.kind !== "end" && ++parsedRecords > limits.records) throw failAt(`more than ${count(limits.records)} records, the most import takes from one file`);
    switch (record.kind) {
      case "header":
        throw failAt("a second header");
      case "end":
        if (record.records !== parsedRecords) throw failAt(`the end record counts ${shown(record.records)} records but the file holds ${parsedRecords}`);
        endAt = lineNumber;
        continue;
      case "node":
        if (pending?.kind !== "node" || pending.nodeKind !== record.nodeKind || full(pending, text.length, limits)) {
          await flush();
          pending = { kind: "node", nodeKind: record.nodeKind, rows: [], contents: [], firstLine: lineNumber, lastLine: lineNumber, characters: 0 };
        }
        pending.rows.push(record.row);
        if (typeof record.content === "string") pending.contents.push({ id: record.row.key, text: record.content });
        break;
      case "relationship":
        if (deferred) continue;
        if (pending?.kind !== "relationship" || pending.relationshipKind !== record.relationshipKind || full(pending, text.length, limits)) {
          await flush();
          pending = { kind: "relationship", relationshipKind: record.relationshipKind, rows: [], firstLine: lineNumber, lastLine: lineNumber, characters: 0 };
        }
        pending.rows.push(record.row);
        break;
    }
    pending.lastLine = lineNumber;
    pending.characters += text.length;
  }
  if (!seenHeader) throw new ImportError(`the file is empty: an Engram export starts with its header ${HEADER_FORM}`);
  await flush();
  if (endAt === null) {
    throw new ImportError(`the file ends at line ${lineNumber} without its end record, so it was cut short; ${summary.records} of its ${parsedRecords} records were imported${unscoped()}`);
  }
  await writeScopes(driver, database, scopes, options.sessionTtlSeconds, summary, () => progress.advance(bytesRead, summary.records));
  // what an export of an older Engram lacks (a page's whole text) is derived now, as at an Engram's start
  await runDataMigrations(driver, database);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/**
 * Holds a node to the API's rules for its label, and a relationship of a memory or an issue to the
 * file's memories and issues; true for a relationship that gives a memory its scope, written last.
 */
function checkRecord(record: ParsedRecord, scopes: ScopeIndex, line: number): boolean {
  if (record.kind === "relationship") return scopes.relationship(record.relationshipKind, record.row, line);
  if (record.kind !== "node") return false;
  checkNode(record.nodeKind, record.row, `${record.nodeKind.label} ${record.row.key}`);
  scopes.node(record.nodeKind, record.row, line);
  return false;
}

/** The last step: every memory of the file given its scope, once the whole file is read and nothing in it refused. */
async function writeScopes(driver: Driver, database: string | undefined, scopes: ScopeIndex, sessionTtlSeconds: number, summary: ImportSummary, advance: () => void): Promise<void> {
  const orphan = scopes.withoutAgentType();
  if (orphan) {
    throw new ImportError(
      `line ${orphan.line}: memory ${orphan.id} has no HAS_MEMORY relationship in the file, and every memory belongs to an agent type. The file's other records were imported, but no memory of it was given its scope, so none is seen by a scoped key or by recall; importing the file again once it is fixed is safe`,
    );
  }
  try {
    await scopes.write(driver, database, sessionTtlSeconds, (relationships) => {
      for (const [type, written] of Object.entries(relationships)) {
        addCount(summary.relationships, type, written);
        summary.records += written;
      }
      advance();
    });
  } catch (error) {
    throw new ImportBatchError(
      `giving the file's memories their agent types and project: Neo4j refused (${(error as Error).message}). The memories given theirs before stay so, in whole transactions; the others are in no scope, seen by no scoped key and no recall; importing the file again once it is fixed is safe`,
      { cause: error },
    );
  }
}

function checkHeader(record: ParsedRecord, line: number): void {
  if (record.kind !== "header" || record.format !== EXPORT_FORMAT) {
    throw new ImportError(`line ${line}: not an Engram export: its first line must be its header ${HEADER_FORM}`);
  }
  if (record.version !== EXPORT_VERSION) {
    throw new ImportError(`line ${line}: export format version ${shown(record.version)} is not one this Engram reads (it reads version ${EXPORT_VERSION}); nothing was imported`);
  }
}

async function writeBatch(driver: Driver, database: string | undefined, store: ContentStore, batch: Pending, summary: ImportSummary): Promise<void> {
  if (batch.kind === "node") {
    // The text first, as ingestion does: a page in the graph always has its text.
    await Promise.all(batch.contents.map((content) => store.put(content.id, content.text)));
    await driver.executeQuery(nodeWriteQuery(batch.nodeKind), { rows: batch.rows }, { database });
    const { label, owned } = batch.nodeKind;
    addCount(summary.nodes, label, batch.rows.length);
    if (owned) addCount(summary.nodes, owned.label, batch.rows.reduce((sum, row) => sum + row.owned.length, 0));
    summary.contents += batch.contents.length;
    summary.records += batch.rows.length;
    return;
  }
  const { records } = await driver.executeQuery(relationshipWriteQuery(batch.relationshipKind), { rows: batch.rows }, { database });
  const linked = new Set(records.map((record) => Number(record.get("line"))));
  const { type } = batch.relationshipKind;
  addCount(summary.relationships, type, linked.size);
  const unlinked = batch.rows.filter((row) => !linked.has(row.line));
  if (unlinked.length > 0) addCount(summary.unlinked, type, unlinked.length);
  summary.unlinkedLines.push(...unlinked.slice(0, Math.max(0, LINES_NAMED - summary.unlinkedLines.length)).map((row) => row.line));
  summary.records += batch.rows.length;
}
