import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddingsError, OpenAiEmbeddings, type OpenAiEmbeddingsOptions } from "../../src/embeddings/openai.js";
import { bagOfWords, FakeOpenAiEmbeddings } from "../helpers/openai-embeddings-server.js";

const KEY = "sk-test-embeddings-0123456789";
let server: FakeOpenAiEmbeddings;

beforeAll(async () => {
  server = await new FakeOpenAiEmbeddings(KEY, 32).start();
});
afterAll(() => server?.stop());

const provider = (options: Partial<OpenAiEmbeddingsOptions> = {}) =>
  new OpenAiEmbeddings({ url: server.url, model: "text-embedding-3-small", apiKey: KEY, dimensions: null, batchSize: 64, timeoutMs: 2000, maxRetries: 2, backoffMs: 10, ...options });

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

describe("the openai embeddings provider", () => {
  it("embeds in batches, in input order, normalised, with the key as a Bearer token", async () => {
    const before = server.calls.length;
    const texts = Array.from({ length: 150 }, (_, i) => `memory number ${i} about ${i % 2 ? "caching" : "routing"}`);
    const vectors = await provider().embed(texts);
    const calls = server.calls.slice(before);
    expect(calls.map((call) => (call.body.input as string[]).length)).toEqual([64, 64, 22]);
    expect(calls[0]!.authorization).toBe(`Bearer ${KEY}`);
    expect(calls[0]!.body).toMatchObject({ model: "text-embedding-3-small", encoding_format: "float" });
    expect(vectors).toHaveLength(150);
    const expected = bagOfWords(texts[149]!, 32);
    const norm = Math.hypot(...expected);
    expect(vectors[149]!.map((v) => Number(v.toFixed(6)))).toEqual(expected.map((v) => Number((v / norm).toFixed(6))));
    expect(Math.hypot(...vectors[0]!)).toBeCloseTo(1);
    expect(cosine(vectors[1]!, vectors[3]!)).toBeGreaterThan(cosine(vectors[1]!, vectors[2]!));
  });

  it("learns its dimensions from the API, or asks for the configured ones", async () => {
    expect(await provider().dimensions()).toBe(32);
    const shortened = provider({ dimensions: 8 });
    expect(await shortened.dimensions()).toBe(8);
    expect((await shortened.embed(["a b c"]))[0]).toHaveLength(8);
    expect(server.calls.at(-1)!.body.dimensions).toBe(8);
  });

  it("retries rate limits and server errors, and fails at once on a refused key without showing it", async () => {
    server.failNext(1, 429);
    server.failNext(1, 503);
    const before = server.calls.length;
    await provider().embed(["retried"]);
    expect(server.calls.length - before).toBe(3);

    const refused = await provider({ apiKey: "sk-wrong-key-0123456789" }).embed(["x"]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EmbeddingsError);
    expect((refused as Error).message).toMatch(/refused the API key \(EMBEDDINGS_API_KEY\) \(HTTP 401\): Incorrect API key provided/);
    expect((refused as Error).message).not.toContain("sk-wrong-key");
  });

  it("refuses an answer with the wrong number of embeddings", async () => {
    server.failNext(3, 200, JSON.stringify({ object: "list", data: [], model: "m" }));
    await expect(provider().embed(["one"])).rejects.toThrow(/without 1 embeddings/);
  });
});
