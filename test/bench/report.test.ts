import { describe, expect, it } from "vitest";
import type { LoadSummary } from "../../bench/measure.js";
import { cpuTable, type ScenarioResult } from "../../bench/report.js";

const summary = (requests: number, cpuSeconds?: Record<string, number>): LoadSummary => ({
  requests, elapsedSeconds: 10, throughput: requests / 10, meanMs: 1, p50Ms: 1, p95Ms: 1, p99Ms: 1, maxMs: 1, errors: 0, non2xx: 0, ...(cpuSeconds ? { cpuSeconds } : {}),
});

const result = (graphql: LoadSummary, driver: LoadSummary, beside: ScenarioResult["beside"] = []): ScenarioResult => ({
  scenario: "recall", description: "", graphqlQuery: "", cypher: "", baselineVia: "", concurrency: 8, graphql, driver, beside,
});

describe("cpuTable", () => {
  it("gives each side's CPU milliseconds per request, by watched process", () => {
    const table = cpuTable(result(summary(200, { Neo4j: 4, Engram: 2 }), summary(1000, { Neo4j: 5, Engram: 0.01 }), [{ name: "words only", settings: "ENGRAM_EMBEDDINGS=none", summary: summary(0, { Neo4j: 0, Engram: 0 }) }]));
    expect(table.split("\n")).toEqual([
      "| CPU per request (ms), while each side was measured | Neo4j | Engram |",
      "| --- | ---: | ---: |",
      "| GraphQL | 20.0 | 10.0 |",
      "| GraphQL, words only | – | – |",
      "| neo4j-driver direct | 5.0 | 0.0 |",
    ]);
  });

  it("is empty when no process was watched", () => {
    expect(cpuTable(result(summary(10), summary(10)))).toBe("");
  });
});
