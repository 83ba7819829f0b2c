import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, openSync, closeSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import type { Neo4jManagedConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import { javaCommand, requireJava } from "../../maven.js";
import { addClient, liveClients, removeClient, setKeepRunning } from "./clients.js";
import { withFileLock } from "./lock.js";
import { freePort, isPortFree, isProcessAlive, processCommandLine, waitUntil } from "./process.js";
import { resolveRuntime, type Neo4jRuntime } from "./runtime.js";

const BOLT_HOST = "127.0.0.1";
const USER = "neo4j";
const DEFAULT_PASSWORD = "neo4j";
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 60_000;
const ENTRY_POINT = "org.neo4j.server.CommunityEntryPoint";

export interface ManagedNeo4jOptions extends Neo4jManagedConfig {
  home: string;
  cacheDir: string;
}

interface RunState {
  pid: number;
  boltPort: number;
  version: string;
  startedAt: string;
}

export interface ManagedNeo4jStatus {
  running: boolean;
  home: string;
  pid?: number;
  uri?: string;
  version?: string;
  startedAt?: string;
}

export interface ManagedNeo4j {
  uri: string;
  boltPort: number;
  user: string;
  password: string;
  version: string;
  /** True when this call started the server; false when it was running already. */
  startedHere: boolean;
}

/** The managed Neo4j as one Engram process uses it: release() when done. */
export interface ManagedNeo4jUse extends ManagedNeo4j {
  /** Stops Neo4j when no other Engram process uses it and `engram neo4j start` did not ask to keep it running. */
  release(): Promise<void>;
}

/** What restartCrashedNeo4j found: it started Neo4j again, Neo4j was running, or it had been stopped on purpose. */
export type RestartOutcome = "restarted" | "running" | "stopped";

export function paths(home: string) {
  const root = join(home, "neo4j");
  return {
    root,
    conf: join(root, "conf"),
    data: join(root, "data"),
    logs: join(root, "logs"),
    run: join(root, "run"),
    state: join(root, "run", "state.json"),
    startLock: join(root, "run", "start.lock"),
    clients: join(root, "run", "clients"),
    password: join(root, "password"),
    version: join(root, "version"),
    port: join(root, "port"),
  };
}

/**
 * The state a start writes and a stop removes: present with a dead pid means Neo4j died without being
 * stopped (a crash, kill -9, an out-of-memory exit), which is what supervisors restart.
 */
async function readStateFile(home: string): Promise<RunState | null> {
  try {
    return JSON.parse(await readFile(paths(home).state, "utf8")) as RunState;
  } catch {
    return null;
  }
}

function isRunning(state: RunState): boolean {
  return isProcessAlive(state.pid) && processCommandLine(state.pid).includes(ENTRY_POINT);
}

async function readState(home: string): Promise<RunState | null> {
  const state = await readStateFile(home);
  return state && isRunning(state) ? state : null;
}

export async function managedNeo4jStatus(home: string): Promise<ManagedNeo4jStatus> {
  const state = await readState(home);
  if (!state) return { running: false, home };
  return {
    running: true,
    home,
    pid: state.pid,
    uri: `bolt://${BOLT_HOST}:${state.boltPort}`,
    version: state.version,
    startedAt: state.startedAt,
  };
}

/** The generated password, kept in a 0600 file under ENGRAM_HOME. */
async function ensurePassword(home: string): Promise<string> {
  const file = paths(home).password;
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function neo4jConf(options: ManagedNeo4jOptions, runtime: Neo4jRuntime, boltPort: number): string {
  const p = paths(options.home);
  return [
    "# Written by Engram at every start; edit ENGRAM_* variables instead.",
    `server.default_listen_address=${BOLT_HOST}`,
    `server.bolt.listen_address=${BOLT_HOST}:${boltPort}`,
    `server.bolt.advertised_address=${BOLT_HOST}:${boltPort}`,
    "server.http.enabled=false",
    "server.https.enabled=false",
    "dbms.security.auth_enabled=true",
    `server.directories.data=${p.data}`,
    `server.directories.logs=${p.logs}`,
    `server.directories.plugins=${runtime.pluginsDir}`,
    "dbms.security.procedures.unrestricted=apoc.*",
    "dbms.usage_report.enabled=false",
    // Bolt waits 5 s twice for idle sockets at shutdown; Engram closes its driver first.
    "internal.dbms.bolt.netty_server_shutdown_quiet_period=0",
    "server.bolt.connection_keep_alive=2s",
    `server.memory.pagecache.size=${options.pageCacheSize}`,
    // One server has every write it acknowledged: a bookmark it has not reached names another database's
    // (a backup restored since), so a request waits 5 s for it, not the default 30.
    "db.transaction.bookmark_ready_timeout=5s",
    "",
  ].join("\n");
}

async function tailOfLog(home: string): Promise<string> {
  const text = await readFile(join(paths(home).logs, "neo4j.log"), "utf8").catch(() => "");
  return text.split("\n").filter((line) => /ERROR|Caused by/.test(line)).slice(-5).join("\n");
}

function isUnauthorized(error: unknown): boolean {
  return (error as { code?: string }).code === "Neo.ClientError.Security.Unauthorized";
}

function isCredentialsExpired(error: unknown): boolean {
  return (error as { code?: string }).code === "Neo.ClientError.Security.CredentialsExpired";
}

async function runOnce(uri: string, password: string, cypher: string, params = {}, database?: string) {
  const driver = neo4j.driver(uri, neo4j.auth.basic(USER, password), { connectionTimeout: 2000, maxConnectionPoolSize: 1 });
  try {
    await driver.executeQuery(cypher, params, database ? { database } : {});
  } finally {
    await driver.close();
  }
}

/**
 * Waits for Bolt to answer with our password. On the very first start the server only knows
 * neo4j/neo4j with a forced change, so the generated password is set then.
 */
async function waitForBolt(uri: string, password: string, pid: number, home: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (!isProcessAlive(pid)) throw new Error(`Neo4j exited while starting:\n${await tailOfLog(home)}`);
    try {
      await runOnce(uri, password, "RETURN 1");
      return;
    } catch (error) {
      if (isUnauthorized(error)) {
        try {
          await runOnce(uri, DEFAULT_PASSWORD, "ALTER CURRENT USER SET PASSWORD FROM $old TO $new", { old: DEFAULT_PASSWORD, new: password }, "system");
          continue;
        } catch (initialError) {
          if (!isCredentialsExpired(initialError) && isUnauthorized(initialError)) {
            throw new Error(
              `Neo4j in ${paths(home).data} rejects the password in ${paths(home).password}; restore that file or remove the data directory`,
            );
          }
        }
      }
      if (Date.now() > deadline) throw new Error(`Neo4j did not answer on ${uri} within ${START_TIMEOUT_MS / 1000}s:\n${await tailOfLog(home)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The port of the first start, kept across restarts while it is free, so drivers reconnect to the same address. */
async function stableBoltPort(home: string, log: Logger): Promise<number> {
  const file = paths(home).port;
  const previous = Number(await readFile(file, "utf8").catch(() => ""));
  if (previous > 0 && (await isPortFree(BOLT_HOST, previous))) return previous;
  const port = await freePort(BOLT_HOST);
  if (previous > 0) log.warn({ previous, port }, "The managed Neo4j's previous Bolt port is taken: using a new one");
  await writeFile(file, String(port), { mode: 0o600 });
  return port;
}

async function launch(options: ManagedNeo4jOptions, runtime: Neo4jRuntime, boltPort: number): Promise<number> {
  await requireJava();
  const p = paths(options.home);
  await writeFile(join(p.conf, "neo4j.conf"), neo4jConf(options, runtime, boltPort), { mode: 0o600 });
  const console = openSync(join(p.logs, "console.log"), "a", 0o600);
  try {
    const child = spawn(
      javaCommand(),
      [
        `-Xms${options.heapSize}`,
        `-Xmx${options.heapSize}`,
        "-XX:+UseG1GC",
        "-XX:+ExitOnOutOfMemoryError",
        "-cp",
        `${join(runtime.libDir, "*")}:${join(runtime.pluginsDir, "*")}`,
        ENTRY_POINT,
        `--home-dir=${p.root}`,
        `--config-dir=${p.conf}`,
      ],
      // Own process group: a Ctrl-C in the terminal reaches Engram, which drains requests before stopping Neo4j.
      { detached: true, stdio: ["ignore", console, console], env: { ...process.env, NEO4J_HOME: p.root, NEO4J_CONF: p.conf } },
    );
    const pid = child.pid;
    if (pid === undefined) {
      throw await new Promise<Error>((resolve) => child.once("error", (e) => resolve(new Error(`could not run Java: ${e.message}`))));
    }
    child.unref();
    return pid;
  } finally {
    closeSync(console);
  }
}

const boltUri = (port: number) => `bolt://${BOLT_HOST}:${port}`;

async function prepareDirectories(home: string): Promise<void> {
  const p = paths(home);
  for (const dir of [home, p.root, p.conf, p.data, p.logs, p.run]) await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(p.root, 0o700);
}

/** Launches Neo4j on this port with the jars of the version that wrote the data, and waits until Bolt answers. */
async function launchAndWait(options: ManagedNeo4jOptions, password: string, boltPort: number, log: Logger): Promise<RunState> {
  const p = paths(options.home);
  // The data directory stays with the version that wrote it.
  const dataVersion = existsSync(p.version) ? (await readFile(p.version, "utf8")).trim() : null;
  const runtime = await resolveRuntime(options.cacheDir, dataVersion ?? options.version, log);
  const pid = await launch(options, runtime, boltPort);
  const state: RunState = { pid, boltPort, version: runtime.version, startedAt: new Date().toISOString() };
  await writeFile(p.state, JSON.stringify(state), { mode: 0o600 });
  const uri = boltUri(boltPort);
  log.info({ uri, pid, version: runtime.version, home: options.home }, "Starting managed Neo4j");
  try {
    await waitForBolt(uri, password, pid, options.home);
  } catch (error) {
    await stopProcess(pid);
    await rm(p.state, { force: true });
    throw error;
  }
  await writeFile(p.version, runtime.version);
  log.info({ uri, version: runtime.version }, "Managed Neo4j is ready");
  return state;
}

/** Under the start lock: the running server, or one started now. */
async function startLocked(options: ManagedNeo4jOptions, log: Logger): Promise<ManagedNeo4j> {
  const password = await ensurePassword(options.home);
  const running = await readState(options.home);
  if (running) {
    const uri = boltUri(running.boltPort);
    log.info({ uri, pid: running.pid }, "Using the managed Neo4j already running");
    return { uri, boltPort: running.boltPort, user: USER, password, version: running.version, startedHere: false };
  }
  const state = await launchAndWait(options, password, await stableBoltPort(options.home, log), log);
  return { uri: boltUri(state.boltPort), boltPort: state.boltPort, user: USER, password, version: state.version, startedHere: true };
}

/**
 * Starts the managed Neo4j unless it already runs for this ENGRAM_HOME; either way returns how to reach
 * it. keepRunning (`engram neo4j start`): Engram processes leave it running when they exit, until
 * `engram neo4j stop`.
 */
export async function startManagedNeo4j(options: ManagedNeo4jOptions, log: Logger, { keepRunning = false } = {}): Promise<ManagedNeo4j> {
  await prepareDirectories(options.home);
  return withFileLock(paths(options.home).startLock, async () => {
    const managed = await startLocked(options, log);
    if (keepRunning) await setKeepRunning(paths(options.home).clients, true);
    return managed;
  });
}

/** Starts (or finds) the managed Neo4j and counts this process among its users until release(). */
export async function useManagedNeo4j(options: ManagedNeo4jOptions, log: Logger): Promise<ManagedNeo4jUse> {
  await prepareDirectories(options.home);
  const p = paths(options.home);
  return withFileLock(p.startLock, async () => {
    const managed = await startLocked(options, log);
    const client = await addClient(p.clients);
    return { ...managed, release: () => releaseManagedNeo4j(options.home, client, log) };
  });
}

async function releaseManagedNeo4j(home: string, client: string, log: Logger): Promise<void> {
  const p = paths(home);
  await withFileLock(p.startLock, async () => {
    await removeClient(p.clients, client);
    const others = await liveClients(p.clients);
    if (others.length === 0) await stopLocked(home, log);
    else log.info({ others }, "Leaving the managed Neo4j running for the other Engram processes using it (or engram neo4j start)");
  });
}

/**
 * Starts Neo4j again, on the same Bolt port (drivers keep their address), if it died without being
 * stopped. Another process may have restarted it first, or someone may have stopped it on purpose
 * (`engram neo4j stop`, a backup): then it is left as it is.
 */
export async function restartCrashedNeo4j(options: ManagedNeo4jOptions, boltPort: number, log: Logger): Promise<RestartOutcome> {
  const p = paths(options.home);
  return withFileLock(p.startLock, async () => {
    const state = await readStateFile(options.home);
    if (state === null) return "stopped";
    if (isRunning(state)) return "running";
    log.error({ pid: state.pid, startedAt: state.startedAt, lastErrors: await tailOfLog(options.home) }, "The managed Neo4j exited without being stopped; starting it again");
    try {
      if (!(await isPortFree(BOLT_HOST, boltPort))) throw new Error(`the managed Neo4j's Bolt port ${BOLT_HOST}:${boltPort} is taken by another program`);
      await launchAndWait(options, await ensurePassword(options.home), boltPort, log);
    } catch (error) {
      // Still crashed, not stopped: the next check tries again.
      await writeFile(p.state, JSON.stringify(state), { mode: 0o600 });
      throw error;
    }
    return "restarted";
  });
}

async function stopProcess(pid: number): Promise<void> {
  if (!isProcessAlive(pid)) return;
  process.kill(pid, "SIGTERM");
  if (!(await waitUntil(() => !isProcessAlive(pid), STOP_TIMEOUT_MS, 200))) {
    process.kill(pid, "SIGKILL");
    await waitUntil(() => !isProcessAlive(pid), 10_000, 100);
  }
}

/** The state goes first, so that no supervisor takes the stop for a crash. */
async function stopLocked(home: string, log: Logger): Promise<boolean> {
  const state = await readState(home);
  await rm(paths(home).state, { force: true });
  if (!state) return false;
  log.info({ pid: state.pid }, "Stopping managed Neo4j");
  await stopProcess(state.pid);
  return true;
}

/**
 * Stops the managed Neo4j of this ENGRAM_HOME (gracefully, then forcibly after a minute); supervisors
 * leave it stopped. keepRunning false (`engram neo4j stop`) also withdraws `engram neo4j start`'s keep.
 */
export async function stopManagedNeo4j(home: string, log: Logger, { keepRunning }: { keepRunning?: false } = {}): Promise<boolean> {
  const p = paths(home);
  if (!existsSync(p.run)) return false;
  return withFileLock(p.startLock, async () => {
    if (keepRunning === false) await setKeepRunning(p.clients, false);
    return stopLocked(home, log);
  });
}
