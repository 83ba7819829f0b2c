import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import neo4j, { type BookmarkManager, type Driver } from "neo4j-driver";
import { badInput, type EngramError } from "../errors.js";

/**
 * Read-your-writes across Engram instances on a Neo4j cluster: a response to a request that ran
 * transactions carries their bookmarks in this header; a client that sends them back has its next
 * request's transactions wait until the cluster member serving them has those writes.
 *
 * The header is sealed (AES-256-GCM, under a key kept in the database, so every instance on it shares it):
 * a client can only send back bookmarks Neo4j gave, never forge one that makes Neo4j wait for writes that
 * will not come, and cannot read Neo4j's transaction counter from it (which would show other scopes'
 * write rate). Anything else is refused at the door, before it reaches Neo4j.
 */
export const BOOKMARK_HEADER = "x-engram-bookmark";
const MAX_HEADER_LENGTH = 8_192;
const MAX_BOOKMARKS = 32;
const MAX_BOOKMARK_LENGTH = 1_024;
export const BOOKMARK_FORM = `the value of an ${BOOKMARK_HEADER} response header, sent back unchanged`;

const CIPHER = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed text is padded to a multiple of this, so that its length does not follow the counter's digits. */
const PADDING = 64;

const SEAL_KEY = `
MERGE (secret:EngramSecret {name: $name})
  ON CREATE SET secret.value = $value
RETURN secret.value AS value`;

/** Seals bookmarks into the header and opens the header Engram wrote; a client's own text never opens. */
export class BookmarkSeal {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("a bookmark seal needs a 32-byte key");
  }

  /** The database's key, made by the first Engram that asks. */
  static async load(driver: Driver, database: string | undefined): Promise<BookmarkSeal> {
    const { records } = await driver.executeQuery(SEAL_KEY, { name: "bookmarks", value: randomBytes(32).toString("base64") }, { database });
    return new BookmarkSeal(Buffer.from(records[0]!.get("value") as string, "base64"));
  }

  seal(bookmarks: readonly string[]): string {
    const text = JSON.stringify(bookmarks);
    const padded = text.padEnd(Math.ceil((text.length + 1) / PADDING) * PADDING, " ");
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    const sealed = Buffer.concat([cipher.update(padded, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  }

  /** The bookmarks in a request's header ([] without one); null when the header is not one Engram sealed. */
  open(header: string | string[] | undefined): string[] | null {
    if (header === undefined) return [];
    if (typeof header !== "string" || header.length > MAX_HEADER_LENGTH || !/^[A-Za-z0-9_-]+$/.test(header)) return null;
    const bytes = Buffer.from(header, "base64url");
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    let parsed: unknown;
    try {
      const decipher = createDecipheriv(CIPHER, this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      parsed = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8"));
    } catch {
      return null;
    }
    const valid = Array.isArray(parsed) && parsed.length <= MAX_BOOKMARKS && parsed.every((b) => typeof b === "string" && b.length > 0 && b.length <= MAX_BOOKMARK_LENGTH);
    return valid ? (parsed as string[]) : null;
  }
}

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

  constructor(
    clientBookmarks: readonly string[],
    private readonly seal: BookmarkSeal,
  ) {
    this.sentByClient = clientBookmarks.length > 0;
    this.manager = neo4j.bookmarkManager({
      initialBookmarks: clientBookmarks,
      bookmarksConsumer: async (bookmarks) => void (this.latest = [...bookmarks]),
    });
  }

  /** The header value for the response; null when the request ran no transaction. */
  header(): string | null {
    return this.latest.length === 0 ? null : this.seal.seal(this.latest);
  }
}
