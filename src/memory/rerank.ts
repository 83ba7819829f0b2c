import { rerankedSimilarity, rerankerChance, rerankTop, type Reranker } from "../search/rerank.js";
import type { ScoredMemory } from "./scoring.js";

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
