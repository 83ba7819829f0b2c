import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { inject } from "vitest";
import { DEFAULT_SOURCE_TRUST } from "../../src/config.js";
import { ContentStore } from "../../src/knowledge/content-store.js";
import { ingest, type IngestDependencies, type IngestRequest, type IngestResult } from "../../src/knowledge/ingest/run.js";
import { UrlCache } from "../../src/knowledge/ingest/url-cache.js";

export function testDriver(): Driver {
  const { uri, user, password } = inject("neo4j");
  return neo4j.driver(uri, neo4j.auth.basic(user, password));
}

/** Ingest dependencies on the run's Neo4j, with a content store and URL cache in a fresh folder. */
export async function ingestDependencies(driver: Driver, urlCache?: UrlCache, engramHome?: string): Promise<IngestDependencies & { home: string }> {
  const home = engramHome ?? (await mkdtemp(join(tmpdir(), "engram-knowledge-")));
  return {
    home,
    driver,
    database: undefined,
    store: new ContentStore(join(home, "knowledge")),
    urlCache: urlCache ?? new UrlCache(join(home, "http"), 7 * 86400),
    sourceTrust: { ...DEFAULT_SOURCE_TRUST },
  };
}

export const quietProgress = { phase: () => undefined, advance: () => undefined };

export function ingestRequest(overrides: Partial<IngestRequest> & Pick<IngestRequest, "format" | "location" | "source">): IngestRequest {
  return { version: "1.0", language: null, baseUrl: null, sourceKind: null, sourceName: null, ...overrides };
}

export async function ingestQuietly(dependencies: IngestDependencies, request: IngestRequest): Promise<IngestResult> {
  return ingest(dependencies, request, quietProgress);
}
