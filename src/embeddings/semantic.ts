import { LRUCache } from "lru-cache";
import type { Logger } from "../logger.js";
import type { EmbeddingProvider } from "./provider.js";
import { MAX_EMBEDDED_CHARS } from "./targets.js";

/**
 * The embedding side of writes and searches. A write never fails because the provider does: the node is
 * stored without a vector and the embedding job adds it later; a search falls back on words alone.
 */
export class SemanticIndex {
  /** Questions come back (agents repeat them; searchKnowledge with MEMORY asks recall the same one): embed each once. */
  private readonly questions = new LRUCache<string, number[]>({ max: 1_000 });

  constructor(
    readonly provider: EmbeddingProvider,
    private readonly log: Logger,
    /** The share of hybrid similarity that comes from words (see src/search/fusion.ts). */
    readonly lexicalShare: number,
  ) {}

  get model(): string {
    return this.provider.model;
  }

  /** One vector per text, or nulls when the provider failed (logged). */
  async embedForWrite(texts: readonly string[]): Promise<Array<number[] | null>> {
    try {
      return await this.provider.embed(texts.map((text) => text.slice(0, MAX_EMBEDDED_CHARS)));
    } catch (error) {
      this.log.warn({ err: (error as Error).message, texts: texts.length }, "Embedding failed; the embedding job will add the vectors later");
      return texts.map(() => null);
    }
  }

  /** The question's vector, or null when the provider failed (logged): search then uses words alone. */
  async embedQuery(text: string): Promise<number[] | null> {
    const question = text.slice(0, MAX_EMBEDDED_CHARS);
    const known = this.questions.get(question);
    if (known) return known;
    try {
      const vector = (await this.provider.embed([question]))[0] ?? null;
      if (vector) this.questions.set(question, vector);
      return vector;
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, "Embedding the question failed; searching by words alone");
      return null;
    }
  }
}
