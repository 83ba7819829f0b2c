import type { Driver } from "neo4j-driver";

const READINESS_TIMEOUT_MS = 2_000;
const PING = "RETURN 1 AS ok";

export type Readiness = { ok: true } | { ok: false; reason: string };

/** Ready means Neo4j answers a query now, within two seconds. */
export async function checkReadiness(driver: Driver, database: string | undefined): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: "Neo4j did not answer within 2s" }), READINESS_TIMEOUT_MS);
  });
  const ping = driver
    .executeQuery(PING, {}, { database, routing: "READ" })
    .then((): Readiness => ({ ok: true }))
    .catch((error: Error): Readiness => ({ ok: false, reason: `Neo4j unreachable: ${error.message.split("\n")[0]}` }));
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
