import { describe, expect, it } from "vitest";
import { cacheKey } from "../../src/websearch/cache-key.js";
import type { TavilySearchRequest } from "../../src/websearch/tavily-client.js";

const request: TavilySearchRequest = { query: "  Build  REACT app ", maxResults: 5, searchDepth: "basic", topic: "general", includeDomains: [], excludeDomains: ["www.Example.com"] };

describe("cacheKey", () => {
  it("keys an unscoped search as it did before entries had scopes, so that stored answers keep answering", () => {
    expect(cacheKey(request)).toBe("614a7f63bd83d585d2f545cc362107d68035840895736d351bb04f902dee3ce8");
    expect(cacheKey(request, null)).toBe(cacheKey(request));
  });

  it("gives each scope its own key", () => {
    const keys = [
      cacheKey(request),
      cacheKey(request, { agentType: "architect", project: null }),
      cacheKey(request, { agentType: "architect", project: "P1" }),
      cacheKey(request, { agentType: "architect", project: "P2" }),
      cacheKey(request, { agentType: "reviewer", project: "P1" }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(cacheKey({ ...request, query: "build react app" }, { agentType: "architect", project: "P1" })).toBe(keys[2]);
  });
});
