/**
 * How search cuts text into words, for every use: query terms (terms.ts), coverage and word shares
 * (coverage.ts), excerpts, and feedback's task keywords. Two cuts, each for its reason: words as a
 * reader sees them, and the terms Lucene's standard tokenizer makes (what a question costs in Lucene).
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower case: its runs of letters and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * Lucene's standard tokenizer makes a term of every Han and Hiragana character and of every emoji, and
 * one of every run of other letters and digits. Questions are cut the same way, so that a question is
 * never more terms in Lucene than it is counted here.
 */
const CHARACTER_TERM = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Extended_Pictographic}\p{Regional_Indicator}]`;
const LUCENE_TERM = new RegExp(String.raw`${CHARACTER_TERM}|(?:(?!${CHARACTER_TERM})[\p{L}\p{N}])+`, "gu");

/** The terms Lucene's standard tokenizer makes of a text, case kept. */
export function luceneTokens(text: string): string[] {
  return text.match(LUCENE_TERM) ?? [];
}

/** Query words match their inflections by a common stem-like prefix ("reading" ↔ "read"). */
export const PREFIX_LENGTH = 5;

export function stem(word: string): string {
  return word.toLowerCase().slice(0, PREFIX_LENGTH);
}
