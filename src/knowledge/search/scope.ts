/**
 * What a search's language and version reach: the languages asked (or the project's, from its code
 * graph), and the documentation sets a version names, so that Node's 18.20.4 never brings Python pages.
 */

import type { Driver } from "neo4j-driver";
import { mayUse } from "../../auth/policy.js";
import type { Principal } from "../../auth/principal.js";
import { readRecords } from "../../neo4j/transactions.js";
import { PACKAGE_SOURCE } from "../sources.js";

/** Languages an item must be in; with orUnlabelled, items that name no language pass too. */
export interface LanguageFilter {
  languages: string[];
  orUnlabelled: boolean;
}

/** One ingested documentation set, as its pages carry it. */
export interface DocSet {
  source: string;
  version: string;
  language: string | null;
}

/** Documentation sets by their pages (few: one per page, not per API entry); sets of API entries alone are not among them. */
const DOC_SETS = `
MATCH (d:ExternalDoc)
WHERE d.removedAt IS NULL AND d.source IS NOT NULL AND d.version IS NOT NULL AND ($source IS NULL OR d.source = $source)
RETURN DISTINCT d.source AS source, d.version AS version, d.language AS language`;

const PROJECT_LANGUAGES = `
MATCH (f:CodeFile {project: $project})
WHERE f.language IS NOT NULL
RETURN DISTINCT f.language AS language`;

/** The documentation languages code of a language reads: TypeScript uses the JavaScript (Node) docs too. */
const DOCUMENTATION_LANGUAGES: Record<string, readonly string[]> = {
  typescript: ["typescript", "javascript"],
  tsx: ["typescript", "javascript"],
  javascript: ["javascript"],
  python: ["python"],
};

export function documentationLanguages(codeLanguages: readonly string[]): string[] {
  return [...new Set(codeLanguages.flatMap((language) => DOCUMENTATION_LANGUAGES[language] ?? [language]))].sort();
}

/** A version's release line: its first number (18 for 18.20.4, 3 for 3.11). */
function releaseLine(version: string): string | undefined {
  return /\d+/.exec(version)?.[0]?.replace(/^0+(?=\d)/, "");
}

/**
 * The sets a version names: those of its release line (18.20.4: Node's 18.x sets, not Python's 3.11),
 * among the languages asked when some are. Null when no set is of that line: the version then only
 * leaves out what came later, in every set.
 */
export function setsOfVersion(sets: readonly DocSet[], version: string, languages: LanguageFilter | null): DocSet[] | null {
  const inLanguage = (set: DocSet) =>
    languages === null || (set.language === null ? languages.orUnlabelled : languages.languages.includes(set.language.toLowerCase()));
  const line = releaseLine(version);
  const named = sets.filter((set) => inLanguage(set) && releaseLine(set.version) === line);
  return named.length > 0 ? named : null;
}

/** A version's sets as filters: their sources, and their languages when none was asked and every set names one. */
export function versionFilters(named: readonly DocSet[], languages: LanguageFilter | null): { sources: string[]; languages: LanguageFilter | null } {
  const sources = [...new Set(named.map((set) => set.source))].sort();
  if (languages !== null || named.some((set) => set.language === null)) return { sources, languages };
  return { sources, languages: { languages: [...new Set(named.map((set) => set.language!.toLowerCase()))].sort(), orUnlabelled: false } };
}

export interface ScopeArgs {
  language?: string | null;
  version: string | null;
  source?: string | null;
  agentType?: string | null;
  project?: string | null;
}

export interface SearchScope {
  languages: LanguageFilter | null;
  /** Sources DOC and API hits must come from; null for any. */
  sources: string[] | null;
  /** Package sets answered at these versions only; null for none. */
  pinned: PinnedSets | null;
  /** `source@version` of the sets the project locks, ranked first. */
  preferredSets: ReadonlySet<string>;
}

/** Sources of which only some versions may answer, and those versions as `source@version`. */
export interface PinnedSets {
  sources: string[];
  sets: string[];
}

/** A project's locked packages as `source@version` sets (read by dependencies(project) too). */
export const PROJECT_LOCKED_SETS = `
MATCH (d:Dependency {project: $project})
RETURN d.source AS source, d.version AS version`;

/** The versions a project locks, by documentation set (several when it locks several); the caller checks the key may use the project. */
export async function projectLocks(driver: Driver, database: string | undefined, project: string): Promise<Map<string, string[]>> {
  const locked = new Map<string, string[]>();
  for (const record of await readRecords(driver, database, PROJECT_LOCKED_SETS, { project })) {
    const source = record.get("source") as string;
    locked.set(source, [...(locked.get(source) ?? []), record.get("version") as string]);
  }
  return locked;
}

/** The sets a project locks, as pins: other versions of those packages never answer. */
export function lockedPins(locked: ReadonlyMap<string, readonly string[]>): PinnedSets | null {
  if (locked.size === 0) return null;
  return { sources: [...locked.keys()].sort(), sets: [...locked].flatMap(([source, versions]) => versions.map((version) => `${source}@${version}`)).sort() };
}

/** Reads what a search's language and version reach from the graph. */
export class SearchScopes {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  /**
   * The languages asked or the project's; the sources asked, or named by the version (among the source
   * asked). A package's set asked at a version is that version's only; otherwise the packages the project
   * locks answer at their locked versions only, and first.
   */
  async scopeOf(principal: Principal, args: ScopeArgs): Promise<SearchScope> {
    const languages = await this.languagesOf(principal, args);
    const source = args.source ?? null;
    const pins = await this.projectPins(principal, args);
    const asked = { languages, sources: source === null ? null : [source], ...pins };
    if (args.version === null) return asked;
    if (source !== null && PACKAGE_SOURCE.test(source)) return { ...asked, pinned: { sources: [source], sets: [`${source}@${args.version}`] } };
    const named = setsOfVersion(await this.docSets(source), args.version, languages);
    return named === null ? asked : { ...versionFilters(named, languages), ...pins };
  }

  private async projectPins(principal: Principal, args: ScopeArgs): Promise<Pick<SearchScope, "pinned" | "preferredSets">> {
    if (!args.project) return { pinned: null, preferredSets: new Set() };
    mayUse(principal, args.agentType ?? null, args.project);
    const pinned = lockedPins(await projectLocks(this.driver, this.database, args.project));
    return { pinned, preferredSets: new Set(pinned?.sets ?? []) };
  }

  /**
   * The language asked, else the project's documentation languages (items naming none pass too: a team's
   * own pages often do not), read only for a project the key may use; null when neither is known.
   */
  private async languagesOf(principal: Principal, args: ScopeArgs): Promise<LanguageFilter | null> {
    if (args.language) return { languages: [args.language.toLowerCase()], orUnlabelled: false };
    if (!args.project) return null;
    mayUse(principal, args.agentType ?? null, args.project);
    const records = await readRecords(this.driver, this.database, PROJECT_LANGUAGES, { project: args.project });
    const languages = documentationLanguages(records.map((record) => record.get("language") as string));
    return languages.length === 0 ? null : { languages, orUnlabelled: true };
  }

  private async docSets(source: string | null): Promise<DocSet[]> {
    const records = await readRecords(this.driver, this.database, DOC_SETS, { source });
    return records.map((record) => ({ source: record.get("source"), version: record.get("version"), language: record.get("language") }));
  }
}
