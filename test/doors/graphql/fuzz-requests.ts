import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from "graphql";

/** What a request puts where the class applies; NORMAL requests are valid in form throughout. */
export const VALUE_CLASSES = [
  "NORMAL",
  "WRONG_TYPE",
  "NULL",
  "NEGATIVE",
  "HUGE_NUMBER",
  "EMPTY_STRING",
  "HUGE_STRING",
  "SPECIALS",
  "EMPTY_LIST",
  "LONG_LIST",
] as const;
export type ValueClass = (typeof VALUE_CLASSES)[number];

/** Lucene and Cypher syntax, quotes, a NUL, emoji and right-to-left text. */
// no English words: a search must not find (and count a read of) other tests' documents
export const SPECIALS = ['"', "\\", "AND(", "~", "*", "{", "'", "`", "\u0000", "😀🎉", "\u202E", "مرحبا بالعالم", "') //", "$", "*:*"];
export const HUGE_STRING_LENGTH = 100_001;
export const LONG_LIST_LENGTH = 1_001;

/** mulberry32: small, fast and deterministic, so that a seed reproduces a run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  operation: "query" | "mutation";
  field: string;
  valueClass: ValueClass;
  /** Every string this request generated starts with it (empty strings aside). */
  marker: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface GeneratorOptions {
  random: () => number;
  /**
   * Every marker starts with it. Every where-filter is held to nodes whose key starts with it: mutations
   * change this run's nodes only, and queries seek them by index instead of reading every node.
   */
  runPrefix: string;
  /** Ids that exist, by the name of the argument or field that takes them (agentType, patternId…). */
  pools: ReadonlyMap<string, readonly string[]>;
}

const MAX_DEPTH = 3;
const DATE_TIME = "2024-05-06T07:08:09Z";

interface Generation {
  options: GeneratorOptions;
  valueClass: ValueClass;
  marker: string;
  /** Strings made so far, to tell them apart. */
  strings: number;
  /** Set once a value of the class was put somewhere: a request without one is not sent. */
  applied: boolean;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function normalString(name: string, g: Generation): string {
  const pooled = g.options.pools.get(name);
  if (pooled?.length && g.options.random() < 0.6) return pick(g.options.random, pooled);
  if (/url$/i.test(name)) return `https://docs.example.dev/${g.marker}`;
  if (/version|deprecatedIn|versionIntroduced/i.test(name)) return `1.2.0-${g.marker}`;
  if (/domain/i.test(name)) return `${g.marker}.example.com`;
  // no English words either: the marker and a counter
  return `${g.marker}-k${(g.strings++).toString(36)}`;
}

function normalInt(name: string, random: () => number): number {
  if (/^(limit|first)$/.test(name)) return 1 + Math.floor(random() * 5);
  if (/^offset$/.test(name)) return Math.floor(random() * 3);
  if (/quality|importance|depth/i.test(name)) return 1 + Math.floor(random() * 3);
  return 1 + Math.floor(random() * 10);
}

function badLeaf(typeName: string, g: Generation, isEnum: boolean): { value: unknown } | null {
  const { random } = g.options;
  const text = typeName === "String" || typeName === "ID";
  const number = typeName === "Int" || typeName === "Float";
  switch (g.valueClass) {
    case "WRONG_TYPE":
      if (isEnum) return { value: "NOT_A_VALUE" };
      if (typeName === "ID") return { value: true };
      if (typeName === "String") return { value: 12345 };
      if (typeName === "DateTime") return { value: `not-a-date-${g.marker}` };
      if (typeName === "Int") return { value: pick(random, ["x", 1.5, 2 ** 40]) };
      return { value: "x" };
    case "NEGATIVE":
      return number ? { value: typeName === "Int" ? pick(random, [-1, -2147483648]) : pick(random, [-0.5, -1e308]) } : null;
    case "HUGE_NUMBER":
      return number ? { value: typeName === "Int" ? 2147483647 : 1e308 } : null;
    case "EMPTY_STRING":
      return text ? { value: "" } : null;
    case "HUGE_STRING":
      return text ? { value: `${g.marker}${"x".repeat(HUGE_STRING_LENGTH)}` } : null;
    case "SPECIALS":
      return text ? { value: `${g.marker} ${random() < 0.5 ? SPECIALS.join(" ") : pick(random, SPECIALS)}` } : null;
    default:
      return null;
  }
}

function normalLeaf(typeName: string, name: string, g: Generation, values: readonly string[] | null): unknown {
  const { random } = g.options;
  if (values) return pick(random, values);
  switch (typeName) {
    case "String":
    case "ID":
      return normalString(name, g);
    case "Int":
      return normalInt(name, random);
    case "Float":
      return /score/i.test(name) ? 50 : 0.5;
    case "Boolean":
      return random() < 0.5;
    case "DateTime":
      return DATE_TIME;
    default:
      return normalString(name, g);
  }
}

/** A filter held to this run's nodes: on the type's id (or first string key), or on its node's. */
function guardFilter(type: GraphQLInputObjectType, prefix: string): Record<string, unknown> | null {
  const fields = type.getFields();
  const key = fields.id ? "id" : Object.keys(fields).find((name) => /^(ID|String)ScalarFilters$/.test(getNamedType(fields[name]!.type).name));
  if (key) return { [key]: { startsWith: prefix } };
  const node = fields.node && getNamedType(fields.node.type);
  if (node && isInputObjectType(node)) {
    const inner = guardFilter(node, prefix);
    return inner && { node: inner };
  }
  return null;
}

/** Operators of one property (`{ eq, in }`, `{ set }`): they belong to the property as much as a plain value. */
const PROPERTY_OPERATORS = /(Scalar|List\w*)(Filters|Mutations)$/;

/**
 * How often an optional field is sent. A targeted object sends its plain values (so that the class finds
 * what it applies to) and some of its operators; nested objects (AND, OR, relationships, nested creates)
 * come now and then only: each is a subquery, and every request is a new query for Neo4j to plan.
 */
function fieldChance(type: GraphQLInputType, parent: GraphQLInputObjectType, targeted: boolean): number {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (PROPERTY_OPERATORS.test(named.name)) return targeted ? 0.2 : 0.1;
    return targeted ? 0.1 : 0.05;
  }
  if (PROPERTY_OPERATORS.test(parent.name)) return targeted ? 0.5 : 0.3;
  return targeted ? 1 : 0.3;
}

