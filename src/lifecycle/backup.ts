import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import neo4j from "neo4j-driver";
import type { Logger } from "../logger.js";
import { runNeo4jAdmin } from "../neo4j/managed/admin.js";
import { KEEP_RUNNING, liveClients } from "../neo4j/managed/clients.js";
import { resolveRuntime } from "../neo4j/managed/runtime.js";
import { managedNeo4jStatus, paths, startManagedNeo4j, stopManagedNeo4j, type ManagedNeo4jOptions } from "../neo4j/managed/server.js";

/** A command that would do harm, or cannot apply, and so did nothing. */
export class LifecycleRefusal extends Error {}

/** Neo4j Community's one user database, which Engram's managed server uses. */
const DATABASE = "neo4j";
/** How this command's own connection is told apart from other clients'. */
const USER_AGENT = "engram-lifecycle";

const OTHER_CLIENTS = `
CALL dbms.listConnections() YIELD clientAddress, userAgent
WHERE userAgent <> $userAgent
RETURN clientAddress, userAgent`;

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  /** True when Neo4j was running, was stopped for the dump and started again. */
  restarted: boolean;
}

export interface RestoreResult {
  file: string;
  seconds: number;
  restarted: boolean;
}

export function defaultBackupFile(now: Date): string {
  return `engram-backup-${now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}.dump`;
}

function hasDatabase(home: string): boolean {
  return existsSync(join(paths(home).data, "databases", DATABASE));
}

/** Clients other than this command connected to the running managed Neo4j (an Engram server keeps its pool open). */
async function otherConnections(home: string, uri: string): Promise<string[]> {
  const password = (await readFile(paths(home).password, "utf8")).trim();
  const driver = neo4j.driver(uri, neo4j.auth.basic("neo4j", password), { userAgent: USER_AGENT, maxConnectionPoolSize: 1 });
  try {
    const { records } = await driver.executeQuery(OTHER_CLIENTS, { userAgent: USER_AGENT }, { database: DATABASE });
    return records.map((record) => `${record.get("clientAddress")} (${record.get("userAgent")})`);
  } finally {
    await driver.close();
  }
}

/**
 * Who uses the managed Neo4j besides this command: Engram processes (each registers while it runs, and
 * an Engram server would start a stopped Neo4j again) and, while it runs, any other Bolt client.
 */
async function otherUsers(home: string): Promise<string[]> {
  const engrams = (await liveClients(paths(home).clients)).filter((name) => name !== KEEP_RUNNING).map((name) => `Engram process ${name.split("-")[0]}`);
  const status = await managedNeo4jStatus(home);
  return [...engrams, ...(status.running ? await otherConnections(home, status.uri!) : [])];
}

/**
 * Runs an offline neo4j-admin command on the managed Neo4j: stops the server if it runs, runs the
 * command on the jars of the version that wrote the data, and starts the server again if it was running.
 */
async function whileStopped(options: ManagedNeo4jOptions, log: Logger, args: readonly string[]): Promise<boolean> {
  const status = await managedNeo4jStatus(options.home);
  if (status.running) await stopManagedNeo4j(options.home, log);
  try {
    const versionFile = paths(options.home).version;
    const version = existsSync(versionFile) ? (await readFile(versionFile, "utf8")).trim() : options.version;
    await runNeo4jAdmin(options.home, await resolveRuntime(options.cacheDir, version, log), args);
  } finally {
    if (status.running) await startManagedNeo4j(options, log);
  }
  return status.running;
}

/**
 * Neo4j Community's offline dump of the managed database into `file`, which must not exist yet. The
 * dump is written next to it and renamed into place, so a failed backup leaves no file behind.
 */
export async function backupManagedNeo4j(options: ManagedNeo4jOptions, file: string, log: Logger): Promise<BackupResult> {
  const started = performance.now();
  const target = resolve(file);
  if (!hasDatabase(options.home)) throw new LifecycleRefusal(`there is no managed Neo4j database under ENGRAM_HOME=${options.home} to back up`);
  if (existsSync(target)) throw new LifecycleRefusal(`${target} already exists; a backup never overwrites a file: choose another name`);
  const work = await mkdtemp(join(dirname(target), ".engram-backup-"));
  try {
    const users = await otherUsers(options.home);
    if (users.length > 0) log.warn({ users }, "The managed Neo4j is stopped for the dump while others use it: their queries fail until it is back");
    const restarted = await whileStopped(options, log, ["database", "dump", DATABASE, `--to-path=${work}`]);
    await rename(join(work, `${DATABASE}.dump`), target);
    return { file: target, bytes: (await stat(target)).size, seconds: (performance.now() - started) / 1000, restarted };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Replaces the managed database with a dump made by `engram backup` (or neo4j-admin database dump).
 * Refuses to replace an existing database without `force`, and refuses while others use it (an Engram
 * server, any Bolt client): they would go on writing into what is replaced.
 */
export async function restoreManagedNeo4j(options: ManagedNeo4jOptions, file: string, force: boolean, log: Logger): Promise<RestoreResult> {
  const started = performance.now();
  const source = resolve(file);
  if (!existsSync(source)) throw new LifecycleRefusal(`${source} does not exist`);
  if (hasDatabase(options.home) && !force) {
    throw new LifecycleRefusal(
      `ENGRAM_HOME=${options.home} already holds a database, and restoring replaces all of it: run again with --force to replace it (engram backup first keeps a copy)`,
    );
  }
  const users = await otherUsers(options.home);
  if (users.length > 0) {
    throw new LifecycleRefusal(`others use the managed Neo4j (${users.join(", ")}): stop them (an Engram server, another command) before restoring`);
  }
  // neo4j-admin loads <from-path>/<database>.dump: a link of that name to the file
  const work = await mkdtemp(join(tmpdir(), "engram-restore-"));
  try {
    await symlink(source, join(work, `${DATABASE}.dump`));
    await mkdir(paths(options.home).conf, { recursive: true, mode: 0o700 });
    const restarted = await whileStopped(options, log, ["database", "load", DATABASE, `--from-path=${work}`, "--overwrite-destination=true"]);
    return { file: source, seconds: (performance.now() - started) / 1000, restarted };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
