/**
 * HTML documentation as Markdown, for reading a page whole (`document`): headings, paragraphs, lists,
 * tables and code blocks fenced with their language, instead of one line of plain text.
 */

import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { textContent } from "domutils";
import { collapseWhitespace } from "./text.js";

const HEADING = /^h([1-6])$/;
const INVISIBLE = new Set(["script", "style", "template", "img"]);
/** Elements that are a block of their own; anything else is inline text. */
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "caption", "dd", "details", "div", "dl", "dt", "figcaption", "figure", "footer",
  "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "ul",
]);
/** Sphinx's `highlight-<lexer>` names, as Markdown's fences name the language; an empty name is no language. */
const SPHINX_LEXERS: Record<string, string> = { python3: "python", default: "python", "shell-session": "console", none: "", text: "" };
/** Parents looked at for Sphinx's `highlight-<lexer>` around a `<pre>` (div.highlight-python3 > div.highlight > pre). */
const LEXER_DEPTH = 3;

type Skip = (element: Element) => boolean;

/** The language a code block names: `language-X` on its `<code>` or `<pre>` (Node), or Sphinx's `highlight-X` around it. */
export function codeLanguage(pre: Element): string {
  const code = pre.children.find((child): child is Element => isTag(child) && child.name === "code");
  for (const element of [code, pre]) {
    const named = element?.attribs.class?.split(/\s+/).find((name) => name.startsWith("language-"));
    if (named) return named.slice("language-".length);
  }
  let ancestor = pre.parent;
  for (let depth = 0; depth < LEXER_DEPTH && ancestor && isTag(ancestor); depth++, ancestor = ancestor.parent) {
    const lexer = ancestor.attribs.class?.split(/\s+/).find((name) => name.startsWith("highlight-"))?.slice("highlight-".length);
    if (lexer !== undefined) return SPHINX_LEXERS[lexer] ?? lexer;
  }
  return "";
}

/** A fenced block, its fence longer than any run of backticks inside. */
export function fenced(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${code.replace(/^\n+|\s+$/g, "")}\n${fence}`;
}

function inlineCode(text: string): string {
  const code = collapseWhitespace(text);
  if (code === "") return "";
  return code.includes("`") ? `\`\` ${code} \`\`` : `\`${code}\``;
}

function inlineOf(node: AnyNode, skip: Skip): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || INVISIBLE.has(node.name) || skip(node)) return "";
  if (node.name === "code" || node.name === "kbd" || node.name === "samp") return inlineCode(textContent(node));
  return node.children.map((child) => inlineOf(child, skip)).join("");
}

function inlineText(nodes: AnyNode[], skip: Skip): string {
  return collapseWhitespace(nodes.map((node) => inlineOf(node, skip)).join(""));
}

/** A block after a marker (`- `, `1. `, `> `) on its first line and `rest` on the others (without its trailing spaces on empty ones). */
function prefixed(block: string, first: string, rest: string): string {
  return block
    .split("\n")
    .map((line, index) => (index === 0 ? first + line : line === "" ? rest.trimEnd() : rest + line))
    .join("\n");
}

function listOf(list: Element, skip: Skip): string {
  const items = list.children.filter((child): child is Element => isTag(child) && child.name === "li" && !skip(child));
  return items
    .map((item, index) => {
      const marker = list.name === "ol" ? `${index + 1}. ` : "- ";
      return prefixed(blocksOf(item.children, skip).join("\n"), marker, " ".repeat(marker.length));
    })
    .join("\n");
}

/** A table's rows, also those inside its thead, tbody and tfoot. */
function rowsOf(nodes: AnyNode[]): Element[] {
  return nodes.filter(isTag).flatMap((element) => (element.name === "tr" ? [element] : ["thead", "tbody", "tfoot"].includes(element.name) ? rowsOf(element.children) : []));
}

function tableOf(table: Element, skip: Skip): string {
  const rows = rowsOf(table.children);
  const lines = rows.map((row) => {
    const cells = row.children.filter((cell): cell is Element => isTag(cell) && (cell.name === "td" || cell.name === "th"));
    return `| ${cells.map((cell) => inlineText(cell.children, skip).replaceAll("|", "\\|")).join(" | ")} |`;
  });
  if (lines.length === 0) return "";
  const columns = lines[0]!.split(" | ").length;
  return [lines[0], `|${" --- |".repeat(columns)}`, ...lines.slice(1)].join("\n");
}

function blockOf(element: Element, skip: Skip): string[] {
  const heading = HEADING.exec(element.name);
  if (heading) return [`${"#".repeat(Number(heading[1]))} ${inlineText(element.children, skip)}`];
  switch (element.name) {
    case "pre":
      return [fenced(textContent(element), codeLanguage(element))];
    case "ul":
    case "ol":
      return [listOf(element, skip)];
    case "table":
      return [tableOf(element, skip)];
    case "hr":
      return ["---"];
    case "dt":
      return [`**${inlineText(element.children, skip)}**`];
    case "blockquote":
      return [prefixed(blocksOf(element.children, skip).join("\n\n"), "> ", "> ")];
    default:
      return blocksOf(element.children, skip);
  }
}

/** Markdown blocks of DOM nodes: inline runs become paragraphs; elements for which `skip` is true are left out. */
function blocksOf(nodes: AnyNode[], skip: Skip): string[] {
  const blocks: string[] = [];
  let inline: AnyNode[] = [];
  const flush = () => {
    const paragraph = inlineText(inline, skip);
    if (paragraph) blocks.push(paragraph);
    inline = [];
  };
  for (const node of nodes) {
    if (isTag(node) && BLOCKS.has(node.name)) {
      flush();
      if (!skip(node)) blocks.push(...blockOf(node, skip).filter((block) => block.trim() !== ""));
    } else {
      inline.push(node);
    }
  }
  flush();
  return blocks;
}

/** DOM nodes as Markdown; elements for which `skip` is true (Sphinx's ¶ links) are left out with their content. */
export function nodesToMarkdown(nodes: AnyNode[], skip: Skip = () => false): string {
  return blocksOf(nodes, skip).join("\n\n");
}
