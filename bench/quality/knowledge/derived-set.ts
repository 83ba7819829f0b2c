/**
 * What the question sets derived from a documentation's own links (postgres-questions.ts, DocBook;
 * django-questions.ts, Sphinx) share once each has read its items its own way:
 *
 * - the seeded hash that splits the labelled pages in two halves (`halfOf`) and orders the items;
 * - the text helpers (`words`, `normal`, `distinctPages`, sentences, a paragraph with its cross-page links
 *   marked, the sentences linking to exactly one other page, a glossary definition without its term);
 * - the selection (`selectDerived`): one item per question text and kind; items whose question is a
 *   labelled page's or section's title dropped (trivial), items whose labels fall in both halves dropped
 *   (mixed), both counted; then per half and kind at most `PER_HALF` items, chosen by the seeded hash of
 *   `item:<from>:<question>`, sorted by where they were read and numbered;
 * - the command line: `--out FILE` and `--docs HTML-FOLDER`.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { findAll, findOne } from "domutils";
import { collapseWhitespace } from "../../../src/knowledge/ingest/text.js";

/** Items kept per kind and half (glossary has fewer than this). */
export const PER_HALF = { index: 250, glossary: 250, xref: 250 } as const;

export type Kind = keyof typeof PER_HALF;
export type Half = "development" | "held-out";
const HALVES = ["development", "held-out"] as const;

export interface Label {
  kind: "doc";
  path: string;
  anchor: string | null;
}

/** An item as read, before the selection. */
export interface DerivedCandidate {
  question: string;
  relevant: Label[];
  style: Kind;
  from: string;
  /** Other names the question goes by, each trivial when a labelled title (Django's index entries). */
  names?: string[];
}

/** A kept question, as both sets write it (Django's adds its `form`). */
export interface DerivedQuestion {
  id: string;
  question: string;
  relevant: Label[];
  style: Kind;
  half: Half;
  /** Where the item was read: the index entry's, glossary entry's or link's page and position. */
  from: string;
}

export interface DerivedCounts {
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
}

/** The seeded hash of a set, and the half a page falls in by it. */
export function seeded(seed: string): { hash: (text: string) => Buffer; halfOf: (page: string) => Half } {
  const hash = (text: string) => createHash("sha256").update(`${seed}:${text}`).digest();
  return { hash, halfOf: (page) => ((hash(`page:${page}`)[0]! & 1) === 0 ? "development" : "held-out") };
}

export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
export const normal = (text: string) => words(text).join(" ");

