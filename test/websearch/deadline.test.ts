import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { FakeTavily } from "../helpers/tavily-server.js";

const DAY_MS = 86_400_000;
const API_KEY = `tvly-test-${uniqueId("deadline")}`;
/** Far longer than any test may take: without the deadline, one search would wait for four of these. */
const SLOW_ANSWER_MS = 60_000;

const SEARCH = `
  query Search($query: String!, $refresh: Boolean) {
    webSearch(query: $query, refresh: $refresh) { results { url } fromCache stale cachedAt }
  }`;

let clock = new Date(Date.UTC(2091, 5, 1, 12));
let tavily: FakeTavily;
let engram: TestEngram;

beforeAll(async () => {
  tavily = await new FakeTavily(API_KEY).start();
  engram = await startTestEngram(
    // Each attempt could wait a minute; the deadline of one second is what ends the search.
    { TAVILY_API_KEY: API_KEY, TAVILY_BASE_URL: tavily.url, TAVILY_TIMEOUT_MS: String(SLOW_ANSWER_MS), TAVILY_MAX_RETRIES: "3", TAVILY_DEADLINE_MS: "1000" },
    { now: () => clock },
  );
});

afterAll(async () => {
  await engram?.close();
  await tavily?.stop();
});

beforeEach(() => {
  tavily.delayMs = 0;
});

const search = (variables: Record<string, unknown>) => engram.graphql(SEARCH, variables);
const topic = () => `${uniqueId("deadline")} slow upstream`;

describe("webSearch with a slow Tavily (TAVILY_DEADLINE_MS)", () => {
  it("serves the cached answer when a refresh passes the deadline, after one attempt", { timeout: 30_000 }, async () => {
    const query = topic();
    const cached = await search({ query });
    expect(cached.data!.webSearch.fromCache).toBe(false);

    tavily.delayMs = SLOW_ANSWER_MS;
    const refreshed = await search({ query, refresh: true });
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data!.webSearch).toEqual({ ...cached.data!.webSearch, fromCache: true, stale: false });
    expect(tavily.callsFor(query)).toHaveLength(2);
  });

  it("serves an expired answer marked stale when the deadline passes", { timeout: 30_000 }, async () => {
    const query = topic();
    const cached = await search({ query });
    clock = new Date(clock.getTime() + 8 * DAY_MS);

    tavily.delayMs = SLOW_ANSWER_MS;
    const stale = await search({ query });
    expect(stale.errors).toBeUndefined();
    expect(stale.data!.webSearch).toEqual({ ...cached.data!.webSearch, fromCache: true, stale: true });
  });

  it("answers WEB_SEARCH_UNAVAILABLE naming the deadline when nothing is cached", { timeout: 30_000 }, async () => {
    tavily.delayMs = SLOW_ANSWER_MS;
    const query = topic();
    const missing = await search({ query });
    expect(missing.data).toBeNull();
    expect(missing.errors![0]!.extensions!.code).toBe("WEB_SEARCH_UNAVAILABLE");
    expect(missing.errors![0]!.message).toBe(
      "Tavily gave no answer within its 1000 ms deadline (all attempts together); no cached answer exists for this query",
    );
    expect(tavily.callsFor(query)).toHaveLength(1);
  });
});
