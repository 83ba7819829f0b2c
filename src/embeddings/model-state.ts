import neo4j, { type Driver } from "neo4j-driver";
import type { Logger } from "../logger.js";
import { EMBEDDING_TARGETS } from "./targets.js";

/** The model whose vectors the database holds, one node; a different model at start-up means re-embedding. */
const READ_MODEL = "MATCH (s:EmbeddingModel {key: 'current'}) RETURN s.model AS model, s.dimensions AS dimensions";
const WRITE_MODEL = `
MERGE (s:EmbeddingModel {key: 'current'})
SET s.model = $model, s.dimensions = $dimensions, s.since = datetime()`;
const VECTOR_INDEXES = "SHOW VECTOR INDEXES YIELD name, options RETURN name, options.indexConfig['vector.dimensions'] AS dimensions";

export interface ModelChange {
  /** The model recorded before this start, if any. */
  previous: { model: string; dimensions: number } | null;
  current: { model: string; dimensions: number };
  /** Vector indexes dropped and built again for new dimensions. */
  rebuiltIndexes: string[];
}

function createVectorIndex(name: string, label: string, dimensions: number): string {
  // Names and labels come from EMBEDDING_TARGETS (constants); dimensions is an integer checked below.
  return `CREATE VECTOR INDEX ${name} IF NOT EXISTS FOR (n:${label}) ON n.embedding
OPTIONS {indexConfig: {\`vector.dimensions\`: ${dimensions}, \`vector.similarity_function\`: 'cosine'}}`;
}

/**
 * Makes the vector indexes match the model's dimensions and records the model. Vectors of another model
 * are never mixed in: every vector carries the model that made it (embeddingModel), searches read only
 * the current model's, and the re-embedding job replaces the others.
 */
export async function ensureEmbeddingModel(driver: Driver, database: string | undefined, model: string, dimensions: number, log: Logger): Promise<ModelChange> {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 4096) throw new Error(`an embedding model of ${dimensions} dimensions cannot be indexed (1 to 4096)`);
  const stored = (await driver.executeQuery(READ_MODEL, {}, { database })).records[0];
  const previous = stored ? { model: stored.get("model") as string, dimensions: Number(stored.get("dimensions")) } : null;
  const existing = new Map((await driver.executeQuery(VECTOR_INDEXES, {}, { database })).records.map((r) => [r.get("name") as string, Number(r.get("dimensions"))]));
  const rebuiltIndexes: string[] = [];
  for (const target of EMBEDDING_TARGETS) {
    const indexed = existing.get(target.index);
    if (indexed !== undefined && indexed !== dimensions) {
      await driver.executeQuery(`DROP INDEX ${target.index} IF EXISTS`, {}, { database });
      rebuiltIndexes.push(target.index);
    }
    await driver.executeQuery(createVectorIndex(target.index, target.label, dimensions), {}, { database });
  }
  await driver.executeQuery("CALL db.awaitIndexes($seconds)", { seconds: 300 }, { database });
  await driver.executeQuery(WRITE_MODEL, { model, dimensions: neo4j.int(dimensions) }, { database });
  if (previous && (previous.model !== model || previous.dimensions !== dimensions)) {
    log.warn({ previous, current: { model, dimensions } }, "The embedding model changed: stored vectors will be re-embedded");
  }
  return { previous, current: { model, dimensions }, rebuiltIndexes };
}
