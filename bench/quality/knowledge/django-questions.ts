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
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join, posix } from "node:path";
import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { findAll, findOne } from "domutils";
import { parseSphinx } from "../../../src/knowledge/ingest/sphinx.js";
import { collapseWhitespace, hasClass, listFiles, nodesToText, parseHtml } from "../../../src/knowledge/ingest/text.js";
import { type DerivedCandidate, type DerivedCounts, type DerivedQuestion, definitionOf, deriveFromCommandLine, distinctPages, type Half, type Kind, type Label, linkSentences, type LinkRules, PER_HALF, seeded, selectDerived, sentenceBreak, withoutTerm, words } from "./derived-set.js";

export { type Half, type Kind, type Label, PER_HALF };

export const SEED = "engram-django-3.2-v1";
const MAX_INDEX_PAGES = 3;
const MIN_SENTENCE_WORDS = 6;
const MIN_DEFINITION_WORDS = 4;
/** Pages that are not answers: Sphinx's generated pages, the glossary, the title page and the table of contents. */
const SKIPPED_TARGETS = new Set(["genindex.html", "glossary.html", "index.html", "contents.html", "search.html", "py-modindex.html"]);
/** A sentence ends before a capital, a parenthesis or a quotation mark. */
const SENTENCE_BREAK = sentenceBreak("A-Z(“\"");

const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram");
export const DJANGO_HTML = join(CACHE, "debian-docs", "usr", "share", "doc", "python-django-doc", "html");
/** Where the copy with a marked body is written when Engram's Sphinx reader cannot read Django's theme. */
export const DJANGO_MARKED_HTML = join(CACHE, "knowledge-sets", "django-3.2-html-marked");

export type Form = "identifier" | "phrase" | "sentence";

/** A question as derived-set.ts keeps it, with its form (written after `style`). */
export interface DjangoQuestion extends DerivedQuestion {
  form: Form;
}

export interface DjangoSet {
  /** As the docs name themselves: "Django 3.2.25 documentation". */
  docs: string;
  questions: DjangoQuestion[];
  counts: DerivedCounts;
}

export interface Candidate extends DerivedCandidate {
  form: Form;
  /**
   * An index entry's names: the entry's and, for a sub-entry, its own, without Sphinx's parenthesis
   * ("filter()" of "filter() (in module …)"; "MEDIA_ROOT" and "setting" of the pair "MEDIA_ROOT setting").
   */
  names?: string[];
}

export const { halfOf } = seeded(SEED);

/** A link of `page` as a label: its target page (relative to the html root) and anchor; none for external links and skipped pages. */
export function resolveLink(page: string, href: string): Label | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return null;
  const [target = "", anchor] = href.split("#");
  const path = target === "" ? page : posix.normalize(posix.join(posix.dirname(page), target));
  if (!path.endsWith(".html") || path.startsWith("..") || path.startsWith("_") || SKIPPED_TARGETS.has(path)) return null;
  return { kind: "doc", path, anchor: anchor || null };
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

const isHeaderLink = (element: Element) => element.name === "a" && hasClass(element, "headerlink");
const isInternalReference = (element: Element) => element.name === "a" && hasClass(element, "reference") && hasClass(element, "internal");
/** Sphinx's internal references; the headings' pilcrow links are not text. */
const LINKS: LinkRules = { isLink: isInternalReference, resolve: resolveLink, skip: isHeaderLink };

export function glossaryItems(html: string): Candidate[] {
  const items: Candidate[] = [];
  const nodes = parseHtml(html);
  for (const dt of findAll((element) => element.name === "dt" && (element.attribs.id ?? "").startsWith("term-"), nodes)) {
    const dd = definitionOf(dt);
    if (!dd) continue;
    const term = nodesToText([dt], isHeaderLink);
    const relevant = distinctPages(findAll(isInternalReference, dd.children).flatMap((a) => resolveLink("glossary.html", a.attribs.href ?? "") ?? []));
    if (relevant.length === 0) continue;
    // a definition is a paragraph, or (a one-liner) the <dd>'s own text
    const paragraph = dd.children.find((child): child is Element => isTag(child) && child.name === "p") ?? dd;
    const question = withoutTerm(nodesToText([paragraph]), term, SENTENCE_BREAK);
    if (words(question).length < MIN_DEFINITION_WORDS) continue;
    items.push({ question, relevant, style: "glossary", form: "sentence", from: `glossary.html#${dt.attribs.id}` });
  }
  return items;
}

/** The page's body: Sphinx's `div[role=main]`/`div.body`, or Django's theme's `div#yui-main`. */
function bodyOf(nodes: AnyNode[]): Element | null {
  return findOne((element) => element.attribs.role === "main" || hasClass(element, "body") || element.attribs.id === "yui-main", nodes);
}

/** Sentences of a page's body that link to exactly one other page, the link's text taken out. */
export function xrefItems(page: string, html: string): Candidate[] {
  const body = bodyOf(parseHtml(html));
  if (!body) return [];
  return linkSentences(body.children, page, LINKS, SENTENCE_BREAK, MIN_SENTENCE_WORDS).map(({ question, relevant, from }) => ({ question, relevant, style: "xref", form: "sentence", from }));
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

  const { questions, counts } = selectDerived<Candidate, DjangoQuestion>({
    candidates,
    known,
    seed: SEED,
    prefix: "dj",
    titles: (entry) => {
      const { page, section } = titles(entry.path);
      return [page, entry.anchor ? section(entry.anchor) : null];
    },
    question: (item, id) => ({ id, question: item.question, relevant: item.relevant, style: item.style, form: item.form, half: item.half, from: item.from }),
  });
  return { docs, questions, counts };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await deriveFromCommandLine(buildDjangoSet, DJANGO_HTML, (set) => {
    const forms = (half: Half) => Object.fromEntries((["identifier", "phrase", "sentence"] as Form[]).map((form) => [form, set.questions.filter((q) => q.half === half && q.form === form).length]));
    return { forms: { development: forms("development"), "held-out": forms("held-out") } };
  });
}
