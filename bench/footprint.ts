import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** Resident memory of a process now and at its peak, in bytes (Linux /proc; null elsewhere or once it is gone). */
export async function residentMemory(pid: number): Promise<{ now: number; peak: number } | null> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  if (status === null) return null;
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) * 1024;
  return { now: kib("VmRSS"), peak: kib("VmHWM") };
}

/** Bytes of every file under a folder (a Neo4j store: its data and transaction logs). */
export async function folderSize(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? await folderSize(path) : await stat(path).then((s) => s.size, () => 0);
  }
  return total;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** What an Engram started by the harness and its managed Neo4j hold after a scenario, as a report line. */
export async function footprintNote(engramPid: number, home: string): Promise<string | null> {
  const state = JSON.parse(await readFile(join(home, "neo4j", "run", "state.json"), "utf8").catch(() => "{}")) as { pid?: number };
  const [engram, neo4j, store] = await Promise.all([residentMemory(engramPid), state.pid ? residentMemory(state.pid) : null, folderSize(join(home, "neo4j", "data"))]);
  if (engram === null || neo4j === null) return null;
  return `Footprint after measuring: Engram RSS ${mib(engram.now)} (peak ${mib(engram.peak)}), Neo4j RSS ${mib(neo4j.now)} (peak ${mib(neo4j.peak)}), Neo4j store on disk (data and transaction logs) ${mib(store)}`;
}
