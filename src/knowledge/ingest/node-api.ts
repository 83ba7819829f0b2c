/**
 * Node.js's JSON API docs (`doc/api/*.json`, gzipped or not): one document per module file, a section per
 * heading, and an API entry per module, class, method, property, event… with its stability and versions.
 */

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { AnyNode } from "domhandler";
import { isTag } from "domhandler";
import { findAll, findOne } from "domutils";
import { truncateAtWord } from "../identity.js";
import { compareVersions } from "../versions.js";
import { nodesToMarkdown } from "./markdown-of-html.js";
import { apiNameOf, collapseWhitespace, errorText, listFiles, type NoteReference, nodesToText, parseHtml, replacementNamed, skipped } from "./text.js";
import type { ApiEntryInput, DocSectionInput, DocSetParser, DocumentInput } from "./types.js";

const DESCRIPTION_LENGTH = 500;
const MAX_HEADING_LEVEL = 6;
const API_FILE = /^([^/]+)\.json(\.gz)?$/;
/** Files that gather or list the others rather than document a module. */
const GATHERING_FILES = new Set(["all", "index"]);

/** The lists a JSON section keeps its subsections in, and the kind of entry each holds. */
const KIND_OF_LIST = {
  modules: "module",
  classes: "class",
  ctors: "constructor",
  classMethods: "classMethod",
  methods: "method",
  properties: "property",
  events: "event",
  globals: "global",
  vars: "var",
  miscs: "misc",
  examples: "example",
} as const;
type ListName = keyof typeof KIND_OF_LIST;
const LIST_NAMES = Object.keys(KIND_OF_LIST) as ListName[];
/** Loose items (error codes, N-API functions, CLI options, web globals) have headings that are just code. */
const CODE_HEADING = /^(?:Class:?\s+)?`([^`]+)`$/;
/** Stability 0 (Deprecated) and 3 (Legacy) notes may name what to use instead; others advise in passing. */
const DEPRECATED_OR_LEGACY = /^[03]\b/;

type ApiJsonSection = Partial<Record<ListName, ApiJsonSection[]>> & {
  textRaw: string;
  name: string;
  desc?: string;
  meta?: { added?: string[]; deprecated?: string[] };
  /** Set by newer doc tools, which then drop the `Stability:` blockquote from `desc`. */
  stability?: number;
  stabilityText?: string;
  introduced_in?: string;
};

type ApiJsonFile = Partial<Record<ListName, ApiJsonSection[]>> & { introduced_in?: string };

interface ApiIdentity {
  name: string;
  kind: string;
}

/** An API entry's fields read from its section. */
type ApiDetails = Omit<ApiEntryInput, "name" | "kind" | "docPath" | "anchor">;

interface ApiFileContent {
  document: DocumentInput;
  apis: ApiEntryInput[];
}

interface PlacedSection {
  section: ApiJsonSection;
  /** What it documents; null for a plain heading. */
  api: ApiIdentity | null;
  isTop: boolean;
  /** Its heading's level: 1 for the page's top section, one more per nesting. */
  level: number;
}

export const parseNodeApi: DocSetParser = async (root, options = {}) => {
  const warnings: string[] = [];
  const files = await listFiles(root, (path) => {
    const base = API_FILE.exec(path)?.[1];
    return base !== undefined && !GATHERING_FILES.has(base);
  });
  const documents: DocumentInput[] = [];
  const apis: ApiEntryInput[] = [];
  for (const [index, file] of files.entries()) {
    const parsed = await readApiFile(root, file, warnings);
    if (parsed) {
      documents.push(parsed.document);
      apis.push(...parsed.apis);
    }
    options.onProgress?.(index + 1, files.length);
  }
  return { documents, apis, warnings };
};

async function readApiFile(root: string, file: string, warnings: string[]): Promise<ApiFileContent | null> {
  try {
    const data = await readFile(join(root, file));
    return moduleContent(API_FILE.exec(file)?.[1] ?? file, (file.endsWith(".gz") ? gunzipSync(data) : data).toString("utf8"));
  } catch (error) {
    warnings.push(skipped(file, errorText(error)));
    return null;
  }
}

/** One module's JSON (`fs.json`) as the document at `path` (`fs`), e.g. fetched again on its own; throws when it documents nothing. */
export function parseNodeApiPage(path: string, json: string): DocumentInput {
  return moduleContent(path, json).document;
}

function moduleContent(path: string, jsonText: string): ApiFileContent {
  const json = JSON.parse(jsonText) as ApiJsonFile;
  const placed = placeSections(json, path);
  const top = placed[0];
  if (!top) throw new Error("no module, global or misc section");
  return apiFileContent(path, json, placed, top);
}

/**
 * Every section once, the page's top one first. For pages of loose items (globals, errors) the JSON repeats
 * the items both under the page's section and at the top level: the second copy is dropped.
 */
function placeSections(json: ApiJsonFile, path: string): PlacedSection[] {
  const topList = (["modules", "miscs", "globals", "classes"] as const).find((list) => json[list]?.length);
  const top = topList ? json[topList]?.[0] : undefined;
  if (!topList || !top) return [];
  const placed: PlacedSection[] = [];
  const seen = new Set<string>();
  const place = (section: ApiJsonSection, list: ListName, owner: string, level: number): void => {
    const identity = `${section.textRaw}\0${section.desc ?? ""}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    const isTop = level === 1;
    const api = apiIdentity(section, list, owner, isTop);
    placed.push({ section, api, isTop, level });
    for (const childList of LIST_NAMES) for (const child of section[childList] ?? []) place(child, childList, api?.name ?? owner, level + 1);
  };
  place(top, topList, path, 1);
  for (const list of LIST_NAMES) for (const section of json[list] ?? []) place(section, list, path, 2);
  return placed;
}

