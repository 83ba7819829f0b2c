/**
 * Labelled questions about PostgreSQL 15's documentation (Debian's postgresql-doc-15), derived from the
 * documentation's own links, never written by hand:
 *
 * - `index`: a back-of-the-book index entry (`bookindex.html`): the question is the term (a sub-entry
 *   follows its entry: "aggregate function built-in"), the labels are the pages it links to (1 to 3);
 * - `glossary`: a glossary entry (`glossary.html`): the question is its definition's first sentence, the
 *   term taken out; the labels are the pages its definition links to (outside the glossary);
 * - `xref`: a sentence of a page linking to one other page (DocBook's `xref` and `link`): the question is
 *   the sentence with the link's text taken out ("To revoke a previously-granted privilege, use the
 *   fittingly named command."), the label is the page linked to.
 *
 * Items whose question is the title of a page or section they are labelled with are dropped (trivial),
 * and counted. The labelled pages are split in two halves by a seeded hash of the page's path: an item
 * whose labels all fall in one half belongs to it (development or held-out), one spanning both is dropped
 * and counted, so the halves never share an answer. Then at most `PER_HALF` items of each kind per half are
 * kept, chosen by a seeded hash of the item. Deterministic: the same docs give the same set.
 *
 *   node --import tsx bench/quality/knowledge/postgres-questions.ts [--out FILE] [--docs HTML-FOLDER]
 */
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Element } from "domhandler";
import { isTag } from "domhandler";
import { findAll, findOne } from "domutils";
import { parseDocBook, withoutLabel } from "../../../src/knowledge/ingest/docbook.js";
import { collapseWhitespace, hasClass, nodesToText, parseHtml } from "../../../src/knowledge/ingest/text.js";
import { type DerivedCandidate, type DerivedCounts, type DerivedQuestion, definitionOf, deriveFromCommandLine, distinctPages, type Half, type Kind, type Label, linkSentences, type LinkRules, PER_HALF, seeded, selectDerived, sentenceBreak, withoutTerm, words } from "./derived-set.js";

export { type Half, type Kind, type Label, PER_HALF };

export const SEED = "engram-postgres-15-v1";
const MAX_INDEX_PAGES = 3;
const MIN_SENTENCE_WORDS = 6;
const MIN_DEFINITION_WORDS = 4;
const SKIPPED_TARGETS = new Set(["bookindex.html", "glossary.html", "index.html"]);
/** A sentence ends before a capital or a parenthesis. */
const SENTENCE_BREAK = sentenceBreak("A-Z(");

export const POSTGRES_HTML = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram", "debian-docs", "usr", "share", "doc", "postgresql-doc-15", "html");

/** A question as derived-set.ts keeps it; `from` is the index entry's, glossary entry's or link's page and id. */
export type PostgresQuestion = DerivedQuestion;

export interface PostgresSet {
  /** As the docs name themselves: "PostgreSQL 15.20 Documentation". */
  docs: string;
  questions: PostgresQuestion[];
  counts: DerivedCounts;
}

type Candidate = DerivedCandidate;

export const { halfOf } = seeded(SEED);

function label(href: string): Label | null {
  if (/^[a-z]+:/i.test(href)) return null;
  const [path = "", anchor] = href.split("#");
  if (!path.endsWith(".html") || SKIPPED_TARGETS.has(path)) return null;
  return { kind: "doc", path, anchor: anchor || null };
}

/** DocBook's cross-references: `a.xref` and `a.link`. */
const LINKS: LinkRules = {
  isLink: (element) => element.name === "a" && (hasClass(element, "xref") || hasClass(element, "link")),
  resolve: (_page, href) => label(href),
};

/** The text of an index `<dt>` before its first link: "advisory lock, " → "advisory lock". */
function indexTerm(dt: Element): string {
  const parts: string[] = [];
  for (const child of dt.children) {
    if (isTag(child) && child.name === "a") break;
    parts.push(nodesToText([child]));
  }
  return collapseWhitespace(parts.join(" ")).replace(/,\s*$/, "");
}

function indexLinks(dt: Element): Label[] {
  return dt.children.filter((child): child is Element => isTag(child) && child.name === "a" && hasClass(child, "indexterm")).flatMap((a) => label(a.attribs.href ?? "") ?? []);
}

