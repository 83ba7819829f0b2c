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
   * Words alone: BM25 over the best candidate's (0 to 1). Hybrid: BM25's standard score among the
   * candidates fulltext found. Null when fulltext did not find it (or found nothing).
   */
  lexical: number | null;
  /** Hybrid: cosine's standard score among the candidates vector search found; null when it did not find it. */
  semantic: number | null;
}

/**
 * In hybrid search, the weight of words against meaning by default. Chosen with bge-small-en-v1.5 on
 * LoCoMo's tuning conversations and the odd-numbered Node questions (0.3 to 0.9 tried); see BENCHMARKS.md.
 */
export const DEFAULT_LEXICAL_SHARE = 0.5;

/** Standard scores (z) of the values given; an absent value gets the lowest one, as the search ranked it below all it returned. */
function standardiser(values: readonly number[]): { of(value: number | null): number | null; lowest: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
  const of = (value: number | null) => (value === null ? null : deviation > 0 ? (value - mean) / deviation : 0);
  return { of, lowest: values.length === 0 ? 0 : of(Math.min(...values))! };
}

/**
 * Similarity from words and meaning, fused by calibrated scores. BM25 and cosine live on different
 * scales (and a small model's cosines of unrelated sentences sit well above 0), so each search's scores
 * are standardised over the candidates it returned, a candidate one search missed takes that search's
 * lowest, the two are mixed by the lexical share, and the mix (in standard deviations above the
 * candidates' mean) is mapped to 0–1 by the logistic function. Without vectors (a null share): BM25
 * over the best candidate's.
 */
export function fuseSimilarity(candidates: readonly SearchScores[], lexicalShare: number | null): (candidate: SearchScores) => Similarity {
  const bestLexical = Math.max(0, ...candidates.map((c) => c.lexicalScore));
  if (lexicalShare === null) {
    return (candidate) => {
      const lexical = bestLexical > 0 ? candidate.lexicalScore / bestLexical : null;
      return { similarity: lexical ?? 0, lexical, semantic: null };
    };
  }
  const lexical = standardiser(candidates.flatMap((c) => (c.lexicalScore > 0 ? [c.lexicalScore] : [])));
  const semantic = standardiser(candidates.flatMap((c) => (c.semanticScore === null ? [] : [c.semanticScore])));
  return (candidate) => {
    const parts = { lexical: lexical.of(candidate.lexicalScore > 0 ? candidate.lexicalScore : null), semantic: semantic.of(candidate.semanticScore) };
    const mix = lexicalShare * (parts.lexical ?? lexical.lowest) + (1 - lexicalShare) * (parts.semantic ?? semantic.lowest);
    return { similarity: 1 / (1 + Math.exp(-mix)), ...parts };
  };
}
