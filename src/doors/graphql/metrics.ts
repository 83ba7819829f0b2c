import { getOperationAST, Kind, type DocumentNode, type ExecutionResult } from "graphql";
import { createCounter, createHistogram, usePrometheus, type FillLabelsFnParams } from "@graphql-yoga/plugin-prometheus";
import type { Plugin } from "graphql-yoga";
import type { EngramMetrics } from "../../metrics.js";

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What an operation asks, as a label of few values: its first root field (`recall`, `remember`…), with
 * `+more` when it asks several. Operation names are the client's free text, so they are never labels.
 */
export function operationLabel(document: DocumentNode | undefined, operationName: string | undefined): string {
  if (!document) return "unknown";
  // Every request labels three metrics with it; yoga's parser cache hands the same document back for the same query.
  const known = labels.get(document);
  const key = operationName ?? "";
  if (known?.has(key)) return known.get(key)!;
  const label = labelOf(document, operationName);
  // Only names of the document's own operations are kept: a client's other names would grow the map.
  if (label !== "unknown") labels.set(document, (known ?? new Map()).set(key, label));
  return label;
}

const labels = new WeakMap<DocumentNode, Map<string, string>>();

function labelOf(document: DocumentNode, operationName: string | undefined): string {
  const operation = getOperationAST(document, operationName);
  const selections = operation?.selectionSet.selections ?? [];
  const first = selections[0];
  if (!first) return "unknown";
  const name = first.kind === Kind.FIELD ? first.name.value : "(fragment)";
  return selections.length > 1 ? `${name}+more` : name;
}

/** An error's code as GraphQL answered it (BAD_USER_INPUT, FORBIDDEN…); anything else reads OTHER. */
export function errorCodeLabel(error: unknown): string {
  const code = (error as { extensions?: { code?: unknown } })?.extensions?.code;
  return typeof code === "string" && /^[A-Z][A-Z0-9_]{0,59}$/.test(code) ? code : "OTHER";
}

const operationLabels = ({ document, operationName, operationType }: FillLabelsFnParams) => ({
  operationType: operationType ?? "unknown",
  operation: operationLabel(document, operationName),
});

/**
 * Errors by the code clients read (after Engram's error mask: BAD_USER_INPUT, FORBIDDEN, NEO4J_UNAVAILABLE…,
 * and yoga's own for unparsable or invalid documents) and by operation.
 */
export function graphqlErrorsPlugin(metrics: EngramMetrics): Plugin {
  const operations = new WeakMap<Request, string>();
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (request) operations.set(request, operationLabel(args.document, args.operationName ?? undefined));
    },
    onResultProcess({ request, result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const each of results) {
        for (const error of (each as ExecutionResult).errors ?? []) {
          metrics.graphqlErrors.inc({ code: errorCodeLabel(error), operation: operations.get(request) ?? "unknown" });
        }
      }
    },
  };
}

/** graphql-yoga's Prometheus plugin on Engram's registry: requests, latency and errors per operation. /metrics is served by the HTTP door. */
export function graphqlMetricsPlugin(metrics: EngramMetrics): Plugin {
  const { registry } = metrics;
  return usePrometheus({
    registry,
    endpoint: false,
    labels: { operationName: false, url: false },
    metrics: {
      graphql_envelop_request: createCounter({
        registry,
        counter: { name: "graphql_envelop_request", help: "GraphQL operations executed, by type and operation", labelNames: ["operationType", "operation"] },
        fillLabelsFn: operationLabels,
      }),
      graphql_envelop_request_duration: createHistogram({
        registry,
        histogram: { name: "graphql_envelop_request_duration", help: "Time to execute a GraphQL operation, by type and operation", labelNames: ["operationType", "operation"], buckets: LATENCY_BUCKETS },
        fillLabelsFn: operationLabels,
      }),
      // Counted on the answer instead (graphqlErrorsPlugin): this one sees errors before Engram gives them their codes.
      graphql_envelop_error_result: false,
      graphql_envelop_request_time_summary: false,
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_execute_resolver: false,
    },
  });
}
