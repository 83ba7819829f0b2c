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

/** SHA-256 of the normalised query and every option sent upstream that changes the answer. */
export function cacheKey(request: TavilySearchRequest): string {
  const key = {
    query: normaliseQuery(request.query),
    maxResults: request.maxResults,
    searchDepth: request.searchDepth,
    topic: request.topic,
    includeDomains: [...new Set(request.includeDomains.map(normaliseDomain))].sort(),
    excludeDomains: [...new Set(request.excludeDomains.map(normaliseDomain))].sort(),
  };
  return createHash("sha256").update(JSON.stringify(key)).digest("hex");
}
