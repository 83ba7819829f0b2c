import { describe, expect, it } from "vitest";
import { luceneText, MAX_QUESTION_TERMS, queryTerms } from "../../src/search/terms.js";

const words = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `w${(from + i).toString(36)}`);

describe("queryTerms", () => {
  it("keeps a question's content words, once each, letters and digits only", () => {
    expect(queryTerms("How do I read a FILE, line by line? (fs.readFile)")).toEqual(["read", "a", "file", "line", "by", "fs", "readfile"]);
  });

  it("makes a term of every Han and Hiragana character, as Lucene's tokenizer does, and at most 32", () => {
    expect(queryTerms("日本語のテキスト")).toEqual(["日", "本", "語", "の", "テキスト"]);
    expect(queryTerms("漢".repeat(10) + "字".repeat(10) + String.fromCodePoint(...Array.from({ length: 40 }, (_, i) => 0x4e00 + i)))).toHaveLength(32);
  });
});

describe("luceneText", () => {
  it("is the question in lower case with Lucene's special characters escaped", () => {
    expect(luceneText('Read "a" file (AND/OR) NOT *now*?')).toBe('read \\"a\\" file \\(and\\/or\\) not \\*now\\*\\?');
    expect(luceneText("  spaced \n out  ")).toBe("spaced out");
    expect(luceneText("?!* 😀")).toBeNull();
  });

  it("keeps the first MAX_QUESTION_TERMS terms of a longer question, whole parts first", () => {
    expect(luceneText(words(MAX_QUESTION_TERMS).join(" "))).toBe(words(MAX_QUESTION_TERMS).join(" "));
    expect(luceneText(words(1_100).join(" "))).toBe(words(MAX_QUESTION_TERMS).join(" "));
    // a part that would go over gives the words that still fit
    expect(luceneText(`${words(98).join(" ")} fs.read-file-sync`)).toBe(`${words(98).join(" ")} fs read`);
  });

  it("counts what the tokenizer makes terms of: joined words, Han characters, emoji and runs longer than 255 letters", () => {
    expect(luceneText(words(1_000).join("-"))).toBe(words(MAX_QUESTION_TERMS).join(" "));
    expect(luceneText("字".repeat(4_000))).toBe("字".repeat(MAX_QUESTION_TERMS).split("").join(" "));
    expect(luceneText(`a ${"😀".repeat(200)}`)?.split(" ")).toHaveLength(MAX_QUESTION_TERMS);
    expect(luceneText(`${"x".repeat(255 * 99)} next and last`)).toBe(`${"x".repeat(255 * 99)} next`);
  });
});
