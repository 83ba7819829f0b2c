import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isProcessAlive, processCommandLine } from "./process.js";

/**
 * The Engram processes using the managed Neo4j: one file each in a folder, named by pid and holding the
 * process's command line (so a reused pid is not taken for a client). The last one to leave stops
 * Neo4j, unless `engram neo4j start` left the standing entry that keeps it running.
 */
export const KEEP_RUNNING = "keep-running";

export async function addClient(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${process.pid}-${randomUUID().slice(0, 8)}`;
  await writeFile(join(dir, name), processCommandLine(process.pid), { mode: 0o600 });
  return name;
}

export async function removeClient(dir: string, name: string): Promise<void> {
  await rm(join(dir, name), { force: true });
}

export async function setKeepRunning(dir: string, keep: boolean): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (keep) await writeFile(join(dir, KEEP_RUNNING), new Date().toISOString(), { mode: 0o600 });
  else await rm(join(dir, KEEP_RUNNING), { force: true });
}

async function isLive(dir: string, name: string): Promise<boolean> {
  if (name === KEEP_RUNNING) return true;
  const pid = Number(name.split("-")[0]);
  if (!(pid > 0) || !isProcessAlive(pid)) return false;
  const commandLine = await readFile(join(dir, name), "utf8").catch(() => null);
  return commandLine !== null && commandLine === processCommandLine(pid);
}

/** The entries that still hold Neo4j (the standing one included); those of processes gone are removed. */
export async function liveClients(dir: string): Promise<string[]> {
  const live: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (await isLive(dir, name)) live.push(name);
    else await removeClient(dir, name);
  }
  return live;
}