interface Position {
  name: string;
  depth: number;
  /** The class applies here and below. */
  targeted: boolean;
  /** Inside a where already held to this run's nodes. */
  guarded: boolean;
}

function inputObjectValue(type: GraphQLInputObjectType, at: Position, g: Generation): unknown {
  const { random } = g.options;
  const value: Record<string, unknown> = {};
  const guard = !at.guarded && type.name.endsWith("Where") && "AND" in type.getFields() ? guardFilter(type, g.options.runPrefix) : null;
  for (const field of Object.values(type.getFields())) {
    // a connect, disconnect or delete without a where acts on every node it can reach
    const required = (isNonNullType(field.type) && field.defaultValue === undefined) || field.name === "where";
    const chance = at.depth >= MAX_DEPTH ? 0 : fieldChance(field.type, type, at.targeted);
    if (!required && random() >= chance) continue;
    value[field.name] = valueFor(field.type, { name: field.name, depth: at.depth + 1, targeted: at.targeted, guarded: at.guarded || guard !== null }, g);
  }
  return guard ? { AND: [value, guard] } : value;
}

/** A value of the type for the position: of the class where targeted, valid in form elsewhere. */
export function valueFor(type: GraphQLInputType, at: Position, g: Generation): unknown {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  // a null where would select every node, whatever the server makes of it: never sent
  const nullHere = isLeafType(inner) || isListType(inner) || (at.name !== "where" && g.options.random() < 0.3);
  if (at.targeted && g.valueClass === "NULL" && nullable && nullHere) {
    g.applied = true;
    return null;
  }
  if (isListType(inner)) {
    const item = inner.ofType as GraphQLInputType;
    if (at.targeted && g.valueClass === "EMPTY_LIST") {
      g.applied = true;
      return [];
    }
    if (at.targeted && g.valueClass === "LONG_LIST") {
      g.applied = true;
      const one = valueFor(item, { ...at, targeted: false }, g);
      return Array.from({ length: LONG_LIST_LENGTH }, () => one);
    }
    const length = 1 + Math.floor(g.options.random() * 2);
    return Array.from({ length }, () => valueFor(item, at, g));
  }
  if (isInputObjectType(inner)) {
    if (at.targeted && g.valueClass === "WRONG_TYPE" && g.options.random() < 0.3) {
      g.applied = true;
      return `${g.marker}-not-an-object`;
    }
    return inputObjectValue(inner, at, g);
  }
  const named = getNamedType(inner);
  const values = isEnumType(named) ? named.getValues().map((v) => v.name) : null;
  if (at.targeted) {
    const bad = badLeaf(named.name, g, values !== null);
    if (bad) {
      g.applied = true;
      return bad.value;
    }
  }
  return normalLeaf(named.name, at.name, g, values);
}

