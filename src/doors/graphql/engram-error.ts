import { GraphQLError } from "graphql";
import type { EngramError, EngramErrorCode } from "../../errors.js";

/** The HTTP status a GraphQL response answers with for these codes; the others answer 200 with the error in errors[]. */
const HTTP_STATUS: Partial<Record<EngramErrorCode, number>> = {
  FORBIDDEN: 403,
  MAINTENANCE_BUSY: 409,
  CONCURRENT_CHANGE: 409,
  NEO4J_UNAVAILABLE: 503,
};

function httpExtension(error: EngramError): { status: number; headers?: Record<string, string> } | undefined {
  const status = HTTP_STATUS[error.code];
  if (status === undefined) return undefined;
  return error.retryAfterSeconds === undefined ? { status } : { status, headers: { "retry-after": String(error.retryAfterSeconds) } };
}

/**
 * The GraphQL door's answer to a domain error: its message, extensions.code, extensions.field, and
 * extensions.http (status, Retry-After) for graphql-yoga; located where the resolver that threw it was.
 */
export function toGraphQLError(error: EngramError, located?: GraphQLError): GraphQLError {
  const http = httpExtension(error);
  return new GraphQLError(error.message, {
    nodes: located?.nodes,
    path: located?.path,
    extensions: { code: error.code, ...(error.field === undefined ? {} : { field: error.field }), ...(http ? { http } : {}) },
  });
}
