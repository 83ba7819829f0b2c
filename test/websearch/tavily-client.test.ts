import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TavilyClient, TavilyError, type TavilySearchRequest } from "../../src/websearch/tavily-client.js";
import { FakeTavily } from "../helpers/tavily-server.js";

const KEY = "tvly-client-test-0123456789";
const request: TavilySearchRequest = { query: "vitest fake timers", maxResults: 3, searchDepth: "advanced", topic: "general", includeDomains: ["vitest.dev"], excludeDomains: [] };

let tavily: FakeTavily;
beforeAll(async () => {
  tavily = await new FakeTavily(KEY).start();
});
afterAll(() => tavily?.stop());

const client = (options: Partial<ConstructorParameters<typeof TavilyClient>[0]> = {}) =>
  new TavilyClient({ apiKey: KEY, baseUrl: tavily.url, timeoutMs: 2_000, maxRetries: 2, backoffMs: 10, ...options });

describe("TavilyClient", () => {
  it("sends Tavily's documented request and reads its response fields", async () => {
    const response = await client().search(request);
    expect(tavily.calls.at(-1)!.body).toEqual({
      query: "vitest fake timers",
      max_results: 3,
      search_depth: "advanced",
      topic: "general",
      include_domains: ["vitest.dev"],
      exclude_domains: [],
      include_answer: false,
      include_raw_content: false,
      include_images: false,
    });
    expect(response.results).toHaveLength(3);
    expect(response.results[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\//), score: 0.95, publishedDate: null });
    expect(response.responseTimeSeconds).toBe(0.42);
    expect(response.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives up on a slow answer after its timeout, retrying first", async () => {
    const before = tavily.calls.length;
    tavily.delayMs = 400;
    try {
      await expect(client({ timeoutMs: 100, maxRetries: 1 }).search(request)).rejects.toThrow(/Tavily did not answer within 100 ms/);
    } finally {
      tavily.delayMs = 0;
    }
    expect(tavily.calls.length - before).toBe(2);
  });

  it("skips results without a web URL and refuses an answer without a results list", async () => {
    tavily.failNext(1, 200, { body: JSON.stringify({ query: "q", results: [{ url: "javascript:alert(1)", title: "x" }, { url: "https://ok.example.org/", title: "ok" }, { title: "no url" }] }) });
    const filtered = await client().search(request);
    expect(filtered.results.map((result) => result.url)).toEqual(["https://ok.example.org/"]);

    tavily.failNext(3, 200, { body: JSON.stringify({ detail: "maintenance" }) });
    const error = await client().search(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TavilyError);
    expect((error as TavilyError).message).toMatch(/without a results list/);
  });

  it("cuts the key out of a refusal by fetch itself, which quotes the header it refuses", async () => {
    const badKey = "tvly-bad\nkey-0123456789";
    const error = (await client({ apiKey: badKey, maxRetries: 0 }).search(request).catch((e: unknown) => e)) as TavilyError;
    expect(error).toBeInstanceOf(TavilyError);
    expect(error.message).toMatch(/could not be reached/);
    expect(error.message).not.toContain("tvly-bad");
    expect(error.message).not.toContain("key-0123456789");
  });

  it("waits as long as Retry-After asks before trying again", async () => {
    tavily.failNext(1, 429, { retryAfter: "1" });
    const started = Date.now();
    await client().search(request);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe("TavilyClient deadline", () => {
  it("stops retrying once the deadline has passed, even while Retry-After asks to wait", async () => {
    const query = `${request.query} deadline-retry-after`;
    tavily.failNext(1, 503, { retryAfter: "8" });
    const error = (await client({ deadlineMs: 300, maxRetries: 3 }).search({ ...request, query }).catch((e: unknown) => e)) as TavilyError;
    expect(error).toBeInstanceOf(TavilyError);
    expect(error.message).toBe("Tavily gave no answer within its 300 ms deadline (all attempts together)");
    expect(tavily.callsFor(query)).toHaveLength(1);
  });

  it("cuts an attempt short when the deadline passes before its own timeout", async () => {
    const query = `${request.query} deadline-slow`;
    tavily.delayMs = 5_000;
    try {
      await expect(client({ deadlineMs: 300, timeoutMs: 60_000, maxRetries: 3 }).search({ ...request, query })).rejects.toThrow(/within its 300 ms deadline/);
    } finally {
      tavily.delayMs = 0;
    }
    expect(tavily.callsFor(query)).toHaveLength(1);
  });

  it("retries within the deadline", async () => {
    const query = `${request.query} deadline-retries`;
    tavily.failNext(2, 502);
    const response = await client({ deadlineMs: 10_000, maxRetries: 3 }).search({ ...request, query });
    expect(response.results).toHaveLength(3);
    expect(tavily.callsFor(query)).toHaveLength(3);
  });
});
