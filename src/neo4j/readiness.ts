import neo4j, { type Driver } from "neo4j-driver";
import { outsideRequest } from "../request-context.js";

const READINESS_TIMEOUT_MS = 2_000;
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

export function delay<T>(ms: number, value: T): { promise: Promise<T>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(value), ms)));
  return { promise, cancel: () => clearTimeout(timer) };
}
