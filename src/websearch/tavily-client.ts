import pRetry, { AbortError } from "p-retry";

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
export class TavilyError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "TavilyError";
  }
}

export interface TavilyClientOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  /** First backoff; doubled on every further attempt, with jitter. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const MAX_BACKOFF_MS = 8_000;
/** Tavily's documented refusals; 432 and 433 are plan and pay-as-you-go limits, not worth retrying. */
const STATUS_MEANING: Record<number, string> = {
  400: "refused the request as malformed",
  401: "refused the API key (TAVILY_API_KEY)",
  403: "refused the API key (TAVILY_API_KEY)",
  429: "rate-limited the request",
  432: "refused the request: the plan's credit limit is reached",
  433: "refused the request: the pay-as-you-go limit is reached",
};

function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

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

/** Tavily explains a refusal in {detail: {error}}. */
async function upstreamDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  let detail = text;
  try {
    const parsed = JSON.parse(text) as { detail?: { error?: unknown } | string };
    detail = typeof parsed.detail === "string" ? parsed.detail : String(parsed.detail?.error ?? text);
  } catch {
    // not JSON: keep the text
  }
  return detail.slice(0, 300);
}

/** Tavily's search API as Tavily documents it, with timeouts and retries with backoff on 429 and 5xx. */
export class TavilyClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: TavilyClientOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  search(request: TavilySearchRequest): Promise<TavilySearchResponse> {
    const backoffMs = this.options.backoffMs ?? 500;
    return pRetry(() => this.attempt(request), {
      retries: this.options.maxRetries,
      factor: 2,
      minTimeout: backoffMs,
      maxTimeout: MAX_BACKOFF_MS,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof TavilyError && error.retryable,
      // Tavily's Retry-After, when longer than our own backoff, is honoured (within the cap).
      onFailedAttempt: async ({ error, retriesLeft }) => {
        const wait = error instanceof TavilyError ? error.retryAfterMs : null;
        if (retriesLeft > 0 && wait !== null && wait > backoffMs) {
          await new Promise((resolve) => setTimeout(resolve, Math.min(wait, MAX_BACKOFF_MS)));
        }
      },
    }).catch((error: unknown) => {
      if (error instanceof TavilyError) throw error;
      throw this.error(`Tavily could not be reached: ${(error as Error).message}`, null, false);
    });
  }

  /** Every message is built here, with the key cut out of it: fetch quotes a header it refuses, Tavily may echo. */
  private error(message: string, status: number | null, retryable: boolean, retryAfter: number | null = null): TavilyError {
    return new TavilyError(message.replaceAll(this.options.apiKey, "[redacted]"), status, retryable, retryAfter);
  }

  private async attempt(request: TavilySearchRequest): Promise<TavilySearchResponse> {
    const { apiKey, baseUrl, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await this.fetch(`${baseUrl}/search`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          query: request.query,
          max_results: request.maxResults,
          search_depth: request.searchDepth,
          topic: request.topic,
          include_domains: request.includeDomains,
          exclude_domains: request.excludeDomains,
          include_answer: false,
          include_raw_content: false,
          include_images: false,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      const reason = timedOut ? `did not answer within ${timeoutMs} ms` : `could not be reached (${(error as Error).message})`;
      throw this.error(`Tavily ${reason}`, null, true);
    }
    if (response.ok) {
      const body: unknown = await response.json().catch(() => null);
      try {
        return parseResponse(body);
      } catch (error) {
        throw this.error((error as Error).message, null, true);
      }
    }
    const retryable = response.status === 429 || response.status >= 500;
    const meaning = STATUS_MEANING[response.status] ?? "failed";
    const error = this.error(
      `Tavily ${meaning} (HTTP ${response.status}): ${await upstreamDetail(response)}`,
      response.status,
      retryable,
      retryAfterMs(response.headers.get("retry-after")),
    );
    if (!retryable) throw new AbortError(error);
    throw error;
  }
}
