import { distance } from "fastest-levenshtein";
import neo4j, { type Driver } from "neo4j-driver";
import { badInput } from "../errors.js";
import { FULLTEXT_INDEXES } from "../neo4j/migrations.js";
import { readRecords } from "../neo4j/transactions.js";
import { escapeLucene } from "../search/terms.js";
import { closestStrings } from "./closest.js";
import { nameWords } from "./identity.js";
import { compareVersions, isDeprecatedAt, isIntroducedBy, isVersion, type Versioned } from "./versions.js";

/** Longer than any API name documentation has; a longer one is refused before any query. */
export const MAX_API_NAME_LENGTH = 200;
const SUGGESTIONS = 5;
/** Distinct names read at most for a short name, and Lucene hits for a misspelt one. */
const SHORT_NAME_MATCHES = 50;
const FUZZY_HITS = 200;
/** Words of a name put into the fuzzy query at most. */
const FUZZY_WORDS = 8;

const API_VERSIONS = `
MATCH (a:APIReference {name: $name})
WHERE a.removedAt IS NULL AND ($source IS NULL OR a.source = $source)
RETURN a.id AS id, a.source AS source, a.version AS version, a.versionIntroduced AS versionIntroduced, a.deprecatedIn AS deprecatedIn, a.stability AS stability`;

/**
 * Names ending in the short name asked, after a dot (`$suffix`: `.getdefaultlocale`) or after an entry
 * point's prefix (`$subpathSuffix`: `:McpServer.tool` finds `server/mcp.js:McpServer.tool`): the text index
 * on name serves ENDS WITH.
 */
export const API_NAMES_ENDING = `
MATCH (a:APIReference)
WHERE (a.name ENDS WITH $suffix OR a.name ENDS WITH $subpathSuffix) AND a.removedAt IS NULL AND ($source IS NULL OR a.source = $source)
RETURN DISTINCT a.name AS name
LIMIT $limit`;

