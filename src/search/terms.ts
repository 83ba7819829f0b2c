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

/** Words of a natural-language question: letters and digits only, so nothing needs Lucene escaping. */
export function queryTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const content = words.filter((word) => !QUESTION_WORDS.has(word));
  return [...new Set(content.length > 0 ? content : words)].slice(0, MAX_TERMS);
}

const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

/**
 * The question as typed, for Lucene: lower case (so "AND", "OR" and "NOT" are words, not operators)
 * with every special character escaped. The index's analyzer drops stop words. Null without a word.
 */
export function luceneText(text: string): string | null {
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  return text.toLowerCase().replace(LUCENE_SPECIAL, "\\$&").replace(/\s+/g, " ").trim();
}