/** A few scalar fields (id first) and those of the first two object fields: enough for the resolvers to run. */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const scalars = fields.filter((field) => isLeafType(getNamedType(field.type)));
  const chosen = [...scalars.filter((field) => field.name === "id"), ...scalars.filter((field) => field.name !== "id")].slice(0, 3).map((field) => field.name);
  const objects = depth >= 1 ? [] : fields.filter((field) => isObjectType(getNamedType(field.type))).slice(0, 2);
  const nested = objects.map((field) => `${field.name} ${selectionFor(field.type, depth + 1)}`);
  return `{ __typename ${[...chosen, ...nested].join(" ")} }`;
}

/** Mutations that change every node a where selects: never without one, so that they change this run's nodes only. */
const WHERE_REQUIRED = /^(update|delete)[A-Z]/;

/**
 * A request for the field with the class's values in every argument ("all") or in one ("one"); null
 * when the class has nothing to apply to. `fixed` arguments are sent as given, never of the class.
 */
export function fuzzRequest(
  operation: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
  valueClass: ValueClass,
  targets: "all" | "one",
  marker: string,
  options: GeneratorOptions,
  fixed: Readonly<Record<string, unknown>> = {},
): FuzzRequest | null {
  const g: Generation = { options, valueClass, marker, strings: 0, applied: false };
  const free = field.args.filter((arg) => !(arg.name in fixed));
  const targetArg = targets === "one" && free.length > 0 ? pick(options.random, free).name : null;
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const uses: string[] = [];
  for (const arg of field.args) {
    const targeted = valueClass !== "NORMAL" && !(arg.name in fixed) && (targetArg === null || targetArg === arg.name);
    const whereRequired = arg.name === "where" && WHERE_REQUIRED.test(field.name);
    const required = (isNonNullType(arg.type) && arg.defaultValue === undefined) || whereRequired || arg.name in fixed;
    if (!required && !targeted && options.random() < 0.5) continue;
    const type = getNamedType(arg.type);
    const at = { name: arg.name, depth: 0, targeted, guarded: false };
    if (arg.name in fixed) variables[arg.name] = fixed[arg.name];
    // always an object, so always held to this run's nodes
    else if (whereRequired && isInputObjectType(type)) variables[arg.name] = inputObjectValue(type, at, g);
    else variables[arg.name] = valueFor(arg.type, at, g);
    definitions.push(`$${arg.name}: ${String(arg.type)}`);
    uses.push(`${arg.name}: $${arg.name}`);
  }
  if (valueClass !== "NORMAL" && !g.applied) return null;
  const head = definitions.length ? `(${definitions.join(", ")})` : "";
  const args = uses.length ? `(${uses.join(", ")})` : "";
  return { operation, field: field.name, valueClass, marker, query: `${operation} Fuzz${head} { ${field.name}${args} ${selectionFor(field.type)} }`, variables };
}

/**
 * The classes a request for the field can always carry: those of its arguments' own values and of the
 * plain values (and lists of them) of their input objects, which a targeted object always sends.
 * `fixed` arguments aside.
 */
export function applicableClasses(field: GraphQLField<unknown, unknown>, fixed: Readonly<Record<string, unknown>> = {}): Set<ValueClass> {
  const classes = new Set<ValueClass>(["NORMAL"]);
  const visit = (type: GraphQLInputType, depth: number) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    const named = getNamedType(inner);
    if (isInputObjectType(named) && depth > 0) return;
    if (!isNonNullType(type) && !isInputObjectType(inner)) classes.add("NULL");
    if (isListType(inner)) classes.add("EMPTY_LIST").add("LONG_LIST");
    if (isInputObjectType(named)) Object.values(named.getFields()).forEach((field) => visit(field.type, depth + 1));
    else if (named.name === "Int" || named.name === "Float") classes.add("NEGATIVE").add("HUGE_NUMBER");
    else if (named.name === "String" || named.name === "ID") classes.add("EMPTY_STRING").add("HUGE_STRING").add("SPECIALS");
  };
  const free = field.args.filter((arg) => !(arg.name in fixed));
  if (free.length > 0) classes.add("WRONG_TYPE");
  free.forEach((arg) => visit(arg.type, 0));
  return classes;
}
