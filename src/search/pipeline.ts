import { fuseSimilarity, logistic, standardEvidence, withGroupEvidence, type Evidence, type ScoreStatistics, type SearchScores, type Similarity } from "./fusion.js";
import { coverageOf } from "./coverage.js";
import { neighbourMap, withNeighbourEvidence, type NeighbourContext } from "./neighbours.js";
import { candidateCount, type SearchRecipe } from "./config.js";
import { cosineOrLowest, relevance } from "./relevance.js";

/**
 * One search pipeline for memory recall and knowledge search: retrieve (words and meaning at once),
 * merge (one candidate per key, with both searches' scores), fuse (one similarity from the two, with the
 * domain's lexical share), judge (a relevance that means the same for every question, see relevance.ts),
 * rank (the domain's pure ranking function), and rerank (the best hits read again by a cross-encoder,
 * when ENGRAM_RERANKER is on). Each domain supplies its retrievers, key, fusion, matched
 * text and ranking; the pipeline owns the order and what passes between the stages.
 */
export interface SearchPipeline<C extends SearchScores, Hit> {
  /** What the search is tuned by (see config.ts): its retrievers' budgets, lexical share and relevance fit. */
  recipe: SearchRecipe;
  /** The hits asked for: the retrievers' budgets follow it. */
  limit: number;
  /** ENGRAM_HYBRID_LEXICAL_SHARE when set; null (or absent) for the recipe's. */
  lexicalShare?: number | null;
  /** The question's words (see queryTerms): how much of them a candidate holds is part of its relevance. */
  terms: readonly string[];
  /** The text of a candidate the question's words are looked for in. */
  matchedText: (candidate: C) => string;
  /** What makes two rows one candidate: the same memory, or the same section or entry. */
  key: (candidate: C) => string;
  /** At most this many candidates by words: BM25 in lexicalScore, semanticScore null. */
  byWords: (candidates: number) => Promise<C[]>;
  /** At most this many candidates by meaning (cosine in semanticScore, lexicalScore 0); null when vectors are off or the question has none. */
  byMeaning?: (candidates: number) => Promise<MeaningCandidates<C> | null>;
  /** How the two searches' scores become one similarity: plainFusion, or fusionInContext for neighbours' context. */
  fusion: Fusion<C>;
  /** The domain's ranking: the fused candidates, best first, as hits. */
  rank: (candidates: C[], similarity: (candidate: C) => JudgedSimilarity) => Hit[];
  /** A second reading of the best hits (see rerank.ts; the hits as they were when no reranker is on): the hits, best first. */
  rerank?: (hits: Hit[]) => Promise<Hit[]>;
}

export interface MeaningCandidates<C> {
  candidates: C[];
  /** Cosine's mean and spread over every item the search compared, when it compared the whole population. */
  population: ScoreStatistics | null;
}

export interface FusedSimilarity extends Similarity {
  /** Key of the candidate this one was found beside (it was not found by the searches itself). */
  neighbourOf?: string;
}

/** A fused similarity with the candidate's relevance and what it was estimated from. */
export interface JudgedSimilarity extends FusedSimilarity {
  /** The estimated chance (0 to 1) that the candidate answers the question: comparable across questions. */
  relevance: number;
  /** Cosine to the question as Neo4j gives it, (1 + cos) / 2, or the lowest the vector search returned for one it missed; null without vectors. */
  cosine: number | null;
  /** Share of the question's words the candidate holds (0 to 1). */
  coverage: number;
}

/** What fusion knows of the searches: the lexical share (null when meaning was not searched) and cosine's population. */
export interface Searches<C> {
  key: (candidate: C) => string;
  lexicalShare: number | null;
  population: ScoreStatistics | null;
}

/** The fused candidates (fusion may add some) and each one's similarity. */
export interface Fused<C> {
  candidates: C[];
  similarity: (candidate: C) => FusedSimilarity;
}

export type Fusion<C> = (candidates: C[], searches: Searches<C>) => Promise<Fused<C>>;

/** The weight of words against meaning when both searches ran: ENGRAM_HYBRID_LEXICAL_SHARE when set, else the recipe's. */
export const lexicalShareOf = (recipe: SearchRecipe, setting: number | null | undefined): number => setting ?? recipe.lexicalShare;

