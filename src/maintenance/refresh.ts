import neo4j, { type Driver } from "neo4j-driver";
import { daysBefore } from "../analytics/window.js";
import type { MaintenanceConfig, RefreshClass } from "../config.js";
import type { ContentStore } from "../knowledge/content-store.js";
import { pageSourceUrl, readFetchedPage, type FetchedPage, type KnownPage } from "../knowledge/ingest/page.js";
import type { DocumentInput } from "../knowledge/ingest/types.js";
import { documentRecord, writeDocuments } from "../knowledge/ingest/writer.js";
import type { Logger } from "../logger.js";
import { readRecords } from "../neo4j/transactions.js";

const RECENT_USE_DAYS = 7;
const FETCH_TIMEOUT_MS = 30_000;
const CONCURRENT_FETCHES = 4;

/** A document's category names its class when it can; otherwise its source's kind decides. */
const CATEGORY_CLASSES: Record<string, RefreshClass> = { official: "official", tutorial: "tutorial", tutorials: "tutorial", community: "community", library: "library" };
const KIND_CLASSES: Record<string, RefreshClass> = {
  official_docs: "official",
  curated_tutorial: "tutorial",
  community: "community",
  stackoverflow_accepted: "community",
  blog_unknown: "community",
  github_maintainer: "library",
};

/** "Top 20% by use": the access count at the 80th percentile of the pages still published. */
const USE_THRESHOLD = `
MATCH (d:ExternalDoc) WHERE d.removedAt IS NULL
RETURN percentileDisc(coalesce(d.accessCount, 0), 0.8) AS threshold`;

/** Stale (older than its class's interval) and valuable (read in the last week, or among the most read). */
const REFRESH_CANDIDATES = `
MATCH (d:ExternalDoc)
WHERE d.removedAt IS NULL AND d.sourceUrl STARTS WITH 'http'
  AND (d.lastAccessed >= datetime($recentSince) OR (d.accessCount > 0 AND d.accessCount >= $threshold))
WITH d, coalesce($categoryClasses[toLower(coalesce(d.category, ''))], $kindClasses[coalesce(head([(d)-[:SOURCED_FROM]->(s:Source) | s.kind]), '')], 'official') AS refreshClass
WHERE coalesce(d.lastUpdated, datetime('0001-01-01T00:00:00Z')) < datetime($now) - duration({seconds: $intervals[refreshClass]})
RETURN d.id AS id, d.sourceUrl AS url, d.contentHash AS contentHash, d.source AS source, d.version AS version, d.language AS language,
  d.fetchMethod AS fetchMethod, d.path AS path, d.title AS title, coalesce(d.tags, []) AS tags, d.category AS category,
  d.versionIntroduced AS versionIntroduced, d.deprecatedIn AS deprecatedIn
ORDER BY d.accessCount DESC, d.id
LIMIT $limit`;

/** Fetched again: fresh now, whether the content changed (and was rewritten) or not. */
const VERIFIED = `
MATCH (d:ExternalDoc {id: $id})
SET d.lastUpdated = datetime($now), d.refreshedAt = datetime($now), d.stale = false`;

/** The old copy stays, marked stale, and is tried again at the next run. */
const FETCH_FAILED = `
MATCH (d:ExternalDoc {id: $id})
SET d.stale = true, d.refreshFailedAt = datetime($now)`;

interface Candidate {
  id: string;
  url: string;
  contentHash: string | null;
  source: string | null;
  version: string | null;
  language: string | null;
  /** The ingest format that read the page. */
  fetchMethod: string | null;
  /** Its path is null on a page that no ingest wrote; the URL's path stands in. */
  known: Omit<KnownPage, "path"> & { path: string | null };
}

export interface RefreshCounts {
  documentsRefreshed: number;
  documentsUnchanged: number;
  documentsRefreshFailed: number;
}

/** Fetches stale, valuable pages again; a failed fetch keeps the old copy. */
export class DocumentRefresher {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly store: ContentStore,
    private readonly config: MaintenanceConfig,
    private readonly log: Logger,
  ) {}

  async run(now: Date): Promise<RefreshCounts> {
    const counts: RefreshCounts = { documentsRefreshed: 0, documentsUnchanged: 0, documentsRefreshFailed: 0 };
    if (this.config.refreshLimit === 0) return counts;
    const candidates = await this.candidates(now);
    const queue = [...candidates];
    const worker = async () => {
      for (let candidate = queue.shift(); candidate; candidate = queue.shift()) {
        const outcome = await this.refresh(candidate, now);
        counts[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_FETCHES }, worker));
    return counts;
  }

  private async candidates(now: Date): Promise<Candidate[]> {
    const [thresholdRecord] = await readRecords(this.driver, this.database, USE_THRESHOLD, {});
    const intervals = Object.fromEntries(Object.entries(this.config.refreshIntervalSeconds).map(([name, seconds]) => [name, neo4j.int(seconds)]));
    const records = await readRecords(this.driver, this.database, REFRESH_CANDIDATES, {
      now: now.toISOString(),
      recentSince: daysBefore(now, RECENT_USE_DAYS),
      threshold: thresholdRecord?.get("threshold") ?? 0,
      categoryClasses: CATEGORY_CLASSES,
      kindClasses: KIND_CLASSES,
      intervals,
      limit: neo4j.int(this.config.refreshLimit),
    });
    return records.map((r) => ({
      id: r.get("id"),
      url: r.get("url"),
      contentHash: r.get("contentHash"),
      source: r.get("source"),
      version: r.get("version"),
      language: r.get("language"),
      fetchMethod: r.get("fetchMethod"),
      known: {
        path: r.get("path"),
        title: r.get("title"),
        tags: r.get("tags"),
        category: r.get("category"),
        versionIntroduced: r.get("versionIntroduced"),
        deprecatedIn: r.get("deprecatedIn"),
      },
    }));
  }

  private async download(candidate: Candidate): Promise<DocumentInput> {
    const response = await fetch(pageSourceUrl(candidate.fetchMethod, candidate.url), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page: FetchedPage = { body: await response.text(), contentType: response.headers.get("content-type") };
    const path = candidate.known.path ?? new URL(candidate.url).pathname.replace(/^\/+/, "");
    return readFetchedPage(candidate.fetchMethod, { ...candidate.known, path }, page);
  }

  private async refresh(candidate: Candidate, now: Date): Promise<keyof RefreshCounts> {
    const at = now.toISOString();
    let document: DocumentInput;
    try {
      document = await this.download(candidate);
    } catch (error) {
      this.log.warn({ document: candidate.id, url: candidate.url, err: (error as Error).message }, "Refreshing a document failed; keeping the old copy");
      await this.driver.executeQuery(FETCH_FAILED, { id: candidate.id, now: at }, { database: this.database });
      return "documentsRefreshFailed";
    }
    const placement = { source: candidate.source, version: candidate.version, language: candidate.language, pageUrl: candidate.url, fetchMethod: candidate.fetchMethod, stale: false };
    const record = documentRecord(candidate.id, placement, document);
    const changed = record.hash !== candidate.contentHash;
    // a page fetched again keeps the Source it was ingested under (or none, if it came through the API)
    if (changed) await writeDocuments(this.driver, this.database, this.store, [record], { now, sourcedFrom: null });
    await this.driver.executeQuery(VERIFIED, { id: candidate.id, now: at }, { database: this.database });
    return changed ? "documentsRefreshed" : "documentsUnchanged";
  }
}
