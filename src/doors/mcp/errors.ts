import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "../../logger.js";
import { isNeo4jOutage, neo4jOutageError } from "../../neo4j/outage.js";

/** A domain error's code and field, as EngramError carries them. */
interface CodedError {
  message: string;
  code: string;
  field?: string;
}

/** Only Engram's own errors are shown: a driver's or Node's error has a code too, but its message is not for clients. */
function codedError(error: unknown): CodedError | null {
  if (!(error instanceof Error)) return null;
  if (error.name !== "EngramError") return null;
  const { code, field } = error as Error & { code?: unknown; field?: unknown };
  if (typeof code !== "string") return null;
  return { message: error.message, code, ...(typeof field === "string" ? { field } : {}) };
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
  const coded = codedError(isNeo4jOutage(error) ? neo4jOutageError() : error);
  if (coded) return errorResult(coded);
  log.error({ err: error, tool }, "MCP tool failed");
  return errorResult({ code: "INTERNAL_SERVER_ERROR", message: "internal error" });
}
