import neo4j, { type Driver, type ManagedTransaction, type Record as Neo4jRecord } from "neo4j-driver";

/** One unit of work in one write transaction (retried by the driver on transient errors), session closed after. */
export async function inWriteTransaction<T>(driver: Driver, database: string | undefined, work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
  const session = driver.session({ database });
  try {
    return await session.executeWrite(work);
  } finally {
    await session.close();
  }
}

/** Reads that must see one consistent graph, in one read transaction. */
export async function inReadTransaction<T>(driver: Driver, database: string | undefined, work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
  const session = driver.session({ database, defaultAccessMode: neo4j.session.READ });
  try {
    return await session.executeRead(work);
  } finally {
    await session.close();
  }
}

/** One read query, routed to a reader. */
export async function readRecords(driver: Driver, database: string | undefined, query: string, parameters: Record<string, unknown>): Promise<Neo4jRecord[]> {
  return (await driver.executeQuery(query, parameters, { database, routing: "READ" })).records;
}
