import { execFileSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Command, InvalidArgumentError } from "commander";
import type { Driver } from "neo4j-driver";
import { MCP_PATH } from "../src/doors/mcp/http.js";
import { createDriver } from "../src/neo4j/connection.js";
import { parseCheckoutVariant, parseVariant, startEngramProcess, type EngramProcess } from "./engram-process.js";
import { cpuSeconds, httpLoad, measureAlternating, NEO4J_SETTLING, waitUntilQuiet, workerLoad, type LoadSummary, type WatchedProcess } from "./measure.js";
import { cpuTable, resultSection, resultTable, writeJson, writeSection, type RunInfo, type ScenarioResult } from "./report.js";
import { selectScenarios, type Scenario, type ScenarioContext } from "./scenarios/index.js";
import { deleteBenchData, seedBenchData } from "./seed.js";
import { footprintNote } from "./footprint.js";
import { embeddingsOn, measuredSettings, waitForEmbeddings } from "./embedding-wait.js";
import { FakeTavily } from "../test/helpers/tavily-server.js";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Options whose values never go into BENCHMARKS.md or the results file. */
const SECRET_OPTIONS = ["--api-key", "--neo4j-password"];

/** What --words-only-beside starts beside the harness's Engram. */
const WORDS_ONLY = "words only:ENGRAM_EMBEDDINGS=none";

/** This process: the HTTP load, and the driver side's own work. */
const LOAD_GENERATOR: WatchedProcess = { name: "load generator and driver (this process)", pid: null };

/** A mistake in the options: reported without a stack trace. */
class UsageError extends Error {}

/** An option's value that does not parse is the caller's mistake: said without a stack. */
function asUsage<T>(option: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(`${option}: ${(error as Error).message}`);
  }
}

interface Options {
  url?: string;
  scenario: string;
  concurrency: number;
  duration: number;
  warmup: number;
  rounds: number;
  seed: number;
  apiKey?: string;
  neo4jUri?: string;
  neo4jUser: string;
  neo4jPassword?: string;
  neo4jDatabase?: string;
  out: string;
  profile?: string;
  syntheticVectors?: boolean;
  wordsOnlyBeside?: boolean;
  beside: string[];
  besideCheckout: string[];
}

