/**
 * A LoCoMo-sized conversation log without the dataset: 5,882 turns of 20 to 60 words in 10
 * conversations (one project each, one agent type), CONVERSATION memories with occurredAt, the same
 * every run; and questions in LoCoMo's style over the same words. Used by bench/remember-speed.ts and
 * bench/recall-speed.ts.
 */
export const LOCOMO_TURNS = 5_882;
export const LOCOMO_CONVERSATIONS = 10;
export const LOCOMO_AGENT_TYPE = "locomo-assistant";
export const locomoProject = (conversation: number) => `locomo-${conversation}`;

const WORDS = (
  "the a we you I it to of and in that have for on with as at this but they from by not what all were when can said there an " +
  "my your about would will if do our so up out more time just know like think going trip week weekend friends family dog cat " +
  "painting music guitar concert hiking camping beach museum book novel recipe dinner garden school class job interview project " +
  "team meeting support group adoption career counseling race charity marathon workshop photo camera park lake mountain city " +
  "yesterday tomorrow last next month year really great awesome amazing tough hard proud happy excited nervous grateful"
).split(" ");
/** The words a question is about (no stop words). */
const TOPICS = WORDS.slice(WORDS.indexOf("time"));

/** A deterministic pseudo-random stream (mulberry32), so every run remembers the same texts. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function locomoTurns() {
  const next = random(19);
  const start = Date.parse("2023-05-08T13:56:00Z");
  return Array.from({ length: LOCOMO_TURNS }, (_, i) => {
    const conversation = i % LOCOMO_CONVERSATIONS;
    const words = Array.from({ length: 20 + Math.floor(next() * 41) }, () => WORDS[Math.floor(next() * WORDS.length)]!);
    const speaker = i % 2 === 0 ? "Caroline" : "Melanie";
    return {
      id: `speed-${conversation}-${i}`,
      agentType: LOCOMO_AGENT_TYPE,
      project: locomoProject(conversation),
      memoryType: "CONVERSATION",
      content: `${speaker}: ${words.join(" ")}.`,
      tags: [speaker.toLowerCase()],
      occurredAt: new Date(start + i * 60_000).toISOString(),
    };
  });
}

/** `count` questions in LoCoMo's style ("What did Melanie say about the camping trip last weekend?"), the same every run. */
export function locomoQuestions(count: number): string[] {
  const next = random(7);
  const pick = () => TOPICS[Math.floor(next() * TOPICS.length)]!;
  return Array.from({ length: count }, (_, i) => `What did ${i % 2 === 0 ? "Caroline" : "Melanie"} say about the ${pick()} ${pick()} ${pick()}?`);
}
