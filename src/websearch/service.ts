import { LRUCache } from "lru-cache";
import type { Principal } from "../auth/principal.js";
import { WEB_CATEGORIES, type WebCategoryName, type WebSearchConfig } from "../config.js";
import { badInput, EngramError, integerIn } from "../errors.js";
import type { EngramMetrics } from "../metrics.js";
import type { Logger } from "../logger.js";
import { cacheKey, normaliseDomain, normaliseQuery, type CacheScope } from "./cache-key.js";
import type { CacheEntry, DayCounts, WebSearchCache } from "./cache.js";
import { domainOf } from "./documentation.js";
import { TavilyClient, TavilyError, type TavilySearchRequest, type TavilySearchResponse } from "./tavily-client.js";

/** Tavily's own bounds: at most 20 results, queries of at most 400 characters. */
export const MAX_RESULTS = 20;
const MAX_QUERY_LENGTH = 400;
/**
 * Answers this instance read or wrote lately, kept in memory for a minute so that a hit costs no round
 * trip. Entries never change before they expire except by a refresh; one made on another instance
 * reaches this one within that minute.
 */
const RECENT_ENTRIES = 2_000;
const RECENT_TTL_MS = 60_000;
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

export interface WebSearchArgs {
  query: string;
  maxResults?: number | null;
  category?: WebCategoryName | null;
  excludeDomains?: readonly string[] | null;
  refresh?: boolean | null;
  retryOf?: string | null;
}

export interface WebResultRow {
  url: string;
  title: string;
  content: string;
  score: number;
  domain: string;
  publishedDate: string | null;
}

export interface WebSearchOutcome {
  results: WebResultRow[];
  fromCache: boolean;
  stale: boolean;
  cachedAt: string | null;
  expiresAt: string | null;
  queryHash: string;
  maxResults: number;
  excludedDomains: string[];
}

export interface CacheStatsResult {
  hits: number;
  misses: number;
  hitRate: number | null;
  staleServed: number;
  upstreamCalls: number;
  upstreamFailures: number;
  entries: number;
  expired: number;
  days: Array<DayCounts & { hitRate: number | null }>;
}

/**
 * Domains a retry must avoid: those of excluded docs and of the docs the original session found unhelpful
 * (a session whose feedback the key may not see is answered like one without feedback).
 */
export interface RetryExclusions {
  domainsToAvoid(principal: Principal, originalSessionId: string): Promise<string[]>;
}

export interface WebSearchOptions {
  config: WebSearchConfig;
  cache: WebSearchCache;
  retryExclusions: RetryExclusions;
  log: Logger;
  now?: () => Date;
  /** Replaces the Tavily client built from the config (a test's counting client). */
  client?: TavilyClient | null;
  metrics?: EngramMetrics;
}

/** cacheStats reaches back a year at most. */
const MAX_STATS_DAYS = 366;

function upstreamError(message: string): EngramError {
  return new EngramError("WEB_SEARCH_UNAVAILABLE", message);
}

function checkExcludeDomains(domains: readonly string[]): string[] {
  return domains.map((raw, index) => {
    const domain = normaliseDomain(raw);
    if (!DOMAIN.test(domain)) throw badInput(`excludeDomains[${index}]`, `must be a domain such as example.com (got ${JSON.stringify(raw)})`);
    return domain;
  });
}

const topicOf = (category: WebCategoryName): TavilySearchRequest["topic"] => (category === "NEWS" ? "news" : "general");

const hitRate = (hits: number, misses: number) => (hits + misses === 0 ? null : hits / (hits + misses));

function isExcluded(domain: string, excluded: readonly string[]): boolean {
  return excluded.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}

/**
 * webSearch: Tavily behind a cache in Neo4j. A fresh entry answers without a paid call; identical misses
 * arriving together share one upstream call; when Tavily fails, an expired entry is served as stale.
 */
export class WebSearch {
  private readonly client: TavilyClient | null;
  private readonly now: () => Date;
  private readonly inFlight = new Map<string, Promise<CacheEntry>>();
  private readonly recent = new LRUCache<string, CacheEntry>({ max: RECENT_ENTRIES, ttl: RECENT_TTL_MS });

  constructor(private readonly options: WebSearchOptions) {
    const { config } = options;
    this.now = options.now ?? (() => new Date());
    this.client =
      options.client !== undefined
        ? options.client
        : config.tavilyApiKey === null
          ? null
          : new TavilyClient({
              apiKey: config.tavilyApiKey,
              baseUrl: config.tavilyBaseUrl,
              timeoutMs: config.timeoutMs,
              maxRetries: config.maxRetries,
              deadlineMs: config.deadlineMs,
            });
  }

