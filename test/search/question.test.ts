import { describe, expect, it } from "vitest";
import { Question } from "../../src/search/question.js";
import { luceneText, queryTerms } from "../../src/search/terms.js";

/** An embedder that counts what it is asked, answering after a tick (as a provider would). */
function countingEmbedder() {
  const asked: string[] = [];
  return {
    asked,
    async embedQuery(text: string) {
      asked.push(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [text.length, 1];
    },
  };
}

describe("Question", () => {
  it("finds the question's words once, from the question without surrounding white space", () => {
    const question = new Question("  How do I read a FILE, line by line?\n", null);
    expect(question.text).toBe("How do I read a FILE, line by line?");
    expect(question.terms).toEqual(queryTerms("How do I read a FILE, line by line?"));
    expect(question.lucene).toBe(luceneText("How do I read a FILE, line by line?"));
    expect(new Question("?!", null)).toMatchObject({ terms: [], lucene: null });
  });

  it("embeds the question only when a search first needs it, and once for every search that asks at the same moment", async () => {
    const embedder = countingEmbedder();
    const question = new Question(" rotate the signing keys ", embedder);
    expect(embedder.asked).toEqual([]);
    const [a, b] = await Promise.all([question.embedding(), question.embedding()]);
    expect(await question.embedding()).toBe(a);
    expect(b).toBe(a);
    expect(embedder.asked).toEqual(["rotate the signing keys"]);
  });

  it("has no vector without an embedder", async () => {
    expect(await new Question("anything", null).embedding()).toBeNull();
  });
});
