import { inject } from "vitest";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { loadConfig, type EngramConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { connectNeo4j } from "../../src/neo4j/connection.js";
import { startEngramServer, type EngramServer, type EngramServerOptions } from "../../src/doors/http/app.js";

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestEngram {
  url: string;
  baseUrl: string;
  config: EngramConfig;
  close: () => Promise<void>;
  graphql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  typed<T, V>(document: TypedDocumentNode<T, V>, variables: V, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
}

/** The environment a test Engram gets: the run's Neo4j, an ephemeral port, quiet logs. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const neo4j = inject("neo4j");
  return {
    ...process.env,
    NEO4J_URI: neo4j.uri,
    NEO4J_USER: neo4j.user,
    NEO4J_PASSWORD: neo4j.password,
    PORT: "0",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    ENGRAM_API_KEYS: undefined,
    ENGRAM_API_KEYS_FILE: undefined,
    // Tests run maintenance themselves (runMaintenance, or a schedule they choose), never at 03:00 by chance.
    ENGRAM_MAINTENANCE_DAILY: "off",
    ENGRAM_MAINTENANCE_WEEKLY: "off",
    // Tests read analytics right after writing what they count; the answer cache has its own test.
    ENGRAM_ANALYTICS_CACHE: "off",
    // Words only unless a test asks for vectors (test/embeddings): the default local model would load in
    // every test's server and embed in the background, for nothing those tests look at.
    ENGRAM_EMBEDDINGS: "none",
    ...overrides,
  };
}

export async function postGraphQL<T>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, "status">;
  return { status: response.status, ...body };
}

/** A real Engram server, in this process, on the run's Neo4j. */
export interface TestEngramOptions extends EngramServerOptions {
  /** Collects every log line (at LOG_LEVEL) instead of writing it to stdout. */
  logLines?: string[];
}

export async function startTestEngram(overrides: Record<string, string | undefined> = {}, options: TestEngramOptions = {}): Promise<TestEngram> {
  const config = loadConfig(testEnv(overrides));
  const { logLines } = options;
  const log = createLogger(config.logLevel, logLines ? { write: (line: string) => void logLines.push(line) } : 1);
  const connection = await connectNeo4j(config, log);
  let server: EngramServer;
  try {
    server = await startEngramServer(config, connection, log, options);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return {
    url: server.url,
    baseUrl: server.url.replace(/\/graphql$/, ""),
    config,
    close: () => server.close(),
    graphql: (query, variables, headers) => postGraphQL(server.url, query, variables, headers),
    typed: (document, variables, headers) => postGraphQL(server.url, print(document), variables as Record<string, unknown>, headers),
  };
}

/** Ids unique to one test run, so tests sharing a database never see each other's nodes. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
