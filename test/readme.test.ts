import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, type TestEngram } from "./helpers/engram.js";
import { FakeTavily } from "./helpers/tavily-server.js";

const README = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
const TAVILY_KEY = "tvly-readme-examples";

interface Block {
  line: number;
  text: string;
}

/** The README's indented code blocks: four spaces in, after a blank line. */
function indentedBlocks(markdown: string): Block[] {
  const lines = markdown.split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith("    ") || (i > 0 && lines[i - 1]!.trim() !== "")) continue;
    const start = i;
    const body: string[] = [];
    while (i < lines.length && (lines[i]!.startsWith("    ") || (lines[i]!.trim() === "" && lines[i + 1]?.startsWith("    ")))) body.push(lines[i++]!.slice(4));
    blocks.push({ line: start + 1, text: body.join("\n") });
  }
  return blocks;
}

/** A block is GraphQL when it starts as an operation does and parses; each operation of it is one example. */
function graphqlExamples(): Array<{ line: number; operation: string }> {
  return indentedBlocks(README).flatMap(({ line, text }) => {
    if (!/^(query|mutation)\b|^\{\s*\n?\s*[a-zA-Z]/.test(text)) return [];
    const document = parse(text);
    return document.definitions.map((definition) => ({ line, operation: text.slice(definition.loc!.start, definition.loc!.end) }));
  });
}

describe("the README's examples", () => {
  let engram: TestEngram;
  let tavily: FakeTavily;

  beforeAll(async () => {
    tavily = await new FakeTavily(TAVILY_KEY).start();
    engram = await startTestEngram({ TAVILY_API_KEY: TAVILY_KEY, TAVILY_BASE_URL: tavily.url });
  });

  afterAll(async () => {
    await engram?.close();
    await tavily?.stop();
  });

  it("every GraphQL example runs as written, in order, without an error", async () => {
    const examples = graphqlExamples();
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const example of examples) {
      const answer = await engram.graphql(example.operation);
      expect(answer.errors, `README line ${example.line}:\n${example.operation}`).toBeUndefined();
    }
  });

  it("ingests from paths that exist once scripts/debian-docs.sh has run", () => {
    const block = indentedBlocks(README).find((candidate) => candidate.text.includes("bash scripts/debian-docs.sh"));
    expect(block).toBeDefined();
    const docs = /^docs=(\S+)$/m.exec(block!.text)![1]!.replace(/^~/, homedir());
    const paths = [...block!.text.matchAll(/engram ingest \S+ (\$docs\/\S+)/g)].map((match) => match[1]!.replace("$docs", docs));
    expect(paths).toHaveLength(3);
    for (const path of paths) expect(existsSync(path), path).toBe(true);
  });
});
