import { isInt } from "neo4j-driver";
import { EngramError } from "../errors.js";
import { count, fieldBound, lengthViolation, MAX_LIST_ITEMS, MAX_LOCATION_LENGTH, MAX_NAME_LENGTH, type StringBound } from "../input-limits.js";
import { domainsOf, issueKey, issueLabels, issueNodeId, projectToken } from "../memory/issue-keys.js";
import { MEMORY_TYPES } from "../memory/types.js";
import { checkMemoryFields, type MemoryFields } from "../memory/validation.js";
import type { NodeKind } from "./graph.js";
import type { NodeRow } from "./records.js";
import { FormatError, type DecodedProperties, type TemporalType } from "./values.js";

/**
 * What import holds the nodes the API writes to (memories and their revisions, agent types, projects,
 * issues): each property to the form and the limits the API gives it (src/input-limits.ts, remember's
 * own checks), and no property the API does not write. What Engram derives (a memory's scope fields, an
 * issue's search token) is never taken from the file: scopes.ts derives a memory's, this file an issue's.
 * The other labels are ingested knowledge and feedback, whose values the format's own checks cover.
 */

/** One property of a node of the file: its value, or for a temporal value its type. */
interface Property {
  name: string;
  field: string;
  value: unknown;
  temporal: TemporalType | null;
}

/** Throws, naming the property, when its value is not what Engram stores there. */
type Rule = (property: Property) => void;

const refuse = (property: Property, form: string) => new FormatError(`${property.field} must be ${form}`);

function bounded(property: Property, value: unknown, bound: StringBound): void {
  if (typeof value !== "string") throw refuse(property, "a string");
  const violation = lengthViolation(property.field, value, bound);
  if (violation) throw violation;
}

const text: Rule = (property) => bounded(property, property.value, fieldBound(property.name));

const listOf =
  (bound: (property: Property) => StringBound): Rule =>
  (property) => {
    if (!Array.isArray(property.value)) throw refuse(property, "a list of strings");
    if (property.value.length > MAX_LIST_ITEMS) throw refuse(property, `a list of at most ${count(MAX_LIST_ITEMS)} items (got ${count(property.value.length)})`);
    property.value.forEach((item, index) => bounded({ ...property, field: `${property.field}[${index}]` }, item, bound(property)));
  };

const texts = listOf((property) => fieldBound(property.name));

/** remember stores a reference as path#function or path#class (see codeReferenceKeys). */
const CODE_REFERENCE: StringBound = { limit: MAX_LOCATION_LENGTH + 1 + MAX_NAME_LENGTH, kind: "a path and a symbol" };
const codeReferences = listOf(() => CODE_REFERENCE);

const oneOf =
  (values: readonly string[]): Rule =>
  (property) => {
    if (!values.includes(property.value as string)) throw refuse(property, `one of ${values.join(", ")}`);
  };

/** A number property's value: an integer of the file (a Neo4j integer once read) or a float; null for anything else. */
const numberOf = (value: unknown): number | null => (typeof value === "number" ? value : isInt(value) ? value.toNumber() : null);

function number(property: Property): number {
  const value = numberOf(property.value);
  if (value === null) throw refuse(property, "a number");
  return value;
}

const numeric: Rule = (property) => void number(property);

const countFrom =
  (min: number): Rule =>
  (property) => {
    const value = number(property);
    if (!Number.isInteger(value) || value < min) throw refuse(property, `a whole number of at least ${min} (got ${value})`);
  };

const time: Rule = (property) => {
  if (property.temporal !== "datetime") throw refuse(property, `a date-time, {"$datetime": "ISO 8601"}`);
};

/** Derived from the rest of the file, whatever the file says: accepted, and left out of what is written. */
const derived: Rule = () => undefined;
const flag: Rule = (property) => {
  if (typeof property.value !== "boolean") throw refuse(property, "true or false");
};

function leaveOut(row: DecodedProperties, name: string): void {
  delete row.properties[name];
  row.temporals = row.temporals.filter((temporal) => temporal.name !== name);
}

type Rules = Readonly<Record<string, Rule>>;

interface LabelRules {
  properties: Rules;
  required: readonly string[];
  /** Label-wide checks, and what is derived set from the rest (properties of `row` as written). */
  derive?: (row: DecodedProperties, where: string) => void;
}

const MEMORY_CONTENT: Rules = { title: text, content: text, tags: texts, importance: numeric };

/** A memory's (or revision's) own fields, their forms checked by the rules above. */
const memoryFieldsOf = ({ properties }: DecodedProperties): MemoryFields => ({
  id: properties.id as string | undefined,
  content: properties.content as string,
  sessionId: properties.sessionId as string | undefined,
  importance: numberOf(properties.importance),
  tags: properties.tags as string[] | undefined,
  issues: properties.issues as string[] | undefined,
});

