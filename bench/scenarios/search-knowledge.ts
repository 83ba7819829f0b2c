import { readFileSync } from "node:fs";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import { KIND_QUERIES } from "../../src/knowledge/search/candidates.js";
import { luceneText } from "../../src/search/terms.js";
import { seedKnowledge } from "../knowledge-seed.js";
import { randomItem, type Scenario } from "./scenario.js";

const LIMIT = 10;
const TARGET_NODES = 100_000;
const QUESTIONS = ["node-questions.json", "python-questions.json"].flatMap((file) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, "..", "quality", "knowledge", file), "utf8")) as Array<{ question: string }>).map((q) => q.question),
);
const [SECTIONS, , APIS] = KIND_QUERIES;

const PLAIN_FULLTEXT = `CALL () {
  CALL db.index.fulltext.queryNodes($sectionIndex, $query, {limit: $limit}) YIELD node, score RETURN node.id AS id, score
  UNION ALL
  CALL db.index.fulltext.queryNodes($apiIndex, $query, {limit: $limit}) YIELD node, score RETURN node.id AS id, score
} RETURN id, score ORDER BY score DESC LIMIT $limit`;

/** A labelled question, asked as an agent would: scored search over every knowledge source. */
export const searchKnowledge: Scenario = {
  name: "search-knowledge",
  description:
    "`searchKnowledge` with a random question from the labelled sets (bench/quality/knowledge), all sources, 10 hits: Lucene over sections, API entries, best practices and examples, version grouping, coverage reranking, credibility/freshness/usage scoring and excerpts.",
  graphql: {
    query: `query ($query: String!) { searchKnowledge(query: $query, limit: ${LIMIT}) { totalFound hits { id source title url excerpt score deprecated } } }`,
    variables: () => ({ query: randomItem(QUESTIONS) }),
    check(data) {
      const hits = (data as { searchKnowledge?: { hits?: unknown[] } } | undefined)?.searchKnowledge?.hits;
      if (!Array.isArray(hits) || hits.length === 0) throw new Error(`expected knowledge hits, got ${JSON.stringify(data)}`);
    },
  },
  cypher: PLAIN_FULLTEXT.replace(/\s+/g, " "),
  baselineVia:
    "through `driver.executeQuery` with READ routing: plain fulltext over the same section and API indexes with the same question, top 10 by Lucene score (no reranking, versions, excerpts, HTTP or GraphQL)",
  async prepare(context) {
    const seeded = await seedKnowledge(context.driver, context.database, TARGET_NODES);
    return seeded.notes;
  },
  async baseline(context) {
    const { records } = await context.driver.executeQuery(
      PLAIN_FULLTEXT,
      { sectionIndex: SECTIONS!.index, apiIndex: APIS!.index, query: luceneText(randomItem(QUESTIONS)), limit: neo4j.int(LIMIT) },
      { database: context.database, routing: neo4j.routing.READ },
    );
    return records;
  },
};
