import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Principal } from "../../auth/principal.js";
import { isScoped, visibleWhere, type Where } from "../../auth/policy.js";
import { forbidden } from "../../errors.js";
import { toGraphQLError } from "./engram-error.js";
import type { EngramContext } from "./context.js";
import { mapFieldArguments } from "./argument-values.js";

/** A `where` input that follows a relationship: `memories: { some: … }` or `memoriesConnection: { some: { node: … } }`. */
interface RelationshipFilter {
  target: string;
  connection: boolean;
}

const QUANTIFIERS = ["all", "none", "single", "some"] as const;

/** The generated schema's relationship filter inputs, found by their shape, with the node type each reaches. */
export function relationshipFilters(schema: GraphQLSchema): Map<string, RelationshipFilter> {
  const filters = new Map<string, RelationshipFilter>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type)) continue;
    const fields = type.getFields();
    if (!QUANTIFIERS.every((quantifier) => quantifier in fields)) continue;
    const some = getNamedType(fields.some!.type);
    const nodeWhere = isInputObjectType(some) && some.getFields().node ? getNamedType(some.getFields().node!.type) : some;
    const target = nodeWhere.name.replace(/Where$/, "");
    if (nodeWhere.name.endsWith("Where") && isObjectType(schema.getType(target))) {
      filters.set(type.name, { target, connection: nodeWhere !== some });
    }
  }
  return filters;
}

/**
 * A scoped key's filters see only what the key may see: every relationship quantifier is narrowed to
 * the target's visible nodes (`some`, `single`, `none` among them; `all` of them), and counting related
 * nodes (`aggregate`), which would count hidden ones, is refused. Returns the value itself when unchanged.
 */
export function restrictValue(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  principal: Principal,
  filters: Map<string, RelationshipFilter>,
): unknown {
  if (value === null || value === undefined || typeof value !== "object") return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = value as unknown[];
    const restricted = items.map((item, index) => restrictValue(item, nullable.ofType as GraphQLInputType, `${path}[${index}]`, principal, filters));
    return restricted.some((item, index) => item !== items[index]) ? restricted : value;
  }
  if (!isInputObjectType(nullable)) return value;
  const fields = nullable.getFields();
  const input = value as Record<string, unknown>;
  const relationship = filters.get(nullable.name);
  const visible = relationship ? visibleWhere(relationship.target, principal) : null;
  let changed = false;
  const output: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(input)) {
    const field = fields[name];
    let restricted = field ? restrictValue(inner, field.type, `${path}.${name}`, principal, filters) : inner;
    if (visible && inner !== null) {
      if (name === "aggregate") {
        throw toGraphQLError(
          forbidden(`${path}.aggregate counts related ${relationship!.target} nodes, which this API key cannot all see; filter with some, all, none or single instead`),
        );
      }
      const scope: Where = relationship!.connection ? { node: visible } : visible;
      restricted = name === "all" ? { OR: [restricted, { NOT: scope }] } : { AND: [restricted, scope] };
    }
    changed ||= restricted !== inner;
    output[name] = restricted;
  }
  return changed ? output : value;
}

/** The operation with every relationship filter narrowed to what the key may see (the same document for unscoped keys). */
export function restrictRelationshipFilters(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null | undefined,
  principal: Principal,
  filters: Map<string, RelationshipFilter>,
): DocumentNode {
  if (!isScoped(principal)) return document;
  return mapFieldArguments(schema, document, variables, operationName, ({ field, node, values }) => {
    let changed = false;
    const restricted = Object.fromEntries(
      field.args.filter((argument) => argument.name in values).map((argument) => {
        const value = values[argument.name];
        const narrowed = restrictValue(value, argument.type, `${node.alias?.value ?? node.name.value}.${argument.name}`, principal, filters);
        changed ||= narrowed !== value;
        return [argument.name, narrowed];
      }),
    );
    return changed ? restricted : undefined;
  });
}

/**
 * @neo4j/graphql authorizes the nodes a query returns, not the related nodes its filters look at:
 * `projects(where: { memories: { some: { content: { contains: "x" } } } })` would tell a scoped key
 * whether a memory it cannot see says "x". This narrows those filters before execution.
 */
export function scopedFiltersPlugin(schema: GraphQLSchema): Plugin<EngramContext> {
  const filters = relationshipFilters(schema);
  return {
    onExecute({ args, setExecuteFn, executeFn }) {
      const principal = (args.contextValue as EngramContext).principal;
      const document = restrictRelationshipFilters(args.schema, args.document, args.variableValues ?? undefined, args.operationName, principal, filters);
      if (document !== args.document) setExecuteFn((execution) => executeFn({ ...execution, document }));
    },
  };
}
