/**
 * Labelled questions about Django 3.2's documentation (Debian's python-django-doc, a Sphinx HTML build),
 * derived from the documentation's own links, never written by hand, as postgres-questions.ts does for
 * PostgreSQL:
 *
 * - `index`: an entry of Sphinx's general index (`genindex.html`): the question is the entry as shown (an
 *   API object's "get_connection() (in module django.core.mail)", a setting's "MEDIA_ROOT", a sub-entry
 *   after its entry: "--all dumpdata command line option"), the labels are the pages it links to (1 to 3);
 * - `glossary`: an entry of `glossary.html`: the question is its definition's first sentence, the term
 *   taken out; the labels are the pages its definition links to (outside the glossary);
 * - `xref`: a sentence of a page linking to one other page with a Sphinx internal reference
 *   (`a.reference.internal`): the question is the sentence with the link's text taken out, the label is
 *   the page linked to.
 *
 * Each item also has a `form`: `identifier` (an index entry naming an API object, setting, template tag or
 * filter, field lookup, command or option: Sphinx's object targets), `phrase` (an index entry of
 * `.. index::`, a keyword such as "PEP 257") or `sentence` (glossary and xref).
 *
 * Items whose question is the title of a labelled page or section are dropped (trivial): for an index
 * entry its name before Sphinx's parenthesis counts too ("filter() (in module …QuerySet)" → the section
 * "filter()"), and so does each name of a pair entry ("MEDIA_ROOT setting" → the section "MEDIA_ROOT"). The labelled pages are split in two halves by a seeded hash of the page's path; an item
 * spanning both is dropped. Then at most `PER_HALF` items of each kind per half are kept, chosen by a seeded
 * hash of the item. Deterministic: the same docs give the same set.
 *
 * Engram's Sphinx reader looks for `div[role=main]` or `div.body`; Django's theme (djangodocs) has neither,
 * its body being `div#yui-main div.yui-g`. If the reader finds no page in the docs as shipped,
 * `readableDjangoDocs` writes a copy whose body carries `role="main"` (nothing else changed) for the bench
 * to ingest; see README.md.
 *
 *   node --import tsx bench/quality/knowledge/django-questions.ts [--out FILE] [--docs HTML-FOLDER]
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join, posix } from "node:path";
import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { findAll, findOne } from "domutils";
import { parseSphinx } from "../../../src/knowledge/ingest/sphinx.js";
import { collapseWhitespace, hasClass, listFiles, nodesToText, parseHtml } from "../../../src/knowledge/ingest/text.js";

export const SEED = "engram-django-3.2-v1";
/** Items kept per kind and half (glossary has fewer than this). */
export const PER_HALF = { index: 250, glossary: 250, xref: 250 } as const;
const MAX_INDEX_PAGES = 3;
const MIN_SENTENCE_WORDS = 6;
const MIN_DEFINITION_WORDS = 4;
/** Pages that are not answers: Sphinx's generated pages, the glossary, the title page and the table of contents. */
const SKIPPED_TARGETS = new Set(["genindex.html", "glossary.html", "index.html", "contents.html", "search.html", "py-modindex.html"]);

const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram");
export const DJANGO_HTML = join(CACHE, "debian-docs", "usr", "share", "doc", "python-django-doc", "html");
/** Where the copy with a marked body is written when Engram's Sphinx reader cannot read Django's theme. */
export const DJANGO_MARKED_HTML = join(CACHE, "knowledge-sets", "django-3.2-html-marked");

export type Kind = keyof typeof PER_HALF;
export type Half = "development" | "held-out";
export type Form = "identifier" | "phrase" | "sentence";

export interface Label {
  kind: "doc";
  path: string;
  anchor: string | null;
}

export interface DjangoQuestion {
  id: string;
  question: string;
  relevant: Label[];
  style: Kind;
  form: Form;
  half: Half;
  /** Where the item was read: the index entry's, glossary entry's or link's page and position. */
  from: string;
}

