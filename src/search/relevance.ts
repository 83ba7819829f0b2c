import { logistic } from "./fusion.js";

/**
 * What relevance is estimated from: both absolute, so that a score means the same for every question
 * (standard scores and BM25 only say how a hit compares with the other hits of its own question).
 */
export interface RelevanceEvidence {
  /** Cosine similarity to the question as Neo4j gives it, (1 + cos) / 2; null without vectors. */
  cosine: number | null;
  /** Share of the question's words the hit contains (0 to 1). */
  coverage: number;
}

/** Weights of a logistic model: relevance = logistic(intercept + cosine·w + coverage·w). */
interface RelevanceModel {
  intercept: number;
  cosine: number;
  coverage: number;
}

/**
 * Fitted by logistic regression on LoCoMo's development conversations (0–4), as `npm run
 * bench:recall-quality` refits it: recall's top 10 hits of every question asked of its own conversation
 * (a hit is relevant when the dataset names it as evidence) and asked of another conversation (none
 * relevant), with bge-small-en-v1.5. On the held-out conversations (5–9) its expected calibration error
 * is 0.015, and a question's best hit has a median relevance of 0.20 in its own conversation and 0.018
 * in another (BENCHMARKS.md, recall-relevance-locomo).
 */
export const HYBRID_RELEVANCE: RelevanceModel = { intercept: -18.254, cosine: 16.294, coverage: 5.072 };
/** The same fit without vectors (coverage alone). */
export const WORDS_RELEVANCE: RelevanceModel = { intercept: -6.01, cosine: 0, coverage: 6.454 };

/**
 * The estimated chance (0 to 1) that a hit is what answers the question: the meaning model's fit when
 * the hit's cosine is known, else the words-only fit.
 */
export function relevance({ cosine, coverage }: RelevanceEvidence): number {
  const model = cosine === null ? WORDS_RELEVANCE : HYBRID_RELEVANCE;
  return logistic(model.intercept + model.cosine * (cosine ?? 0) + model.coverage * coverage);
}

/**
 * A hit the vector search did not return scored below every one it did: its cosine is taken as the
 * lowest returned, an upper bound, so its relevance is never underestimated by a missing number.
 */
export function cosineOrLowest(returned: readonly number[]): (cosine: number | null) => number | null {
  const lowest = returned.length === 0 ? null : Math.min(...returned);
  return (cosine) => cosine ?? lowest;
}

/**
 * Where a best hit counts as weak (a knowledge gap) unless ENGRAM_GAP_WEAK_RELEVANCE says otherwise: on
 * LoCoMo's held-out conversations 7 % of the questions asked of their own conversation have a best hit
 * below it, and 9 % of those asked of another conversation have one at or above it (words only: 11 % and 21 %).
 */
export const DEFAULT_WEAK_RELEVANCE = 0.05;

/** The best of a search's relevances, null when it found nothing: what a knowledge gap is recorded with. */
export function bestRelevance(relevances: readonly number[]): number | null {
  return relevances.length === 0 ? null : Math.max(...relevances);
}