function apiFileContent(path: string, json: ApiJsonFile, placed: PlacedSection[], top: PlacedSection): ApiFileContent {
  const anchorCounters = new Map<string, number>();
  const sections: DocSectionInput[] = [];
  const markdown: string[] = [];
  const apis: ApiEntryInput[] = [];
  for (const entry of placed) {
    const anchor = headingAnchor(entry.section.textRaw, anchorCounters);
    const desc = parseHtml(entry.section.desc ?? "");
    sections.push({ anchor, title: headingText(entry.section.textRaw), text: nodesToText(desc) });
    markdown.push(`${"#".repeat(Math.min(entry.level, MAX_HEADING_LEVEL))} ${headingText(entry.section.textRaw)}`, nodesToMarkdown(desc));
    if (entry.api) apis.push({ ...entry.api, docPath: path, anchor, ...apiDetails(entry.section, entry.api.name, desc, entry.isTop ? json : {}) });
  }
  const topVersions = versions(top.section, json);
  return {
    document: {
      path,
      title: headingText(top.section.textRaw),
      text: sections.map((section) => `${section.title} ${section.text}`.trim()).join(" "),
      markdown: markdown.filter(Boolean).join("\n\n"),
      sections,
      tags: [],
      category: null,
      versionIntroduced: topVersions.versionIntroduced,
      deprecatedIn: topVersions.deprecatedIn,
    },
    apis,
  };
}

/**
 * The id nodejs.org gives a heading (`getId` in Node's tools/doc/html.mjs): its Markdown lower-cased, all
 * but word characters, `-` and spaces dropped, spaces turned to `-`; repeats on a page get `_1`, `_2`….
 */
function headingAnchor(textRaw: string, counters: Map<string, number>): string {
  const slug = textRaw.trim().toLowerCase().replace(/[^\w\- ]/g, "").replace(/ /g, "-");
  const seen = counters.get(slug);
  counters.set(slug, seen === undefined ? 0 : seen + 1);
  return seen === undefined ? slug : `${slug}_${seen + 1}`;
}

/** ``Class: `fs.Dir` `` → `Class: fs.Dir`. */
function headingText(textRaw: string): string {
  return collapseWhitespace(textRaw.replaceAll("`", ""));
}

/**
 * What a section documents, or null for a plain heading. A page's top module or global is named after the
 * file (`fs`, `http2`, `process`: the JSON's own names are headings like `http/2`); ``fs.readFile(path[,
 * options], callback)`` → `fs.readFile`, ``Static method: `Buffer.from(array)` `` → `Buffer.from`,
 * ``new crypto.Certificate()`` → `crypto.Certificate`; events are named after the entry they belong to
 * (`owner`): `net.Socket: 'close'`. Other headings filed as modules or miscs are loose items when they are
 * just code (`ERR_INVALID_ARG_TYPE`, `napi_create_array`, `fetch`), plain headings otherwise.
 */
