import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fetchCandidates, KIND_QUERIES } from "../../src/knowledge/search/candidates.js";
import { candidateCount, KNOWLEDGE } from "../../src/search/config.js";
import { Question } from "../../src/search/question.js";
import { seedKnowledge } from "../knowledge-seed.js";
import { giveSyntheticVectors } from "../seed.js";
import { randomItem, type Scenario } from "./scenario.js";

const LIMIT = 10;
const TARGET_NODES = 100_000;
const QUESTIONS = ["node-questions.json", "python-questions.json"].flatMap((file) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, "..", "quality", "knowledge", file), "utf8")) as Array<{ question: string }>).map((q) => q.question),
);
/** What a search with no language, version, domain, tags or date asks of every kind. */
const NO_FILTERS = { languages: null, sources: null, pinned: null, domain: null, tags: null, since: null };

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
  cypher: `the candidate query of searchKnowledge (fetchCandidates in src/knowledge/search/candidates.ts): ${candidateCount(KNOWLEDGE.lexical, LIMIT)} fulltext candidates of each kind (${KIND_QUERIES.map((query) => query.kind).join(", ")}) in one UNION`,
  baselineVia:
    "through `driver.executeQuery` with READ routing, called in-process with the same question and filters: the one query searchKnowledge makes here (no ranking, versions, excerpts, HTTP or GraphQL)",
  async prepare(context) {
    const seeded = await seedKnowledge(context.driver, context.database, TARGET_NODES);
    if (!context.syntheticVectors) return seeded.notes;
    const started = performance.now();
    const given = await giveSyntheticVectors(context.driver, context.database, ["DocSection", "APIReference"], context.syntheticVectors);
    return [...seeded.notes, `${given.toLocaleString("en-US")} sections and API entries were given synthetic vectors in ${((performance.now() - started) / 1000).toFixed(0)} s.`];
  },
  async baseline(context) {
    const question = new Question(randomItem(QUESTIONS), null);
    return fetchCandidates(context.driver, context.database, KIND_QUERIES, question.lucene!, NO_FILTERS, candidateCount(KNOWLEDGE.lexical, LIMIT));
  },
};
