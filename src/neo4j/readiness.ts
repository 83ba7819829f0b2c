import type { ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import neo4j, { type Driver } from "neo4j-driver";
import { neo4jUnavailableError } from "./errors.js";
import { outsideRequest } from "../../request-context.js";

const READINESS_TIMEOUT_MS = 2_000;
/** How long a GraphQL request may run before Engram checks that Neo4j still answers. */
const STALL_CHECK_MS = 2_000;
const PING = "RETURN 1 AS ok";

export type Readiness = { ok: true } | { ok: false; reason: string };

/** Ready means Neo4j answers a query now, within two seconds. One ping at a time, shared by all who ask meanwhile. */
export class Neo4jReadiness {
  private ping: Promise<Readiness> | null = null;

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  check(): Promise<Readiness> {
    this.ping ??= outsideRequest(() => pingNeo4j(this.driver, this.database)).finally(() => (this.ping = null));
    return this.ping;
  }
}

async function pingNeo4j(driver: Driver, database: string | undefined): Promise<Readiness> {
  // An auto-commit query is not retried by the driver: a refused connection answers at once.
  const session = driver.session({ database, defaultAccessMode: neo4j.session.READ });
  const ping = session.run(PING).then(
    (): Readiness => ({ ok: true }),
    (error: Error): Readiness => ({ ok: false, reason: `Neo4j unreachable: ${error.message.split("\n")[0]}` }),
  );
  void ping.then(() => session.close()).catch(() => undefined);
  const timeout = delay(READINESS_TIMEOUT_MS, { ok: false, reason: "Neo4j did not answer within 2s" } as const);
  try {
    return await Promise.race([ping, timeout.promise]);
  } finally {
    timeout.cancel();
  }
}

function delay<T>(ms: number, value: T): { promise: Promise<T>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(value), ms)));
  return { promise, cancel: () => clearTimeout(timer) };
}

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
