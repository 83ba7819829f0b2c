import type { Driver } from "neo4j-driver";
import type { SeededData } from "../seed.js";

export interface ScenarioContext {
  seeded: SeededData;
  driver: Driver;
  database: string | undefined;
  /** Whether the Engram under test has embeddings on (ENGRAM_EMBEDDINGS): recall and searchKnowledge are hybrid. */
  embeddings: boolean;
  /** With --synthetic-vectors, the server's model: what a scenario seeds gets random vectors recorded as its. */
  syntheticVectors?: { model: string; dimensions: number } | undefined;
  /** The bench's concurrency and measured seconds, for measurements a scenario makes besides its two sides. */
  load: { concurrency: number; seconds: number };
  /** One GraphQL request to the Engram under test; resolves with `data`, throws on errors. */
  graphql(query: string, variables: Record<string, unknown>): Promise<unknown>;
}

/** One operation, measured through Engram's GraphQL, optionally through an MCP tool, and as the equivalent Cypher on the driver. */
export interface Scenario {
  name: string;
  description: string;
  graphql: {
    query: string;
    /** Fresh variables for every request, e.g. a random seeded id. */
    variables(context: ScenarioContext): Record<string, unknown>;
    /** Throws when a response does not have the expected shape (checked once before the load). */
    check(data: unknown): void;
  };
  /** The same operation as an MCP `tools/call` at /mcp, measured beside the other sides. */
  mcp?: {
    tool: string;
    /** Fresh arguments for every call, drawn like the GraphQL side's variables. */
    arguments(context: ScenarioContext): Record<string, unknown>;
    /** Throws when a result's structuredContent does not have the expected shape (checked once before the load). */
    check(structuredContent: unknown): void;
  };
  /** The Cypher the baseline runs, shown in the report. */
  cypher: string;
  /** How the baseline runs it, shown in the report. */
  baselineVia?: string;
  /** Overrides --concurrency, e.g. for large write batches. */
  concurrency?: number;
  /** Items each request carries (a write batch): the report adds items per second. */
  itemsPerRequest?: number;
  /** Loads what the scenario reads beyond the seeded memories; returns lines for the report. */
  prepare?(context: ScenarioContext): Promise<string[]>;
  /** Runs the Cypher once through neo4j-driver; returns the records to check once before the load. */
  baseline(context: ScenarioContext): Promise<unknown[]>;
}

export function randomItem<T>(items: readonly T[]): T {
  if (items.length === 0) throw new Error("nothing seeded to pick from");
  return items[Math.floor(Math.random() * items.length)]!;
}
