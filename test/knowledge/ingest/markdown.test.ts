import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../src/knowledge/ingest/markdown.js";
import type { DocumentInput, ParsedDocSet } from "../../../src/knowledge/ingest/types.js";

const FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "knowledge", "markdown");

describe("parseMarkdown", () => {
  let parsed: ParsedDocSet;
  const progress: Array<[number, number]> = [];

  beforeAll(async () => {
    parsed = await parseMarkdown(FIXTURE, { onProgress: (done, total) => progress.push([done, total]) });
  });

  function document(path: string): DocumentInput {
    const found = parsed.documents.find((candidate) => candidate.path === path);
    if (!found) throw new Error(`${path} is not among the documents`);
    return found;
  }

  it("reads every .md file of the tree, with its path without .md", () => {
    expect(parsed.documents.map((candidate) => candidate.path)).toEqual(["README", "guides/deep/nested/faq", "guides/routing"]);
    expect(progress.at(-1)).toEqual([5, 5]);
    expect(parsed.apis).toEqual([]);
  });

  it("skips files whose front matter is broken or never closed, with a warning each", () => {
    expect(parsed.warnings).toHaveLength(2);
    expect(parsed.warnings[0]).toMatch(/^broken\.md: skipped, broken front matter: \S/);
    expect(parsed.warnings[1]).toBe("notes/unclosed.md: skipped, broken front matter: no closing --- line");
  });

  it("titles a page with its front matter title, else its first # heading, else its file name", () => {
    expect(document("guides/routing").title).toBe("Routing requests");
    expect(document("README").title).toBe("Engram docs");
    expect(document("guides/deep/nested/faq").title).toBe("faq");
  });

  it("takes tags and category from the front matter, else files the page under its first folder", () => {
    expect(document("guides/routing")).toMatchObject({ tags: ["http", "routing"], category: "Guides" });
    expect(document("guides/deep/nested/faq")).toMatchObject({ tags: [], category: "guides" });
    expect(document("README")).toMatchObject({ tags: [], category: null, versionIntroduced: null, deprecatedIn: null });
  });

  it("splits at headings, anchored with GitHub's slugs", () => {
    expect(document("README").sections).toEqual([
      { anchor: "engram-docs", title: "Engram docs", text: "Engram keeps memories for coding agents; see the guides." },
      { anchor: "getting-started", title: "Getting started", text: "Run engram serve and open the GraphQL endpoint." },
      { anchor: "getting-started-1", title: "Getting started", text: "The same heading twice gets a numbered anchor, as on GitHub." },
    ]);
    expect(document("guides/routing").sections.map(({ anchor, title }) => ({ anchor, title }))).toEqual([
      { anchor: null, title: "Routing requests" },
      { anchor: "route-params--wildcards", title: "Route params & wildcards" },
      { anchor: "precedence", title: "Precedence" },
    ]);
    expect(document("guides/deep/nested/faq").sections[1]).toEqual({ anchor: "why-is-my-query-slow", title: "Why is my query slow?", text: "Check the indexes first." });
  });

  it("keeps plain text: code, lists and tables without Markdown syntax, front matter left out", () => {
    const routing = document("guides/routing");
    expect(routing.text).toBe(
      'Every request goes through the router first. Route params & wildcards :id matches one segment * matches the rest router.get("/users/:id", handler); Precedence Route Wins over /users/me /users/:id',
    );
    expect(document("README").text).not.toMatch(/[#`]|\*\*|\]\(/);
  });

  it("keeps the Markdown itself for reading the page whole, front matter left out", () => {
    const routing = document("guides/routing");
    expect(routing.markdown).toMatch(/^Every request goes through the router first\.\n\n## Route `params` & wildcards\n/);
    expect(routing.markdown).toContain('```ts\nrouter.get("/users/:id", handler);\n```');
    expect(routing.markdown).not.toContain("title: Routing requests");
  });
});
