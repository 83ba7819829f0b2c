/**
 * The local model's speed without Neo4j: texts per second over real documentation sections (Python 3.11's
 * library pages, as the embedding job reads them) for each number of worker threads, and a question's
 * latency alone and while those texts are being embedded; then, on one thread, what one text costs by its
 * length (the same sections cut to a number of words), which bounds the texts per second any batching or
 * scheduling can reach on this machine. Needs the default model installed and the Debian docs
 * (scripts/debian-docs.sh).
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

const LENGTHS_IN_WORDS = [8, 16, 32, 64, 128, 256];

/** Milliseconds one text takes on one thread, by its length in words (the sections cut to it), and how long the sections are. */
async function costByLength(modelDir: string, sections: string[]): Promise<void> {
  const model = await LocalEmbeddings.load(modelDir, { threads: 1 });
  try {
    const words = sections.map((text) => text.split(/\s+/).filter(Boolean));
    const sample = words.slice(0, 100);
    const byLength: Record<string, number> = {};
    for (const length of LENGTHS_IN_WORDS) {
      const texts = sample.map((text) => text.slice(0, length).join(" "));
      await model.embed(texts.slice(0, 5));
      const started = performance.now();
      await model.embed(texts);
      byLength[`${length} words`] = +((performance.now() - started) / texts.length).toFixed(1);
    }
    const lengths = words.map((text) => text.length);
    const sectionWords = { median: median(lengths), over128: +(lengths.filter((n) => n > 128).length / lengths.length).toFixed(2) };
    process.stdout.write(`${JSON.stringify({ msPerTextOnOneThread: byLength, sectionWords, load: loadavg()[0]!.toFixed(2) })}\n`);
  } finally {
    await model.close();
  }
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
await costByLength(modelDir, texts);
