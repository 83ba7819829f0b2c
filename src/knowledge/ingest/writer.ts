import { createHash } from "node:crypto";
import type { Driver } from "neo4j-driver";
import type { ContentStore } from "../content-store.js";
import { apiReferenceId, documentId, nameWords, sectionUrl, truncateAtWord } from "../identity.js";
import type { ApiEntryInput, DocSectionInput, DocumentInput, ParsedDocSet } from "./types.js";

/** Where a documentation set comes from and how it is addressed. */
export interface DocSetTarget {
  source: string;
  version: string;
  language: string | null;
  /** Prefix of every page URL; null when the set has no public address. */
  baseUrl: string | null;
  /** What the published page adds to a document's path, e.g. `.html` for Node's `fs`. */
  pageSuffix: string;
  fetchMethod: string;
  /** Set when the content is an old copy served because the fetch failed. */
  stale: boolean;
}

export interface ChangeCounts {
  new: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface IngestSummary {
  documents: ChangeCounts;
  apiReferences: ChangeCounts;
  warnings: string[];
}

const BATCH_SIZE = 100;
const SUMMARY_LENGTH = 300;
const SNIPPET_LENGTH = 1000;
/** Sections are what search points at, so their whole text is indexed (PostgreSQL 15's longest is 63k characters, a table of functions); only a runaway one is capped. */
const SECTION_TEXT_LENGTH = 100_000;
/** A page's whole text is indexed too: search scores the page on it (PAGES_BY_TEXT in knowledge/search/candidates.ts); only a runaway one is capped. */
const PAGE_TEXT_LENGTH = 1_000_000;

const EXISTING_DOCUMENTS = `
MATCH (d:ExternalDoc {source: $source, version: $version})
RETURN d.id AS id, d.contentHash AS hash, d.removedAt IS NOT NULL AS removed`;

const EXISTING_API_REFERENCES = `
MATCH (a:APIReference {source: $source, version: $version})
RETURN a.id AS id, a.contentHash AS hash, a.removedAt IS NOT NULL AS removed`;

/** New or changed pages: properties, a DocumentChange when the hash moved, sections rebuilt. */
const UPSERT_DOCUMENTS = `
UNWIND $documents AS doc
MERGE (d:ExternalDoc {id: doc.id})
ON CREATE SET d.accessCount = 0, d.createdAt = datetime($now)
WITH d, doc, d.contentHash AS previousHash
SET d += doc.properties, d.lastUpdated = datetime($now), d.removedAt = null
WITH d, doc, previousHash
CALL (d) {
  WITH * WHERE $sourcedFrom IS NOT NULL
  MERGE (source:Source {id: $sourcedFrom})
  MERGE (d)-[:SOURCED_FROM]->(source)
}
CALL (d, doc, previousHash) {
  WITH * WHERE previousHash IS NOT NULL AND previousHash <> doc.properties.contentHash
  CREATE (d)-[:CHANGED]->(:DocumentChange {at: datetime($now), previousHash: previousHash, contentHash: doc.properties.contentHash})
}
CALL (d) { MATCH (d)-[:HAS_SECTION]->(old:DocSection) DETACH DELETE old }
CALL (d, doc) {
  UNWIND doc.sections AS section
  CREATE (d)-[:HAS_SECTION]->(s:DocSection)
  SET s = section
}`;

/** A deprecation marked by hand (markDeprecated) outlives re-ingests that know nothing of it. */
const UPSERT_API_REFERENCES = `
MERGE (source:Source {id: $source})
WITH source
UNWIND $apis AS api
MERGE (a:APIReference {id: api.id})
ON CREATE SET a.accessCount = 0
SET a += api.properties, a.lastUpdated = datetime($now), a.removedAt = null,
  a.deprecatedIn = coalesce(api.properties.deprecatedIn, a.deprecatedManually)
MERGE (a)-[:SOURCED_FROM]->(source)
WITH a, api
CALL (a) { MATCH (a)-[r:DOCUMENTED_IN|REPLACED_BY]->() WHERE r.manual IS NULL DELETE r }
CALL (a, api) {
  MATCH (d:ExternalDoc {id: api.documentId})
  MERGE (a)-[:DOCUMENTED_IN]->(d)
}`;

/** A deprecation note naming its replacement links the two entries of the same set. */
const LINK_REPLACEMENTS = `
UNWIND $links AS link
MATCH (old:APIReference {id: link.id})
MATCH (replacement:APIReference {id: link.replacementId})
MERGE (old)-[r:REPLACED_BY]->(replacement)
SET r.inVersion = old.deprecatedIn`;

/** Staleness is about the copy, not the content: set on every page of the run, changed or not. */
const MARK_STALENESS = `
MATCH (d:ExternalDoc {source: $source, version: $version})
WHERE d.id IN $ids AND coalesce(d.stale, false) <> $stale
SET d.stale = $stale`;

/** Gone from the source: kept (maintenance deletes later) but no longer found. */
const MARK_DOCUMENTS_REMOVED = `
UNWIND $ids AS id
MATCH (n:ExternalDoc {id: id})
SET n.removedAt = datetime($now)`;

const MARK_API_REFERENCES_REMOVED = `
UNWIND $ids AS id
MATCH (n:APIReference {id: id})
SET n.removedAt = datetime($now)`;

function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** What Neo4j keeps of a page's text (the content store keeps all of it). */
function pageExcerpts(text: string): { summary: string; contentSnippet: string } {
  return { summary: truncateAtWord(text, SUMMARY_LENGTH), contentSnippet: truncateAtWord(text, SNIPPET_LENGTH) };
}

/** The page's address with the section's #anchor; the page's own for its lead. */
function anchoredUrl(pageUrl: string | null, anchor: string | null): string | null {
  return pageUrl !== null && anchor ? `${pageUrl}#${anchor}` : pageUrl;
}

/**
 * Each section's id on its page: `page#anchor`, or the position for a lead; an anchor the page repeats
 * (`flask.Request` and `flask.request` both slug to `flask-request`) gets its position too, so ids stay unique.
 */
function sectionIds(documentId: string, sections: readonly DocSectionInput[]): string[] {
  const seen = new Set<string>();
  return sections.map((section, position) => {
    const id = `${documentId}#${section.anchor ?? position}`;
    const unique = seen.has(id) ? `${id}~${position}` : id;
    seen.add(unique);
    return unique;
  });
}

/** A page's sections as the DocSection rows search points at. */
function sectionRows(documentId: string, pageTitle: string, placement: PagePlacement, sections: DocSectionInput[]) {
  const ids = sectionIds(documentId, sections);
  return sections.map((section, position) => ({
    id: ids[position]!,
    documentId,
    anchor: section.anchor,
    title: section.title,
    pageTitle,
    language: placement.language,
    text: truncateAtWord(section.text, SECTION_TEXT_LENGTH),
    position,
    url: anchoredUrl(placement.pageUrl, section.anchor),
  }));
}

/**
 * Where a page is published and how it was read: what is written beside its content. Pages that no
 * ingest wrote (created through the API) may have no source, version or format.
 */
export interface PagePlacement {
  source: string | null;
  version: string | null;
  language: string | null;
  /** The page's public address (its `sourceUrl`); null when its set has none. */
  pageUrl: string | null;
  /** The ingest format that read the page (one of INGEST_FORMATS). */
  fetchMethod: string | null;
  stale: boolean;
}

export type DocumentRecord = ReturnType<typeof documentRecord>;

/**
 * A page as the graph keeps it, whoever read it (ingest, or maintenance's refresh): its content hash,
 * excerpts, sections and properties. The same content at the same place hashes the same, which is how a
 * re-ingest knows a page did not change.
 */
export function documentRecord(id: string, placement: PagePlacement, document: DocumentInput) {
  // What the set is ingested as counts too: re-ingesting with another language or base URL rewrites.
  const contentHash = hashOf([document.title, document.text, document.markdown, document.sections, document.tags, document.category, document.versionIntroduced, document.deprecatedIn, placement.language, placement.pageUrl]);
  return {
    id,
    hash: contentHash,
    markdown: document.markdown,
    row: {
      id,
      sections: sectionRows(id, document.title, placement, document.sections),
      properties: {
        source: placement.source,
        version: placement.version,
        language: placement.language,
        path: document.path,
        title: document.title,
        ...pageExcerpts(document.text),
        pageText: truncateAtWord(document.text, PAGE_TEXT_LENGTH),
        contentHash,
        sourceUrl: placement.pageUrl,
        tags: document.tags,
        category: document.category,
        versionIntroduced: document.versionIntroduced,
        deprecatedIn: document.deprecatedIn,
        fetchMethod: placement.fetchMethod,
        stale: placement.stale,
      },
    },
  };
}

export interface DocumentWrite {
  now: Date;
  /** The Source to link the pages to; null leaves their links as they are. */
  sourcedFrom: string | null;
}

/** Full text to the content store first, then the pages' rows, so an interrupted write is redone by the next one. */
export async function writeDocuments(driver: Driver, database: string | undefined, store: ContentStore, documents: DocumentRecord[], write: DocumentWrite): Promise<void> {
  await Promise.all(documents.map((document) => store.put(document.id, document.markdown)));
  const rows = documents.map((document) => document.row);
  await driver.executeQuery(UPSERT_DOCUMENTS, { now: write.now.toISOString(), sourcedFrom: write.sourcedFrom, documents: rows }, { database });
}

function ingestedDocument(target: DocSetTarget, document: DocumentInput): DocumentRecord {
  const placement = { ...target, pageUrl: sectionUrl(target.baseUrl, document.path + target.pageSuffix, null) };
  return documentRecord(documentId(target.source, target.version, document.path), placement, document);
}

function apiRow(target: DocSetTarget, api: ApiEntryInput) {
  const properties = {
    source: target.source,
    version: target.version,
    language: target.language,
    name: api.name,
    keywords: nameWords(api.name),
    kind: api.kind,
    signature: api.signature,
    description: api.description,
    versionIntroduced: api.versionIntroduced,
    deprecatedIn: api.deprecatedIn,
    replacementName: api.replacement,
    stability: api.stability,
    exampleCode: api.example ?? null,
    url: sectionUrl(target.baseUrl, api.docPath + target.pageSuffix, api.anchor),
    anchor: api.anchor,
    documentPath: api.docPath,
  };
  const contentHash = hashOf(properties);
  const id = apiReferenceId(target.source, target.version, api.docPath, api.name);
  return {
    id,
    hash: contentHash,
    row: {
      id,
      documentId: documentId(target.source, target.version, api.docPath),
      properties: { ...properties, contentHash },
    },
  };
}

interface Existing {
  hash: string;
  removed: boolean;
}

function classify<T extends { id: string; hash: string }>(items: T[], existing: Map<string, Existing>) {
  const counts: ChangeCounts = { new: 0, updated: 0, unchanged: 0, removed: 0 };
  const changed: T[] = [];
  for (const item of items) {
    const before = existing.get(item.id);
    if (before && before.hash === item.hash && !before.removed) {
      counts.unchanged++;
      continue;
    }
    changed.push(item);
    if (before && !before.removed) counts.updated++;
    else counts.new++;
  }
  const present = new Set(items.map((item) => item.id));
  const removedIds = [...existing].filter(([id, before]) => !present.has(id) && !before.removed).map(([id]) => id);
  counts.removed = removedIds.length;
  return { counts, changed, removedIds };
}

/** Overloads (five `Buffer.from` headings on one page) are one entry: the first, with its signature. */
function uniqueByNameAndPage(apis: ApiEntryInput[]): ApiEntryInput[] {
  const seen = new Map<string, ApiEntryInput>();
  for (const api of apis) {
    const key = `${api.docPath}:${api.name}`;
    if (!seen.has(key)) seen.set(key, api);
  }
  return [...seen.values()];
}

function batches<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) result.push(items.slice(start, start + BATCH_SIZE));
  return result;
}

