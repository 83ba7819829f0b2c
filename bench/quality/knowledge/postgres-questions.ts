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
import { createHash } from "node:crypto";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { findAll, findOne } from "domutils";
import { parseDocBook, withoutLabel } from "../../../src/knowledge/ingest/docbook.js";
import { collapseWhitespace, hasClass, nodesToText, parseHtml } from "../../../src/knowledge/ingest/text.js";

export const SEED = "engram-postgres-15-v1";
/** Items kept per kind and half (glossary has fewer than this). */
export const PER_HALF = { index: 250, glossary: 250, xref: 250 } as const;
const MAX_INDEX_PAGES = 3;
const MIN_SENTENCE_WORDS = 6;
const MIN_DEFINITION_WORDS = 4;
const SKIPPED_TARGETS = new Set(["bookindex.html", "glossary.html", "index.html"]);

export const POSTGRES_HTML = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram", "debian-docs", "usr", "share", "doc", "postgresql-doc-15", "html");

export type Kind = keyof typeof PER_HALF;
export type Half = "development" | "held-out";

export interface Label {
  kind: "doc";
  path: string;
  anchor: string | null;
}

export interface PostgresQuestion {
  id: string;
  question: string;
  relevant: Label[];
  style: Kind;
  half: Half;
  /** Where the item was read: the index entry's, glossary entry's or link's page and id. */
  from: string;
}

export interface PostgresSet {
  /** As the docs name themselves: "PostgreSQL 15.20 Documentation". */
  docs: string;
  questions: PostgresQuestion[];
  counts: {
    /** Items read from the docs, per kind, before any drop. */
    read: Record<Kind, number>;
    /** Dropped because the question is a labelled page's or section's title. */
    trivial: Record<Kind, number>;
    /** Dropped because their labels fall in both halves. */
    mixed: Record<Kind, number>;
    /** Left after the drops, per kind and half, before keeping `PER_HALF`. */
    eligible: Record<Kind, Record<Half, number>>;
    /** Labelled pages per half. */
    pages: Record<Half, number>;
  };
}

interface Candidate {
  question: string;
  relevant: Label[];
  style: Kind;
  from: string;
}

const hash = (text: string) => createHash("sha256").update(`${SEED}:${text}`).digest();
export const halfOf = (page: string): Half => ((hash(`page:${page}`)[0]! & 1) === 0 ? "development" : "held-out");
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
const normal = (text: string) => words(text).join(" ");

function label(href: string): Label | null {
  if (/^[a-z]+:/i.test(href)) return null;
  const [path = "", anchor] = href.split("#");
  if (!path.endsWith(".html") || SKIPPED_TARGETS.has(path)) return null;
  return { kind: "doc", path, anchor: anchor || null };
}

function distinctPages(labels: Label[]): Label[] {
  const seen = new Set<string>();
  return labels.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

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

/** The first sentence of a text. */
function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+(?=[A-Z(])/)[0] ?? text;
}

function glossaryItems(html: string): Candidate[] {
  const items: Candidate[] = [];
  const nodes = parseHtml(html);
  for (const dt of findAll((element) => element.name === "dt" && (element.attribs.id ?? "").startsWith("GLOSSARY-"), nodes)) {
    let dd = dt.next;
    while (dd && !(isTag(dd) && dd.name === "dd")) dd = dd.next;
    if (!dd || !isTag(dd)) continue;
    const term = nodesToText([dt]);
    const relevant = distinctPages(findAll((element) => element.name === "a" && (hasClass(element, "xref") || hasClass(element, "link")), dd.children).flatMap((a) => label(a.attribs.href ?? "") ?? []));
    const paragraph = dd.children.find((child): child is Element => isTag(child) && child.name === "p");
    if (!paragraph || relevant.length === 0) continue;
    // "Aggregate function (routine)": the term is what precedes its parenthesis
    const bare = term.replace(/\s*\(.*\)\s*$/, "");
    const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const question = collapseWhitespace(firstSentence(nodesToText([paragraph])).replace(new RegExp(`\\b${escaped}\\b`, "gi"), " "));
    if (words(question).length < MIN_DEFINITION_WORDS) continue;
    items.push({ question, relevant, style: "glossary", from: `glossary.html#${dt.attribs.id}` });
  }
  return items;
}

const MARK = "\u0000";

/** A paragraph's text with each cross-page link's text replaced by a mark, and the links in order. */
function markedParagraph(paragraph: Element, page: string): { text: string; links: Label[] } {
  const parts: string[] = [];
  const links: Label[] = [];
  const visit = (node: AnyNode) => {
    if (isText(node)) parts.push(node.data);
    else if (isTag(node)) {
      if (node.name === "a" && (hasClass(node, "xref") || hasClass(node, "link"))) {
        const target = label(node.attribs.href ?? "");
        if (target && target.path !== page) {
          parts.push(` ${MARK} `);
          links.push(target);
          return;
        }
        // a link inside the page, or to a skipped page, reads as its text
      }
      const block = ["p", "div", "pre", "table", "ul", "ol", "li", "dl", "dt", "dd"].includes(node.name);
      if (block) parts.push(" ");
      node.children.forEach(visit);
      if (block) parts.push(" ");
    }
  };
  paragraph.children.forEach(visit);
  return { text: collapseWhitespace(parts.join("")), links };
}

