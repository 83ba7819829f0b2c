import { PREFIX_LENGTH, stem, words } from "./tokeniser.js";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * One pattern per stem: a word starting with it; a stem shorter than the prefix is a whole short word.
 * Searching the text once per stem is far cheaper than splitting long sections into words.
 */
export function stemPatterns(terms: readonly string[]): RegExp[] {
  return [...new Set(terms.map(stem))].map(
    (prefix) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(prefix)}${prefix.length < PREFIX_LENGTH ? "(?![\\p{L}\\p{N}])" : ""}`, "iu"),
  );
}

export function matchedTerms(text: string, patterns: readonly RegExp[]): number {
  return patterns.filter((pattern) => pattern.test(text)).length;
}

/** Share of the query's words (0 to 1) that a text contains; the patterns are built once per query. */
export function coverageOf(terms: readonly string[]): (text: string) => number {
  const patterns = stemPatterns(terms);
  return (text) => (patterns.length === 0 ? 0 : matchedTerms(text, patterns) / patterns.length);
}

/** Share of the query's terms (0 to 1) that are words of the text, whole: no stems, unlike coverageOf. */
export function wordShare(text: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const inText = new Set(words(text));
  return terms.filter((term) => inText.has(term)).length / terms.length;
}