function integer(min: number) {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected an integer of at least ${min}`);
    return n;
  };
}

function parseOptions(argv: string[]): Options {
  const options = new Command("bench")
    .description("Engram GraphQL versus the direct neo4j-driver, scenario by scenario")
    .option("--url <url>", "an already running Engram's /graphql URL (default: start one with its own managed Neo4j)")
    .option("--scenario <names>", "scenario names, comma-separated, or all", "all")
    .option("--concurrency <n>", "concurrent connections / workers", integer(1), 8)
    .option("--duration <seconds>", "measured seconds per side and scenario", integer(1), 15)
    .option("--warmup <seconds>", "unmeasured seconds per side before measuring (Neo4j's JVM warms up slowly)", integer(0), 15)
    .option("--rounds <n>", "alternating GraphQL/driver slices the measured duration is split into", integer(1), 3)
    .option("--seed <n>", "memories to seed", integer(1), 10_000)
    .option("--api-key <key>", "Bearer key for --url (default: ENGRAM_API_KEY)")
    .option("--neo4j-uri <uri>", "Bolt URI of --url's Neo4j (default: NEO4J_URI)")
    .option("--neo4j-user <user>", "(default: NEO4J_USER, or neo4j)")
    .option("--neo4j-password <password>", "(default: NEO4J_PASSWORD)")
    .option("--neo4j-database <name>", "(default: NEO4J_DATABASE, or the server's default)")
    .option("--out <file>", "Markdown file whose bench sections are replaced", "BENCHMARKS.md")
    .option("--synthetic-vectors", "with ENGRAM_EMBEDDINGS on, seed random vectors recorded as the server's model instead of waiting for it to embed every memory and documentation node (latency only: search by meaning finds nothing meaningful)")
    .option("--words-only-beside", "with ENGRAM_EMBEDDINGS on, also start an Engram with ENGRAM_EMBEDDINGS=none on the same Neo4j and measure its GraphQL beside, in the same alternating rounds (hybrid against words only on the same data)")
    .option("--beside <name:ENV=value,...>", "also start an Engram with these settings over the harness's on the same Neo4j and measure its GraphQL beside, in the same alternating rounds (repeatable)", (value: string, all: string[]) => [...all, value], [])
    .option("--beside-checkout <name:path>", "also start the Engram of another checkout (another commit's code, its dependencies installed) with the harness's settings on the same Neo4j and measure it beside (repeatable)", (value: string, all: string[]) => [...all, value], [])
    .option("--profile <dir>", "write the started Engram's CPU profile (.cpuprofile, for Chrome DevTools) into this folder when it stops")
    .parse(argv)
    .opts<Options>();
  // Read from the environment after parsing, so that --help never prints a secret as a default.
  const env = process.env;
  return {
    ...options,
    apiKey: options.apiKey ?? env.ENGRAM_API_KEY,
    neo4jUri: options.neo4jUri ?? env.NEO4J_URI,
    neo4jUser: options.neo4jUser ?? env.NEO4J_USER ?? "neo4j",
    neo4jPassword: options.neo4jPassword ?? env.NEO4J_PASSWORD,
    neo4jDatabase: options.neo4jDatabase ?? env.NEO4J_DATABASE,
  };
}

/** The command line as typed, with secret values replaced. */
function commandLine(args: string[]): string {
  const shown = args.map((arg, i) => {
    if (SECRET_OPTIONS.includes(args[i - 1] ?? "")) return "***";
    const secret = SECRET_OPTIONS.find((name) => arg.startsWith(`${name}=`));
    return secret ? `${secret}=***` : arg;
  });
  return ["npm run bench", ...(shown.length > 0 ? ["--", ...shown] : [])].join(" ");
}

/** The commit measured, and whether the working tree differs from it in the code that serves requests. */
function codeVersion(): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).trim();
  try {
    const changed = git("status", "--porcelain", "--", "src", "schema", "bin", "package.json");
    return `commit ${git("rev-parse", "--short", "HEAD")}${changed ? " with uncommitted changes in src/, schema/, bin/ or package.json" : ""}`;
  } catch {
    return "unknown (not a git checkout)";
  }
}

async function neo4jVersion(driver: Driver, database: string | undefined): Promise<string> {
  const { records } = await driver.executeQuery("CALL dbms.components() YIELD name, versions, edition RETURN versions[0] AS version, edition", {}, { database });
  const record = records[0];
  return record ? `${record.get("version")} (${record.get("edition")})` : "unknown";
}

/** The embedding model the server under test records, for synthetic vectors it will take as its own. */
async function serverModel(driver: Driver, database: string | undefined): Promise<{ model: string; dimensions: number }> {
  if (!embeddingsOn()) throw new UsageError("--synthetic-vectors needs ENGRAM_EMBEDDINGS set to a provider (the server's vectors are what it stands in for)");
  const { records } = await driver.executeQuery("MATCH (s:EmbeddingModel {key: 'current'}) RETURN s.model AS model, s.dimensions AS dimensions", {}, { database });
  if (!records[0]) throw new Error("the Engram under test records no embedding model");
  return { model: records[0].get("model") as string, dimensions: Number(records[0].get("dimensions")) };
}

/** An Engram of other settings on the harness's Neo4j, measured beside. */
interface BesideEngram {
  name: string;
  settings: string;
  url: string;
}

interface Target {
  url: string;
  description: string;
  neo4j: { uri: string; user: string; password: string };
  /** Whether bench data must be deleted at the end (the database outlives the run). */
  keepsData: boolean;
  /** The started Engram's process and home, whose footprint is reported; absent with --url. */
  started?: { pid: number; home: string };
  /** With --beside (and --words-only-beside): Engrams of other settings on the same Neo4j, and their GraphQL URLs. */
  beside: BesideEngram[];
  /** The processes whose CPU time each side's measurement counts. */
  watched: WatchedProcess[];
  stop(): Promise<void>;
}

async function resolveTarget(options: Options): Promise<Target> {
  if (options.wordsOnlyBeside && (options.url || !embeddingsOn())) throw new UsageError("--words-only-beside needs ENGRAM_EMBEDDINGS set to a provider and no --url: it starts a words-only Engram beside the hybrid one the harness starts");
  if (options.beside.length + options.besideCheckout.length > 0 && options.url) throw new UsageError("--beside and --beside-checkout start Engrams beside the one the harness starts: leave out --url");
  const variants = [
    ...[...(options.wordsOnlyBeside ? [WORDS_ONLY] : []), ...options.beside].map((text) => asUsage("--beside", () => parseVariant(text))),
    ...options.besideCheckout.map((text) => asUsage("--beside-checkout", () => parseCheckoutVariant(text))),
  ];
  if (options.url) {
    if (options.profile) throw new UsageError("--profile profiles the Engram the harness starts: leave out --url");
    const { hostname } = new URL(options.url);
    if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname)) throw new UsageError(`--url must be on this machine (127.0.0.1), got ${hostname}`);
    if (!options.neo4jUri || options.neo4jPassword === undefined) {
      throw new UsageError("with --url, the baseline needs --neo4j-uri and --neo4j-password (or NEO4J_URI and NEO4J_PASSWORD)");
    }
    const neo4j = { uri: options.neo4jUri, user: options.neo4jUser, password: options.neo4jPassword };
    return { url: options.url, description: `Engram at ${options.url}`, neo4j, keepsData: true, beside: [], watched: [LOAD_GENERATOR], stop: async () => undefined };
  }
  // Web search misses go to a loopback server speaking Tavily's contract: no paid calls, no network.
  const tavily = await new FakeTavily("tvly-bench-key").start();
  // Words only unless ENGRAM_EMBEDDINGS is set here: the scenarios without a setting in their name (BENCHMARKS.md)
  // were measured so. The server's default, the local model, is measured with ENGRAM_EMBEDDINGS=local set,
  // which names its sections ([ENGRAM_EMBEDDINGS=local]).
  const embeddings = process.env.ENGRAM_EMBEDDINGS?.trim() || "none";
  const harnessEnv = { ENGRAM_EMBEDDINGS: embeddings, TAVILY_API_KEY: tavily.apiKey, TAVILY_BASE_URL: tavily.url };
  const engram = await startEngramProcess(harnessEnv, { cpuProfileDir: options.profile }).catch(async (error: unknown) => {
    await tavily.stop();
    throw error;
  });
  const beside: Array<BesideEngram & { process: EngramProcess }> = [];
  const stopAll = async () => {
    for (const other of beside) await other.process.stop();
    await engram.stop();
    await tavily.stop();
  };
  for (const variant of variants) {
    const process = await startEngramProcess({ ...harnessEnv, ...variant.env }, { neo4j: engram.neo4j, checkout: variant.checkout }).catch(async (error: unknown) => {
      await stopAll();
      throw error;
    });
    beside.push({ name: variant.name, settings: variant.settings, url: process.url, process });
  }
  return {
    url: engram.url,
    beside,
    watched: [
      ...(engram.neo4jPid === null ? [] : [{ name: "Neo4j", pid: engram.neo4jPid }]),
      { name: "Engram", pid: engram.pid },
      ...beside.map((other) => ({ name: `Engram, ${other.name}`, pid: other.process.pid })),
      LOAD_GENERATOR,
    ],
    description:
      "Engram started by the harness (`node bin/engram.js serve`, LOG_LEVEL=warn, ENGRAM_EMBEDDINGS=none unless set) on its managed Neo4j in a fresh ENGRAM_HOME, with TAVILY_BASE_URL on a loopback server speaking Tavily's contract, all on 127.0.0.1",
    neo4j: engram.neo4j,
    keepsData: false,
    started: { pid: engram.pid, home: engram.home },
    stop: stopAll,
  };
}

/** How one of Engram's HTTP endpoints answers: what a body reporting a failure looks like, and where a success's answer is. */
interface Protocol {
  name: string;
  accept: string;
  /** Keys only a body that may report a failure contains: other bodies are not parsed under load (the load generator shares the cores). */
  failureKeys: string[];
  failed(json: Record<string, unknown>): boolean;
  answer(json: Record<string, unknown>): unknown;
}

const GRAPHQL: Protocol = {
  name: "GraphQL",
  accept: "application/graphql-response+json, application/json",
  failureKeys: ['"errors":'],
  // Parsed, not just matched, since a field may be named `errors` too (maintenanceRuns).
  failed: (json) => json.errors !== undefined,
  answer: (json) => json.data,
};

/** Stateless streamable HTTP answering in JSON: a JSON-RPC error, or a tool result with isError, is a failure. */
const MCP: Protocol = {
  name: "MCP",
  accept: "application/json, text/event-stream",
  failureKeys: ['"error":', '"isError":'],
  failed: (json) => json.error !== undefined || (json.result as { isError?: boolean } | undefined)?.isError === true,
  answer: (json) => (json.result as { structuredContent?: unknown } | undefined)?.structuredContent,
};

async function post(protocol: Protocol, url: string, headers: Record<string, string>, body: string): Promise<unknown> {
  const response = await fetch(url, { method: "POST", headers: { ...headers, accept: protocol.accept }, body });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok || protocol.failed(json)) throw new Error(`${protocol.name} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return protocol.answer(json);
}

