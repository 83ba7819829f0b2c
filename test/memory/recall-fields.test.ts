import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { remember } from "./memory-helpers.js";

let engram: TestEngram;

beforeAll(async () => {
  engram = await startTestEngram();
});

afterAll(async () => {
  await engram?.close();
});

const FIELDS = "id memoryType title content tags importance occurrences";

async function stored(ids: string[]) {
  const response = await engram.graphql(`query ($ids: [ID!]) { memories(where: { id: { in: $ids } }) { ${FIELDS} } }`, { ids });
  expect(response.errors).toBeUndefined();
  return new Map((response.data!.memories as Array<{ id: string }>).map((memory) => [memory.id, memory]));
}

describe("a recall hit's memory", () => {
  it("answers the fields recall read exactly as the generated API does, through aliases and fragments too", async () => {
    const agentType = uniqueId("builder");
    const project = uniqueId("project");
    const written = [
      await remember(engram, { agentType, project, memoryType: "PATTERN", content: "Quokka retries use jittered backoff" }),
      await remember(engram, { agentType, project, memoryType: "DECISION", title: "Quokka queue", content: "Quokka jobs go through one queue", importance: 7 }),
      await remember(engram, { agentType, memoryType: "RESOLUTION", content: "Quokka timeouts came from the pool size", tags: ["pool", "timeout"] }),
    ];
    await remember(engram, { agentType, project, memoryType: "PATTERN", content: "Quokka retries use jittered backoff" });

    const response = await engram.graphql(
      `query ($agentType: ID!, $project: ID) {
        recall(agentType: $agentType, project: $project, query: "quokka", limit: 10) {
          memory { __typename ...Fields heading: title ... on Memory { importance } }
        }
      }
      fragment Fields on Memory { ${FIELDS} }`,
      { agentType, project },
    );
    expect(response.errors).toBeUndefined();
    const hits = response.data!.recall as Array<{ memory: Record<string, unknown> & { id: string } }>;
    expect(hits.map((hit) => hit.memory.id).sort()).toEqual(written.map((memory) => memory.id).sort());
    const expected = await stored(written.map((memory) => memory.id));
    for (const { memory } of hits) {
      const { __typename, heading, ...fields } = memory;
      expect(fields).toEqual(expected.get(memory.id));
      expect([__typename, heading]).toEqual(["Memory", fields.title]);
    }
    // Remembered again, the first holds an empty tag list; the second never had one.
    expect(expected.get(written[0]!.id)).toMatchObject({ tags: [], importance: null, occurrences: 2 });
    expect(expected.get(written[1]!.id)).toMatchObject({ tags: null, importance: 7, occurrences: 1 });
  });

  it("loads what recall did not read, such as its agent types, within the key's scopes", async () => {
    const agentType = uniqueId("reviewer");
    const project = uniqueId("project");
    const { id } = await remember(engram, { agentType, project, memoryType: "TASK", content: "Wombat review checklist" });
    const response = await engram.graphql(
      `query ($agentType: ID!, $project: ID) { recall(agentType: $agentType, project: $project, query: "wombat") { memory { id createdAt agentTypes { id } projects { id } } } }`,
      { agentType, project },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.recall).toEqual([{ memory: { id, createdAt: expect.any(String), agentTypes: [{ id: agentType }], projects: [{ id: project }] } }]);
  });
});