  /** With a scope, the answer is cached for that agent type and project only (the caller checks that the principal may use it). */
  async search(principal: Principal, args: WebSearchArgs, scope: CacheScope | null = null): Promise<WebSearchOutcome> {
    const refresh = Boolean(args.refresh);
    const { request, category, queryHash, now, entry: cached } = await this.find(principal, args, scope, refresh);
    const { cache } = this.options;
    if (cached && !refresh && this.isFresh(cached, category, now)) {
      cache.count("hits", now);
      return this.outcome(request, queryHash, category, cached, { fromCache: true, stale: false });
    }
    cache.count("misses", now);
    try {
      const fresh = await this.singleFlight(queryHash, () => this.fetchAndStore(request, queryHash, category, scope, refresh));
      return this.outcome(request, queryHash, category, fresh, { fromCache: false, stale: false });
    } catch (error) {
      if (!(error instanceof TavilyError || error instanceof EngramError) || !cached) throw this.unavailable(error);
      // A refresh that fails falls back on the entry too, which is stale only if it has expired.
      const stale = !this.isFresh(cached, category, now);
      if (stale) cache.count("staleServed", now);
      return this.outcome(request, queryHash, category, cached, { fromCache: true, stale });
    }
  }

  /** The cached answer for this search, fresh or expired, without asking Tavily; null when none is cached. */
  async cached(principal: Principal, args: WebSearchArgs, scope: CacheScope | null = null): Promise<WebSearchOutcome | null> {
    const { request, category, queryHash, now, entry } = await this.find(principal, args, scope, false);
    return entry && this.outcome(request, queryHash, category, entry, { fromCache: true, stale: !this.isFresh(entry, category, now) });
  }

  /** The search as Tavily would be asked it, and its cached entry (with refresh, read from Neo4j rather than this instance's copy). */
  private async find(principal: Principal, args: WebSearchArgs, scope: CacheScope | null, refresh: boolean) {
    const request = await this.requestFor(principal, args);
    const category = args.category ?? "DOCUMENTATION";
    const queryHash = cacheKey(request, scope);
    const now = this.now();
    return { request, category, queryHash, now, entry: await this.lookup(principal, queryHash, category, now, refresh) };
  }

  /** Counts of what every key did; entries are those the principal may read. */
  async stats(principal: Principal, days: number): Promise<CacheStatsResult> {
    integerIn("days", days, 1, MAX_STATS_DAYS);
    const now = this.now();
    const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const to = now.toISOString().slice(0, 10);
    const [perDay, { entries, expired }] = await Promise.all([this.options.cache.days(from, to), this.options.cache.entries(now, principal)]);
    const total = (name: keyof Omit<DayCounts, "day">) => perDay.reduce((sum, day) => sum + day[name], 0);
    const [hits, misses] = [total("hits"), total("misses")];
    return {
      hits,
      misses,
      hitRate: hitRate(hits, misses),
      staleServed: total("staleServed"),
      upstreamCalls: total("upstreamCalls"),
      upstreamFailures: total("upstreamFailures"),
      entries,
      expired,
      days: perDay.map((day) => ({ ...day, hitRate: hitRate(day.hits, day.misses) })),
    };
  }

  close(): Promise<void> {
    return this.options.cache.close();
  }

  /** Checks every argument before anything is read or written; a retry avoids excluded domains and asks for twice as many results. */
  private async requestFor(principal: Principal, args: WebSearchArgs): Promise<TavilySearchRequest> {
    const query = normaliseQuery(args.query);
    if (query === "") throw badInput("query", "must not be empty");
    if (query.length > MAX_QUERY_LENGTH) throw badInput("query", `must be at most ${MAX_QUERY_LENGTH} characters (got ${query.length})`);
    const maxResults = integerIn("maxResults", args.maxResults ?? 5, 1, MAX_RESULTS);
    const excludeDomains = checkExcludeDomains(args.excludeDomains ?? []);
    const retryOf = args.retryOf?.trim();
    if (args.retryOf != null && !retryOf) throw badInput("retryOf", "must be the session id of the original search's feedback");
    const avoided = retryOf ? await this.options.retryExclusions.domainsToAvoid(principal, retryOf) : [];
    return {
      query: args.query.trim().replace(/\s+/g, " "),
      maxResults: retryOf ? Math.min(maxResults * 2, MAX_RESULTS) : maxResults,
      searchDepth: this.options.config.searchDepth,
      topic: topicOf(args.category ?? "DOCUMENTATION"),
      includeDomains: [],
      excludeDomains: [...new Set([...excludeDomains, ...avoided])].sort(),
    };
  }

