import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { freePort, isProcessAlive } from "../src/neo4j/managed/process.js";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface, type Interface } from "node:readline";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const HOST = "127.0.0.1";
/** Starting includes the managed Neo4j (about 20-30 s; longer the first time its jars are resolved). */
const START_TIMEOUT_MS = 240_000;
/** Engram drains requests, then stops its Neo4j, which may take up to a minute. */
const STOP_TIMEOUT_MS = 90_000;
const SERVING_MESSAGE = "Engram is serving GraphQL";

/** An Engram started by the harness, on its own managed Neo4j under a temporary ENGRAM_HOME. */
export interface EngramProcess {
  url: string;
  home: string;
  pid: number;
  neo4j: { uri: string; user: string; password: string };
  /** The pid of the Neo4j it manages; null when it was given one. */
  neo4jPid: number | null;
  /** SIGTERM, wait for exit (Engram stops its Neo4j), then delete ENGRAM_HOME. */
  stop(): Promise<void>;
}



function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Resolves with the GraphQL URL once Engram logs SERVING_MESSAGE or, since that log is at info level
 * and the child runs at LOG_LEVEL=warn, once /ready answers 200. Rejects if the child exits first.
 */
function waitUntilServing(child: ChildProcess, stdoutLines: Interface, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, servingUrl?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      clearInterval(poll);
      if (error) reject(error);
      else resolve(servingUrl!);
    };
    const timeout = setTimeout(() => finish(new Error(`Engram did not serve within ${START_TIMEOUT_MS / 1000}s`)), START_TIMEOUT_MS);
    const poll = setInterval(() => {
      fetch(url.replace(/\/graphql$/, "/ready"), { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.ok && finish(null, url))
        .catch(() => undefined);
    }, 500);
    child.once("exit", (code, signal) => finish(new Error(`Engram exited while starting (code ${code}, signal ${signal}); its output is above`)));
    stdoutLines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === SERVING_MESSAGE && entry.url) finish(null, entry.url);
      } catch {
        // not a JSON log line
      }
    });
  });
}

/**
 * `node bin/engram.js serve` on a free port with a fresh ENGRAM_HOME (the jar cache in ENGRAM_CACHE_DIR
 * is reused), on a managed Neo4j of its own, or on the Neo4j given (another Engram's: the same data
 * asked through other settings, without storing it again).
 */
/** Another Engram's settings as a bench's command line names them: `name:ENV=value,ENV=value`. */
export interface Variant {
  name: string;
  /** The settings as typed, for reports. */
  settings: string;
  env: Record<string, string>;
  /** Another checkout whose Engram is started (another commit's code); this one's when absent. */
  checkout?: string;
}

export function parseVariant(text: string): Variant {
  const colon = text.indexOf(":");
  const [name, settings] = colon < 0 ? [text, ""] : [text.slice(0, colon), text.slice(colon + 1)];
  const pairs = settings.split(",").filter((pair) => pair !== "");
  if (name.trim() === "" || pairs.length === 0 || pairs.some((pair) => !/^[A-Z][A-Z0-9_]*=/.test(pair))) {
    throw new Error(`expected name:ENV=value,ENV=value (for example "in Cypher:ENGRAM_VECTOR_COPY=0"), got "${text}"`);
  }
  return { name: name.trim(), settings: pairs.join(", "), env: Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)])) };
}

/** `name:path`: the Engram of another checkout (another commit's code, its node_modules installed), with the bench's settings. */
export function parseCheckoutVariant(text: string): Variant {
  const colon = text.indexOf(":");
  const [name, path] = colon < 0 ? ["", ""] : [text.slice(0, colon).trim(), resolve(text.slice(colon + 1))];
  if (name === "" || !existsSync(join(path, "bin", "engram.js")) || !existsSync(join(path, "node_modules"))) {
    throw new Error(`expected name:path of a checkout with bin/engram.js and its node_modules (for example "before:/tmp/engram-before"), got "${text}"`);
  }
  const commit = spawnSync("git", ["-C", path, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
  return { name, settings: `the code of ${path}${commit ? ` at ${commit}` : ""}`, env: {}, checkout: path };
}

export async function startEngramProcess(
  extraEnv: Record<string, string> = {},
  options: { neo4j?: EngramProcess["neo4j"]; cpuProfileDir?: string; checkout?: string } = {},
): Promise<EngramProcess> {
  const home = await mkdtemp(join(tmpdir(), "engram-bench-"));
  const port = await freePort(HOST);
  const env: NodeJS.ProcessEnv = { ...process.env, HOST, PORT: String(port), LOG_LEVEL: "warn", ENGRAM_HOME: home, ...extraEnv };
  for (const name of ["NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD", "NEO4J_DATABASE", "ENGRAM_API_KEYS", "ENGRAM_API_KEYS_FILE"]) delete env[name];
  if (options.neo4j) Object.assign(env, { NEO4J_URI: options.neo4j.uri, NEO4J_USER: options.neo4j.user, NEO4J_PASSWORD: options.neo4j.password });

  const profiling = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const root = options.checkout ?? REPO_ROOT;
  const child = spawn(process.execPath, [...profiling, join(root, "bin", "engram.js"), "serve"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const echo = (line: string) => process.stderr.write(`[engram] ${line}\n`);
  const stdoutLines = createInterface({ input: child.stdout! }).on("line", echo);
  createInterface({ input: child.stderr! }).on("line", echo);

  const stop = async () => {
    child.kill("SIGTERM");
    if (!(await exited(child, STOP_TIMEOUT_MS))) {
      echo(`did not stop within ${STOP_TIMEOUT_MS / 1000}s: killing it and its Neo4j`);
      child.kill("SIGKILL");
      await exited(child, 10_000);
      const state = await readFile(join(home, "neo4j", "run", "state.json"), "utf8").catch(() => null);
      const pid = state ? (JSON.parse(state) as { pid: number }).pid : undefined;
      if (pid !== undefined && isProcessAlive(pid)) process.kill(pid, "SIGKILL");
    }
    await rm(home, { recursive: true, force: true });
  };

  try {
    process.stderr.write(`Starting Engram (ENGRAM_HOME=${home}, port ${port}); the managed Neo4j takes a while...\n`);
    const url = await waitUntilServing(child, stdoutLines, `http://${HOST}:${port}/graphql`);
    if (options.neo4j) return { url, home, pid: child.pid!, neo4j: options.neo4j, neo4jPid: null, stop };
    const state = JSON.parse(await readFile(join(home, "neo4j", "run", "state.json"), "utf8")) as { pid: number; boltPort: number };
    const password = (await readFile(join(home, "neo4j", "password"), "utf8")).trim();
    return { url, home, pid: child.pid!, neo4j: { uri: `bolt://${HOST}:${state.boltPort}`, user: "neo4j", password }, neo4jPid: state.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
