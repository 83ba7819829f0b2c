/** What a text is: a question searched with, or a stored text searched for (some models prefix questions). */
export type EmbeddingPurpose = "query" | "document";

/** Turns text into vectors. One implementation per provider; none means fulltext only. */
export interface EmbeddingProvider {
  /** Provider and model, as recorded in the database (e.g. "openai:text-embedding-3-small"). */
  readonly model: string;
  /** Vector length; known before the first call (local models) or after it (remote ones). */
  dimensions(): Promise<number>;
  /** One vector per text, in order, L2-normalised; documents unless told. */
  embed(texts: readonly string[], purpose?: EmbeddingPurpose): Promise<number[][]>;
  close(): Promise<void>;
}

export function normalise(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? [...vector] : vector.map((value) => value / norm);
}
