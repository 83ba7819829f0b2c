import { readFileSync } from "node:fs";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import { SOURCE_EFFECTIVENESS, TOP_DOCUMENTS, UNUSED_DOCUMENTS } from "../../src/analytics/documents.js";
import { dayRange, KNOWLEDGE_GAPS } from "../../src/analytics/gaps.js";
import { MEMORY_COUNTS } from "../../src/analytics/memory-stats.js";
import { daysBefore, timeWindow } from "../../src/analytics/window.js";
import { RETRY_SUCCESS, SATISFACTION_BY_DOMAIN } from "../../src/feedback/service.js";
import { LIST_RUNS } from "../../src/maintenance/runs.js";
import { DAY_COUNTS, ENTRY_COUNTS } from "../../src/websearch/cache.js";
import { seedAnalytics } from "../analytics-seed.js";
import type { Scenario, ScenarioContext } from "./scenario.js";

/**
 * The analytics queries as the dashboard (src/doors/dashboard/assets/dashboard.js) asks them, each against the
 * same Cypher through the driver with the parameters Engram computes for the same arguments.
 */

const DASHBOARD_SOURCE = join(import.meta.dirname, "..", "..", "src", "dashboard", "assets", "dashboard.js");
/** ENGRAM_UNUSED_DAYS' default: the Engram the bench starts sets none. */
const UNUSED_DAYS = 90;

interface Statement {
  name: string;
  query: string;
  parameters: Record<string, unknown>;
}

/** One top-level analytics field: the Cypher its resolver runs for the dashboard's arguments. */
interface Part {
  /** Where the Cypher constants live. */
  file: string;
  statements(now: Date): Statement[];
  /** The selection for a field the dashboard does not ask for. */
  selection?: string;
}

const window = (now: Date) => timeWindow({}, now);

const PARTS: Record<string, Part> = {
  cacheStats: {
    file: "src/websearch/cache.ts",
    statements: (now) => [
      { name: "DAY_COUNTS", query: DAY_COUNTS, parameters: { from: daysBefore(now, 29).slice(0, 10), to: now.toISOString().slice(0, 10) } },
      { name: "ENTRY_COUNTS", query: ENTRY_COUNTS, parameters: { now: now.toISOString(), agentTypes: null, projects: null } },
    ],
  },
  topDocuments: {
    file: "src/analytics/documents.ts",
    statements: (now) => [{ name: "TOP_DOCUMENTS", query: TOP_DOCUMENTS, parameters: { ...window(now), category: null, limit: neo4j.int(10) } }],
  },
  unusedDocuments: {
    file: "src/analytics/documents.ts",
    statements: (now) => [{ name: "UNUSED_DOCUMENTS", query: UNUSED_DOCUMENTS, parameters: { cutoff: daysBefore(now, UNUSED_DAYS), limit: neo4j.int(10) } }],
  },
  sourceEffectiveness: {
    file: "src/analytics/documents.ts",
    statements: (now) => [{ name: "SOURCE_EFFECTIVENESS", query: SOURCE_EFFECTIVENESS, parameters: { ...window(now), domain: null, limit: neo4j.int(10) } }],
    selection: "sourceEffectiveness(limit: 10) { source { id name } uses successes failures successRate }",
  },
  feedbackAnalytics: {
    file: "src/feedback/service.ts",
    statements: () => [
      { name: "SATISFACTION_BY_DOMAIN", query: SATISFACTION_BY_DOMAIN, parameters: { minFeedback: neo4j.int(1), since: null, until: null, limit: neo4j.int(20) } },
      { name: "RETRY_SUCCESS", query: RETRY_SUCCESS, parameters: { since: null, until: null } },
    ],
  },
  memoryStats: {
    file: "src/analytics/memory-stats.ts",
    statements: (now) => [
      { name: "MEMORY_COUNTS", query: MEMORY_COUNTS, parameters: { ...window(now), agentType: null, project: null, bucket: "DAY", agentTypes: null, projects: null } },
    ],
  },
  knowledgeGaps: {
    file: "src/analytics/gaps.ts",
    statements: (now) => [
      { name: "KNOWLEDGE_GAPS", query: KNOWLEDGE_GAPS, parameters: { ...dayRange(window(now)), source: null, agentTypes: null, projects: null, limit: neo4j.int(10) } },
    ],
  },
  maintenanceRuns: {
    file: "src/maintenance/runs.ts",
    statements: (now) => [{ name: "LIST_RUNS", query: LIST_RUNS, parameters: { ...window(now), job: null, limit: neo4j.int(10) } }],
  },
};