/** Names Lucene finds near a misspelt one (fuzzy on the whole name and on its words). */
const API_NAMES_LIKE = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $limit}) YIELD node AS a
WHERE a.removedAt IS NULL AND ($source IS NULL OR a.source = $source)
RETURN DISTINCT a.name AS name`;

/** Documentation sets answered at these versions only (a project's locked packages, or the version asked of a package). */
export type VersionPins = ReadonlyMap<string, readonly string[]>;

/** Whether an item of this set may answer: any version of a source not pinned, only the pinned versions of one that is. */
export function allowedByPins(pins: VersionPins | null, source: string | null, version: string | null): boolean {
  return pins === null || source === null || !pins.has(source) || (version !== null && pins.get(source)!.includes(version));
}

export interface ApiVersionEntry extends Versioned {
  id: string;
  /** The documentation set's version. */
  version: string;
}

/** The entry answered, and whether it is deprecated at the version asked (at all, without a version). */
export interface ApiChoice {
  id: string;
  deprecated: boolean;
}

/**
 * The entry to answer for a version: of those introduced by then, one valid at it (newest documentation
 * set first), else the newest one deprecated at it; without a version, the newest set's. Null when every
 * entry came later.
 */
export function chooseApiEntry(entries: readonly ApiVersionEntry[], version: string | null): ApiChoice | null {
  const introduced = entries.filter((entry) => isIntroducedBy(entry, version)).sort((a, b) => compareVersions(b.version, a.version));
  const valid = version === null ? undefined : introduced.find((entry) => !isDeprecatedAt(entry, version));
  const chosen = valid ?? introduced[0];
  return chosen ? { id: chosen.id, deprecated: isDeprecatedAt(chosen, version) } : null;
}

/** Edit distance on as many trailing segments as were typed (`redFile` against `fs.readFile` compares `readFile`), case aside. */
function tailDistance(typed: string, existing: string): number {
  const tail = existing.split(".").slice(-typed.split(".").length).join(".");
  return distance(typed.toLowerCase(), tail.toLowerCase());
}

/** How far an existing name is from the one typed: by its trailing segments, then (for ties) as a whole. */
export function nameDistance(typed: string, existing: string): number {
  return tailDistance(typed, existing) * (MAX_API_NAME_LENGTH + 1) + Math.min(distance(typed, existing), MAX_API_NAME_LENGTH);
}

/** A suggestion worth making: at most a third of the typed name's characters (two at least) differ. */
export function isNearName(typed: string, existing: string): boolean {
  return tailDistance(typed, existing) <= Math.max(2, Math.floor(typed.length / 3));
}

/** The existing names nearest the typed one, nearest first. */
export function closestNames(typed: string, existing: readonly string[]): string[] {
  return closestStrings(typed, existing, SUGGESTIONS, (name) => nameDistance(typed, name));
}

/**
 * Lucene's fuzzy match for a misspelt name: the whole name within two edits (when it is one token) or
 * any of its words within one (exactly, for words under four letters). Null when it has no word.
 */
export function fuzzyNameQuery(name: string): string | null {
  const words = nameWords(name).split(" ").filter(Boolean).slice(0, FUZZY_WORDS);
  if (words.length === 0) return null;
  const wordClause = `keywords:(${words.map((word) => (word.length >= 4 ? `${word}~1` : word)).join(" ")})`;
  return /\s/.test(name) ? wordClause : `name:${escapeLucene(name.toLowerCase())}~2 OR ${wordClause}`;
}

/** The name a lookup answers for: as typed, else the one name ending in it; a refusal when several do. */
type Resolution = { name: string } | { suggestions: string[] };

/** apiReference's lookup: an API name (full, short or misspelt) at a version, in one documentation source or all. */
export class ApiLookup {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  private names(cypher: string, parameters: Record<string, unknown>): Promise<string[]> {
    return readRecords(this.driver, this.database, cypher, parameters).then((records) => records.map((record) => record.get("name") as string));
  }

  /** A name's entries in every set: whether its source is pinned, and whether the pins allow its version (any, for a source not pinned). */
  private async entries(name: string, source: string | null, pins: VersionPins | null): Promise<Array<ApiVersionEntry & { allowed: boolean; pinned: boolean }>> {
    const records = await readRecords(this.driver, this.database, API_VERSIONS, { name, source });
    return records.map((r) => ({
      allowed: allowedByPins(pins, r.get("source"), r.get("version")),
      pinned: pins?.has(r.get("source")) ?? false,
      id: r.get("id") as string,
      version: (r.get("version") as string | null) ?? "0",
      versionIntroduced: r.get("versionIntroduced") as string | null,
      deprecatedIn: r.get("deprecatedIn") as string | null,
      stability: r.get("stability") as string | null,
    }));
  }

  /**
   * The entry for the version (see chooseApiEntry). A short name ending one name only (`getdefaultlocale`)
   * answers for that name, which the entry shows; one ending several, or a misspelt one with names near
   * it, is refused with the closest names; null when no name is near.
   */
  async lookUp(name: string, version: string | null, source: string | null, pins: VersionPins | null = null): Promise<ApiChoice | null> {
    const typed = name.trim();
    if (typed === "") throw badInput("name", "must be an API name such as fs.readFile");
    if (typed.length > MAX_API_NAME_LENGTH) throw badInput("name", `must be at most ${MAX_API_NAME_LENGTH} characters`);
    if (version !== null && !isVersion(version)) throw badInput("version", `must be a version such as 3.11 or 18.20.4 (got "${version}")`);
    const wanted = version?.trim().replace(/^v/i, "") ?? null;
    // A name that exists, but not at the pinned versions (a package's entry added later), is none at those
    // versions; one the pinned sets have answers from them (the project's own dependencies) before any other set.
    const allowedOf = (entries: Array<ApiVersionEntry & { allowed: boolean; pinned: boolean }>) => {
      const allowed = entries.filter((entry) => entry.allowed);
      const pinned = allowed.filter((entry) => entry.pinned);
      return chooseApiEntry(pinned.length > 0 ? pinned : allowed, wanted);
    };
    const exact = await this.entries(typed, source, pins);
    if (exact.length > 0) return allowedOf(exact);
    const resolution = await this.resolve(typed, source);
    if ("name" in resolution) return allowedOf(await this.entries(resolution.name, source, pins));
    if (resolution.suggestions.length === 0) return null;
    const where = source === null ? "" : ` in source "${source}"`;
    throw badInput("name", `names no single API entry${where}: "${typed}"; closest: ${resolution.suggestions.join(", ")}`);
  }

  private async resolve(typed: string, source: string | null): Promise<Resolution> {
    const ending = await this.names(API_NAMES_ENDING, { suffix: `.${typed}`, subpathSuffix: `:${typed}`, source, limit: neo4j.int(SHORT_NAME_MATCHES) });
    if (ending.length === 1) return { name: ending[0]! };
    if (ending.length > 1) return { suggestions: closestNames(typed, ending) };
    const lucene = fuzzyNameQuery(typed);
    if (lucene === null) return { suggestions: [] };
    const near = await this.names(API_NAMES_LIKE, { index: FULLTEXT_INDEXES.apiReference, lucene, source, limit: neo4j.int(FUZZY_HITS) });
    return { suggestions: closestNames(typed, near.filter((name) => isNearName(typed, name))) };
  }
}
