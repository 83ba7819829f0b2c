import type { Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";

/** Labels whose `id` is the key clients and relationships use. */
const ID_LABELS = [
  "AgentType",
  "Project",
  "Memory",
  "ExternalDoc",
  "APIReference",
  "BestPractice",
  "CodeExample",
  "Source",
  "Pattern",
  "UserFeedback",
  "KnowledgeUsage",
  "CodeFile",
  "Function",
  "Class",
];

function snake(label: string): string {
  return label.replace(/([a-z])([A-Z])/g, "$1_$2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2").toLowerCase();
}

const uniqueIds = ID_LABELS.map(
  (label) => `CREATE CONSTRAINT ${snake(label)}_id IF NOT EXISTS FOR (n:${label}) REQUIRE n.id IS UNIQUE`,
);

const otherConstraints = [
  "CREATE CONSTRAINT documentation_url IF NOT EXISTS FOR (n:Documentation) REQUIRE n.url IS UNIQUE",
  "CREATE CONSTRAINT tavily_cache_query_hash IF NOT EXISTS FOR (n:TavilyCache) REQUIRE n.queryHash IS UNIQUE",
];

/** The range indexes the design names, under the property names the GraphQL schema uses. */
const rangeIndexes = [
  "CREATE INDEX memory_type IF NOT EXISTS FOR (n:Memory) ON (n.memoryType)",
  "CREATE INDEX memory_created_at IF NOT EXISTS FOR (n:Memory) ON (n.createdAt)",
  "CREATE INDEX memory_accessed_at IF NOT EXISTS FOR (n:Memory) ON (n.accessedAt)",
  "CREATE INDEX memory_session_id IF NOT EXISTS FOR (n:Memory) ON (n.sessionId)",
  "CREATE INDEX memory_content_hash IF NOT EXISTS FOR (n:Memory) ON (n.contentHash)",
  "CREATE INDEX project_last_active IF NOT EXISTS FOR (n:Project) ON (n.lastActive)",
  "CREATE INDEX external_doc_category IF NOT EXISTS FOR (n:ExternalDoc) ON (n.category, n.language, n.relevanceScore)",
  "CREATE INDEX external_doc_source_url IF NOT EXISTS FOR (n:ExternalDoc) ON (n.sourceUrl)",
  "CREATE INDEX external_doc_content_hash IF NOT EXISTS FOR (n:ExternalDoc) ON (n.contentHash)",
  "CREATE INDEX api_reference_name IF NOT EXISTS FOR (n:APIReference) ON (n.name)",
  "CREATE INDEX best_practice_domain IF NOT EXISTS FOR (n:BestPractice) ON (n.domain)",
  "CREATE INDEX code_example_language IF NOT EXISTS FOR (n:CodeExample) ON (n.language)",
  "CREATE INDEX tavily_cache_expires_at IF NOT EXISTS FOR (n:TavilyCache) ON (n.expiresAt)",
  "CREATE INDEX documentation_domain IF NOT EXISTS FOR (n:Documentation) ON (n.domain)",
  "CREATE INDEX documentation_total_uses IF NOT EXISTS FOR (n:Documentation) ON (n.totalUses)",
  "CREATE INDEX documentation_negative_rate IF NOT EXISTS FOR (n:Documentation) ON (n.negativeFeedbackRate)",
  "CREATE INDEX pattern_task_keywords IF NOT EXISTS FOR (n:Pattern) ON (n.taskKeywords)",
  "CREATE INDEX user_feedback_session_id IF NOT EXISTS FOR (n:UserFeedback) ON (n.sessionId)",
  "CREATE INDEX code_file_path IF NOT EXISTS FOR (n:CodeFile) ON (n.path)",
  "CREATE INDEX function_name IF NOT EXISTS FOR (n:Function) ON (n.name)",
  "CREATE INDEX function_file_path IF NOT EXISTS FOR (n:Function) ON (n.filePath)",
  "CREATE INDEX class_name IF NOT EXISTS FOR (n:Class) ON (n.name)",
];

/** Lucene indexes behind scored search; their names are referenced by the @fulltext directives in schema/. */
export const FULLTEXT_INDEXES = {
  memory: "memory_fulltext",
  externalDoc: "external_doc_fulltext",
  apiReference: "api_reference_fulltext",
  bestPractice: "best_practice_fulltext",
  codeExample: "code_example_fulltext",
} as const;

const fulltextIndexes = [
  `CREATE FULLTEXT INDEX ${FULLTEXT_INDEXES.memory} IF NOT EXISTS FOR (n:Memory) ON EACH [n.title, n.content, n.tags]`,
  `CREATE FULLTEXT INDEX ${FULLTEXT_INDEXES.externalDoc} IF NOT EXISTS FOR (n:ExternalDoc) ON EACH [n.title, n.summary, n.contentSnippet]`,
  `CREATE FULLTEXT INDEX ${FULLTEXT_INDEXES.apiReference} IF NOT EXISTS FOR (n:APIReference) ON EACH [n.name, n.signature, n.description]`,
  `CREATE FULLTEXT INDEX ${FULLTEXT_INDEXES.bestPractice} IF NOT EXISTS FOR (n:BestPractice) ON EACH [n.title, n.description, n.whenToUse]`,
  `CREATE FULLTEXT INDEX ${FULLTEXT_INDEXES.codeExample} IF NOT EXISTS FOR (n:CodeExample) ON EACH [n.title, n.explanation, n.useCase]`,
];

export const SCHEMA_STATEMENTS: readonly string[] = [...uniqueIds, ...otherConstraints, ...rangeIndexes, ...fulltextIndexes];

const AWAIT_INDEXES = "CALL db.awaitIndexes($seconds)";
const INDEX_NAMES = "SHOW INDEXES YIELD name RETURN name";
const CONSTRAINT_NAMES = "SHOW CONSTRAINTS YIELD name RETURN name";

export interface MigrationResult {
  statements: number;
  /** Indexes and constraints that did not exist before this run. */
  created: string[];
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
  const before = await schemaNames(driver, database);
  for (const statement of SCHEMA_STATEMENTS) {
    await driver.executeQuery(statement, {}, { database });
  }
  await driver.executeQuery(AWAIT_INDEXES, { seconds: 300 }, { database });
  const created = [...(await schemaNames(driver, database))].filter((name) => !before.has(name)).sort();
  log.info({ statements: SCHEMA_STATEMENTS.length, created: created.length }, "Schema migrations applied");
  return { statements: SCHEMA_STATEMENTS.length, created };
}
