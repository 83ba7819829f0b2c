/** What the recall-quality benches share: GraphQL calls, the plain BM25 baseline, asking many questions at once, and latency. */
import neo4j, { type Driver } from "neo4j-driver";

export async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const LUCENE_SPECIAL = /[+\-!(){}[\]^"~*?:\\/&|]/g;

/** A plain Lucene index over every memory's content, the baseline's: created once, then waited for. */
export async function createPlainIndex(driver: Driver, index: string): Promise<void> {
  await driver.executeQuery(`CREATE FULLTEXT INDEX ${index} IF NOT EXISTS FOR (n:Memory) ON EACH [n.content]`);
  await driver.executeQuery("CALL db.awaitIndexes(300)");
}

/** The baseline: BM25 of Neo4j's default fulltext analyzer over the turns' content, the question as typed (escaped), one project's memories. */
export async function plainRanking(driver: Driver, index: string, project: string, question: string, k: number): Promise<string[]> {
  const { records } = await driver.executeQuery(
    `CALL db.index.fulltext.queryNodes($index, $query) YIELD node, score
     MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(node)
     RETURN node.id AS id ORDER BY score DESC LIMIT $k`,
    { index, query: question.replace(LUCENE_SPECIAL, "\\$&"), project, k: neo4j.int(k) },
  );
  return records.map((record) => record.get("id") as string);
}

/** Runs rank over every item, `concurrency` at a time, keeping the items' order. */
export async function mapConcurrently<T, R>(items: readonly T[], concurrency: number, rank: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await rank(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

export interface Latency {
  p50: number;
  p95: number;
  mean: number;
  samples: number;
}

export function latencyOf(milliseconds: number[]): Latency {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, samples: sorted.length };
}
