import { GraphQLError } from "graphql";
import neo4j, { Neo4jError, type Driver } from "neo4j-driver";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../../src/neo4j/managed/process.js";
import { createLogger } from "../../../src/logger.js";
import { engramErrorMask, neo4jUnavailable } from "../../../src/doors/graphql/errors.js";

/** Real driver errors: from a port nothing listens on, from a pool that waits in vain, and from bad Cypher. */
const { uri, user, password } = inject("neo4j");
const drivers: Driver[] = [];
const driverTo = (address: string, config: Record<string, number> = {}) => {
  const driver = neo4j.driver(address, neo4j.auth.basic(user, password), config);
  drivers.push(driver);
  return driver;
};

afterAll(async () => {
  await Promise.all(drivers.map((driver) => driver.close()));
});

async function failureOf(work: () => Promise<unknown>): Promise<Error> {
  const error = await work().then(
    () => null,
    (e: unknown) => e as Error,
  );
  if (error === null) throw new Error("expected the driver to fail");
  return error;
}

const refusedConnection = async () => {
  const session = driverTo(`bolt://127.0.0.1:${await freePort("127.0.0.1")}`).session();
  return failureOf(() => session.run("RETURN 1")).finally(() => session.close());
};

function expectUnavailable(error: GraphQLError | undefined): void {
  expect(error?.message).toMatch(/^Neo4j is unavailable/);
  expect(error?.extensions).toEqual({ code: "NEO4J_UNAVAILABLE", http: { status: 503, headers: { "retry-after": "5" } } });
}

describe("the NEO4J_UNAVAILABLE mapping", () => {
  it("maps a refused connection, as the driver raises it, wrapped by GraphQL, and as an error's cause", async () => {
    const refused = await refusedConnection();
    expectUnavailable(neo4jUnavailable(refused));
    const located = new GraphQLError("Unexpected", { path: ["agentTypes"], originalError: refused });
    const mapped = neo4jUnavailable(located);
    expectUnavailable(mapped);
    expect(mapped!.path).toEqual(["agentTypes"]);
    expectUnavailable(neo4jUnavailable(new Error("recall failed", { cause: refused })));
  });

  it("maps a connection pool that waited in vain", async () => {
    const driver = driverTo(uri, { maxConnectionPoolSize: 1, connectionAcquisitionTimeout: 200 });
    const holder = driver.session();
    const transaction = await holder.beginTransaction();
    try {
      const waiting = driver.session();
      const timedOut = await failureOf(() => waiting.run("RETURN 1")).finally(() => waiting.close());
      expect(timedOut.message).toMatch(/^Connection acquisition timed out/);
      expectUnavailable(neo4jUnavailable(timedOut));
    } finally {
      await transaction.rollback();
      await holder.close();
    }
  });

  it("leaves other Neo4j errors alone, and the error mask still masks them", async () => {
    const maskEngramError = engramErrorMask(createLogger("silent"), new Set());
    const session = driverTo(uri).session();
    const syntax = await failureOf(() => session.run("RETURN RETURN")).finally(() => session.close());
    const located = new GraphQLError("Unexpected", { originalError: syntax });
    expect(neo4jUnavailable(located)).toBeUndefined();
    expect(maskEngramError(located, "Unexpected error.", false).message).toBe("Unexpected error.");
    expectUnavailable(maskEngramError(new GraphQLError("Unexpected", { originalError: await refusedConnection() }), "Unexpected error.", false) as GraphQLError);
  });

  it("answers a node deleted under a running query (Neo4j's EntityNotFound) as CONCURRENT_CHANGE, not as an internal error", () => {
    const maskEngramError = engramErrorMask(createLogger("silent"), new Set());
    const gone = new Neo4jError("Unable to load NODE 4:5f3e:1203.", "Neo.ClientError.Statement.EntityNotFound", "50N42", "error: general processing exception - unexpected error");
    const masked = maskEngramError(new GraphQLError("Unable to load NODE", { originalError: gone, path: ["apiReferencesConnection"] }), "Unexpected error.", false) as GraphQLError;
    expect(masked.extensions).toMatchObject({ code: "CONCURRENT_CHANGE" });
    expect(masked.path).toEqual(["apiReferencesConnection"]);
  });
});
