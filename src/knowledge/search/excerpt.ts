import { truncateAtWord } from "../identity.js";

export const EXCERPT_LENGTH = 200;
/** Query words match their inflections by a common stem-like prefix ("reading" ↔ "read"). */
const PREFIX_LENGTH = 5;

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

function stem(word: string): string {
  return word.toLowerCase().slice(0, PREFIX_LENGTH);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * One pattern per stem: a word starting with it; a stem shorter than the prefix is a whole short word.
 * Searching the text once per stem is far cheaper than splitting long sections into words.
 */
function stemPatterns(terms: readonly string[]): RegExp[] {
  return [...new Set(terms.map(stem))].map(
    (prefix) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(prefix)}${prefix.length < PREFIX_LENGTH ? "(?![\\p{L}\\p{N}])" : ""}`, "iu"),
  );
}

function matchedTerms(text: string, patterns: readonly RegExp[]): number {
  return patterns.filter((pattern) => pattern.test(text)).length;
}

/** Share of the query's words (0 to 1) that a text contains; the patterns are built once per query. */
export function coverageOf(terms: readonly string[]): (text: string) => number {
  const patterns = stemPatterns(terms);
  return (text) => (patterns.length === 0 ? 0 : matchedTerms(text, patterns) / patterns.length);
}

/**
 * The sentence with the most distinct query words (the earliest among equals), at most 200
 * characters cut at a word boundary; when a long sentence is cut, the cut keeps its first match.
 */
export function bestExcerpt(text: string, terms: readonly string[]): string {
  const patterns = stemPatterns(terms);
  const stems = new Set(terms.map(stem));
  let best = "";
  let bestMatches = -1;
  for (const { segment } of sentences.segment(text)) {
    const sentence = segment.trim();
    if (sentence === "") continue;
    const matches = matchedTerms(sentence, patterns);
    if (matches > bestMatches) {
      best = sentence;
      bestMatches = matches;
    }
  }
  if (best.length <= EXCERPT_LENGTH) return best;
  const words = best.split(/\s+/);
  const firstMatch = words.findIndex((word) => stems.has(stem(word.replace(/[^\p{L}\p{N}]/gu, ""))));
  const start = firstMatch > 3 && words.slice(firstMatch).join(" ").length > EXCERPT_LENGTH / 2 ? firstMatch - 3 : 0;
  const window = words.slice(start).join(" ");
  return start > 0 ? `…${truncateAtWord(window, EXCERPT_LENGTH - 1)}` : truncateAtWord(window, EXCERPT_LENGTH);
}
