/**
 * A chunked DocBook HTML site (DocBook XSL, e.g. PostgreSQL's documentation): every page becomes a
 * document split at its sections (`div.sect1`…, `div.refsect1`…, `div.chapter`…, with their ids as anchors),
 * without the navigation header and footer, the tables of contents or the book's index page.
 */

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AnyNode, Element } from "domhandler";
import { findAll, findOne } from "domutils";
import { firstHeading, type HtmlLayout, readHtmlPage } from "./html-page.js";
import { collapseWhitespace, errorText, hasClass, listFiles, nodesToText, parseHtml, skipped } from "./text.js";
import type { ApiEntryInput, DocSetParser, DocumentInput } from "./types.js";

/** DocBook's sectioning elements, rendered as `<div class="sect2" id="…">`. */
const SECTION_CLASSES = [
  "book", "part", "reference", "preface", "chapter", "appendix", "article", "glossary", "bibliography", "index", "partintro",
  "sect1", "sect2", "sect3", "sect4", "sect5", "section", "simplesect", "refentry", "refsect1", "refsect2", "refsect3", "refsection",
];
/** The book's index (`bookindex.html`, `genindex.html`, `ix01.html`) only links to the pages. */
const INDEX_PAGE = /(^|\/)(bookindex|genindex|ix\d+)\.html$/;
const LEFT_OUT = ["navheader", "navfooter", "toc", "list-of-tables", "list-of-figures", "list-of-examples"];
/** `4.2.1. `, `F.3. `, `Chapter 4. `, `Appendix F. `, `Part II. `: DocBook's labels before a title. */
const LABEL = /^(?:(?:Chapter|Appendix|Part)\s+)?(?:[A-Z]|[IVXLC]+|\d+)(?:\.\d+)*\.\s+(?=\S)/;

export function withoutLabel(title: string): string {
  return collapseWhitespace(title).replace(LABEL, "");
}

function isSectionElement(element: Element): boolean {
  return element.name === "div" && SECTION_CLASSES.some((name) => hasClass(element, name));
}

function isLeftOut(element: Element): boolean {
  return element.name === "div" && LEFT_OUT.some((name) => hasClass(element, name));
}

const DOCBOOK_LAYOUT: HtmlLayout = {
  main: (nodes) => {
    const body = findOne((element) => element.name === "body", nodes);
    return body && findOne((element) => element.name === "meta" && element.attribs.name === "generator" && /DocBook/i.test(element.attribs.content ?? ""), nodes) ? body : null;
  },
  skip: isLeftOut,
  isSection: isSectionElement,
  headingOf: (section) => firstHeading(section, isSectionElement),
  title: (_main: Element, nodes: AnyNode[]) => {
    const title = findOne((element) => element.name === "title", nodes);
    const text = title ? withoutLabel(nodesToText([title])) : "";
    return text || null;
  },
  sectionTitle: withoutLabel,
};

/** A function table's row (`td.func_table_entry`): its signature paragraph, then the description and examples. */
const isFunctionEntry = (element: Element) => element.name === "td" && hasClass(element, "func_table_entry");
const isSignature = (element: Element) => element.name === "p" && hasClass(element, "func_signature");

/**
 * The functions a page's tables document (PostgreSQL's `Table 9.x. … Functions`), as API entries: the name
 * from the signature's `code.function`, the whole signature, the other paragraphs as the description, and the
 * index term's anchor so the entry links to its row. Rows without a named function (operators) are not entries.
 */
export function docBookFunctions(path: string, nodes: AnyNode[]): ApiEntryInput[] {
  return findAll(isFunctionEntry, nodes).flatMap((entry) => {
    const signature = findOne(isSignature, entry.children);
    const name = signature && findOne((element) => element.name === "code" && hasClass(element, "function"), signature.children);
    if (!signature || !name) return [];
    const anchor = findOne((element) => element.name === "a" && hasClass(element, "indexterm") && Boolean(element.attribs.id), signature.children)?.attribs.id ?? null;
    const paragraphs = entry.children.filter((child): child is Element => child.type === "tag" && child.name === "p" && child !== signature);
    return [
      {
        name: collapseWhitespace(nodesToText([name])),
        kind: "function",
        signature: collapseWhitespace(nodesToText([signature])),
        description: collapseWhitespace(paragraphs.map((paragraph) => nodesToText([paragraph])).join(" ")) || null,
        docPath: path,
        anchor,
        versionIntroduced: null,
        deprecatedIn: null,
        replacement: null,
        stability: null,
      },
    ];
  });
}

/** One DocBook page and the functions its tables document; null when it is not a DocBook page (no DocBook generator, or no body). */
export function parseDocBookPage(path: string, html: string): { document: DocumentInput; apis: ApiEntryInput[] } | null {
  const nodes = parseHtml(html);
  const page = readHtmlPage(path, nodes, DOCBOOK_LAYOUT);
  return page && { document: page.document, apis: docBookFunctions(path, nodes) };
}

export const parseDocBook: DocSetParser = async (root, options = {}) => {
  const warnings: string[] = [];
  const paths = await listFiles(root, (path) => path.endsWith(".html") && !INDEX_PAGE.test(path));
  const documents: DocumentInput[] = [];
  const apis: ApiEntryInput[] = [];
  for (const [index, path] of paths.entries()) {
    try {
      const page = parseDocBookPage(path, await readFile(join(root, path), "utf8"));
      if (page) {
        documents.push(page.document);
        apis.push(...page.apis);
      } else warnings.push(skipped(path, "not a DocBook page (no DocBook generator or no body)"));
    } catch (error) {
      warnings.push(skipped(path, errorText(error)));
    }
    options.onProgress?.(index + 1, paths.length);
  }
  return { documents, apis, warnings };
};