function isErrorBody(protocol: Protocol): (body: string) => boolean {
  return (body) => {
    if (!protocol.failureKeys.some((key) => body.includes(key))) return false;
    try {
      return protocol.failed(JSON.parse(body) as Record<string, unknown>);
    } catch {
      return true;
    }
  };
}

/** One of Engram's HTTP doors to a scenario's operation, loaded with autocannon. */
interface HttpDoor {
  protocol: Protocol;
  url: string;
  nextBody(): string;
  check(answer: unknown): void;
}

function httpDoors(scenario: Scenario, context: ScenarioContext, graphqlUrl: string): HttpDoor[] {
  const { graphql, mcp } = scenario;
  return [
    { protocol: GRAPHQL, url: graphqlUrl, nextBody: () => JSON.stringify({ query: graphql.query, variables: graphql.variables(context) }), check: graphql.check },
    ...(mcp
      ? [
          {
            protocol: MCP,
            url: new URL(MCP_PATH, graphqlUrl).href,
            nextBody: () => JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: mcp.tool, arguments: mcp.arguments(context) } }),
            check: mcp.check,
          },
        ]
      : []),
  ];
}

/** With embeddings on, waits for the server's job to embed what was seeded; a line for the report when it had work. */
async function embeddingsReady(context: ScenarioContext): Promise<string[]> {
  if (!context.embeddings) return [];
  const { nodes, seconds } = await waitForEmbeddings(context.driver, context.database);
  return nodes > 0 ? [`Engram's embedding job gave ${nodes.toLocaleString("en")} seeded nodes their vectors in ${seconds.toFixed(0)} s (${(nodes / seconds).toFixed(0)} nodes/s) before measuring.`] : [];
}

