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
import { badInput, EngramError } from "../errors.js";
import { MAX_CONTENT_LENGTH } from "../memory/validation.js";
import { toGraphQLError } from "./engram-error.js";
import { generatedInputViolation } from "./generated-input.js";

/**
 * The bounds every argument of every operation is held to before anything runs, whether a generated
 * or a custom field takes it. Services check their own rules (ranges, forms) after these.
 * Lengths are counted in UTF-16 code units (what JavaScript calls a string's length): 512 of them
 * take at most 1,536 bytes, well under Neo4j's index key limit (about 8 KB).
 */
/** Every ID, and every string that names something: names, languages, versions, tags, kinds, session ids. */
export const MAX_NAME_LENGTH = 512;
/** URLs and paths (url, sourceUrl, path, filePath, documentPath, pathPrefix), IDs included. */
export const MAX_LOCATION_LENGTH = 2_048;
/** Search questions, task texts, fulltext phrases, titles and reasons. */
export const MAX_QUESTION_LENGTH = 4_000;
/** Memory content and the other long texts (a page's text, code, descriptions, explanations): as long as a memory's content may be. */
export const MAX_TEXT_LENGTH = MAX_CONTENT_LENGTH;
/** Items in any one list, at any depth (rememberMany's batch is the same 1,000). */
export const MAX_LIST_ITEMS = 1_000;
/** `offset` of any field; page further with a connection's cursor. (Generated lists clamp `limit` to 500.) */
export const MAX_OFFSET = 1_000_000;
/**
 * `first` of any connection: the generated types' @limit max. @neo4j/graphql does not clamp a connection's
 * `first`, and a page of every API entry sorted in one transaction went over Neo4j's transaction memory.
 */
export const MAX_PAGE = 500;

interface StringBound {
  limit: number;
  /** What the limit is for, as the error says it. */
  kind: string;
}

const TEXT: StringBound = { limit: MAX_TEXT_LENGTH, kind: "long texts" };
const QUESTION: StringBound = { limit: MAX_QUESTION_LENGTH, kind: "questions, tasks and titles" };
const LOCATION: StringBound = { limit: MAX_LOCATION_LENGTH, kind: "URLs and paths" };
const NAME: StringBound = { limit: MAX_NAME_LENGTH, kind: "ids and names" };

const FIELD_BOUNDS = new Map<string, StringBound>([
  ...[
    "content",
    "text",
    "code",
    "exampleCode",
    "description",
    "summary",
    "contentSnippet",
    "explanation",
    "whenToUse",
    "whenNotToUse",
    "useCase",
    "signature",
    "parameters",
    "returnType",
    "gotchas",
    "commonPatterns",
    "antiPatterns",
    "error",
    "codeContext",
    "solution",
  ].map((name) => [name, TEXT] as const),
  ...["query", "phrase", "task", "title", "pageTitle", "reason", "keywords"].map((name) => [name, QUESTION] as const),
  ...["url", "sourceUrl", "path", "filePath", "documentPath", "pathPrefix"].map((name) => [name, LOCATION] as const),
]);

/** Input fields of @neo4j/graphql's filter and update types that hold a value of the field around them. */
const OPERATORS = new Set(["eq", "in", "contains", "startsWith", "endsWith", "includes", "set", "push", "gt", "gte", "lt", "lte", "matches"]);

/** The field a value belongs to: `memories.where.content.contains` belongs to content, `recall.tags[2]` to tags. */
export function owningField(path: string): string {
  const names = path.replace(/\[\d+\]/g, "").split(".");
  return names.slice(1).reverse().find((name) => !OPERATORS.has(name)) ?? names[names.length - 1]!;
}

/** The length limit of a string or ID value at this path. */
export function stringBound(path: string): StringBound {
  return FIELD_BOUNDS.get(owningField(path)) ?? NAME;
}

const count = (n: number) => n.toLocaleString("en");

function checkString(argument: ArgumentValue, value: string): EngramError | null {
  const { limit, kind } = stringBound(argument.path);
  if (value.length <= limit) return null;
  return badInput(argument.path, `must be at most ${count(limit)} characters, the limit for ${kind} (got ${count(value.length)})`);
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
