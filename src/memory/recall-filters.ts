/**
 * Recall's filters, stated once: which property of a memory each reads, which argument it takes and how
 * it compares them. From this statement come the Cypher condition every recall query applies
 * (RECALL_FILTERS), the properties an instance's copy of a scope reads for each member, and the check the
 * copy applies in process (see vector-copy.ts), so the two can never disagree on what passes.
 */

/** A memory's properties the filters read, as the copy holds them (instants as epoch milliseconds). */
export interface FilteredProperties {
  memoryType: string | null;
  tags: readonly string[] | null;
  issues: readonly string[] | null;
  /** coalesce(occurredAt, createdAt). */
  happenedAt: number | null;
  superseded: boolean;
  /** Null when it never expires. */
  expiresAt: number | null;
}

/** The filters' arguments, as the copy applies them (instants as Neo4j read them, epoch milliseconds). */
export interface RecallFilters {
  memoryTypes: readonly string[] | null;
  tags: readonly string[] | null;
  issues: readonly string[] | null;
  since: number | null;
  includeSuperseded: boolean;
  now: number;
}

/** Each property as Cypher reads it from a memory `m`; an instant is held by the copy as its epoch milliseconds. */
const PROPERTIES: { [P in keyof FilteredProperties]: { cypher: string; instant?: true } } = {
  memoryType: { cypher: "m.memoryType" },
  tags: { cypher: "m.tags" },
  issues: { cypher: "m.issues" },
  happenedAt: { cypher: "coalesce(m.occurredAt, m.createdAt)", instant: true },
  superseded: { cypher: "m.supersededAt IS NOT NULL" },
  expiresAt: { cypher: "m.expiresAt", instant: true },
};

/** Each argument as Cypher reads it from the query's parameters. */
const ARGUMENTS: { [A in keyof RecallFilters]: string } = {
  memoryTypes: "$memoryTypes",
  tags: "$tags",
  issues: "$issues",
  since: "datetime($since)",
  includeSuperseded: "$includeSuperseded",
  now: "datetime()",
};

type ListArgument = "memoryTypes" | "tags" | "issues";

/** One filter: its Cypher condition, and the same decision on a copied member. */
interface FilterRule {
  cypher: string;
  passes(member: FilteredProperties, filters: RecallFilters): boolean;
}

/** The property is one of the argument's names (any, without the argument). */
function oneOf(property: "memoryType", argument: ListArgument): FilterRule {
  const [value, names] = [PROPERTIES[property].cypher, ARGUMENTS[argument]];
  return {
    cypher: `(${names} IS NULL OR ${value} IN ${names})`,
    passes: (member, filters) => filters[argument] === null || (member[property] !== null && filters[argument]!.includes(member[property]!)),
  };
}

/** The property's names include one of the argument's (any, without the argument). */
function namesAnyOf(property: "tags" | "issues", argument: ListArgument): FilterRule {
  const [values, names] = [PROPERTIES[property].cypher, ARGUMENTS[argument]];
  return {
    cypher: `(${names} IS NULL OR any(name IN ${names} WHERE name IN ${values}))`,
    passes: (member, filters) => {
      const held = member[property];
      return filters[argument] === null || (held !== null && filters[argument]!.some((name) => held.includes(name)));
    },
  };
}

/** The property's instant is at or after the argument's (any, without the argument). */
function notBefore(property: "happenedAt", argument: "since"): FilterRule {
  const [value, bound] = [PROPERTIES[property].cypher, ARGUMENTS[argument]];
  return {
    cypher: `($${argument} IS NULL OR ${value} >= ${bound})`,
    passes: (member, filters) => filters[argument] === null || (member[property] !== null && member[property]! >= filters[argument]!),
  };
}

/** The property's instant, when set, is after the argument's. */
function unsetOrAfter(property: "expiresAt", argument: "now"): FilterRule {
  const [value, bound] = [PROPERTIES[property].cypher, ARGUMENTS[argument]];
  return {
    cypher: `(${value} IS NULL OR ${value} > ${bound})`,
    passes: (member, filters) => member[property] === null || member[property]! > filters[argument],
  };
}

/** The property does not hold, unless the argument lets it. */
function notUnless(property: "superseded", argument: "includeSuperseded"): FilterRule {
  const [value, allowed] = [PROPERTIES[property].cypher, ARGUMENTS[argument]];
  return {
    cypher: `(${allowed} OR NOT (${value}))`,
    passes: (member, filters) => filters[argument] || !member[property],
  };
}

const RULES: readonly FilterRule[] = [
  oneOf("memoryType", "memoryTypes"),
  namesAnyOf("tags", "tags"),
  namesAnyOf("issues", "issues"),
  notBefore("happenedAt", "since"),
  notUnless("superseded", "includeSuperseded"),
  unsetOrAfter("expiresAt", "now"),
];

/** The since argument as Neo4j reads it, in the epoch milliseconds the copy compares (RECALL_COPY_CHECK). */
export const SINCE_MILLIS_CYPHER = `${ARGUMENTS.since}.epochMillis`;

/** The filters as one Cypher condition on a memory `m`. */
export const RECALL_FILTERS = RULES.map((rule) => rule.cypher).join("\n  AND ");

/** Whether a copied member passes the filters, as RECALL_FILTERS decides on the graph. */
export function passesFilters(member: FilteredProperties, filters: RecallFilters): boolean {
  return RULES.every((rule) => rule.passes(member, filters));
}

const FILTERED = Object.keys(PROPERTIES) as Array<keyof FilteredProperties>;

/** The properties the filters read, as a Cypher list in the order filteredProperties reads them (a list rather than a map: cheaper to decode by the hundred). */
export const FILTERED_PROPERTIES_CYPHER = `[${FILTERED.map((name) => (PROPERTIES[name].instant ? `${PROPERTIES[name].cypher}.epochMillis` : PROPERTIES[name].cypher)).join(", ")}]`;

/** The properties read by FILTERED_PROPERTIES_CYPHER. */
export function filteredProperties(values: readonly unknown[]): FilteredProperties {
  const read = Object.fromEntries(FILTERED.map((name, i) => [name, PROPERTIES[name].instant && values[i] !== null ? Number(values[i]) : values[i]]));
  return read as unknown as FilteredProperties;
}