/** The dashboard's own request, read from its source so that the bench follows it; one field per line. */
function dashboardFields(): string[] {
  const source = readFileSync(DASHBOARD_SOURCE, "utf8");
  const days = /const WINDOW_DAYS = (\d+);/.exec(source)?.[1];
  const query = /const QUERY = `query Dashboard \{\n([^`]*)\n\}`;/.exec(source)?.[1];
  if (!days || !query) throw new Error(`could not find the dashboard's QUERY and WINDOW_DAYS in ${DASHBOARD_SOURCE}`);
  const fields = query.split("\n").map((line) => line.trim().replaceAll("${WINDOW_DAYS}", days)).filter(Boolean);
  for (const field of fields) {
    const name = /^\w+/.exec(field)?.[0] ?? "";
    if (!PARTS[name]) throw new Error(`the dashboard asks for ${name}, which bench/scenarios/analytics.ts has no baseline for`);
  }
  return fields;
}

const fieldName = (selection: string) => /^\w+/.exec(selection)![0];
const selectionOf = (name: string) => PARTS[name]?.selection ?? dashboardFields().find((field) => fieldName(field) === name)!;
const operation = (selections: string[]) => `{ ${selections.join(" ")} }`;

/** Runs the parts' Cypher one after another (the "sum" baseline); returns every record. */
async function runParts(context: ScenarioContext, names: readonly string[]): Promise<unknown[]> {
  const now = new Date();
  const records: unknown[] = [];
  for (const name of names) {
    for (const statement of PARTS[name]!.statements(now)) {
      const result = await context.driver.executeQuery(statement.query, statement.parameters, { database: context.database, routing: neo4j.routing.READ });
      records.push(...result.records);
    }
  }
  return records;
}

const cypherOf = (names: readonly string[]) =>
  names.map((name) => `${PARTS[name]!.statements(new Date()).map((s) => s.name).join(" + ")} (${PARTS[name]!.file})`).join(", then ");

// ---- checks -----------------------------------------------------------------------------------------

type Data = Record<string, unknown>;

function expectList(data: Data, field: string, min: number): unknown[] {
  const list = data[field];
  if (!Array.isArray(list) || list.length < min) throw new Error(`expected at least ${min} ${field}, got ${JSON.stringify(list)?.slice(0, 300)}`);
  return list;
}

const CHECKS: Record<string, (data: Data) => void> = {
  cacheStats: (data) => {
    const stats = data.cacheStats as { days?: unknown[]; entries?: number } | undefined;
    if (!stats?.days || stats.days.length < 28 || !stats.entries) throw new Error(`expected 30 days of web-search counters, got ${JSON.stringify(stats)?.slice(0, 300)}`);
  },
  topDocuments: (data) => {
    const top = expectList(data, "topDocuments", 10) as Array<{ uses: number }>;
    if (top[0]!.uses === 0) throw new Error("expected pages used inside the window");
  },
  unusedDocuments: (data) => void expectList(data, "unusedDocuments", 10),
  sourceEffectiveness: (data) => void expectList(data, "sourceEffectiveness", 1),
  feedbackAnalytics: (data) => void expectList((data.feedbackAnalytics ?? {}) as Data, "satisfactionByDomain", 10),
  memoryStats: (data) => {
    const stats = data.memoryStats as { created?: number; groups?: Array<{ growth: unknown[] }> } | undefined;
    if (!stats?.created || stats.groups?.length !== 10 || stats.groups[0]!.growth.length < 20) throw new Error(`expected memories created per day, got ${JSON.stringify(stats)?.slice(0, 300)}`);
  },
  knowledgeGaps: (data) => void expectList(data, "knowledgeGaps", 10),
  maintenanceRuns: (data) => void expectList(data, "maintenanceRuns", 10),
};

