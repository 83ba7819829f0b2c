/**
 * Recall quality on LoCoMo (Maharana et al., 2024): all ten conversations remembered turn by turn,
 * and every question of categories 1–4 whose evidence turns the dataset's authors labelled, asked
 * through `recall`. Methods were chosen on conversations 0–4 (development); 5–9 are held out. Plain
 * BM25 over the same turns is measured in the same run.
 *
 * Each turn carries its session's date, as the dataset gives it: the turns of a session tie, and the
 * order rememberMany receives them in orders them. LOCOMO_TIMES=per-turn invents a minute per turn
 * instead, for comparison; its sections are named with the suffix -per-turn.
 *
 *   npm run bench:recall-quality
 *   LOCOMO_TIMES=per-turn npm run bench:recall-quality
 *   ENGRAM_RERANKER=local npm run bench:recall-quality   # also through a reranking Engram on the hybrid one's Neo4j
 */
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import neo4j from "neo4j-driver";
import { startEngramProcess } from "../engram-process.js";
import { writeSection } from "../report.js";
import { CATEGORY_NAMES, loadLocomo, turnTimesOf, type LocomoConversation, type LocomoQuestion } from "./locomo-dataset.js";
import { calibration, fitLogistic, formatCalibration, type AskedQuestion, type Example } from "./calibration.js";
import { evaluate, formatMetrics, type Ranking } from "./metrics.js";
import { createPlainIndex, graphql, latencyOf, mapConcurrently, plainRanking, type Latency } from "./recall-bench.js";

const AGENT_TYPE = "locomo-assistant";
const DEVELOPMENT_CONVERSATIONS = 5;
const BATCH = 500;
const K = 10;
/** Questions in flight at once: an agent team asking together, and a bench that ends in minutes. */
const CONCURRENCY = 4;
/** Every this many questions, one is asked again alone, timed: what one recall costs, without queueing behind others. */
const LATENCY_SAMPLE_EVERY = 10;
const RERANKING = process.env.ENGRAM_RERANKER === "local";
const TIMES = turnTimesOf(process.env.LOCOMO_TIMES);
/** The sections of a run with invented times are told apart from the default's. */
const SECTION_SUFFIX = TIMES === "per-turn" ? "-per-turn" : "";
const COMMAND = TIMES === "per-turn" ? "LOCOMO_TIMES=per-turn npm run bench:recall-quality" : "npm run bench:recall-quality";
const TIMES_DESCRIPTION =
  TIMES === "per-turn"
    ? "Times invented (LOCOMO_TIMES=per-turn): each turn a minute after the one before, from its session's date and time."
    : "Times as the dataset gives them: every turn of a session carries the session's date and time, and the order rememberMany received them in orders them.";

const splitOf = (index: number) => (index < DEVELOPMENT_CONVERSATIONS ? "development (0-4)" : "held-out (5-9)");
/** The conversation a question is also asked of, where its answer is not: the next one of the same split. */
const elsewhereOf = (index: number, count: number) => {
  const [start, end] = index < DEVELOPMENT_CONVERSATIONS ? [0, DEVELOPMENT_CONVERSATIONS] : [DEVELOPMENT_CONVERSATIONS, count];
  return start + ((index - start + 1) % (end - start));
};
const memoryId = (conversation: LocomoConversation, diaId: string) => `${conversation.id}::${diaId}`;
const projectOf = (conversation: LocomoConversation) => `locomo-${conversation.id}`;

async function importConversation(url: string, conversation: LocomoConversation): Promise<void> {
  const inputs = conversation.turns.map((turn) => ({
    id: memoryId(conversation, turn.diaId),
    agentType: AGENT_TYPE,
    project: projectOf(conversation),
    memoryType: "CONVERSATION",
    content: turn.content,
    tags: [turn.speaker.toLowerCase()],
    occurredAt: turn.occurredAt,
  }));
  for (let start = 0; start < inputs.length; start += BATCH) {
    await graphql(url, "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }", { input: inputs.slice(start, start + BATCH) });
  }
}

interface RecalledHit {
  id: string;
  relevance: number;
  /** What relevance is estimated from (see src/search/relevance.ts). */
  cosine: number | null;
  coverage: number;
}

/** Recall's hits for a question, asked of a conversation (its own, or another where its answer is not). */
async function recallHits(url: string, conversation: LocomoConversation, question: LocomoQuestion): Promise<RecalledHit[]> {
  const data = await graphql(
    url,
    "query ($a: ID!, $p: ID, $q: String, $k: Int) { recall(agentType: $a, project: $p, query: $q, limit: $k) { memory { id } relevance why { cosine coverage } } }",
    { a: AGENT_TYPE, p: projectOf(conversation), q: question.question, k: K },
  );
  return data.recall.map((hit: { memory: { id: string }; relevance: number; why: { cosine: number | null; coverage: number } }) => ({
    id: hit.memory.id,
    relevance: hit.relevance,
    cosine: hit.why.cosine,
    coverage: hit.why.coverage,
  }));
}

const PLAIN_INDEX = "locomo_plain_fulltext";

