import neo4j from "neo4j-driver";
import { loadConfig } from "../src/config.js";
import { resolveDefaultModel } from "../src/embeddings/default-model.js";
import { LocalEmbeddings } from "../src/embeddings/local.js";
import { targetFor } from "../src/embeddings/targets.js";
import { createLogger } from "../src/logger.js";
import { MEMORY_COUNT, RECALL_BY_VECTOR, RECALL_BY_VECTOR_IN_SCOPE } from "../src/memory/cypher.js";
import { scopeLuceneQuery } from "../src/memory/lucene.js";
import { visibleScopeTokens } from "../src/memory/scope.js";
import { FULLTEXT_INDEXES } from "../src/neo4j/migrations.js";
import { widenUntilEnough } from "../src/search/widening.js";
import { measureAlternating, workerLoad } from "./measure.js";
import { QUERY_WORDS } from "./seed.js";
import { randomItem, type ScenarioContext } from "./scenarios/scenario.js";

const QUESTIONS = 200;
/** What recall asks the vector side for with limit 10: max(50, 10 × 5) candidates. */
const WANTED = 50;

/**
 * Scopes inside the vector search, two ways over the same seeded vectors and questions (embedded here by
 * the same local model), through the driver at the bench's concurrency: the index over-fetched and widened
 * until enough pass the filters (RECALL_BY_VECTOR), or an exact comparison of the memories of the caller's
 * scope, found by their scope tokens in the fulltext index (RECALL_BY_VECTOR_IN_SCOPE). Both return the same memories; this says which costs less.
 */
export async function compareVectorFiltering(context: ScenarioContext, concurrency: number, seconds: number): Promise<string[]> {
  const config = loadConfig({ ...process.env, NEO4J_URI: undefined });
  const model = await LocalEmbeddings.load(config.embeddings.provider === "local" && config.embeddings.modelDir ? config.embeddings.modelDir : await resolveDefaultModel(config.cacheDir, true, createLogger("warn", 2)));
  const questions: Array<{ agentType: string; project: string; vector: number[] }> = [];
  try {
    for (let i = 0; i < QUESTIONS; i++) {
      const query = `${randomItem(QUERY_WORDS)} ${randomItem(QUERY_WORDS)} ${randomItem(QUERY_WORDS)}`;
      const [vector] = await model.embed([query], "query");
      questions.push({ agentType: randomItem(context.seeded.agentTypeIds), project: randomItem(context.seeded.projectIds), vector: vector! });
    }
  } finally {
    await model.close();
  }
  const options = { database: context.database, routing: neo4j.routing.READ };
  const parameters = () => ({
    ...randomItem(questions),
    agentTypes: null,
    projects: null,
    sessionId: null,
    memoryTypes: null,
    tags: null,
    issues: null,
    since: null,
    includeSuperseded: false,
    embeddingModel: model.model,
    vectorIndex: targetFor("Memory").index,
  });
  const rows = { overfetch: [] as number[], exact: [] as number[] };
  const overfetch = async () => {
    const search = parameters();
    const found = await widenUntilEnough(
      WANTED,
      async (k) => (await context.driver.executeQuery(RECALL_BY_VECTOR, { ...search, k: neo4j.int(k) }, options)).records,
      async () => Number((await context.driver.executeQuery(MEMORY_COUNT, {}, options)).records[0]!.get("count")),
    );
    rows.overfetch.push(found.length);
  };
  const exact = async () => {
    const search = parameters();
    const scopeLucene = scopeLuceneQuery(visibleScopeTokens({ agentType: search.agentType, project: search.project, sessionId: null }));
    const scoped = {
      ...search,
      index: FULLTEXT_INDEXES.memory,
      scopeLucene,
      scopeLimit: neo4j.int(config.memory.exactVectorScan + 1),
      exactVectorScan: neo4j.int(config.memory.exactVectorScan),
      copiedSize: neo4j.int(0),
      nearest: [],
      k: neo4j.int(WANTED),
    };
    const { records } = await context.driver.executeQuery(RECALL_BY_VECTOR_IN_SCOPE, scoped, options);
    rows.exact.push(records.filter((record) => record.get("id") !== null).length);
  };
  const [index, scan] = await measureAlternating([workerLoad(overfetch, concurrency), workerLoad(exact, concurrency)], seconds, 2);
  const mean = (values: number[]) => (values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)).toFixed(1);
  const line = (name: string, summary: typeof index, found: number[]) =>
    `${name}: p50 ${summary!.p50Ms.toFixed(1)} ms, p95 ${summary!.p95Ms.toFixed(1)} ms, ${summary!.throughput.toFixed(0)} queries/s, ${mean(found)} of ${WANTED} candidates found on average`;
  return [
    `Scopes inside the vector search, measured through the driver (concurrency ${concurrency}, ${seconds} s each, ${QUESTIONS} embedded questions):`,
    line("  - vector index, over-fetched ×4 and widened until 50 pass the filters", index, rows.overfetch),
    line("  - exact comparison inside the caller's scope (its memories found by scope token in the fulltext index)", scan, rows.exact),
  ];
}