function checkFields(names: readonly string[]) {
  return (data: unknown) => {
    for (const name of names) CHECKS[name]!(data as Data);
  };
}

// ---- the breakdown: each field alone, one request at a time ------------------------------------------

const BREAKDOWN_MIN = 30;
const BREAKDOWN_MAX = 200;
const BREAKDOWN_SECONDS = 6;
const BREAKDOWN_WARMUP_SECONDS = 2;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeSerially(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; n: number }> {
  const warm = performance.now() + BREAKDOWN_WARMUP_SECONDS * 1000;
  for (let i = 0; i < 5 || performance.now() < warm; i++) await run();
  const times: number[] = [];
  const until = performance.now() + BREAKDOWN_SECONDS * 1000;
  while (times.length < BREAKDOWN_MIN || (times.length < BREAKDOWN_MAX && performance.now() < until)) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

interface PlanNode {
  operatorType: string;
  dbHits: number;
  rows: number;
  children: PlanNode[];
}

function operators(node: PlanNode): PlanNode[] {
  return [node, ...node.children.flatMap(operators)];
}

/** PROFILE through the driver: db hits in all, and the operators that made most of them. */
async function profile(context: ScenarioContext, statement: Statement): Promise<string> {
  const session = context.driver.session({ database: context.database, defaultAccessMode: neo4j.session.READ });
  try {
    const result = await session.run(`PROFILE ${statement.query}`, statement.parameters);
    const plan = result.summary.profile as unknown as PlanNode | false;
    if (!plan) return `${statement.name}: no profile`;
    const all = operators(plan);
    const total = all.reduce((sum, node) => sum + node.dbHits, 0);
    const top = [...all].sort((a, b) => b.dbHits - a.dbHits).slice(0, 2).filter((node) => node.dbHits > 0);
    const ms = result.summary.resultAvailableAfter.toNumber() + result.summary.resultConsumedAfter.toNumber();
    return `${statement.name}: ${total.toLocaleString("en-US")} db hits, ${ms} ms profiled${top.length ? ` (most in ${top.map((node) => `${node.operatorType.replace(/@.*$/, "")} ${node.dbHits.toLocaleString("en-US")} hits/${node.rows.toLocaleString("en-US")} rows`).join(", ")})` : ""}`;
  } finally {
    await session.close();
  }
}

const ms = (value: number) => value.toFixed(1);

/** Each analytics field alone, GraphQL then driver, one request at a time, with its PROFILE. */
async function breakdown(context: ScenarioContext): Promise<string[]> {
  const names = [...dashboardFields().map(fieldName), "sourceEffectiveness"];
  const lines = [`Each field alone, one request at a time (${BREAKDOWN_SECONDS} s or ${BREAKDOWN_MAX} requests per side after at least 5 unmeasured in 2 s, at least ${BREAKDOWN_MIN}), GraphQL p50 / p95 against the same Cypher through the driver, and the Cypher's PROFILE:`];
  for (const name of names) {
    process.stderr.write(`analytics breakdown: ${name}\n`);
    const query = operation([selectionOf(name)]);
    const graphql = await timeSerially(() => context.graphql(query, {}));
    const driver = await timeSerially(() => runParts(context, [name]));
    const profiles: string[] = [];
    for (const statement of PARTS[name]!.statements(new Date())) profiles.push(await profile(context, statement));
    lines.push(`  - \`${name}\`: GraphQL ${ms(graphql.p50)} / ${ms(graphql.p95)} ms, driver ${ms(driver.p50)} / ${ms(driver.p95)} ms; ${profiles.join("; ")}`);
  }
  return lines;
}

// ---- the scenarios --------------------------------------------------------------------------------------

/** Why these scenarios override --concurrency (a first run at 8 recorded no GraphQL answer for the slower ones). */
const ONE_VIEWER =
  "Measured one request at a time (concurrency 1), as one person's dashboard asks: the target is the wait of a viewer, and at concurrency 8 on two cores the slower requests queue for many seconds, longer than the load generator's slices.";

/** What the GraphQL side measures: answers Engram reuses, unless ENGRAM_ANALYTICS_CACHE is off. */
function answerReuse(setting = process.env.ENGRAM_ANALYTICS_CACHE): string {
  if (setting === "off") return "Engram computes every answer here (ENGRAM_ANALYTICS_CACHE=off), as the driver side does.";
  const ttl = setting ?? "60s (the default)";
  return `Engram reuses topDocuments, unusedDocuments, sourceEffectiveness, knowledgeGaps and memoryStats answers for ENGRAM_ANALYTICS_CACHE, ${ttl}: the GraphQL side computes each question once per that time and otherwise answers from memory (cacheStats, feedbackAnalytics and maintenanceRuns are computed every time), while the driver side runs all the Cypher every time. The cost of computing is in the sections marked [ENGRAM_ANALYTICS_CACHE=off].`;
}

let describedIn: string | undefined;

/** The analytics data, seeded once per run; the first analytics scenario's section describes it. */
async function prepareData(context: ScenarioContext, scenario: string): Promise<string[]> {
  const notes = await seedAnalytics(context.driver, context.database, context.seeded);
  if (describedIn === undefined) {
    describedIn = scenario;
    return notes;
  }
  return [`Data: the analytics data seeded once for this run, described under ${describedIn}.`];
}

function analyticsScenario(name: string, description: string, fields: () => string[], extra?: (context: ScenarioContext) => Promise<string[]>): Scenario {
  const names = () => fields().map(fieldName);
  return {
    name,
    description: `${description} ${ONE_VIEWER} ${answerReuse()}`,
    concurrency: 1,
    graphql: {
      get query() {
        return operation(fields());
      },
      variables: () => ({}),
      check: (data) => checkFields(names())(data),
    },
    get cypher() {
      return cypherOf(names());
    },
    baselineVia:
      "through `driver.executeQuery` with READ routing, one statement after another, with the parameters Engram computes for the same arguments: the sum of the Cypher, where Engram resolves the top-level fields concurrently; no HTTP, GraphQL or JavaScript shaping",
    async prepare(context) {
      const notes = await prepareData(context, name);
      return [...notes, ...((await extra?.(context)) ?? [])];
    },
    baseline: (context) => runParts(context, names()),
  };
}

export const analyticsDashboard = analyticsScenario(
  "analytics-dashboard",
  "The dashboard's one request (src/doors/dashboard/assets/dashboard.js, read from there): web-search cache statistics over 30 days, the 10 most used and 10 unused pages, satisfaction by domain, memory statistics per agent type and project with daily growth, the 10 largest knowledge gaps and the last 10 maintenance runs, over the 100k data sets.",
  dashboardFields,
  breakdown,
);

export const analyticsDocuments = analyticsScenario(
  "analytics-documents",
  "The documentation analytics in one request: `topDocuments` and `unusedDocuments` as the dashboard asks them (10 each), and `sourceEffectiveness` (10 sources, with their names through the generated API) over the default 30-day window.",
  () => [selectionOf("topDocuments"), selectionOf("unusedDocuments"), selectionOf("sourceEffectiveness")],
);

export const analyticsMemory = analyticsScenario(
  "analytics-memory",
  "`memoryStats(bucket: DAY, limit: 10)` as the dashboard asks it: memories stored per agent type and project now, and created per day in the last 30 days, over the 100k seeded memories.",
  () => [selectionOf("memoryStats")],
);

export const analyticsGaps = analyticsScenario(
  "analytics-gaps",
  "`knowledgeGaps(limit: 10)` as the dashboard asks it: the questions answered poorly most often in the last 30 days, summed over the per-day KnowledgeGap nodes.",
  () => [selectionOf("knowledgeGaps")],
);

export const ANALYTICS_SCENARIOS = [analyticsDashboard, analyticsDocuments, analyticsMemory, analyticsGaps];
