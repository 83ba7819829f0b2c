import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import ort from "onnxruntime-node";
import { normalise, type EmbeddingProvider, type EmbeddingPurpose } from "./provider.js";

/** Longer texts are cut: attention's cost grows with the square of the length, and all-MiniLM was trained on 256. */
const MAX_TOKENS = 256;
export const MODEL_FILE = "model.onnx";
export const TOKENIZER_FILE = "tokenizer.json";
/** Where sentence-transformers exports say how token vectors become one sentence vector. */
export const POOLING_FILE = join("1_Pooling", "config.json");

/** Where sentence-transformers exports keep the prompts put before texts by purpose ({"prompts": {"query": …}}). */
export const PROMPTS_FILE = "config_sentence_transformers.json";

type Prompts = Partial<Record<EmbeddingPurpose, string>>;

async function readPrompts(modelDir: string): Promise<Prompts> {
  const file = join(modelDir, PROMPTS_FILE);
  if (!existsSync(file)) return {};
  const { prompts } = JSON.parse(await readFile(file, "utf8")) as { prompts?: Prompts };
  return { query: prompts?.query ?? "", document: prompts?.document ?? "" };
}

/** Mean of the token vectors (all-MiniLM, e5) or the first, [CLS], token's (bge). */
export type Pooling = "mean" | "cls";

async function readPooling(modelDir: string): Promise<Pooling> {
  const file = join(modelDir, POOLING_FILE);
  if (!existsSync(file)) return "mean";
  const config = JSON.parse(await readFile(file, "utf8")) as { pooling_mode_cls_token?: boolean; pooling_mode_mean_tokens?: boolean };
  if (config.pooling_mode_cls_token) return "cls";
  if (config.pooling_mode_mean_tokens) return "mean";
  throw new Error(`${file} asks for a pooling other than mean or CLS, which Engram does not implement`);
}

/**
 * A sentence-embedding model run in-process with ONNX Runtime from a folder holding model.onnx and its
 * tokenizer.json (Hugging Face format): word pieces in, the last hidden states pooled as the folder's
 * 1_Pooling/config.json says (mean over the tokens without one), L2-normalised, with the prompts of its
 * config_sentence_transformers.json before questions and documents, as sentence-transformers does. Texts are run one at a time: padding a batch changes a dynamically quantized model's numbers,
 * and a text's vector must not depend on its neighbours.
 */
export class LocalEmbeddings implements EmbeddingProvider {
  private constructor(
    readonly model: string,
    private readonly session: ort.InferenceSession,
    private readonly tokenizer: Tokenizer,
    private readonly pooling: Pooling,
    private readonly prompts: Prompts,
    private readonly hiddenSize: number,
  ) {}

  static async load(modelDir: string): Promise<LocalEmbeddings> {
    const [modelBytes, tokenizerText, pooling, prompts] = await Promise.all([
      readFile(join(modelDir, MODEL_FILE)),
      readFile(join(modelDir, TOKENIZER_FILE), "utf8"),
      readPooling(modelDir),
      readPrompts(modelDir),
    ]);
    const session = await ort.InferenceSession.create(modelBytes, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    const tokenizer = new Tokenizer(JSON.parse(tokenizerText) as object, {});
    // The model's name and a digest of its weights: swapping the file in the same folder is a model change.
    const digest = createHash("sha256").update(modelBytes).digest("hex").slice(0, 12);
    const provider = new LocalEmbeddings(`local:${basename(modelDir)}:${digest}`, session, tokenizer, pooling, prompts, 0);
    const probe = await provider.run("dimensions");
    return new LocalEmbeddings(provider.model, session, tokenizer, pooling, prompts, probe.length);
  }

  dimensions(): Promise<number> {
    return Promise.resolve(this.hiddenSize);
  }

  async embed(texts: readonly string[], purpose: EmbeddingPurpose = "document"): Promise<number[][]> {
    const prompt = this.prompts[purpose] ?? "";
    const vectors: number[][] = [];
    for (const text of texts) vectors.push(await this.run(prompt + text));
    return vectors;
  }

  close(): Promise<void> {
    return this.session.release();
  }

  private async run(text: string): Promise<number[]> {
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
}
