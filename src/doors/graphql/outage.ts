import type { ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import { delay, type Neo4jReadiness } from "../../neo4j/readiness.js";
import { neo4jUnavailableError } from "./errors.js";

/** How long a GraphQL request may run before Engram checks that Neo4j still answers. */
const STALL_CHECK_MS = 2_000;

/**
 * Waits for a request's execution, checking every STALL_CHECK_MS that Neo4j still answers; if it does
 * not, answers NEO4J_UNAVAILABLE at once. A slow request on a healthy Neo4j is left to finish.
 */
async function unlessNeo4jFails<T>(execution: Promise<T>, readiness: Neo4jReadiness): Promise<T | ExecutionResult> {
  const finished = execution.then(
    () => "finished" as const,
    () => "finished" as const,
  );
  for (;;) {
    const stall = delay(STALL_CHECK_MS, "stalled" as const);
    const first = await Promise.race([finished, stall.promise]);
    stall.cancel();
    if (first === "finished") return execution;
    const health = await Promise.race([finished, readiness.check()]);
    if (health === "finished") return execution;
    if (!health.ok) return { errors: [neo4jUnavailableError()] };
  }
}

/**
 * A frozen Neo4j (a paused process, a host gone without closing its sockets) would hold a query as long
 * as the connection's receive timeout, which the server sets (two minutes by default): this answers such
 * requests within seconds. Errors the driver does raise are mapped by engramErrorMask.
 */
export function neo4jOutagePlugin(readiness: Neo4jReadiness): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => unlessNeo4jFails(Promise.resolve(executeFn(args)), readiness));
    },
  };
}
