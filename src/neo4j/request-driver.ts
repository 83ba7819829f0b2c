import type { Driver, Session, SessionConfig } from "neo4j-driver";
import type { EngramMetrics } from "../metrics.js";
import { currentRequest } from "../request-context.js";
import { bookmarkRefusal } from "./bookmarks.js";
import { inSpan } from "../tracing.js";

type Timed = <T>(mode: string, work: () => Promise<T>) => Promise<T>;

/**
 * The driver every service and the generated API use: each unit of work (a query, or a managed transaction
 * with its retries) timed into the metrics, and, inside an HTTP request, chained to the request's bookmarks
 * (see src/neo4j/bookmarks.ts). The driver itself is unchanged; outside requests it behaves as it is.
 */
export function requestAwareDriver(driver: Driver, metrics: EngramMetrics): Driver {
  const timed: Timed = (mode, work) => {
    const stop = metrics.neo4jSeconds.startTimer({ mode });
    return inSpan(`neo4j ${mode}`, { "db.system": "neo4j" }, work).then(
      (result) => {
        stop();
        return result;
      },
      (error: unknown) => {
        stop();
        metrics.neo4jFailures.inc({ mode, code: failureCode(error) });
        // Only a request that sent bookmarks can have them refused: the refusal is about its input.
        throw (currentRequest()?.bookmarks.sentByClient && bookmarkRefusal(error)) || error;
      },
    );
  };
  return new Proxy(driver, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "executeQuery") {
        return (query: unknown, parameters?: unknown, config?: { routing?: string; bookmarkManager?: unknown }) =>
          timed(config?.routing === "READ" ? "read" : "write", () => value.call(target, query, parameters, withRequestBookmarks(target, config)));
      }
      if (property === "session") return (config?: SessionConfig) => timedSession(value.call(target, withRequestBookmarks(target, config)), timed);
      return value.bind(target);
    },
  });
}

/**
 * A request's work waits for the writes its client has seen, and records its own. A caller's own manager wins,
 * except the driver's shared default, which @neo4j/graphql passes for every generated query.
 */
function withRequestBookmarks<T extends { bookmarkManager?: unknown }>(driver: Driver, config: T | undefined): T | undefined {
  const request = currentRequest();
  if (!request || (config?.bookmarkManager && config.bookmarkManager !== driver.executeQueryBookmarkManager)) return config;
  return { ...config, bookmarkManager: request.bookmarks.manager } as T;
}

function timedSession(session: Session, timed: Timed): Session {
  return new Proxy(session, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "executeRead") return (...args: unknown[]) => timed("read", () => value.apply(target, args));
      if (property === "executeWrite") return (...args: unknown[]) => timed("write", () => value.apply(target, args));
      return value.bind(target);
    },
  });
}

function failureCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === "string" && /^[A-Za-z0-9._]{1,80}$/.test(code)) return code;
  return error instanceof Error ? error.name : "unknown";
}
