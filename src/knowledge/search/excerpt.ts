import { truncateAtWord } from "../identity.js";

export const EXCERPT_LENGTH = 200;
/** Query words match their inflections by a common stem-like prefix ("reading" ↔ "read"). */
const PREFIX_LENGTH = 5;

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

function stem(word: string): string {
  return word.toLowerCase().slice(0, PREFIX_LENGTH);
}

function matchedTerms(sentence: string, stems: Set<string>): number {
  const words = sentence.match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.map(stem).filter((word) => stems.has(word))).size;
}

/** Share of the query's words (0 to 1) that the text contains. */
export function termCoverage(text: string, terms: readonly string[]): number {
  const stems = new Set(terms.map(stem));
  return stems.size === 0 ? 0 : matchedTerms(text, stems) / stems.size;
}

/**
 * The sentence with the most distinct query words (the earliest among equals), at most 200
 * characters cut at a word boundary; when a long sentence is cut, the cut keeps its first match.
 */
export function bestExcerpt(text: string, terms: readonly string[]): string {
  const stems = new Set(terms.map(stem));
  let best = "";
  let bestMatches = -1;
  for (const { segment } of sentences.segment(text)) {
    const sentence = segment.trim();
    if (sentence === "") continue;
    const matches = matchedTerms(sentence, stems);
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
