import {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isListType,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { visitArgumentValues, type ArgumentValue } from "./argument-values.js";
import { badInput, EngramError } from "../../errors.js";
import { count, fieldBound, lengthViolation, MAX_LIST_ITEMS, type StringBound } from "../../input-limits.js";
import { toGraphQLError } from "./engram-error.js";
import { generatedInputViolation } from "./generated-input.js";

/**
 * The bounds every argument of every operation is held to before anything runs, whether a generated
 * or a custom field takes it: the string and list limits of src/input-limits.ts, and these. Services
 * check their own rules (ranges, forms) after these.
 */
/** `offset` of any field; page further with a connection's cursor. (Generated lists clamp `limit` to 500.) */
export const MAX_OFFSET = 1_000_000;
/**
 * `first` of any connection: the generated types' @limit max. @neo4j/graphql does not clamp a connection's
 * `first`, and a page of every API entry sorted in one transaction went over Neo4j's transaction memory.
 */
export const MAX_PAGE = 500;

/** Input fields of @neo4j/graphql's filter and update types that hold a value of the field around them. */
const OPERATORS = new Set(["eq", "in", "contains", "startsWith", "endsWith", "includes", "set", "push", "gt", "gte", "lt", "lte", "matches"]);

/** The field a value belongs to: `memories.where.content.contains` belongs to content, `recall.tags[2]` to tags. */
export function owningField(path: string): string {
  const names = path.replace(/\[\d+\]/g, "").split(".");
  return names.slice(1).reverse().find((name) => !OPERATORS.has(name)) ?? names[names.length - 1]!;
}

/** The length limit of a string or ID value at this path. */
export function stringBound(path: string): StringBound {
  return fieldBound(owningField(path));
}

function checkString(argument: ArgumentValue, value: string): EngramError | null {
  return lengthViolation(argument.path, value, stringBound(argument.path));
}

/** Int arguments of fields (not values inside input objects) are page sizes, offsets and counts. */
function checkIntArgument(argument: ArgumentValue, value: number): EngramError | null {
  if (owningField(argument.path) === "offset" && (value < 0 || value > MAX_OFFSET)) {
    return badInput(argument.path, `must be an integer from 0 to ${count(MAX_OFFSET)} (got ${count(value)})`);
  }
  if (owningField(argument.path) === "first" && value > MAX_PAGE) {
    return badInput(argument.path, `must be at most ${MAX_PAGE} edges a page (got ${count(value)}); page further with after and the last cursor`);
  }
  return value < 0 ? badInput(argument.path, `is a count and must not be negative (got ${count(value)})`) : null;
}

/** A generated create mutation (createMemories…) with nothing to create. */
function isEmptyCreate(argument: ArgumentValue, value: readonly unknown[]): boolean {
  return value.length === 0 && argument.parentType.name === "Mutation" && /^create[A-Z]/.test(argument.field.name) && argument.path.endsWith(".input");
}

/** The first bound this value breaks, or null. */
export function boundsViolation(argument: ArgumentValue): EngramError | null {
  const { value } = argument;
  if (typeof value === "string") return checkString(argument, value);
  if (Array.isArray(value) && isListType(getNullableType(argument.type))) {
    if (value.length > MAX_LIST_ITEMS) return badInput(argument.path, `must hold at most ${count(MAX_LIST_ITEMS)} items (got ${count(value.length)})`);
    if (isEmptyCreate(argument, value)) return badInput(argument.path, "must hold at least one item");
    return null;
  }
  if (typeof value === "number" && argument.inputObject === undefined && getNamedType(argument.type).name === "Int") return checkIntArgument(argument, value);
  return null;
}

class BoundsExceeded extends Error {
  constructor(readonly error: GraphQLError) {
    super(error.message);
  }
}

/**
 * The first argument value of the operation outside its bounds, or breaking a rule of the generated
 * API (see generated-input.ts), or null when there is none.
 */
export function checkInputBounds(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): GraphQLError | null {
  try {
    visitArgumentValues(schema, document, variables, operationName, (argument) => {
      const error = boundsViolation(argument) ?? generatedInputViolation(argument, schema);
      if (error) throw new BoundsExceeded(toGraphQLError(error));
    });
    return null;
  } catch (error) {
    if (error instanceof BoundsExceeded) return error.error;
    throw error;
  }
}

/** graphql-js reports variables that do not coerce without a code; they are the client's to fix. */
function variableErrors(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  return (coerced.errors ?? []).map((error) => {
    const definition = error.nodes?.[0];
    const field = definition?.kind === Kind.VARIABLE_DEFINITION ? `$${definition.variable.name.value}` : undefined;
    return toGraphQLError(new EngramError("BAD_USER_INPUT", error.message, { field }), error);
  });
}

/** Refuses, before execution and with BAD_USER_INPUT, an operation whose arguments break a bound or a rule. */
export function inputBoundsPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, variableValues, operationName } = args;
      const invalidVariables = variableErrors(schema, document, variableValues, operationName);
      if (invalidVariables.length > 0) return setResultAndStopExecution({ errors: invalidVariables });
      const error = checkInputBounds(schema, document, variableValues, operationName);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
