import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";

/** One argument, or one value inside an argument, as the field will receive it. */
export interface ArgumentValue {
  value: unknown;
  type: GraphQLInputType;
  /** Where it sits, e.g. `memories.where.projects.some.id` or `remember.input.tags[2]`. */
  path: string;
  /** The field whose argument it is, and the type that declares that field. */
  field: GraphQLField<unknown, unknown>;
  parentType: GraphQLNamedType;
  /** Set for a value inside an input object: that object's type and the value's field name in it. */
  inputObject?: GraphQLInputObjectType;
  inputField?: string;
}

function visitValue(
  value: unknown,
  type: GraphQLInputType,
  at: Omit<ArgumentValue, "value" | "type">,
  visitor: (argument: ArgumentValue) => void,
): void {
  visitor({ ...at, value, type });
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable) && Array.isArray(value)) {
    value.forEach((item, index) => visitValue(item, nullable.ofType as GraphQLInputType, { ...at, path: `${at.path}[${index}]` }, visitor));
    return;
  }
  if (!isInputObjectType(nullable) || typeof value !== "object") return;
  const fields = nullable.getFields();
  for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
    const field = fields[name];
    if (field) visitValue(fieldValue, field.type, { ...at, path: `${at.path}.${name}`, inputObject: nullable, inputField: name }, visitor);
  }
}

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/**
 * Calls the visitor for every argument of every field the operation selects (fragments included), and
 * for every value nested in it, with variables substituted and defaults applied, before execution.
 * Arguments whose variables do not coerce are left to execution, which reports them.
 */
export function visitArgumentValues(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
  visitor: (argument: ArgumentValue) => void,
): void {
  const operation = operationOf(document, operationName);
  if (!operation) return;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return;
  const typeInfo = new TypeInfo(schema);
  const visitNode = (node: DocumentNode | OperationDefinitionNode) =>
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field(fieldNode) {
          const field = typeInfo.getFieldDef();
          const parentType = typeInfo.getParentType();
          if (!field || !parentType || !fieldNode.arguments?.length) return;
          let values: Record<string, unknown>;
          try {
            values = getArgumentValues(field, fieldNode, coerced.coerced);
          } catch {
            return;
          }
          for (const argument of field.args) {
            if (!(argument.name in values)) continue;
            const path = `${fieldNode.alias?.value ?? fieldNode.name.value}.${argument.name}`;
            visitValue(values[argument.name], argument.type, { path, field, parentType: getNamedType(parentType) }, visitor);
          }
        },
      }),
    );
  visitNode(operation);
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) visitNode({ ...document, definitions: [definition] });
  }
}
