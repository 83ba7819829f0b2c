import { LRUCache } from "lru-cache";
import type { Logger } from "../logger.js";
import type { EmbeddingJob } from "./job.js";
import type { EmbeddingProvider } from "./provider.js";
import { MAX_EMBEDDED_CHARS, targetFor, type EmbeddingTarget } from "./targets.js";

/**
 * The embedding side of writes and searches. A write never fails because the provider does: the node is
 * stored without a vector and the embedding job adds it later; a search falls back on words alone.
 */
export class SemanticIndex {
  /** Questions come back (agents repeat them; searchKnowledge with MEMORY asks recall the same one): embed each once. */
  private readonly questions = new LRUCache<string, number[]>({ max: 1_000 });

  constructor(
    readonly provider: EmbeddingProvider,
    private readonly job: EmbeddingJob,
    private readonly log: Logger,
    /** The share of hybrid similarity that comes from words (see src/search/fusion.ts); null: each search's default. */
    readonly lexicalShare: number | null,
  ) {}

  get model(): string {
    return this.provider.model;
  }

  /**
   * Embeds just-written nodes (element ids) from their stored text, right after their transaction: the
   * text may draw on other nodes (a turn's previous one), which the write has to commit first. If the
   * provider fails (logged), the embedding job adds the vectors later.
   */
  async embedWritten(label: EmbeddingTarget["label"], ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.job.embedNodes(targetFor(label), ids);
    } catch (error) {
      this.log.warn({ err: (error as Error).message, nodes: ids.length }, "Embedding failed; the embedding job will add the vectors later");
    }
  }

  /** The question's vector, or null when the provider failed (logged): search then uses words alone. */
  async embedQuery(text: string): Promise<number[] | null> {
    const question = text.slice(0, MAX_EMBEDDED_CHARS);
    const known = this.questions.get(question);
    if (known) return known;
    try {
      const vector = (await this.provider.embed([question], "query"))[0] ?? null;
      if (vector) this.questions.set(question, vector);
      return vector;
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, "Embedding the question failed; searching by words alone");
      return null;
    }
  }
}
