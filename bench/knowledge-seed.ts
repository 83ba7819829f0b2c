import { mkdtemp } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { DEFAULT_SOURCE_TRUST, loadConfig } from "../src/config.js";
import { embedStale } from "../src/doors/cli/embeddings.js";
import { createLogger } from "../src/logger.js";
import { ContentStore } from "../src/knowledge/content-store.js";
import { parseNodeApi } from "../src/knowledge/ingest/node-api.js";
import { ingest, type IngestDependencies, type IngestRequest } from "../src/knowledge/ingest/run.js";
import { parseSphinx } from "../src/knowledge/ingest/sphinx.js";
import type { ParsedDocSet } from "../src/knowledge/ingest/types.js";
import { UrlCache } from "../src/knowledge/ingest/url-cache.js";
import { writeDocSet, type DocSetTarget } from "../src/knowledge/ingest/writer.js";

const DOCS = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram", "debian-docs", "usr", "share", "doc");
/** The real documentation every knowledge benchmark ingests. */
export const REAL_DOC_SETS = {
  node: { format: "node-api", location: join(DOCS, "nodejs", "api"), source: "node_docs", version: "18.20.4", language: "javascript", baseUrl: "https://nodejs.org/docs/v18.20.4/api/", sourceKind: null, sourceName: null },
  python: { format: "sphinx", location: join(DOCS, "python3.11", "html"), source: "python_docs", version: "3.11", language: "python", baseUrl: "https://docs.python.org/3.11/", sourceKind: null, sourceName: null },
  postgres: { format: "docbook", location: join(DOCS, "postgresql-doc-15", "html"), source: "postgres_docs", version: "15", language: "sql", baseUrl: "https://www.postgresql.org/docs/15/", sourceKind: null, sourceName: null },
} as const satisfies Record<string, IngestRequest>;
const NODE = REAL_DOC_SETS.node;
const PYTHON = REAL_DOC_SETS.python;
/** Older releases the generated copies pretend to be, as a versioned documentation graph has them. */
const OLDER_NODE = ["17.9.1", "16.20.2", "14.21.3", "12.22.12", "10.24.1", "8.17.0", "6.17.1", "4.9.1"];
const OLDER_PYTHON = ["3.10", "3.9", "3.8", "3.7", "3.6", "3.5", "3.4", "3.3"];

/** Every node without a vector of the default local model gets one, by the job the server runs (in this process): how many, in how long. */
export async function embedEverything(driver: Driver): Promise<{ nodes: number; seconds: number }> {
  const config = loadConfig({ ...process.env, NEO4J_URI: undefined, ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true" });
  const summary = (await embedStale(config, driver, undefined, createLogger("warn", 2)))!;
  return { nodes: summary.embedded, seconds: summary.seconds };
}

/** What ingesting into a harness-started Engram's own Neo4j and home needs. */
export function benchIngestDependencies(driver: Driver, home: string): IngestDependencies {
  return {
    driver,
    database: undefined,
    store: new ContentStore(join(home, "knowledge")),
    urlCache: new UrlCache(join(home, "http"), 86400),
    sourceTrust: { ...DEFAULT_SOURCE_TRUST },
  };
}

export interface KnowledgeSeed {
  /** ExternalDoc and APIReference nodes in the graph after seeding. */
  nodes: number;
  notes: string[];
}

const silent = { phase: () => undefined, advance: () => undefined };

function countOf(parsed: ParsedDocSet): number {
  return parsed.documents.length + parsed.apis.length;
}

/**
 * Node.js 18's and Python 3.11's real documentation, then copies of both as older versions until the
 * graph holds `target` ExternalDoc and APIReference nodes. Ingesting Node's docs is timed on its own.
 */
export async function seedKnowledge(driver: Driver, database: string | undefined, target: number): Promise<KnowledgeSeed> {
  const store = new ContentStore(await mkdtemp(join(tmpdir(), "engram-bench-knowledge-")));
  const dependencies = { driver, database, store, urlCache: new UrlCache(join(tmpdir(), "engram-bench-http"), 86400), sourceTrust: { ...DEFAULT_SOURCE_TRUST } };
  const started = performance.now();
  const node = await ingest(dependencies, NODE, silent);
  const nodeSeconds = (performance.now() - started) / 1000;
  await ingest(dependencies, PYTHON, silent);

  const sets = [
    { parsed: await parseNodeApi(NODE.location), source: NODE.source, language: "javascript", versions: OLDER_NODE, pageSuffix: ".html" },
    { parsed: await parseSphinx(PYTHON.location), source: PYTHON.source, language: "python", versions: OLDER_PYTHON, pageSuffix: "" },
  ];
  let nodes = sets.reduce((sum, set) => sum + countOf(set.parsed), 0);
  for (let copy = 0; nodes < target && copy < OLDER_NODE.length; copy++) {
    for (const set of sets) {
      if (nodes >= target) break;
      const version = set.versions[copy]!;
      const docSet: DocSetTarget = { source: set.source, version, language: set.language, baseUrl: null, pageSuffix: set.pageSuffix, fetchMethod: "bench-copy", stale: false };
      process.stderr.write(`Seeding ${set.source} ${version} (generated copy)...\n`);
      await writeDocSet(driver, database, store, docSet, set.parsed);
      nodes += countOf(set.parsed);
    }
  }
  const documents = node.documents.new;
  const apis = node.apiReferences.new;
  return {
    nodes,
    notes: [
      `Knowledge: Node.js 18.20.4's and Python 3.11's real documentation (Debian's nodejs-doc and python3.11-doc), plus generated copies of both labelled as older versions, ${nodes.toLocaleString("en-US")} ExternalDoc and APIReference nodes in all (their sections besides).`,
      `Ingesting all of Node.js's API docs (${documents} pages, ${apis.toLocaleString("en-US")} API entries, parse and write, into the empty graph) took ${nodeSeconds.toFixed(1)} s.`,
    ],
  };
}
