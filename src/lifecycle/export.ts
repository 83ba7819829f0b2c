import neo4j, { type Driver, type Record as Neo4jRecord } from "neo4j-driver";
import type { ContentStore } from "../knowledge/content-store.js";
import { ENGRAM_VERSION } from "../version.js";
import { countQuery, NODE_KINDS, nodePageQuery, RELATIONSHIP_KINDS, relationshipPageQuery, type NodeKind, type RelationshipKind } from "./graph.js";
import { addCount, endLine, headerLine, type Endpoint, type NodeRecord, type RelationshipRecord } from "./records.js";
import { encodeProperties } from "./values.js";

/** Nodes (or, for relationships, nodes of the end paged by) read per query. */
const PAGE_SIZE = 1_000;

export interface ExportSummary {
  records: number;
  /** Per label, owned nodes (MemoryRevision, DocumentChange) included. */
  nodes: Record<string, number>;
  relationships: Record<string, number>;
  /** Nodes left out because their key is missing or not a string, per label; empty normally. */
  leftOut: Record<string, number>;
  seconds: number;
}

export interface ExportProgress {
  phase(name: "nodes" | "relationships", total: number): void;
  advance(done: number): void;
}

const quiet: ExportProgress = { phase: () => undefined, advance: () => undefined };

/** Where lines go; resolves once the line may be followed by the next (backpressure). */
export type LineWriter = (line: string) => Promise<void>;

interface Page<T> {
  items: T[];
  lastKey: string | null;
  /** Nodes of the paged label this page covered. */
  visited: number;
}

/**
 * Writes the whole graph Engram keeps (see graph.ts for what is carried) as the lines of an export
 * file, reading a page at a time: memory stays flat however large the database. Not a snapshot: a
 * write made while it runs may be in it or not.
 */
export async function exportGraph(
  driver: Driver,
  database: string | undefined,
  store: ContentStore,
  write: LineWriter,
  progress: ExportProgress = quiet,
): Promise<ExportSummary> {
  const started = performance.now();
  const summary: ExportSummary = { records: 0, nodes: {}, relationships: {}, leftOut: {}, seconds: 0 };
  const read = async (query: string, parameters: Record<string, unknown>): Promise<Records> =>
    (await driver.executeQuery(query, parameters, { database, routing: "READ" })).records;
  const labelCount = async (label: string) => Number((await read(countQuery(label), {}))[0]!.get("count"));

  /** Pages through one query, writing each page's lines before the next is read. */
  const pages = async <T>(query: string, toPage: (records: Records) => Promise<Page<T>> | Page<T>, emit: (item: T) => Promise<void>) => {
    let after = "";
    let visited = 0;
    for (;;) {
      const page = await toPage(await read(query, { after, limit: neo4j.int(PAGE_SIZE) }));
      for (const item of page.items) await emit(item);
      visited += page.visited;
      if (page.lastKey === null) return visited;
      after = page.lastKey;
    }
  };
  const emit = async (line: string) => {
    await write(line);
    summary.records++;
  };

  await write(headerLine(ENGRAM_VERSION, new Date()));

  const nodeTotals = await Promise.all(NODE_KINDS.map((kind) => labelCount(kind.label)));
  progress.phase("nodes", nodeTotals.reduce((a, b) => a + b, 0));
  let done = 0;
  for (const [index, kind] of NODE_KINDS.entries()) {
    const exported = await pages(nodePageQuery(kind), (records) => nodePage(kind, records, store), async (record) => {
      await emit(JSON.stringify(record));
      addCount(summary.nodes, kind.label);
      if (kind.owned) addCount(summary.nodes, kind.owned.label, record[kind.owned.field]?.length ?? 0);
      progress.advance(++done);
    });
    if (exported < nodeTotals[index]!) summary.leftOut[kind.label] = nodeTotals[index]! - exported;
  }

  const pagedTotals = await Promise.all(RELATIONSHIP_KINDS.map((kind) => labelCount(kind.pageBy === "from" ? kind.from : kind.to)));
  progress.phase("relationships", pagedTotals.reduce((a, b) => a + b, 0));
  done = 0;
  for (const kind of RELATIONSHIP_KINDS) {
    done += await pages(relationshipPageQuery(kind), (records) => relationshipPage(kind, records), async (record) => {
      await emit(JSON.stringify(record));
      addCount(summary.relationships, kind.type);
    });
    progress.advance(done);
  }

  await write(endLine(summary.records));
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

type Records = Neo4jRecord[];

async function nodePage(kind: NodeKind, records: Records, store: ContentStore): Promise<Page<NodeRecord>> {
  const contents = kind.withContent ? await Promise.all(records.map((record) => store.get(record.get("key") as string))) : [];
  const items = records.map((record, index) => {
    const key = record.get("key") as string;
    const where = `${kind.label} ${key}`;
    const node: NodeRecord = { kind: "node", label: kind.label, properties: encodeProperties(record.get("properties"), where) };
    if (kind.owned) {
      node[kind.owned.field] = (record.get("owned") as Record<string, unknown>[]).map((owned) => encodeProperties(owned, `${where}, ${kind.owned!.field}`));
    }
    if (kind.withContent) node.content = contents[index] ?? null;
    return node;
  });
  return { items, lastKey: lastKeyOf(records), visited: records.length };
}

interface Link {
  from: Record<string, string>;
  to: Record<string, string>;
  properties: Record<string, unknown>;
}

function relationshipPage(kind: RelationshipKind, records: Records): Page<RelationshipRecord> {
  const items = records.flatMap((record) =>
    (record.get("links") as Link[]).map((link) => {
      const relationship: RelationshipRecord = {
        kind: "relationship",
        type: kind.type,
        from: { label: kind.from, ...link.from } as Endpoint,
        to: { label: kind.to, ...link.to } as Endpoint,
      };
      const properties = encodeProperties(link.properties, `${kind.type} from ${JSON.stringify(link.from)}`);
      if (Object.keys(properties).length > 0) relationship.properties = properties;
      return relationship;
    }),
  );
  return { items, lastKey: lastKeyOf(records), visited: records.length };
}

/** The key to read after, or null when this page was the last. */
function lastKeyOf(records: Records): string | null {
  return records.length < PAGE_SIZE ? null : (records.at(-1)!.get("key") as string);
}
