import type { ErrorPattern } from "./classify.js";

/**
 * A noun after which a message names an account or a machine (`for user alice`, `database=acme_prod`),
 * and the word that names it. A quoted name is already a placeholder in the pattern.
 */
const ACCOUNT_NOUN = /\b(?:user(?:name)?|role|login|account|owner|database|db|schema|tenant|host(?:name)?)\b[\s:=]+([^\s"'`,;()]+)/gi;
/** Words that follow such a noun without naming anything (`user does not exist`, `database file`, `host name`). */
const NOT_A_NAME = new Set(["is", "are", "was", "were", "does", "did", "has", "have", "had", "not", "no", "in", "on", "at", "of", "to", "for", "from", "with", "by", "the", "a", "an", "and", "or", "name", "file", "id"]);

/**
 * Words that may name a machine or a person: any with a digit (numbers, ids, `db-prod-7`, IPv4; the
 * pattern's `<n>` stands for one), an @ (e-mail, user@host), a dot inside (host names, domains, files:
 * a host cannot be told from a module by its shape), or two colons (IPv6).
 */
const IDENTIFYING = [/\d|<n>/, /@/, /\w\.\w/, /:.*:/];

const bare = (word: string) => word.replace(/^\W+|\W+$/g, "").toLowerCase();

/** Whether a word of the pattern holds one of the names (`alice,` and `login=alice` do). */
const holdsAny = (word: string, names: Set<string>) => word.toLowerCase().split(/[^\w-]+/).some((part) => names.has(part));

/** The unquoted words the error names accounts and machines with. */
function accountNames(headline: string): Set<string> {
  const names = [...headline.matchAll(ACCOUNT_NOUN)].map((match) => bare(match[1]!));
  return new Set(names.filter((name) => name !== "" && !NOT_A_NAME.has(name)));
}

/**
 * What solveError asks the web, which is also what the shared web cache stores as the entry's query: the
 * pattern's fixed words, without the words of the message that may name the caller's machines and
 * accounts. The error's type and code stay whole.
 */
export function webQuery(pattern: ErrorPattern): string {
  const accounts = accountNames(pattern.headline);
  const separator = pattern.pattern.indexOf(": ");
  const words = pattern.pattern
    .slice(separator + 2)
    .split(" ")
    .filter((word) => !IDENTIFYING.some((shape) => shape.test(word)) && !holdsAny(word, accounts));
  return [pattern.pattern.slice(0, separator + 1), ...words].join(" ").replace(/<\w+>/g, "").replace(/\s+/g, " ").trim();
}
