import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYGROUND_EXAMPLE, PLAYGROUND_VARIABLES } from "../../../src/doors/graphql/playground.js";
import { startTestEngram, type TestEngram } from "../../helpers/engram.js";

describe("the playground's first page", () => {
  let engram: TestEngram;

  beforeAll(async () => {
    engram = await startTestEngram();
  });

  afterAll(async () => {
    await engram?.close();
  });

  it("opens GraphiQL on Engram's example with its variables", async () => {
    const page = await (await fetch(engram.url, { headers: { accept: "text/html" } })).text();
    expect(page).toContain("<title>Engram</title>");
    expect(page).toContain("mutation Remember($agentType: ID!, $project: ID)");
    expect(page).toContain("query SearchKnowledge");
    expect(page).not.toContain("Welcome to GraphQL Yoga");
  });

  it("runs as written: remember, then recall in other words finds that memory first, then searchKnowledge answers", async () => {
    const variables = JSON.parse(PLAYGROUND_VARIABLES) as Record<string, unknown>;
    const run = (operationName: string) =>
      fetch(engram.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: PLAYGROUND_EXAMPLE, variables, operationName }) }).then(
        (response) => response.json() as Promise<{ data?: any; errors?: unknown[] }>,
      );
    const remembered = await run("Remember");
    expect(remembered.errors).toBeUndefined();
    const recalled = await run("Recall");
    expect(recalled.errors).toBeUndefined();
    expect(recalled.data.recall[0].memory.id).toBe(remembered.data.remember.id);
    expect(recalled.data.recall[0].relevance).toBeGreaterThan(0);
    const searched = await run("SearchKnowledge");
    expect(searched.errors).toBeUndefined();
    expect(Array.isArray(searched.data.searchKnowledge.hits)).toBe(true);
  });
});
