import { GraphQLError } from "graphql";
import { maskError, type YogaServerOptions } from "graphql-yoga";

type MaskError = Extract<NonNullable<YogaServerOptions<object, object>["maskedErrors"]>, object>["maskError"];

/** @neo4j/graphql drops Neo4j's detail from a uniqueness violation; say what to do about it instead. */
const CONSTRAINT_MESSAGE =
  "Constraint validation failed: a node with this key already exists (id; url for Documentation). Update it, or create it with another key.";

function constraintViolation(error: unknown): GraphQLError | undefined {
  const candidates = error instanceof GraphQLError ? [error, error.originalError] : [error];
  return candidates.find((e): e is GraphQLError => e instanceof Error && e.name === "Neo4jGraphQLConstraintValidationError");
}

/** Client errors pass through; a uniqueness violation says what to do; anything unexpected is masked. */
export const maskEngramError: MaskError = (error, message, isDev) => {
  const violation = constraintViolation(error);
  if (violation) {
    const located = error instanceof GraphQLError ? error : violation;
    return new GraphQLError(CONSTRAINT_MESSAGE, { nodes: located.nodes, path: located.path, extensions: { code: "CONSTRAINT_VIOLATION" } });
  }
  return maskError(error, message, isDev);
};
