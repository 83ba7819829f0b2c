/** What one search said about one candidate: BM25 from fulltext, cosine from the vector index. */
export interface SearchScores {
  /** Raw Lucene score, or 0 when fulltext did not find it. */
  lexicalScore: number;
  /** Cosine similarity to the question, or null when vector search did not find it (or is off). */
  semanticScore: number | null;
}

export interface Similarity {
  similarity: number;
  /**
   * Words alone: BM25 over the best candidate's (0 to 1) in knowledge search, BM25's standard score in
   * recall. Hybrid: BM25's standard score among the candidates fulltext found. Null when fulltext did
   * not find it (or found nothing).
   */
  lexical: number | null;
  /** Hybrid: cosine's standard score; null when vector search did not score it. */
  semantic: number | null;
}

/** Standardised evidence for one candidate: the mix of its searches' standard scores, before the logistic. */
export interface Evidence extends Omit<Similarity, "similarity"> {
  /** Standard deviations above the candidates' mean (the scope's mean for cosine, when known). */
  evidence: number;
}

/** Mean and standard deviation of a search's scores over a population (e.g. every vector of a scope). */
export interface ScoreStatistics {
  mean: number;
  deviation: number;
}

/** What a value the search did not return counts for when its scores have no spread (one hit, or equal hits): a deviation below them. */
const BELOW_UNSPREAD = -1;

/**
 * Standard scores (z) of the values given (or of a population with these statistics); an absent value
 * gets the lowest one, as the search ranked it below all it returned.
 */
function standardiser(values: readonly number[], population: ScoreStatistics | null = null): { of(value: number | null): number | null; lowest: number } {
  const mean = population?.mean ?? values.reduce((sum, value) => sum + value, 0) / values.length;
  const deviation = population?.deviation ?? Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
  const of = (value: number | null) => (value === null ? null : deviation > 0 ? (value - mean) / deviation : 0);
  const lowest = values.length === 0 ? 0 : deviation > 0 ? of(Math.min(...values))! : BELOW_UNSPREAD;
  return { of, lowest };
}

export const logistic = (evidence: number): number => 1 / (1 + Math.exp(-evidence));

/**
 * Evidence from words and meaning, on one scale. BM25 and cosine live on different scales (and a small
 * model's cosines of unrelated sentences sit well above 0), so each search's scores are standardised,
 * BM25 over the candidates fulltext returned, cosine over the population given (every vector of the
 * caller's scope, when the search compared them all) or else over the candidates it returned; a
 * candidate one search missed takes that search's lowest, and the two are mixed by the lexical share.
 * Without vectors (a null share), BM25's standard score alone.
 */
export function standardEvidence(
  candidates: readonly SearchScores[],
  lexicalShare: number | null,
  semanticPopulation: ScoreStatistics | null = null,
): (candidate: SearchScores) => Evidence {
  const lexical = standardiser(candidates.flatMap((c) => (c.lexicalScore > 0 ? [c.lexicalScore] : [])));
  const lexicalOf = (candidate: SearchScores) => lexical.of(candidate.lexicalScore > 0 ? candidate.lexicalScore : null);
  if (lexicalShare === null) {
    return (candidate) => {
      const part = lexicalOf(candidate);
      return { evidence: part ?? lexical.lowest, lexical: part, semantic: null };
    };
  }
  const semantic = standardiser(candidates.flatMap((c) => (c.semanticScore === null ? [] : [c.semanticScore])), semanticPopulation);
  return (candidate) => {
    const lexicalPart = lexicalOf(candidate);
    const semanticPart = semantic.of(candidate.semanticScore);
    return { evidence: lexicalShare * (lexicalPart ?? lexical.lowest) + (1 - lexicalShare) * (semanticPart ?? semantic.lowest), lexical: lexicalPart, semantic: semanticPart };
  };
}

/**
 * Each candidate's similarity mixed with the evidence of the group it stands in (a documentation page,
 * scored on its whole text): a share of it from the group's score, standardised over the groups scored
 * (a group not among them counts as the lowest), the rest from the candidate's own; a candidate in no
 * group keeps its own. With vectors the mix is of standard scores, before the logistic; words only, of
 * BM25 over the best candidate's and the group's over the best group's.
 */
export function withGroupEvidence<C extends SearchScores>(
  candidates: readonly C[],
  lexicalShare: number | null,
  groups: { share: number; groupOf: (candidate: C) => string | null; scores: ReadonlyMap<string, number> },
): (candidate: C) => Similarity {
  const scores = [...groups.scores.values()];
  const mixed = (own: number, group: number) => (1 - groups.share) * own + groups.share * group;
  if (lexicalShare === null) {
    const own = fuseSimilarity(candidates, null);
    const best = Math.max(0, ...scores);
    return (candidate) => {
      const similarity = own(candidate);
      const group = groups.groupOf(candidate);
      if (group === null) return similarity;
      return { ...similarity, similarity: mixed(similarity.similarity, best > 0 ? (groups.scores.get(group) ?? 0) / best : 0) };
    };
  }
  const evidenceOf = standardEvidence(candidates, lexicalShare);
  const group = standardiser(scores);
  return (candidate) => {
    const { evidence, lexical, semantic } = evidenceOf(candidate);
    const inGroup = groups.groupOf(candidate);
    const mix = inGroup === null ? evidence : mixed(evidence, group.of(groups.scores.get(inGroup) ?? null) ?? group.lowest);
    return { similarity: logistic(mix), lexical, semantic };
  };
}

/**
 * Similarity from words and meaning: the standardised evidence mapped to 0–1 by the logistic function.
 * Without vectors (a null share): BM25 over the best candidate's.
 */
export function fuseSimilarity(candidates: readonly SearchScores[], lexicalShare: number | null): (candidate: SearchScores) => Similarity {
  if (lexicalShare === null) {
    const bestLexical = Math.max(0, ...candidates.map((c) => c.lexicalScore));
    return (candidate) => {
      const lexical = bestLexical > 0 ? candidate.lexicalScore / bestLexical : null;
      return { similarity: lexical ?? 0, lexical, semantic: null };
    };
  }
  const evidenceOf = standardEvidence(candidates, lexicalShare);
  return (candidate) => {
    const { evidence, lexical, semantic } = evidenceOf(candidate);
    return { similarity: logistic(evidence), lexical, semantic };
  };
}

/** How the hits of several sources become one list (see fuseSources). */
export interface SourceFusion<T> {
  /** Which hits are offered at all (every one by default). */
  keep?: (hit: T) => boolean;
  /** What makes two hits one, the earlier source's kept; null for a hit that is never merged. */
  key?: (hit: T) => string | null;
  /** Keys already shown elsewhere: hits with one of them are left out. */
  seen?: Iterable<string>;
  /** The order of the list (a stable sort); the sources' order without it. */
  order?: (a: T, b: T) => number;
  limit?: number;
}

/**
 * The results of several sources (resolutions, documentation, the web; external knowledge and memory) as
 * one list: each source's hits in the order given, sources first to last, the kept ones, one per key,
 * then ordered and cut to the limit.
 */
export function fuseSources<T>(sources: ReadonlyArray<readonly T[]>, { keep, key, seen = [], order, limit = Infinity }: SourceFusion<T>): T[] {
  const keys = new Set(seen);
  const fused = sources.flat().filter((hit) => {
    if (keep && !keep(hit)) return false;
    const id = key?.(hit) ?? null;
    if (id === null) return true;
    if (keys.has(id)) return false;
    keys.add(id);
    return true;
  });
  if (order) fused.sort(order);
  return fused.slice(0, limit);
}