type Asked = { conversation: LocomoConversation; elsewhere: LocomoConversation; question: LocomoQuestion; labels: { split: string; kind: string }; gold: string[] };

/** A sample of the questions asked again one at a time, timed: what one recall costs without queueing behind others. */
async function timedAlone(url: string, asked: Asked[]): Promise<Latency> {
  const timings: number[] = [];
  for (const q of asked.filter((_, index) => index % LATENCY_SAMPLE_EVERY === 0)) {
    const started = performance.now();
    await recallHits(url, q.conversation, q.question);
    timings.push(performance.now() - started);
  }
  return latencyOf(timings);
}

/**
 * Engram's rankings for every question, from an Engram started with these settings (and, given
 * rerankedEnv, from a second Engram with those settings on the first one's Neo4j, the same memories
 * and vectors); the plain baseline from its Neo4j.
 */
async function rankAll(conversations: LocomoConversation[], env: Record<string, string>, withBaseline: boolean, rerankedEnv: Record<string, string> | null = null) {
  const engram = await startEngramProcess(env);
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const started = Date.now();
    for (const conversation of conversations) await importConversation(engram.url, conversation);
    const importSeconds = (Date.now() - started) / 1000;
    process.stderr.write(`Imported ${conversations.reduce((sum, c) => sum + c.turns.length, 0)} turns in ${importSeconds.toFixed(1)} s (${env.ENGRAM_EMBEDDINGS})\n`);
    await createPlainIndex(driver, PLAIN_INDEX);
    const asked: Asked[] = conversations.flatMap((conversation, index) =>
      conversation.questions.map((question) => ({
        conversation,
        elsewhere: conversations[elsewhereOf(index, conversations.length)]!,
        question,
        labels: { split: splitOf(index), kind: CATEGORY_NAMES[question.category]! },
        gold: question.evidence.map((diaId) => memoryId(conversation, diaId)),
      })),
    );
    const recalled = await mapConcurrently(asked, CONCURRENCY, async (q) => ({
      q,
      own: await recallHits(engram.url, q.conversation, q.question),
      elsewhere: await recallHits(engram.url, q.elsewhere, q.question),
    }));
    const engramRankings: Ranking[] = recalled.map(({ q, own }) => ({ ...q.labels, gold: q.gold, ranked: own.map((hit) => hit.id) }));
    const judged = (hits: RecalledHit[], gold: string[]): JudgedRecall[] => hits.map((hit) => ({ ...hit, relevant: gold.includes(hit.id) }));
    const relevance: AskedBySplit = recalled.map(({ q, own, elsewhere }) => ({
      split: q.labels.split,
      questions: [
        { own: true, hits: judged(own, q.gold) },
        { own: false, hits: judged(elsewhere, []) },
      ],
    }));
    const plainRankings: Ranking[] = withBaseline
      ? await mapConcurrently(asked, CONCURRENCY, async (q) => ({ ...q.labels, gold: q.gold, ranked: await plainRanking(driver, PLAIN_INDEX, projectOf(q.conversation), q.question.question, K) }))
      : [];
    const latency = await timedAlone(engram.url, asked);
    let reranked: { rankings: Ranking[]; latency: Latency } | null = null;
    if (rerankedEnv) {
      const second = await startEngramProcess(rerankedEnv, { neo4j: engram.neo4j });
      try {
        const rankings: Ranking[] = await mapConcurrently(asked, CONCURRENCY, async (q) => ({ ...q.labels, gold: q.gold, ranked: (await recallHits(second.url, q.conversation, q.question)).map((hit) => hit.id) }));
        reranked = { rankings, latency: await timedAlone(second.url, asked) };
      } finally {
        await second.stop();
      }
    }
    return { importSeconds, engramRankings, plainRankings, relevance, latency, reranked };
  } finally {
    await driver.close();
    await engram.stop();
  }
}

