import { createHash } from "node:crypto";
import type { TavilySearchRequest } from "./tavily-client.js";

/** Lower case, trimmed, inner white space collapsed: "  Build  REACT app" and "build react app" are one query. */
export function normaliseQuery(query: string): string {
  return query.toLowerCase().trim().replace(/\s+/g, " ");
}

/** A domain as Tavily's filters take it: host name only, lower case, no "www.". */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
}

/** Whose answer an entry is: set for solveError's lookups, whose query comes from a caller's error; null for webSearch's, which every key shares. */
export interface CacheScope {
  agentType: string;
  project: string | null;
}

/**
 * SHA-256 of the normalised query, every option sent upstream that changes the answer, and the scope, so
 * that two scopes never share an entry. An unscoped key is what it was before entries had scopes.
 */
export function cacheKey(request: TavilySearchRequest, scope: CacheScope | null = null): string {
  const key = {
    query: normaliseQuery(request.query),
    maxResults: request.maxResults,
    searchDepth: request.searchDepth,
    topic: request.topic,
    includeDomains: [...new Set(request.includeDomains.map(normaliseDomain))].sort(),
    excludeDomains: [...new Set(request.excludeDomains.map(normaliseDomain))].sort(),
    ...(scope ? { agentType: scope.agentType, project: scope.project } : {}),
  };
  return createHash("sha256").update(JSON.stringify(key)).digest("hex");
}
