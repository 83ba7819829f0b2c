/**
 * What a service refuses or cannot do, in terms every door understands: GraphQL answers it with
 * extensions.code, MCP with a tool result that is an error, the CLI with an exit code.
 */
export type EngramErrorCode =
  /** An argument is wrong; field names it and the message says the accepted form. Nothing was written. */
  | "BAD_USER_INPUT"
  /** The API key may not do this. */
  | "FORBIDDEN"
  /** A maintenance job is already running; retry when it has finished. */
  | "MAINTENANCE_BUSY"
  /** The web search provider failed and no cached answer was there. */
  | "WEB_SEARCH_UNAVAILABLE"
  /** A package registry could not give a package (down, too slow, or it served bytes that fail their hash); retry after retryAfterSeconds. */
  | "REGISTRY_UNAVAILABLE"
  /** A package version asked for is being fetched from its registry now; ask again after retryAfterSeconds. */
  | "DOCUMENTATION_PREPARING"
  /** Neo4j cannot be reached now; retry after retryAfterSeconds. */
  | "NEO4J_UNAVAILABLE"
  /** A node the answer needed was deleted by another request while this one ran; retrying shows the state now. */
  | "CONCURRENT_CHANGE";

export interface EngramErrorOptions {
  /** The argument at fault, as the caller wrote it (e.g. "input.content", "limit"). */
  field?: string;
  /** How long a caller should wait before trying again. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class EngramError extends Error {
  readonly code: EngramErrorCode;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(code: EngramErrorCode, message: string, options: EngramErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "EngramError";
    this.code = code;
    if (options.field !== undefined) this.field = options.field;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A client error naming the field and the accepted form, raised before anything is written. */
export function badInput(field: string, message: string): EngramError {
  return new EngramError("BAD_USER_INPUT", `${field} ${message}`, { field });
}

/** An integer argument inside [min, max], or BAD_USER_INPUT naming it. */
export function integerIn(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput(field, `must be an integer from ${min} to ${max} (got ${value})`);
  return value;
}

/** A score to cut on: a number from 0 to 1, or BAD_USER_INPUT naming the field. */
export function scoreArg(field: string, value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 1) throw badInput(field, `must be a score from 0 to 1 (got ${value})`);
  return value;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A date-time argument as an ISO string, or BAD_USER_INPUT naming it: ISO 8601 with a four-digit year
 * (years 1 to 9999, which every door can write back), never Date.parse's looser forms ("Dec 25", "1").
 */
export function dateTimeArg(field: string, value: string): string {
  const text = String(value).trim();
  const time = ISO_DATE_TIME.test(text) ? Date.parse(text) : Number.NaN;
  const year = Number.isNaN(time) ? 0 : new Date(time).getUTCFullYear();
  if (year < 1 || year > 9999) throw badInput(field, `must be a date-time such as 2026-01-31T00:00:00Z, with a year from 1 to 9999 (got ${JSON.stringify(text.slice(0, 40))})`);
  return new Date(time).toISOString();
}

/** The API key may not do this; the message says what it would need. */
export function forbidden(message: string): EngramError {
  return new EngramError("FORBIDDEN", message);
}
