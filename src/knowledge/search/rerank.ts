import { rerankedSimilarity, rerankerChance, rerankTop, type Reranker } from "../../search/rerank.js";
import type { RankedCandidate } from "./ranking.js";

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
