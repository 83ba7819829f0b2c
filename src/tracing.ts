import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import { NodeSDK } from "@opentelemetry/sdk-node";
import type { Logger } from "./logger.js";

type Env = Record<string, string | undefined>;

/** The standard variables that ask for traces; with none of them set (or OTEL_SDK_DISABLED=true), tracing stays off. */
const TRACING_VARIABLES = ["OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_TRACES_EXPORTER"];

export function tracingRequested(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  if (env.OTEL_TRACES_EXPORTER?.trim() === "none") return false;
  return TRACING_VARIABLES.some((name) => (env[name]?.trim() ?? "") !== "");
}

/**
 * OpenTelemetry's Node SDK, configured by the OTEL_* variables themselves (exporter, endpoint, protocol,
 * headers, sampler, service name: "engram" unless OTEL_SERVICE_NAME says otherwise). Call before serving.
 */
export function startTracing(env: Env, log: Logger): { shutdown(): Promise<void> } {
  const sdk = new NodeSDK({ serviceName: env.OTEL_SERVICE_NAME?.trim() || "engram", instrumentations: [] });
  sdk.start();
  log.info({ endpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT, exporter: env.OTEL_TRACES_EXPORTER ?? "otlp" }, "OpenTelemetry traces on");
  return { shutdown: () => sdk.shutdown() };
}

const tracer = () => trace.getTracer("engram");

/**
 * One server span per HTTP request, a child of the caller's `traceparent` when it sends one; the request is
 * handled inside it, so GraphQL's, MCP's and Neo4j's spans are its children. Without an SDK started, the
 * API's no-op tracer makes this nearly free.
 */
export function inServerSpan<T>(name: string, headers: Record<string, string | string[] | undefined>, attributes: Record<string, string>, handle: (span: Span) => T): T {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => handle(span));
}

/** Runs work in a child span of the active one, ended (and marked failed when it throws) when the work settles. */
export function inSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, (span) =>
    work().then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message.split("\n")[0] : String(error) });
        span.end();
        throw error;
      },
    ),
  );
}

export function endServerSpan(span: Span, status: number): void {
  span.setAttribute("http.response.status_code", status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
