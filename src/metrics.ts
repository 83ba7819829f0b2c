import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: from a cached answer (a few ms) to a slow analytics question. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Engram's Prometheus metrics, one registry per Engram (prom-client): what the doors count (HTTP, MCP tools,
 * rate limits) and what the core counts (Neo4j work, caches, the embedding backlog, maintenance runs).
 * GraphQL's own metrics join the same registry through the yoga Prometheus plugin (src/doors/http/metrics.ts).
 */
export class EngramMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: "engram_http_requests_total",
    help: "HTTP requests answered, by door (graphql, mcp, dashboard, health, ready, metrics, other) and status code",
    labelNames: ["door", "status"] as const,
    registers: [this.registry],
  });

  readonly rateLimited = new Counter({
    name: "engram_rate_limited_total",
    help: "Requests refused with 429 because their API key's rate limit was reached, by door",
    labelNames: ["door"] as const,
    registers: [this.registry],
  });

  readonly graphqlErrors = new Counter({
    name: "engram_graphql_errors_total",
    help: "Errors in GraphQL answers, by the code clients read and the operation's first root field (unknown: the document did not parse or validate)",
    labelNames: ["code", "operation"] as const,
    registers: [this.registry],
  });

  readonly mcpToolCalls = new Counter({
    name: "engram_mcp_tool_calls_total",
    help: "MCP tool calls, by tool and outcome (ok, error)",
    labelNames: ["tool", "outcome"] as const,
    registers: [this.registry],
  });

  readonly mcpToolSeconds = new Histogram({
    name: "engram_mcp_tool_duration_seconds",
    help: "Time to answer an MCP tool call, by tool",
    labelNames: ["tool"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly neo4jSeconds = new Histogram({
    name: "engram_neo4j_work_duration_seconds",
    help: "Time of each unit of Neo4j work (a query, or a managed transaction with its retries), by access mode",
    labelNames: ["mode"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly neo4jFailures = new Counter({
    name: "engram_neo4j_work_failures_total",
    help: "Units of Neo4j work that failed, by access mode and Neo4j error code (or the error's name)",
    labelNames: ["mode", "code"] as const,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: "engram_cache_lookups_total",
    help: "Answers asked of Engram's caches: web_search (the Tavily cache in Neo4j; stale: served while Tavily failed), analytics (reused answers) and vector_copy (a recall's scope token compared in process, else in Cypher), by result (hit, miss, stale)",
    labelNames: ["cache", "result"] as const,
    registers: [this.registry],
  });

  readonly embeddingBacklog = new Gauge({
    name: "engram_embedding_backlog",
    help: "Nodes the embedding job found without a vector of the current model and has not embedded yet, by label",
    labelNames: ["label"] as const,
    registers: [this.registry],
  });

  readonly maintenanceRuns = new Counter({
    name: "engram_maintenance_runs_total",
    help: "Maintenance jobs this instance ran, by job and status",
    labelNames: ["job", "status"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "engram_" });
  }
}

