import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import ort from "onnxruntime-node";
import { normalise } from "./provider.js";

/** Longer texts are cut: attention's cost grows with the square of the length, and all-MiniLM was trained on 256. */
export const MAX_TOKENS = 256;
export const MODEL_FILE = "model.onnx";
export const TOKENIZER_FILE = "tokenizer.json";
/** Where sentence-transformers exports say how token vectors become one sentence vector. */
export const POOLING_FILE = join("1_Pooling", "config.json");

/** Mean of the token vectors (all-MiniLM, e5) or the first, [CLS], token's (bge). */
export type Pooling = "mean" | "cls";

export async function readPooling(modelDir: string): Promise<Pooling> {
  const file = join(modelDir, POOLING_FILE);
  if (!existsSync(file)) return "mean";
  const config = JSON.parse(await readFile(file, "utf8")) as { pooling_mode_cls_token?: boolean; pooling_mode_mean_tokens?: boolean };
  if (config.pooling_mode_cls_token) return "cls";
  if (config.pooling_mode_mean_tokens) return "mean";
  throw new Error(`${file} asks for a pooling other than mean or CLS, which Engram does not implement`);
}

/**
 * One ONNX Runtime session and tokenizer running one text at a time on one thread. One text per run:
 * the default model is dynamically quantized (DynamicQuantizeLinear picks its scale from the whole input
 * tensor), so a batch, padded or not, changes every text's vector (measured up to 0.02 apart, cosine
 * 0.993, and no faster: BENCHMARKS.md). One thread per session: a second one gave identical vectors but
 * was slower whenever another process held a core; Engram runs several of these in worker threads instead.
 */
export class SentenceModel {
  private constructor(
    private readonly session: ort.InferenceSession,
    private readonly tokenizer: Tokenizer,
    private readonly pooling: Pooling,
  ) {}

  static async load(modelDir: string): Promise<SentenceModel> {
    const [modelBytes, tokenizerText, pooling] = await Promise.all([
      readFile(join(modelDir, MODEL_FILE)),
      readFile(join(modelDir, TOKENIZER_FILE), "utf8"),
      readPooling(modelDir),
    ]);
    const session = await ort.InferenceSession.create(modelBytes, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    return new SentenceModel(session, new Tokenizer(JSON.parse(tokenizerText) as object, {}), pooling);
  }

  /** The text's vector: word pieces cut at MAX_TOKENS, the last hidden states pooled, L2-normalised. */
  async embed(text: string): Promise<number[]> {
    const encoding = this.tokenizer.encode(text, { return_token_type_ids: true });
    const length = Math.min(MAX_TOKENS, encoding.ids.length);
    // Cut as sentence-transformers does: the first word pieces, then the closing [SEP] the model expects.
    const cut = (values: readonly number[]) => (values.length <= length ? values : [...values.slice(0, length - 1), values.at(-1)!]);
    const tensor = (values: readonly number[]) => new ort.Tensor("int64", BigInt64Array.from(cut(values), BigInt), [1, length]);
    const feeds: Record<string, ort.Tensor> = { input_ids: tensor(encoding.ids), attention_mask: tensor(encoding.attention_mask) };
    if (this.session.inputNames.includes("token_type_ids")) feeds.token_type_ids = tensor(encoding.token_type_ids);
    const output = await this.session.run(feeds);
    const hidden = output[this.session.outputNames[0]!]!;
    const [, tokens, size] = hidden.dims as [number, number, number];
    const data = hidden.data as Float32Array;
    if (this.pooling === "cls") return normalise(Array.from(data.subarray(0, size)));
    const mean = new Array<number>(size).fill(0);
    for (let token = 0; token < tokens; token++) for (let i = 0; i < size; i++) mean[i]! += data[token * size + i]! / tokens;
    return normalise(mean);
  }

  close(): Promise<void> {
    return this.session.release();
  }
}
