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
import { LOCOMO_CONVERSATIONS, LOCOMO_TURNS, locomoTurns } from "./locomo-shaped.js";

const BATCH = 500;
const TURNS = LOCOMO_TURNS;
const CONVERSATIONS = LOCOMO_CONVERSATIONS;
const turns = locomoTurns;

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