  /**
   * Categories sharing an entry (those that send Tavily the same topic) may keep it for different times,
   * so freshness is the asking category's TTL from the entry's creation; the stored expiresAt is the
   * longest of them, after which no category wants the entry.
   */
  private freshUntil(entry: CacheEntry, category: WebCategoryName): Date {
    return new Date(entry.createdAt.getTime() + this.options.config.cacheTtlSeconds[category] * 1000);
  }

  private isFresh(entry: CacheEntry, category: WebCategoryName, now: Date): boolean {
    return this.freshUntil(entry, category) > now;
  }

  private storedExpiry(createdAt: Date, category: WebCategoryName): Date {
    const ttls = this.options.config.cacheTtlSeconds;
    const longest = Math.max(...WEB_CATEGORIES.filter((other) => topicOf(other) === topicOf(category)).map((other) => ttls[other]));
    return new Date(createdAt.getTime() + longest * 1000);
  }

  /**
   * The entry for a key, fresh or expired: from memory when this instance saw it fresh lately, else from
   * Neo4j. A scoped entry's key holds its scope, which its callers may use, so memory needs no check.
   */
  private async lookup(principal: Principal, queryHash: string, category: WebCategoryName, now: Date, refresh: boolean): Promise<CacheEntry | null> {
    const recent = refresh ? undefined : this.recent.get(queryHash);
    if (recent && this.isFresh(recent, category, now)) return recent;
    const stored = await this.options.cache.read(queryHash, principal);
    if (stored && stored.expiresAt > now) this.recent.set(queryHash, stored);
    return stored;
  }

  private singleFlight(queryHash: string, call: () => Promise<CacheEntry>): Promise<CacheEntry> {
    const running = this.inFlight.get(queryHash);
    if (running) return running;
    const flight = call().finally(() => this.inFlight.delete(queryHash));
    this.inFlight.set(queryHash, flight);
    return flight;
  }

  private async fetchAndStore(request: TavilySearchRequest, queryHash: string, category: WebCategoryName, scope: CacheScope | null, refresh: boolean): Promise<CacheEntry> {
    // A miss read before the previous flight for this key stored its answer arrives here after that flight.
    const justStored = refresh ? undefined : this.recent.get(queryHash);
    if (justStored && this.isFresh(justStored, category, this.now())) return justStored;
    if (this.client === null) throw upstreamError("web search is not configured (set TAVILY_API_KEY)");
    const { cache, log } = this.options;
    cache.count("upstreamCalls", this.now());
    let response: TavilySearchResponse;
    try {
      response = await this.client.search(request);
    } catch (error) {
      cache.count("upstreamFailures", this.now());
      log.warn({ err: (error as Error).message, queryHash }, "Tavily search failed");
      throw error;
    }
    const createdAt = this.now();
    const entry = { response, createdAt, expiresAt: this.storedExpiry(createdAt, category) };
    this.recent.set(queryHash, entry);
    try {
      await cache.write({ queryHash, query: request.query, category, scope, ...entry });
    } catch (error) {
      // The answer is paid for and good: serve it, and let the next miss store it.
      log.warn({ err: (error as Error).message, queryHash }, "Storing a web search answer failed");
    }
    return entry;
  }

  private unavailable(error: unknown): Error {
    if (error instanceof EngramError) {
      return upstreamError(`${error.message}, and no cached answer exists for this query`);
    }
    if (error instanceof TavilyError) return upstreamError(`${error.message}; no cached answer exists for this query`);
    return error as Error;
  }

  private outcome(
    request: TavilySearchRequest,
    queryHash: string,
    category: WebCategoryName,
    entry: CacheEntry,
    flags: { fromCache: boolean; stale: boolean },
  ): WebSearchOutcome {
    this.options.metrics?.cacheLookups.inc({ cache: "web_search", result: flags.stale ? "stale" : flags.fromCache ? "hit" : "miss" });
    const results = entry.response.results
      .map((result) => ({ ...result, domain: domainOf(result.url) }))
      .filter((result) => !isExcluded(result.domain, request.excludeDomains));
    return {
      results,
      ...flags,
      cachedAt: entry.createdAt.toISOString(),
      expiresAt: this.freshUntil(entry, category).toISOString(),
      queryHash,
      maxResults: request.maxResults,
      excludedDomains: request.excludeDomains,
    };
  }
}
