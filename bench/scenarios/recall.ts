import neo4j from "neo4j-driver";
import { buildLuceneQuery } from "../../src/memory/lucene.js";
import { queryTerms } from "../../src/search/terms.js";
import { RECALL_BY_QUERY } from "../../src/memory/cypher.js";
import { lexicalCandidates } from "../../src/memory/service.js";
import { visibleScopeTokens } from "../../src/memory/scope.js";
import { FULLTEXT_INDEXES } from "../../src/neo4j/migrations.js";
import { QUERY_WORDS } from "../seed.js";
import { compareVectorFiltering } from "../vector-filtering.js";
import { randomItem, type Scenario, type ScenarioContext } from "./scenario.js";

const LIMIT = 10;

function randomRecall({ seeded }: ScenarioContext) {
  return {
    agentType: randomItem(seeded.agentTypeIds),
    project: randomItem(seeded.projectIds),
    query: `${randomItem(QUERY_WORDS)} ${randomItem(QUERY_WORDS)} ${randomItem(QUERY_WORDS)}`,
  };
}

/** Scored recall of one agent type in one project: the query agents issue all day. */
export const recall: Scenario = {
  name: "recall",
  description:
    "`recall` for a random agent type and project with a three-word query, 10 hits with their titles: Lucene with the scope filter inside, the graph's scope check, scoring, and the hits' fields as the candidate query read them (a selection asking for more loads the hits through the generated API).",
  graphql: {
    query: `query ($agentType: ID!, $project: ID, $query: String) {
  recall(agentType: $agentType, project: $project, query: $query, limit: ${LIMIT}) { score scope memory { id title } }
}`.replace(/\s+/g, " "),
    variables: randomRecall,
    check(data) {
      if (!Array.isArray((data as { recall?: unknown[] } | undefined)?.recall)) throw new Error(`expected recall hits, got ${JSON.stringify(data)}`);
    },
  },
  mcp: {
    tool: "recall",
    arguments: (context) => ({ ...randomRecall(context), limit: LIMIT }),
    check(structuredContent) {
      if (!Array.isArray((structuredContent as { memories?: unknown[] } | undefined)?.memories)) throw new Error(`expected recalled memories, got ${JSON.stringify(structuredContent)}`);
    },
  },
  cypher: `RECALL_BY_QUERY (src/memory/cypher.ts) with recall's ${lexicalCandidates(LIMIT)} candidates`,
  prepare: (context) => (context.embeddings ? compareVectorFiltering(context, context.load.concurrency, context.load.seconds) : Promise.resolve([])),
  baselineVia:
    "through `driver.executeQuery` with READ routing: the same candidate query with the same parameters, whose rows hold each hit's id and title (no scoring in JavaScript, no HTTP, no GraphQL); the seeded memories are written in Cypher without a turn order, so Engram's neighbouring-turn statement (run for the conversational hits) finds none and the driver's side runs none",
  async baseline(context) {
    const { agentType, project, query } = randomRecall(context);
    const options = { database: context.database, routing: neo4j.routing.READ };
    const { records } = await context.driver.executeQuery(
      RECALL_BY_QUERY,
      {
        index: FULLTEXT_INDEXES.memory,
        lucene: buildLuceneQuery(queryTerms(query), visibleScopeTokens({ agentType, project, sessionId: null })),
        // What a key with every scope sees (see scopeParameters), as the bench's Engram has no keys.
        agentTypes: null,
        projects: null,
        agentType,
        project,
        sessionId: null,
        memoryTypes: null,
        tags: null,
        issues: null,
        since: null,
        includeSuperseded: false,
        candidates: neo4j.int(lexicalCandidates(LIMIT)),
      },
      options,
    );
    return records.slice(0, LIMIT);
  },
};