async function main(): Promise<void> {
  const conversations = await loadLocomo(TIMES);
  const turns = conversations.reduce((sum, c) => sum + c.turns.length, 0);
  const questions = conversations.reduce((sum, c) => sum + c.questions.length, 0);
  const hybridEnv = { ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" };
  const hybrid = await rankAll(conversations, hybridEnv, true, RERANKING ? { ...hybridEnv, ENGRAM_RERANKER: "local" } : null);
  const lexical = await rankAll(conversations, { ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" }, false);
  const timed = (latency: Latency) => `p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, mean ${latency.mean.toFixed(0)} ms`;
  const latencies = [
    `One recall at a time (every ${LATENCY_SAMPLE_EVERY}th question asked again alone, ${hybrid.latency.samples} in all, GraphQL round trip from this process): hybrid ${timed(hybrid.latency)}`,
    hybrid.reranked ? `; hybrid reranked (ENGRAM_RERANKER=local, top ${process.env.ENGRAM_RERANK_CANDIDATES ?? 30}) ${timed(hybrid.reranked.latency)}` : "",
    `; words alone ${timed(lexical.latency)}.`,
  ].join("");
  const section = formatMetrics({
    title: `recall-quality-locomo${SECTION_SUFFIX}`,
    description: [
      `LoCoMo's ${conversations.length} conversations (${turns} turns, each remembered as a CONVERSATION memory with its speaker, words, shared photo's caption and session date; one project per conversation) and all ${questions} questions of categories 1–4 with labelled evidence turns (1,540 less 4 whose evidence is empty; malformed ids such as "D8:6; D9:17" read as the turns they name), each asked through \`recall\` (limit ${K}).`,
      TIMES_DESCRIPTION,
      `Methods were chosen on conversations 0–4 (development); 5–9 are held out. Plain BM25 is Neo4j's fulltext index with its default analyzer over the turns' content, the question as typed, the same conversation.`,
      `Published anchor: the LoCoMo paper's best retriever (DRAGON) reaches recall@10 0.675 over its turns.`,
      hybrid.reranked
        ? `The reranked system is a second Engram with ENGRAM_RERANKER=local on the hybrid one's Neo4j (the same memories and vectors): the cross-encoder ms-marco-MiniLM-L-12-v2 (int8) reads the question with each of the best ${process.env.ENGRAM_RERANK_CANDIDATES ?? 30} candidates and its chance is mixed into their similarity (share 0.3, chosen on the development conversations by bench/quality/rerank-tuning.ts).`
        : "",
      `Remembering the turns through rememberMany took ${hybrid.importSeconds.toFixed(1)} s with vectors (local model) and ${lexical.importSeconds.toFixed(1)} s without (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores when the run ended).`,
      latencies,
    ]
      .filter(Boolean)
      .join(" "),
    command: COMMAND,
    systems: {
      "Engram recall (default: words and meaning)": evaluate(hybrid.engramRankings),
      ...(hybrid.reranked ? { "Engram recall, words and meaning, reranked (ENGRAM_RERANKER=local)": evaluate(hybrid.reranked.rankings) } : {}),
      "Engram recall, ENGRAM_EMBEDDINGS=none": evaluate(lexical.engramRankings),
      "plain BM25": evaluate(hybrid.plainRankings),
    },
  });
  process.stdout.write(`${section}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), `recall-quality-locomo${SECTION_SUFFIX}`, section);
  const relevance = relevanceSection({ "Engram recall (words and meaning)": hybrid.relevance, "Engram recall, ENGRAM_EMBEDDINGS=none": lexical.relevance });
  process.stdout.write(`${relevance}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), `recall-relevance-locomo${SECTION_SUFFIX}`, relevance);
}

type JudgedRecall = RecalledHit & { relevant: boolean };
type AskedBySplit = Array<{ split: string; questions: Array<AskedQuestion & { hits: JudgedRecall[] }> }>;
/** Where a question's best hit is compared: what a caller cutting on it gains and loses. */
const RELEVANCE_CUT = 0.05;

/** The development hits as examples to fit relevance on: what the relevance fits of src/search/config.ts come from. */
function developmentExamples(asked: AskedBySplit): Example[] {
  return asked
    .filter((entry) => entry.split === splitOf(0))
    .flatMap((entry) => entry.questions.flatMap((q) => q.hits))
    .map((hit) => ({ features: { cosine: hit.cosine ?? 0, coverage: hit.coverage }, relevant: hit.relevant }));
}

function relevanceSection(systems: Record<string, AskedBySplit>): string {
  const rows = Object.entries(systems).flatMap(([system, asked]) =>
    ["all", splitOf(0), splitOf(DEVELOPMENT_CONVERSATIONS)].map((group) => ({
      system,
      group,
      calibration: calibration(
        asked.filter((entry) => group === "all" || entry.split === group).flatMap((entry) => entry.questions),
        [RELEVANCE_CUT],
      ),
    })),
  );
  const [hybrid, lexical] = Object.values(systems);
  const round = (fit: Record<string, number>) => Object.entries(fit).map(([name, weight]) => `${name} ${weight.toFixed(3)}`).join(", ");
  return [
    `## recall-relevance-locomo${SECTION_SUFFIX}`,
    "",
    `Whether recall's \`relevance\` can be cut on (${TIMES === "per-turn" ? "times invented, a minute per turn" : "times as the dataset gives them"}). Every question of the run above is asked twice: of its own conversation (a hit is relevant when the dataset names it as evidence) and of the next conversation of its split, where its answer is not (no hit is relevant). ECE: expected calibration error of the own questions' hits (ten bins). Best-hit AUC: the chance that a question's best hit scores higher in its own conversation than elsewhere. The relevance fits of src/search/config.ts were fitted on the development conversations' hits by logistic regression; refitted in this run on development hits only: with meaning (${round(fitLogistic(developmentExamples(hybrid!), ["cosine", "coverage"]))}), words only (${round(fitLogistic(developmentExamples(lexical!), ["coverage"]))}).`,
    "",
    `- Command: \`${COMMAND}\``,
    `- Date: ${new Date().toISOString()}`,
    "",
    ...formatCalibration(rows, RELEVANCE_CUT),
  ].join("\n");
}

await main();
