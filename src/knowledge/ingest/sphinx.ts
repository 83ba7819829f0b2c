/**
 * A built Sphinx HTML site (Python's docs): every content page becomes a document split at its sections,
 * and every Python object of `objects.inv` an API entry, with its signature, description and version notes
 * read from the page that documents it.
 */

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { findAll, findOne } from "domutils";
import { truncateAtWord } from "../identity.js";
import { HEADINGS, type HtmlLayout, readHtmlPage } from "./html-page.js";
import { apiNameOf, errorText, hasClass, listFiles, type NoteReference, nodesToText, parseHtml, replacementNamed, skipped } from "./text.js";
import type { ApiEntryInput, DocSetParser, DocumentInput } from "./types.js";

const DESCRIPTION_LENGTH = 500;
/** Generated pages (indices, search) and Sphinx's own folders (`_static`, `_sources`…) are not documentation. */
const GENERATED_PAGE = /^_[^/]*\/|(^|\/)(genindex[^/]*|search|[^/]*modindex)\.html$/;
const INVENTORY_HEADER = "# Sphinx inventory version 2";
const INVENTORY_LINE = /^(.+?)\s+(\S+)\s+(-?\d+)\s+?(\S*)\s+(.*)$/;
const VERSION = /\bversion\s+(\d+(?:\.\d+)*)/i;

interface VersionNotes {
  versionIntroduced: string | null;
  deprecatedIn: string | null;
  replacement: string | null;
}

/** What a page says about one object (`<dl class="py function">`) or module it documents. */
interface ApiDetails {
  signature: string | null;
  description: string | null;
  notes: VersionNotes;
}

interface InventoryEntry {
  name: string;
  kind: string;
  docPath: string;
  anchor: string | null;
}

interface ParsedPage {
  document: DocumentInput;
  /** Keyed by HTML id, which is how `objects.inv` points at them. */
  apiDetails: Map<string, ApiDetails>;
}

export const parseSphinx: DocSetParser = async (root, options = {}) => {
  const warnings: string[] = [];
  const paths = await listFiles(root, (path) => path.endsWith(".html") && !GENERATED_PAGE.test(path));
  const documents: DocumentInput[] = [];
  const apiDetailsByPage = new Map<string, Map<string, ApiDetails>>();
  for (const [index, path] of paths.entries()) {
    const page = await readPage(root, path, warnings);
    if (page) {
      documents.push(page.document);
      apiDetailsByPage.set(path, page.apiDetails);
    }
    options.onProgress?.(index + 1, paths.length);
  }
  const inventory = await readInventory(root, warnings);
  const apis = inventory.map((entry) => apiEntry(entry, apiDetailsByPage.get(entry.docPath)?.get(entry.anchor ?? "")));
  return { documents, apis, warnings };
};

async function readPage(root: string, path: string, warnings: string[]): Promise<ParsedPage | null> {
  let html: string;
  try {
    html = await readFile(join(root, path), "utf8");
  } catch (error) {
    warnings.push(skipped(path, errorText(error)));
    return null;
  }
  const page = parsePage(path, html);
  if (!page) warnings.push(skipped(path, "no main body (div[role=main], div.body or a section with an h1)"));
  return page;
}

/**
 * A Sphinx page's body: `div[role=main]` or `div.body` in Sphinx's own themes, else (a theme of a project's
 * own, such as Django's `div.yui-g`) the element holding the section of the page's h1. With anyPage, another
 * site's page (fetched by URL) falls back to <main>, else <body>.
 */
function mainOf(nodes: AnyNode[], anyPage: boolean): Element | null {
  const sphinx = findOne((element) => element.attribs.role === "main" || hasClass(element, "body"), nodes) ?? themedMainOf(nodes);
  if (sphinx || !anyPage) return sphinx;
  return findOne((element) => element.name === "main", nodes) ?? findOne((element) => element.name === "body", nodes);
}

function themedMainOf(nodes: AnyNode[]): Element | null {
  const titled = findOne((element) => isSectionElement(element) && element.children.some((child) => isTag(child) && child.name === "h1"), nodes);
  return titled?.parent && isTag(titled.parent) ? titled.parent : null;
}

/** How a Sphinx page is laid out; `anyPage` reads another site's page (fetched by URL) too. */
function sphinxLayout(anyPage: boolean): HtmlLayout {
  return {
    main: (nodes) => mainOf(nodes, anyPage),
    skip: isHeaderLink,
    isSection: isSectionElement,
    headingOf: (section) => section.children.find((child): child is Element => isTag(child) && HEADINGS.has(child.name)) ?? null,
    title: pageTitle,
    sectionTitle: (text) => text,
  };
}

