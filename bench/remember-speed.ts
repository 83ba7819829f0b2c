/**
 * How long remembering a LoCoMo-sized conversation log takes through GraphQL: 5,882 turns of 20 to 60
 * words in 10 conversations (one project each), CONVERSATION memories with occurredAt, sent through
 * rememberMany 500 at a time as bench/quality/locomo.ts does, against a fresh Engram with the
 * ENGRAM_EMBEDDINGS of this environment (local unless set). Prints seconds, turns/s and how many turns
 * have a vector at the end.
 *
 *   ENGRAM_EMBEDDINGS=local ENGRAM_OFFLINE=true node --import tsx bench/remember-speed.ts
 */
import neo4j from "neo4j-driver";
import { startEngramProcess } from "./engram-process.js";

const TURNS = 5_882;
const CONVERSATIONS = 10;
const BATCH = 500;

const WORDS = (
  "the a we you I it to of and in that have for on with as at this but they from by not what all were when can said there an " +
  "my your about would will if do our so up out more time just know like think going trip week weekend friends family dog cat " +
  "painting music guitar concert hiking camping beach museum book novel recipe dinner garden school class job interview project " +
  "team meeting support group adoption career counseling race charity marathon workshop photo camera park lake mountain city " +
  "yesterday tomorrow last next month year really great awesome amazing tough hard proud happy excited nervous grateful"
).split(" ");

/** A deterministic pseudo-random stream (mulberry32), so every run remembers the same texts. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function turns() {
  const next = random(19);
  const start = Date.parse("2023-05-08T13:56:00Z");
  return Array.from({ length: TURNS }, (_, i) => {
    const conversation = i % CONVERSATIONS;
    const words = Array.from({ length: 20 + Math.floor(next() * 41) }, () => WORDS[Math.floor(next() * WORDS.length)]!);
    const speaker = i % 2 === 0 ? "Caroline" : "Melanie";
    return {
      id: `speed-${conversation}-${i}`,
      agentType: "locomo-assistant",
      project: `locomo-${conversation}`,
      memoryType: "CONVERSATION",
      content: `${speaker}: ${words.join(" ")}.`,
      tags: [speaker.toLowerCase()],
      occurredAt: new Date(start + i * 60_000).toISOString(),
    };
  });
}

async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const env = { ENGRAM_EMBEDDINGS: process.env.ENGRAM_EMBEDDINGS ?? "local", ENGRAM_OFFLINE: process.env.ENGRAM_OFFLINE ?? "true" };
const engram = await startEngramProcess(env);
try {
  const inputs = turns();
  const byConversation = Array.from({ length: CONVERSATIONS }, (_, c) => inputs.filter((input) => input.project === `locomo-${c}`));
  const started = performance.now();
  for (const conversation of byConversation) {
    for (let start = 0; start < conversation.length; start += BATCH) {
      await graphql(engram.url, "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }", { input: conversation.slice(start, start + BATCH) });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  const { records } = await driver.executeQuery("MATCH (m:Memory) RETURN count(m) AS memories, count(m.embedding) AS embedded");
  await driver.close();
  const result = {
    embeddings: env.ENGRAM_EMBEDDINGS,
    threads: process.env.ENGRAM_EMBEDDINGS_THREADS ?? "default",
    turns: TURNS,
    seconds: Number(seconds.toFixed(1)),
    turnsPerSecond: Number((TURNS / seconds).toFixed(0)),
    memories: Number(records[0]!.get("memories")),
    embedded: Number(records[0]!.get("embedded")),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await engram.stop();
}