function apiIdentity(section: ApiJsonSection, list: ListName, owner: string, isTop: boolean): ApiIdentity | null {
  const kind = KIND_OF_LIST[list];
  if (isTop) return kind === "misc" ? null : { name: owner, kind };
  if (kind === "example") return null;
  if (kind === "module" || kind === "misc") {
    const code = CODE_HEADING.exec(section.textRaw.trim())?.[1];
    return code ? { name: apiNameOf(code), kind: "misc" } : null;
  }
  const code = /`([^`]+)`/.exec(section.textRaw)?.[1] ?? section.textRaw.replace(/^[^:]*:\s*/, "");
  if (kind === "event") return { name: `${owner}: '${code.replace(/^'|'$/g, "")}'`, kind };
  const name = apiNameOf(code.replace(/^new\s+/, ""));
  return name ? { name, kind } : null;
}

function apiDetails(section: ApiJsonSection, name: string, desc: AnyNode[], file: ApiJsonFile): ApiDetails {
  const stability = stabilityNote(section, desc);
  const { versionIntroduced, deprecatedIn } = versions(section, file);
  const retired = stability !== null && (deprecatedIn !== null || DEPRECATED_OR_LEGACY.test(stability.text));
  return {
    signature: headingText(section.textRaw),
    description: firstParagraph(desc),
    versionIntroduced,
    deprecatedIn,
    replacement: retired ? replacementNamed(stability.text, stability.references, name) : null,
    stability: stability?.text ?? null,
  };
}

/**
 * `meta.added` / `meta.deprecated`, without the `v`; a page's top section falls back on `introduced_in`.
 * Backports list several versions, newest line first (`v20.0.0, v18.17.0`): the earliest is the one
 * that makes the entry exist in the older line too.
 */
function versions(section: ApiJsonSection, file: ApiJsonFile): { versionIntroduced: string | null; deprecatedIn: string | null } {
  const introduced = earliest(section.meta?.added) ?? section.introduced_in ?? file.introduced_in;
  return { versionIntroduced: withoutV(introduced), deprecatedIn: withoutV(earliest(section.meta?.deprecated)) };
}

function earliest(versionList: string[] | undefined): string | undefined {
  return versionList?.length ? [...versionList].sort(compareVersions)[0] : undefined;
}

function withoutV(version: string | undefined): string | null {
  return version ? version.replace(/^v/, "") : null;
}

interface StabilityNote {
  /** `0 - Deprecated: Use fs.stat() or fs.access() instead.` */
  text: string;
  references: NoteReference[];
}

/** From the `stability` fields of newer doc tools, else from the `Stability: N - …` blockquote of `desc`. */
function stabilityNote(section: ApiJsonSection, desc: AnyNode[]): StabilityNote | null {
  if (section.stability !== undefined) {
    const explanation = section.stabilityText ?? "";
    const references = [...explanation.matchAll(/`([^`]+)`/g)].map(([, text = ""]) => ({ text, name: apiNameOf(text) }));
    // The Markdown of `[`fs.stat()`][]` references is kept as written: drop its brackets and backticks.
    const plainExplanation = collapseWhitespace(explanation.replace(/\]\[[^\]]*\]/g, "").replace(/[[\]`]/g, ""));
    return { text: [String(section.stability), plainExplanation].filter(Boolean).join(" - "), references };
  }
  const quote = findOne((element) => element.name === "blockquote" && nodesToText([element]).startsWith("Stability:"), desc);
  if (!quote) return null;
  return {
    text: nodesToText([quote]).replace(/^Stability:\s*/, ""),
    references: findAll((element) => element.name === "code", quote.children).map((code) => {
      const text = nodesToText([code]);
      return { text, name: apiNameOf(text) };
    }),
  };
}

/** The first paragraph of `desc` (its parameter list and stability note come before it), else all of it. */
function firstParagraph(desc: AnyNode[]): string | null {
  const paragraph = desc.find((node) => isTag(node) && node.name === "p");
  const text = nodesToText(paragraph ? [paragraph] : desc);
  return text ? truncateAtWord(text, DESCRIPTION_LENGTH) : null;
}
