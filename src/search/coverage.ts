/** Query words match their inflections by a common stem-like prefix ("reading" ↔ "read"). */
const PREFIX_LENGTH = 5;

export function stem(word: string): string {
  return word.toLowerCase().slice(0, PREFIX_LENGTH);
}

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