export function distinctPages(labels: Label[]): Label[] {
  const seen = new Set<string>();
  return labels.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** Where a text breaks into sentences: after `.`, `!` or `?` and space, before one of `openers` (a character class's inside). */
export const sentenceBreak = (openers: string) => new RegExp(`(?<=[.!?])\\s+(?=[${openers}])`);

/** The first sentence of a text. */
export function firstSentence(text: string, breaks: RegExp): string {
  return text.split(breaks)[0] ?? text;
}

/** A glossary entry's `<dd>` after its `<dt>`. */
export function definitionOf(dt: Element): Element | null {
  let dd = dt.next;
  while (dd && !(isTag(dd) && dd.name === "dd")) dd = dd.next;
  return dd && isTag(dd) ? dd : null;
}

/** A definition's first sentence with its term taken out. */
export function withoutTerm(definition: string, term: string, breaks: RegExp): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return collapseWhitespace(firstSentence(definition, breaks).replace(new RegExp(`\\b${escaped}\\b`, "gi"), " "));
}

/** How a set's pages link: which elements are cross-references, what a link points to, what is not text. */
export interface LinkRules {
  isLink: (element: Element) => boolean;
  resolve: (page: string, href: string) => Label | null;
  skip?: (element: Element) => boolean;
}

const MARK = "\u0000";

/** A paragraph's text with each cross-page link's text replaced by a mark, and the links in order. */
export function markedParagraph(paragraph: Element, page: string, rules: LinkRules): { text: string; links: Label[] } {
  const parts: string[] = [];
  const links: Label[] = [];
  const visit = (node: AnyNode) => {
    if (isText(node)) parts.push(node.data);
    else if (isTag(node)) {
      if (rules.skip?.(node)) return;
      if (rules.isLink(node)) {
        const target = rules.resolve(page, node.attribs.href ?? "");
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

/** Sentences of the innermost paragraphs under `scope` that link to exactly one other page, the link's text taken out. */
export function linkSentences(scope: AnyNode[], page: string, rules: LinkRules, breaks: RegExp, minWords: number): Array<{ question: string; relevant: Label[]; from: string }> {
  const items: Array<{ question: string; relevant: Label[]; from: string }> = [];
  const paragraphs = findAll((element) => element.name === "p" && !findOne((inner) => inner.name === "p", element.children), scope);
  paragraphs.forEach((paragraph, index) => {
    const { text, links } = markedParagraph(paragraph, page, rules);
    if (links.length === 0) return;
    let link = 0;
    for (const sentence of text.split(breaks)) {
      const marks = sentence.split(MARK).length - 1;
      const targets = links.slice(link, link + marks);
      link += marks;
      if (marks !== 1) continue;
      const question = collapseWhitespace(sentence.replace(MARK, " ")).replace(/\s+([.,;:)])/g, "$1").replace(/\(\s*\)/g, "");
      if (words(question).length < minWords) continue;
      items.push({ question, relevant: targets, from: `${page}#p${index}` });
    }
  });
  return items;
}

const zeroKinds = (): Record<Kind, number> => ({ index: 0, glossary: 0, xref: 0 });

export interface Selection<C extends DerivedCandidate, Q> {
  candidates: C[];
  /** Pages a label may point to; other labels are dropped, and an item left with none. */
  known: Set<string>;
  seed: string;
  /** The ids' prefix: "pg" gives "pg-dev-index-001". */
  prefix: string;
  /** The titles a label stands under (its page's, its section's); an item asking one of them is trivial. */
  titles: (label: Label) => Array<string | null>;
  /** The kept question as the set writes it. */
  question: (item: C & { half: Half }, id: string) => Q;
}

/** The selection both sets make of the items they read; see the head of this file. */
export function selectDerived<C extends DerivedCandidate, Q extends { half: Half; relevant: Label[] }>(selection: Selection<C, Q>): { questions: Q[]; counts: DerivedCounts } {
  const { hash, halfOf } = seeded(selection.seed);
  const counts: DerivedCounts = {
    read: zeroKinds(),
    trivial: zeroKinds(),
    mixed: zeroKinds(),
    eligible: { index: { development: 0, "held-out": 0 }, glossary: { development: 0, "held-out": 0 }, xref: { development: 0, "held-out": 0 } },
    pages: { development: 0, "held-out": 0 },
  };
  const eligible: Array<C & { half: Half }> = [];
  const seenQuestions = new Set<string>();
  for (const item of selection.candidates) {
    const relevant = item.relevant.filter((entry) => selection.known.has(entry.path));
    if (relevant.length === 0) continue;
    // one item per question text and kind: the same sentence or term twice is asked once
    const key = `${item.style}:${normal(item.question)}`;
    if (seenQuestions.has(key)) continue;
    seenQuestions.add(key);
    counts.read[item.style]++;
    const asked = new Set([normal(item.question), ...(item.names ?? []).map(normal)]);
    const isTitle = relevant.some((entry) => selection.titles(entry).some((title) => title !== null && asked.has(normal(title))));
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

  const questions: Q[] = [];
  for (const half of HALVES) {
    for (const style of Object.keys(PER_HALF) as Kind[]) {
      const pool = eligible
        .filter((item) => item.half === half && item.style === style)
        .map((item) => ({ item, order: hash(`item:${item.from}:${item.question}`).toString("hex") }))
        .sort((a, b) => a.order.localeCompare(b.order))
        .slice(0, PER_HALF[style])
        .map(({ item }) => item)
        .sort((a, b) => a.from.localeCompare(b.from, "en") || a.question.localeCompare(b.question, "en"));
      pool.forEach((item, index) => {
        questions.push(selection.question(item, `${selection.prefix}-${half === "development" ? "dev" : "held"}-${style}-${String(index + 1).padStart(3, "0")}`));
      });
    }
  }
  for (const half of HALVES) {
    counts.pages[half] = new Set(questions.filter((q) => q.half === half).flatMap((q) => q.relevant.map((entry) => entry.path))).size;
  }
  return { questions, counts };
}

export function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/**
 * The command line of a set's builder: builds it from `--docs` (else `root`), writes it to `--out` if given,
 * and prints its counts, what was kept per half and kind, and `more` of it.
 */
export async function deriveFromCommandLine<S extends { docs: string; questions: DerivedQuestion[]; counts: DerivedCounts }>(build: (root: string) => Promise<S>, root: string, more: (set: S) => Record<string, unknown> = () => ({})): Promise<void> {
  const set = await build(option("--docs") ?? root);
  const out = option("--out");
  if (out) {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(set, null, 1)}\n`);
  }
  const perHalf = (half: Half) => Object.fromEntries((Object.keys(PER_HALF) as Kind[]).map((style) => [style, set.questions.filter((q) => q.half === half && q.style === style).length]));
  process.stdout.write(`${JSON.stringify({ docs: set.docs, counts: set.counts, kept: { development: perHalf("development"), "held-out": perHalf("held-out") }, ...more(set) }, null, 1)}\n`);
}
