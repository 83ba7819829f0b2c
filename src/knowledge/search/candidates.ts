import neo4j, { type Driver } from "neo4j-driver";
import { targetFor } from "../../embeddings/targets.js";
import { FULLTEXT_INDEXES } from "../../neo4j/migrations.js";
import type { SearchScores } from "../../search/fusion.js";
import { scoresByMeaning, scoresByWords } from "../../search/pipeline.js";
import { queryTerms } from "../../search/terms.js";
import type { LanguageFilter, PinnedSets } from "./scope.js";

export type ExternalKind = "DOC" | "API" | "BEST_PRACTICE" | "EXAMPLE";

/** One external item matched by Lucene or by meaning, with what ranking and the hit need. */
export interface KnowledgeCandidate extends SearchScores {
  kind: ExternalKind;
  id: string;
  /** Groups versions of one item: source + path or name. */
  identity: string;
  title: string;
  /** Text the excerpt is taken from: the matched section, the description… */
  text: string;
  /** More words the item answers to (an API name split into words); matched, never shown. */
  keywords: string;
  /** The id of the page it stands on (a section's or page's own, an API entry's documenting page); null for none, or a page without its whole text (created through the API). */
  page: string | null;
  url: string | null;
  tags: string[];
  version: string | null;
  /** `source@version` of the documentation set it belongs to (npm:zod@3.23.8); null for items of no set. */
  docSet: string | null;
  versionIntroduced: string | null;
  deprecatedIn: string | null;
  stability: string | null;
  replacedBy: string | null;
  trust: number | null;
  /** ms since the epoch, or null when unknown. */
  lastUpdated: number | null;
  accessCount: number;
}

export interface CandidateFilters {
  languages: LanguageFilter | null;
  /** Sources DOC and API hits must come from (the sets a version names); null for any. */
  sources: string[] | null;
  /** Package sets whose other versions are left out (a project's locked versions, or the version asked); null for none. */
  pinned: PinnedSets | null;
  domain: string | null;
  tags: string[] | null;
  since: string | null;
}

/** Filters shared by every kind; `item` is the node carrying language, dates and tags. */
const filterOn = (item: string, domainProperty: string) => `
  ${item}.removedAt IS NULL
  AND ($languages IS NULL OR toLower(${item}.language) IN $languages OR ($orUnlabelled AND ${item}.language IS NULL))
  AND ($since IS NULL OR ${item}.lastUpdated >= datetime($since))
  AND ($domain IS NULL OR toLower(${domainProperty}) = toLower($domain) OR $domain IN coalesce(${item}.tags, []))
  AND ($tags IS NULL OR any(tag IN $tags WHERE tag IN coalesce(${item}.tags, [])))`;

/** Pages and API entries come from a source; best practices and examples do not. Of a pinned source, only its pinned versions. */
const fromSources = (item: string) => `AND ($sources IS NULL OR ${item}.source IN $sources)
  AND ($pinnedSources IS NULL OR NOT ${item}.source IN $pinnedSources OR ${item}.source + '@' + ${item}.version IN $pinnedSets)`;

const COMMON_RETURN = (item: string) => `
  coalesce(${item}.tags, []) AS tags,
  ${item}.version AS version,
  ${item}.source + '@' + ${item}.version AS docSet,
  ${item}.versionIntroduced AS versionIntroduced,
  ${item}.deprecatedIn AS deprecatedIn,
  toInteger(coalesce(${item}.accessCount, 0)) AS accessCount,
  CASE WHEN ${item}.lastUpdated IS NULL THEN null ELSE ${item}.lastUpdated.epochMillis END AS lastUpdated,
  [(${item})-[:SOURCED_FROM]->(s:Source) | s.trustScore][0] AS trust`;

/** Sections point a hit (the page's id, the section's URL) at the part of the page that answers. */
const DOC_SECTIONS = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $candidates}) YIELD node AS section, score
MATCH (d:ExternalDoc)-[:HAS_SECTION]->(section)
WHERE ${filterOn("d", "d.category")} ${fromSources("d")}
RETURN 'DOC' AS kind, d.id AS id, coalesce(d.source, '') + ':' + coalesce(d.path, d.id) + '#' + coalesce(section.anchor, '') AS identity,
  CASE WHEN section.anchor IS NULL OR section.title = d.title THEN d.title ELSE d.title + ' — ' + section.title END AS title,
  section.text AS text, coalesce(section.url, d.sourceUrl) AS url, score,
  null AS stability, null AS replacedBy, '' AS keywords, d.id AS page, ${COMMON_RETURN("d")}`;

/** Pages without sections (created through the API rather than ingested) are matched as a whole. */
const DOC_PAGES = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $candidates}) YIELD node AS d, score
WHERE NOT (d)-[:HAS_SECTION]->() AND ${filterOn("d", "d.category")} ${fromSources("d")}
RETURN 'DOC' AS kind, d.id AS id, coalesce(d.source, '') + ':' + coalesce(d.path, d.id) AS identity, d.title AS title,
  coalesce(d.contentSnippet, d.summary, '') AS text, d.sourceUrl AS url, score,
  null AS stability, null AS replacedBy, '' AS keywords, CASE WHEN d.pageText IS NULL THEN null ELSE d.id END AS page, ${COMMON_RETURN("d")}`;

