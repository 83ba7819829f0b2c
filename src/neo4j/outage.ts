import { Neo4jError } from "neo4j-driver";
import { EngramError, type EngramErrorCode } from "../errors.js";

export const NEO4J_UNAVAILABLE = "NEO4J_UNAVAILABLE" satisfies EngramErrorCode;
/** Seconds a client is asked to wait: a managed Neo4j restarted by Engram answers again in about ten. */
const NEO4J_RETRY_AFTER_SECONDS = 5;
const NEO4J_UNAVAILABLE_MESSAGE = "Neo4j is unavailable; Engram answers again as soon as it is back, without a restart: retry in a few seconds";
/** The driver's codes for a server it cannot reach now, and Neo4j's for a database that is starting or stopping. */
const OUTAGE_CODES = new Set(["ServiceUnavailable", "SessionExpired", "Neo.TransientError.General.DatabaseUnavailable"]);
/** The driver gives a pool that waited in vain (a frozen server, or every connection busy) no code. */
const ACQUISITION_TIMEOUT = /^Connection acquisition timed out/;

/** The error, and what it wraps: a door's error's originalError (GraphQL's), an Error's cause. */
export function* errorChain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current != null && depth < 8; depth++) {
    yield current;
    const wrapper = current as { originalError?: unknown; cause?: unknown };
    current = wrapper.originalError ?? wrapper.cause;
  }
}

/** Whether an error (also wrapped by @neo4j/graphql, a door or a service) means Neo4j cannot be reached now. */
export function isNeo4jOutage(error: unknown): boolean {
  return [...errorChain(error)].some((e) => e instanceof Neo4jError && (OUTAGE_CODES.has(e.code) || ACQUISITION_TIMEOUT.test(e.message)));
}

/** What every door answers while Neo4j cannot be reached: retry after a few seconds. */
export function neo4jOutageError(): EngramError {
  return new EngramError(NEO4J_UNAVAILABLE, NEO4J_UNAVAILABLE_MESSAGE, { retryAfterSeconds: NEO4J_RETRY_AFTER_SECONDS });
}
