import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import ort from "onnxruntime-node";
import { CROSS_ENCODER_MODEL_FILE, CROSS_ENCODER_TOKENIZER_FILE } from "./reranker-model.js";

/**
 * Word pieces per (question, passage) pair. A pair costs about 6 ms at LoCoMo's turn lengths (50
 * pieces) and more with length; 256 pieces hold a documentation section's opening paragraphs.
 */
export const MAX_PAIR_TOKENS = 256;

export interface PairEncoding {
  ids: number[];
  typeIds: number[];
}

/**
 * [CLS] question [SEP] passage [SEP], cut to maxTokens as Hugging Face's "longest first" truncation
 * does: the longer of the two loses pieces until they fit (so a short question is kept whole and the
 * passage is cut at its end). Takes the pieces of each text without special tokens.
 */
export function pairEncoding(question: readonly number[], passage: readonly number[], maxTokens: number, ids: { cls: number; sep: number }): PairEncoding {
  const budget = maxTokens - 3;
  let keepQuestion = question.length;
  let keepPassage = passage.length;
  if (keepQuestion + keepPassage > budget) {
    const half = Math.floor(budget / 2);
    if (keepQuestion <= half) keepPassage = budget - keepQuestion;
    else if (keepPassage <= budget - half) keepQuestion = budget - keepPassage;
    else {
      keepQuestion = half;
      keepPassage = budget - half;
    }
  }
  const first = [ids.cls, ...question.slice(0, keepQuestion), ids.sep];
  const second = [...passage.slice(0, keepPassage), ids.sep];
  return { ids: [...first, ...second], typeIds: [...first.map(() => 0), ...second.map(() => 1)] };
}

/**
 * A cross-encoder (a BERT-style model reading the question and a passage together, one relevance
 * logit out), run in-process with ONNX Runtime on one thread from a folder holding model.onnx and
 * tokenizer.json. Pairs run one at a time: padding a batch changed this dynamically quantized model's
 * logits by up to 0.46 (a passage's score must not depend on its neighbours), and a batch of 30 was
 * slower than 30 single runs on this machine.
 */
export class CrossEncoder {
  private constructor(
    private readonly session: ort.InferenceSession,
    private readonly tokenizer: Tokenizer,
    private readonly special: { cls: number; sep: number },
    private readonly maxTokens: number,
  ) {}

  static async load(modelDir: string, maxTokens = MAX_PAIR_TOKENS): Promise<CrossEncoder> {
    const [modelBytes, tokenizerText] = await Promise.all([
      readFile(join(modelDir, CROSS_ENCODER_MODEL_FILE)),
      readFile(join(modelDir, CROSS_ENCODER_TOKENIZER_FILE), "utf8"),
    ]);
    const session = await ort.InferenceSession.create(modelBytes, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    const tokenizer = new Tokenizer(JSON.parse(tokenizerText) as object, {});
    const cls = tokenizer.token_to_id("[CLS]");
    const sep = tokenizer.token_to_id("[SEP]");
    if (cls === undefined || sep === undefined) throw new Error(`${join(modelDir, CROSS_ENCODER_TOKENIZER_FILE)} has no [CLS] or [SEP]: not a BERT-style cross-encoder's tokenizer`);
    return new CrossEncoder(session, tokenizer, { cls, sep }, maxTokens);
  }

  /** The relevance logit of each passage to the question (higher: more relevant; ms-marco's logistic is its chance of answering). */
  async score(question: string, passages: readonly string[]): Promise<number[]> {
    const questionPieces = this.pieces(question);
    const logits: number[] = [];
    for (const passage of passages) logits.push(await this.run(pairEncoding(questionPieces, this.pieces(passage), this.maxTokens, this.special)));
    return logits;
  }

  close(): Promise<void> {
    return this.session.release();
  }

  private pieces(text: string): number[] {
    return this.tokenizer.encode(text, { add_special_tokens: false }).ids;
  }

  private async run(pair: PairEncoding): Promise<number> {
    const length = pair.ids.length;
    const tensor = (values: readonly number[]) => new ort.Tensor("int64", BigInt64Array.from(values, BigInt), [1, length]);
    const feeds: Record<string, ort.Tensor> = { input_ids: tensor(pair.ids), attention_mask: tensor(pair.ids.map(() => 1)) };
    if (this.session.inputNames.includes("token_type_ids")) feeds.token_type_ids = tensor(pair.typeIds);
    const output = await this.session.run(feeds);
    return (output[this.session.outputNames[0]!]!.data as Float32Array)[0]!;
  }
}
