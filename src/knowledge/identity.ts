/** How knowledge items are named and addressed: ids, URLs, searchable name words, short texts. */

export function documentId(source: string, version: string, path: string): string {
  return `${source}:${version}:${path}`;
}

/** Node documents some names on several pages (`server.listen` in http and net): the page is part of the id. */
export function apiReferenceId(source: string, version: string, documentPath: string, name: string): string {
  return `${source}:${version}:api:${documentPath}:${name}`;
}

/** base-url + relative path, with the #anchor when there is one; null without a base URL. */
export function sectionUrl(baseUrl: string | null, path: string, anchor: string | null): string | null {
  if (baseUrl === null) return null;
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return `${base}${path}${anchor ? `#${anchor}` : ""}`;
}

/**
 * `fs.readFile` → `fs read file readfile`: the words a question uses, since Lucene's tokenizer keeps
 * `fs.readFile` as one token.
 */
export function nameWords(name: string): string {
  const parts = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = parts.flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/));
  return [...new Set([...words, ...parts].map((word) => word.toLowerCase()))].join(" ");
}

/** At most `limit` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncateAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const boundary = cut.lastIndexOf(" ");
  return `${(boundary > limit / 2 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}
