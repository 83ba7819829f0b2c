import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tracingRequested } from "../src/tracing.js";
import { CLI, waitForLog } from "./helpers/cli.js";
import { testEnv, uniqueId } from "./helpers/engram.js";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

describe("when tracing is on", () => {
  it("follows the standard variables: on with an OTLP endpoint or exporter, off without or when disabled", () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_SERVICE_NAME: "engram" })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: "console" })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: "none", OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(false);
    expect(tracingRequested({ OTEL_SDK_DISABLED: "true", OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(false);
  });
});

describe("traces exported over OTLP", () => {
  let collector: Server;
  const spans: OtlpSpan[] = [];
  let engram: ChildProcess;
  let url: string;

  beforeAll(async () => {
    // A loopback collector speaking OTLP/HTTP with JSON bodies, as the OTLP specification defines them.
    collector = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        if (request.url === "/v1/traces") {
          const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
          for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const env = testEnv({
      LOG_LEVEL: "info",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_BSP_SCHEDULE_DELAY: "100",
      OTEL_SERVICE_NAME: "engram-under-test",
    });
    engram = spawn(process.execPath, [CLI, "serve"], { env, stdio: ["ignore", "pipe", "inherit"] });
    ({ url } = (await waitForLog(engram, "Engram is serving GraphQL", 120_000)) as { url: string });
  }, 120_000);

  afterAll(async () => {
    engram?.kill("SIGTERM");
    if (engram && engram.exitCode === null) await new Promise((resolve) => engram.once("exit", resolve));
    collector?.close();
  });

  it("a request with a traceparent gets a server span under it, with GraphQL's and Neo4j's spans beneath", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const callerSpan = "00f067aa0ba902b7";
    const agentType = uniqueId("traced");
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ query: `query Traced { recall(agentType: "${agentType}", query: "otter") { memory { id } } }` }),
    });
    expect(response.status).toBe(200);

    const deadline = Date.now() + 15_000;
    const arrived = (name: string) => spans.some((span) => span.traceId === traceId && span.name === name);
    while (Date.now() < deadline && !["POST graphql", "query.Traced", "neo4j read"].every(arrived)) await new Promise((resolve) => setTimeout(resolve, 100));
    const traced = spans.filter((span) => span.traceId === traceId);
    const server = traced.find((span) => span.name === "POST graphql");
    expect(server, JSON.stringify(traced.map((span) => span.name))).toBeDefined();
    expect(server!.parentSpanId).toBe(callerSpan);
    expect(server!.kind).toBe(2);
    const operation = traced.find((span) => span.name === "query.Traced");
    expect(operation?.parentSpanId).toBe(server!.spanId);
    const neo4j = traced.filter((span) => span.name === "neo4j read");
    expect(neo4j.length).toBeGreaterThan(0);
    const byId = new Map(traced.map((span) => [span.spanId, span]));
    const ancestors = (span: OtlpSpan): string[] => (span.parentSpanId && byId.has(span.parentSpanId) ? [span.parentSpanId, ...ancestors(byId.get(span.parentSpanId)!)] : []);
    for (const span of neo4j) expect(ancestors(span)).toContain(server!.spanId);
    // Agents' content is not recorded: no query text, variables or results on any span.
    expect(JSON.stringify(traced)).not.toContain("otter");
  });
});
