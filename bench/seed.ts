import { pathToFileURL } from "node:url";
import { SingleBar, Presets } from "cli-progress";
import { Command } from "commander";
import neo4j, { type Driver } from "neo4j-driver";
import { contentHash, scopeToken } from "../src/memory/scope.js";

/**
 * Benchmark data: Memory nodes spread over AgentType and Project nodes, all marked `benchSeed: true`
 * so they can be removed again. The same `seed` always produces the same graph.
 */

export const AGENT_TYPE_COUNT = 10;
export const PROJECT_COUNT = 50;
const BATCH_SIZE = 1_000;
/** Share of memories contained by a project; the rest are global to their agent type. */
const PROJECT_SHARE = 0.8;

const MEMORY_TYPES = ["CONVERSATION", "PATTERN", "TASK", "DECISION", "RESOLUTION", "CONTEXT", "ANTI_PATTERN", "FEEDBACK"];
const AGENT_TYPES = ["architect", "builder", "reviewer", "tester", "debugger", "planner", "documenter", "refactorer", "security", "ops"];
const COMPONENTS = [
  "auth middleware", "GraphQL resolver", "Neo4j index", "CI pipeline", "cache layer", "migration script", "API gateway",
  "test suite", "build config", "request logger", "retry policy", "connection pool", "session store", "rate limiter",
  "schema validator", "job scheduler", "search endpoint", "feature flag", "error boundary", "webhook handler",
];
const ACTIONS = [
  "refactored", "fixed", "profiled", "documented", "replaced", "split", "cached", "benchmarked", "reviewed", "migrated",
  "rewrote", "simplified", "instrumented", "hardened", "deprecated",
];
const REASONS = [
  "to cut p95 latency", "because the tests were flaky", "after a production incident", "to remove a race condition",
  "so that retries stay idempotent", "to avoid an N+1 query", "to keep the API backward compatible",
  "because memory grew without bound", "to make the startup faster", "after the code review",
];
const OUTCOMES = [
  "The change is covered by an integration test.", "Throughput doubled on the staging box.",
  "We kept the old path behind a feature flag.", "The fix needs a follow-up for the error messages.",
  "Rolling back is a single revert.", "Nobody should call it from the hot path again.",
  "The timeout is now configurable.", "Logs now carry the request id.",
];
/** Words recall queries are drawn from: they occur in the seeded titles and content. */
export const QUERY_WORDS = [...new Set([...COMPONENTS, ...ACTIONS].flatMap((phrase) => phrase.split(" ")))];

const TAGS = ["performance", "bug", "refactor", "security", "testing", "neo4j", "graphql", "typescript", "ci", "api", "cache", "docs"];

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A version-4-shaped UUID from the PRNG, so the same seed gives the same ids. */
function uuid(random: () => number): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function sentence(random: () => number): string {
  const action = pick(random, ACTIONS);
  return `${action[0]!.toUpperCase()}${action.slice(1)} the ${pick(random, COMPONENTS)} ${pick(random, REASONS)}.`;
}

export interface MemoryRow {
  id: string;
  memoryType: string;
  title: string;
  content: string;
  tags: string[];
  importance: number;
  createdAt: string;
  agentTypeId: string;
  projectId: string | null;
  /** What Engram's own write path stores for recall: see src/memory/scope.ts. */
  scopeToken: string;
  contentHash: string;
}

export const agentTypeId = (index: number) => `bench-agent-${AGENT_TYPES[index] ?? index}`;
export const projectId = (index: number) => `bench-project-${String(index + 1).padStart(2, "0")}`;

/** The next memory drawn from `random`. */
function memoryRow(random: () => number): MemoryRow {
  const sentences = Array.from({ length: intBetween(random, 2, 5) }, () => sentence(random));
  const tags = [...new Set(Array.from({ length: intBetween(random, 1, 4) }, () => pick(random, TAGS)))];
  const createdAt = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 365 * 24 * 3600) * 1000);
  const agentType = agentTypeId(intBetween(random, 0, AGENT_TYPE_COUNT - 1));
  const project = random() < PROJECT_SHARE ? projectId(intBetween(random, 0, PROJECT_COUNT - 1)) : null;
  const content = `${sentences.join(" ")} ${pick(random, OUTCOMES)}`;
  return {
    id: uuid(random),
    memoryType: pick(random, MEMORY_TYPES),
    title: `${pick(random, COMPONENTS)}: ${pick(random, ACTIONS)} ${pick(random, REASONS)}`,
    content,
    tags,
    importance: intBetween(random, 1, 10),
    createdAt: createdAt.toISOString(),
    agentTypeId: agentType,
    projectId: project,
    scopeToken: scopeToken({ agentType, project, sessionId: null }),
    contentHash: contentHash(content),
  };
}

