import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config.js";
import type { Logger } from "../../src/logger.js";
import { startManagedNeo4j, stopManagedNeo4j } from "../../src/neo4j/managed/server.js";

export interface ManagedTestNeo4j {
  uri: string;
  user: string;
  password: string;
  stop(): Promise<void>;
}

/** A Neo4j of its own, managed as Engram manages one (resolved from Maven Central), in a fresh home removed on stop. */
export async function startManagedTestNeo4j(log: Logger): Promise<ManagedTestNeo4j> {
  const home = await mkdtemp(join(tmpdir(), "engram-test-"));
  const config = loadConfig({ ...process.env, NEO4J_URI: undefined, ENGRAM_HOME: home });
  if (config.neo4j.mode !== "managed") throw new Error("unreachable: NEO4J_URI was cleared");
  const managed = await startManagedNeo4j({ ...config.neo4j, home, cacheDir: config.cacheDir }, log);
  return {
    uri: managed.uri,
    user: managed.user,
    password: managed.password,
    stop: async () => {
      await stopManagedNeo4j(home, log);
      await rm(home, { recursive: true, force: true });
    },
  };
}
