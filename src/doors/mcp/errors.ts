import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { GraphQLError } from "graphql";
import type { Logger } from "../../logger.js";
import { neo4jUnavailable } from "../http/errors.js";

/** A domain error's code and field: EngramError carries them itself, a GraphQLError in its extensions. */
interface CodedError {
  message: string;
  code: string;
  field?: string;
}

/** Only Engram's own errors are shown: a driver's or Node's error has a code too, but its message is not for clients. */
function codedError(error: unknown): CodedError | null {
  if (!(error instanceof Error)) return null;
  const isDomainError = error instanceof GraphQLError || error.name === "EngramError";
  if (!isDomainError) return null;
  const { code, field, extensions } = error as Error & { code?: unknown; field?: unknown; extensions?: { code?: unknown; field?: unknown } };
  const chosenCode = code ?? extensions?.code;
  if (typeof chosenCode !== "string" || chosenCode === "INTERNAL_SERVER_ERROR") return null;
  const chosenField = field ?? extensions?.field;
  return { message: error.message, code: chosenCode, ...(typeof chosenField === "string" ? { field: chosenField } : {}) };
}

/** An MCP tool result for a refused argument: the field and its accepted form, as Engram's errors say them. */
export function badArgument(field: string, message: string): CallToolResult {
  return errorResult({ code: "BAD_USER_INPUT", field, message: `${field} ${message}` });
}

/** Text only: clients check structuredContent against the tool's output schema, which describes success. */
function errorResult(error: CodedError): CallToolResult {
  return { isError: true, content: [{ type: "text", text: `${error.code}: ${error.message}` }] };
}

/** The one mapping of a thrown error to a tool result: Engram's errors as they are, anything else as "internal error" (logged, not shown). */
export function toolErrorResult(error: unknown, tool: string, log: Logger): CallToolResult {
  const outage = neo4jUnavailable(error);
  const coded = codedError(outage ?? error);
  if (coded) return errorResult(coded);
  log.error({ err: error, tool }, "MCP tool failed");
  return errorResult({ code: "INTERNAL_SERVER_ERROR", message: "internal error" });
}
