import { getNamedType, getNullableType, GraphQLError, isInputObjectType, isNonNullType, isObjectType, Kind, type GraphQLSchema } from "graphql";
import type { ArgumentValue } from "./argument-values.js";
import { badInput, type EngramError } from "../../errors.js";
import { toGraphQLError } from "./engram-error.js";

/*
 * Inputs of @neo4j/graphql's generated API (v7) that its schema accepts but its translation or its
 * Cypher refuses with an internal error. The ones visible in the request are checked before execution
 * (generatedInputViolation); the ones that depend on stored data, and fulltext phrases Lucene cannot
 * parse, are told apart from other errors afterwards (generatedInputError).
 */

/** Update operators of one property: `{ set }`, `{ add }`, `{ push }`… */
const OPERATORS_INPUT = /ScalarMutations$|^List\w+Mutations$/;
/** A relationship field of a create input: `{ connect, create }`. */
const CREATE_RELATIONSHIP_INPUT = /(?<!Connect|Create|Update|Delete|Disconnect)FieldInput$/;
const UPDATE_RELATIONSHIP_INPUT = /UpdateFieldInput$/;

function isRequiredProperty(schema: GraphQLSchema, updateInput: string, property: string): boolean {
  const node = schema.getType(updateInput.replace(/UpdateInput$/, ""));
  return isObjectType(node) && isNonNullType(node.getFields()[property]?.type);
}

function operatorsViolation(argument: ArgumentValue, value: Record<string, unknown>, schema: GraphQLSchema): EngramError | null {
  const operators = Object.keys(value);
  if (operators.length > 1) return badInput(argument.path, `takes one operator at a time, such as set or add (got ${operators.join(", ")})`);
  const operator = operators[0];
  if (operator === undefined) return null;
  const operand = value[operator];
  const at = `${argument.path}.${operator}`;
  if (operator === "divide" && operand === 0) return badInput(at, "must not be 0");
  if (operand !== null) return null;
  if (operator !== "set") return badInput(at, "must not be null");
  const { inputObject, inputField } = argument;
  if (inputObject && inputField && isRequiredProperty(schema, inputObject.name, inputField)) {
    return badInput(at, `must not be null: ${inputObject.name.replace(/UpdateInput$/, "")}.${inputField} is required`);
  }
  return null;
}

/** The first rule of the generated API this value breaks, or null. */
export function generatedInputViolation(argument: ArgumentValue, schema: GraphQLSchema): EngramError | null {
  const { value, inputObject, inputField } = argument;
  const typeName = getNamedType(argument.type).name;
  // filters, operators and relationship inputs all fail on a null in place of an object
  if (value === null && inputObject && isInputObjectType(getNullableType(argument.type))) {
    return badInput(argument.path, `must not be null (leave ${inputField} out instead)`);
  }
  if (OPERATORS_INPUT.test(typeName) && value !== null && typeof value === "object") {
    return operatorsViolation(argument, value as Record<string, unknown>, schema);
  }
  if (inputObject?.name.endsWith("CreateInput") && CREATE_RELATIONSHIP_INPUT.test(typeName)) {
    const operations = Object.values(value as Record<string, unknown>).filter((operation) => operation != null);
    if (operations.length === 0) return badInput(argument.path, `must hold create or connect (leave ${inputField} out to create no relationship)`);
  }
  if (inputObject?.name.endsWith("UpdateInput") && UPDATE_RELATIONSHIP_INPUT.test(typeName) && value === null) {
    return badInput(argument.path, `must not be null (leave ${inputField} out to keep its relationships as they are)`);
  }
  return null;
}

interface KnownRefusal {
  cause: RegExp;
  argument: string;
  problem: (cause: RegExpExecArray) => string;
}

/** Generated *Fulltext queries give `phrase` to Lucene as written, so Lucene's refusals of it are the client's to fix. */
const PHRASE_REFUSALS: readonly KnownRefusal[] = [
  // @neo4j/graphql's own refusal of an empty phrase
  { cause: /^Invalid phrase$/, argument: "phrase", problem: () => "must hold the words to search for, in Lucene query syntax" },
  {
    cause: /org\.apache\.lucene\.queryparser\.classic\.(ParseException|TokenMgrError)/,
    argument: "phrase",
    problem: () =>
      'must be Lucene query syntax, e.g. readFile OR "read a file": put words in double quotes, or escape + - && || ! ( ) { } [ ] ^ " ~ * ? : \\ / with a backslash',
  },
  {
    cause: /TooManyClauses/,
    argument: "phrase",
    problem: () => "holds more terms than one Lucene query takes (1,024, counting each term once per field the index covers): use fewer words",
  },
];

/** Update operators check the stored value in Cypher (apoc.util.validate) and fail the whole mutation. */
const UPDATE_REFUSALS: readonly KnownRefusal[] = [
  {
    cause: /RuntimeException: Cannot (\w+) \S+ to Nan/,
    argument: "update",
    problem: ([, operator]) => `uses ${operator} on a number that has no value yet: set it first`,
  },
  {
    cause: /RuntimeException: Overflow: Value returned from operator (\w+) is larger than (\d+) bit/,
    argument: "update",
    problem: ([, operator, bits]) => `uses ${operator} with a result larger than a ${bits}-bit number holds`,
  },
  {
    cause: /RuntimeException: Property (\w+) cannot be NULL/,
    argument: "update",
    problem: ([, property]) => `pushes to or pops from ${property}, which has no list yet: set it first`,
  },
];

/** A located error from a generated query or mutation that the client caused, as BAD_USER_INPUT; undefined for any other. */
export function generatedInputError(error: unknown): GraphQLError | undefined {
  if (!(error instanceof GraphQLError) || !(error.originalError instanceof Error)) return undefined;
  const fieldNode = error.nodes?.[0];
  if (fieldNode?.kind !== Kind.FIELD) return undefined;
  const known = fieldNode.name.value.endsWith("Fulltext") ? PHRASE_REFUSALS : /^update[A-Z]/.test(fieldNode.name.value) ? UPDATE_REFUSALS : [];
  for (const refusal of known) {
    const cause = refusal.cause.exec(error.originalError.message);
    if (!cause) continue;
    const field = `${fieldNode.alias?.value ?? fieldNode.name.value}.${refusal.argument}`;
    return toGraphQLError(badInput(field, refusal.problem(cause)), error);
  }
  return undefined;
}
