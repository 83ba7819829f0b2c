import type { Driver } from "neo4j-driver";
import { badInput } from "../../errors.js";
import type { ContentStore } from "../content-store.js";
import { ensureSource } from "../sources.js";
import { parseDocBook } from "./docbook.js";
import { parseMarkdown } from "./markdown.js";
import { parseNodeApi } from "./node-api.js";
import { parseSphinx } from "./sphinx.js";
import type { DocSetParser, ParsedDocSet } from "./types.js";
import { fetchDocSet } from "./url.js";
import type { UrlCache } from "./url-cache.js";
import { writeDocSet, type IngestSummary } from "./writer.js";

export const INGEST_FORMATS = ["sphinx", "docbook", "node-api", "markdown", "url"] as const;
export type IngestFormat = (typeof INGEST_FORMATS)[number];

const FOLDER_PARSERS: Record<Exclude<IngestFormat, "url">, { parse: DocSetParser; pageSuffix: string }> = {
  sphinx: { parse: parseSphinx, pageSuffix: "" },
  docbook: { parse: parseDocBook, pageSuffix: "" },
  "node-api": { parse: parseNodeApi, pageSuffix: ".html" },
  markdown: { parse: parseMarkdown, pageSuffix: "" },
};

export interface IngestRequest {
  format: IngestFormat;
  /** A folder for sphinx, docbook, node-api and markdown; an http(s) URL for url. */
  location: string;
  source: string;
  version: string;
  language: string | null;
  baseUrl: string | null;
  sourceKind: string | null;
  sourceName: string | null;
}

export interface IngestDependencies {
  driver: Driver;
  database: string | undefined;
  store: ContentStore;
  urlCache: UrlCache;
  sourceTrust: Record<string, number>;
}

/** Long work reports its phases: parsing files, then writing what changed. */
export interface IngestProgress {
  phase(name: "parse" | "write", total: number): void;
  advance(done: number, total: number): void;
}

export interface IngestResult extends IngestSummary {
  /** True when a URL could not be fetched and an older copy was ingested instead. */
  stale: boolean;
}

function checkRequest(request: IngestRequest): void {
  if (!INGEST_FORMATS.includes(request.format)) throw badInput("format", `must be one of ${INGEST_FORMATS.join(", ")} (got "${request.format}")`);
  if (request.version.trim() === "" || !/\d/.test(request.version)) throw badInput("version", `must be the documentation's version, such as 3.11 or 18.20.4 (got "${request.version}")`);
  if (request.baseUrl !== null && !/^https?:\/\/\S+$/.test(request.baseUrl)) throw badInput("baseUrl", `must be an http(s) URL (got "${request.baseUrl}")`);
}

async function parse(request: IngestRequest, urlCache: UrlCache, progress: IngestProgress) {
  if (request.format === "url") {
    const fetched = await fetchDocSet(request.location, urlCache);
    return { parsed: fetched.parsed, baseUrl: request.baseUrl ?? fetched.baseUrl, pageSuffix: "", stale: fetched.stale, fetchMethod: "url" };
  }
  const { parse: parseFolder, pageSuffix } = FOLDER_PARSERS[request.format];
  let started = false;
  const parsed: ParsedDocSet = await parseFolder(request.location, {
    onProgress: (done, total) => {
      if (!started) progress.phase("parse", total);
      started = true;
      progress.advance(done, total);
    },
  });
  return { parsed, baseUrl: request.baseUrl, pageSuffix, stale: false, fetchMethod: request.format };
}

/** Parses a documentation set and writes what changed, under its Source. */
export async function ingest(dependencies: IngestDependencies, request: IngestRequest, progress: IngestProgress): Promise<IngestResult> {
  checkRequest(request);
  const { driver, database, store } = dependencies;
  await ensureSource(driver, database, { id: request.source, name: request.sourceName, kind: request.sourceKind, url: request.baseUrl }, dependencies.sourceTrust);
  const { parsed, baseUrl, pageSuffix, stale, fetchMethod } = await parse(request, dependencies.urlCache, progress);
  let started = false;
  const summary = await writeDocSet(
    driver,
    database,
    store,
    { source: request.source, version: request.version.replace(/^v/i, ""), language: request.language, baseUrl, pageSuffix, fetchMethod, stale },
    parsed,
    (done, total) => {
      if (!started) progress.phase("write", total);
      started = true;
      progress.advance(done, total);
    },
  );
  return { ...summary, stale };
}
