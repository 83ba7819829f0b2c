import {
  astFromValue,
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
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
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

/** A field the operation selects, with its arguments as the resolver will receive them. */
export interface SelectedField {
  field: GraphQLField<unknown, unknown>;
  parentType: GraphQLNamedType;
  node: FieldNode;
  values: Record<string, unknown>;
}

/**
 * Calls `map` for every field with arguments that the operation selects (fragments included), with
 * variables substituted and defaults applied. Where `map` returns other values, the document returned
 * carries them as literals in place of that field's arguments; otherwise the same document comes back.
 * Arguments whose variables do not coerce are left to execution, which reports them.
 */
export function mapFieldArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
  map: (selected: SelectedField) => Record<string, unknown> | undefined,
): DocumentNode {
  const operation = operationOf(document, operationName);
  if (!operation) return document;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return document;
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field(node) {
        const field = typeInfo.getFieldDef();
        const parentType = typeInfo.getParentType();
        if (!field || !parentType || !node.arguments?.length) return undefined;
        let values: Record<string, unknown>;
        try {
          values = getArgumentValues(field, node, coerced.coerced);
        } catch {
          return undefined;
        }
        const mapped = map({ field, parentType: getNamedType(parentType), node, values });
        if (mapped === undefined || mapped === values) return undefined;
        const args = field.args.flatMap((argument): ArgumentNode[] => {
          const value = argument.name in mapped ? astFromValue(mapped[argument.name], argument.type) : null;
          return value ? [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: argument.name }, value }] : [];
        });
        return { ...node, arguments: args };
      },
    }),
  );
}

/**
 * Calls the visitor for every argument of every field the operation selects, and for every value
 * nested in it, before execution.
 */
export function visitArgumentValues(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
  visitor: (argument: ArgumentValue) => void,
): void {
  mapFieldArguments(schema, document, rawVariables, operationName, ({ field, parentType, node, values }) => {
    for (const argument of field.args) {
      if (!(argument.name in values)) continue;
      const path = `${node.alias?.value ?? node.name.value}.${argument.name}`;
      visitValue(values[argument.name], argument.type, { path, field, parentType }, visitor);
    }
    return undefined;
  });
}
