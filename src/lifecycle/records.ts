import { endpointKeys, NODE_KINDS, relationshipKindOf, type NodeKind, type RelationshipKind } from "./graph.js";
import { decodeProperties, FormatError, shown, type DecodedProperties, type JsonValue } from "./values.js";

/**
 * The export file: JSON Lines. A header, then one record per line (nodes before the relationships
 * between them), then an end record counting the records, so that a file cut short is told apart.
 *
 *   {"kind":"header","format":"engram-export","version":1,"engramVersion":"0.1.0","exportedAt":"…"}
 *   {"kind":"node","label":"Memory","properties":{"id":"…","createdAt":{"$datetime":"…"},…},"revisions":[{…}]}
 *   {"kind":"relationship","type":"HAS_MEMORY","from":{"label":"AgentType","id":"…"},"to":{"label":"Memory","id":"…"}}
 *   {"kind":"end","records":1234}
 */
export const EXPORT_FORMAT = "engram-export";
export const EXPORT_VERSION = 1;

export type Endpoint = { label: string } & Record<string, string>;

export interface NodeRecord {
  kind: "node";
  label: string;
  properties: Record<string, JsonValue>;
  revisions?: Record<string, JsonValue>[];
  changes?: Record<string, JsonValue>[];
  /** ExternalDoc only: the page's full text, or null when the content store has none. */
  content?: string | null;
}

export interface RelationshipRecord {
  kind: "relationship";
  type: string;
  from: Endpoint;
  to: Endpoint;
  properties?: Record<string, JsonValue>;
}

/** Adds to a summary's count per label or type. */
export function addCount(counts: Record<string, number>, name: string, by = 1): void {
  counts[name] = (counts[name] ?? 0) + by;
}

export function headerLine(engramVersion: string, exportedAt: Date): string {
  return JSON.stringify({ kind: "header", format: EXPORT_FORMAT, version: EXPORT_VERSION, engramVersion, exportedAt: exportedAt.toISOString() });
}

export function endLine(records: number): string {
  return JSON.stringify({ kind: "end", records });
}

/** A node ready for its kind's write query. */
export interface NodeRow extends DecodedProperties {
  key: string;
  owned: DecodedProperties[];
}

/** A relationship ready for its kind's write query; `line` tells which ones found both ends. */
export interface RelationshipRow extends DecodedProperties {
  line: number;
  from: Record<string, string>;
  to: Record<string, string>;
}

export type ParsedRecord =
  | { kind: "header"; format: unknown; version: unknown }
  | { kind: "node"; nodeKind: NodeKind; row: NodeRow; content: string | null | undefined }
  | { kind: "relationship"; relationshipKind: RelationshipKind; row: RelationshipRow }
  | { kind: "end"; records: unknown };

const RECORD_KINDS = "header, node, relationship or end";
/** The deepest the format nests objects and lists: a list of tagged floats in a memory's revision (record, revisions, revision, list, tag). */
export const MAX_DEPTH = 5;

/** Whether a value nests objects and lists deeper than depth; it looks no deeper, so a hostile line cannot exhaust the stack. */
function deeperThan(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== "object") return false;
  return depth === 0 || Object.values(value).some((inner) => deeperThan(inner, depth - 1));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function parseOwned(nodeKind: NodeKind, record: Record<string, unknown>, where: string): DecodedProperties[] {
  const field = nodeKind.owned?.field;
  const items = field === undefined ? undefined : record[field];
  if (items === undefined) return [];
  if (!Array.isArray(items)) throw new FormatError(`"${field}" must be a list of property objects`);
  return items.map((item, index) => decodeProperties(item, `${where}, ${field}[${index}]`));
}

function parseContent(nodeKind: NodeKind, record: Record<string, unknown>): string | null | undefined {
  if (!nodeKind.withContent) return undefined;
  const content = record.content;
  if (content !== undefined && content !== null && typeof content !== "string") throw new FormatError(`"content" must be the page's text, or null`);
  return content;
}

function parseNode(record: Record<string, unknown>): ParsedRecord {
  const nodeKind = NODE_KINDS.find((kind) => kind.label === record.label);
  if (!nodeKind) throw new FormatError(`unknown node label ${shown(record.label)}; accepted: ${NODE_KINDS.map((kind) => kind.label).join(", ")}`);
  const where = nodeKind.label;
  const decoded = decodeProperties(record.properties, where);
  const key = decoded.properties[nodeKind.key];
  if (typeof key !== "string" || key.trim() === "") throw new FormatError(`${where}: properties.${nodeKind.key}, its key, must be a string, not empty`);
  return { kind: "node", nodeKind, row: { key, ...decoded, owned: parseOwned(nodeKind, record, `${where} ${key}`) }, content: parseContent(nodeKind, record) };
}

function parseEndpoint(value: unknown, side: "from" | "to"): { label: string; keys: Record<string, string> } {
  if (!isObject(value) || typeof value.label !== "string") throw new FormatError(`"${side}" must be an object with the node's label and key`);
  const names = endpointKeys(value.label);
  if (!names) throw new FormatError(`${side}.label ${shown(value.label)} is not a label a relationship can name`);
  const keys: Record<string, string> = {};
  for (const name of names) {
    const key = value[name];
    if (typeof key !== "string") throw new FormatError(`${side}.${name} must be a string (a ${value.label} is named by ${names.join(" and ")})`);
    keys[name] = key;
  }
  return { label: value.label, keys };
}

function parseRelationship(record: Record<string, unknown>, line: number): ParsedRecord {
  const from = parseEndpoint(record.from, "from");
  const to = parseEndpoint(record.to, "to");
  const relationshipKind = typeof record.type === "string" ? relationshipKindOf(record.type, from.label, to.label) : undefined;
  if (!relationshipKind) throw new FormatError(`unknown relationship (:${from.label})-[:${shown(record.type)}]->(:${to.label})`);
  const decoded = decodeProperties(record.properties ?? {}, `${relationshipKind.type}`);
  return { kind: "relationship", relationshipKind, row: { line, from: from.keys, to: to.keys, ...decoded } };
}

/** One line of the file, checked; throws FormatError saying what is wrong with it. */
export function parseRecord(text: string, line: number): ParsedRecord {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    throw new FormatError(`not JSON (${(error as Error).message})`);
  }
  if (!isObject(record)) throw new FormatError(`a record must be a JSON object with a "kind" (${RECORD_KINDS})`);
  if (deeperThan(record, MAX_DEPTH)) throw new FormatError(`a record nests objects and lists more than ${MAX_DEPTH} deep, deeper than the format does`);
  switch (record.kind) {
    case "header":
      return { kind: "header", format: record.format, version: record.version };
    case "node":
      return parseNode(record);
    case "relationship":
      return parseRelationship(record, line);
    case "end":
      return { kind: "end", records: record.records };
    default:
      throw new FormatError(`unknown kind ${shown(record.kind)}; accepted: ${RECORD_KINDS}`);
  }
}
