import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresDocs } from "../helpers/debian-docs.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";

/** PostgreSQL 15's documentation as an agent asks it: a function by name, and a question whose answer spans pages. */
let engram: TestEngram;
let driver: Driver;
const source = uniqueId("postgres_docs");
const BASE_URL = "https://www.postgresql.org/docs/15/";

interface Hit {
  id: string;
  source: string;
  title: string;
  url: string | null;
}

async function search(query: string, limit = 5): Promise<Hit[]> {
  const response = await engram.graphql<{ searchKnowledge: { hits: Hit[] } }>(
    `query ($q: String!, $limit: Int) { searchKnowledge(query: $q, version: "15", language: "sql", sources: [DOC, API], limit: $limit) { hits { id source title url } } }`,
    { q: query, limit },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.searchKnowledge.hits.filter((hit) => hit.url?.startsWith(BASE_URL));
}

const pageOf = (hit: Hit) => hit.url!.slice(BASE_URL.length).split("#")[0];

beforeAll(async () => {
  const home = await mkdtemp(join(tmpdir(), "engram-postgres-"));
  engram = await startTestEngram({ ENGRAM_HOME: home });
  driver = testDriver();
  const dependencies = await ingestDependencies(driver, undefined, home);
  await ingestQuietly(dependencies, ingestRequest({ format: "docbook", location: postgresDocs(), source, version: "15", language: "sql", baseUrl: BASE_URL }));
}, 600_000);

afterAll(async () => {
  await driver?.close();
  await engram?.close();
});

describe("PostgreSQL 15's documentation, ingested as DocBook", () => {
  it("answers apiReference for a function of its tables, with its signature and a link to its row", async () => {
    const response = await engram.graphql(`query ($source: ID) { apiReference(name: "pg_promote", version: "15", source: $source) { name kind signature description url } }`, { source });
    expect(response.errors).toBeUndefined();
    expect(response.data!.apiReference).toMatchObject({
      name: "pg_promote",
      kind: "function",
      signature: "pg_promote ( wait boolean DEFAULT true, wait_seconds integer DEFAULT 60 ) → boolean",
      description: expect.stringMatching(/^Promotes a standby server to primary status/),
      url: expect.stringMatching(/^https:\/\/www\.postgresql\.org\/docs\/15\/functions-admin\.html#id-/),
    });
  });

  it("finds a function documented deep in a long table, past where sections used to be cut", async () => {
    const hits = await search("atan2");
    expect(hits.map(pageOf)).toContain("functions-math.html");
    expect(hits.find((hit) => hit.source === "API")).toMatchObject({ title: "atan2" });
  });

  it("shows each page's best hit before a second hit of any page", async () => {
    const pages = (await search("deferrable transaction setting", 10)).map((hit) => `${hit.source}|${hit.id}`);
    expect(pages).toHaveLength(10);
    const firstRepeat = pages.findIndex((page, index) => pages.indexOf(page) !== index);
    const newAfterRepeat = firstRepeat < 0 ? [] : pages.slice(firstRepeat).filter((page, offset) => pages.indexOf(page) === firstRepeat + offset);
    expect(newAfterRepeat).toEqual([]);
    expect(new Set(pages.slice(0, 5)).size).toBe(5);
  });
});
