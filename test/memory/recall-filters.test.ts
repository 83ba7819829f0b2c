import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { filteredProperties, FILTERED_PROPERTIES_CYPHER, passesFilters, RECALL_FILTERS, SINCE_MILLIS_CYPHER, type FilteredProperties, type RecallFilters } from "../../src/memory/recall-filters.js";
import { uniqueId } from "../helpers/engram.js";

const NOW = Date.UTC(2026, 10, 27);
const member = (overrides: Partial<FilteredProperties> = {}): FilteredProperties => ({
  memoryType: "DECISION",
  tags: ["db"],
  issues: null,
  happenedAt: NOW - 1000,
  superseded: false,
  expiresAt: null,
  ...overrides,
});
const NO_FILTERS: RecallFilters = { memoryTypes: null, tags: null, issues: null, since: null, includeSuperseded: false, now: NOW };

describe("passesFilters", () => {
  it("keeps what names one of the types, tags and issues asked for", () => {
    expect(passesFilters(member(), NO_FILTERS)).toBe(true);
    expect(passesFilters(member(), { ...NO_FILTERS, memoryTypes: ["CONTEXT", "DECISION"] })).toBe(true);
    expect(passesFilters(member(), { ...NO_FILTERS, memoryTypes: ["CONTEXT"] })).toBe(false);
    expect(passesFilters(member({ memoryType: null }), { ...NO_FILTERS, memoryTypes: ["CONTEXT"] })).toBe(false);
    expect(passesFilters(member(), { ...NO_FILTERS, tags: ["ops", "db"] })).toBe(true);
    expect(passesFilters(member(), { ...NO_FILTERS, tags: ["ops"] })).toBe(false);
    expect(passesFilters(member({ tags: null }), { ...NO_FILTERS, tags: ["db"] })).toBe(false);
    expect(passesFilters(member({ issues: ["ENG-1"] }), { ...NO_FILTERS, issues: ["ENG-1"] })).toBe(true);
    expect(passesFilters(member(), { ...NO_FILTERS, issues: ["ENG-1"] })).toBe(false);
  });

  it("keeps a memory from since on, superseded ones only when asked, and none expired", () => {
    expect(passesFilters(member(), { ...NO_FILTERS, since: NOW - 1000 })).toBe(true);
    expect(passesFilters(member(), { ...NO_FILTERS, since: NOW - 999 })).toBe(false);
    expect(passesFilters(member({ superseded: true }), NO_FILTERS)).toBe(false);
    expect(passesFilters(member({ superseded: true }), { ...NO_FILTERS, includeSuperseded: true })).toBe(true);
    expect(passesFilters(member({ expiresAt: NOW + 1 }), NO_FILTERS)).toBe(true);
    expect(passesFilters(member({ expiresAt: NOW }), NO_FILTERS)).toBe(false);
  });
});

/**
 * The Cypher condition and the copy's check are compiled from one statement: on the same nodes and
 * arguments they keep the same ones, the copy reading the properties as FILTERED_PROPERTIES_CYPHER gives them.
 */
describe("RECALL_FILTERS and passesFilters on the graph", () => {
  let driver: Driver;
  const label = "RecallFilterProbe";
  const batch = uniqueId("probe");
  const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

  beforeAll(async () => {
    const { uri, user, password } = inject("neo4j");
    driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
    const nodes = Array.from({ length: 24 }, (_, n) => ({
      id: `${batch}-${n}`,
      memoryType: n % 4 === 3 ? null : ["DECISION", "CONTEXT", "PATTERN"][n % 4],
      tags: n % 5 === 4 ? null : [["db"], ["ops", "db"], ["ui"], []][n % 4],
      issues: n % 3 === 0 ? ["ENG-1"] : n % 3 === 1 ? ["acme/api#7", "ENG-2"] : null,
      occurredAt: n % 6 === 5 ? null : day(1 + n),
      supersededAt: n % 7 === 6 ? day(28) : null,
      expiresIn: n % 8 === 7 ? -3600 : n % 8 === 3 ? 3600 : null,
    }));
    await driver.executeQuery(
      `UNWIND $nodes AS node
       CREATE (m:${label} {id: node.id, batch: $batch, memoryType: node.memoryType, tags: node.tags, issues: node.issues, createdAt: datetime('2026-01-10T00:00:00Z')})
       SET m.occurredAt = CASE WHEN node.occurredAt IS NULL THEN null ELSE datetime(node.occurredAt) END,
           m.supersededAt = CASE WHEN node.supersededAt IS NULL THEN null ELSE datetime(node.supersededAt) END,
           m.expiresAt = CASE WHEN node.expiresIn IS NULL THEN null ELSE datetime() + duration({seconds: node.expiresIn}) END`,
      { nodes, batch },
    );
  });

  afterAll(async () => {
    await driver?.executeQuery(`MATCH (m:${label} {batch: $batch}) DELETE m`, { batch });
    await driver?.close();
  });

  const cases: Array<Partial<Omit<RecallFilters, "since" | "now">> & { since?: string }> = [
    {},
    { memoryTypes: ["DECISION", "PATTERN"] },
    { tags: ["ops"] },
    { tags: ["db", "ui"], memoryTypes: ["CONTEXT"] },
    { issues: ["ENG-2"] },
    { issues: ["ENG-1", "acme/api#7"], includeSuperseded: true },
    { since: "2026-01-09T00:00:00Z" },
    { since: "2026-01-12T00:00:00.000+02:00", tags: ["db"] },
    { includeSuperseded: true },
  ];

  it.each(cases)("keep the same nodes under %j", async (filters) => {
    const parameters = { memoryTypes: null, tags: null, issues: null, since: null, includeSuperseded: false, ...filters, batch };
    const { records } = await driver.executeQuery(
      `MATCH (m:${label} {batch: $batch})
       RETURN m.id AS id, ${FILTERED_PROPERTIES_CYPHER} AS properties, ${RECALL_FILTERS} AS passes,
         CASE WHEN $since IS NULL THEN null ELSE ${SINCE_MILLIS_CYPHER} END AS since, datetime().epochMillis AS now`,
      parameters,
    );
    expect(records.length).toBe(24);
    const onGraph = records.filter((r) => r.get("passes") === true).map((r) => r.get("id") as string);
    const inCopy = records
      .filter((r) => passesFilters(filteredProperties(r.get("properties") as unknown[]), { ...parameters, since: r.get("since") === null ? null : Number(r.get("since")), now: Number(r.get("now")) }))
      .map((r) => r.get("id") as string);
    expect(inCopy).toEqual(onGraph);
    expect(onGraph.length).toBeGreaterThan(0);
    expect(onGraph.length).toBeLessThan(24);
  });
});
