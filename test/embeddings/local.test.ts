import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { resolveDefaultModel } from "../../src/embeddings/default-model.js";
import { LocalEmbeddings } from "../../src/embeddings/local.js";
import { createLogger } from "../../src/logger.js";

const log = createLogger("silent");
let model: LocalEmbeddings;

beforeAll(async () => {
  // installed by the test setup (or `engram embeddings install`); offline here: nothing is fetched at run time
  model = await LocalEmbeddings.load(await resolveDefaultModel(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, true, log));
});
afterAll(() => model?.close());

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

describe("the local embedding model (all-MiniLM-L6-v2, quantized, from Maven Central)", () => {
  it("gives 384-dimension unit vectors named after the model and its weights", async () => {
    expect(await model.dimensions()).toBe(384);
    expect(model.model).toMatch(/^local:all-minilm-l6-v2-q-1\.20\.0-beta30:[0-9a-f]{12}$/);
    const [vector] = await model.embed(["How do I read a file line by line?"]);
    expect(vector).toHaveLength(384);
    expect(Math.hypot(...vector!)).toBeCloseTo(1, 5);
  });

  // Reference: the same model.onnx and tokenizer.json run in Python with onnxruntime 1.32 and Hugging Face
  // tokenizers (no padding), mean pooling and L2 normalisation: the first five values.
  it("computes the same vector as the reference implementation in Python", async () => {
    const [vector] = await model.embed(["How do I read a file line by line?"]);
    expect(vector!.slice(0, 5).map((value) => Number(value.toFixed(4)))).toEqual([0.0103, 0.0604, -0.1124, 0.0025, -0.0767]);
  });

  it("places paraphrases together and unrelated text apart, whatever else is in the batch", async () => {
    const [question, paraphrase, unrelated] = await model.embed(["How do I read a file line by line?", "Reading files one line at a time", "The weather is nice today"]);
    expect(cosine(question!, paraphrase!)).toBeGreaterThan(0.7);
    expect(cosine(question!, unrelated!)).toBeLessThan(0.2);
    const [alone] = await model.embed(["Reading files one line at a time"]);
    expect(alone).toEqual(paraphrase);
  });

  it("refuses to fetch anything when offline and the model is missing, saying what to do", async () => {
    const emptyCache = await mkdtemp(join(tmpdir(), "engram-no-model-"));
    await expect(resolveDefaultModel(emptyCache, true, log)).rejects.toThrow(/ENGRAM_OFFLINE is set .*`engram embeddings install`.*ENGRAM_EMBEDDINGS_MODEL_DIR/);
  });
});

describe("long texts", () => {
  it("are cut to 256 word pieces ending with the closing token, so any length embeds", async () => {
    const long = "Neo4j stores property graphs. ".repeat(400);
    const [vector] = await model.embed([long]);
    expect(vector).toHaveLength(384);
    const [start] = await model.embed(["Neo4j stores property graphs. ".repeat(60)]);
    expect(cosine(vector!, start!)).toBeGreaterThan(0.99);
  });
});
