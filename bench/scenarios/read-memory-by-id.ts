import neo4j from "neo4j-driver";
import { randomItem, type Scenario } from "./scenario.js";

const CYPHER = "MATCH (m:Memory {id: $id}) RETURN m.id, m.title, m.content, m.memoryType, m.createdAt";

export const readMemoryById: Scenario = {
  name: "read-memory-by-id",
  description: "Fetch one Memory by its id (a random seeded one per request): the unique-constraint index lookup every agent does most.",
  graphql: {
    query: "query ($id: ID!) { memories(where: { id: { eq: $id } }) { id title content memoryType createdAt } }",
    variables: ({ seeded }) => ({ id: randomItem(seeded.memoryIds) }),
    check(data) {
      const memories = (data as { memories?: unknown[] } | undefined)?.memories;
      if (!Array.isArray(memories) || memories.length !== 1) throw new Error(`expected one memory, got ${JSON.stringify(data)}`);
    },
  },
  cypher: CYPHER,
  async baseline({ seeded, driver, database }) {
    const { records } = await driver.executeQuery(CYPHER, { id: randomItem(seeded.memoryIds) }, { database, routing: neo4j.routing.READ });
    if (records.length !== 1) throw new Error(`expected one record, got ${records.length}`);
    return records;
  },
};
