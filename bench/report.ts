import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { LoadSummary } from "./measure.js";

export interface RunInfo {
  command: string;
  date: string;
  code: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; neo4j: string; loadAverage: number };
  target: string;
  seed: number;
  concurrency: number;
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
}

export interface ScenarioResult {
  scenario: string;
  description: string;
  graphqlQuery: string;
  cypher: string;
  baselineVia: string;
  concurrency: number;
  itemsPerRequest?: number;
  /** What the scenario loaded besides the seeded memories, and how long that took. */
  notes?: string[];
  graphql: LoadSummary;
  /** With --beside (and --words-only-beside): the same GraphQL requests to Engrams of other settings on the same Neo4j. */
  beside?: Array<{ name: string; settings: string; summary: LoadSummary }>;
  /** The MCP tool measured beside GraphQL, the names of the arguments it was called with, and what it measured. */
  mcp?: { tool: string; arguments: string[]; summary: LoadSummary };
  driver: LoadSummary;
}

const INTRO = `# Benchmarks

What Engram's GraphQL layer costs on top of Neo4j: each scenario runs one operation through Engram's
\`/graphql\` endpoint (HTTP load from [autocannon](https://github.com/mcollina/autocannon)) and the equivalent
Cypher straight through \`neo4j-driver\` (the same number of concurrent async workers), against the same
Neo4j and the same seeded data, at the same concurrency for the same duration. Both sides are warmed up first
(Neo4j's JVM takes tens of seconds to reach speed), then measured in alternating rounds so that drift reaches
both alike; latencies of both go into an HdrHistogram the same way. Run it with:

\`\`\`sh
npm run bench                                   # starts its own Engram and managed Neo4j in a temp ENGRAM_HOME
npm run bench -- --duration 15 --seed 10000     # seconds per side, memories to seed
npm run bench -- --url http://127.0.0.1:4000/graphql --neo4j-uri bolt://127.0.0.1:7687 --neo4j-password ...
\`\`\`

\`npm run bench -- --help\` lists every option; raw results are kept in \`bench/results/\` (not committed).
The figures below come from one run on one machine, with the load generator, Engram and Neo4j sharing its
cores; they show orders of magnitude and ratios, are not asserted by any test, and will differ elsewhere.
Other work on the machine moves both sides, so compare the GraphQL/driver ratios rather than absolute figures,
and mind the load average recorded with each run.
`;

const fixed = (value: number, digits: number) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (a: number, b: number) => (b > 0 ? `${fixed(a / b, 2)}×` : "–");

function row(label: string, s: LoadSummary, non2xx: string): string {
  const cells = [s.requests.toLocaleString("en-US"), fixed(s.throughput, 1), fixed(s.p50Ms, 2), fixed(s.p95Ms, 2), fixed(s.p99Ms, 2), `${s.errors} / ${non2xx}`];
  return `| ${label} | ${cells.join(" | ")} |`;
}

function itemsPerSecond(itemsPerRequest: number, sides: Record<string, LoadSummary>): string {
  const figures = Object.entries(sides).map(([label, s]) => `${label} ${fixed(s.throughput * itemsPerRequest, 0)}`);
  return `Items per second (${itemsPerRequest.toLocaleString("en-US")} per request): ${figures.join(", ")}.`;
}

