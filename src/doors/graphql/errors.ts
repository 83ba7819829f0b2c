import { GraphQLError } from "graphql";
import { maskError, type YogaServerOptions } from "graphql-yoga";
import { Neo4jError } from "neo4j-driver";
import { EngramError } from "../../errors.js";
import { errorChain, isNeo4jOutage, neo4jOutageError } from "../../neo4j/outage.js";
import { toGraphQLError } from "./engram-error.js";
import { generatedInputError } from "./generated-input.js";
import type { Logger } from "../../logger.js";

type MaskError = NonNullable<Extract<NonNullable<YogaServerOptions<object, object>["maskedErrors"]>, object>["maskError"]>;

/** @neo4j/graphql drops Neo4j's detail from a uniqueness violation; say what to do about it instead. */
const CONSTRAINT_MESSAGE =
  "Constraint validation failed: a node with this key already exists (id; url for Documentation). Update it, or create it with another key.";

function constraintViolation(error: unknown): GraphQLError | undefined {
  const candidates = error instanceof GraphQLError ? [error, error.originalError] : [error];
  return candidates.find((e): e is GraphQLError => e instanceof Error && e.name === "Neo4jGraphQLConstraintValidationError");
}

/** What every request answers while Neo4j cannot be reached: 503 with Retry-After, which clients and proxies retry on. */
export function neo4jUnavailableError(located?: GraphQLError): GraphQLError {
  return toGraphQLError(neo4jOutageError(), located);
}

/** NEO4J_UNAVAILABLE for an error that means Neo4j cannot be reached (also wrapped by @neo4j/graphql or a resolver); undefined otherwise. */
export function neo4jUnavailable(error: unknown): GraphQLError | undefined {
  if (!isNeo4jOutage(error)) return undefined;
  return neo4jUnavailableError(error instanceof GraphQLError ? error : undefined);
}

/** @neo4j/graphql's refusal of an @authorization or @authentication rule, on a key that is valid but may not do this. */
const REFUSALS = new Set(["Forbidden", "Unauthenticated"]);
const REFUSAL_MESSAGE =
  "This API key may not do this: it may see and change only its agent types' and projects' nodes, and changing shared documentation through the generated API needs a key with every scope";

function accessRefusal(error: unknown): GraphQLError | undefined {
  const refused = [...errorChain(error)].some((e) => e instanceof Error && e.constructor.name.startsWith("Neo4jGraphQL") && REFUSALS.has(e.message));
  if (!refused) return undefined;
  const located = error instanceof GraphQLError ? error : undefined;
  return new GraphQLError(REFUSAL_MESSAGE, { nodes: located?.nodes, path: located?.path, extensions: { code: "FORBIDDEN" } });
}

/** The domain error a service threw, also when graphql-js wrapped it in a located GraphQLError. */
function engramError(error: unknown): EngramError | undefined {
  return [...errorChain(error)].find((e): e is EngramError => e instanceof EngramError);
}

/**
 * graphql-js's answer to a null in a non-null field. Engram writes every required field of a stored node, so
 * a null there means the node was deleted by a concurrent request while this one read it (Neo4j reads
 * committed data, and a node deleted under a running query reads as having no properties).
 */
const NULL_IN_NON_NULL = /^Cannot return null for non-nullable field (\w+)\.(\w+)\.$/;

/** Neo4j's answer to a query reading a node that another transaction deleted after this one matched it ("Unable to load NODE …"). */
const ENTITY_NOT_FOUND = "Neo.ClientError.Statement.EntityNotFound";

function vanishedNode(error: unknown, nodeTypes: ReadonlySet<string>, log: Logger): GraphQLError | undefined {
  if ([...errorChain(error)].some((e) => e instanceof Neo4jError && e.code === ENTITY_NOT_FOUND)) {
    const message = "A node this request matched was deleted by another request while this one ran; retry to see the state now";
    return toGraphQLError(new EngramError("CONCURRENT_CHANGE", message), error instanceof GraphQLError ? error : undefined);
  }
  if (!(error instanceof GraphQLError)) return undefined;
  const match = NULL_IN_NON_NULL.exec(error.message);
  if (!match || !nodeTypes.has(match[1]!)) return undefined;
  // also what a node written outside Engram without the field looks like: worth a line in the log
  log.warn({ field: `${match[1]}.${match[2]}`, path: error.path?.join(".") }, "A stored node read as null in a required field: deleted under the request");
  const message = `A ${match[1]} this request matched was deleted by another request while this one ran; retry to see the state now`;
  return toGraphQLError(new EngramError("CONCURRENT_CHANGE", message), error);
}

/**
 * Domain errors answer their code; a uniqueness violation says what to do; Neo4j down says so; a node deleted
 * under the request says so; anything unexpected is logged with its stack and answered masked.
 */
export function engramErrorMask(log: Logger, nodeTypes: ReadonlySet<string>): MaskError {
  return (error, message, isDev) => {
    const outage = neo4jUnavailable(error);
    if (outage) return outage;
    const domain = engramError(error);
    if (domain) return toGraphQLError(domain, error instanceof GraphQLError ? error : undefined);
    const violation = constraintViolation(error);
    if (violation) {
      const located = error instanceof GraphQLError ? error : violation;
      return new GraphQLError(CONSTRAINT_MESSAGE, { nodes: located.nodes, path: located.path, extensions: { code: "CONSTRAINT_VIOLATION" } });
    }
    const known = accessRefusal(error) ?? generatedInputError(error) ?? vanishedNode(error, nodeTypes, log);
    if (known) return known;
    const located = error instanceof GraphQLError ? error : undefined;
    log.error({ err: located?.originalError ?? error, path: located?.path?.join(".") }, "Unexpected error, answered INTERNAL_SERVER_ERROR");
    return maskError(error, message, isDev);
  };
}
