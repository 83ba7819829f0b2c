import { readFileSync } from "node:fs";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import { READ_ENTRY } from "../../src/websearch/cache.js";
import { cacheKey } from "../../src/websearch/cache-key.js";
import { mulberry32 } from "../seed.js";
import { randomItem, type Scenario } from "./scenario.js";

const LOG_LENGTH = 2_000;
const FILLER_ENTRIES = 10_000;
const ZIPF_EXPONENT = 1;
/** Real developer questions (the labelled knowledge sets), each asked as an agent would. */
const QUESTIONS = ["node-questions.json", "python-questions.json"].flatMap((file) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, "..", "quality", "knowledge", file), "utf8")) as Array<{ question: string }>).map((q) => q.question),
);

type Variant = (question: string) => string;
/**
 * How the same question comes back: mostly as typed, often in another case or spacing (which the
 * normalisation folds), sometimes with its question mark dropped or added (which it does not).
 */
const VARIANTS: Array<[number, string, Variant]> = [
  [0.55, "as typed", (q) => q],
  [0.15, "lower case", (q) => q.toLowerCase()],
  [0.1, "title case", (q) => q.replace(/\b\p{L}/gu, (c) => c.toUpperCase())],
  [0.1, "extra spaces", (q) => `  ${q.replace(/ /g, "  ")} `],
  [0.1, "question mark toggled", (q) => (q.endsWith("?") ? q.slice(0, -1) : `${q}?`)],
];

/** A query log: questions drawn by Zipf popularity (as web query logs are), each in a random variant. */
function queryLog(seed: number): Array<{ query: string; variant: string }> {
  const random = mulberry32(seed);
  const weights = QUESTIONS.map((_, rank) => 1 / (rank + 1) ** ZIPF_EXPONENT);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const order = [...QUESTIONS].sort(() => random() - 0.5);
  const pick = <T>(items: readonly T[], weightOf: (item: T, index: number) => number, sum: number): T => {
    let r = random() * sum;
    for (const [index, item] of items.entries()) if ((r -= weightOf(item, index)) <= 0) return item;
    return items[items.length - 1]!;
  };
  return Array.from({ length: LOG_LENGTH }, () => {
    const question = pick(order, (_, index) => weights[index]!, total);
    const [, variant, apply] = pick(VARIANTS, ([weight]) => weight, 1);
    return { query: apply(question), variant };
  });
}

/** What the server sends Tavily for webSearch(query) with default arguments (TAVILY_SEARCH_DEPTH=basic). */
const defaultRequest = (query: string) => ({ query, maxResults: 5, searchDepth: "basic" as const, topic: "general" as const, includeDomains: [], excludeDomains: [] });

const SEED_FILLER = `
UNWIND range(1, $count) AS i
MERGE (c:TavilyCache {queryHash: 'bench-filler-' + toString(i)})
SET c.benchSeed = true, c.originalQuery = 'filler question ' + toString(i), c.category = 'DOCUMENTATION',
    c.createdAt = datetime(), c.expiresAt = datetime() + duration('P7D'), c.resultsCount = 5, c.resultsJson = $json`;

const cachedQueries: string[] = [];

export const webSearchHit: Scenario = {
  name: "web-search-hit",
  description:
    "`webSearch` answered from the cache: a random question of the replayed log in a random case, among 10,000 other cached answers in Neo4j. Once warm, hits come from Engram's one-minute in-memory copy of recent answers, so the driver baseline (a Neo4j read) shows what that copy saves rather than a like-for-like query. Before the load, the log is replayed once in order against a loopback server speaking Tavily's contract, and its hit rate reported.",
  graphql: {
    query: "query ($query: String!) { webSearch(query: $query) { fromCache stale queryHash results { url title content score domain } } }",
    variables: () => {
      const query = randomItem(cachedQueries);
      return { query: Math.random() < 0.5 ? query.toUpperCase() : query };
    },
    check(data) {
      const answer = (data as { webSearch?: { fromCache?: boolean; results?: unknown[] } } | undefined)?.webSearch;
      if (answer?.fromCache !== true || !answer.results?.length) throw new Error(`expected a cached answer, got ${JSON.stringify(data)}`);
    },
  },
  cypher: READ_ENTRY.replace(/\s+/g, " ").trim(),
  baselineVia: "through `driver.executeQuery` with READ routing for the same cache key, then `JSON.parse` of the stored answer (no HTTP, GraphQL, hashing or counters)",
  async prepare(context) {
    const sample = JSON.stringify({ query: "filler", results: Array.from({ length: 5 }, (_, i) => ({ url: `https://docs.example.dev/filler/${i}`, title: "Filler", content: "x".repeat(300), score: 0.5, publishedDate: null })), responseTimeSeconds: 0.4, requestId: null });
    await context.driver.executeQuery(SEED_FILLER, { count: neo4j.int(FILLER_ENTRIES), json: sample }, { database: context.database });
    const log = queryLog(20261123);
    let hits = 0;
    for (const { query } of log) {
      const data = (await context.graphql("query ($query: String!) { webSearch(query: $query) { fromCache } }", { query })) as { webSearch: { fromCache: boolean } };
      if (data.webSearch.fromCache) hits++;
    }
    const keys = new Set(log.map(({ query }) => cacheKey(defaultRequest(query))));
    cachedQueries.push(...new Set(log.map(({ query }) => query)));
    const counts = new Map<string, number>();
    for (const { variant } of log) counts.set(variant, (counts.get(variant) ?? 0) + 1);
    const distinctQuestions = new Set(log.map(({ query }) => query.toLowerCase().replace(/\s+/g, " ").trim().replace(/\?$/, ""))).size;
    return [
      `Replayed query log: ${LOG_LENGTH} webSearch calls in order, drawn from ${QUESTIONS.length} real developer questions (bench/quality/knowledge) by Zipf popularity (exponent ${ZIPF_EXPONENT}); ${distinctQuestions} distinct questions occur.`,
      `Variants: ${[...counts].map(([variant, count]) => `${variant} ${count}`).join(", ")}. Case and spacing fold into one key; a toggled question mark does not (the issue's normalisation), so it costs a miss.`,
      `Replay: ${hits} hits, ${LOG_LENGTH - hits} misses, hit rate **${((hits / LOG_LENGTH) * 100).toFixed(1)}%** (target ≥ 80%); ${keys.size} distinct cache keys, so ${keys.size} misses were unavoidable for a cold cache.`,
      `Cache size during the load: ${FILLER_ENTRIES} filler entries plus the ${keys.size} answers of the replay.`,
    ];
  },
  async baseline(context) {
    const { records } = await context.driver.executeQuery(READ_ENTRY, { queryHash: cacheKey(defaultRequest(randomItem(cachedQueries))), agentTypes: null, projects: null }, { database: context.database, routing: neo4j.routing.READ });
    return records.map((record) => JSON.parse(record.get("resultsJson") as string) as unknown);
  },
};