const API_REFERENCES = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $candidates}) YIELD node AS a, score
OPTIONAL MATCH (a)-[:DOCUMENTED_IN]->(page:ExternalDoc)
WITH a, score, page
WHERE ${filterOn("a", "coalesce(page.category, a.kind)")} ${fromSources("a")}
RETURN 'API' AS kind, a.id AS id, coalesce(a.source, '') + ':' + coalesce(a.documentPath, '') + ':' + a.name AS identity, a.name AS title,
  coalesce(a.description, a.signature, a.name) AS text, a.url AS url, score, a.stability AS stability,
  coalesce([(a)-[:REPLACED_BY]->(r:APIReference) | r.name][0], a.replacementName) AS replacedBy, coalesce(a.keywords, '') AS keywords, page.id AS page, ${COMMON_RETURN("a")}`;

const BEST_PRACTICES = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $candidates}) YIELD node AS b, score
WHERE ${filterOn("b", "b.domain")}
RETURN 'BEST_PRACTICE' AS kind, b.id AS id, 'best-practice:' + b.id AS identity, b.title AS title,
  coalesce(b.description, '') + '\n' + coalesce(b.whenToUse, '') AS text, null AS url, score,
  null AS stability, null AS replacedBy, '' AS keywords, null AS page,
  coalesce(b.tags, []) AS tags, null AS version, null AS docSet, null AS versionIntroduced, null AS deprecatedIn,
  0 AS accessCount, CASE WHEN b.lastValidated IS NULL THEN null ELSE b.lastValidated.epochMillis END AS lastUpdated,
  coalesce([(b)-[:SOURCED_FROM]->(s:Source) | s.trustScore][0], b.confidenceScore) AS trust`;

const CODE_EXAMPLES = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $candidates}) YIELD node AS e, score
WHERE ${filterOn("e", "e.framework")}
RETURN 'EXAMPLE' AS kind, e.id AS id, 'example:' + e.id AS identity, e.title AS title,
  coalesce(e.explanation, '') + '\n' + coalesce(e.useCase, '') AS text, e.sourceUrl AS url, score,
  null AS stability, null AS replacedBy, '' AS keywords, null AS page,
  [] AS tags, e.worksWithVersion AS version, null AS docSet, null AS versionIntroduced, null AS deprecatedIn,
  toInteger(coalesce(e.upvotes, 0)) AS accessCount, null AS lastUpdated,
  [(e)-[:SOURCED_FROM]->(s:Source) | s.trustScore][0] AS trust`;

export interface KindQuery {
  kind: ExternalKind;
  index: string;
  cypher: string;
  /** The same branch over the kind's vector index, for kinds that have vectors. */
  vector?: { index: string; cypher: string };
}

const FULLTEXT_CALL = /^\s*CALL db\.index\.fulltext\.queryNodes\(\$index, \$lucene, \{limit: \$candidates\}\) YIELD node AS (\w+), score/;

/** A fulltext branch turned into its vector twin: nearest by cosine, vectors of the current model only. */
function overVectors(cypher: string): string {
  const match = FULLTEXT_CALL.exec(cypher);
  if (!match) throw new Error("a knowledge branch must start with its fulltext call");
  const node = match[1]!;
  return cypher.replace(
    FULLTEXT_CALL,
    `CALL db.index.vector.queryNodes($index, $k, $vector) YIELD node AS ${node}, score\nWITH ${node}, score WHERE ${node}.embeddingModel = $embeddingModel`,
  );
}

export const KIND_QUERIES: readonly KindQuery[] = [
  { kind: "DOC", index: FULLTEXT_INDEXES.docSection, cypher: DOC_SECTIONS, vector: { index: targetFor("DocSection").index, cypher: overVectors(DOC_SECTIONS) } },
  { kind: "DOC", index: FULLTEXT_INDEXES.externalDoc, cypher: DOC_PAGES },
  { kind: "API", index: FULLTEXT_INDEXES.apiReference, cypher: API_REFERENCES, vector: { index: targetFor("APIReference").index, cypher: overVectors(API_REFERENCES) } },
  { kind: "BEST_PRACTICE", index: FULLTEXT_INDEXES.bestPractice, cypher: BEST_PRACTICES },
  { kind: "EXAMPLE", index: FULLTEXT_INDEXES.codeExample, cypher: CODE_EXAMPLES },
];

/**
 * The question over every field of the index (the questions measured in BENCHMARKS.md found the
 * question as typed better than its content words alone). One of the languages must match too (or none
 * be named, with orUnlabelled), without scoring (^0), inside the index rather than after its top k.
 */
export function knowledgeQuery(question: string, languages: LanguageFilter | null = null): string {
  const languageWords = [...new Set(languages?.languages.flatMap(queryTerms) ?? [])];
  if (languageWords.length === 0) return question;
  const inLanguage = `language:(${languageWords.join(" ")})`;
  const filter = languages!.orUnlabelled ? `(${inLanguage} (*:* -language:*))` : inLanguage;
  return `+${filter}^0 +(${question})`;
}

/** The filters as query parameters: languages lower-cased, as the Cypher compares them. */
function filterParameters({ languages, pinned, ...rest }: CandidateFilters) {
  return { ...rest, languages: languages?.languages ?? null, orUnlabelled: languages?.orUnlabelled ?? false, pinnedSources: pinned?.sources ?? null, pinnedSets: pinned?.sets ?? null };
}

/** One round trip: every kind's query as a branch of one UNION, each on its own index. */
function unionOf(branches: readonly string[]): string {
  return `CALL () {${branches.map((branch, index) => branch.replaceAll("$index", `$index${index}`)).join("\nUNION ALL\n")}\n}\nRETURN *`;
}

const indexParameters = (indexes: readonly string[]) => Object.fromEntries(indexes.map((index, position) => [`index${position}`, index]));

export async function fetchCandidates(
  driver: Driver,
  database: string | undefined,
  queries: readonly KindQuery[],
  lucene: string,
  filters: CandidateFilters,
  candidates: number,
): Promise<KnowledgeCandidate[]> {
  if (queries.length === 0) return [];
  const { records } = await driver.executeQuery(
    unionOf(queries.map((query) => query.cypher)),
    { ...indexParameters(queries.map((query) => query.index)), lucene: knowledgeQuery(lucene, filters.languages), candidates: neo4j.int(candidates), ...filterParameters(filters) },
    { database, routing: "READ" },
  );
  return records.map((record) => candidateOf(record, scoresByWords(record)));
}

/**
 * Pages by their whole text (plain BM25 over each page, see migrations' doc_page_fulltext), under the same
 * filters as their sections: the page's own evidence for the sections and entries on it (see withGroupEvidence in search/fusion.ts).
 */
const PAGES_BY_TEXT = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $pages}) YIELD node AS d, score
WHERE ${filterOn("d", "d.category")} ${fromSources("d")}
RETURN d.id AS page, score`;

