import { isInventory, inventoryApis, parseSphinxPage } from "./sphinx.js";
import type { ParsedDocSet } from "./types.js";
import type { UrlCache } from "./url-cache.js";

export interface FetchedDocSet {
  parsed: ParsedDocSet;
  /** Page paths are relative to this: the URL's folder for an inventory, its origin for a page. */
  baseUrl: string;
  stale: boolean;
}

/** A page or an objects.inv by URL, through the cache (fresh copy, else fetch, else stale copy). */
export async function fetchDocSet(location: string, cache: UrlCache): Promise<FetchedDocSet> {
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new Error(`url ingest needs an http(s) URL, got "${location}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`url ingest needs an http(s) URL, got "${location}"`);
  const fetched = await cache.get(url.href);
  const warnings: string[] = [];
  if (isInventory(fetched.body)) {
    const baseUrl = new URL(".", url).href;
    return { parsed: { documents: [], apis: inventoryApis(fetched.body, warnings), warnings }, baseUrl, stale: fetched.stale };
  }
  const path = decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "index.html";
  const document = parseSphinxPage(path, fetched.body.toString("utf8"));
  if (!document) warnings.push(`${url.href}: no readable body, nothing ingested`);
  return { parsed: { documents: document ? [document] : [], apis: [], warnings }, baseUrl: `${url.origin}/`, stale: fetched.stale };
}
