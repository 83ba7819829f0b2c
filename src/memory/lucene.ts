/**
 * A Lucene query that must match one of the caller's scope tokens (weight 0: scope filters, it does
 * not score) and at least one term in title, content or tags. The index's English analyzer stems the
 * terms and drops stop words on both sides. The terms are the question's (see queryTerms); null without one.
 */
export function buildLuceneQuery(queryTerms: readonly string[], scopeTokens: string[]): string | null {
  const terms = queryTerms.join(" ");
  if (terms === "") return null;
  return `+scopeTokens:(${scopeTokens.join(" OR ")})^0 +(title:(${terms})^2 content:(${terms}) tags:(${terms})^1.5)`;
}

/** A Lucene query for every memory of the caller's scopes, whatever its words. */
export function scopeLuceneQuery(scopeTokens: string[]): string {
  return `scopeTokens:(${scopeTokens.join(" OR ")})`;
}
