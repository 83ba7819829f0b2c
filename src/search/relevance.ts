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
export interface RelevanceModel {
  intercept: number;
  cosine: number;
  coverage: number;
}

/** A domain's fit: one model for hits with a cosine, one for words alone (vectors off, or no vector search). */
export interface RelevanceFit {
  withMeaning: RelevanceModel;
  wordsOnly: RelevanceModel;
}

/**
 * The estimated chance (0 to 1) that a hit is what answers the question: the fit's meaning model when
 * the hit's cosine is known, else its words-only model.
 */
export function relevance({ cosine, coverage }: RelevanceEvidence, fit: RelevanceFit): number {
  const model = cosine === null ? fit.wordsOnly : fit.withMeaning;
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

/** The best of a search's relevances, null when it found nothing: what a knowledge gap is recorded with. */
export function bestRelevance(relevances: readonly number[]): number | null {
  return relevances.length === 0 ? null : Math.max(...relevances);
}
