import neo4j, { type BookmarkManager } from "neo4j-driver";
import { badInput, type EngramError } from "../errors.js";

/**
 * Read-your-writes across Engram instances on a Neo4j cluster: a response to a request that ran
 * transactions carries their bookmarks in this header; a client that sends them back has its next
 * request's transactions wait until the cluster member serving them has those writes.
 */
export const BOOKMARK_HEADER = "x-engram-bookmark";
const MAX_HEADER_LENGTH = 8_192;
const MAX_BOOKMARKS = 32;
const MAX_BOOKMARK_LENGTH = 1_024;
export const BOOKMARK_FORM = `the value of an ${BOOKMARK_HEADER} response header, sent back unchanged`;

/** Neo4j's refusals of a bookmark: one it cannot read, or writes it did not reach in time. */
const BOOKMARK_REFUSALS = new Set(["Neo.ClientError.Transaction.InvalidBookmark", "Neo.ClientError.Transaction.InvalidBookmarkMixture", "Neo.TransientError.Transaction.BookmarkTimeout"]);

/** The client's own bookmark refused by Neo4j, said as its input error (undefined for any other error). */
export function bookmarkRefusal(error: unknown): EngramError | undefined {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string" || !BOOKMARK_REFUSALS.has(code)) return undefined;
  const why = code.endsWith("BookmarkTimeout") ? "names writes this Neo4j did not reach in time: retry, or send no bookmark" : "is not a bookmark this Neo4j knows";
  return badInput(BOOKMARK_HEADER, `${why} (send back the value of an ${BOOKMARK_HEADER} response header unchanged)`);
}

/** One request's bookmarks: those the client sent, then those of each transaction the request ran. */
export class RequestBookmarks {
  readonly manager: BookmarkManager;
  readonly sentByClient: boolean;
  private latest: string[] = [];

  constructor(clientBookmarks: readonly string[]) {
    this.sentByClient = clientBookmarks.length > 0;
    this.manager = neo4j.bookmarkManager({
      initialBookmarks: clientBookmarks,
      bookmarksConsumer: async (bookmarks) => void (this.latest = [...bookmarks]),
    });
  }

  /** The header value for the response; null when the request ran no transaction. */
  header(): string | null {
    return this.latest.length === 0 ? null : Buffer.from(JSON.stringify(this.latest)).toString("base64url");
  }
}

/** The bookmarks in a request's header ([] without one); null when the header is not one Engram wrote. */
export function bookmarksFrom(header: string | string[] | undefined): string[] | null {
  if (header === undefined) return [];
  if (typeof header !== "string" || header.length > MAX_HEADER_LENGTH || !/^[A-Za-z0-9_-]+$/.test(header)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const valid = Array.isArray(parsed) && parsed.length <= MAX_BOOKMARKS && parsed.every((b) => typeof b === "string" && b.length > 0 && b.length <= MAX_BOOKMARK_LENGTH);
  return valid ? (parsed as string[]) : null;
}
