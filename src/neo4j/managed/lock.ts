import { open, readFile, rm } from "node:fs/promises";
import { isProcessAlive } from "./process.js";

const POLL_MS = 200;
const WAIT_LIMIT_MS = 10 * 60_000;

async function tryAcquire(path: string): Promise<boolean> {
  try {
    const handle = await open(path, "wx", 0o600);
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(await readFile(path, "utf8").catch(() => "0"));
    if (holder > 0 && !isProcessAlive(holder)) await rm(path, { force: true });
    return false;
  }
}

/** Serialises work between processes (two CLIs starting Neo4j, parallel test workers resolving jars). */
export async function withFileLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(await tryAcquire(path))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for the lock ${path}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  try {
    return await work();
  } finally {
    await rm(path, { force: true });
  }
}
