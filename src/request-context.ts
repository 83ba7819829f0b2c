import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { BookmarkManager } from "neo4j-driver";

/** What Engram keeps for the HTTP request being handled, wherever in its handling code runs. */
export interface RequestState {
  requestId: string;
  /** The Neo4j bookmarks its transactions wait for and add to (src/neo4j/bookmarks.ts). */
  bookmarks: { manager: BookmarkManager; sentByClient: boolean };
}

const requests = new AsyncLocalStorage<RequestState>();

/** A balancer's or client's X-Request-Id is kept when it is a plain token; otherwise Engram makes one. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && CLIENT_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs the handling of one request: its log lines carry its id (see createLogger), its Neo4j work its bookmarks. */
export function withRequest<T>(state: RequestState, handle: () => T): T {
  return requests.run(state, handle);
}

/** Runs work as no request's: a check of Neo4j's health must not wait for the writes a client's bookmarks name. */
export function outsideRequest<T>(work: () => T): T {
  return requests.exit(work);
}

export function currentRequest(): RequestState | undefined {
  return requests.getStore();
}
