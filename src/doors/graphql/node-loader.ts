import DataLoader from "dataloader";
import {
  execute,
  Kind,
  print,
  type DocumentNode,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type VariableDefinitionNode,
} from "graphql";
import { EngramError } from "../../errors.js";

const MAX_BATCH = 500;
const IDS_VARIABLE = "engramLoadIds";
const ID_ALIAS = "engramLoadId";

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

const idsVariable: VariableDefinitionNode = {
  kind: Kind.VARIABLE_DEFINITION,
  variable: { kind: Kind.VARIABLE, name: name(IDS_VARIABLE) },
  type: { kind: Kind.LIST_TYPE, type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: name("ID") } } },
};

/**
 * Whether the client's selection on this field asks only for fields among these (and __typename), through
 * fragments too: then a node the service already read and authorised can answer it without another query.
 */
export function selectionWithin(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  const within = (nodes: readonly SelectionNode[]): boolean =>
    nodes.every((node) => {
      if (node.kind === Kind.FIELD) return !node.selectionSet && (node.name.value === "__typename" || fields.has(node.name.value));
      if (node.kind === Kind.INLINE_FRAGMENT) return within(node.selectionSet.selections);
      const fragment = info.fragments[node.name.value];
      return fragment !== undefined && within(fragment.selectionSet.selections);
    });
  return within(selections(info));
}

function selections(info: GraphQLResolveInfo): SelectionNode[] {
  return info.fieldNodes.flatMap((field) => field.selectionSet?.selections ?? []);
}

/** `query ($engramLoadIds: [ID!]) { nodes: memories(where: { id: { in: $engramLoadIds } }) { engramLoadId: id …client selection } }` */
function loadDocument(info: GraphQLResolveInfo, rootField: string, keyField: string): DocumentNode {
  const root: FieldNode = {
    kind: Kind.FIELD,
    alias: name("nodes"),
    name: name(rootField),
    arguments: [
      {
        kind: Kind.ARGUMENT,
        name: name("where"),
        value: {
          kind: Kind.OBJECT,
          fields: [
            {
              kind: Kind.OBJECT_FIELD,
              name: name(keyField),
              value: { kind: Kind.OBJECT, fields: [{ kind: Kind.OBJECT_FIELD, name: name("in"), value: { kind: Kind.VARIABLE, name: name(IDS_VARIABLE) } }] },
            },
          ],
        },
      },
      { kind: Kind.ARGUMENT, name: name("limit"), value: { kind: Kind.INT, value: String(MAX_BATCH) } },
    ],
    selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, alias: name(ID_ALIAS), name: name(keyField) }, ...selections(info)] },
  };
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: "query" as never,
        name: name("EngramLoadNodes"),
        variableDefinitions: [...(info.operation.variableDefinitions ?? []), idsVariable],
        selectionSet: { kind: Kind.SELECTION_SET, selections: [root] },
      },
      ...Object.values(info.fragments),
    ],
  };
}

/** The service found or wrote the node a moment ago, in a transaction of its own: only a concurrent delete makes it vanish. */
function vanished(rootField: string, keyField: string, id: string): EngramError {
  return new EngramError(
    "CONCURRENT_CHANGE",
    `${rootField}: the node with ${keyField} "${id}" was deleted by another request while this one ran (what this request wrote was written before); retry to see the state now`,
  );
}

async function fetchNodes(info: GraphQLResolveInfo, context: object, rootField: string, keyField: string, ids: readonly string[]) {
  const result = await execute({
    schema: info.schema,
    document: loadDocument(info, rootField, keyField),
    contextValue: context,
    variableValues: { ...info.variableValues, [IDS_VARIABLE]: ids },
  });
  if (result.errors?.length) throw result.errors[0];
  const nodes = (result.data?.nodes ?? []) as Array<Record<string, unknown>>;
  const byId = new Map(nodes.map((node) => [node[ID_ALIAS] as string, node]));
  return ids.map((id) => byId.get(id) ?? vanished(rootField, keyField, id));
}

/** Fields of a node as a service read them, inside the caller's scopes, and which fields those are. */
export interface ReadFields {
  fields: ReadonlySet<string>;
  values: Record<string, unknown>;
}

/**
 * A node a service has just read within the caller's scopes: a selection asking only for fields it read
 * is answered from them, without another query; any other selection loads the node (see loadNode).
 */
export function readOrLoad<T>(info: GraphQLResolveInfo, context: object, rootField: string, id: string, read: ReadFields | undefined): T | Promise<T> {
  return read && selectionWithin(info, read.fields) ? (read.values as T) : loadNode<T>(info, context, rootField, id);
}

const loadersByRequest = new WeakMap<object, Map<string, DataLoader<string, unknown>>>();

/**
 * Loads @node objects by id (or another unique key field, such as Documentation's url) through the generated API, with the selection the client asked for, so
 * nested relationships, connections and @authorization apply exactly as on the generated queries.
 * Batched per request and selection: ten recall hits cost one query.
 */
export function loadNode<T>(info: GraphQLResolveInfo, context: object, rootField: string, id: string, keyField = "id"): Promise<T> {
  const perRequest = loadersByRequest.get(context) ?? new Map<string, DataLoader<string, unknown>>();
  loadersByRequest.set(context, perRequest);
  const key = `${rootField}.${keyField}:${info.fieldNodes.map((field) => print(field)).join("")}`;
  let loader = perRequest.get(key);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => fetchNodes(info, context, rootField, keyField, ids), { maxBatchSize: MAX_BATCH });
    perRequest.set(key, loader);
  }
  return loader.load(id) as Promise<T>;
}
