import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import ort from "onnxruntime-node";
import { normalise, type EmbeddingProvider } from "./provider.js";

/** Sentence models of this size were trained on sequences of at most 256 word pieces. */
const MAX_TOKENS = 256;
export const MODEL_FILE = "model.onnx";
export const TOKENIZER_FILE = "tokenizer.json";

/**
 * A sentence-embedding model run in-process with ONNX Runtime from a folder holding model.onnx and its
 * tokenizer.json (Hugging Face format): word pieces in, mean of the last hidden states over the real
 * tokens, L2-normalised, as sentence-transformers does. Texts are run one at a time: padding a batch
 * changes a dynamically quantized model's numbers, and a text's vector must not depend on its neighbours.
 */
export class LocalEmbeddings implements EmbeddingProvider {
  private constructor(
    readonly model: string,
    private readonly session: ort.InferenceSession,
    private readonly tokenizer: Tokenizer,
    private readonly hiddenSize: number,
  ) {}

  static async load(modelDir: string): Promise<LocalEmbeddings> {
    const [modelBytes, tokenizerText] = await Promise.all([readFile(join(modelDir, MODEL_FILE)), readFile(join(modelDir, TOKENIZER_FILE), "utf8")]);
    const session = await ort.InferenceSession.create(modelBytes, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    const tokenizer = new Tokenizer(JSON.parse(tokenizerText) as object, {});
    // The model's name and a digest of its weights: swapping the file in the same folder is a model change.
    const digest = createHash("sha256").update(modelBytes).digest("hex").slice(0, 12);
    const provider = new LocalEmbeddings(`local:${basename(modelDir)}:${digest}`, session, tokenizer, 0);
    const probe = await provider.run("dimensions");
    return new LocalEmbeddings(provider.model, session, tokenizer, probe.length);
  }

  dimensions(): Promise<number> {
    return Promise.resolve(this.hiddenSize);
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    for (const text of texts) vectors.push(await this.run(text));
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
    const mean = new Array<number>(size).fill(0);
    for (let token = 0; token < tokens; token++) for (let i = 0; i < size; i++) mean[i]! += data[token * size + i]! / tokens;
    return normalise(mean);
  }
}
