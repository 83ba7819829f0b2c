import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../src/logger.js";
import { managedNeo4jStatus, stopManagedNeo4j } from "../../../src/neo4j/managed/server.js";
import { managedCliEnv, runCli } from "../../helpers/cli.js";
import { startTestEngram } from "../../helpers/engram.js";

const takenMessage = (port: number) =>
  `127.0.0.1:${port} is already in use (another Engram or another program listens there): stop it, or set PORT (and HOST) to a free address`;

let home: string;
let holder: Server;
let heldPort: number;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-serve-"));
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  heldPort = (holder.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
  await stopManagedNeo4j(home, createLogger("warn"), { keepRunning: false });
  await rm(home, { recursive: true, force: true });
});

describe("`engram serve` on a port already taken", () => {
  it("names the address and what to set, exits 1, and starts no Neo4j", async () => {
    const result = await runCli(["serve"], managedCliEnv(home, { PORT: String(heldPort) }));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`engram: ${takenMessage(heldPort)}\n`);
    expect((await managedNeo4jStatus(home)).running).toBe(false);
  });

  it("a second `engram serve` on the port of a running one leaves that one and its Neo4j serving", async () => {
    const first = await startTestEngram({ NEO4J_URI: undefined, NEO4J_USER: undefined, NEO4J_PASSWORD: undefined, ENGRAM_HOME: home });
    try {
      const port = Number(new URL(first.url).port);
      const second = await runCli(["serve"], managedCliEnv(home, { PORT: String(port) }));
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(`engram: ${takenMessage(port)}\n`);
      expect((await fetch(`${first.baseUrl}/ready`)).status).toBe(200);
    } finally {
      await first.close();
    }
    expect((await managedNeo4jStatus(home)).running).toBe(false);
  });

  it("the server's own listen names the address too, when the port is taken after the check", async () => {
    await expect(startTestEngram({ PORT: String(heldPort) })).rejects.toThrow(takenMessage(heldPort));
  });
});
