/**
 * Every tuning constant of search, with what it was chosen on, and the named recipes the searches run
 * (as graphiti's search_config_recipes: one recipe per kind of search over the same retrievers, fusion
 * and reranking). Nothing here reads the environment: src/config.ts parses ENGRAM_* settings and a
 * setting left unset (null) means the recipe's default.
 */
import type { NeighbourContext } from "./neighbours.js";
import type { RelevanceFit } from "./relevance.js";

/** How many candidates a retriever hands to ranking: perResult per hit asked for, within min and max. */
export interface CandidateBudget {
  perResult: number;
  min: number;
  max: number;
}

export const candidateCount = ({ perResult, min, max }: CandidateBudget, limit: number): number => Math.min(max, Math.max(min, limit * perResult));

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
 * Where a best hit counts as weak (a knowledge gap) unless ENGRAM_GAP_WEAK_RELEVANCE says otherwise: on
 * LoCoMo's held-out conversations 7 % of the questions asked of their own conversation have a best hit
 * below it, and 9 % of those asked of another conversation have one at or above it (words only: 11 % and 21 %).
 */
export const DEFAULT_WEAK_RELEVANCE = 0.05;

/** Vector search asks for this many times the candidates it needs, and widens by as much again (see widening.ts). */
export const VECTOR_OVERFETCH = 4;

/**
 * The share of a reranked hit's similarity that comes from the cross-encoder, the rest from the
 * search's own evidence (words, meaning, neighbouring turns). Chosen on LoCoMo's development
 * conversations with bench/quality/rerank-tuning.ts (top 30, recall@10: recall's order 0.763,
 * the cross-encoder alone 0.774, share 0.2 0.785, 0.3 0.788, 0.5 0.784, 0.8 0.780); standard-score
 * mixes, rank fusion and a tempered logistic all landed within 0.004 of it, and keep no score in 0–1.
 */
export const RERANK_SHARE = 0.3;

/** What a search is tuned by: its retrievers' budgets, how words and meaning mix, and how relevance is judged. */
export interface SearchRecipe {
  /** Fulltext candidates per search. */
  lexical: CandidateBudget;
  /** Vector candidates per search; absent for a search without vectors. */
  vector?: CandidateBudget;
  /** The weight of words against meaning when both searches ran, unless ENGRAM_HYBRID_LEXICAL_SHARE sets it. */
  lexicalShare: number;
  /** How cosine and coverage become a relevance: fitted on the domain's own labelled data (see relevance.ts). */
  relevance: RelevanceFit;
  /** Neighbouring turns' context: the best candidates whose neighbours are read, and how much they add. */
  neighbours?: { best: number; context: NeighbourContext };
  /** Documentation pages scored on their whole text: how many are read, and the share of a hit's evidence its page's gives. */
  pages?: { candidates: number; share: number };
}

/**
 * Memory recall. Fulltext gives many candidates, as its standard scores need the spread of the matches:
 * on LoCoMo's development conversations 200 candidates beat 50 (recall@10 0.756 against 0.739, hybrid).
 * Lexical share 0.4 (0.4: recall@10 0.756, 0.5: 0.748, 0.6: 0.740). Neighbours' context share 0.3 (hybrid
 * recall@10: no context 0.731, share 0.2 0.745, 0.3 0.756, 0.5 0.750); reading the neighbours of more than
 * the best 20 candidates changed nothing.
 */
export const RECALL: SearchRecipe = {
  lexical: { perResult: 20, min: 200, max: 1_000 },
  vector: { perResult: 5, min: 50, max: 500 },
  lexicalShare: 0.4,
  relevance: CONVERSATION_RELEVANCE,
  neighbours: { best: 20, context: { share: 0.3, floor: -3 } },
};

/**
 * searchKnowledge over external knowledge: two candidates of each kind per hit, at least 20, from each
 * search. Lexical share 0.5, chosen with bge-small-en-v1.5 on the odd-numbered Node questions (0.3 to
 * 0.9 tried); see BENCHMARKS.md. Each hit also takes a share of its page's evidence: BM25 over the whole
 * text of the 30 best pages (issue 32). Share 0.15 was chosen on the development halves of PostgreSQL's
 * and Django's derived sets at once (hit@5, share 0 / 0.15 / 0.3 / 0.45: PostgreSQL 0.703 / 0.724 / 0.732
 * / 0.741, Django 0.713 / 0.705 / 0.699 / 0.689): the largest that costs Django no more than noise.
 */
export const KNOWLEDGE: SearchRecipe & Required<Pick<SearchRecipe, "pages">> = {
  lexical: { perResult: 2, min: 20, max: Infinity },
  vector: { perResult: 2, min: 20, max: Infinity },
  lexicalShare: 0.5,
  relevance: DOCUMENTATION_RELEVANCE,
  pages: { candidates: 30, share: 0.15 },
};

/**
 * Past issues like an asked one: 100 candidates by words (issues have no vectors). Their relevance is
 * reported by the pipeline only: related issues rank on their own score (see issues/related.ts).
 */
export const RELATED_ISSUES: SearchRecipe = {
  lexical: { perResult: 0, min: 100, max: 100 },
  lexicalShare: KNOWLEDGE.lexicalShare,
  relevance: DOCUMENTATION_RELEVANCE,
};

/**
 * From an error to its fix: resolutions recalled (the RECALL recipe) by the error's pattern and words,
 * then documentation and API entries (the KNOWLEDGE recipe). A resolution of a similar error is offered
 * from the weak-relevance line up; the words as printed find documentation better than the pattern
 * (development half of bench:error-quality).
 */
export const ERROR_SOLUTIONS = {
  similarRelevance: DEFAULT_WEAK_RELEVANCE,
  documentSources: ["DOC", "API"],
  /** Hits returned per solution asked for: resolutions, documentation and web results together. */
  hitsPerSolution: 3,
} as const;
