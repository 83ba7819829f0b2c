import { spawn } from "node:child_process";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, testEnv, uniqueId, type TestEngram } from "../../helpers/engram.js";
import { callError, callOk, httpClient } from "./mcp-helpers.js";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const CLI_ARGS = ["--import", "tsx", join(ROOT, "src", "doors", "cli", "main.ts"), "mcp"];
const KEY = "mcp-stdio-admin-key-0123456789";
const KEYS = { ENGRAM_API_KEYS: KEY };
const agentType = uniqueId("mcp-stdio-builder");
const project = uniqueId("mcp-stdio-project");
let engram: TestEngram;
let http: Client;
let stdio: Client;

/** `engram mcp` as an agent's MCP configuration launches it, with the SDK's client on its stdin and stdout. */
async function stdioClient(args: string[], env: Record<string, string | undefined>): Promise<Client> {
  const client = new Client({ name: "engram-test", version: "1.0.0" });
  const definedEnv = Object.fromEntries(Object.entries(testEnv(env)).filter((entry): entry is [string, string] => entry[1] !== undefined));
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI_ARGS, ...args], env: definedEnv, cwd: ROOT, stderr: "ignore" }));
  return client;
}

/** Runs `engram mcp` to its exit, for start-up refusals. */
function runMcp(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, CLI_ARGS, { cwd: ROOT, env: testEnv(env) as NodeJS.ProcessEnv, stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

beforeAll(async () => {
  engram = await startTestEngram(KEYS);
  http = await httpClient(engram, KEY);
  stdio = await stdioClient(["--agent-type", agentType, "--project", project], { ...KEYS, ENGRAM_API_KEY: KEY });
}, 120_000);

afterAll(async () => {
  await stdio?.close();
  await http?.close();
  await engram?.close();
});

describe("engram mcp on stdio", () => {
  it("serves every tool", async () => {
    expect((await stdio.listTools()).tools).toHaveLength(22);
  });

  it("a memory remembered on stdio (with the --agent-type and --project defaults) is recalled over HTTP, and the other way", async () => {
    const word = uniqueId("platypus").replaceAll("-", "");
    const fromStdio = await callOk(stdio, "remember", { memoryType: "DECISION", content: `${word} written on stdio` });
    const fromHttp = await callOk(http, "remember", { agentType, project, memoryType: "PATTERN", content: `${word} written over HTTP` });
    const overHttp = await callOk(http, "recall", { agentType, project, query: word });
    const overStdio = await callOk(stdio, "recall", { query: word });
    const ids = [fromStdio.id, fromHttp.id].sort();
    expect(overHttp.memories.map((m: { id: string }) => m.id).sort()).toEqual(ids);
    expect(overStdio.memories.map((m: { id: string }) => m.id).sort()).toEqual(ids);
    expect(overStdio.memories.every((m: { scope: string }) => m.scope === "PROJECT")).toBe(true);
  });

  it("answers bad input with isError, and keeps serving", async () => {
    expect(await callError(stdio, "recall", { limit: 1_000 })).toContain("at limit");
    expect((await callOk(stdio, "recall", { limit: 1 })).memories.length).toBeLessThanOrEqual(1);
  });

  it("refuses to start without ENGRAM_API_KEY, or with a wrong one, when keys are configured", async () => {
    const missing = await runMcp({ ...KEYS, ENGRAM_API_KEY: undefined });
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining("set ENGRAM_API_KEY to one of them") });
    const wrong = await runMcp({ ...KEYS, ENGRAM_API_KEY: "not-a-key-0123456789" });
    expect(wrong).toMatchObject({ code: 2, stderr: expect.stringContaining("ENGRAM_API_KEY is not one of the configured API keys") });
    expect(wrong.stderr).not.toContain("not-a-key-0123456789");
  });
});