export async function runSearch<C extends SearchScores, Hit>(pipeline: SearchPipeline<C, Hit>): Promise<Hit[]> {
  const { recipe, limit } = pipeline;
  const [lexical, meaning] = await Promise.all([
    pipeline.byWords(candidateCount(recipe.lexical, limit)),
    pipeline.byMeaning && recipe.vector ? pipeline.byMeaning(candidateCount(recipe.vector, limit)) : null,
  ]);
  const merged = mergeCandidates(lexical, meaning?.candidates ?? [], pipeline.key);
  const { candidates, similarity } = await pipeline.fusion(merged, {
    key: pipeline.key,
    lexicalShare: meaning === null ? null : lexicalShareOf(recipe, pipeline.lexicalShare),
    population: meaning?.population ?? null,
  });
  const hits = pipeline.rank(candidates, judged(similarity, pipeline, meaning?.candidates ?? []));
  return pipeline.rerank ? pipeline.rerank(hits) : hits;
}

/**
 * Each candidate's similarity with its relevance (the domain's ranking asks once per candidate): a candidate the vector
 * search did not return counts with the lowest cosine it did return (see cosineOrLowest).
 */
function judged<C extends SearchScores>(
  similarity: (candidate: C) => FusedSimilarity,
  pipeline: Pick<SearchPipeline<C, unknown>, "terms" | "matchedText" | "recipe">,
  byMeaning: readonly C[],
): (candidate: C) => JudgedSimilarity {
  const cosineOf = cosineOrLowest(byMeaning.flatMap((candidate) => (candidate.semanticScore === null ? [] : [candidate.semanticScore])));
  const coverage = coverageOf(pipeline.terms);
  return (candidate) => {
    const fused = similarity(candidate);
    const parts = { cosine: cosineOf(candidate.semanticScore), coverage: coverage(pipeline.matchedText(candidate)) };
    // Built field by field rather than spread: it runs for every candidate of every search.
    const judgedSimilarity: JudgedSimilarity = {
      similarity: fused.similarity,
      lexical: fused.lexical,
      semantic: fused.semantic,
      cosine: parts.cosine,
      coverage: parts.coverage,
      relevance: relevance(parts, pipeline.recipe.relevance),
    };
    if (fused.neighbourOf !== undefined) judgedSimilarity.neighbourOf = fused.neighbourOf;
    return judgedSimilarity;
  };
}

/** A row of a search: fulltext and vector queries both name their score "score". */
interface ScoredRow {
  get(field: "score"): unknown;
}

/** What a fulltext row says of its candidate: its BM25 score. */
export const scoresByWords = (row: ScoredRow): SearchScores => ({ lexicalScore: row.get("score") as number, semanticScore: null });

/** What a vector row says of its candidate: its cosine to the question (null when it has no vector of the model). */
export const scoresByMeaning = (row: ScoredRow): SearchScores => ({ lexicalScore: 0, semanticScore: row.get("score") as number | null });

/** One candidate per key, in the order found (words first), with what each search said about it. */
export function mergeCandidates<C extends SearchScores>(lexical: readonly C[], semantic: readonly C[], key: (candidate: C) => string): C[] {
  const byKey = new Map(lexical.map((candidate) => [key(candidate), candidate]));
  for (const candidate of semantic) {
    const found = byKey.get(key(candidate));
    byKey.set(key(candidate), found ? { ...found, semanticScore: candidate.semanticScore } : candidate);
  }
  return [...byKey.values()];
}

/** Words and meaning fused on their own (see fuseSimilarity); the population is not used. */
export function plainFusion<C extends SearchScores>(): Fusion<C> {
  return async (candidates, { lexicalShare }) => ({ candidates, similarity: fuseSimilarity(candidates, lexicalShare) });
}

/**
 * Words and meaning mixed with the evidence of the group each candidate stands in (see withGroupEvidence):
 * a documentation page's BM25 over its whole text, read while the searches ran.
 */
export function fusionWithGroups<C extends SearchScores>(stage: { share: number; groupOf: (candidate: C) => string | null; scores: Promise<ReadonlyMap<string, number>> }): Fusion<C> {
  return async (candidates, { lexicalShare }) => {
    const scores = await stage.scores;
    return { candidates, similarity: withGroupEvidence(candidates, lexicalShare, { ...stage, scores }) };
  };
}