export interface WriteProgress {
  (done: number, total: number): void;
}

/**
 * Writes a parsed documentation set: only what changed (by content hash), full text to the content
 * store first, then the graph in batches. Re-running after an interruption finishes the job, since a
 * page's hash is written with the page.
 */
export async function writeDocSet(
  driver: Driver,
  database: string | undefined,
  store: ContentStore,
  target: DocSetTarget,
  parsed: ParsedDocSet,
  onProgress: WriteProgress = () => {},
): Promise<IngestSummary> {
  const warnings = [...parsed.warnings];
  const options = { database };
  const startedAt = new Date();
  const now = startedAt.toISOString();
  const parameters = { source: target.source, version: target.version };
  const readExisting = async (query: string) => {
    const { records } = await driver.executeQuery(query, parameters, { ...options, routing: "READ" });
    return new Map<string, Existing>(records.map((r) => [r.get("id"), { hash: r.get("hash"), removed: r.get("removed") }]));
  };
  const documents = classify(parsed.documents.map((document) => ingestedDocument(target, document)), await readExisting(EXISTING_DOCUMENTS));
  const apis = classify(uniqueByNameAndPage(parsed.apis).map((api) => apiRow(target, api)), await readExisting(EXISTING_API_REFERENCES));

  const total = documents.changed.length + apis.changed.length;
  let done = 0;
  onProgress(done, total);
  for (const batch of batches(documents.changed)) {
    await writeDocuments(driver, database, store, batch, { now: startedAt, sourcedFrom: target.source });
    onProgress((done += batch.length), total);
  }
  for (const batch of batches(apis.changed)) {
    await driver.executeQuery(UPSERT_API_REFERENCES, { ...parameters, now, apis: batch.map((api) => api.row) }, options);
    onProgress((done += batch.length), total);
  }
  const byName = new Map<string, string>();
  for (const api of parsed.apis) if (!byName.has(api.name)) byName.set(api.name, apiReferenceId(target.source, target.version, api.docPath, api.name));
  const links = apis.changed
    .map((api) => ({ id: api.id, replacementId: api.row.properties.replacementName ? byName.get(api.row.properties.replacementName) : undefined }))
    .filter((link): link is { id: string; replacementId: string } => link.replacementId !== undefined && link.replacementId !== link.id);
  if (links.length > 0) await driver.executeQuery(LINK_REPLACEMENTS, { links }, options);
  const presentIds = parsed.documents.map((document) => documentId(target.source, target.version, document.path));
  await driver.executeQuery(MARK_STALENESS, { ...parameters, ids: presentIds, stale: target.stale }, options);
  if (documents.removedIds.length > 0) await driver.executeQuery(MARK_DOCUMENTS_REMOVED, { ids: documents.removedIds, now }, options);
  if (apis.removedIds.length > 0) await driver.executeQuery(MARK_API_REFERENCES_REMOVED, { ids: apis.removedIds, now }, options);
  return { documents: documents.counts, apiReferences: apis.counts, warnings };
}
