import { SingleBar, Presets } from "cli-progress";
import type { Driver } from "neo4j-driver";
import { EMBEDDING_TARGETS } from "../src/embeddings/targets.js";

/** The Engram settings that change what a scenario measures, as set in this environment: they name the bench sections. */
export const MEASURED_SETTINGS = ["ENGRAM_EMBEDDINGS", "ENGRAM_HYBRID_LEXICAL_SHARE", "ENGRAM_VECTOR_EXACT_SCAN", "ENGRAM_ANALYTICS_CACHE"] as const;

/** The harness's own defaults, which name no section: words only (see run.ts). */
const HARNESS_DEFAULTS: Partial<Record<(typeof MEASURED_SETTINGS)[number], string>> = { ENGRAM_EMBEDDINGS: "none" };

export function measuredSettings(env: NodeJS.ProcessEnv = process.env): string {
  return MEASURED_SETTINGS.flatMap((name) => (env[name] && env[name] !== HARNESS_DEFAULTS[name] ? [`${name}=${env[name]}`] : [])).join(" ");
}

export function embeddingsOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.ENGRAM_EMBEDDINGS) && env.ENGRAM_EMBEDDINGS !== "none";
}

const CURRENT_MODEL = "MATCH (s:EmbeddingModel {key: 'current'}) RETURN s.model AS model";
const COUNT_WITHOUT_VECTOR = `CALL () { ${EMBEDDING_TARGETS.map((target) => `MATCH (n:${target.label}) WHERE n.embeddingModel IS NULL OR n.embeddingModel <> $model RETURN count(n) AS count`).join(" UNION ALL ")} } RETURN sum(count) AS count`;

/**
 * Waits, with a progress bar, until the server's own embedding job (every minute) has given every node a
 * vector of its model: what re-embedding costs, measured as the server does it. Returns nodes and seconds.
 */
export async function waitForEmbeddings(driver: Driver, database: string | undefined): Promise<{ nodes: number; seconds: number }> {
  const model = (await driver.executeQuery(CURRENT_MODEL, {}, { database })).records[0]?.get("model") as string | undefined;
  if (!model) throw new Error("the Engram under test records no embedding model: is ENGRAM_EMBEDDINGS set for it?");
  const remaining = async () => Number((await driver.executeQuery(COUNT_WITHOUT_VECTOR, { model }, { database })).records[0]!.get("count"));
  const total = await remaining();
  const bar = new SingleBar({ stream: process.stderr, format: "embedding (the server's job) {bar} {value}/{total} | {duration}s", noTTYOutput: true, notTTYSchedule: 10_000 }, Presets.shades_classic);
  bar.start(total, 0);
  let started: number | null = null;
  let left = total;
  while (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    left = await remaining();
    if (left < total && started === null) started = performance.now() - 2_000;
    bar.update(total - left);
  }
  bar.stop();
  return { nodes: total, seconds: started === null ? 0 : (performance.now() - started) / 1000 };
}
