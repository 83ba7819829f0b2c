/** What every documentation parser needs: finding the files, HTML to plain text, naming a deprecation's replacement. */

import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";

/** Elements whose text must not run into their neighbours' (`<p>a</p><p>b</p>` is `a b`, not `ab`). */
const BLOCK_ELEMENTS = new Set([
  "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div", "dl", "dt", "figcaption",
  "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
  "section", "summary", "table", "td", "th", "tr", "ul",
]);
const INVISIBLE_ELEMENTS = new Set(["script", "style", "template"]);

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Plain text of DOM nodes, white space collapsed; elements for which `skip` is true are left out with their content. */
export function nodesToText(nodes: AnyNode[], skip: (element: Element) => boolean = () => false): string {
  const parts: string[] = [];
  const visit = (node: AnyNode): void => {
    if (isText(node)) {
      parts.push(node.data);
    } else if (isTag(node) && !INVISIBLE_ELEMENTS.has(node.name) && !skip(node)) {
      const block = BLOCK_ELEMENTS.has(node.name);
      if (block) parts.push(" ");
      node.children.forEach(visit);
      if (block) parts.push(" ");
    }
  };
  nodes.forEach(visit);
  return collapseWhitespace(parts.join(""));
}

export function parseHtml(html: string): AnyNode[] {
  return parseDocument(html).children;
}

export function htmlToText(html: string): string {
  return nodesToText(parseHtml(html));
}

export function hasClass(element: Element, className: string): boolean {
  return element.attribs.class?.split(/\s+/).includes(className) ?? false;
}

/**
 * `fs.stat()` → `fs.stat`, `Buffer.from(array)` → `Buffer.from`: the name an API is listed under, without
 * the call its reference or heading may show. Only a trailing call goes: `emitter[Symbol.for('x')]` stays.
 */
export function apiNameOf(reference: string): string {
  const text = reference.trim();
  if (!text.endsWith(")")) return text;
  let depth = 0;
  for (let at = text.length - 1; at >= 0; at--) {
    if (text[at] === ")") depth++;
    else if (text[at] === "(" && --depth === 0) return text.slice(0, at).trim();
  }
  return text;
}

/** A reference in a deprecation note: the text shown, and the name of the API it points to. */
export interface NoteReference {
  text: string;
  name: string;
}

/** "Use X", "in favor of X", "replaced by X": the replacement follows the words. */
const REPLACEMENT_FOLLOWS = /\b(use|using|in favou?r of|replaced (by|with)|superseded by|renamed to|merged into)\b/i;
const INSTEAD = /\binstead\b/i;

/**
 * The API a deprecation note tells to use instead of `deprecatedName`: the first reference after "use"
 * (or "in favor of"…), else the first one of a note saying "instead"; null when the note names none.
 */
export function replacementNamed(noteText: string, references: NoteReference[], deprecatedName: string): string | null {
  const candidates = references.filter((reference) => reference.name !== "" && reference.name !== deprecatedName);
  const pointer = REPLACEMENT_FOLLOWS.exec(noteText);
  if (pointer) {
    const following = candidates
      .map((reference) => ({ reference, at: noteText.indexOf(reference.text, pointer.index) }))
      .filter(({ at }) => at !== -1)
      .sort((a, b) => a.at - b.at);
    return following[0]?.reference.name ?? null;
  }
  return INSTEAD.test(noteText) ? (candidates[0]?.name ?? null) : null;
}

/** The warning for a file left out of the set. */
export function skipped(path: string, reason: string): string {
  return `${path}: skipped, ${reason}`;
}

/** An error's message on one line (YAML's, for one, points at the source over several). */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]?.trim() ?? "";
}

/** Files under `root` (recursively) as sorted `/`-separated relative paths, keeping those `wanted` accepts. */
export async function listFiles(root: string, wanted: (path: string) => boolean): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter(wanted)
    .sort();
}

/** `library/os.html` → `library`; null for a file at the top of the set. */
export function firstDirectory(path: string): string | null {
  const slash = path.indexOf("/");
  return slash === -1 ? null : path.slice(0, slash);
}