function parsePage(path: string, html: string, anyPage = false): ParsedPage | null {
  const page = readHtmlPage(path, parseHtml(html), sphinxLayout(anyPage));
  if (!page) return null;
  const [top] = page.sections;
  const topNotes = top ? moduleNotes(top.section, apiNameOfAnchor(top.section.attribs.id ?? "")) : null;
  return {
    document: { ...page.document, versionIntroduced: topNotes?.versionIntroduced ?? null, deprecatedIn: topNotes?.deprecatedIn ?? null },
    apiDetails: apiDetailsOnPage(page.main),
  };
}

function isHeaderLink(element: Element): boolean {
  return element.name === "a" && hasClass(element, "headerlink");
}

/** The `<h1>` without its ¶, else `<title>` without the ` — Project documentation` suffix. */
function pageTitle(main: Element, nodes: AnyNode[]): string | null {
  const heading = findOne((element) => element.name === "h1", main.children);
  if (heading) return nodesToText([heading], isHeaderLink);
  const title = findOne((element) => element.name === "title", nodes);
  return title ? nodesToText([title]).replace(/ — [^—]*$/, "") : null;
}

function isSectionElement(element: Element): boolean {
  return element.name === "section" || (element.name === "div" && hasClass(element, "section"));
}

function apiDetailsOnPage(main: Element): Map<string, ApiDetails> {
  const details = new Map<string, ApiDetails>();
  for (const description of findAll((element) => element.name === "dl" && hasClass(element, "py"), main.children)) {
    const children = description.children.filter(isTag);
    const body = children.find((child) => child.name === "dd");
    for (const term of children.filter((child) => child.name === "dt" && child.attribs.id)) {
      const id = term.attribs.id ?? "";
      details.set(id, {
        signature: nodesToText([term], isHeaderLink),
        description: body ? firstParagraph(body) : null,
        notes: body ? versionNotes(body, id) : emptyNotes(),
      });
    }
  }
  for (const target of findAll((element) => element.attribs.id?.startsWith("module-") ?? false, main.children)) {
    const id = target.attribs.id ?? "";
    const container = moduleContainer(target);
    details.set(id, { signature: null, description: firstParagraph(container), notes: moduleNotes(container, apiNameOfAnchor(id)) });
  }
  return details;
}

/** A module's id sits on its section, or on a `<span>` target at the top of it. */
function moduleContainer(target: Element): Element {
  return !isSectionElement(target) && target.parent && isTag(target.parent) ? target.parent : target;
}

/** `module-os.path` → `os.path`; other ids of Python objects are their full names already. */
function apiNameOfAnchor(anchor: string): string {
  return anchor.replace(/^module-/, "");
}

/** The first paragraph that says something, as plain text; a module page's `Source code:` line does not. */
function firstParagraph(container: Element): string | null {
  for (const child of container.children) {
    if (!isTag(child) || child.name !== "p" || isSourceLine(child)) continue;
    const text = nodesToText([child]);
    if (text) return truncateAtWord(text, DESCRIPTION_LENGTH);
  }
  return null;
}

function isSourceLine(element: Element): boolean {
  return element.name === "p" && nodesToText([element]).startsWith("Source code:");
}

function emptyNotes(): VersionNotes {
  return { versionIntroduced: null, deprecatedIn: null, replacement: null };
}

/** The `versionadded` and `deprecated` notes directly in `container` (not those of nested definitions). */
function versionNotes(container: Element, apiName: string): VersionNotes {
  return notesOf(container.children.filter(isTag), apiName);
}

/**
 * The notes at the top of a module's page, after its title and `Source code:` line: notes further down are
 * about parts of the module.
 */
function moduleNotes(section: Element, apiName: string): VersionNotes {
  const children = section.children.filter(isTag);
  const contentStart = children.findIndex((child) => !isPageHeader(child) && !isVersionNote(child));
  return notesOf(contentStart === -1 ? children : children.slice(0, contentStart), apiName);
}

function isPageHeader(element: Element): boolean {
  return HEADINGS.has(element.name) || element.name === "span" || isSourceLine(element);
}

function isVersionNote(element: Element): boolean {
  return ["versionadded", "versionchanged", "deprecated", "deprecated-removed"].some((name) => hasClass(element, name));
}