/** Waits for the harness's Neo4j to finish the background work seeding left (see NEO4J_SETTLING); a line for the report. */
async function neo4jSettled(watched: readonly WatchedProcess[]): Promise<string[]> {
  const neo4j = watched.find((process) => process.name === "Neo4j");
  if (!neo4j) return ["Measured without waiting for Neo4j to finish the background work seeding left: its process is not this harness's (--url)."];
  process.stderr.write("Waiting for Neo4j to finish the background work seeding left (its JIT compiler, mostly)...\n");
  const { seconds, quiet } = await waitUntilQuiet(() => cpuSeconds(neo4j.pid), NEO4J_SETTLING);
  const share = `${NEO4J_SETTLING.busyShare * 100}% of a core over ${NEO4J_SETTLING.windowSeconds} s`;
  return [quiet ? `Measured once Neo4j used under ${share}, ${seconds} s after seeding and preparing (background work seeding left: its JIT compiler, mostly).` : `Neo4j still used more than ${share} after ${seconds} s of waiting; measured anyway.`];
}

async function runScenario(scenario: Scenario, context: ScenarioContext, url: string, headers: Record<string, string>, options: Options, target: Pick<Target, "beside" | "watched">): Promise<ScenarioResult> {
  const { beside } = target;
  const synthetic = options.syntheticVectors ? ["The seeded memories' and documentation's vectors are synthetic (random, of unit length, recorded as the server's model): their cost is real, what they find by meaning is not."] : [];
  const notes = [...synthetic, ...(await embeddingsReady(context)), ...((await scenario.prepare?.(context)) ?? [])];
  notes.push(...(await embeddingsReady(context)));
  notes.push(...(await neo4jSettled(target.watched)));
  const doors = httpDoors(scenario, context, url);
  for (const door of doors) door.check(await post(door.protocol, door.url, headers, door.nextBody()));
  await scenario.baseline(context);

  const concurrency = scenario.concurrency ?? options.concurrency;
  // The Engrams beside answer the GraphQL door's requests, measured in the same rounds.
  const besideDoors = beside.map((other) => ({ ...doors[0]!, url: other.url }));
  for (const door of besideDoors) door.check(await post(door.protocol, door.url, headers, door.nextBody()));
  const sides = [
    ...[...doors, ...besideDoors].map((door) => httpLoad({ url: door.url, headers: { ...headers, accept: door.protocol.accept }, nextBody: door.nextBody, isErrorBody: isErrorBody(door.protocol), concurrency })),
    workerLoad(() => scenario.baseline(context), concurrency),
  ];
  if (options.warmup > 0) {
    process.stderr.write(`${scenario.name}: warming up, ${options.warmup}s per side\n`);
    await measureAlternating(sides, options.warmup, 1);
  }
  process.stderr.write(`${scenario.name}: measuring ${options.duration}s per side in ${options.rounds} alternating rounds, concurrency ${concurrency}\n`);
  const summaries = await measureAlternating(sides, options.duration, options.rounds, target.watched);
  const driver = summaries.pop()!;
  const besideSummaries = summaries.splice(doors.length);
  const [graphql, mcp] = summaries as [LoadSummary, LoadSummary?];
  const settings = measuredSettings();
  return {
    scenario: settings ? `${scenario.name} [${settings}]` : scenario.name,
    description: scenario.description,
    graphqlQuery: scenario.graphql.query,
    cypher: scenario.cypher,
    baselineVia: scenario.baselineVia ?? "through `driver.executeQuery` with READ routing",
    concurrency,
    itemsPerRequest: scenario.itemsPerRequest,
    notes,
    graphql,
    beside: beside.map(({ name, settings }, i) => ({ name, settings, summary: besideSummaries[i]! })),
    ...(mcp && scenario.mcp ? { mcp: { tool: scenario.mcp.tool, arguments: Object.keys(scenario.mcp.arguments(context)), summary: mcp } } : {}),
    driver,
  };
}

