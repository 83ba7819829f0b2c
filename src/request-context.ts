import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

const requests = new AsyncLocalStorage<{ requestId: string }>();

/** A balancer's or client's X-Request-Id is kept when it is a plain token; otherwise Engram makes one. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && CLIENT_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs the handling of one request; every log line written meanwhile carries its id (see createLogger). */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return requests.run({ requestId }, handle);
}

export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}
