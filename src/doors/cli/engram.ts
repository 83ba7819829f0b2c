import type { EngramConfig } from "../../config.js";
import { createEngram, type Engram } from "../../engram.js";
import type { Logger } from "../../logger.js";

/** A command's work on Engram as the server composes it (Neo4j connected and migrated), closed when the work ends. */
export async function withEngram<T>(config: EngramConfig, log: Logger, work: (engram: Engram) => Promise<T>): Promise<T> {
  const engram = await createEngram(config, { log, command: true });
  try {
    return await work(engram);
  } finally {
    await engram.close();
  }
}