/** Index entries and their sub-entries (`<dt>` then `<dd><dl><dt>…`). */
function indexItems(html: string): Candidate[] {
  const items: Candidate[] = [];
  const visit = (list: Element, parent: string) => {
    const children = list.children.filter(isTag);
    children.forEach((child, position) => {
      if (child.name !== "dt") return;
      const term = collapseWhitespace(`${parent} ${indexTerm(child)}`);
      const relevant = distinctPages(indexLinks(child));
      const id = child.attribs.id ?? `${parent}/${position}`;
      if (relevant.length > 0) items.push({ question: term, relevant, style: "index", from: `bookindex.html#${id}` });
      const next = children[position + 1];
      const sub = next?.name === "dd" ? findOne((element) => element.name === "dl", next.children) : null;
      if (sub) visit(sub, term);
    });
  };
  const nodes = parseHtml(html);
  for (const division of findAll((element) => hasClass(element, "indexdiv"), nodes)) {
    const list = division.children.find((child): child is Element => isTag(child) && child.name === "dl");
    if (list) visit(list, "");
  }
  return items;
}

function glossaryItems(html: string): Candidate[] {
  const items: Candidate[] = [];
  const nodes = parseHtml(html);
  for (const dt of findAll((element) => element.name === "dt" && (element.attribs.id ?? "").startsWith("GLOSSARY-"), nodes)) {
    const dd = definitionOf(dt);
    if (!dd) continue;
    const term = nodesToText([dt]);
    const relevant = distinctPages(findAll(LINKS.isLink, dd.children).flatMap((a) => label(a.attribs.href ?? "") ?? []));
    const paragraph = dd.children.find((child): child is Element => isTag(child) && child.name === "p");
    if (!paragraph || relevant.length === 0) continue;
    // "Aggregate function (routine)": the term is what precedes its parenthesis
    const bare = term.replace(/\s*\(.*\)\s*$/, "");
    const question = withoutTerm(nodesToText([paragraph]), bare, SENTENCE_BREAK);
    if (words(question).length < MIN_DEFINITION_WORDS) continue;
    items.push({ question, relevant, style: "glossary", from: `glossary.html#${dt.attribs.id}` });
  }
  return items;
}

function xrefItems(page: string, html: string): Candidate[] {
  return linkSentences(parseHtml(html), page, LINKS, SENTENCE_BREAK, MIN_SENTENCE_WORDS).map(({ question, relevant, from }) => ({ question, relevant, style: "xref", from }));
}

export async function buildPostgresSet(root = POSTGRES_HTML): Promise<PostgresSet> {
  const parsed = await parseDocBook(root);
  if (parsed.documents.length === 0) throw new Error(`no PostgreSQL documentation in ${root}: run scripts/debian-docs.sh`);
  /** Titles a label may be: its page's and, with an anchor, that section's. */
  const titles = new Map<string, string[]>();
  for (const document of parsed.documents) {
    titles.set(document.path, [document.title]);
    for (const section of document.sections) if (section.anchor) titles.set(`${document.path}#${section.anchor}`, [section.title]);
  }
  const docs = parsed.documents.find((document) => document.path === "index.html")?.title ?? "PostgreSQL documentation";

  const candidates: Candidate[] = [
    ...indexItems(await readFile(join(root, "bookindex.html"), "utf8")).filter((item) => item.relevant.length <= MAX_INDEX_PAGES),
    ...glossaryItems(await readFile(join(root, "glossary.html"), "utf8")),
  ];
  for (const document of parsed.documents) {
    if (document.path === "glossary.html") continue;
    candidates.push(...xrefItems(document.path, await readFile(join(root, document.path), "utf8")));
  }
  const { questions, counts } = selectDerived<Candidate, PostgresQuestion>({
    candidates,
    known: new Set(parsed.documents.map((document) => document.path)),
    seed: SEED,
    prefix: "pg",
    // DocBook's titles carry their number ("9.7. Pattern Matching"): the question is compared without it
    titles: (entry) => [...(titles.get(entry.path) ?? []), ...(entry.anchor ? (titles.get(`${entry.path}#${entry.anchor}`) ?? []) : [])].map(withoutLabel),
    question: (item, id) => ({ id, question: item.question, relevant: item.relevant, style: item.style, half: item.half, from: item.from }),
  });
  return { docs, questions, counts };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await deriveFromCommandLine(buildPostgresSet, POSTGRES_HTML);