/** remember's own checks (content not blank, importance 1 to 10…), named as the file names the property. */
const checkAsRemember = (row: DecodedProperties, where: string) => checkMemoryFields(memoryFieldsOf(row), (name) => `${where}, property ${name}`);

const MEMORY: LabelRules = {
  properties: {
    ...MEMORY_CONTENT,
    id: text,
    memoryType: oneOf(MEMORY_TYPES),
    sessionId: text,
    codeReferences,
    issues: texts,
    occurredAt: time,
    createdAt: time,
    updatedAt: time,
    accessedAt: time,
    supersededAt: time,
    expiresAt: time,
    // Staleness travels with the memory: what changed in its code or dependencies is still unchecked after a restore.
    stale: flag,
    staleReason: text,
    staleSince: time,
    confirmedAt: time,
    accessCount: countFrom(0),
    occurrences: countFrom(1),
    arrival: countFrom(0),
    dedupeKey: text,
    isGlobal: derived,
    scopeTokens: derived,
    contentHash: derived,
    turnOrder: derived,
  },
  required: ["memoryType", "content"],
  derive: checkAsRemember,
};

const REVISION: LabelRules = { properties: { ...MEMORY_CONTENT, revisedAt: time }, required: ["content"], derive: checkAsRemember };

/** An issue's key in its one form, its id and search token what recordIssue gives that key in that project. */
function deriveIssue(row: DecodedProperties, where: string): void {
  const { project, key, id, labels } = row.properties as { project: string; key: string; id: string; labels?: string[] };
  const canonical = issueKey(key, `${where}, property key`);
  if (canonical !== key) throw new FormatError(`${where}, property key must be an issue key in its one form, ${JSON.stringify(canonical)} (got ${JSON.stringify(key)})`);
  if (id !== issueNodeId(project, key)) {
    throw new FormatError(`${where}, property id must be the id Engram gives issue ${key} of project ${JSON.stringify(project)}, ${issueNodeId(project, key)}`);
  }
  row.properties.projectToken = projectToken(project);
  if (labels) row.properties.domains = domainsOf(issueLabels(labels, `${where}, property labels`));
}

const LABEL_RULES: Readonly<Record<string, LabelRules>> = {
  Memory: MEMORY,
  MemoryRevision: REVISION,
  AgentType: { properties: { id: text, name: text, description: text, createdAt: time }, required: [] },
  Project: { properties: { id: text, name: text, path: text, createdAt: time, lastActive: time }, required: [] },
  Issue: {
    properties: {
      id: text,
      project: text,
      key: text,
      title: text,
      description: text,
      labels: texts,
      state: oneOf(["OPEN", "CLOSED"]),
      outcome: text,
      openedAt: time,
      closedAt: time,
      createdAt: time,
      updatedAt: time,
      projectToken: derived,
      domains: derived,
    },
    required: ["project", "key"],
    derive: deriveIssue,
  },
};

function propertiesOf({ properties, temporals }: DecodedProperties, where: string): Property[] {
  const plain = Object.entries(properties).map(([name, value]) => ({ name, field: `${where}, property ${name}`, value, temporal: null }));
  return [...plain, ...temporals.map(({ name, type }) => ({ name, field: `${where}, property ${name}`, value: undefined, temporal: type }))];
}

function checkProperties(label: string, rules: LabelRules, row: DecodedProperties, where: string): void {
  const properties = propertiesOf(row, where);
  for (const property of properties) {
    const rule = rules.properties[property.name];
    if (!rule) throw new FormatError(`${property.field}: a ${label} has no such property; its properties are ${Object.keys(rules.properties).join(", ")}`);
    rule(property);
    if (rule === derived) leaveOut(row, property.name);
  }
  const missing = rules.required.find((name) => !properties.some((property) => property.name === name));
  if (missing) throw new FormatError(`${where}: a ${label} must have its property ${missing}`);
  rules.derive?.(row, where);
}

/** Holds a node of the file (and what it owns) to the API's rules for its label; derives an issue's search fields. Throws naming the property. */
export function checkNode(kind: NodeKind, row: NodeRow, where: string): void {
  const own = LABEL_RULES[kind.label];
  if (own) checkProperties(kind.label, own, row, where);
  const owned = kind.owned && LABEL_RULES[kind.owned.label];
  if (owned) row.owned.forEach((item, index) => checkProperties(kind.owned!.label, owned, item, `${where}, ${kind.owned!.field}[${index}]`));
}

/** A refusal of a check the API shares (a BAD_USER_INPUT), as import reports any line it cannot take. */
export function isRefusal(error: unknown): error is Error {
  return error instanceof FormatError || (error instanceof EngramError && error.code === "BAD_USER_INPUT");
}
