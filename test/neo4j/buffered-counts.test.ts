import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import { BufferedCounts } from "../../src/neo4j/buffered-counts.js";
import { createDriver } from "../../src/neo4j/connection.js";
import { uniqueId } from "../helpers/engram.js";
import { TcpProxy } from "../helpers/tcp-proxy.js";

const RECORD = `
UNWIND $rows AS row
MERGE (c:FaultCounter {key: row.key})
SET c.n = coalesce(c.n, 0) + row.counts.n`;
const READ = "MATCH (c:FaultCounter {key: $key}) RETURN c.n AS n";
const CLEAN_UP = "MATCH (c:FaultCounter {key: $key}) DELETE c";

const neo4j = inject("neo4j");
const target = new URL(neo4j.uri);
const proxy = new TcpProxy(target.hostname, Number(target.port));
const direct = createDriver(neo4j.uri, neo4j.user, neo4j.password);
const key = uniqueId("counter");

beforeAll(async () => {
  await proxy.up();
});

afterAll(async () => {
  await direct.executeQuery(CLEAN_UP, { key });
  await direct.close();
  await proxy.down();
});

describe("BufferedCounts while Neo4j is unreachable", () => {
  it("keeps the counts, warns once, and writes them once Neo4j is back", async () => {
    const lines: string[] = [];
    const log = createLogger("debug", { write: (line: string) => void lines.push(line) });
    const driver = createDriver(`bolt://127.0.0.1:${proxy.port}`, neo4j.user, neo4j.password);
    const counts = new BufferedCounts(driver, undefined, log, "test counts", (tx, rows) => tx.run(RECORD, { rows }));
    try {
      await proxy.down();
      counts.add(key, { n: 1 });
      await counts.flush();
      await counts.flush();
      const messages = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      const failures = messages().filter((entry) => entry.msg === "Recording test counts failed; will retry");
      expect(failures.length).toBeGreaterThanOrEqual(2);
      expect(failures.filter((entry) => entry.level === 40)).toHaveLength(1);

      await proxy.up();
      await counts.flush();
      await counts.close();
      expect(messages().filter((entry) => entry.msg === "Recording test counts works again")).toHaveLength(1);
      const { records } = await direct.executeQuery(READ, { key });
      expect(records.map((record) => Number(record.get("n")))).toEqual([1]);
    } finally {
      await driver.close();
    }
  });
});
