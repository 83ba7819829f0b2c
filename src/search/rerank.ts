import { RERANK_SHARE } from "./config.js";
import { logistic } from "./fusion.js";

/** Reads a question with each passage and says how well the passage answers it. */
export interface Reranker {
  /** How many of the best candidates are read again (ENGRAM_RERANK_CANDIDATES). */
  readonly candidates: number;
  /** A relevance logit per passage, in order; null when the model failed (logged): the order is then kept. */
  score(question: string, passages: readonly string[]): Promise<number[] | null>;
  close(): Promise<void>;
}

/** The cross-encoder's logit as a chance (0 to 1) that the passage answers the question: ms-marco models are trained with exactly this logistic. */
export const rerankerChance = (logit: number): number => logistic(logit);

/** A reranked hit's similarity: the search's, mixed with the cross-encoder's chance by RERANK_SHARE. */
export function rerankedSimilarity(similarity: number, logit: number, share = RERANK_SHARE): number {
  return (1 - share) * similarity + share * rerankerChance(logit);
}

/**
 * The first `reranker.candidates` items (ranked best first by the search) read again: each rescored
 * from its logit, then put in order of the new score; the items after them follow in their order.
 * Without a reranker, or without logits (the model failed), the ranking is returned as it was.
 */
export async function rerankTop<T>(
  ranked: readonly T[],
  question: string,
  reranker: Reranker | null,
  item: { passage(item: T): string; rescore(item: T, logit: number): T; score(item: T): number },
): Promise<T[]> {
  if (reranker === null) return [...ranked];
  const top = ranked.slice(0, reranker.candidates);
  const logits = top.length < 2 ? null : await reranker.score(question, top.map(item.passage));
  if (logits === null) return [...ranked];
  const rescored = top.map((entry, index) => ({ entry: item.rescore(entry, logits[index]!), index }));
  rescored.sort((a, b) => item.score(b.entry) - item.score(a.entry) || a.index - b.index);
  return [...rescored.map(({ entry }) => entry), ...ranked.slice(top.length)];
}
