/**
 * One published page read again on its own (maintenance's refresh), by the parser of the format that
 * ingested it, so that it reads, and hashes, as a re-ingest of the same content would.
 */

import { parseDocBookPage } from "./docbook.js";
import { parseMarkdownPage } from "./markdown.js";
import { parseNodeApiPage } from "./node-api.js";
import type { IngestFormat } from "./run.js";
import { parseSphinxPage } from "./sphinx.js";
import type { DocumentInput } from "./types.js";

/** What the graph holds of a page besides its content; a page no ingest wrote keeps it. */
export interface KnownPage {
  path: string;
  title: string;
  tags: string[];
  category: string | null;
  versionIntroduced: string | null;
  deprecatedIn: string | null;
}

export interface FetchedPage {
  body: string;
  contentType: string | null;
}

interface PageFormat {
  /** Where the page's source is published, given the address its ExternalDoc links to. */
  sourceUrl(pageUrl: string): string;
  /** The page as its format's parser reads it; throws saying why it cannot. */
  read(path: string, page: FetchedPage): DocumentInput;
}

function isHtml(page: FetchedPage): boolean {
  return (page.contentType ?? "").includes("html") || /^\s*</.test(page.body);
}

function htmlPage(path: string, page: FetchedPage): DocumentInput {
  const document = parseSphinxPage(path, page.body);
  if (!document) throw new Error("the page has no readable body");
  return document;
}

const asPublished = (pageUrl: string) => pageUrl;

const PAGE_FORMATS: Record<IngestFormat, PageFormat> = {
  sphinx: { sourceUrl: asPublished, read: htmlPage },
  url: { sourceUrl: asPublished, read: htmlPage },
  docbook: {
    sourceUrl: asPublished,
    read(path, page) {
      const parsed = parseDocBookPage(path, page.body);
      if (!parsed) throw new Error("the page is not DocBook HTML (no DocBook generator or no body)");
      return parsed.document;
    },
  },
  markdown: {
    sourceUrl: asPublished,
    read(path, page) {
      // a site rendered from the Markdown is not the Markdown: reading it as such would replace the page with its navigation
      if ((page.contentType ?? "").includes("html")) throw new Error("the address answers HTML, not the page's Markdown source: ingest the folder again instead");
      return parseMarkdownPage(path, page.body);
    },
  },
  // nodejs.org publishes each module's JSON next to its page: fs.html, fs.json
  "node-api": { sourceUrl: (pageUrl) => pageUrl.replace(/\.html$/, ".json"), read: (path, page) => parseNodeApiPage(path, page.body) },
};

function formatOf(fetchMethod: string | null): PageFormat | null {
  return fetchMethod !== null && Object.hasOwn(PAGE_FORMATS, fetchMethod) ? PAGE_FORMATS[fetchMethod as IngestFormat] : null;
}

/** The address to fetch a page again from. */
export function pageSourceUrl(fetchMethod: string | null, pageUrl: string): string {
  return formatOf(fetchMethod)?.sourceUrl(pageUrl) ?? pageUrl;
}

/**
 * A page fetched again, read by the parser of its ingest format (`fetchMethod`). A page of no ingest
 * format (created through the API) has its text and sections read from the HTML, or its plain text
 * taken whole, and keeps its title, tags, category and versions.
 */
export function readFetchedPage(fetchMethod: string | null, known: KnownPage, page: FetchedPage): DocumentInput {
  const format = formatOf(fetchMethod);
  if (format) return format.read(known.path, page);
  if (isHtml(page)) {
    const { text, markdown, sections } = htmlPage(known.path, page);
    return { ...known, text, markdown, sections };
  }
  return { ...known, text: page.body, markdown: page.body, sections: [{ anchor: null, title: known.title, text: page.body }] };
}
