/**
 * Hybrid searchKnowledge against words-only searchKnowledge on real documentation with real vectors, side
 * by side in one run (issue 32, item 3): Python 3.11's documentation (Debian's python3.11-doc: about 4,560
 * sections and 9,309 API entries) ingested into an Engram with the local model and embedded by the job the
 * server runs; an Engram with ENGRAM_EMBEDDINGS=none on the same Neo4j; the labelled Python questions asked
 * as the knowledge-quality bench asks them (sources DOC and API, language and version), each one made new
 * with a number (the server keeps the vectors of the last 1,000 questions), in alternating rounds, with the
 * CPU time each process used per search. Needs the Debian docs (scripts/debian-docs.sh) and the default
 * model (`engram embeddings install`).
 *
 *   node --import tsx bench/knowledge-speed.ts [--seconds 45] [--rounds 3] [--concurrency 8,1]
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import neo4j from "neo4j-driver";
import { ingest } from "../src/knowledge/ingest/run.js";
import { startEngramProcess } from "./engram-process.js";
import { benchIngestDependencies, embedEverything, REAL_DOC_SETS } from "./knowledge-seed.js";
import { cpuSeconds, httpLoad, measureAlternating, NEO4J_SETTLING, waitUntilQuiet, type LoadSummary } from "./measure.js";

const options = new Command("knowledge-speed")
  .option("--seconds <n>", "measured seconds per side and concurrency", Number, 45)
  .option("--rounds <n>", "alternating rounds", Number, 3)
  .option("--warmup <n>", "unmeasured seconds per side first", Number, 10)
  .option("--concurrency <list>", "concurrencies measured", "8,1")
  .parse(process.argv)
  .opts<{ seconds: number; rounds: number; warmup: number; concurrency: string }>();

const PYTHON = REAL_DOC_SETS.python;
const QUESTIONS = (JSON.parse(readFileSync(join(import.meta.dirname, "quality", "knowledge", "python-questions.json"), "utf8")) as Array<{ question: string }>).map((q) => q.question);
const SEARCH = "query ($q: String!, $v: String, $l: String) { searchKnowledge(query: $q, version: $v, language: $l, limit: 10, sources: [DOC, API]) { hits { id source title url relevance } } }";
const SIDES = ["hybrid", "words only"] as const;

let asked = 0;
const nextSearch = () => JSON.stringify({ query: SEARCH, variables: { q: `${QUESTIONS[asked % QUESTIONS.length]} ${asked++}`, v: PYTHON.version, l: PYTHON.language } });

const summary = (s: LoadSummary, processes: string[]) => {
  const cpu = processes.map((name) => `${name} ${(((s.cpuSeconds?.[name] ?? 0) * 1000) / s.requests).toFixed(1)}`).join(", ");
  return `p50 ${s.p50Ms.toFixed(1)} ms, p95 ${s.p95Ms.toFixed(1)} ms, ${s.throughput.toFixed(1)}/s, ${s.errors} errors; CPU per search (ms): ${cpu}`;
};

const hybrid = await startEngramProcess({ ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" });
const driver = neo4j.driver(hybrid.neo4j.uri, neo4j.auth.basic(hybrid.neo4j.user, hybrid.neo4j.password));
try {
  const ingested = await ingest(benchIngestDependencies(driver, hybrid.home), PYTHON, { phase: () => undefined, advance: () => undefined });
  const embedded = await embedEverything(driver);
  await driver.executeQuery("CALL db.awaitIndexes(600)");
  process.stdout.write(`Python ${PYTHON.version}: ${ingested.documents.new} pages, ${ingested.apiReferences.new} API entries; ${embedded.nodes} sections and entries embedded in ${embedded.seconds.toFixed(0)} s\n`);
  const words = await startEngramProcess({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" }, { neo4j: hybrid.neo4j });
  try {
    const settled = await waitUntilQuiet(() => cpuSeconds(hybrid.neo4jPid), NEO4J_SETTLING);
    process.stdout.write(`Neo4j ${settled.quiet ? "settled" : "still busy"} ${settled.seconds} s after embedding\n`);
    const watched = [
      { name: "Neo4j", pid: hybrid.neo4jPid! },
      { name: "hybrid Engram", pid: hybrid.pid },
      { name: "words-only Engram", pid: words.pid },
    ];
    for (const concurrency of options.concurrency.split(",").map(Number)) {
      const load = (url: string) => httpLoad({ url, headers: { "content-type": "application/json", accept: "application/json" }, nextBody: nextSearch, isErrorBody: (body) => body.includes('"errors"'), concurrency });
      const sides = [load(hybrid.url), load(words.url)];
      if (options.warmup > 0) await measureAlternating(sides, options.warmup, 1);
      const measured = await measureAlternating(sides, options.seconds, options.rounds, watched);
      process.stdout.write(`\nconcurrency ${concurrency} (load ${loadavg()[0]!.toFixed(2)})\n`);
      measured.forEach((s, i) => process.stdout.write(`  searchKnowledge, ${SIDES[i]}: ${summary(s, ["Neo4j", i === 0 ? "hybrid Engram" : "words-only Engram"])}\n`));
      process.stdout.write(`  hybrid / words only: p50 ${(measured[0]!.p50Ms / measured[1]!.p50Ms).toFixed(2)}×, p95 ${(measured[0]!.p95Ms / measured[1]!.p95Ms).toFixed(2)}×\n`);
    }
  } finally {
    await words.stop();
  }
} finally {
  await driver.close();
  await hybrid.stop();
}