function notesOf(elements: Element[], apiName: string): VersionNotes {
  const notes = emptyNotes();
  for (const child of elements) {
    if (hasClass(child, "versionadded")) {
      notes.versionIntroduced ??= versionIn(child);
    } else if (hasClass(child, "deprecated") || hasClass(child, "deprecated-removed")) {
      notes.deprecatedIn ??= versionIn(child);
      notes.replacement ??= replacementNamed(nodesToText([child]), referencedApis(child), apiName);
    }
  }
  return notes;
}

function versionIn(note: Element): string | null {
  return VERSION.exec(nodesToText([note]))?.[1] ?? null;
}

/** Python objects a note cross-references, in order, named by their target id when resolved. */
function referencedApis(note: Element): NoteReference[] {
  return findAll((element) => element.name === "code" && hasClass(element, "xref") && hasClass(element, "py"), note.children).map((code) => {
    const text = nodesToText([code]);
    const link = code.parent && isTag(code.parent) && code.parent.name === "a" ? code.parent.attribs.href : undefined;
    const fragment = link?.split("#")[1];
    return { text, name: fragment ? apiNameOfAnchor(fragment) : apiNameOf(text) };
  });
}

/** `objects.inv` v2: four header lines, then zlib-compressed `name domain:role priority uri dispname` lines. */
async function readInventory(root: string, warnings: string[]): Promise<InventoryEntry[]> {
  let data: Buffer;
  try {
    data = await readFile(join(root, "objects.inv"));
  } catch {
    warnings.push("objects.inv: missing, no API entries");
    return [];
  }
  return parseInventory(data, warnings);
}

function parseInventory(data: Buffer, warnings: string[]): InventoryEntry[] {
  const body = inventoryBody(data);
  if (!body) {
    warnings.push("objects.inv: not a Sphinx inventory version 2, no API entries");
    return [];
  }
  let lines: string[];
  try {
    lines = inflateSync(body).toString("utf8").split("\n");
  } catch (error) {
    warnings.push(`objects.inv: ${errorText(error)}, no API entries`);
    return [];
  }
  return lines.flatMap((line) => {
    const entry = inventoryEntry(line);
    return entry ? [entry] : [];
  });
}

/** An inventory fetched on its own (by URL): API entries pointing at their pages, without the pages' details. */
export function inventoryApis(data: Buffer, warnings: string[]): ApiEntryInput[] {
  return parseInventory(data, warnings).map((entry) => apiEntry(entry, undefined));
}

export function isInventory(data: Buffer): boolean {
  return inventoryBody(data) !== null;
}

/** One page fetched on its own (by URL); null when it has no body to read. */
export function parseSphinxPage(path: string, html: string): DocumentInput | null {
  return parsePage(path, html, true)?.document ?? null;
}

/** What follows the four header lines, if the first one says this is a version 2 inventory. */
function inventoryBody(data: Buffer): Buffer | null {
  let start = 0;
  for (let line = 0; line < 4; line++) {
    const end = data.indexOf(0x0a, start);
    if (end === -1) return null;
    start = end + 1;
  }
  return data.toString("utf8", 0, start).startsWith(INVENTORY_HEADER) ? data.subarray(start) : null;
}

/** A Python object's line; labels, terms, pages (`std:*`) and other domains are not APIs. */
function inventoryEntry(line: string): InventoryEntry | null {
  const match = INVENTORY_LINE.exec(line);
  if (!match) return null;
  const [, name = "", role = "", , uri = ""] = match;
  if (!role.startsWith("py:")) return null;
  const location = uri.endsWith("$") ? uri.slice(0, -1) + name : uri;
  const hash = location.indexOf("#");
  return {
    name,
    kind: role.slice("py:".length),
    docPath: hash === -1 ? location : location.slice(0, hash),
    anchor: hash === -1 ? null : location.slice(hash + 1),
  };
}

function apiEntry(entry: InventoryEntry, details: ApiDetails | undefined): ApiEntryInput {
  const notes = details?.notes ?? emptyNotes();
  return {
    name: entry.name,
    kind: entry.kind,
    signature: details?.signature ?? null,
    description: details?.description ?? null,
    docPath: entry.docPath,
    anchor: entry.anchor,
    versionIntroduced: notes.versionIntroduced,
    deprecatedIn: notes.deprecatedIn,
    replacement: notes.replacement,
    stability: null,
  };
}
