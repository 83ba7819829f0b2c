import { setTimeout as sleep } from "node:timers/promises";
import pRetry, { AbortError } from "p-retry";

/** A failed call to a remote service. The message never holds the service's key. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface UpstreamOptions<E extends UpstreamError> {
  /** The service's name, as messages say it ("Tavily"). */
  service: string;
  /** The key sent with every call: cut out of every message (fetch quotes a header it refuses; services echo). */
  secret: string | null;
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx, a timeout, a network error or an unreadable answer. */
  maxRetries: number;
  /** One call's time for every attempt and backoff together (each attempt gets at most what is left); none when unset. */
  deadlineMs?: number;
  /** First backoff; doubled on every further attempt, with jitter. */
  backoffMs?: number;
  fetch?: typeof fetch;
  /** What a refusal means, by status (e.g. 401: "refused the API key (TAVILY_API_KEY)"). */
  statusMeanings?: Readonly<Record<number, string>>;
  /** The service's explanation inside an error body. */
  detailOf?: (body: unknown) => string | undefined;
  makeError: (message: string, status: number | null, retryable: boolean, retryAfterMs: number | null) => E;
}

const MAX_BACKOFF_MS = 8_000;

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from now; null without one. */
export function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * POSTs JSON to a remote service and reads its JSON answer through `parse`, with a timeout per attempt
 * and retries with exponential backoff and jitter (honouring Retry-After) on 429, 5xx, timeouts,
 * network errors and answers `parse` refuses, all within the deadline. Other refusals fail at once.
 */
export class UpstreamClient<E extends UpstreamError> {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: UpstreamOptions<E>) {
    this.fetch = options.fetch ?? fetch;
  }

  post<T>(url: string, headers: Record<string, string>, body: unknown, parse: (json: unknown) => T): Promise<T> {
    const { deadlineMs, service } = this.options;
    const backoffMs = this.options.backoffMs ?? 500;
    const deadline = deadlineMs === undefined ? undefined : AbortSignal.timeout(deadlineMs);
    return pRetry(() => this.attempt(url, headers, body, parse, deadline), {
      retries: this.options.maxRetries,
      factor: 2,
      minTimeout: backoffMs,
      maxTimeout: MAX_BACKOFF_MS,
      randomize: true,
      signal: deadline,
      shouldRetry: ({ error }) => error instanceof UpstreamError && error.retryable,
      onFailedAttempt: async ({ error, retriesLeft }) => {
        const wait = error instanceof UpstreamError ? error.retryAfterMs : null;
        if (retriesLeft > 0 && wait !== null && wait > backoffMs) {
          await sleep(Math.min(wait, MAX_BACKOFF_MS), undefined, { signal: deadline });
        }
      },
    }).catch((error: unknown) => {
      if (deadline?.aborted) throw this.error(`${service} gave no answer within its ${deadlineMs} ms deadline (all attempts together)`, null, false);
      if (error instanceof UpstreamError) throw error;
      throw this.error(`${service} could not be reached: ${(error as Error).message}`, null, false);
    });
  }

  private error(message: string, status: number | null, retryable: boolean, retryAfter: number | null = null): E {
    const { secret } = this.options;
    return this.options.makeError(secret ? message.replaceAll(secret, "[redacted]") : message, status, retryable, retryAfter);
  }

  private async attempt<T>(url: string, headers: Record<string, string>, body: unknown, parse: (json: unknown) => T, deadline: AbortSignal | undefined): Promise<T> {
    const { service, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify(body),
        signal: deadline ? AbortSignal.any([AbortSignal.timeout(timeoutMs), deadline]) : AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      const reason = timedOut ? `did not answer within ${timeoutMs} ms` : `could not be reached (${(error as Error).message})`;
      throw this.error(`${service} ${reason}`, null, true);
    }
    if (response.ok) {
      const json: unknown = await response.json().catch(() => null);
      try {
        return parse(json);
      } catch (error) {
        throw this.error((error as Error).message, null, true);
      }
    }
    const retryable = response.status === 429 || response.status >= 500;
    const meaning = this.options.statusMeanings?.[response.status] ?? "failed";
    const error = this.error(
      `${service} ${meaning} (HTTP ${response.status}): ${await this.detail(response)}`,
      response.status,
      retryable,
      retryAfterMs(response.headers.get("retry-after")),
    );
    if (!retryable) throw new AbortError(error);
    throw error;
  }

  private async detail(response: Response): Promise<string> {
    const text = await response.text().catch(() => "");
    let detail: string | undefined;
    try {
      detail = this.options.detailOf?.(JSON.parse(text));
    } catch {
      // not JSON: the text itself
    }
    return (detail ?? text).slice(0, 300);
  }
}
