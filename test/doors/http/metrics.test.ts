import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";
import { callOk, httpClient } from "../mcp/mcp-helpers.js";
import { remember } from "../../memory/memory-helpers.js";

const ADMIN_KEY = "metrics-admin-key-0123456789";
const SCOPED_KEY = "metrics-scoped-key-012345678";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

/** The value of one sample of Prometheus's text format, by its name and exact labels (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(/,(?=[a-zA-Z_]\w*=")/);
    if (present.length === wanted.length && wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe("Prometheus metrics and request ids", () => {
  let engram: TestEngram;
  const logLines: string[] = [];

  beforeAll(async () => {
    engram = await startTestEngram({ ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:architect:proj-a`, LOG_LEVEL: "info", ENGRAM_ANALYTICS_CACHE: "60s" }, { logLines });
  });

  afterAll(async () => {
    await engram?.close();
  });

  const metricsText = async () => {
    const response = await fetch(`${engram.baseUrl}/metrics`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  };

  it("counts GraphQL operations by their first root field, errors by code, Neo4j work, MCP tools and HTTP doors", async () => {
    const agentType = uniqueId("builder");
    const before = await metricsText();
    const count = (text: string, name: string, labels: Record<string, string>) => sample(text, name, labels);

    await remember(engram, { agentType, memoryType: "PATTERN", content: "Wombat caches expire hourly" }, admin);
    const recalled = await engram.graphql(`query SecretOperationName { recall(agentType: "${agentType}", query: "wombat") { memory { id } } }`, undefined, admin);
    expect(recalled.errors).toBeUndefined();
    const refused = await engram.graphql(`{ recall(agentType: "${agentType}", query: "wombat", limit: 0) { memory { id } } }`, undefined, admin);
    expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const invalid = await engram.graphql("{ recall(agentType: 1) { nope } }", undefined, admin);
    expect(invalid.errors?.length).toBeGreaterThan(0);
    const client = await httpClient(engram, ADMIN_KEY);
    try {
      await callOk(client, "recall", { agentType, query: "wombat" });
    } finally {
      await client.close();
    }

    const after = await metricsText();
    const grew = (name: string, labels: Record<string, string>) => count(after, name, labels) - count(before, name, labels);
    expect(grew("graphql_envelop_request", { operationType: "mutation", operation: "remember" })).toBe(1);
    expect(grew("graphql_envelop_request_duration_count", { operationType: "query", operation: "recall" })).toBe(2);
    expect(grew("engram_graphql_errors_total", { code: "BAD_USER_INPUT", operation: "recall" })).toBe(1);
    expect(grew("engram_graphql_errors_total", { code: "GRAPHQL_VALIDATION_FAILED", operation: "unknown" })).toBeGreaterThan(0);
    expect(grew("engram_mcp_tool_calls_total", { tool: "recall", outcome: "ok" })).toBe(1);
    expect(grew("engram_mcp_tool_duration_seconds_count", { tool: "recall" })).toBe(1);
    expect(grew("engram_http_requests_total", { door: "graphql", status: "200" })).toBeGreaterThanOrEqual(3);
    expect(grew("engram_http_requests_total", { door: "metrics", status: "200" })).toBe(1);
    expect(grew("engram_neo4j_work_duration_seconds_count", { mode: "write" })).toBeGreaterThan(0);
    expect(grew("engram_neo4j_work_duration_seconds_count", { mode: "read" })).toBeGreaterThan(0);
    expect(after).toContain("engram_process_resident_memory_bytes");
    // The client's operation name is free text: never a label.
    expect(after).not.toContain("SecretOperationName");
  });

  it("counts reused analytics answers as cache hits", async () => {
    const query = "{ memoryStats(bucket: DAY, limit: 3) { total } }";
    const before = await metricsText();
    for (let ask = 0; ask < 3; ask++) expect((await engram.graphql(query, undefined, admin)).errors).toBeUndefined();
    const after = await metricsText();
    const grew = (result: string) => sample(after, "engram_cache_lookups_total", { cache: "analytics", result }) - sample(before, "engram_cache_lookups_total", { cache: "analytics", result });
    expect(grew("miss")).toBe(1);
    expect(grew("hit")).toBe(2);
  });

  it("serves /metrics to a key with every scope only", async () => {
    expect((await fetch(`${engram.baseUrl}/metrics`)).status).toBe(401);
    const scoped = await fetch(`${engram.baseUrl}/metrics`, { headers: { authorization: `Bearer ${SCOPED_KEY}` } });
    expect(scoped.status).toBe(403);
    expect(await scoped.text()).toContain("needs an API key for every agent type and project");
  });

  it("answers every request with an X-Request-Id, keeps a well-formed one the client sent, and writes it on the request's log lines", async () => {
    const generated = await fetch(`${engram.baseUrl}/health`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(engram.url, { method: "POST", headers: { "content-type": "application/json", "x-request-id": "balancer-42.7", ...admin }, body: '{"query":"{ __typename }"}' });
    expect(kept.headers.get("x-request-id")).toBe("balancer-42.7");
    const replaced = await fetch(`${engram.baseUrl}/health`, { headers: { "x-request-id": "not a token; <script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    // A refused key is logged from inside GraphQL's handling: that line carries the request's id too.
    const refused = await fetch(engram.url, { method: "POST", headers: { "content-type": "application/json", "x-request-id": "refused-1", authorization: "Bearer no-such-key-0123456789" }, body: '{"query":"{ __typename }"}' });
    expect(refused.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logLines.map((line) => JSON.parse(line) as { msg: string; requestId?: string });
    expect(lines.find((line) => line.msg === "Request refused")?.requestId).toBe("refused-1");
    expect(lines.filter((line) => line.msg === "request" && line.requestId === "balancer-42.7")).toHaveLength(1);
  });
});
