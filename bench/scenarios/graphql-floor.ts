import neo4j from "neo4j-driver";
import type { Scenario } from "./scenario.js";

const CYPHER = "RETURN 1 AS one";

/** The floor under every other scenario: what HTTP and GraphQL cost for a query that does nothing. */
export const graphqlFloor: Scenario = {
  name: "graphql-floor",
  description:
    "`{ __typename }`, answered by GraphQL itself without a resolver or Neo4j: the cost of HTTP, authentication, GraphQL Armor, parsing, validation and execution alone, i.e. the floor under every other scenario's latency on this machine.",
  graphql: {
    query: "{ __typename }",
    variables: () => ({}),
    check(data) {
      if ((data as { __typename?: unknown } | undefined)?.__typename !== "Query") throw new Error(`expected Query, got ${JSON.stringify(data)}`);
    },
  },
  cypher: CYPHER,
  baselineVia: "through `driver.executeQuery` with READ routing: the cheapest Bolt round trip",
  async baseline({ driver, database }) {
    const { records } = await driver.executeQuery(CYPHER, {}, { database, routing: neo4j.routing.READ });
    return records;
  },
};
