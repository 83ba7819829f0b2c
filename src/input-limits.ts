import { badInput, type EngramError } from "./errors.js";

/**
 * The limits of every string and list Engram takes in, whichever way it comes: the GraphQL API checks
 * every argument against them (src/doors/graphql/input-bounds.ts), MCP's tool schemas state them, and
 * `engram import` holds a file's memories to them. Lengths are counted in UTF-16 code units (what
 * JavaScript calls a string's length): 512 of them take at most 1,536 bytes, well under Neo4j's index
 * key limit (about 8 KB).
 */
/** Every ID, and every string that names something: names, languages, versions, tags, kinds, session ids. */
export const MAX_NAME_LENGTH = 512;
/** URLs and paths (url, sourceUrl, path, filePath, documentPath, pathPrefix), IDs included. */
export const MAX_LOCATION_LENGTH = 2_048;
/** Search questions, task texts, fulltext phrases, titles and reasons. */
export const MAX_QUESTION_LENGTH = 4_000;
/** Memory content and the other long texts: a page's text, code, descriptions, explanations. */
export const MAX_TEXT_LENGTH = 100_000;
/** Items in any one list, at any depth (rememberMany's batch is the same 1,000). */
export const MAX_LIST_ITEMS = 1_000;

export interface StringBound {
  limit: number;
  /** What the limit is for, as the error says it. */
  kind: string;
}

const TEXT: StringBound = { limit: MAX_TEXT_LENGTH, kind: "long texts" };
const QUESTION: StringBound = { limit: MAX_QUESTION_LENGTH, kind: "questions, tasks and titles" };
const LOCATION: StringBound = { limit: MAX_LOCATION_LENGTH, kind: "URLs and paths" };
const NAME: StringBound = { limit: MAX_NAME_LENGTH, kind: "ids and names" };

const FIELD_BOUNDS = new Map<string, StringBound>([
  ...[
    "content",
    "text",
    "code",
    "exampleCode",
    "description",
    "summary",
    "contentSnippet",
    "explanation",
    "whenToUse",
    "whenNotToUse",
    "useCase",
    "signature",
    "parameters",
    "returnType",
    "gotchas",
    "commonPatterns",
    "antiPatterns",
    "error",
    "codeContext",
    "solution",
  ].map((name) => [name, TEXT] as const),
  ...["query", "phrase", "task", "topic", "title", "pageTitle", "reason", "staleReason", "keywords"].map((name) => [name, QUESTION] as const),
  ...["url", "sourceUrl", "path", "filePath", "documentPath", "pathPrefix"].map((name) => [name, LOCATION] as const),
]);

/** The length limit of a string of this field (content, title, url…): that of ids and names unless the field is a text, a question or a location. */
export function fieldBound(name: string): StringBound {
  return FIELD_BOUNDS.get(name) ?? NAME;
}

export const count = (n: number) => n.toLocaleString("en");

/** BAD_USER_INPUT naming the field when the string is longer than its bound (saying its length, not the value); null otherwise. */
export function lengthViolation(field: string, value: string, { limit, kind }: StringBound): EngramError | null {
  if (value.length <= limit) return null;
  return badInput(field, `must be at most ${count(limit)} characters, the limit for ${kind} (got ${count(value.length)})`);
}
