import { setTimeout as sleep } from "node:timers/promises";
import type { Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import { arrivalFromCreatedAt, turnOrder } from "./turn-order.js";

/** Labels whose `id` is the key clients and relationships use. */
const ID_LABELS = [
  "AgentType",
  "Project",
  "Memory",
  "Issue",
  "ExternalDoc",
  "DocSection",
  "APIReference",
  "BestPractice",
  "CodeExample",
  "Source",
  "PackageVersion",
  "Dependency",
  "DependencyState",
  "Pattern",
  "UserFeedback",
  "KnowledgeUsage",
  "CodeFile",
  "Function",
  "Class",
  "MaintenanceRun",
  "MaintenanceReport",
];

function snake(label: string): string {
  return label.replace(/([a-z])([A-Z])/g, "$1_$2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2").toLowerCase();
}

const uniqueIds = ID_LABELS.map(
  (label) => `CREATE CONSTRAINT ${snake(label)}_id IF NOT EXISTS FOR (n:${label}) REQUIRE n.id IS UNIQUE`,
);

const otherConstraints = [
  // Without an id, the same content in the same scope is one memory, even when agents write at once.
  "CREATE CONSTRAINT memory_dedupe_key IF NOT EXISTS FOR (n:Memory) REQUIRE n.dedupeKey IS UNIQUE",
  "CREATE CONSTRAINT documentation_url IF NOT EXISTS FOR (n:Documentation) REQUIRE n.url IS UNIQUE",
  "CREATE CONSTRAINT tavily_cache_query_hash IF NOT EXISTS FOR (n:TavilyCache) REQUIRE n.queryHash IS UNIQUE",
  "CREATE CONSTRAINT web_search_day IF NOT EXISTS FOR (n:WebSearchDay) REQUIRE n.day IS UNIQUE",
  "CREATE CONSTRAINT embedding_model_key IF NOT EXISTS FOR (n:EmbeddingModel) REQUIRE n.key IS UNIQUE",
  // One feedback per session: submitFeedback MERGEs on it, and concurrent submissions must not make two.
  "CREATE CONSTRAINT user_feedback_session_id_unique IF NOT EXISTS FOR (n:UserFeedback) REQUIRE n.sessionId IS UNIQUE",
  // `engram index` MERGEs code on these, so that concurrent or repeated runs never make two of one thing.
  "CREATE CONSTRAINT code_file_project_path IF NOT EXISTS FOR (n:CodeFile) REQUIRE (n.project, n.path) IS UNIQUE",
  "CREATE CONSTRAINT function_project_key IF NOT EXISTS FOR (n:Function) REQUIRE (n.project, n.key) IS UNIQUE",
  "CREATE CONSTRAINT class_project_key IF NOT EXISTS FOR (n:Class) REQUIRE (n.project, n.key) IS UNIQUE",
  // One node per issue of a project, even when two agents report it at once.
  "CREATE CONSTRAINT issue_project_key IF NOT EXISTS FOR (n:Issue) REQUIRE (n.project, n.key) IS UNIQUE",
  // One lease per job, taken by MERGE from several instances at once.
  "CREATE CONSTRAINT maintenance_lease_job IF NOT EXISTS FOR (n:MaintenanceLease) REQUIRE n.job IS UNIQUE",
  "CREATE CONSTRAINT knowledge_gap_key IF NOT EXISTS FOR (n:KnowledgeGap) REQUIRE n.key IS UNIQUE",
  "CREATE CONSTRAINT engram_migration_name IF NOT EXISTS FOR (n:EngramMigration) REQUIRE n.name IS UNIQUE",
  // One key per database (the bookmark seal), made by whichever instance starts first.
  "CREATE CONSTRAINT engram_secret_name IF NOT EXISTS FOR (n:EngramSecret) REQUIRE n.name IS UNIQUE",
  // one version per memory scope token (see scope-versions.ts)
  "CREATE CONSTRAINT scope_version_token IF NOT EXISTS FOR (n:ScopeVersion) REQUIRE n.token IS UNIQUE",
];

/**
 * Indexes replaced by a constraint on the same property (which brings its own index and conflicts with
 * them), or by one on more properties.
 */
const retiredIndexes = [
  "DROP INDEX user_feedback_session_id IF EXISTS",
  "DROP INDEX function_file_path IF EXISTS",
  // turns are ordered by turnOrder, which breaks ties of occurredAt
  "DROP INDEX memory_scope_occurred_at IF EXISTS",
];

/** The range indexes the design names, under the property names the GraphQL schema uses. */
const rangeIndexes = [
  "CREATE INDEX memory_type IF NOT EXISTS FOR (n:Memory) ON (n.memoryType)",
  "CREATE INDEX memory_created_at IF NOT EXISTS FOR (n:Memory) ON (n.createdAt)",
  "CREATE INDEX memory_accessed_at IF NOT EXISTS FOR (n:Memory) ON (n.accessedAt)",
  "CREATE INDEX memory_session_id IF NOT EXISTS FOR (n:Memory) ON (n.sessionId)",
  // a conversation's turns in order, for the turns before and after one (its vector's context, recall's neighbours)
  "CREATE INDEX memory_scope_turn_order IF NOT EXISTS FOR (n:Memory) ON (n.scopeTokens, n.turnOrder)",
  "CREATE INDEX memory_content_hash IF NOT EXISTS FOR (n:Memory) ON (n.contentHash)",
  "CREATE INDEX memory_superseded_at IF NOT EXISTS FOR (n:Memory) ON (n.supersededAt)",
  "CREATE INDEX project_last_active IF NOT EXISTS FOR (n:Project) ON (n.lastActive)",
  "CREATE INDEX external_doc_category IF NOT EXISTS FOR (n:ExternalDoc) ON (n.category, n.language, n.relevanceScore)",
  "CREATE INDEX external_doc_source_url IF NOT EXISTS FOR (n:ExternalDoc) ON (n.sourceUrl)",
  "CREATE INDEX external_doc_content_hash IF NOT EXISTS FOR (n:ExternalDoc) ON (n.contentHash)",
  "CREATE INDEX external_doc_set IF NOT EXISTS FOR (n:ExternalDoc) ON (n.source, n.version)",
  "CREATE INDEX external_doc_path IF NOT EXISTS FOR (n:ExternalDoc) ON (n.path)",
  "CREATE INDEX api_reference_name IF NOT EXISTS FOR (n:APIReference) ON (n.name)",
  "CREATE INDEX api_reference_set IF NOT EXISTS FOR (n:APIReference) ON (n.source, n.version)",
  "CREATE INDEX knowledge_usage_item IF NOT EXISTS FOR (n:KnowledgeUsage) ON (n.itemId)",
  "CREATE INDEX best_practice_domain IF NOT EXISTS FOR (n:BestPractice) ON (n.domain)",
  "CREATE INDEX code_example_language IF NOT EXISTS FOR (n:CodeExample) ON (n.language)",
  "CREATE INDEX tavily_cache_expires_at IF NOT EXISTS FOR (n:TavilyCache) ON (n.expiresAt)",
  "CREATE INDEX documentation_domain IF NOT EXISTS FOR (n:Documentation) ON (n.domain)",
  "CREATE INDEX documentation_total_uses IF NOT EXISTS FOR (n:Documentation) ON (n.totalUses)",
  "CREATE INDEX documentation_negative_rate IF NOT EXISTS FOR (n:Documentation) ON (n.negativeFeedbackRate)",
  "CREATE INDEX pattern_task_keywords IF NOT EXISTS FOR (n:Pattern) ON (n.taskKeywords)",
  "CREATE INDEX code_file_path IF NOT EXISTS FOR (n:CodeFile) ON (n.path)",
  "CREATE INDEX function_name IF NOT EXISTS FOR (n:Function) ON (n.name)",
  "CREATE INDEX function_project_file_path IF NOT EXISTS FOR (n:Function) ON (n.project, n.filePath)",
  "CREATE INDEX function_complexity IF NOT EXISTS FOR (n:Function) ON (n.project, n.complexity)",
  "CREATE INDEX class_name IF NOT EXISTS FOR (n:Class) ON (n.name)",
  // a project's locked packages (dependencies, search's pins, code links), and the versions of one package
  "CREATE INDEX dependency_project IF NOT EXISTS FOR (n:Dependency) ON (n.project, n.name)",
  "CREATE INDEX package_version_source IF NOT EXISTS FOR (n:PackageVersion) ON (n.source, n.state)",
  // a project's dependency states, latest first (upgrade reports, and each ingest's comparison with the last)
  "CREATE INDEX dependency_state_project_at IF NOT EXISTS FOR (n:DependencyState) ON (n.project, n.at)",
  // maintenance and analytics: what expires, what was removed, what was used when
  "CREATE INDEX memory_expires_at IF NOT EXISTS FOR (n:Memory) ON (n.expiresAt)",
  "CREATE INDEX external_doc_removed_at IF NOT EXISTS FOR (n:ExternalDoc) ON (n.removedAt)",
  "CREATE INDEX external_doc_last_accessed IF NOT EXISTS FOR (n:ExternalDoc) ON (n.lastAccessed)",
  "CREATE INDEX external_doc_access_count IF NOT EXISTS FOR (n:ExternalDoc) ON (n.accessCount)",
  "CREATE INDEX external_doc_last_updated IF NOT EXISTS FOR (n:ExternalDoc) ON (n.lastUpdated)",
  "CREATE INDEX knowledge_usage_created_at IF NOT EXISTS FOR (n:KnowledgeUsage) ON (n.createdAt)",
  // topDocuments reads the uses of pages (itemSource DOC) inside a window
  "CREATE INDEX knowledge_usage_source_created_at IF NOT EXISTS FOR (n:KnowledgeUsage) ON (n.itemSource, n.createdAt)",
  "CREATE INDEX knowledge_gap_day IF NOT EXISTS FOR (n:KnowledgeGap) ON (n.day)",
  "CREATE INDEX maintenance_run_started_at IF NOT EXISTS FOR (n:MaintenanceRun) ON (n.startedAt)",
  "CREATE INDEX maintenance_report_created_at IF NOT EXISTS FOR (n:MaintenanceReport) ON (n.createdAt)",
];

/** Text indexes serve ENDS WITH and CONTAINS, which range indexes do not: apiReference's short names (`.getdefaultlocale`). */
const textIndexes = ["CREATE TEXT INDEX api_reference_name_text IF NOT EXISTS FOR (n:APIReference) ON (n.name)"];

/** Lucene indexes behind scored search; their names are referenced by the @fulltext directives in schema/. */
export const FULLTEXT_INDEXES = {
  memory: "memory_fulltext",
  externalDoc: "external_doc_fulltext",
  docSection: "doc_section_fulltext",
  docPage: "doc_page_fulltext",
  apiReference: "api_reference_fulltext",
  bestPractice: "best_practice_fulltext",
  codeExample: "code_example_fulltext",
  issue: "issue_fulltext",
} as const;

interface FulltextIndex {
  name: string;
  label: string;
  properties: string[];
  analyzer: string;
}

/**
 * The English analyzer (stemming, stop words) serves natural-language questions. Memory also indexes
 * the scope tokens recall filters on, knowledge its language, so that filters act inside Lucene's top k
 * instead of starving it; API entries index their name split into words (`keywords`).
 */
export const FULLTEXT_DEFINITIONS: readonly FulltextIndex[] = [
  { name: FULLTEXT_INDEXES.memory, label: "Memory", properties: ["title", "content", "tags", "scopeTokens"], analyzer: "english" },
  { name: FULLTEXT_INDEXES.externalDoc, label: "ExternalDoc", properties: ["title", "summary", "contentSnippet", "language"], analyzer: "english" },
  { name: FULLTEXT_INDEXES.docSection, label: "DocSection", properties: ["title", "pageTitle", "text", "language"], analyzer: "english" },
  // a page's whole text, as plain page-level BM25 reads it (Neo4j's default analyzer): measured as evidence beside its sections'
  { name: FULLTEXT_INDEXES.docPage, label: "ExternalDoc", properties: ["pageText", "language"], analyzer: "standard-no-stop-words" },
  { name: FULLTEXT_INDEXES.apiReference, label: "APIReference", properties: ["name", "keywords", "signature", "description", "language"], analyzer: "english" },
  { name: FULLTEXT_INDEXES.bestPractice, label: "BestPractice", properties: ["title", "description", "whenToUse", "language"], analyzer: "english" },
  { name: FULLTEXT_INDEXES.codeExample, label: "CodeExample", properties: ["title", "explanation", "useCase", "language"], analyzer: "english" },
  { name: FULLTEXT_INDEXES.issue, label: "Issue", properties: ["title", "description", "labels", "projectToken"], analyzer: "english" },
];

function createFulltext(index: FulltextIndex): string {
  const properties = index.properties.map((property) => `n.${property}`).join(", ");
  return `CREATE FULLTEXT INDEX ${index.name} IF NOT EXISTS FOR (n:${index.label}) ON EACH [${properties}] OPTIONS {indexConfig: {\`fulltext.analyzer\`: '${index.analyzer}'}}`;
}

const fulltextIndexes = FULLTEXT_DEFINITIONS.map(createFulltext);

export const SCHEMA_STATEMENTS: readonly string[] = [...retiredIndexes, ...uniqueIds, ...otherConstraints, ...rangeIndexes, ...textIndexes, ...fulltextIndexes];

const AWAIT_INDEXES = "CALL db.awaitIndexes($seconds)";

/**
 * Data written before a property existed, brought up to date in batches; each statement finds nothing
 * left to do on the next start. A project memory must say isGlobal: false (null reads as true).
 */
const DATA_MIGRATIONS = [
  `MATCH (m:Memory)<-[:CONTAINS_MEMORY]-(:Project) WHERE m.isGlobal IS NULL
   CALL (m) { SET m.isGlobal = false } IN TRANSACTIONS OF 1000 ROWS`,
  // memories stored before arrivals were arrived when they were created; turns take their place from it
  `MATCH (m:Memory) WHERE m.arrival IS NULL
   CALL (m) { SET m.arrival = ${arrivalFromCreatedAt("m")} SET m.turnOrder = ${turnOrder("m")} } IN TRANSACTIONS OF 1000 ROWS`,
  // vectors written before stamps get one, by which an instance's copy knows them (see embeddings/job.ts)
  `MATCH (m:Memory) WHERE m.embedding IS NOT NULL AND m.embeddingStamp IS NULL
   CALL (m) { SET m.embeddingStamp = randomUUID() } IN TRANSACTIONS OF 1000 ROWS`,
  // pages ingested before their whole text was kept: their sections' text, in order, stands for it until the next ingest writes it
  `MATCH (d:ExternalDoc) WHERE d.pageText IS NULL AND EXISTS { (d)-[:HAS_SECTION]->(:DocSection) }
   CALL (d) {
     MATCH (d)-[:HAS_SECTION]->(s:DocSection)
     WITH s ORDER BY s.position
     WITH collect(coalesce(s.title, '') + ' ' + coalesce(s.text, '')) AS parts
     SET d.pageText = reduce(text = '', part IN parts | text + part + ' ')
   } IN TRANSACTIONS OF 200 ROWS`,
  // pages created through the generated API before accessCount had a stored default: "never read" is 0
  `MATCH (d:ExternalDoc) WHERE d.accessCount IS NULL
   CALL (d) { SET d.accessCount = 0 } IN TRANSACTIONS OF 1000 ROWS`,
  // sections were cut at 8,000 characters before they were indexed whole: forgetting the page's hash makes
  // the next ingest write it again, whole (once per database, as its marker says). The run that creates the
  // marker does the work in the same transaction; instances starting with it wait on the marker's lock, then find it.
  `WITH randomUUID() AS run
   MERGE (done:EngramMigration {name: 'sections-indexed-whole'})
     ON CREATE SET done.run = run
   WITH done, done.run = run AS first
   REMOVE done.run
   WITH first
   CALL (first) {
     WITH first WHERE first
     MATCH (d:ExternalDoc)-[:HAS_SECTION]->(s:DocSection) WHERE 7800 < size(s.text) <= 8000
     WITH DISTINCT d
     SET d.contentHash = null
   }`,
];
const INDEX_NAMES = "SHOW INDEXES YIELD name RETURN name";
const FULLTEXT_STATE = "SHOW FULLTEXT INDEXES YIELD name, labelsOrTypes, properties, options RETURN name, labelsOrTypes, properties, options.indexConfig['fulltext.analyzer'] AS analyzer";
const CONSTRAINT_NAMES = "SHOW CONSTRAINTS YIELD name RETURN name";

/** CALL … IN TRANSACTIONS needs an auto-commit transaction: session.run, not executeQuery. */
export async function runDataMigrations(driver: Driver, database: string | undefined): Promise<void> {
  const session = driver.session({ database });
  try {
    for (const statement of DATA_MIGRATIONS) await session.run(statement);
  } finally {
    await session.close();
  }
}

export interface MigrationResult {
  statements: number;
  /** Indexes and constraints that did not exist before this run. */
  created: string[];
  /** Fulltext indexes dropped and built again because their definition changed. */
  rebuilt: string[];
}

/** IF NOT EXISTS keeps an index whose definition changed; drop those so they are built as defined now. */
async function dropChangedFulltext(driver: Driver, database: string | undefined): Promise<string[]> {
  const { records } = await driver.executeQuery(FULLTEXT_STATE, {}, { database });
  const changed = records
    .filter((record) => {
      const wanted = FULLTEXT_DEFINITIONS.find((index) => index.name === record.get("name"));
      if (!wanted) return false;
      const same =
        JSON.stringify(record.get("labelsOrTypes")) === JSON.stringify([wanted.label]) &&
        JSON.stringify(record.get("properties")) === JSON.stringify(wanted.properties) &&
        record.get("analyzer") === wanted.analyzer;
      return !same;
    })
    .map((record) => record.get("name") as string);
  for (const name of changed) await runSchemaStatement(driver, database, `DROP INDEX ${name} IF EXISTS`);
  return changed;
}

/** Another Engram starting against the same Neo4j may create the same index a moment earlier. */
const CONCURRENT_SCHEMA_CODES = new Set([
  "Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists",
  "Neo.ClientError.Schema.IndexAlreadyExists",
  "Neo.ClientError.Schema.ConstraintAlreadyExists",
]);

const SCHEMA_ATTEMPTS = 3;

/**
 * Two instances creating the same constraint at the same moment can also fail with a general error
 * (seen as 50N42 on 5.26); asked again, IF NOT EXISTS finds the other's and does nothing.
 */
async function runSchemaStatement(driver: Driver, database: string | undefined, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await driver.executeQuery(statement, {}, { database });
      return;
    } catch (error) {
      if (CONCURRENT_SCHEMA_CODES.has((error as { code?: string }).code ?? "")) return;
      if (attempt >= SCHEMA_ATTEMPTS) throw error;
      await sleep(250 * attempt);
    }
  }
}

async function schemaNames(driver: Driver, database: string | undefined): Promise<Set<string>> {
  const names = new Set<string>();
  for (const query of [INDEX_NAMES, CONSTRAINT_NAMES]) {
    const { records } = await driver.executeQuery(query, {}, { database });
    for (const record of records) names.add(record.get("name") as string);
  }
  return names;
}

/**
 * Creates every constraint and index if missing and waits until they are online. Schema commands
 * cannot share a transaction with each other, so each runs in its own; all are IF NOT EXISTS.
 */
export async function runMigrations(driver: Driver, database: string | undefined, log: Logger): Promise<MigrationResult> {
  const rebuilt = await dropChangedFulltext(driver, database);
  const before = await schemaNames(driver, database);
  for (const statement of SCHEMA_STATEMENTS) await runSchemaStatement(driver, database, statement);
  await driver.executeQuery(AWAIT_INDEXES, { seconds: 300 }, { database });
  await runDataMigrations(driver, database);
  const created = [...(await schemaNames(driver, database))].filter((name) => !before.has(name)).sort();
  log.info({ statements: SCHEMA_STATEMENTS.length, created: created.length, rebuilt }, "Schema migrations applied");
  return { statements: SCHEMA_STATEMENTS.length, created, rebuilt };
}
