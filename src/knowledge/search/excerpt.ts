import { matchedTerms, stemPatterns } from "../../search/coverage.js";
import { stem } from "../../search/tokeniser.js";
import { truncateAtWord } from "../identity.js";

export const EXCERPT_LENGTH = 200;
const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

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
