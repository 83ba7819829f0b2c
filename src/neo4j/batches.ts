import neo4j, { type Driver } from "neo4j-driver";

/**
 * Runs a query of the form `MATCH … CALL (n) { … } IN TRANSACTIONS OF $batchSize ROWS RETURN count(*) AS done`:
 * each batch commits on its own, so no transaction ever holds millions of nodes. IN TRANSACTIONS
 * needs an auto-commit transaction (session.run), not a managed one.
 */
export async function runInBatches(
  driver: Driver,
  database: string | undefined,
  query: string,
  parameters: Record<string, unknown>,
  batchSize: number,
): Promise<number> {
  const session = driver.session({ database });
  try {
    const result = await session.run(query, { ...parameters, batchSize: neo4j.int(batchSize) });
    return neo4j.integer.toNumber(result.records[0]?.get("done") ?? 0);
  } finally {
    await session.close();
  }
}
