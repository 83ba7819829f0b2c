import type { Driver } from "neo4j-driver";
import type { ContentStore } from "../knowledge/content-store.js";
import { nodeWriteQuery, relationshipWriteQuery, type NodeKind, type RelationshipKind } from "./graph.js";
import { addCount, EXPORT_FORMAT, EXPORT_VERSION, parseRecord, type NodeRow, type RelationshipRow } from "./records.js";
import { FormatError, shown } from "./values.js";

/** Records written per transaction. */
export const BATCH_SIZE = 1_000;
/** Unlinked relationships whose lines the summary names. */
const LINES_NAMED = 5;

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

/** An import stopped by a line or a batch; what it says includes what was written before. */
export class ImportError extends Error {}

export interface ImportProgress {
  advance(bytesRead: number, records: number): void;
}

type Pending =
  | { kind: "node"; nodeKind: NodeKind; rows: NodeRow[]; contents: { id: string; text: string }[]; firstLine: number; lastLine: number }
  | { kind: "relationship"; relationshipKind: RelationshipKind; rows: RelationshipRow[]; firstLine: number; lastLine: number };

const HEADER_FORM = `{"kind":"header","format":"${EXPORT_FORMAT}","version":${EXPORT_VERSION},…}`;

/**
 * Reads an export file's lines and writes them in batches of BATCH_SIZE records, one transaction each:
 * a batch is written whole or not at all. Nodes are MERGEd on their key and relationships between the
 * same ends are MERGEd, so importing a file twice leaves one copy. Stops at the first line it cannot
 * read, saying which and what is wrong, before writing anything of that line's batch.
 */
export async function importGraph(
  driver: Driver,
  database: string | undefined,
  store: ContentStore,
  lines: AsyncIterable<string>,
  progress: ImportProgress = { advance: () => undefined },
): Promise<ImportSummary> {
  const started = performance.now();
  const summary: ImportSummary = { records: 0, nodes: {}, relationships: {}, unlinked: {}, unlinkedLines: [], contents: 0, seconds: 0 };
  let pending: Pending | null = null;
  let lineNumber = 0;
  let bytesRead = 0;
  let seenHeader = false;
  let endAt: number | null = null;
  let parsedRecords = 0;

  const written = (from: number) =>
    `${summary.records} records before line ${from} were imported, in whole batches, and nothing from line ${from} on; importing the file again once it is fixed is safe (records are merged by key)`;

  const flush = async () => {
    if (pending === null) return;
    const batch = pending;
    pending = null;
    try {
      await writeBatch(driver, database, store, batch, summary);
    } catch (error) {
      throw new ImportError(`lines ${batch.firstLine}–${batch.lastLine}: Neo4j refused the batch (${(error as Error).message}). ${written(batch.firstLine)}`);
    }
    progress.advance(bytesRead, summary.records);
  };

  for await (const text of lines) {
    lineNumber++;
    bytesRead += Buffer.byteLength(text) + 1;
    if (text.trim() === "") continue;
    const failAt = (what: string) => new ImportError(`line ${lineNumber}: ${what}. ${written(pending?.firstLine ?? lineNumber)}`);
    let record;
    try {
      record = parseRecord(text, lineNumber);
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      throw seenHeader ? failAt(error.message) : new ImportError(`line ${lineNumber}: not an Engram export: its first line must be its header ${HEADER_FORM} (${error.message})`);
    }
    if (!seenHeader) {
      checkHeader(record, lineNumber);
      seenHeader = true;
      continue;
    }
    if (endAt !== null) throw failAt(`a record after the end record of line ${endAt}`);
    switch (record.kind) {
      case "header":
        throw failAt("a second header");
      case "end":
        if (record.records !== parsedRecords) throw failAt(`the end record counts ${shown(record.records)} records but the file holds ${parsedRecords}`);
        endAt = lineNumber;
        continue;
      case "node":
        if (pending?.kind !== "node" || pending.nodeKind !== record.nodeKind || pending.rows.length >= BATCH_SIZE) {
          await flush();
          pending = { kind: "node", nodeKind: record.nodeKind, rows: [], contents: [], firstLine: lineNumber, lastLine: lineNumber };
        }
        pending.rows.push(record.row);
        if (typeof record.content === "string") pending.contents.push({ id: record.row.key, text: record.content });
        break;
      case "relationship":
        if (pending?.kind !== "relationship" || pending.relationshipKind !== record.relationshipKind || pending.rows.length >= BATCH_SIZE) {
          await flush();
          pending = { kind: "relationship", relationshipKind: record.relationshipKind, rows: [], firstLine: lineNumber, lastLine: lineNumber };
        }
        pending.rows.push(record.row);
        break;
    }
    pending.lastLine = lineNumber;
    parsedRecords++;
  }
  if (!seenHeader) throw new ImportError(`the file is empty: an Engram export starts with its header ${HEADER_FORM}`);
  await flush();
  if (endAt === null) {
    throw new ImportError(`the file ends at line ${lineNumber} without its end record, so it was cut short; the ${summary.records} records it holds were imported`);
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

function checkHeader(record: ReturnType<typeof parseRecord>, line: number): void {
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
