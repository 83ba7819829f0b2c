import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, realpath, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { resolveRuntime } from "../../src/neo4j/managed/runtime.js";
import { managedCliEnv, runCli } from "../helpers/cli.js";

const INSTALL_JAVA = "install Java 17 (Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless), or set JAVA_HOME to a Java 17 or newer";
const INSTALL_MAVEN = "install Maven (Debian/Ubuntu: sudo apt-get install maven), or set ENGRAM_MVN to its path";
const MAVEN_RETRY = "Maven resolution failed, retrying";

let work: string;
/** A PATH without java and mvn, and one with java only. */
let nothing: string;
let javaOnly: string;
let cachedVersion: string;

/** The CLI's environment: no JAVA_HOME, this PATH, an empty jar cache unless given. */
async function envWith(path: string, extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const { JAVA_HOME: _javaHome, ENGRAM_MVN: _mvn, ...env } = managedCliEnv(await mkdtemp(join(work, "home-")));
  return { ...env, PATH: path, ENGRAM_CACHE_DIR: await mkdtemp(join(work, "cache-")), ...extra };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "engram-tools-"));
  nothing = join(work, "empty-bin");
  javaOnly = join(work, "java-bin");
  await mkdir(nothing);
  await mkdir(javaOnly);
  await symlink(await realpath(execFileSync("sh", ["-c", "command -v java"], { encoding: "utf8" }).trim()), join(javaOnly, "java"));
  const config = loadConfig({ ...process.env, NEO4J_URI: undefined });
  cachedVersion = (await resolveRuntime(config.cacheDir, null, createLogger("warn"))).version;
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("Java or Maven missing", () => {
  it("resolving Neo4j without Java fails at once, saying to install Java 17 or set JAVA_HOME", async () => {
    const result = await runCli(["neo4j", "install"], await envWith(nothing));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`engram: Java 17 or newer is needed to run Neo4j and Maven, and java on PATH cannot be run (spawn java ENOENT): ${INSTALL_JAVA}\n`);
    expect(result.stderr).not.toContain(MAVEN_RETRY);
  });

  it("resolving Neo4j without Maven fails at once, saying to install Maven", async () => {
    const result = await runCli(["neo4j", "install"], await envWith(javaOnly));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `engram: Maven is needed to resolve Neo4j and the embedding model from Maven Central, and mvn cannot be run (spawn mvn ENOENT): ${INSTALL_MAVEN}\n`,
    );
    expect(result.stderr).not.toContain(MAVEN_RETRY);
  });

  it("starting cached Neo4j without Java says the same, and a JAVA_HOME without Java is named", async () => {
    const cache = { ENGRAM_CACHE_DIR: loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, ENGRAM_NEO4J_VERSION: cachedVersion };
    const onPath = await runCli(["neo4j", "start"], await envWith(nothing, cache));
    expect(onPath.code).toBe(1);
    expect(onPath.stderr).toContain(`engram: Java 17 or newer is needed to run Neo4j and Maven, and java on PATH cannot be run (spawn java ENOENT): ${INSTALL_JAVA}\n`);

    const javaHome = join(work, "no-jdk");
    const wrongHome = await runCli(["neo4j", "start"], await envWith(nothing, { ...cache, JAVA_HOME: javaHome }));
    expect(wrongHome.code).toBe(1);
    expect(wrongHome.stderr).toContain(`and JAVA_HOME=${javaHome} (${javaHome}/bin/java) cannot be run (spawn ${javaHome}/bin/java ENOENT): ${INSTALL_JAVA}\n`);
  });
});
