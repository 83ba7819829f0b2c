import { createHash } from "node:crypto";

/** An error reduced to what stays the same each time it happens: its type, its code, its message's fixed words. */
export interface ErrorPattern {
  /** The exception's class, without its module (JSONDecodeError, TypeError), or "Error". */
  errorType: string;
  /** Node's ERR_* code, or a system error's (ENOENT, EADDRINUSE); null without one. */
  code: string | null;
  /** `Type [CODE]: message`, its volatile parts replaced by placeholders. */
  pattern: string;
  /** A short hash of the pattern: the tag (`error:<key>`) its resolutions carry. */
  key: string;
  /** The pattern's words without placeholders: what similar resolutions are recalled with. */
  keywords: string;
  /** The headline as printed, names and values kept: documentation is searched with it (an API's name is often among them). */
  headline: string;
}

/** `Type: message` as Python and Node print it (a dotted Python class, or Node's `Error [CODE]`). */
const HEADLINE = /^\s*(?:[\w.]+\.)?([A-Z]\w*(?:Error|Exception|Warning|Exit|Interrupt|Fault)|Error)(?:\s*\[([A-Z][A-Z0-9_]+)\])?:\s*(.*)$/;
const NODE_CODE = /\b(ERR_[A-Z0-9_]+)\b/;
const SYSTEM_CODE = /\b(E(?:NOENT|ADDRINUSE|ACCES|PERM|CONNREFUSED|CONNRESET|TIMEDOUT|EXIST|NOTDIR|ISDIR|MFILE|PIPE|NOTFOUND|AI_AGAIN|NOTEMPTY|HOSTUNREACH))\b/;

/** Volatile parts, in order: each becomes its placeholder. */
const VOLATILE: Array<[RegExp, string]> = [
  [/\bhttps?:\/\/\S+/g, "<url>"],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<id>"],
  [/\b0x[0-9a-f]+\b/gi, "<address>"],
  [/(["'`])(?:(?!\1).){0,500}\1/g, "<value>"],
  [/(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){2,}[\\/]?/g, "<path>"],
  [/\b(of type|type object|module|named|class|attribute|function|method|property|for) (?!(?:named|is|has|was|not|object|of|in|to|the|a|an)\b)([A-Za-z_$][\w$]*(?:\.[\w$]+)*)/g, "$1 <name>"],
  [/^([A-Za-z_$][\w$]*(?:\.[\w$]+|\[\w*\])*) (is not (?:a function|defined|iterable|a constructor|an object))/, "<name> $2"],
  [/\b\d+(?:\.\d+)?\b/g, "<n>"],
];

/** A headline longer than this is cut: the pattern is a key and a title, not the whole output. */
const MAX_MESSAGE = 1_000;

function normalise(message: string): string {
  let text = message.replace(/\s+/g, " ").trim();
  for (const [volatile, placeholder] of VOLATILE) text = text.replace(volatile, placeholder);
  return text.slice(0, MAX_MESSAGE);
}

/** The line that names the error: the last `Type: message` line (a traceback ends with it), else the first line. */
function headline(text: string): { errorType: string; code: string | null; message: string } {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = HEADLINE.exec(lines[i]!);
    if (match) return { errorType: match[1]!, code: match[2] ?? null, message: match[3]! };
  }
  return { errorType: "Error", code: null, message: lines[0] ?? "" };
}

export function classifyError(text: string): ErrorPattern {
  const { errorType, code: bracketed, message } = headline(text);
  const code = bracketed ?? NODE_CODE.exec(text)?.[1] ?? SYSTEM_CODE.exec(message)?.[1] ?? null;
  const pattern = `${errorType}${code ? ` [${code}]` : ""}: ${normalise(message)}`;
  const key = createHash("sha256").update(pattern.toLowerCase()).digest("hex").slice(0, 16);
  const keywords = [errorType, code, normalise(message).replace(/<\w+>/g, " ")]
    .filter(Boolean)
    .join(" ")
    .replace(/[^\w\s.-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const headlineText = `${errorType}${code ? ` ${code}` : ""}: ${message.replace(/\s+/g, " ").trim()}`.slice(0, MAX_MESSAGE);
  return { errorType, code, pattern, key, keywords, headline: headlineText };
}

/** The tag a RESOLUTION memory of this pattern carries. */
export const patternTag = (pattern: ErrorPattern) => `error:${pattern.key}`;
