import type { Logger } from "../../logger.js";
import { managedNeo4jStatus, restartCrashedNeo4j, type ManagedNeo4jOptions } from "./server.js";

/** A look at the pid every two seconds costs a file read and a signal 0. */
const CHECK_INTERVAL_MS = 2_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;

export interface Supervisor {
  /** Stops watching; a restart under way is finished first. */
  stop(): Promise<void>;
}

/**
 * Watches the managed Neo4j this process uses and starts it again when it dies (crash, kill -9, out of
 * memory), backing off from one second to a minute while starts fail. Neo4j stopped on purpose
 * (`engram neo4j stop`, a backup) is left stopped, and watched until someone starts it again.
 */
export function superviseManagedNeo4j(options: ManagedNeo4jOptions, boltPort: number, log: Logger): Supervisor {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  let failures = 0;
  let reportedStop = false;

  const check = async (): Promise<number> => {
    if ((await managedNeo4jStatus(options.home)).running) {
      reportedStop = false;
      return CHECK_INTERVAL_MS;
    }
    try {
      const outcome = await restartCrashedNeo4j(options, boltPort, log);
      if (outcome === "stopped" && !reportedStop) log.warn("The managed Neo4j was stopped on purpose: not starting it again; requests fail until `engram neo4j start`");
      reportedStop = outcome === "stopped";
      failures = 0;
      return CHECK_INTERVAL_MS;
    } catch (error) {
      failures++;
      const retryInMs = Math.min(FIRST_BACKOFF_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);
      log.error({ err: (error as Error).message, failures, retryInMs }, "Starting the managed Neo4j again failed");
      return retryInMs;
    }
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      checking = check().then((next) => {
        if (!stopped) schedule(next);
      });
    }, delayMs).unref();
  };
  schedule(CHECK_INTERVAL_MS);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await checking;
    },
  };
}
