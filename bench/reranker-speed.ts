/**
 * What the opt-in reranker costs per request, apart from everything else: the default cross-encoder
 * reading 30 (question, passage) pairs, as recall does for LoCoMo's turns and searchKnowledge for
 * PostgreSQL's documentation sections (cut at 256 word pieces), on its worker thread as the server runs
 * it. Rounds alternate between the two kinds so that other work on the machine reaches both alike.
 *
 *   node --import tsx bench/reranker-speed.ts [rounds]
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { loadConfig } from "../src/config.js";
import { parseDocBook } from "../src/knowledge/ingest/docbook.js";
import { createLogger } from "../src/logger.js";
import { LocalReranker } from "../src/search/reranker.js";
import { resolveDefaultReranker } from "../src/search/reranker-model.js";
import { REAL_DOC_SETS } from "./knowledge-seed.js";
import { loadLocomo } from "./quality/locomo-dataset.js";

const ROUNDS = Number(process.argv[2] ?? 20);
const PAIRS = 30;

function percentiles(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (${(at(0.5) / PAIRS).toFixed(1)} ms per pair at p50)`;
}

async function main(): Promise<void> {
  const log = createLogger("warn", 2);
  const modelDir = await resolveDefaultReranker(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, true, log);
  const [conversation] = await loadLocomo();
  const turns = conversation!.turns.slice(0, PAIRS).map((turn) => turn.content);
  const turnQuestion = conversation!.questions[0]!.question;
  const pages = (await parseDocBook(REAL_DOC_SETS.postgres.location)).documents.slice(100, 100 + PAIRS);
  const sections = pages.map((page) => `${page.title}\n${page.text.slice(0, 4000)}`);
  const sectionQuestion = "how do I reclaim disk space used by deleted rows";
  const reranker = await LocalReranker.start(modelDir, PAIRS, log);
  const timings = { turns: [] as number[], sections: [] as number[] };
  try {
    await reranker.score(turnQuestion, turns);
    await reranker.score(sectionQuestion, sections);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, question, passages] of [["turns", turnQuestion, turns], ["sections", sectionQuestion, sections]] as const) {
        const started = performance.now();
        await reranker.score(question, passages);
        timings[kind].push(performance.now() - started);
      }
    }
  } finally {
    await reranker.close();
  }
  const [one, five] = loadavg();
  process.stdout.write(
    [
      `Reranking ${PAIRS} pairs on the worker thread (one ONNX thread), ${ROUNDS} rounds; ${cpus()[0]?.model ?? "CPU"}, ${availableParallelism()} cores, load average ${one!.toFixed(2)} / ${five!.toFixed(2)} at the end:`,
      `- LoCoMo turns (recall): ${percentiles(timings.turns)}`,
      `- PostgreSQL sections cut at 256 word pieces (searchKnowledge): ${percentiles(timings.sections)}`,
      "",
    ].join("\n"),
  );
}

await main();
