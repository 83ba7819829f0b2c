/** What one search said about one candidate: BM25 from fulltext, cosine from the vector index. */
export interface SearchScores {
  /** Raw Lucene score, or 0 when fulltext did not find it. */
  lexicalScore: number;
  /** Cosine similarity to the question, or null when vector search did not find it (or is off). */
  semanticScore: number | null;
}

export interface Similarity {
  similarity: number;
  /** BM25 over the best candidate's (0 to 1); null without a lexical match anywhere. */
  lexical: number | null;
  /** Cosine scaled between the farthest (0) and nearest (1) candidates; null when vector search did not return it. */
  semantic: number | null;
}

/**
 * In hybrid search, the share of similarity that comes from words by default; the rest comes from
 * meaning. Chosen on LoCoMo's tuning conversations with all-MiniLM-L6-v2 (0.3, 0.5, 0.85 tried; 0.85 best):
 * with a small model, meaning mostly breaks ties between lexical matches. See BENCHMARKS.md.
 */
export const DEFAULT_LEXICAL_SHARE = 0.85;

/**
 * Similarity from words and meaning fused by normalised scores: BM25 over the best candidate's, and
 * cosine scaled between the farthest and the nearest candidate (a small model's cosines of unrelated
 * sentences sit well above 0, so dividing by the best would flatter them), mixed by the lexical share.
 * Without vectors (a null share), words alone.
 */
export function fuseSimilarity(candidates: readonly SearchScores[], lexicalShare: number | null): (candidate: SearchScores) => Similarity {
  const bestLexical = Math.max(0, ...candidates.map((c) => c.lexicalScore));
  const cosines = candidates.flatMap((c) => (c.semanticScore === null ? [] : [c.semanticScore]));
  const [nearest, farthest] = [Math.max(...cosines), Math.min(...cosines)];
  return (candidate) => {
    const lexical = bestLexical > 0 ? candidate.lexicalScore / bestLexical : 0;
    if (lexicalShare === null) return { similarity: lexical, lexical: bestLexical > 0 ? lexical : null, semantic: null };
    const cosine = candidate.semanticScore;
    const semantic = cosine === null ? null : nearest > farthest ? (cosine - farthest) / (nearest - farthest) : 1;
    return { similarity: lexicalShare * lexical + (1 - lexicalShare) * (semantic ?? 0), lexical, semantic };
  };
}
