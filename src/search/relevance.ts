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
 * Recall's fit, by logistic regression on LoCoMo's development conversations (0–4), as `npm run
 * bench:recall-quality` refits it: recall's top 10 hits of every question asked of its own conversation
 * (a hit is relevant when the dataset names it as evidence) and asked of another conversation (none
 * relevant), with bge-small-en-v1.5. On the held-out conversations (5–9) its expected calibration error
 * is 0.015, and a question's best hit has a median relevance of 0.20 in its own conversation and 0.018
 * in another (BENCHMARKS.md, recall-relevance-locomo).
 */
export const CONVERSATION_RELEVANCE: RelevanceFit = {
  withMeaning: { intercept: -18.254, cosine: 16.294, coverage: 5.072 },
  wordsOnly: { intercept: -6.01, cosine: 0, coverage: 6.454 },
};

/**
 * searchKnowledge's fit, by logistic regression on the development half of the PostgreSQL 15 questions
 * (bench/quality/knowledge/postgres-questions.ts): the top 10 hits of each, relevant when on a page the
 * documentation's own links name. Recall's fit stated 0.34 on average where 0.09 of documentation hits were
 * relevant (expected calibration error 0.25); this one's is 0.008 on the held-out half, 0.013 words only
 * (BENCHMARKS.md, knowledge-quality). Sections are long and many share a question's words, so coverage
 * weighs less than in conversations, and bge-small's cosine spreads less across documentation.
 */
export const DOCUMENTATION_RELEVANCE: RelevanceFit = {
  withMeaning: { intercept: -9.507, cosine: 4.469, coverage: 4.336 },
  wordsOnly: { intercept: -5.587, cosine: 0, coverage: 4.3 },
};

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