export interface DjangoSet {
  /** As the docs name themselves: "Django 3.2.25 documentation". */
  docs: string;
  questions: DjangoQuestion[];
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

export interface Candidate {
  question: string;
  relevant: Label[];
  style: Kind;
  form: Form;
  from: string;
  /**
   * An index entry's names: the entry's and, for a sub-entry, its own, without Sphinx's parenthesis
   * ("filter()" of "filter() (in module …)"; "MEDIA_ROOT" and "setting" of the pair "MEDIA_ROOT setting").
   */
  names?: string[];
}

const hash = (text: string) => createHash("sha256").update(`${SEED}:${text}`).digest();
export const halfOf = (page: string): Half => ((hash(`page:${page}`)[0]! & 1) === 0 ? "development" : "held-out");
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
const normal = (text: string) => words(text).join(" ");

/** A link of `page` as a label: its target page (relative to the html root) and anchor; none for external links and skipped pages. */
export function resolveLink(page: string, href: string): Label | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return null;
  const [target = "", anchor] = href.split("#");
  const path = target === "" ? page : posix.normalize(posix.join(posix.dirname(page), target));
  if (!path.endsWith(".html") || path.startsWith("..") || path.startsWith("_") || SKIPPED_TARGETS.has(path)) return null;
  return { kind: "doc", path, anchor: anchor || null };
}