/** The neighbours of the best candidates, which add context (see neighbours.ts). */
export interface NeighbourStage<C> {
  context: NeighbourContext;
  /** How many of the best candidates that can have neighbours have them read. */
  best: number;
  /** Whether a candidate can have neighbours (a conversational turn). */
  hasNeighbours: (candidate: C) => boolean;
  /** The neighbours of these candidates, each with the key of the candidate it is beside; scored by meaning at most. */
  neighbours: (candidates: C[]) => Promise<Array<{ beside: string; candidate: C }>>;
}

/**
 * Similarity from words, meaning and neighbours: the searches' standardised evidence (see fusion.ts);
 * then the neighbours of the best candidates join the candidates (a reply the question's words missed),
 * and every candidate gains a share of its best neighbour's evidence; the logistic maps it to 0–1.
 */
export function fusionInContext<C extends SearchScores>(stage: NeighbourStage<C>): Fusion<C> {
  return async (candidates, { key, lexicalShare, population }) => {
    const evidenceOf = standardEvidence(candidates, lexicalShare, population);
    const own = new Map(candidates.map((candidate) => [key(candidate), evidenceOf(candidate)]));
    const best = neighbourSeeds(candidates, (candidate) => own.get(key(candidate))!.evidence, stage);
    const neighbours = best.length > 0 ? await stage.neighbours(best) : [];
    return withNeighbours(candidates, own, neighbours, evidenceOf, stage.context, key);
  };
}

/** The candidates whose neighbours are read: the stage's number of best that can have neighbours, by their own evidence. */
function neighbourSeeds<T>(candidates: readonly T[], evidence: (candidate: T) => number, stage: Pick<NeighbourStage<T>, "best" | "hasNeighbours">): T[] {
  return candidates
    .filter(stage.hasNeighbours)
    .sort((a, b) => evidence(b) - evidence(a))
    .slice(0, stage.best);
}

/**
 * The candidates fusionInContext will read the neighbours of, known from the words search's candidates
 * and the meaning search's keys and scores before its rows are read (see NeighbourReads): the same
 * merge, evidence and choice, so the same candidates when the rows bring the same scores.
 */
export function seedsBeforeRows<T extends SearchScores>(words: readonly T[], meaning: readonly T[], searches: Searches<T>, stage: Pick<NeighbourStage<T>, "best" | "hasNeighbours">): T[] {
  const merged = mergeCandidates(words, meaning, searches.key);
  const evidenceOf = standardEvidence(merged, searches.lexicalShare, searches.population);
  return neighbourSeeds(merged, (candidate) => evidenceOf(candidate).evidence, stage);
}

/** The candidates with the neighbours not among them, and each one's similarity with its neighbours' context. */
export function withNeighbours<C extends SearchScores>(
  candidates: readonly C[],
  ownEvidence: ReadonlyMap<string, Evidence>,
  neighbours: ReadonlyArray<{ beside: string; candidate: C }>,
  evidenceOf: (candidate: C) => Evidence,
  context: NeighbourContext,
  key: (candidate: C) => string,
): Fused<C> {
  const all = [...candidates];
  const own = new Map(ownEvidence);
  const pairs: Array<[string, string]> = [];
  const foundBeside = new Map<string, string>();
  for (const { beside, candidate } of neighbours) {
    const id = key(candidate);
    pairs.push([beside, id]);
    if (own.has(id)) continue;
    all.push(candidate);
    own.set(id, evidenceOf(candidate));
    foundBeside.set(id, beside);
  }
  const evidence = new Map([...own].map(([id, parts]) => [id, parts.evidence]));
  const inContext = withNeighbourEvidence(evidence, neighbourMap(pairs), context);
  return {
    candidates: all,
    similarity: (candidate) => {
      const id = key(candidate);
      const { lexical, semantic } = own.get(id)!;
      const fused: FusedSimilarity = { similarity: logistic(inContext.get(id)!), lexical, semantic };
      const beside = foundBeside.get(id);
      if (beside) fused.neighbourOf = beside;
      return fused;
    },
  };
}
