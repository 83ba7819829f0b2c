import neo4j, { type Driver } from "neo4j-driver";
import type { EngramConfig } from "../config.js";
import type { Logger } from "../logger.js";
import { useManagedNeo4j } from "./managed/server.js";
import { superviseManagedNeo4j } from "./managed/supervisor.js";

export interface Neo4jConnection {
  driver: Driver;
  uri: string;
  database: string | undefined;
  mode: "external" | "managed";
  /** Closes the driver; the managed Neo4j stops too unless another Engram process uses it or `engram neo4j start` keeps it running. */
  close(): Promise<void>;
}

/**
 * Bounds on how long a query waits while Neo4j is down, so that requests fail within seconds (and heal
 * by themselves: the driver reconnects on the next query). The driver's defaults (30 s per connection,
 * 30 s to get one, 30 s of retries on top) held a request for up to a minute. Retries of transient errors
 * (deadlocks) get five seconds too.
 */
const DRIVER_TIMEOUTS = { connectionTimeout: 5_000, connectionAcquisitionTimeout: 5_000, maxTransactionRetryTime: 5_000 };

export function createDriver(uri: string, user: string, password: string): Driver {
  return neo4j.driver(uri, neo4j.auth.basic(user, password), {
    maxConnectionPoolSize: 100,
    ...DRIVER_TIMEOUTS,
    disableLosslessIntegers: false,
  });
}

/** NEO4J_URI when set, otherwise the managed Neo4j of ENGRAM_HOME, started if it is not running. */
export async function connectNeo4j(config: EngramConfig, log: Logger): Promise<Neo4jConnection> {
  if (config.neo4j.mode === "external") {
    const { uri, user, password } = config.neo4j;
    const driver = createDriver(uri, user, password);
    try {
      await driver.getServerInfo(config.database ? { database: config.database } : {});
    } catch (error) {
      await driver.close();
      throw new Error(`cannot reach Neo4j at NEO4J_URI=${uri} as ${user}: ${(error as Error).message}`);
    }
    log.info({ uri }, "Connected to Neo4j from NEO4J_URI");
    return { driver, uri, database: config.database, mode: "external", close: () => driver.close() };
  }
  const options = { ...config.neo4j, home: config.home, cacheDir: config.cacheDir };
  const managed = await useManagedNeo4j(options, log);
  const supervisor = superviseManagedNeo4j(options, managed.boltPort, log);
  const driver = createDriver(managed.uri, managed.user, managed.password);
  return {
    driver,
    uri: managed.uri,
    database: config.database,
    mode: "managed",
    close: async () => {
      await supervisor.stop();
      await driver.close();
      await managed.release();
    },
  };
}
