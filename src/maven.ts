import { execFile, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Logger } from "./logger.js";

/**
 * Artifacts Engram needs at run time (the Neo4j server, the default embedding model) come from Maven
 * Central through the user's own Maven, so mirrors and proxies in ~/.m2/settings.xml apply. Maven and
 * the managed Neo4j both run on Java 17 or newer.
 */
const MAVEN_ATTEMPTS = 4;
const JAVA_MAJOR = 17;

/** Java or Maven cannot be run: retrying does not help, installing does. */
export class MissingToolError extends Error {
  override name = "MissingToolError";
}

export function javaCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, "bin", "java") : "java";
}

function mavenCommand(): string {
  return process.env.ENGRAM_MVN ?? "mvn";
}

const INSTALL_JAVA = "install Java 17 (Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless), or set JAVA_HOME to a Java 17 or newer";

/** The major version `java -version` reports: "1.8.0_402" is 8, "17.0.15" is 17. */
function javaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

/** Fails at once, saying what to install or set, unless Java 17 or newer can be run. */
export async function requireJava(): Promise<void> {
  const java = javaCommand();
  const where = process.env.JAVA_HOME ? `JAVA_HOME=${process.env.JAVA_HOME} (${java})` : "java on PATH";
  let output: string;
  try {
    // java -version writes to stderr
    output = (await promisify(execFile)(java, ["-version"])).stderr;
  } catch (error) {
    throw new MissingToolError(`Java ${JAVA_MAJOR} or newer is needed to run Neo4j and Maven, and ${where} cannot be run (${(error as Error).message}): ${INSTALL_JAVA}`);
  }
  const major = javaMajor(output);
  if (major !== null && major < JAVA_MAJOR) throw new MissingToolError(`Java ${JAVA_MAJOR} or newer is needed to run Neo4j and Maven, and ${where} is Java ${major}: ${INSTALL_JAVA}`);
}

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
      mavenCommand(),
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
    child.on("error", (error) =>
      reject(
        new MissingToolError(
          `Maven is needed to resolve Neo4j and the embedding model from Maven Central, and ${mavenCommand()} cannot be run (${error.message}): install Maven (Debian/Ubuntu: sudo apt-get install maven), or set ENGRAM_MVN to its path`,
        ),
      ),
    );
    child.on("close", async (code) => {
      const text = output.join("");
      await writeFile(logFile, text).catch(() => undefined);
      if (code === 0) return resolve();
      const errors = text.split("\n").filter((line) => line.includes("[ERROR]")).slice(0, 5).join("\n");
      reject(new Error(`Maven exited with code ${code}; see ${logFile}\n${errors}`));
    });
  });
}

/** Maven Central answers 429 under bursts: retry with backoff. Missing Java or Maven fails at once. */
export async function runMaven(projectDir: string, goals: string[], log: Logger): Promise<void> {
  await requireJava();
  const logFile = join(projectDir, "maven.log");
  for (let attempt = 1; ; attempt++) {
    try {
      return await runMavenOnce(projectDir, goals, logFile);
    } catch (error) {
      if (error instanceof MissingToolError || attempt >= MAVEN_ATTEMPTS) throw error;
      const delayMs = 2000 * 2 ** (attempt - 1);
      log.warn({ attempt, delayMs, err: (error as Error).message }, "Maven resolution failed, retrying");
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

