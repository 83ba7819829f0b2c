import { spawn } from "node:child_process";
import { join } from "node:path";
import { javaCommand } from "../../maven.js";
import type { Neo4jRuntime } from "./runtime.js";
import { paths } from "./server.js";

const ADMIN_TOOL = "org.neo4j.cli.AdminTool";
/** What neo4j-admin says when it fails, without its stack trace and its progress lines. */
const REASON_LINES = 5;

/**
 * Runs neo4j-admin on the managed Neo4j's data. Engram's runtime is the Maven jars, not the
 * distribution with its bin/neo4j-admin script, so the class that script starts runs on the same java,
 * jars and neo4j.conf as the server. The server must be stopped for the offline commands (dump, load).
 */
export function runNeo4jAdmin(home: string, runtime: Neo4jRuntime, args: readonly string[]): Promise<void> {
  const p = paths(home);
  return new Promise((resolve, reject) => {
    const child = spawn(javaCommand(), ["-cp", `${join(runtime.libDir, "*")}:${join(runtime.pluginsDir, "*")}`, ADMIN_TOOL, ...args, "--verbose"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NEO4J_HOME: p.root, NEO4J_CONF: p.conf },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => reject(new Error(`could not run Java for neo4j-admin: ${error.message}`)));
    child.once("close", (code) => {
      if (code === 0) return resolve();
      reject(new Error(`neo4j-admin ${args.join(" ")} failed (exit ${code}): ${failureReason(output)}`));
    });
  });
}

function failureReason(output: string): string {
  const lines = output.split("\n").map((line) => line.trim());
  const reasons = lines.filter((line) => /fail|error|caused by|exception/i.test(line) && !line.startsWith("at "));
  return [...new Set(reasons)].slice(0, REASON_LINES).join("; ") || lines.filter(Boolean).slice(-REASON_LINES).join("; ");
}
