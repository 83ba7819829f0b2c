/**
 * How the reranker's logit is combined with recall's own evidence, chosen on LoCoMo's development
 * conversations (0–4) only: an Engram without the reranker recalls the top 30 of each development
 * question (limit 30, which also widens its fulltext candidates from 200 to 600, so the base order
 * is close to, not the same as, recall's at limit 10), the cross-encoder scores those 30 here, and
 * combinations are compared offline by recall@10 and MRR. The held-out conversations are never read.
 *
 *   node --import tsx bench/quality/rerank-tuning.ts            # data cached in ENGRAM_CACHE_DIR/bench
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { CrossEncoder } from "../../src/search/cross-encoder.js";
import { resolveDefaultReranker } from "../../src/search/reranker-model.js";
import { logistic } from "../../src/search/fusion.js";
import { startEngramProcess } from "../engram-process.js";
import { loadLocomo, type LocomoConversation } from "./locomo-dataset.js";
import { graphql } from "./recall-bench.js";

const DEVELOPMENT_CONVERSATIONS = 5;
const TOP = 30;
const AGENT_TYPE = "locomo-assistant";
const CACHE = join(process.env.ENGRAM_CACHE_DIR ?? join(homedir(), ".cache", "engram"), "bench", "rerank-tuning-locomo-dev.json");

interface Hit {
  id: string;
  passage: string;
  score: number;
  similarity: number;
  logit: number;
}
interface Asked {
  gold: string[];
  hits: Hit[];
}

const memoryId = (conversation: LocomoConversation, diaId: string) => `${conversation.id}::${diaId}`;

async function collect(): Promise<Asked[]> {
  const conversations = (await loadLocomo()).slice(0, DEVELOPMENT_CONVERSATIONS);
  const log = createLogger("warn", 2);
  const encoder = await CrossEncoder.load(await resolveDefaultReranker(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, false, log));
  const engram = await startEngramProcess({ ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" });
  const asked: Asked[] = [];
  try {
    for (const conversation of conversations) {
      const inputs = conversation.turns.map((turn) => ({
        id: memoryId(conversation, turn.diaId),
        agentType: AGENT_TYPE,
        project: `locomo-${conversation.id}`,
        memoryType: "CONVERSATION",
        content: turn.content,
        tags: [turn.speaker.toLowerCase()],
        occurredAt: turn.occurredAt,
      }));
      for (let start = 0; start < inputs.length; start += 500) {
        await graphql(engram.url, "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }", { input: inputs.slice(start, start + 500) });
      }
    }
    let pairs = 0;
    const started = performance.now();
    for (const conversation of conversations) {
      for (const question of conversation.questions) {
        const data = await graphql(
          engram.url,
          "query ($a: ID!, $p: ID, $q: String, $k: Int) { recall(agentType: $a, project: $p, query: $q, limit: $k) { memory { id title content } score why { similarity } } }",
          { a: AGENT_TYPE, p: `locomo-${conversation.id}`, q: question.question, k: TOP },
        );
        const recalled = data.recall as Array<{ memory: { id: string; title: string | null; content: string }; score: number; why: { similarity: number } }>;
        const passages = recalled.map((hit) => (hit.memory.title ? `${hit.memory.title}\n${hit.memory.content}` : hit.memory.content));
        const logits = await encoder.score(question.question, passages);
        pairs += passages.length;
        asked.push({
          gold: question.evidence.map((diaId) => memoryId(conversation, diaId)),
          hits: recalled.map((hit, i) => ({ id: hit.memory.id, passage: passages[i]!, score: hit.score, similarity: hit.why.similarity, logit: logits[i]! })),
        });
      }
      process.stderr.write(`${conversation.id}: ${asked.length} questions, ${((performance.now() - started) / pairs).toFixed(1)} ms per pair\n`);
    }
  } finally {
    await engram.stop();
    await encoder.close();
  }
  return asked;
}

type Order = (hits: Hit[]) => Hit[];

function measure(asked: Asked[], order: Order): { recallAt10: number; mrr: number } {
  let recall = 0;
  let mrr = 0;
  for (const { gold, hits } of asked) {
    const ranked = order(hits).map((hit) => hit.id);
    recall += gold.filter((id) => ranked.slice(0, 10).includes(id)).length / gold.length;
    const first = ranked.findIndex((id) => gold.includes(id));
    mrr += first < 0 ? 0 : 1 / (first + 1);
  }
  return { recallAt10: recall / asked.length, mrr: mrr / asked.length };
}

const by = (value: (hit: Hit, index: number, hits: Hit[]) => number): Order => (hits) =>
  hits.map((hit, index) => ({ hit, value: value(hit, index, hits) })).sort((a, b) => b.value - a.value).map(({ hit }) => hit);

function zScores(values: number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const deviation = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1;
  return values.map((value) => (value - mean) / deviation);
}

async function main(): Promise<void> {
  let asked: Asked[];
  if (existsSync(CACHE)) asked = JSON.parse(await readFile(CACHE, "utf8")) as Asked[];
  else {
    asked = await collect();
    await mkdir(join(CACHE, ".."), { recursive: true });
    await writeFile(CACHE, JSON.stringify(asked));
  }
  const rows: Array<[string, { recallAt10: number; mrr: number }]> = [];
  const row = (name: string, order: Order) => rows.push([name, measure(asked, order)]);
  row("recall's order (limit 30)", (hits) => hits);
  row("cross-encoder alone", by((hit) => hit.logit));
  // (B) the similarity mixed with the model's probability, the score's other parts kept: score + ws·(mix − similarity), ws = 0.55
  for (const temperature of [1, 2, 4]) {
    for (const weight of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
      row(`similarity mix w=${weight} T=${temperature}`, by((hit) => hit.score + 0.55 * weight * (logistic(hit.logit / temperature) - hit.similarity)));
    }
  }
  // fewer candidates read again (cheaper): the mix chosen above on the first n, the rest in recall's order
  for (const n of [10, 15, 20]) {
    row(`similarity mix w=0.3 T=1, top ${n} only`, (hits) => [...by((hit) => hit.score + 0.55 * 0.3 * (logistic(hit.logit) - hit.similarity))(hits.slice(0, n)), ...hits.slice(n)]);
  }
  // (A) standard scores of recall's score and the logit within the 30, mixed
  for (const weight of [0.3, 0.4, 0.5, 0.6, 0.7]) {
    row(`z mix w=${weight}`, (hits) => {
      const base = zScores(hits.map((hit) => hit.score));
      const model = zScores(hits.map((hit) => hit.logit));
      return by((_, i) => (1 - weight) * base[i]! + weight * model[i]!)(hits);
    });
  }
  // (C) reciprocal rank fusion
  for (const k of [10, 30, 60]) {
    row(`RRF k=${k}`, (hits) => {
      const modelRank = new Map(by((hit) => hit.logit)(hits).map((hit, rank) => [hit.id, rank]));
      return by((hit, rank) => 1 / (k + rank + 1) + 1 / (k + modelRank.get(hit.id)! + 1))(hits);
    });
  }
  // (D) the logit added to recall's evidence: score + c·logit
  for (const c of [0.005, 0.01, 0.02, 0.03, 0.05]) row(`score + ${c}·logit`, by((hit) => hit.score + c * hit.logit));
  process.stdout.write(`${asked.length} development questions, top ${TOP}\n| combination | recall@10 | MRR |\n| --- | ---: | ---: |\n`);
  for (const [name, m] of rows) process.stdout.write(`| ${name} | ${m.recallAt10.toFixed(3)} | ${m.mrr.toFixed(3)} |\n`);
}

await main();
