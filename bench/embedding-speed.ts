/**
 * The local model's speed without Neo4j: texts per second over real documentation sections (Python 3.11's
 * library pages, as the embedding job reads them) for each number of worker threads, and a question's
 * latency alone and while those texts are being embedded. Needs the default model installed and the
 * Debian docs (scripts/debian-docs.sh).
 *
 *   node --import tsx bench/embedding-speed.ts [texts=1000] [threads=1,2]
 */
import { readdir, readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config.js";
import { resolveDefaultModel } from "../src/embeddings/default-model.js";
import { LocalEmbeddings } from "../src/embeddings/local.js";
import { MAX_EMBEDDED_CHARS } from "../src/embeddings/targets.js";
import { parseSphinxPage } from "../src/knowledge/ingest/sphinx.js";
import { createLogger } from "../src/logger.js";
import { pythonDocs } from "../test/helpers/debian-docs.js";

const count = Number(process.argv[2] ?? 1000);
const threadCounts = (process.argv[3] ?? "1,2").split(",").map(Number);
const QUESTIONS = ["How do I list a directory?", "read a file line by line", "What does zip do with unequal lengths?", "sort a dict by value", "parse command line arguments"];

async function sectionTexts(): Promise<string[]> {
  const library = join(pythonDocs(), "library");
  const texts: string[] = [];
  for (const file of (await readdir(library)).filter((name) => name.endsWith(".html")).sort()) {
    const document = parseSphinxPage(`library/${file}`, await readFile(join(library, file), "utf8"));
    for (const section of document?.sections ?? []) texts.push(`${document!.title}: ${section.title}. ${section.text}`.slice(0, MAX_EMBEDDED_CHARS));
    if (texts.length >= count) break;
  }
  return texts.slice(0, count);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function questionLatencies(model: LocalEmbeddings, rounds: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await model.embed([`${QUESTIONS[i % QUESTIONS.length]} (${i})`], "query");
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const modelDir = await resolveDefaultModel(loadConfig().cacheDir, true, createLogger("warn", 2));
const texts = await sectionTexts();
for (const threads of threadCounts) {
  const model = await LocalEmbeddings.load(modelDir, { threads });
  try {
    const load = loadavg()[0]!.toFixed(2);
    const idle = median(await questionLatencies(model, 50));
    const started = performance.now();
    const bulk = model.embed(texts);
    const busy = median(await questionLatencies(model, 20));
    await bulk;
    const seconds = (performance.now() - started) / 1000;
    const result = { threads, texts: texts.length, seconds: +seconds.toFixed(1), textsPerSecond: +(texts.length / seconds).toFixed(1), questionMs: +idle.toFixed(1), questionDuringBulkMs: +busy.toFixed(1), load };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await model.close();
  }
}
