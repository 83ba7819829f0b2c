import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_WEB_DOMAINS, FakeTavily } from "../helpers/tavily-server.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

const DAY_MS = 86_400_000;
const API_KEY = `tvly-test-${uniqueId("secret")}`;

const SEARCH = `
  query Search($query: String!, $maxResults: Int, $category: WebCategory, $excludeDomains: [String!], $refresh: Boolean, $retryOf: ID) {
    webSearch(query: $query, maxResults: $maxResults, category: $category, excludeDomains: $excludeDomains, refresh: $refresh, retryOf: $retryOf) {
      results { url title content score domain publishedDate }
      fromCache stale cachedAt expiresAt queryHash maxResults excludedDomains
    }
  }`;

const STATS = `
  query Stats($days: Int) {
    cacheStats(days: $days) { hits misses hitRate staleServed upstreamCalls upstreamFailures entries expired
      days { day hits misses hitRate staleServed upstreamCalls upstreamFailures } }
  }`;

const DOCUMENTATION = `
  query Docs($urls: [ID!]) {
    documentations(where: { url: { in: $urls } }) { url title domain firstSeen lastSeen totalUses }
  }`;

/** A day far from today, so that the daily counters of this file are its own. */
let clock = new Date(Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 3650) * DAY_MS + 10 * 3600_000);
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let tavily: FakeTavily;
let engram: TestEngram;
const logLines: string[] = [];

beforeAll(async () => {
  tavily = await new FakeTavily(API_KEY).start();
  engram = await startTestEngram(
    {
      TAVILY_API_KEY: API_KEY,
      TAVILY_BASE_URL: tavily.url,
      TAVILY_MAX_RETRIES: "2",
      TAVILY_TIMEOUT_MS: "2000",
      ENGRAM_WEB_CACHE_TTL: "TUTORIAL=1d",
      LOG_LEVEL: "debug",
    },
    { now: () => clock, logLines },
  );
});

afterAll(async () => {
  await engram?.close();
  await tavily?.stop();
});

beforeEach(() => {
  tavily.ignoreExclusions = false;
  tavily.downWith = null;
  tavily.delayMs = 0;
});

const search = (variables: Record<string, unknown>) => engram.graphql(SEARCH, variables);
const topic = () => `${uniqueId("topic")} routing hooks`;

