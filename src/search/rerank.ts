import type { ScoredMemory } from "../memory/scoring.js";
import type { RankedCandidate } from "../knowledge/search/ranking.js";
import { logistic } from "./fusion.js";

/** Reads a question with each passage and says how well the passage answers it. */
export interface Reranker {
  /** How many of the best candidates are read again (ENGRAM_RERANK_CANDIDATES). */
  readonly candidates: number;
  /** A relevance logit per passage, in order; null when the model failed (logged): the order is then kept. */
  score(question: string, passages: readonly string[]): Promise<number[] | null>;
  close(): Promise<void>;
}

/**
 * The share of a reranked hit's similarity that comes from the cross-encoder, the rest from the
 * search's own evidence (words, meaning, neighbouring turns). Chosen on LoCoMo's development
 * conversations with bench/quality/rerank-tuning.ts (top 30, recall@10: recall's order 0.763,
 * the cross-encoder alone 0.774, share 0.2 0.785, 0.3 0.788, 0.5 0.784, 0.8 0.780); standard-score
 * mixes, rank fusion and a tempered logistic all landed within 0.004 of it, and keep no score in 0–1.
 */
export const RERANK_SHARE = 0.3;

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

/** What the cross-encoder reads of a memory: its title, if any, and its content. */
export const memoryPassage = (hit: ScoredMemory): string => (hit.candidate.title ? `${hit.candidate.title}\n${hit.candidate.content}` : hit.candidate.content);

/**
 * Recall's best hits read again: a hit's similarity becomes the mix, its score changes by the
 * similarity weight times the change (the design's other parts are kept), and `why.reranker` shows
 * the cross-encoder's chance. Hits must come sorted by score, best first.
 */
export function rerankRecall(hits: readonly ScoredMemory[], question: string, reranker: Reranker | null): Promise<ScoredMemory[]> {
  return rerankTop(hits, question, reranker, {
    passage: memoryPassage,
    rescore: (hit, logit) => {
      const similarity = rerankedSimilarity(hit.why.similarity, logit);
      return { ...hit, score: hit.score + hit.why.weights.similarity * (similarity - hit.why.similarity), why: { ...hit.why, similarity, reranker: rerankerChance(logit) } };
    },
    score: (hit) => hit.score,
  });
}

/** What the cross-encoder reads of a section or API entry: its title, then its text. */
export const knowledgePassage = (ranked: RankedCandidate): string => `${ranked.candidate.title}\n${ranked.candidate.text}`;

/**
 * searchKnowledge's best external hits read again: a candidate's similarity becomes the mix and
 * `rank` scores it again as the design says (coverage, boosts, trust, freshness, usage).
 */
export function rerankKnowledge(
  ranked: readonly RankedCandidate[],
  question: string,
  reranker: Reranker | null,
  rank: (candidate: RankedCandidate["candidate"]) => RankedCandidate,
): Promise<RankedCandidate[]> {
  if (reranker === null) return Promise.resolve([...ranked]);
  const best = [...ranked].sort((a, b) => b.score - a.score);
  return rerankTop(best, question, reranker, {
    passage: knowledgePassage,
    rescore: (hit, logit) => {
      const again = rank({ ...hit.candidate, similarity: rerankedSimilarity(hit.candidate.similarity, logit) });
      return { ...again, why: { ...again.why, reranker: rerankerChance(logit) } };
    },
    score: (hit) => hit.score,
  });
}