/** A random direction: normally distributed coordinates (Box-Muller), scaled to length 1. */
export function unitVector(random: () => number, dimensions: number): number[] {
  const vector = Array.from({ length: dimensions }, () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  const length = Math.hypot(...vector);
  return vector.map((x) => x / length);
}

export function* generateMemories(count: number, seed: number): Generator<MemoryRow> {
  const random = mulberry32(seed);
  for (let i = 0; i < count; i++) yield memoryRow(random);
}

const CREATE_OWNERS = `
UNWIND $agentTypes AS agentType
CREATE (:AgentType {id: agentType.id, name: agentType.name, createdAt: datetime(), benchSeed: true})
WITH count(*) AS done
UNWIND $projects AS project
CREATE (:Project {id: project.id, name: project.name, createdAt: datetime(), benchSeed: true})`;

const CREATE_MEMORIES = `
UNWIND $rows AS row
MATCH (agentType:AgentType {id: row.agentTypeId})
CREATE (memory:Memory {
  id: row.id, memoryType: row.memoryType, title: row.title, content: row.content, tags: row.tags,
  importance: toInteger(row.importance), createdAt: datetime(row.createdAt), accessCount: 0, occurrences: 1, benchSeed: true,
  scopeTokens: row.scopeToken, contentHash: row.contentHash, isGlobal: row.projectId IS NULL
})
CREATE (agentType)-[:HAS_MEMORY]->(memory)
WITH memory, row
CALL (memory, row) {
  WITH memory, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(memory, 'embedding', row.embedding)
  SET memory.embeddingModel = $embeddingModel
}
WITH memory, row WHERE row.projectId IS NOT NULL
MATCH (project:Project {id: row.projectId})
CREATE (project)-[:CONTAINS_MEMORY]->(memory)`;

export interface SeedOptions {
  count: number;
  /** PRNG seed; the same value gives the same ids and content. */
  seed?: number;
  database?: string;
  /** Show a progress bar on stderr (only drawn on a terminal). */
  progress?: boolean;
  /**
   * Give every memory a synthetic vector (random, of unit length) recorded as this model's, so that
   * latency at 100k memories and more can be measured without hours of embedding; what is found by
   * meaning is then meaningless, only its cost is real.
   */
  syntheticVectors?: { model: string; dimensions: number };
}

export interface SeededData {
  memoryIds: string[];
  agentTypeIds: string[];
  projectIds: string[];
}

const WITHOUT_VECTOR = (label: string) => `
MATCH (n:${label}) WHERE n.embeddingModel IS NULL OR n.embeddingModel <> $model
RETURN elementId(n) AS id LIMIT $limit`;

const SET_VECTORS = `
UNWIND $rows AS row
MATCH (n) WHERE elementId(n) = row.id
CALL db.create.setNodeVectorProperty(n, 'embedding', row.embedding)
SET n.embeddingModel = $model, n.embeddingStamp = randomUUID()`;

/**
 * Gives every node of these labels without a vector of the model a synthetic one (random, of unit length),
 * BATCH_SIZE a transaction, as the embedding job writes them: what searching by meaning costs over them is
 * real, what it finds is not. Returns how many it gave.
 */
export async function giveSyntheticVectors(driver: Driver, database: string | undefined, labels: readonly string[], vectors: { model: string; dimensions: number }, seed = 42): Promise<number> {
  const random = mulberry32(seed + 2);
  let given = 0;
  for (const label of labels) {
    for (;;) {
      const { records } = await driver.executeQuery(WITHOUT_VECTOR(label), { model: vectors.model, limit: neo4j.int(BATCH_SIZE) }, { database, routing: neo4j.routing.READ });
      if (records.length === 0) break;
      const rows = records.map((record) => ({ id: record.get("id") as string, embedding: unitVector(random, vectors.dimensions) }));
      await driver.executeQuery(SET_VECTORS, { rows, model: vectors.model }, { database, routing: neo4j.routing.WRITE });
      given += rows.length;
    }
  }
  return given;
}

/** Removes earlier bench data, then creates `count` memories in UNWIND batches, one transaction per batch. */
export async function seedBenchData(driver: Driver, options: SeedOptions): Promise<SeededData> {
  const { count, seed = 42, database } = options;
  await deleteBenchData(driver, { database });
  const agentTypeIds = Array.from({ length: AGENT_TYPE_COUNT }, (_, i) => agentTypeId(i));
  const projectIds = Array.from({ length: PROJECT_COUNT }, (_, i) => projectId(i));
  await driver.executeQuery(
    CREATE_OWNERS,
    {
      agentTypes: agentTypeIds.map((id, i) => ({ id, name: AGENT_TYPES[i] })),
      projects: projectIds.map((id) => ({ id, name: id.replace("bench-", "") })),
    },
    { database, routing: neo4j.routing.WRITE },
  );

  const bar = new SingleBar({ stream: process.stderr, format: "seeding {bar} {value}/{total} memories | {duration}s" }, Presets.shades_classic);
  if (options.progress !== false) bar.start(count, 0);
  const memoryIds: string[] = [];
  let batch: MemoryRow[] = [];
  const vectors = options.syntheticVectors;
  const vectorRandom = mulberry32(seed + 1);
  const flush = async () => {
    const rows = batch.map((row) => ({ ...row, embedding: vectors ? unitVector(vectorRandom, vectors.dimensions) : null }));
    await driver.executeQuery(CREATE_MEMORIES, { rows, embeddingModel: vectors?.model ?? null }, { database, routing: neo4j.routing.WRITE });
    memoryIds.push(...batch.map((row) => row.id));
    bar.update(memoryIds.length);
    batch = [];
  };
  try {
    for (const row of generateMemories(count, seed)) {
      batch.push(row);
      if (batch.length === BATCH_SIZE) await flush();
    }
    if (batch.length > 0) await flush();
  } finally {
    bar.stop();
  }
  return { memoryIds, agentTypeIds, projectIds };
}

/** Deletes every `benchSeed` node (and its relationships), 1,000 per transaction. Returns how many. */
export async function deleteBenchData(driver: Driver, options: { database?: string | undefined } = {}): Promise<number> {
  let deleted = 0;
  // Besides the memories: what the analytics scenarios add (bench/analytics-seed.ts).
  const labels = ["Memory", "Project", "AgentType", "TavilyCache", "KnowledgeUsage", "KnowledgeGap", "WebSearchDay", "UserFeedback", "Pattern", "Documentation", "MaintenanceRun"];
  for (const label of labels) {
    for (;;) {
      const { records } = await driver.executeQuery(
        `MATCH (n:${label}) WHERE n.benchSeed = true WITH n LIMIT $limit DETACH DELETE n RETURN count(*) AS deleted`,
        { limit: neo4j.int(BATCH_SIZE) },
        { database: options.database, routing: neo4j.routing.WRITE },
      );
      const batch = Number(records[0]?.get("deleted") ?? 0);
      deleted += batch;
      if (batch === 0) break;
    }
  }
  return deleted;
}

/** `node --import tsx bench/seed.ts --count 10000` (or `--clean`) against NEO4J_URI. */
async function main(argv: string[]): Promise<void> {
  const options = new Command("bench-seed")
    .description("seed (or remove) Engram benchmark data in Neo4j")
    .option("--neo4j-uri <uri>", "Bolt URI", process.env.NEO4J_URI)
    .option("--neo4j-user <user>", "user", process.env.NEO4J_USER ?? "neo4j")
    .option("--neo4j-password <password>", "password (default: NEO4J_PASSWORD)", process.env.NEO4J_PASSWORD)
    .option("--neo4j-database <name>", "database (default: the server's default)", process.env.NEO4J_DATABASE)
    .option("--count <n>", "memories to create", (v) => Number.parseInt(v, 10), 10_000)
    .option("--prng-seed <n>", "PRNG seed", (v) => Number.parseInt(v, 10), 42)
    .option("--clean", "only delete the bench data")
    .parse(argv)
    .opts<{ neo4jUri?: string; neo4jUser: string; neo4jPassword?: string; neo4jDatabase?: string; count: number; prngSeed: number; clean?: boolean }>();
  if (!options.neo4jUri || options.neo4jPassword === undefined) throw new Error("set --neo4j-uri and --neo4j-password (or NEO4J_URI and NEO4J_PASSWORD)");
  const driver = neo4j.driver(options.neo4jUri, neo4j.auth.basic(options.neo4jUser, options.neo4jPassword));
  try {
    if (options.clean) {
      process.stdout.write(`deleted ${await deleteBenchData(driver, { database: options.neo4jDatabase })} bench nodes\n`);
    } else {
      const data = await seedBenchData(driver, { count: options.count, seed: options.prngSeed, database: options.neo4jDatabase });
      process.stdout.write(`created ${data.memoryIds.length} memories, ${data.agentTypeIds.length} agent types, ${data.projectIds.length} projects\n`);
    }
  } finally {
    await driver.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv).catch((error: Error) => {
    process.stderr.write(`bench-seed: ${error.message}\n`);
    process.exit(1);
  });
}
