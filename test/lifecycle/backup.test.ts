import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { managedNeo4jStatus } from "../../src/neo4j/managed/server.js";
import { startTestEngram } from "../helpers/engram.js";
import { managedDriver, runCli } from "./lifecycle-helpers.js";

let home: string;
let newHome: string;
let backups: string;

const MEMORIES = "MATCH (m:Memory) RETURN m.id AS id, toString(m.occurredAt) AS occurredAt ORDER BY id";

async function memories(at: string): Promise<{ id: string; occurredAt: string }[]> {
  const driver = await managedDriver(at);
  try {
    return (await driver.executeQuery(MEMORIES)).records.map((record) => ({ id: record.get("id"), occurredAt: record.get("occurredAt") }));
  } finally {
    await driver.close();
  }
}

async function write(query: string): Promise<void> {
  const driver = await managedDriver(home);
  try {
    await driver.executeQuery(query);
  } finally {
    await driver.close();
  }
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-backup-"));
  newHome = await mkdtemp(join(tmpdir(), "engram-restored-"));
  backups = await mkdtemp(join(tmpdir(), "engram-backups-"));
  const started = await runCli(home, ["neo4j", "start"]);
  if (started.code !== 0) throw new Error(started.stderr);
  await write("CREATE (:Memory {id: 'kept', content: 'Use PostgreSQL', occurredAt: datetime('2024-02-29T12:00:00.123456789+01:00')})");
});

afterAll(async () => {
  for (const at of [home, newHome]) {
    await runCli(at, ["neo4j", "stop"]);
    await rm(at, { recursive: true, force: true });
  }
  await rm(backups, { recursive: true, force: true });
});

describe("engram backup and engram restore of the managed Neo4j", () => {
  const first = () => join(backups, "first.dump");
  const kept = [{ id: "kept", occurredAt: "2024-02-29T12:00:00.123456789+01:00" }];

  it("backs up the running Neo4j: stops it for the dump and starts it again, its data untouched", async () => {
    const result = await runCli(home, ["backup", "--to", first()]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^backed up the managed Neo4j to \S+first\.dump \(\d+\.\d MB\) in \d+\.\d s; Neo4j was stopped for it and runs again\n$/);
    expect((await stat(first())).size).toBeGreaterThan(0);
    expect((await managedNeo4jStatus(home)).running).toBe(true);
    expect(await memories(home)).toEqual(kept);
  });

  it("never overwrites a file with a backup", async () => {
    const result = await runCli(home, ["backup", "--to", first()]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/first\.dump already exists; a backup never overwrites a file: choose another name\n$/);
  });

  it("restores only with --force over a database, and not while an Engram server or another client uses it; then the backup's data is back and Neo4j runs", async () => {
    await write("MATCH (m:Memory {id: 'kept'}) DELETE m CREATE (:Memory {id: 'written-later'})");
    const refused = await runCli(home, ["restore", first()]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/already holds a database, and restoring replaces all of it: run again with --force to replace it/);

    const server = await startTestEngram({ NEO4J_URI: undefined, NEO4J_USER: undefined, NEO4J_PASSWORD: undefined, ENGRAM_HOME: home });
    try {
      const serving = await runCli(home, ["restore", first(), "--force"]);
      expect(serving.code).toBe(2);
      expect(serving.stderr).toMatch(new RegExp(`others use the managed Neo4j \\(Engram process ${process.pid}, .*\\): stop them \\(an Engram server, another command\\) before restoring`));
    } finally {
      await server.close();
    }
    const client = await managedDriver(home);
    try {
      await client.getServerInfo();
      const busy = await runCli(home, ["restore", first(), "--force"]);
      expect(busy.code).toBe(2);
      expect(busy.stderr).toMatch(/others use the managed Neo4j \(127\.0\.0\.1:\d+ \(neo4j-javascript\/[\d.]+\)\): stop them/);
    } finally {
      await client.close();
    }
    expect(await memories(home)).toEqual([{ id: "written-later", occurredAt: null }]);

    const restored = await runCli(home, ["restore", first(), "--force"]);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/^restored the managed Neo4j from \S+first\.dump in \d+\.\d s; Neo4j runs again\n$/);
    expect((await managedNeo4jStatus(home)).running).toBe(true);
    expect(await memories(home)).toEqual(kept);
  });

  it("backs up a stopped Neo4j and leaves it stopped; a new ENGRAM_HOME restores it without --force", async () => {
    expect((await runCli(home, ["neo4j", "stop"])).code).toBe(0);
    const file = join(backups, "offline.dump");
    const result = await runCli(home, ["backup", "--to", file, "--json"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ file, restarted: false });
    expect((await managedNeo4jStatus(home)).running).toBe(false);

    const restored = await runCli(newHome, ["restore", file]);
    expect(restored.stdout).toMatch(/; Neo4j was not running and stays stopped\n$/);
    expect((await runCli(newHome, ["neo4j", "start"])).code).toBe(0);
    expect(await memories(newHome)).toEqual(kept);
  });

  it("refuses both with NEO4J_URI set, pointing at that server's own tools", async () => {
    const external = { NEO4J_URI: "bolt://127.0.0.1:1", NEO4J_PASSWORD: "unused" };
    for (const args of [["backup"], ["restore", first(), "--force"]]) {
      const result = await runCli(home, args, external);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^engram: NEO4J_URI is set: Engram does not manage that Neo4j, so back it up and restore it with that server's own tools/);
    }
  });
});