async function main(argv: string[]): Promise<void> {
  const options = parseOptions(argv);
  let scenarios: Scenario[];
  try {
    scenarios = selectScenarios(options.scenario);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const date = new Date().toISOString();
  const loadAverage = loadavg()[0] ?? 0;

  if (loadAverage > cpus().length / 2) {
    process.stderr.write(`Warning: the 1-minute load average is ${loadAverage.toFixed(2)} on ${cpus().length} cores; other work will skew the figures\n`);
  }
  const target = await resolveTarget(options);
  let driver: Driver | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      if (driver && target.keepsData) {
        process.stderr.write("Deleting the seeded bench data...\n");
        await deleteBenchData(driver, { database: options.neo4jDatabase }).catch((error: Error) => process.stderr.write(`cleanup failed: ${error.message}\n`));
      }
      await driver?.close();
      await target.stop();
    })());
  process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

  try {
    driver = createDriver(target.neo4j.uri, target.neo4j.user, target.neo4j.password);
    const database = options.neo4jDatabase;
    const cpu = cpus();
    const machine = { cpu: cpu[0]?.model ?? "unknown", cores: cpu.length, memoryGiB: totalmem() / 2 ** 30, node: process.version, loadAverage };
    const info: RunInfo = {
      command: commandLine(argv.slice(2)),
      date,
      code: codeVersion(),
      machine: { ...machine, neo4j: await neo4jVersion(driver, database) },
      target: target.description,
      seed: options.seed,
      concurrency: options.concurrency,
      durationSeconds: options.duration,
      warmupSeconds: options.warmup,
      rounds: options.rounds,
    };
    process.stderr.write(`Seeding ${options.seed} memories into ${target.neo4j.uri}...\n`);
    const syntheticVectors = options.syntheticVectors ? await serverModel(driver, database) : undefined;
    const seeded = await seedBenchData(driver, { count: options.seed, database, syntheticVectors });
    const headers: Record<string, string> = {
      "content-type": "application/json",
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    };

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const graphql = (query: string, variables: Record<string, unknown>) => post(GRAPHQL, target.url, headers, JSON.stringify({ query, variables }));
      const context = { seeded, driver, database, graphql, embeddings: embeddingsOn(), syntheticVectors, load: { concurrency: options.concurrency, seconds: options.duration } };
      const result = await runScenario(scenario, context, target.url, headers, options, target);
      const footprint = target.started ? await footprintNote(target.started.pid, target.started.home) : null;
      if (footprint) result.notes = [...(result.notes ?? []), footprint];
      results.push(result);
      process.stdout.write(`\n${scenario.name}\n\n${[resultTable(result), cpuTable(result)].filter(Boolean).join("\n\n")}\n\n`);
    }

    const out = join(REPO_ROOT, "bench", "results", `${date.replace(/[:.]/g, "-")}.json`);
    await writeJson(out, { ...info, results });
    for (const result of results) await writeSection(options.out, result.scenario, resultSection(info, result));
    process.stderr.write(`Wrote ${options.out} and ${out}\n`);
  } finally {
    await cleanUp();
  }
}

main(process.argv).catch((error: Error) => {
  process.stderr.write(`bench: ${error instanceof UsageError ? error.message : (error.stack ?? error.message)}\n`);
  process.exit(1);
});