describe("webSearch cache", () => {
  it("answers a repeated query from the cache without a second upstream call, and records each page", async () => {
    const query = topic();
    const first = await search({ query });
    expect(first.errors).toBeUndefined();
    expect(first.data!.webSearch).toMatchObject({ fromCache: false, stale: false, maxResults: 5 });
    expect(first.data!.webSearch.results).toHaveLength(5);
    expect(tavily.callsFor(query)).toHaveLength(1);
    const [call] = tavily.callsFor(query);
    expect(call!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call!.body).toMatchObject({ query, max_results: 5, search_depth: "basic", topic: "general", exclude_domains: [] });

    const second = await search({ query });
    expect(second.data!.webSearch.fromCache).toBe(true);
    expect(second.data!.webSearch.results).toEqual(first.data!.webSearch.results);
    expect(second.data!.webSearch.queryHash).toBe(first.data!.webSearch.queryHash);
    expect(tavily.callsFor(query)).toHaveLength(1);

    const urls = first.data!.webSearch.results.map((result: { url: string }) => result.url);
    const docs = await engram.graphql(DOCUMENTATION, { urls });
    expect(docs.data!.documentations).toHaveLength(5);
    for (const doc of docs.data!.documentations) {
      expect(FAKE_WEB_DOMAINS).toContain(doc.domain);
      expect(new Date(doc.firstSeen).getTime()).toBe(clock.getTime());
      expect(doc.lastSeen).toBe(doc.firstSeen);
      expect(doc.totalUses).toBe(0);
    }
  });

  it("treats case and white-space variants as one query, and other options as another", async () => {
    const query = topic();
    await search({ query });
    const variant = await search({ query: `   ${query.toUpperCase().replace(/ /g, "  \t ")}  ` });
    expect(variant.data!.webSearch.fromCache).toBe(true);
    expect(tavily.callsFor(query)).toHaveLength(1);

    const more = await search({ query, maxResults: 8 });
    expect(more.data!.webSearch).toMatchObject({ fromCache: false, maxResults: 8 });
    expect(more.data!.webSearch.results).toHaveLength(8);
    const news = await search({ query, category: "NEWS" });
    expect(news.data!.webSearch.fromCache).toBe(false);
    expect(news.data!.webSearch.results[0].publishedDate).toBeTruthy();
    expect(tavily.callsFor(query).map((call) => call.body.topic)).toEqual(["general", "general", "news"]);
  });

  it("keeps documentation 7 days and news 3 days, then asks upstream again", async () => {
    const query = topic();
    const docs = await search({ query });
    const news = await search({ query, category: "NEWS" });
    expect(new Date(docs.data!.webSearch.expiresAt).getTime() - clock.getTime()).toBe(7 * DAY_MS);
    expect(new Date(news.data!.webSearch.expiresAt).getTime() - clock.getTime()).toBe(3 * DAY_MS);

    advance(3 * DAY_MS + 1000);
    expect((await search({ query })).data!.webSearch.fromCache).toBe(true);
    expect((await search({ query, category: "NEWS" })).data!.webSearch.fromCache).toBe(false);

    advance(4 * DAY_MS);
    const renewed = await search({ query });
    expect(renewed.data!.webSearch).toMatchObject({ fromCache: false, stale: false });
    expect(new Date(renewed.data!.webSearch.cachedAt).getTime()).toBe(clock.getTime());
    expect(tavily.callsFor(query)).toHaveLength(4);
  });

  it("forces an upstream call with refresh", async () => {
    const query = topic();
    await search({ query });
    const refreshed = await search({ query, refresh: true });
    expect(refreshed.data!.webSearch.fromCache).toBe(false);
    expect(tavily.callsFor(query)).toHaveLength(2);
  });

  it("serves an expired answer marked stale when Tavily is down, and a clear error when nothing is cached", async () => {
    const query = topic();
    const fresh = await search({ query });
    advance(8 * DAY_MS);
    tavily.downWith = 503;
    const stale = await search({ query });
    expect(stale.errors).toBeUndefined();
    expect(stale.data!.webSearch).toMatchObject({ fromCache: true, stale: true, expiresAt: fresh.data!.webSearch.expiresAt });
    expect(stale.data!.webSearch.results).toEqual(fresh.data!.webSearch.results);
    // one call, then the two retries TAVILY_MAX_RETRIES allows
    expect(tavily.callsFor(query)).toHaveLength(4);

    const missing = await search({ query: topic() });
    expect(missing.data).toBeNull();
    expect(missing.errors![0]!.extensions!.code).toBe("WEB_SEARCH_UNAVAILABLE");
    expect(missing.errors![0]!.message).toMatch(/Tavily failed \(HTTP 503\).*no cached answer exists for this query/);
  });

  it("retries 429 and 5xx with backoff, but not a refused request", async () => {
    const query = topic();
    tavily.failNext(1, 429, { retryAfter: "0" });
    tavily.failNext(1, 502);
    const answer = await search({ query });
    expect(answer.data!.webSearch.fromCache).toBe(false);
    expect(tavily.callsFor(query)).toHaveLength(3);

    const refused = topic();
    tavily.failNext(1, 432);
    const limited = await search({ query: refused });
    expect(limited.errors![0]!.message).toMatch(/plan's credit limit/);
    expect(tavily.callsFor(refused)).toHaveLength(1);
  });

  it("makes one upstream call for identical misses arriving together", async () => {
    const query = topic();
    tavily.delayMs = 300;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => search({ query: i % 2 ? query.toUpperCase() : query })));
    expect(tavily.callsFor(query)).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.webSearch.results).toEqual(answers[0]!.data!.webSearch.results);
    }
  });

  it("passes excluded domains upstream and leaves their pages out", async () => {
    const query = topic();
    const answer = await search({ query, excludeDomains: ["WWW.Blog.Example.net", "example.com"], maxResults: 10 });
    expect(tavily.callsFor(query)[0]!.body.exclude_domains).toEqual(["blog.example.net", "example.com"]);
    const domains = answer.data!.webSearch.results.map((result: { domain: string }) => result.domain);
    expect(domains).not.toContain("blog.example.net");
    expect(domains).not.toContain("forum.example.com");
    expect(answer.data!.webSearch.excludedDomains).toEqual(["blog.example.net", "example.com"]);

    tavily.ignoreExclusions = true;
    const unfiltered = await search({ query: topic(), excludeDomains: ["guide.example.org"], maxResults: 10 });
    const kept = unfiltered.data!.webSearch.results.map((result: { domain: string }) => result.domain);
    expect(kept).not.toContain("guide.example.org");
    expect(kept).toContain("docs.example.dev");
  });

  it("keeps an answer as long as the asking category wants, whichever category stored it", async () => {
    const query = topic();
    await search({ query, category: "DOCUMENTATION" });
    advance(2 * DAY_MS);
    const tutorial = await search({ query, category: "TUTORIAL" });
    expect(tutorial.data!.webSearch.fromCache).toBe(false);
    const reference = await search({ query, category: "API_REFERENCE" });
    expect(reference.data!.webSearch.fromCache).toBe(true);
    expect(new Date(reference.data!.webSearch.expiresAt).getTime() - new Date(reference.data!.webSearch.cachedAt).getTime()).toBe(7 * DAY_MS);
    expect(tavily.callsFor(query)).toHaveLength(2);
  });

  it("retries a session with twice the results, leaving out the domains its feedback found unhelpful", async () => {
    const query = topic();
    const first = await search({ query, maxResults: 4 });
    const results = first.data!.webSearch.results as Array<{ url: string; domain: string }>;
    const unhelpful = results.find((result) => result.domain === "blog.example.net")!;
    const patternId = uniqueId("pattern");
    const sessionId = uniqueId("session");
    await engram.graphql(
      `mutation ($patternId: ID!, $docs: [DocRefInput!]!) { recordPatternDocs(patternId: $patternId, task: "routing hooks", docs: $docs, score: 40, agent: "builder") { id } }`,
      { patternId, docs: results.map(({ url }) => ({ url })) },
    );
    const feedback = await engram.graphql(`mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id } }`, {
      input: { sessionId, patternId, codeQuality: 2, contextQuality: 1, unhelpfulDocs: [{ url: unhelpful.url, reason: "Blog post, not documentation" }] },
    });
    expect(feedback.errors).toBeUndefined();

    const retry = await search({ query, maxResults: 4, retryOf: sessionId });
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.webSearch).toMatchObject({ fromCache: false, maxResults: 8 });
    expect(retry.data!.webSearch.excludedDomains).toContain("blog.example.net");
    const call = tavily.callsFor(query)[1]!;
    expect(call.body.max_results).toBe(8);
    expect(call.body.exclude_domains).toContain("blog.example.net");
    expect(retry.data!.webSearch.results.map((result: { domain: string }) => result.domain)).not.toContain("blog.example.net");
    expect(retry.data!.webSearch.results.length).toBeGreaterThan(4);
  });

  it("refuses bad input naming the field, before any upstream call or write", async () => {
    const before = tavily.calls.length;
    const statsBefore = (await engram.graphql(STATS, { days: 1 })).data!.cacheStats;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ query: "   " }, "query"],
      [{ query: "x".repeat(401) }, "query"],
      [{ query: topic(), maxResults: 0 }, "maxResults"],
      [{ query: topic(), maxResults: 21 }, "maxResults"],
      [{ query: topic(), excludeDomains: ["not a domain"] }, "excludeDomains[0]"],
      [{ query: topic(), retryOf: uniqueId("no-such-session") }, "retryOf"],
    ];
    for (const [variables, field] of cases) {
      const answer = await search(variables);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
      expect(answer.errors![0]!.message.startsWith(field)).toBe(true);
    }
    expect(tavily.calls.length).toBe(before);
    const statsAfter = (await engram.graphql(STATS, { days: 1 })).data!.cacheStats;
    expect(statsAfter.misses).toBe(statsBefore.misses);
  });
});