/** The best pages for the question by their whole text, with their BM25 scores. */
export async function fetchPageScores(driver: Driver, database: string | undefined, lucene: string, filters: CandidateFilters, pages: number): Promise<Map<string, number>> {
  const { records } = await driver.executeQuery(
    PAGES_BY_TEXT,
    { index: FULLTEXT_INDEXES.docPage, lucene: knowledgeQuery(lucene, filters.languages), pages: neo4j.int(pages), ...filterParameters(filters) },
    { database, routing: "READ" },
  );
  return new Map(records.map((record) => [record.get("page") as string, record.get("score") as number]));
}

/** The most vectors one vector branch can read: the larger of the two labels with vectors. */
const VECTOR_NODE_COUNT = `
CALL () { MATCH (n:DocSection) RETURN count(n) AS count UNION ALL MATCH (n:APIReference) RETURN count(n) AS count }
RETURN max(count) AS count`;

export async function countVectorNodes(driver: Driver, database: string | undefined): Promise<number> {
  const { records } = await driver.executeQuery(VECTOR_NODE_COUNT, {}, { database, routing: "READ" });
  return Number(records[0]?.get("count") ?? 0);
}

/**
 * Items of one kind nearest the question by meaning: the `wanted` best of those that pass the filters among
 * the index's top k (Neo4j 5.26 cannot filter inside it; see widenUntilEnough), best first.
 */
export async function fetchVectorCandidates(
  driver: Driver,
  database: string | undefined,
  query: Required<Pick<KindQuery, "vector">>,
  search: { vector: number[]; embeddingModel: string; k: number; wanted: number },
  filters: CandidateFilters,
): Promise<KnowledgeCandidate[]> {
  const { records } = await driver.executeQuery(
    `${query.vector.cypher}\nORDER BY score DESC, identity LIMIT $wanted`,
    { index: query.vector.index, vector: search.vector, embeddingModel: search.embeddingModel, k: neo4j.int(search.k), wanted: neo4j.int(search.wanted), ...filterParameters(filters) },
    { database, routing: "READ" },
  );
  return records.map((record) => candidateOf(record, scoresByMeaning(record)));
}

/** A row of any kind's branch as a candidate, with what its search said about it. */
function candidateOf(r: neo4j.Record, scores: SearchScores): KnowledgeCandidate {
  return {
    kind: r.get("kind"),
    id: r.get("id"),
    identity: r.get("identity"),
    title: r.get("title") ?? r.get("id"),
    text: r.get("text") ?? "",
    keywords: r.get("keywords") ?? "",
    page: r.get("page"),
    url: r.get("url"),
    tags: r.get("tags"),
    version: r.get("version"),
    docSet: r.get("docSet"),
    versionIntroduced: r.get("versionIntroduced"),
    deprecatedIn: r.get("deprecatedIn"),
    stability: r.get("stability"),
    replacedBy: r.get("replacedBy"),
    ...scores,
    trust: r.get("trust"),
    lastUpdated: r.get("lastUpdated") === null ? null : Number(r.get("lastUpdated")),
    accessCount: Number(r.get("accessCount")),
  };
}