/** The comparison table, as Markdown (printed to stdout and written to BENCHMARKS.md). */
export function resultTable(result: ScenarioResult): string {
  const { graphql, driver } = result;
  const mcp = result.mcp?.summary;
  const beside = result.beside ?? [];
  const ratioRow = (label: string, s: LoadSummary) => `| ${label} / driver | | ${ratio(s.throughput, driver.throughput)} | ${ratio(s.p50Ms, driver.p50Ms)} | ${ratio(s.p95Ms, driver.p95Ms)} | | |`;
  return [
    "| | requests | throughput (req/s) | p50 (ms) | p95 (ms) | p99 (ms) | errors / non-2xx |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    row("GraphQL (Engram)", graphql, String(graphql.non2xx)),
    ...(mcp ? [row("MCP (Engram)", mcp, String(mcp.non2xx))] : []),
    ...beside.map(({ name, settings, summary }) => row(`GraphQL, ${name} (${settings})`, summary, String(summary.non2xx))),
    row("neo4j-driver direct", driver, "–"),
    ratioRow("GraphQL", graphql),
    ...beside.flatMap(({ name, summary }) => [ratioRow(`GraphQL, ${name}`, summary), `| GraphQL / ${name} | | ${ratio(graphql.throughput, summary.throughput)} | ${ratio(graphql.p50Ms, summary.p50Ms)} | ${ratio(graphql.p95Ms, summary.p95Ms)} | | |`]),
    ...(mcp ? [ratioRow("MCP", mcp)] : []),
    ...(result.itemsPerRequest ? ["", itemsPerSecond(result.itemsPerRequest, { GraphQL: graphql, ...(mcp ? { MCP: mcp } : {}), driver })] : []),
  ].join("\n");
}

/**
 * CPU milliseconds per successful request of each side, by process, counted while that side alone was
 * loaded: where a side's cost lies, and what the processes not asked meanwhile spent (empty without watched processes).
 */
export function cpuTable(result: ScenarioResult): string {
  const sides: Array<[string, LoadSummary]> = [
    ["GraphQL", result.graphql],
    ...(result.mcp ? [["MCP", result.mcp.summary] as [string, LoadSummary]] : []),
    ...(result.beside ?? []).map(({ name, summary }): [string, LoadSummary] => [`GraphQL, ${name}`, summary]),
    ["neo4j-driver direct", result.driver],
  ];
  const names = Object.keys(result.graphql.cpuSeconds ?? {});
  if (names.length === 0) return "";
  return [
    `| CPU per request (ms), while each side was measured | ${names.join(" | ")} |`,
    `| --- |${names.map(() => " ---: |").join("")}`,
    ...sides.map(([label, summary]) => `| ${label} | ${names.map((name) => (summary.requests > 0 ? fixed(((summary.cpuSeconds?.[name] ?? 0) * 1000) / summary.requests, 1) : "–")).join(" | ")} |`),
  ].join("\n");
}

export function resultSection(info: RunInfo, result: ScenarioResult): string {
  const { machine } = info;
  return [
    `## ${result.scenario}`,
    "",
    result.description,
    "",
    `- GraphQL: \`${result.graphqlQuery}\``,
    ...(result.mcp ? [`- MCP: \`tools/call\` of \`${result.mcp.tool}\` at \`/mcp\` (stateless streamable HTTP, JSON answers) with ${result.mcp.arguments.join(", ")}, drawn like the GraphQL variables`] : []),
    `- Baseline: \`${result.cypher}\` ${result.baselineVia}`,
    `- Command: \`${info.command}\``,
    `- Date: ${info.date}; code: ${info.code}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${fixed(machine.memoryGiB, 1)} GiB RAM, Node ${machine.node}, Neo4j ${machine.neo4j}; 1-minute load average ${fixed(machine.loadAverage, 2)} at the start`,
    `- Target: ${info.target}`,
    ...(result.notes ?? []).map((note) => `- ${note}`),
    `- Load: ${info.seed.toLocaleString("en-US")} seeded memories, concurrency ${result.concurrency}, ${info.durationSeconds} s per side in ${info.rounds} alternating rounds (${["GraphQL", ...(result.mcp ? ["MCP"] : []), ...(result.beside ?? []).map(({ name }) => `GraphQL ${name}`), "driver"].join(", ")}, GraphQL, …) after a ${info.warmupSeconds} s warm-up of each`,
    "",
    resultTable(result),
    ...(cpuTable(result) ? ["", cpuTable(result)] : []),
  ].join("\n");
}

/** Replaces the section between this scenario's markers in `path` (appending it, or creating the file, if needed). */
export async function writeSection(path: string, scenario: string, section: string): Promise<void> {
  const start = `<!-- bench:${scenario}:start -->`;
  const end = `<!-- bench:${scenario}:end -->`;
  const block = `${start}\n${section}\n${end}`;
  const text = existsSync(path) ? await readFile(path, "utf8") : INTRO;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const updated = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(path, updated);
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
