import { Command } from "commander";
import { ConfigError, loadConfig, type EngramConfig, type Neo4jManagedConfig } from "./config.js";
import { createLogger, type Logger } from "./logger.js";
import { connectNeo4j } from "./neo4j/connection.js";
import { resolveRuntime } from "./neo4j/managed/runtime.js";
import { managedNeo4jStatus, startManagedNeo4j, stopManagedNeo4j } from "./neo4j/managed/server.js";
import { startEngramServer } from "./server/app.js";
import { ENGRAM_VERSION } from "./version.js";

function configOrExit(): EngramConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`engram: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

async function serve(config: EngramConfig, log: Logger): Promise<void> {
  const connection = await connectNeo4j(config, log);
  let engram;
  try {
    engram = await startEngramServer(config, connection, log);
  } catch (error) {
    await connection.close();
    throw error;
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "Shutting down");
    engram.close().then(
      () => process.exit(0),
      (error: Error) => {
        log.error({ err: error }, "Shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

type ManagedConfig = EngramConfig & { neo4j: Neo4jManagedConfig };

/** The config of an `engram neo4j …` command, which only makes sense without NEO4J_URI; logs go to stderr. */
function managedConfigOrExit(): { config: ManagedConfig; log: Logger } {
  const config = configOrExit();
  if (config.neo4j.mode !== "managed") {
    process.stderr.write("engram: NEO4J_URI is set, so Engram does not manage a Neo4j server; unset it to use the managed one\n");
    process.exit(2);
  }
  return { config: config as ManagedConfig, log: createLogger(config.logLevel, 2) };
}

async function main(argv: string[]): Promise<void> {
  const program = new Command("engram").version(ENGRAM_VERSION).description("Shared memory and knowledge graph for coding agents");

  program
    .command("serve", { isDefault: true })
    .description("serve GraphQL (HOST, PORT) on NEO4J_URI or the managed Neo4j")
    .action(async () => {
      const config = configOrExit();
      await serve(config, createLogger(config.logLevel));
    });

  const neo4jCommand = program.command("neo4j").description("the Neo4j server Engram manages under ENGRAM_HOME");
  neo4jCommand
    .command("install")
    .description("resolve and cache the Neo4j and APOC jars from Maven without starting anything")
    .action(async () => {
      const { config, log } = managedConfigOrExit();
      const runtime = await resolveRuntime(config.cacheDir, config.neo4j.version, log);
      process.stdout.write(`Neo4j ${runtime.version} with APOC cached in ${runtime.dir}\n`);
    });
  neo4jCommand
    .command("start")
    .description("resolve (first time) and start the managed Neo4j; it keeps running after this command")
    .action(async () => {
      const { config, log } = managedConfigOrExit();
      const managed = await startManagedNeo4j({ ...config.neo4j, home: config.home, cacheDir: config.cacheDir }, log);
      process.stdout.write(`Neo4j ${managed.version} ${managed.startedHere ? "started" : "already running"} on ${managed.uri}\n`);
    });
  neo4jCommand
    .command("stop")
    .description("stop the managed Neo4j")
    .action(async () => {
      const { config, log } = managedConfigOrExit();
      const stopped = await stopManagedNeo4j(config.home, log);
      process.stdout.write(stopped ? "Neo4j stopped\n" : "Neo4j was not running\n");
    });
  neo4jCommand
    .command("status")
    .description("say whether the managed Neo4j runs, and where")
    .option("--json", "print the status as JSON")
    .action(async (options: { json?: boolean }) => {
      const { config } = managedConfigOrExit();
      const status = await managedNeo4jStatus(config.home);
      if (options.json) process.stdout.write(`${JSON.stringify(status)}\n`);
      else process.stdout.write(status.running ? `running: Neo4j ${status.version} on ${status.uri} (pid ${status.pid})\n` : `not running (ENGRAM_HOME=${config.home})\n`);
      process.exitCode = status.running ? 0 : 3;
    });

  await program.parseAsync(argv);
}

main(process.argv).catch((error: Error) => {
  process.stderr.write(`engram: ${error.message}\n`);
  process.exit(1);
});