function xrefItems(page: string, html: string): Candidate[] {
  const items: Candidate[] = [];
  const nodes = parseHtml(html);
  const paragraphs = findAll((element) => element.name === "p" && !findOne((inner) => inner.name === "p", element.children), nodes);
  paragraphs.forEach((paragraph, index) => {
    const { text, links } = markedParagraph(paragraph, page);
    if (links.length === 0) return;
    let link = 0;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z(])/)) {
      const marks = sentence.split(MARK).length - 1;
      const targets = links.slice(link, link + marks);
      link += marks;
      if (marks !== 1) continue;
      const question = collapseWhitespace(sentence.replace(MARK, " ")).replace(/\s+([.,;:)])/g, "$1").replace(/\(\s*\)/g, "");
      if (words(question).length < MIN_SENTENCE_WORDS) continue;
      items.push({ question, relevant: targets, style: "xref", from: `${page}#p${index}` });
    }
  });
  return items;
}

const zeroKinds = (): Record<Kind, number> => ({ index: 0, glossary: 0, xref: 0 });

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
  const known = new Set(parsed.documents.map((document) => document.path));

  const counts: PostgresSet["counts"] = {
    read: zeroKinds(),
    trivial: zeroKinds(),
    mixed: zeroKinds(),
    eligible: { index: { development: 0, "held-out": 0 }, glossary: { development: 0, "held-out": 0 }, xref: { development: 0, "held-out": 0 } },
    pages: { development: 0, "held-out": 0 },
  };
  const eligible: Array<Candidate & { half: Half }> = [];
  const seenQuestions = new Set<string>();
  for (const item of candidates) {
    const relevant = item.relevant.filter((entry) => known.has(entry.path));
    if (relevant.length === 0) continue;
    // one item per question text and kind: the same sentence or term twice is asked once
    const key = `${item.style}:${normal(item.question)}`;
    if (seenQuestions.has(key)) continue;
    seenQuestions.add(key);
    counts.read[item.style]++;
    const question = normal(item.question);
    const isTitle = relevant.some((entry) => [...(titles.get(entry.path) ?? []), ...(entry.anchor ? (titles.get(`${entry.path}#${entry.anchor}`) ?? []) : [])].some((title) => normal(withoutLabel(title)) === question));
    if (isTitle) {
      counts.trivial[item.style]++;
      continue;
    }
    const halves = new Set(relevant.map((entry) => halfOf(entry.path)));
    if (halves.size > 1) {
      counts.mixed[item.style]++;
      continue;
    }
    const [half] = halves as Set<Half>;
    counts.eligible[item.style][half!]++;
    eligible.push({ ...item, relevant, half: half! });
  }

  const questions: PostgresQuestion[] = [];
  for (const half of ["development", "held-out"] as const) {
    for (const style of Object.keys(PER_HALF) as Kind[]) {
      const pool = eligible
        .filter((item) => item.half === half && item.style === style)
        .map((item) => ({ item, order: hash(`item:${item.from}:${item.question}`).toString("hex") }))
        .sort((a, b) => a.order.localeCompare(b.order))
        .slice(0, PER_HALF[style])
        .map(({ item }) => item)
        .sort((a, b) => a.from.localeCompare(b.from, "en") || a.question.localeCompare(b.question, "en"));
      pool.forEach((item, index) => {
        questions.push({ id: `pg-${half === "development" ? "dev" : "held"}-${style}-${String(index + 1).padStart(3, "0")}`, question: item.question, relevant: item.relevant, style, half, from: item.from });
      });
    }
  }
  for (const half of ["development", "held-out"] as const) {
    counts.pages[half] = new Set(questions.filter((q) => q.half === half).flatMap((q) => q.relevant.map((entry) => entry.path))).size;
  }
  return { docs, questions, counts };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const set = await buildPostgresSet(option("--docs") ?? POSTGRES_HTML);
  const out = option("--out");
  if (out) {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(set, null, 1)}\n`);
  }
  const perHalf = (half: Half) => Object.fromEntries((Object.keys(PER_HALF) as Kind[]).map((style) => [style, set.questions.filter((q) => q.half === half && q.style === style).length]));
  process.stdout.write(`${JSON.stringify({ docs: set.docs, counts: set.counts, kept: { development: perHalf("development"), "held-out": perHalf("held-out") } }, null, 1)}\n`);
}
