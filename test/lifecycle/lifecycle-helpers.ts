import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { managedNeo4jStatus } from "../../src/neo4j/managed/server.js";

const CLI = join(import.meta.dirname, "..", "..", "bin", "engram.js");

/** The lines of an export file, as a test writes them. */
export const HEADER = JSON.stringify({ kind: "header", format: "engram-export", version: 1, engramVersion: "0.1.0", exportedAt: "2026-01-01T00:00:00Z" });
export const end = (records: number) => JSON.stringify({ kind: "end", records });
export const node = (label: string, properties: Record<string, unknown>, more: Record<string, unknown> = {}) => JSON.stringify({ kind: "node", label, properties, ...more });
export const relationship = (type: string, from: Record<string, string>, to: Record<string, string>) => JSON.stringify({ kind: "relationship", type, from, to });

export async function* linesOf(lines: string[]): AsyncIterable<string> {
  yield* lines;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The engram command on the managed Neo4j of `home` (no NEO4J_URI), or with the variables given; words only unless they ask for embeddings. */
export function runCli(home: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}, stdin?: string): Promise<CliResult> {
  const { NEO4J_URI: _uri, NEO4J_USER: _user, NEO4J_PASSWORD: _password, ...rest } = process.env;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...rest, ENGRAM_HOME: home, LOG_LEVEL: "warn", ENGRAM_EMBEDDINGS: "none", ...extraEnv } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** A driver on the running managed Neo4j of `home`. */
export async function managedDriver(home: string): Promise<Driver> {
  const status = await managedNeo4jStatus(home);
  if (!status.running) throw new Error(`the managed Neo4j of ${home} is not running`);
  const password = (await readFile(join(home, "neo4j", "password"), "utf8")).trim();
  return neo4j.driver(status.uri!, neo4j.auth.basic("neo4j", password));
}

/** What the README says an export leaves out: the code graph, operational state (scope versions among it), and vectors. */
const NOT_CARRIED = ["CodeFile", "Function", "Class", "MaintenanceRun", "MaintenanceReport", "MaintenanceLease", "KnowledgeGap", "WebSearchDay", "EmbeddingModel", "EngramSecret", "ScopeVersion"];

const SNAPSHOT_NODES = `
MATCH (n) WHERE none(label IN labels(n) WHERE label IN $notCarried)
RETURN labels(n) AS labels, n {.*, embedding: null, embeddingModel: null, embeddingStamp: null} AS properties`;

const SNAPSHOT_RELATIONSHIPS = `
MATCH (a)-[r]->(b) WHERE none(label IN labels(a) + labels(b) WHERE label IN $notCarried)
RETURN type(r) AS type, labels(a) AS fromLabels, a {.*, embedding: null, embeddingModel: null, embeddingStamp: null} AS from,
  labels(b) AS toLabels, b {.*, embedding: null, embeddingModel: null, embeddingStamp: null} AS to, properties(r) AS properties`;

/**
 * Raw driver values as sorted-key JSON: an Integer ({high, low}) and a float (a number) differ, and a
 * DateTime keeps every field down to its nanoseconds and zone, so two graphs compare without the export's own code.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== null && item !== undefined);
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Every carried node and relationship with all its properties (vectors aside), in a stable order. */
export async function graphSnapshot(driver: Driver): Promise<{ nodes: string[]; relationships: string[] }> {
  const nodes = await driver.executeQuery(SNAPSHOT_NODES, { notCarried: NOT_CARRIED });
  const relationships = await driver.executeQuery(SNAPSHOT_RELATIONSHIPS, { notCarried: NOT_CARRIED });
  return {
    nodes: nodes.records.map((record) => canonical(record.toObject())).sort(),
    relationships: relationships.records.map((record) => canonical(record.toObject())).sort(),
  };
}
