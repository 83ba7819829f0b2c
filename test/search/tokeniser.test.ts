import { describe, expect, it } from "vitest";
import { luceneTokens, stem, words } from "../../src/search/tokeniser.js";

describe("words", () => {
  it("is a text's runs of letters and digits, lower case", () => {
    expect(words("Build a React app (v18) with hooks_and routing!")).toEqual(["build", "a", "react", "app", "v18", "with", "hooks", "and", "routing"]);
    expect(words("日本語のテキスト")).toEqual(["日本語のテキスト"]);
    expect(words("--- ...")).toEqual([]);
  });
});

describe("luceneTokens", () => {
  it("cuts as Lucene's standard tokenizer: a term per Han or Hiragana character and per emoji, case kept", () => {
    expect(luceneTokens("Read fs.readFile 😀")).toEqual(["Read", "fs", "readFile", "😀"]);
    expect(luceneTokens("日本語のテキスト")).toEqual(["日", "本", "語", "の", "テキスト"]);
  });
});

describe("stem", () => {
  it("is a word's first five letters, lower case", () => {
    expect(stem("Reading")).toBe("readi");
    expect(stem("read")).toBe("read");
  });
});
