import { UpstreamClient, UpstreamError } from "../net/upstream.js";

/** What Engram asks Tavily (POST /search); field names become Tavily's snake_case on the wire. */
export interface TavilySearchRequest {
  query: string;
  maxResults: number;
  searchDepth: "basic" | "advanced";
  topic: "general" | "news";
  includeDomains: string[];
  excludeDomains: string[];
}

export interface TavilyResult {
  title: string;
  url: string;
  content: string;
  score: number;
  publishedDate: string | null;
}

export interface TavilySearchResponse {
  query: string;
  results: TavilyResult[];
  responseTimeSeconds: number | null;
  requestId: string | null;
}

/** A failed call to Tavily. The message never holds the API key. */
export class TavilyError extends UpstreamError {
  override name = "TavilyError";
}

export interface TavilyClientOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  /** One search's time for all attempts together. */
  deadlineMs?: number;
  /** First backoff; doubled on every further attempt, with jitter. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

/** Tavily's documented refusals; 432 and 433 are plan and pay-as-you-go limits, not worth retrying. */
const STATUS_MEANING: Record<number, string> = {
  400: "refused the request as malformed",
  401: "refused the API key (TAVILY_API_KEY)",
  403: "refused the API key (TAVILY_API_KEY)",
  429: "rate-limited the request",
  432: "refused the request: the plan's credit limit is reached",
  433: "refused the request: the pay-as-you-go limit is reached",
};

function asString(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

function parseResult(value: unknown): TavilyResult | null {
  if (typeof value !== "object" || value === null) return null;
  const item = value as Record<string, unknown>;
  const url = asString(item.url);
  if (url === null || !isWebUrl(url)) return null;
  return {
    url,
    title: asString(item.title) ?? url,
    content: asString(item.content) ?? "",
    score: typeof item.score === "number" ? item.score : 0,
    publishedDate: asString(item.published_date),
  };
}

function parseResponse(body: unknown): TavilySearchResponse {
  const data = body as Record<string, unknown> | null;
  if (typeof data !== "object" || data === null || !Array.isArray(data.results)) {
    throw new Error("Tavily answered without a results list");
  }
  const responseTime = Number(data.response_time);
  return {
    query: asString(data.query) ?? "",
    results: data.results.map(parseResult).filter((result): result is TavilyResult => result !== null),
    responseTimeSeconds: Number.isFinite(responseTime) ? responseTime : null,
    requestId: asString(data.request_id),
  };
}

/** Tavily's search API as Tavily documents it, with timeouts and retries with backoff on 429 and 5xx, within one deadline. */
export class TavilyClient {
  private readonly upstream: UpstreamClient<TavilyError>;

  constructor(private readonly options: TavilyClientOptions) {
    this.upstream = new UpstreamClient({
      service: "Tavily",
      secret: options.apiKey,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      deadlineMs: options.deadlineMs,
      backoffMs: options.backoffMs,
      fetch: options.fetch,
      statusMeanings: STATUS_MEANING,
      // Tavily explains a refusal in {detail: {error}} (or {detail: "..."}).
      detailOf: (body) => {
        const detail = (body as { detail?: { error?: unknown } | string } | null)?.detail;
        return typeof detail === "string" ? detail : detail?.error === undefined ? undefined : String(detail.error);
      },
      makeError: (message, status, retryable, retryAfterMs) => new TavilyError(message, status, retryable, retryAfterMs),
    });
  }

  search(request: TavilySearchRequest): Promise<TavilySearchResponse> {
    const body = {
      query: request.query,
      max_results: request.maxResults,
      search_depth: request.searchDepth,
      topic: request.topic,
      include_domains: request.includeDomains,
      exclude_domains: request.excludeDomains,
      include_answer: false,
      include_raw_content: false,
      include_images: false,
    };
    return this.upstream.post(`${this.options.baseUrl}/search`, { authorization: `Bearer ${this.options.apiKey}` }, body, parseResponse);
  }
}