describe("cacheStats", () => {
  it("counts hits, misses and stale answers per day and overall, with entries and expired ones", async () => {
    advance(30 * DAY_MS);
    const before = (await engram.graphql(STATS, { days: 1 })).data!.cacheStats;
    expect(before.days).toEqual([]);
    const [a, b] = [topic(), topic()];
    await search({ query: a });
    await search({ query: a });
    await search({ query: a.toUpperCase() });
    await search({ query: b });
    const today = (await engram.graphql(STATS, { days: 1 })).data!.cacheStats;
    expect(today).toMatchObject({ hits: 2, misses: 2, hitRate: 0.5, upstreamCalls: 2, staleServed: 0 });
    expect(today.entries).toBeGreaterThanOrEqual(before.entries + 2);
    expect(today.days).toHaveLength(1);
    expect(today.days[0]).toMatchObject({ day: clock.toISOString().slice(0, 10), hits: 2, misses: 2, hitRate: 0.5 });

    advance(DAY_MS);
    await search({ query: b });
    advance(7 * DAY_MS);
    tavily.downWith = 500;
    await search({ query: a });
    const week = (await engram.graphql(STATS, { days: 9 })).data!.cacheStats;
    expect(week).toMatchObject({ hits: 3, misses: 3, staleServed: 1, upstreamCalls: 3, upstreamFailures: 1 });
    expect(week.hitRate).toBeCloseTo(0.5);
    expect(week.days.map((day: { hits: number; misses: number }) => [day.hits, day.misses])).toEqual([[0, 1], [1, 0], [2, 2]]);
    expect(week.expired).toBeGreaterThanOrEqual(2);

    const bad = await engram.graphql(STATS, { days: 0 });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "days" });
  });
});

describe("the Tavily key", () => {
  it("never appears in responses, errors or logs, even when Tavily echoes it back", async () => {
    const query = topic();
    tavily.failNext(1, 401, { body: JSON.stringify({ detail: { error: `Unauthorized: key ${API_KEY} is invalid` } }) });
    const answer = await search({ query });
    expect(answer.errors![0]!.message).toMatch(/refused the API key/);
    expect(answer.errors![0]!.message).toContain("[redacted]");
    const ok = await search({ query });
    const everything = JSON.stringify([answer, ok]) + logLines.join("\n");
    expect(logLines.some((line) => line.includes("Tavily search failed"))).toBe(true);
    expect(everything).not.toContain(API_KEY);
    expect(tavily.callsFor(query)[0]!.authorization).toBe(`Bearer ${API_KEY}`);
  });
});
