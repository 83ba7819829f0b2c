/**
 * A folder of Markdown files (recursively), each with optional YAML front matter (`title`, `tags`,
 * `category`): a document per file, split at its headings with GitHub's anchors.
 */

import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import GithubSlugger from "github-slugger";
import { Lexer, Parser, type Token, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { errorText, firstDirectory, htmlToText, listFiles, skipped } from "./text.js";
import type { DocSectionInput, DocSetParser, DocumentInput } from "./types.js";

const MARKDOWN_FILE = /\.md$/i;

interface FrontMatter {
  title?: unknown;
  tags?: unknown;
  category?: unknown;
}

export const parseMarkdown: DocSetParser = async (root, options = {}) => {
  const warnings: string[] = [];
  const files = await listFiles(root, (path) => MARKDOWN_FILE.test(path));
  const documents: DocumentInput[] = [];
  for (const [index, file] of files.entries()) {
    const document = await readMarkdownFile(root, file, warnings);
    if (document) documents.push(document);
    options.onProgress?.(index + 1, files.length);
  }
  return { documents, apis: [], warnings };
};

async function readMarkdownFile(root: string, file: string, warnings: string[]): Promise<DocumentInput | null> {
  try {
    return parseMarkdownPage(file.replace(MARKDOWN_FILE, ""), await readFile(join(root, file), "utf8"));
  } catch (error) {
    warnings.push(skipped(file, errorText(error)));
    return null;
  }
}

/** One Markdown file's content as the document at `path` (its relative path without `.md`); throws on broken front matter. */
export function parseMarkdownPage(path: string, source: string): DocumentInput {
  let split: { frontMatter: FrontMatter; body: string };
  try {
    split = splitFrontMatter(source);
  } catch (error) {
    throw new Error(`broken front matter: ${errorText(error)}`);
  }
  return markdownDocument(path, split.frontMatter, split.body);
}

/** YAML between a first line `---` and the next `---` (or `...`) line; throws when it is not a mapping. */
function splitFrontMatter(source: string): { frontMatter: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, "");
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return { frontMatter: {}, body: text };
  const end = lines.findIndex((line, index) => index > 0 && ["---", "..."].includes(line.trim()));
  if (end === -1) throw new Error("no closing --- line");
  const data: unknown = parseYaml(lines.slice(1, end).join("\n"));
  if (data != null && (typeof data !== "object" || Array.isArray(data))) throw new Error("not a mapping of keys to values");
  return { frontMatter: (data ?? {}) as FrontMatter, body: lines.slice(end + 1).join("\n") };
}

function markdownDocument(path: string, frontMatter: FrontMatter, body: string): DocumentInput {
  const tokens = Lexer.lex(body);
  const firstTitle = tokens.find((token): token is Tokens.Heading => token.type === "heading" && token.depth === 1);
  const title = scalarText(frontMatter.title) ?? (firstTitle ? headingText(firstTitle) : basename(path));
  return {
    path,
    title,
    text: htmlToText(Parser.parse(tokens)),
    markdown: body.trim(),
    sections: sectionsOf(tokens, title),
    tags: tagList(frontMatter.tags),
    category: scalarText(frontMatter.category) ?? firstDirectory(path),
    versionIntroduced: null,
    deprecatedIn: null,
  };
}

function headingText(heading: Tokens.Heading): string {
  return htmlToText(Parser.parseInline(heading.tokens));
}

/** A section per heading, anchored like GitHub (`-1`, `-2`… on repeats); text before the first one is the lead. */
function sectionsOf(tokens: Token[], title: string): DocSectionInput[] {
  const slugger = new GithubSlugger();
  const sections: DocSectionInput[] = [];
  let current: { anchor: string | null; title: string; tokens: Token[] } = { anchor: null, title, tokens: [] };
  const close = () => {
    const text = htmlToText(Parser.parse(current.tokens));
    if (current.anchor !== null || text) sections.push({ anchor: current.anchor, title: current.title, text });
  };
  for (const token of tokens) {
    if (token.type === "heading") {
      close();
      const headingTitle = headingText(token as Tokens.Heading);
      current = { anchor: slugger.slug(headingTitle), title: headingTitle, tokens: [] };
    } else {
      current.tokens.push(token);
    }
  }
  close();
  return sections;
}

function scalarText(value: unknown): string | null {
  return typeof value === "string" || typeof value === "number" ? String(value).trim() || null : null;
}

/** `tags: [a, b]`, or a single `tags: a`. */
function tagList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map(scalarText).filter((tag): tag is string => tag !== null);
}