function distinctPages(labels: Label[]): Label[] {
  const seen = new Set<string>();
  return labels.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** "get_connection() (in module django.core.mail)" → "get_connection()". */
const bareName = (term: string) => term.replace(/\s*\([^()]*\)\s*$/, "");
/** Sphinx's targets of `.. index::` directives are `index-N`; every other target is a named object's. */
const formOf = (labels: Label[]): Form => (labels.every((label) => /^index-\d+$/.test(label.anchor ?? "")) ? "phrase" : "identifier");

/** An index `<li>`: its term (the text before its sub-list, without the "[1]" links), its links, its sub-list. */
function indexEntry(item: Element): { term: string; links: Label[]; sub: Element | null } {
  const head: AnyNode[] = [];
  let sub: Element | null = null;
  for (const child of item.children) {
    if (isTag(child) && child.name === "ul") {
      sub = child;
      break;
    }
    head.push(child);
  }
  const anchors = head.filter((child): child is Element => isTag(child) && child.name === "a");
  const links = anchors.flatMap((a) => resolveLink("genindex.html", a.attribs.href ?? "") ?? []);
  const [first] = anchors;
  const term = first && head.indexOf(first) === head.findIndex((child) => !(isText(child) && child.data.trim() === "")) ? nodesToText([first]) : nodesToText(head.filter((child) => !isTag(child) || child.name !== "a"));
  return { term: collapseWhitespace(term).replace(/,\s*$/, ""), links, sub };
}

/** The general index's entries and their sub-entries; a sub-entry in parentheses ("(LineString attribute)") follows its entry's bare name. */
export function indexItems(html: string): Candidate[] {
  const items: Candidate[] = [];
  const add = (question: string, names: string[], links: Label[], from: string) => {
    const relevant = distinctPages(links);
    if (relevant.length > 0) items.push({ question, names, relevant, style: "index", form: formOf(links), from });
  };
  const nodes = parseHtml(html);
  for (const table of findAll((element) => element.name === "table" && hasClass(element, "genindextable"), nodes)) {
    for (const list of findAll((element) => element.name === "ul" && element.parent?.type === "tag" && (element.parent as Element).name === "td", table.children)) {
      list.children.filter(isTag).forEach((item, position) => {
        if (item.name !== "li") return;
        const entry = indexEntry(item);
        const from = `genindex.html#${entry.term}/${position}`;
        add(entry.term, [bareName(entry.term)], entry.links, from);
        if (!entry.sub) return;
        entry.sub.children.filter(isTag).forEach((subItem, subPosition) => {
          if (subItem.name !== "li") return;
          const sub = indexEntry(subItem);
          const question = sub.term.startsWith("(") ? `${bareName(entry.term)} ${sub.term}` : `${entry.term} ${sub.term}`;
          add(collapseWhitespace(question), sub.term.startsWith("(") ? [bareName(entry.term)] : [bareName(entry.term), bareName(sub.term)], sub.links, `${from}/${subPosition}`);
        });
      });
    }
  }
  return items;
}

/** The first sentence of a text. */
function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+(?=[A-Z(“"])/)[0] ?? text;
}

const isHeaderLink = (element: Element) => element.name === "a" && hasClass(element, "headerlink");
const isInternalReference = (element: Element) => element.name === "a" && hasClass(element, "reference") && hasClass(element, "internal");

export function glossaryItems(html: string): Candidate[] {
  const items: Candidate[] = [];
  const nodes = parseHtml(html);
  for (const dt of findAll((element) => element.name === "dt" && (element.attribs.id ?? "").startsWith("term-"), nodes)) {
    let dd = dt.next;
    while (dd && !(isTag(dd) && dd.name === "dd")) dd = dd.next;
    if (!dd || !isTag(dd)) continue;
    const term = nodesToText([dt], isHeaderLink);
    const relevant = distinctPages(findAll(isInternalReference, dd.children).flatMap((a) => resolveLink("glossary.html", a.attribs.href ?? "") ?? []));
    if (relevant.length === 0) continue;
    // a definition is a paragraph, or (a one-liner) the <dd>'s own text
    const paragraph = dd.children.find((child): child is Element => isTag(child) && child.name === "p") ?? dd;
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const question = collapseWhitespace(firstSentence(nodesToText([paragraph])).replace(new RegExp(`\\b${escaped}\\b`, "gi"), " "));
    if (words(question).length < MIN_DEFINITION_WORDS) continue;
    items.push({ question, relevant, style: "glossary", form: "sentence", from: `glossary.html#${dt.attribs.id}` });
  }
  return items;
}

const MARK = "\u0000";

/** A paragraph's text with each cross-page internal reference's text replaced by a mark, and the links in order. */
function markedParagraph(paragraph: Element, page: string): { text: string; links: Label[] } {
  const parts: string[] = [];
  const links: Label[] = [];
  const visit = (node: AnyNode) => {
    if (isText(node)) parts.push(node.data);
    else if (isTag(node)) {
      if (isHeaderLink(node)) return;
      if (isInternalReference(node)) {
        const target = resolveLink(page, node.attribs.href ?? "");
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

/** The page's body: Sphinx's `div[role=main]`/`div.body`, or Django's theme's `div#yui-main`. */
function bodyOf(nodes: AnyNode[]): Element | null {
  return findOne((element) => element.attribs.role === "main" || hasClass(element, "body") || element.attribs.id === "yui-main", nodes);
}

/** Sentences of a page's body that link to exactly one other page, the link's text taken out. */
export function xrefItems(page: string, html: string): Candidate[] {
  const items: Candidate[] = [];
  const body = bodyOf(parseHtml(html));
  if (!body) return items;
  const paragraphs = findAll((element) => element.name === "p" && !findOne((inner) => inner.name === "p", element.children), body.children);
  paragraphs.forEach((paragraph, index) => {
    const { text, links } = markedParagraph(paragraph, page);
    if (links.length === 0) return;
    let link = 0;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z(“"])/)) {
      const marks = sentence.split(MARK).length - 1;
      const targets = links.slice(link, link + marks);
      link += marks;
      if (marks !== 1) continue;
      const question = collapseWhitespace(sentence.replace(MARK, " ")).replace(/\s+([.,;:)])/g, "$1").replace(/\(\s*\)/g, "");
      if (words(question).length < MIN_SENTENCE_WORDS) continue;
      items.push({ question, relevant: targets, style: "xref", form: "sentence", from: `${page}#p${index}` });
    }
  });
  return items;
}

/** The titles an anchor of a page stands under: the page's `<h1>` and the heading of the section enclosing the anchor. */
export function titlesOf(html: string): { page: string | null; section: (anchor: string) => string | null } {
  const nodes = parseHtml(html);
  const body = bodyOf(nodes) ?? findOne((element) => element.name === "body", nodes);
  const scope = body ? body.children : nodes;
  const headingOf = (section: Element) => section.children.find((child): child is Element => isTag(child) && /^h[1-6]$/.test(child.name)) ?? null;
  const h1 = findOne((element) => element.name === "h1", scope);
  return {
    page: h1 ? nodesToText([h1], isHeaderLink) : null,
    section: (anchor) => {
      let element: Element | null = findOne((candidate) => candidate.attribs.id === anchor, scope);
      while (element && !(hasClass(element, "section") || element.name === "section")) element = element.parent && isTag(element.parent) ? element.parent : null;
      const heading = element ? headingOf(element) : null;
      return heading ? nodesToText([heading], isHeaderLink) : null;
    },
  };
}

/**
 * The folder Engram and the page-level BM25 read: the docs as shipped when Engram's Sphinx reader finds their
 * pages, else a copy whose body (`div.yui-g` in `div#yui-main`) carries `role="main"`, nothing else changed.
 */
export async function readableDjangoDocs(root = DJANGO_HTML, marked = DJANGO_MARKED_HTML): Promise<{ folder: string; marked: boolean; pages: number; apis: number }> {
  const shipped = await parseSphinx(root);
  if (shipped.documents.length > 0) return { folder: root, marked: false, pages: shipped.documents.length, apis: shipped.apis.length };
  await rm(marked, { recursive: true, force: true });
  for (const path of await listFiles(root, (file) => (file.endsWith(".html") && !file.startsWith("_")) || file === "objects.inv")) {
    const content = await readFile(join(root, path));
    const out = join(marked, path);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, path.endsWith(".html") ? content.toString("utf8").replace(/(<div id="yui-main">\s*<div class="yui-b">\s*<div class="yui-g")/, '$1 role="main"') : content);
  }
  const parsed = await parseSphinx(marked);
  return { folder: marked, marked: true, pages: parsed.documents.length, apis: parsed.apis.length };
}

const zeroKinds = (): Record<Kind, number> => ({ index: 0, glossary: 0, xref: 0 });

export async function buildDjangoSet(root = DJANGO_HTML): Promise<DjangoSet> {
  const pages = (await listFiles(root, (path) => path.endsWith(".html") && !path.startsWith("_"))).sort();
  if (pages.length === 0) throw new Error(`no Django documentation in ${root}: run scripts/debian-docs.sh`);
  const html = new Map<string, string>();
  for (const page of pages) html.set(page, await readFile(join(root, page), "utf8"));
  const indexHtml = html.get("index.html") ?? "";
  const docs = collapseWhitespace(nodesToText(findAll((element) => element.name === "title", parseHtml(indexHtml)).slice(0, 1))).replace(/^.*?\s[—-]\s/, "") || "Django documentation";

  const candidates: Candidate[] = [...indexItems(html.get("genindex.html") ?? "").filter((item) => item.relevant.length <= MAX_INDEX_PAGES), ...glossaryItems(html.get("glossary.html") ?? "")];
  for (const page of pages) {
    if (SKIPPED_TARGETS.has(page)) continue;
    candidates.push(...xrefItems(page, html.get(page)!));
  }
  const known = new Set(pages.filter((page) => !SKIPPED_TARGETS.has(page)));
  const titleCache = new Map<string, ReturnType<typeof titlesOf>>();
  const titles = (page: string) => titleCache.get(page) ?? titleCache.set(page, titlesOf(html.get(page)!)).get(page)!;

  const counts: DjangoSet["counts"] = {
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
    const asked = new Set([normal(item.question), ...(item.names ?? []).map(normal)]);
    const isTitle = relevant.some((entry) => {
      const { page, section } = titles(entry.path);
      return [page, entry.anchor ? section(entry.anchor) : null].some((title) => title !== null && asked.has(normal(title)));
    });
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

  const questions: DjangoQuestion[] = [];
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
        questions.push({ id: `dj-${half === "development" ? "dev" : "held"}-${style}-${String(index + 1).padStart(3, "0")}`, question: item.question, relevant: item.relevant, style, form: item.form, half, from: item.from });
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
  const set = await buildDjangoSet(option("--docs") ?? DJANGO_HTML);
  const out = option("--out");
  if (out) {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(set, null, 1)}\n`);
  }
  const perHalf = (half: Half) => Object.fromEntries((Object.keys(PER_HALF) as Kind[]).map((style) => [style, set.questions.filter((q) => q.half === half && q.style === style).length]));
  const forms = (half: Half) => Object.fromEntries((["identifier", "phrase", "sentence"] as Form[]).map((form) => [form, set.questions.filter((q) => q.half === half && q.form === form).length]));
  process.stdout.write(`${JSON.stringify({ docs: set.docs, counts: set.counts, kept: { development: perHalf("development"), "held-out": perHalf("held-out") }, forms: { development: forms("development"), "held-out": forms("held-out") } }, null, 1)}\n`);
}
