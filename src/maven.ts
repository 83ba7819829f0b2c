import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "./logger.js";

/**
 * Artifacts Engram needs at run time (the Neo4j server, the default embedding model) come from Maven
 * Central through the user's own Maven, so mirrors and proxies in ~/.m2/settings.xml apply.
 */
const MAVEN_ATTEMPTS = 4;

/** A throwaway pom listing the artifacts to resolve. */
export function pomWith(dependencies: Array<{ group: string; artifact: string; version: string }>): string {
  const deps = dependencies
    .map(
      (d) =>
        `    <dependency><groupId>${d.group}</groupId><artifactId>${d.artifact}</artifactId><version>${d.version}</version></dependency>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.engram</groupId>
  <artifactId>resolved-by-engram</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
${deps}
  </dependencies>
</project>
`;
}

function runMavenOnce(projectDir: string, goals: string[], logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.env.ENGRAM_MVN ?? "mvn",
      [
        "-B",
        "--no-transfer-progress",
        "-Dmaven.wagon.http.retryHandler.count=3",
        "-Daether.connector.http.retryHandler.count=3",
        ...goals,
      ],
      { cwd: projectDir, stdio: ["ignore", "pipe", "pipe"] },
    );
    const output: string[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("error", (error) => reject(new Error(`could not run Maven (mvn): ${error.message}`)));
    child.on("close", async (code) => {
      const text = output.join("");
      await writeFile(logFile, text).catch(() => undefined);
      if (code === 0) return resolve();
      const errors = text.split("\n").filter((line) => line.includes("[ERROR]")).slice(0, 5).join("\n");
      reject(new Error(`Maven exited with code ${code}; see ${logFile}\n${errors}`));
    });
  });
}

/** Maven Central answers 429 under bursts: retry with backoff. */
export async function runMaven(projectDir: string, goals: string[], log: Logger): Promise<void> {
  const logFile = join(projectDir, "maven.log");
  for (let attempt = 1; ; attempt++) {
    try {
      return await runMavenOnce(projectDir, goals, logFile);
    } catch (error) {
      if (attempt >= MAVEN_ATTEMPTS) throw error;
      const delayMs = 2000 * 2 ** (attempt - 1);
      log.warn({ attempt, delayMs, err: (error as Error).message }, "Maven resolution failed, retrying");
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

