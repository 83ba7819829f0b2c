import { luceneTokens } from "./tokeniser.js";

const MAX_TERMS = 32;

/**
 * Words that make a sentence a question rather than say what it is about. Lucene's English stop list
 * keeps them, and in conversational memory they match small talk ("What's up?", "Did you…").
 */
const QUESTION_WORDS = new Set(
  ("what when where which who whom whose why how did does do done doing has have had having would could should can " +
    "will shall may might must am are is was were be been being i me my mine you your yours he him his she her hers " +
    "we us our they them their it its there here some any ever also likely").split(" "),
);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Words of a natural-language question: letters and digits only, so nothing needs Lucene escaping. */
export function queryTerms(text: string): string[] {
  const words = luceneTokens(text.toLowerCase()).filter((word) => LETTER_OR_DIGIT.test(word));
  const content = words.filter((word) => !QUESTION_WORDS.has(word));
  return [...new Set(content.length > 0 ? content : words)].slice(0, MAX_TERMS);
}

/**
 * The most terms luceneText passes on. Lucene refuses a query of more than 1,024 clauses, and every
 * term is a clause per field the index covers (five at most), next to the language filter's terms.
 */
export const MAX_QUESTION_TERMS = 100;
/** The standard tokenizer cuts a longer run of letters into terms of this length. */
const LUCENE_MAX_TOKEN_LENGTH = 255;

const termCount = (words: readonly string[]) => words.reduce((count, word) => count + Math.ceil(word.length / LUCENE_MAX_TOKEN_LENGTH), 0);

const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

/**
 * The question's white-space separated parts, in order, while they hold at most MAX_QUESTION_TERMS
 * terms; the part that would go over gives the words that still fit.
 */
function firstParts(text: string): { parts: string[]; terms: number } {
  const parts: string[] = [];
  let terms = 0;
  for (const part of text.split(/\s+/).filter((p) => p !== "")) {
    const words = luceneTokens(part);
    if (terms + termCount(words) <= MAX_QUESTION_TERMS) {
      parts.push(part);
      terms += termCount(words);
      continue;
    }
    for (const word of words) {
      if (terms + termCount([word]) > MAX_QUESTION_TERMS) break;
      parts.push(word);
      terms += termCount([word]);
    }
    break;
  }
  return { parts, terms };
}

/**
 * The question as typed, for Lucene: lower case (so "AND", "OR" and "NOT" are words, not operators)
 * with every special character escaped, and its first MAX_QUESTION_TERMS terms only (a longer question
 * would go over Lucene's clause limit). The index's analyzer drops stop words. Null without a word.
 */
export function luceneText(text: string): string | null {
  if (!LETTER_OR_DIGIT.test(text)) return null;
  const { parts, terms } = firstParts(text.toLowerCase());
  return terms === 0 ? null : escapeLucene(parts.join(" "));
}

/** Text with every character Lucene's query parser treats as syntax escaped. */
export function escapeLucene(text: string): string {
  return text.replace(LUCENE_SPECIAL, "\\$&");
}
