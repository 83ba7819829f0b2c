import { VECTOR_OVERFETCH } from "./config.js";

/**
 * Neo4j 5.26's vector index cannot filter inside its top k: filters drop rows after it. So read k
 * nearest, and while fewer than wanted pass the filters, read again with k widened, until enough
 * pass or k covers every vector (counted only when the first read falls short).
 */
export async function widenUntilEnough<T>(wanted: number, nearest: (k: number) => Promise<T[]>, countVectors: () => Promise<number>): Promise<T[]> {
  let total = Infinity;
  let k = wanted * VECTOR_OVERFETCH;
  for (;;) {
    const rows = await nearest(k);
    if (rows.length >= wanted || k >= total) return rows.slice(0, wanted);
    if (total === Infinity) total = await countVectors();
    // Every vector was read already (none at all, in a new database): the index refuses a k of 0.
    if (k >= total) return rows.slice(0, wanted);
    k = Math.min(total, k * VECTOR_OVERFETCH);
  }
}
