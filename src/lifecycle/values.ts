import neo4j, { isDate, isDateTime, isDuration, isInt, isLocalDateTime, isLocalTime, isTime } from "neo4j-driver";

/**
 * Property values in an export file. JSON has one kind of number and no dates, so what JSON alone would
 * blur is tagged: a float whose value is whole is {"$float": 2}, a temporal value is {"$datetime": "…"}
 * (or $date, $localdatetime, $time, $localtime, $duration) holding Neo4j's own ISO 8601 text, which the
 * Cypher function of that name reads back to the nanosecond. Every other number is an integer. Numbers
 * are finite: no Engram write stores NaN or Infinity, so a file holding one was not written by export.
 */
export const TEMPORAL_TYPES = ["datetime", "date", "localdatetime", "time", "localtime", "duration"] as const;
export type TemporalType = (typeof TEMPORAL_TYPES)[number];

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A value the export format cannot carry, or a line whose content is not what the format says. */
export class FormatError extends Error {}

const FLOAT_TAG = "$float";
/** Characters of a value an error quotes: enough to recognise it, never a whole page. */
const SHOWN = 80;

/** A value as an error quotes it, cut short. */
export function shown(value: unknown): string {
  const text = typeof value === "number" ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

function temporalTypeOf(value: unknown): TemporalType | null {
  if (isDateTime(value)) return "datetime";
  if (isDate(value)) return "date";
  if (isLocalDateTime(value)) return "localdatetime";
  if (isTime(value)) return "time";
  if (isLocalTime(value)) return "localtime";
  if (isDuration(value)) return "duration";
  return null;
}

function encodeScalar(value: unknown, name: string): JsonValue {
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (isInt(value)) {
    if (!value.inSafeRange()) throw new FormatError(`${name} holds the integer ${value.toString()}, beyond what JSON carries exactly (2^53)`);
    return value.toNumber();
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new FormatError(`${name} holds ${value}, which the export format does not carry (import refuses numbers that are not finite)`);
    return Number.isInteger(value) ? { [FLOAT_TAG]: value } : value;
  }
  throw new FormatError(`${name} holds a value of a type the export format does not carry (${Object.prototype.toString.call(value)})`);
}

/** One property value as it is written to the file; `name` says where it is, for the error. */
export function encodeValue(value: unknown, name: string): JsonValue {
  const temporal = temporalTypeOf(value);
  if (temporal !== null) return { [`$${temporal}`]: String(value) };
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (temporalTypeOf(item) !== null) throw new FormatError(`${name} holds a list of temporal values, which the export format does not carry`);
      return encodeScalar(item, name);
    });
  }
  return encodeScalar(value, name);
}

/** A node's or relationship's properties; null values (a map projection's left-out keys) are dropped. */
export function encodeProperties(properties: Record<string, unknown>, where: string): Record<string, JsonValue> {
  const encoded: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value !== null && value !== undefined) encoded[key] = encodeValue(value, `${where}, property ${key},`);
  }
  return encoded;
}

export interface TemporalProperty {
  name: string;
  type: TemporalType;
  value: string;
}

/** Properties ready for Cypher: plain values in `properties`, temporal ones to be read by Cypher's functions. */
export interface DecodedProperties {
  properties: Record<string, unknown>;
  temporals: TemporalProperty[];
}

const ACCEPTED_VALUES = `strings, booleans, finite numbers, lists of one of them, {"${FLOAT_TAG}": n} or {"$datetime": "ISO 8601"} (or ${TEMPORAL_TYPES.filter((t) => t !== "datetime")
  .map((t) => `$${t}`)
  .join(", ")})`;
const ACCEPTED_NUMBERS = `a JSON number or {"${FLOAT_TAG}": n}, finite (no NaN or Infinity, which no Engram write stores)`;

function tagOf(value: object): { tag: string; inner: unknown } | null {
  const keys = Object.keys(value);
  if (keys.length !== 1 || !keys[0]!.startsWith("$")) return null;
  return { tag: keys[0]!.slice(1), inner: (value as Record<string, unknown>)[keys[0]!] };
}

/** A number read from the file; JSON.parse reads 1e999 as Infinity. */
function finite(value: unknown, shownAs: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new FormatError(`${name}: ${shown(shownAs)} is not a finite number; accepted: ${ACCEPTED_NUMBERS}`);
  return value;
}

/** A scalar for Cypher, and what kind it is (a list must hold one kind only). */
function decodeScalar(value: unknown, name: string): { value: unknown; kind: string } {
  if (typeof value === "string" || typeof value === "boolean") return { value, kind: typeof value };
  if (typeof value === "number") {
    if (!Number.isInteger(finite(value, value, name))) return { value, kind: "float" };
    if (!Number.isSafeInteger(value)) throw new FormatError(`${name}: the integer ${value} is beyond what JSON carries exactly (2^53)`);
    return { value: neo4j.int(value), kind: "integer" };
  }
  const tagged = value !== null && typeof value === "object" && !Array.isArray(value) ? tagOf(value) : null;
  if (tagged?.tag === FLOAT_TAG.slice(1)) return { value: finite(tagged.inner, value, name), kind: "float" };
  throw new FormatError(`${name}: ${shown(value)} is not a property value; accepted: ${ACCEPTED_VALUES}`);
}

function decodeValue(key: string, value: unknown, name: string, temporals: TemporalProperty[]): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => decodeScalar(item, name));
    if (new Set(items.map((item) => item.kind)).size > 1) throw new FormatError(`${name}: a list must hold values of one type`);
    return items.map((item) => item.value);
  }
  const tagged = value !== null && typeof value === "object" ? tagOf(value) : null;
  if (tagged && (TEMPORAL_TYPES as readonly string[]).includes(tagged.tag)) {
    if (typeof tagged.inner !== "string") throw new FormatError(`${name}: {"$${tagged.tag}": …} must hold ISO 8601 text`);
    temporals.push({ name: key, type: tagged.tag as TemporalType, value: tagged.inner });
    return undefined;
  }
  return decodeScalar(value, name).value;
}

/** Reads a properties object of the file; throws FormatError naming the property when a value is not one of the accepted forms. */
export function decodeProperties(input: unknown, where: string): DecodedProperties {
  if (input === null || typeof input !== "object" || Array.isArray(input)) throw new FormatError(`${where}: properties must be an object`);
  const properties: Record<string, unknown> = {};
  const temporals: TemporalProperty[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === null) continue;
    const decoded = decodeValue(key, value, `${where}, property ${key}`, temporals);
    if (decoded !== undefined) properties[key] = decoded;
  }
  return { properties, temporals };
}

/** Cypher setting the temporal properties of `entity` from `source.temporals` (a list of TemporalProperty). */
export function setTemporals(entity: string, source: string): string {
  const read = TEMPORAL_TYPES.map((type) => `WHEN '${type}' THEN ${type}(t.value)`).join(" ");
  return `FOREACH (t IN ${source}.temporals | SET ${entity}[t.name] = CASE t.type ${read} END)`;
}
