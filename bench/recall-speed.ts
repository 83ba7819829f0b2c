/**
 * Hybrid recall against words-only recall on the same LoCoMo-sized data (bench/locomo-shaped.ts: 5,882
 * turns, 10 conversations, one project each), side by side in one run as issue 32 measured it: an
 * Engram with the local model and one with ENGRAM_EMBEDDINGS=none on the same Neo4j, alternating
 * rounds; `{ __typename }` as the floor; and, one at a time through the driver, each statement a hybrid
 * recall makes and the question's embedding, which is where a recall's time goes. Then the CPU time one
 * recall costs in Engram's process and in Neo4j's, and each statement's, read from /proc: unlike latency,
 * it hardly moves with other work on the machine, and it says which process the cost is in.
 *
 *   node --import tsx bench/recall-speed.ts                          # seed, measure, stop
 *   node --import tsx bench/recall-speed.ts --hold /tmp/neo4j.json    # seed, write the Neo4j's address, keep it until ^C
 *   node --import tsx bench/recall-speed.ts --neo4j /tmp/neo4j.json   # measure on a held Neo4j
 *   ... --variant name:ENV=value,ENV=value                            # another Engram (with these settings) measured beside the two
 *   ... --beside-checkout name:path                                   # another checkout's hybrid Engram (another commit's code) measured beside
 *   ... --concurrency "" --cpu-runs 400                               # CPU time only, no latency rounds
 */
import { readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { Command } from "commander";
import neo4j, { type Driver } from "neo4j-driver";
import { loadConfig } from "../src/config.js";
import { resolveDefaultModel } from "../src/embeddings/default-model.js";
import { LocalEmbeddings } from "../src/embeddings/local.js";
import { createLogger } from "../src/logger.js";
import { CONVERSATION_NEIGHBOURS, RECALL_BY_QUERY, RECALL_BY_VECTOR_IN_SCOPE, RECALL_COPY_CHECK, RECALL_SCOPE_MEMBERS } from "../src/memory/cypher.js";
import { buildLuceneQuery, scopeLuceneQuery } from "../src/memory/lucene.js";
import { visibleScopeTokens } from "../src/memory/scope.js";
import { FULLTEXT_INDEXES } from "../src/neo4j/migrations.js";
import { ALL_SCOPES } from "../src/neo4j/scope-versions.js";
import { queryTerms } from "../src/search/terms.js";
import { parseCheckoutVariant, parseVariant, startEngramProcess, type EngramProcess } from "./engram-process.js";
import { cpuSeconds, httpLoad, measureAlternating, NEO4J_SETTLING, waitUntilQuiet, workerLoad, type LoadSide, type LoadSummary } from "./measure.js";
import { LOCOMO_AGENT_TYPE, LOCOMO_CONVERSATIONS, locomoProject, locomoQuestions, locomoTurns } from "./locomo-shaped.js";

interface Options {
  hold?: string;
  neo4j?: string;
  variant: string[];
  besideCheckout: string[];
  seconds: number;
  rounds: number;
  warmup: number;
  concurrency: string;
  statements: boolean;
  questions?: number;
  profile?: string;
  cpuRuns: number;
}

const options = new Command("recall-speed")
  .option("--hold <file>", "seed, write the Neo4j's address to this file and keep it running until interrupted")
  .option("--neo4j <file>", "measure on the Neo4j a --hold run wrote")
  .option("--variant <name:ENV=value,...>", "another Engram measured beside (repeatable)", (value: string, all: string[]) => [...all, value], [])
  .option("--beside-checkout <name:path>", "another checkout's hybrid Engram (its node_modules installed) measured beside (repeatable)", (value: string, all: string[]) => [...all, value], [])
  .option("--seconds <n>", "measured seconds per side and concurrency", Number, 20)
  .option("--rounds <n>", "alternating rounds", Number, 4)
  .option("--warmup <n>", "unmeasured seconds per side first", Number, 5)
  .option("--concurrency <list>", "concurrencies measured (empty: none)", "1,8")
  .option("--questions <n>", "ask only this many questions, again and again (the server's vectors of them are then kept: what is left without embedding)", Number)
  .option("--profile <dir>", "write the hybrid Engram's CPU profile into this folder when it stops")
  .option("--no-statements", "leave out the statements' breakdown through the driver")
  .option("--cpu-runs <n>", "recalls (8 at a time) and statements (4 at a time) whose CPU time is counted, in Engram's process and Neo4j's; 0 leaves it out", Number, 400)
  .parse(process.argv)
  .opts<Options>();

const BATCH = 500;
const LIMIT = 10;
const QUESTIONS = locomoQuestions(50_000);
const HYBRID_ENV = { ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" };
const WORDS_ENV = { ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" };
const RECALL = `query ($a: ID!, $p: ID, $q: String) { recall(agentType: $a, project: $p, query: $q, limit: ${LIMIT}) { score memory { id title } } }`;

let asked = 0;
/** A question not asked before in this run (the server keeps the vectors of the last 1,000), of a random conversation. */
function nextRecall() {
  const question = QUESTIONS[asked++ % (options.questions ?? QUESTIONS.length)]!;
  return { a: LOCOMO_AGENT_TYPE, p: locomoProject(Math.floor(Math.random() * LOCOMO_CONVERSATIONS)), q: question };
}

async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function seed(): Promise<EngramProcess> {
  const engram = await startEngramProcess(HYBRID_ENV);
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const turns = locomoTurns();
    const started = performance.now();
    for (let c = 0; c < LOCOMO_CONVERSATIONS; c++) {
      const conversation = turns.filter((turn) => turn.project === locomoProject(c));
      for (let start = 0; start < conversation.length; start += BATCH) {
        await graphql(engram.url, "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }", { input: conversation.slice(start, start + BATCH) });
      }
    }
    for (;;) {
      const { records } = await driver.executeQuery("MATCH (m:Memory) RETURN count(m) AS memories, count(m.embedding) AS embedded");
      const [memories, embedded] = [Number(records[0]!.get("memories")), Number(records[0]!.get("embedded"))];
      if (embedded >= memories) break;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    process.stderr.write(`Seeded ${turns.length} turns with their vectors in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    return engram;
  } finally {
    await driver.close();
  }
}

const ms = (summary: LoadSummary) => `${summary.p50Ms.toFixed(1)} / ${summary.p95Ms.toFixed(1)} ms, ${summary.throughput.toFixed(0)}/s${summary.errors ? `, ${summary.errors} errors (${summary.firstError})` : ""}`;

/** Each statement of a hybrid recall, through the driver, and the question's embedding in this process. */
async function statementsOfRecall(driver: Driver): Promise<Statement[] & { close(): Promise<void> }> {
  const config = loadConfig({ ...process.env, NEO4J_URI: undefined });
  const model = await LocalEmbeddings.load(await resolveDefaultModel(config.cacheDir, true, createLogger("warn", 2)), { threads: 1 });
  const { records } = await driver.executeQuery("MATCH (s:EmbeddingModel {key: 'current'}) RETURN s.model AS model");
  const embeddingModel = records[0]!.get("model") as string;
  const vectors = await Promise.all(QUESTIONS.slice(-100).map(async (q) => ({ q, vector: (await model.embed([q], "query"))[0]! })));
  const parameters = () => {
    const { q, vector } = vectors[Math.floor(Math.random() * vectors.length)]!;
    const project = locomoProject(Math.floor(Math.random() * LOCOMO_CONVERSATIONS));
    const tokens = visibleScopeTokens({ agentType: LOCOMO_AGENT_TYPE, project, sessionId: null });
    return {
      index: FULLTEXT_INDEXES.memory, lucene: buildLuceneQuery(queryTerms(q), tokens), agentTypes: null, projects: null,
      agentType: LOCOMO_AGENT_TYPE, project, sessionId: null, memoryTypes: null, tags: null, issues: null, since: null, includeSuperseded: false,
      candidates: neo4j.int(200), scopeLucene: scopeLuceneQuery(tokens), scopeLimit: neo4j.int(config.memory.exactVectorScan + 1),
      vector, embeddingModel, k: neo4j.int(50), exactVectorScan: neo4j.int(config.memory.exactVectorScan), tokens: [...tokens, ALL_SCOPES],
      copiedSize: neo4j.int(0), nearest: [] as Array<{ id: string; score: number }>,
    };
  };
  const run = (query: string, extra: (p: ReturnType<typeof parameters>) => Record<string, unknown> = () => ({})) => async () => {
    const p = parameters();
    return driver.executeQuery(query, { ...p, ...extra(p) }, { routing: neo4j.routing.READ });
  };
  // Neighbours of 20 turns of the scope, as recall asks for its best 20 candidates.
  const idsOf = async (project: string) =>
    (await driver.executeQuery("MATCH (p:Project {id: $project})-[:CONTAINS_MEMORY]->(m:Memory) RETURN m.id AS id ORDER BY rand() LIMIT 20", { project })).records.map((r) => r.get("id") as string);
  const ids = new Map<string, string[]>();
  for (let c = 0; c < LOCOMO_CONVERSATIONS; c++) ids.set(locomoProject(c), await idsOf(locomoProject(c)));
  let embedded = 0;
  const statements: Statement[] = [
    ["RETURN 1", () => driver.executeQuery("RETURN 1", {}, { routing: neo4j.routing.READ })],
    ["RECALL_BY_QUERY (200 fulltext candidates)", run(RECALL_BY_QUERY)],
    ["RECALL_BY_VECTOR_IN_SCOPE (the scope's size and the exact comparison in Cypher, k 50)", run(RECALL_BY_VECTOR_IN_SCOPE)],
    ["RECALL_COPY_CHECK (the in-process copy's scope versions)", run(RECALL_COPY_CHECK)],
    ["RECALL_SCOPE_MEMBERS (the copy read again after a write, vectors aside)", run(RECALL_SCOPE_MEMBERS)],
    ["RECALL_BY_VECTOR_IN_SCOPE (rows of the copy's 20 nearest, re-checked; nothing compared in Cypher)", run(RECALL_BY_VECTOR_IN_SCOPE, (p) => ({ scopeLucene: null, nearest: ids.get(p.project)!.map((id, i) => ({ id, score: 1 - i / 100 })) }))],
    ["CONVERSATION_NEIGHBOURS (20 hits), with the question's vector", run(CONVERSATION_NEIGHBOURS, (p) => ({ ids: ids.get(p.project)! }))],
    ["CONVERSATION_NEIGHBOURS (20 hits), words only", run(CONVERSATION_NEIGHBOURS, (p) => ({ ids: ids.get(p.project)!, vector: null }))],
    ["query embedding (local model, 1 thread, this process)", () => model.embed([`${QUESTIONS[embedded++ % 1000]} ${embedded}`], "query")],
  ];
  return Object.assign(statements, { close: () => model.close() });
}

type Statement = [name: string, run: () => Promise<unknown>];

/** Runs `operation` `count` times, `concurrency` at a time; the CPU seconds each process used meanwhile, and the runs per second. */
async function cpuOf(operation: () => Promise<unknown>, count: number, concurrency: number, pids: number[]): Promise<{ seconds: number[]; here: number; perSecond: number }> {
  const before = pids.map(cpuSeconds);
  const here = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next++ < count) await operation();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const used = process.cpuUsage(here);
  return { seconds: pids.map((pid, i) => cpuSeconds(pid) - before[i]!), here: (used.user + used.system) / 1e6, perSecond: count / ((performance.now() - started) / 1000) };
}

/** Each measurement `rounds` times, in alternation (A B A B): drift reaches all alike. */
async function cpuRounds<T>(measurements: Array<() => Promise<T>>, rounds: number): Promise<T[][]> {
  const results = measurements.map((): T[] => []);
  for (let round = 0; round < rounds; round++) for (const [i, measure] of measurements.entries()) results[i]!.push(await measure());
  return results;
}

const msPer = (seconds: number, count: number) => `${((seconds * 1000) / count).toFixed(1)} ms`;

/** Whether a variant answers 100 questions with the hybrid Engram's hits, in its order, and how far apart their scores are. */
async function sameHits(hybrid: EngramProcess, variant: EngramProcess, name: string): Promise<string> {
  const query = `query ($a: ID!, $p: ID, $q: String) { recall(agentType: $a, project: $p, query: $q, limit: ${LIMIT}) { score relevance memory { id } } }`;
  type Hit = { score: number; relevance: number; memory: { id: string } };
  let same = 0;
  let largest = 0;
  for (let i = 0; i < 100; i++) {
    const variables = { a: LOCOMO_AGENT_TYPE, p: locomoProject(i % LOCOMO_CONVERSATIONS), q: QUESTIONS[QUESTIONS.length - 1 - i]! };
    const [a, b] = (await Promise.all([graphql(hybrid.url, query, variables), graphql(variant.url, query, variables)])) as Array<{ recall: Hit[] }>;
    if (a!.recall.map((hit) => hit.memory.id).join() === b!.recall.map((hit) => hit.memory.id).join()) same++;
    a!.recall.forEach((hit, j) => (largest = Math.max(largest, Math.abs(hit.score - (b!.recall[j]?.score ?? 0)), Math.abs(hit.relevance - (b!.recall[j]?.relevance ?? 0)))));
  }
  return `${name} against hybrid: the same 10 hits in the same order for ${same} of 100 questions; largest score or relevance difference ${largest.toExponential(2)}`;
}

async function main() {
  const held = options.neo4j ? (JSON.parse(await readFile(options.neo4j, "utf8")) as EngramProcess["neo4j"]) : null;
  const seeded = held ? null : await seed();
  const store = held ?? seeded!.neo4j;
  if (options.hold) {
    await writeFile(options.hold, JSON.stringify(store));
    process.stderr.write(`Holding the seeded Neo4j (${options.hold}); ^C stops it\n`);
    await new Promise<void>((resolve) => process.once("SIGINT", () => resolve()).once("SIGTERM", () => resolve()));
    await seeded!.stop();
    return;
  }
  const engrams: Array<[string, EngramProcess]> = [];
  const driver = neo4j.driver(store.uri, neo4j.auth.basic(store.user, store.password));
  try {
    engrams.push(["hybrid", await startEngramProcess(HYBRID_ENV, { neo4j: store, cpuProfileDir: options.profile })]);
    engrams.push(["words only", await startEngramProcess(WORDS_ENV, { neo4j: store })]);
    for (const { name, env, checkout } of [...options.variant.map(parseVariant), ...options.besideCheckout.map(parseCheckoutVariant)]) {
      engrams.push([name, await startEngramProcess({ ...HYBRID_ENV, ...env }, { neo4j: store, checkout })]);
    }
    for (const [, engram] of engrams) await graphql(engram.url, RECALL, nextRecall());
    for (const [name, engram] of engrams.slice(2)) process.stdout.write(`${await sameHits(engrams[0]![1], engram, name)}\n`);
    const load = (url: string, concurrency: number, body: () => string) =>
      httpLoad({ url, headers: { "content-type": "application/json", accept: "application/json" }, nextBody: body, isErrorBody: (b) => b.includes('"errors"'), concurrency });
    const neo4jPid = seeded?.neo4jPid ?? null;
    if (neo4jPid !== null) {
      const { seconds, quiet } = await waitUntilQuiet(() => cpuSeconds(neo4jPid), NEO4J_SETTLING);
      process.stdout.write(`Neo4j ${quiet ? "settled" : "still busy"} ${seconds} s after seeding (its JIT compiler, mostly)\n`);
    }
    process.stdout.write(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(" ")}\n`);
    for (const concurrency of options.concurrency.split(",").filter(Boolean).map(Number)) {
      const sides: Array<[string, LoadSide]> = [
        ...engrams.map(([name, engram]): [string, LoadSide] => [`recall, ${name}`, load(engram.url, concurrency, () => JSON.stringify({ query: RECALL, variables: nextRecall() }))]),
        ["{ __typename }", load(engrams[0]![1].url, concurrency, () => JSON.stringify({ query: "{ __typename }" }))],
      ];
      if (options.warmup > 0) await measureAlternating(sides.map(([, side]) => side), options.warmup, 1);
      const summaries = await measureAlternating(sides.map(([, side]) => side), options.seconds, options.rounds);
      process.stdout.write(`\nconcurrency ${concurrency}: p50 / p95, throughput (load ${loadavg()[0]!.toFixed(2)})\n`);
      sides.forEach(([name], i) => process.stdout.write(`  ${name}: ${ms(summaries[i]!)}\n`));
    }
    if (options.cpuRuns > 0) {
      // Each Engram warmed up first (Neo4j plans and caches the statements of either), then measured twice, in alternation.
      for (const [, engram] of engrams) await cpuOf(() => graphql(engram.url, RECALL, nextRecall()), 100, 8, [engram.pid]);
      process.stdout.write(`\nCPU time per recall, ${options.cpuRuns} recalls 8 at a time, twice in alternation (load ${loadavg()[0]!.toFixed(2)})\n`);
      const pids = (engram: EngramProcess) => (neo4jPid === null ? [engram.pid] : [engram.pid, neo4jPid]);
      const rounds = await cpuRounds(engrams.map(([, engram]) => () => cpuOf(() => graphql(engram.url, RECALL, nextRecall()), options.cpuRuns, 8, pids(engram))), 2);
      engrams.forEach(([name], i) => {
        const part = (which: number) => rounds[i]!.map((round) => msPer(round.seconds[which]!, options.cpuRuns)).join(", ");
        const neo4jPart = neo4jPid === null ? "" : `; Neo4j ${part(1)}`;
        process.stdout.write(`  recall, ${name}: Engram ${part(0)}${neo4jPart} (${rounds[i]!.map((round) => round.perSecond.toFixed(0)).join(", ")}/s)\n`);
      });
    }
    if (options.statements) {
      const statements = await statementsOfRecall(driver);
      const sides = statements.map(([, statement]) => workerLoad(statement, 1));
      await measureAlternating(sides, Math.min(options.warmup, 5), 1);
      const summaries = await measureAlternating(sides, options.seconds, options.rounds);
      process.stdout.write(`\none at a time through the driver: p50 / p95 (load ${loadavg()[0]!.toFixed(2)})\n`);
      statements.forEach(([name], i) => process.stdout.write(`  ${name}: ${ms(summaries[i]!)}\n`));
      if (neo4jPid !== null && options.cpuRuns > 0) {
        process.stdout.write(`\nCPU time per statement, ${options.cpuRuns} runs 4 at a time (load ${loadavg()[0]!.toFixed(2)})\n`);
        for (const [name, statement] of statements) {
          const { seconds, here } = await cpuOf(statement, options.cpuRuns, 4, [neo4jPid]);
          process.stdout.write(`  ${name}: Neo4j ${msPer(seconds[0]!, options.cpuRuns)}, this process ${msPer(here, options.cpuRuns)}\n`);
        }
      }
      await statements.close();
    }
  } finally {
    await driver.close();
    for (const [, engram] of engrams) await engram.stop();
    await seeded?.stop();
  }
}

await main();
