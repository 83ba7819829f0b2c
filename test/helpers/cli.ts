import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export const CLI = join(import.meta.dirname, "..", "..", "bin", "engram.js");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of an `engram` command on the managed Neo4j of `home`: without the run's NEO4J_URI,
 * and words only unless `extra` asks for embeddings (as testEnv).
 */
export function managedCliEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { NEO4J_URI: _uri, NEO4J_USER: _user, NEO4J_PASSWORD: _password, ...rest } = process.env;
  return { ...rest, ENGRAM_HOME: home, LOG_LEVEL: "info", ENGRAM_EMBEDDINGS: "none", ...extra };
}

export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Waits for a JSON log line whose msg matches, from a running `engram serve`. */
export function waitForLog(child: ChildProcess, msg: string, timeoutMs = 180_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error(`no "${msg}" log within ${timeoutMs} ms:\n${buffer}`)), timeoutMs);
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split("\n")) {
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg === msg) {
          clearTimeout(timer);
          resolve(entry);
        }
      }
    });
    child.on("exit", (code) => reject(new Error(`engram exited with ${code} before "${msg}":\n${buffer}`)));
  });
}

export async function waitUntilAsync(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
