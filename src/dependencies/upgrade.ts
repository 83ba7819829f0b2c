/**
 * What an upgrade changed for a project: between two of its dependency states (states.ts), each package
 * whose version moved, with the changelog sections released in between (breaking ones first) and every API
 * the project's code calls that the new version deprecates or no longer has, with its replacement and call
 * sites; and the packages added and removed. Also, for the memory domain, every API of the changed packages
 * deprecated or removed between the two versions, called or not.
 *
 * The code's calls are read as `engram index` records them (src/codegraph/store.ts): a function (or a file,
 * outside functions) holds parallel lists of the API names it calls, their lines, the package names each
 * call's package may be locked under and the set's entry names it may be (best first). A call is resolved
 * against each version's set by those entry names, so it does not matter which version the code was
 * indexed against.
 */

import type { Driver } from "neo4j-driver";
import { visibleCypher, type ScopeParameters } from "../auth/policy.js";
import { dateTimeArg } from "../errors.js";
import type { ContentStore } from "../knowledge/content-store.js";
import { compareVersions, isDeprecatedAt } from "../knowledge/versions.js";
import { readRecords } from "../neo4j/transactions.js";
import type { ApiChange, ApiChanges } from "../memory/staleness.js";
import { diffStates, type StatePackage, type VersionChange } from "./states.js";
import { packageVersionId } from "./store.js";
import { DEPRECATED_SINCE_UNSTATED, projectIdArg, statedDeprecation } from "./types.js";

/** Changelog sections per package at most, and characters of each one's Markdown. */
export const MAX_CHANGELOG_SECTIONS = 50;
export const MAX_CHANGELOG_CHARS = 4_000;
/** Call sites listed per API at most (the count says how many there are). */
export const MAX_CALL_SITES = 100;

const STATE_FIELDS = "s.packages AS packages, toString(s.at) AS at";

/** The project's latest two states, newest first. */
const LATEST_STATES = `
MATCH (s:DependencyState {project: $project})
WHERE ${visibleCypher("DependencyState", "s")}
RETURN ${STATE_FIELDS}
ORDER BY s.at DESC
LIMIT 2`;

/** The project's latest state, and its latest at or before $since. */
const STATES_SINCE = `
CALL () {
  MATCH (s:DependencyState {project: $project})
  WHERE ${visibleCypher("DependencyState", "s")}
  RETURN ${STATE_FIELDS}, 'to' AS role ORDER BY s.at DESC LIMIT 1
  UNION ALL
  MATCH (s:DependencyState {project: $project})
  WHERE ${visibleCypher("DependencyState", "s")} AND s.at <= datetime($since)
  RETURN ${STATE_FIELDS}, 'from' AS role ORDER BY s.at DESC LIMIT 1
}
RETURN packages, at, role`;

/** Whether each version's documentation set is ingested. */
const SETS_INGESTED = `
UNWIND $ids AS id
MATCH (v:PackageVersion {id: id})
RETURN v.id AS id, v.state = 'ingested' AS ingested`;

/** A set's API entries, with what replaces each (a REPLACED_BY link, else the name its deprecation note gives). */
const SET_APIS = `
MATCH (a:APIReference {source: $source, version: $version})
WHERE a.removedAt IS NULL
RETURN a.name AS name, a.deprecatedIn AS deprecatedIn, a.stability AS stability,
  coalesce([(a)-[:REPLACED_BY]->(r:APIReference) | r.name][0], a.replacementName) AS replacement`;

/**
 * The project's calls into these packages (`$packages`, {ecosystem, name}): per call, its file, function
 * (null outside functions), line, the name called and the set entry names it may be, best first.
 */
const CALLS_INTO = `
MATCH (f:CodeFile {project: $project})
WHERE f.indexedAt IS NOT NULL AND ${visibleCypher("CodeFile", "f")}
WITH f, CASE WHEN f.language = 'python' THEN 'pypi' ELSE 'npm' END AS ecosystem
CALL (f) {
  RETURN f AS user, null AS fn
  UNION
  MATCH (f)-[:CONTAINS]->(x:Function) RETURN x AS user, x.qualifiedName AS fn
}
WITH f, ecosystem, user, fn
UNWIND range(0, size(coalesce(user.apiPackages, [])) - 1) AS i
WITH f, ecosystem, user, fn, i, split(coalesce(user.apiPackages[i], ''), ' ') AS lockNames
UNWIND $packages AS pkg
WITH f, user, fn, i, pkg WHERE pkg.ecosystem = ecosystem AND pkg.name IN lockNames
RETURN pkg.ecosystem + ':' + pkg.name AS key, f.path AS file, fn AS function, user.apiLines[i] AS line, user.apiNames[i] AS called,
  split(coalesce(user.apiEntries[i], ''), ' ') AS entries
ORDER BY file, line`;

/** The changelog pages (one per version) of these packages (`$sources`), in every ingested set of each. */
const CHANGELOG_PAGES = `
UNWIND $sources AS source
MATCH (d:ExternalDoc {source: source})
WHERE d.category = 'changelog' AND d.removedAt IS NULL AND d.versionIntroduced IS NOT NULL
RETURN source, d.id AS id, d.version AS setVersion, d.versionIntroduced AS version, d.title AS title, 'breaking' IN coalesce(d.tags, []) AS breaking, d.sourceUrl AS url`;

export type ApiChangeStatus = ApiChange["status"];

/** An API entry of one version's set. */
export interface SetApi {
  name: string;
  deprecatedIn: string | null;
  stability: string | null;
  replacement: string | null;
}

export interface CallSite {
  file: string;
  line: number;
  /** The function's qualified name; null for a call outside functions. */
  function: string | null;
  /** The API the call resolves to, as the code graph names it (`module.member`). */
  called: string;
}

/** An API the project's code calls that the new version deprecates or no longer has. */
export interface UsedApiChange {
  name: string;
  status: ApiChangeStatus;
  deprecatedIn: string | null;
  /** Already deprecated at the old version: nothing new, but still to be replaced. */
  alreadyDeprecated: boolean;
  replacement: string | null;
  /** How many calls there are; callSites lists the first MAX_CALL_SITES. */
  calls: number;
  callSites: CallSite[];
}

export interface ChangelogSection {
  version: string;
  title: string;
  breaking: boolean;
  /** The version's entry as Markdown, cut to MAX_CHANGELOG_CHARS. */
  markdown: string;
  url: string | null;
}

export interface PackageUpgrade extends VersionChange {
  /**
   * Whether the old version's documentation set was ingested: without it, what the new version no longer
   * has cannot be told, and no API is reported gone (`engram ingest deps` on the old lockfile adds it).
   */
  fromSetIngested: boolean;
  /** Whether the new version's set was ingested: without it, neither deprecations nor removals can be told. */
  toSetIngested: boolean;
  /** Versions released after the old one up to the new one, breaking ones first, newest first. */
  changelog: ChangelogSection[];
  apis: UsedApiChange[];
}

export interface DependencyChanges {
  project: string;
  /** When the older state compared was recorded; null when there is none. */
  from: string | null;
  to: string | null;
  changed: PackageUpgrade[];
  added: StatePackage[];
  removed: StatePackage[];
  /** Why there is nothing to compare, when there is not. */
  message: string | null;
}

export interface ChangesRequest {
  project: string;
  /** Compare with the latest state at or before this time (ISO 8601), instead of the state before the latest. */
  since?: string | null;
  /** The argument's name in errors: `since` (GraphQL, MCP) or `from` (the CLI's --from). */
  sinceField?: string;
}

// ---- pure parts ----

/** Deprecated already at the old version: its old entry says so, or its deprecation names a version no later than it. */
function deprecatedBefore(api: SetApi, old: SetApi | undefined, from: string): boolean {
  if (old) return isDeprecatedAt({ versionIntroduced: null, deprecatedIn: old.deprecatedIn, stability: old.stability }, from);
  const named = statedDeprecation(api.deprecatedIn);
  return named !== null && compareVersions(named, from) <= 0;
}

function deprecatedAt(api: SetApi, version: string): boolean {
  return isDeprecatedAt({ versionIntroduced: null, deprecatedIn: api.deprecatedIn, stability: api.stability }, version);
}

/** What a call resolves to in a set: the first of its entry names the set has. */
function resolve(entries: readonly string[], apis: ReadonlyMap<string, SetApi> | null): SetApi | undefined {
  if (apis === null) return undefined;
  for (const name of entries) {
    const api = apis.get(name);
    if (api) return api;
  }
  return undefined;
}

export function byName(apis: readonly SetApi[] | null): Map<string, SetApi> | null {
  return apis === null ? null : new Map(apis.map((api) => [api.name, api]));
}

/**
 * Every API of a changed package that the new version deprecates and the old did not (or, without the old
 * set, whose deprecation does not name a version up to the old one), and every API of the old version's set
 * the new one no longer has. Nothing without the new version's set; no removals without the old one's.
 */
export function apiChangesBetween(change: VersionChange, oldApis: readonly SetApi[] | null, newApis: readonly SetApi[] | null): ApiChange[] {
  if (newApis === null) return [];
  const old = byName(oldApis);
  const now = byName(newApis)!;
  const base = { packageName: change.name, source: change.source, from: change.from, to: change.to };
  const deprecated = newApis
    .filter((api) => deprecatedAt(api, change.to) && !deprecatedBefore(api, old?.get(api.name), change.from))
    .map((api): ApiChange => ({ ...base, name: api.name, status: "DEPRECATED", deprecatedIn: statedDeprecation(api.deprecatedIn), replacement: api.replacement }));
  const removed = (oldApis ?? [])
    .filter((api) => !now.has(api.name))
    .map((api): ApiChange => ({ ...base, name: api.name, status: "REMOVED", deprecatedIn: statedDeprecation(api.deprecatedIn), replacement: api.replacement }));
  return [...deprecated, ...removed].sort((a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name));
}

/** A call into a changed package, as CALLS_INTO reads it. */
export interface PackageCall extends CallSite {
  entries: string[];
}

/**
 * The APIs the code calls that the new version deprecates (already or newly) or no longer has, each with
 * its call sites: removed first, then newly deprecated, then by name.
 */
export function usedApiChanges(change: VersionChange, calls: readonly PackageCall[], oldApis: ReadonlyMap<string, SetApi> | null, newApis: ReadonlyMap<string, SetApi> | null): UsedApiChange[] {
  if (newApis === null) return [];
  const found = new Map<string, UsedApiChange>();
  for (const call of calls) {
    const now = resolve(call.entries, newApis);
    const was = resolve(call.entries, oldApis);
    let change_: Omit<UsedApiChange, "calls" | "callSites"> | null = null;
    if (now && deprecatedAt(now, change.to)) {
      change_ = { name: now.name, status: "DEPRECATED", deprecatedIn: now.deprecatedIn ?? DEPRECATED_SINCE_UNSTATED, alreadyDeprecated: deprecatedBefore(now, oldApis?.get(now.name), change.from), replacement: now.replacement };
    } else if (!now && was) {
      change_ = { name: was.name, status: "REMOVED", deprecatedIn: was.deprecatedIn, alreadyDeprecated: deprecatedAt(was, change.from), replacement: was.replacement };
    }
    if (change_ === null) continue;
    const key = `${change_.status} ${change_.name}`;
    const entry = found.get(key) ?? { ...change_, calls: 0, callSites: [] };
    entry.calls++;
    if (entry.callSites.length < MAX_CALL_SITES) entry.callSites.push({ file: call.file, line: call.line, function: call.function, called: call.called });
    found.set(key, entry);
  }
  const rank = (api: UsedApiChange) => (api.status === "REMOVED" ? 0 : api.alreadyDeprecated ? 2 : 1);
  return [...found.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** A changelog page as CHANGELOG_PAGES reads it. */
export interface ChangelogPage {
  id: string;
  setVersion: string;
  version: string;
  title: string;
  breaking: boolean;
  url: string | null;
}

/**
 * The pages of versions in (from, to] (either way round, for a downgrade), one per version: the new
 * version's set's, else the newest set's that has it; breaking ones first, then newest first.
 */
export function changelogBetween(pages: readonly ChangelogPage[], from: string, to: string): ChangelogPage[] {
  const [low, high] = compareVersions(from, to) <= 0 ? [from, to] : [to, from];
  const byVersion = new Map<string, ChangelogPage>();
  for (const page of pages) {
    if (compareVersions(page.version, low) <= 0 || compareVersions(page.version, high) > 0) continue;
    const kept = byVersion.get(page.version);
    const better = !kept || (kept.setVersion !== to && (page.setVersion === to || compareVersions(page.setVersion, kept.setVersion) > 0));
    if (better) byVersion.set(page.version, page);
  }
  return [...byVersion.values()].sort((a, b) => Number(b.breaking) - Number(a.breaking) || compareVersions(b.version, a.version)).slice(0, MAX_CHANGELOG_SECTIONS);
}

function clipMarkdown(markdown: string): string {
  return markdown.length <= MAX_CHANGELOG_CHARS ? markdown : `${markdown.slice(0, MAX_CHANGELOG_CHARS)}\n\n… (${markdown.length - MAX_CHANGELOG_CHARS} more characters)`;
}

// ---- reading the graph ----

interface StatePair {
  from: { packages: string[]; at: string } | null;
  to: { packages: string[]; at: string } | null;
}

/** Upgrade reports of the projects' dependency states; the caller has checked that the key may use the project. */
export class UpgradeReports {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly contentStore: ContentStore,
  ) {}

  private async states(project: string, since: string | null, scope: ScopeParameters): Promise<StatePair> {
    const state = (record: { get(key: string): unknown } | undefined) => (record ? { packages: record.get("packages") as string[], at: record.get("at") as string } : null);
    if (since === null) {
      const [latest, before] = await readRecords(this.driver, this.database, LATEST_STATES, { project, ...scope });
      return { to: state(latest), from: state(before) };
    }
    const records = await readRecords(this.driver, this.database, STATES_SINCE, { project, since, ...scope });
    return { to: state(records.find((record) => record.get("role") === "to")), from: state(records.find((record) => record.get("role") === "from")) };
  }

  private async setsIngested(changes: readonly VersionChange[]): Promise<Set<string>> {
    const ids = changes.flatMap((change) => [packageVersionId(change.source, change.from), packageVersionId(change.source, change.to)]);
    const records = await readRecords(this.driver, this.database, SETS_INGESTED, { ids });
    return new Set(records.filter((record) => record.get("ingested") === true).map((record) => record.get("id") as string));
  }

  private async setApis(source: string, version: string, ingested: ReadonlySet<string>): Promise<SetApi[] | null> {
    if (!ingested.has(packageVersionId(source, version))) return null;
    const records = await readRecords(this.driver, this.database, SET_APIS, { source, version });
    return records.map((record) => record.toObject() as SetApi);
  }

  private async calls(project: string, changes: readonly VersionChange[], scope: ScopeParameters): Promise<Map<string, PackageCall[]>> {
    const packages = changes.map((change) => ({ ecosystem: change.ecosystem, name: change.name }));
    const records = packages.length === 0 ? [] : await readRecords(this.driver, this.database, CALLS_INTO, { project, packages, ...scope });
    const bySource = new Map<string, PackageCall[]>();
    for (const record of records) {
      const key = record.get("key") as string;
      const call: PackageCall = { file: record.get("file"), function: record.get("function"), line: Number(record.get("line")), called: record.get("called"), entries: (record.get("entries") as string[]).filter((name) => name !== "") };
      bySource.set(key, [...(bySource.get(key) ?? []), call]);
    }
    return bySource;
  }

  /** Every changelog page of these packages, by documentation set, read at once. */
  private async changelogPages(changes: readonly VersionChange[]): Promise<Map<string, ChangelogPage[]>> {
    const records = changes.length === 0 ? [] : await readRecords(this.driver, this.database, CHANGELOG_PAGES, { sources: changes.map((change) => change.source) });
    const bySource = new Map<string, ChangelogPage[]>();
    for (const record of records) {
      const { source, ...page } = record.toObject() as ChangelogPage & { source: string };
      const pages = bySource.get(source);
      if (pages) pages.push(page);
      else bySource.set(source, [page]);
    }
    return bySource;
  }

  private async changelog(change: VersionChange, pages: readonly ChangelogPage[]): Promise<ChangelogSection[]> {
    return Promise.all(
      changelogBetween(pages, change.from, change.to).map(async (page) => ({ version: page.version, title: page.title, breaking: page.breaking, url: page.url, markdown: clipMarkdown((await this.contentStore.get(page.id)) ?? "") })),
    );
  }

  /** The report between two of the project's states (default: the one before the latest and the latest). */
  async changes(request: ChangesRequest, scope: ScopeParameters): Promise<DependencyChanges> {
    const project = projectIdArg(request.project);
    const since = request.since ? dateTimeArg(request.sinceField ?? "since", request.since) : null;
    const { from, to } = await this.states(project, since, scope);
    const empty = { project, from: from?.at ?? null, to: to?.at ?? null, changed: [], added: [], removed: [] };
    if (to === null) return { ...empty, message: `No dependency state of project ${project} is recorded: engram ingest deps <dir> --project ${project} records one.` };
    if (from === null) {
      const message = since === null ? `Only one dependency state of project ${project} is recorded (${to.at}): the next engram ingest deps that finds a change records another.` : `No dependency state of project ${project} was recorded at or before ${since}.`;
      return { ...empty, message };
    }
    const diff = diffStates(from.packages, to.packages);
    const ingested = await this.setsIngested(diff.changed);
    const [calls, changelogs] = await Promise.all([this.calls(project, diff.changed, scope), this.changelogPages(diff.changed)]);
    const changed: PackageUpgrade[] = [];
    for (const change of diff.changed) {
      const used = calls.get(change.source) ?? [];
      const fromSetIngested = ingested.has(packageVersionId(change.source, change.from));
      const toSetIngested = ingested.has(packageVersionId(change.source, change.to));
      const [oldApis, newApis] = used.length === 0 ? [null, null] : await Promise.all([this.setApis(change.source, change.from, ingested), this.setApis(change.source, change.to, ingested)]);
      const changelog = await this.changelog(change, changelogs.get(change.source) ?? []);
      changed.push({ ...change, fromSetIngested, toSetIngested, changelog, apis: usedApiChanges(change, used, byName(oldApis), byName(newApis)) });
    }
    const message = from.at === to.at ? `The latest dependency state of project ${project} was recorded at or before ${since}: nothing changed since.` : null;
    return { ...empty, changed, added: diff.added, removed: diff.removed, message };
  }

  /**
   * For the project's latest change (the state before the latest → the latest): every API of each changed
   * package deprecated or removed between its two versions, and the packages removed. Empty when fewer than
   * two states are recorded. Reads every scope: it is called by Engram itself after an ingest.
   */
  async latestApiChanges(project: string): Promise<ApiChanges> {
    const { from, to } = await this.states(projectIdArg(project), null, { agentTypes: null, projects: null });
    if (from === null || to === null) return { at: to?.at ?? null, deprecatedOrGone: [], removedPackages: [] };
    const diff = diffStates(from.packages, to.packages);
    const ingested = await this.setsIngested(diff.changed);
    const deprecatedOrGone: ApiChange[] = [];
    for (const change of diff.changed) {
      const [oldApis, newApis] = await Promise.all([this.setApis(change.source, change.from, ingested), this.setApis(change.source, change.to, ingested)]);
      deprecatedOrGone.push(...apiChangesBetween(change, oldApis, newApis));
    }
    return { at: to.at, deprecatedOrGone, removedPackages: diff.removed.map(({ name, source, version }) => ({ name, source, version })) };
  }
}


// ---- the report as Markdown (the CLI's output, the MCP tool's text) ----

function callSiteLine(site: CallSite): string {
  return `    - ${site.file}:${site.line}${site.function ? ` in ${site.function}` : ""} (\`${site.called}\`)`;
}

function apiLines(api: UsedApiChange): string[] {
  const what = api.status === "REMOVED" ? "removed" : `deprecated${statedDeprecation(api.deprecatedIn) ? ` in ${api.deprecatedIn}` : ""}${api.alreadyDeprecated ? " (already at the old version)" : ""}`;
  const more = api.calls > api.callSites.length ? [`    - … ${api.calls - api.callSites.length} more calls`] : [];
  return [`  - \`${api.name}\` ${what}${api.replacement ? `: use \`${api.replacement}\`` : ""} (${api.calls} call${api.calls === 1 ? "" : "s"})`, ...api.callSites.map(callSiteLine), ...more];
}

/** Characters of a breaking entry's text shown in the Markdown (the structured report has the whole entry). */
const BREAKING_EXCERPT = 600;

/** A changelog entry's line; a breaking one's text under it, without its heading. */
function changelogLines(section: ChangelogSection): string[] {
  const line = `  - ${section.version}${section.breaking ? " **breaking**" : ""}: ${section.title}`;
  if (!section.breaking) return [line];
  const text = section.markdown.replace(/^#[^\n]*\n+/, "").trim();
  const excerpt = text.length > BREAKING_EXCERPT ? `${text.slice(0, BREAKING_EXCERPT)}…` : text;
  return [line, ...excerpt.split("\n").map((row) => `    ${row}`.trimEnd())];
}

function upgradeLines(upgrade: PackageUpgrade): string[] {
  const lines = [`## ${upgrade.source} ${upgrade.from} → ${upgrade.to}${upgrade.direct ? "" : " (indirect)"}`, ""];
  if (!upgrade.toSetIngested) lines.push(`${upgrade.to}'s documentation set is not ingested: deprecations and removals cannot be told.`, "");
  else if (!upgrade.fromSetIngested) lines.push(`${upgrade.from}'s documentation set was never ingested: APIs the new version no longer has cannot be told (engram ingest deps on the old lockfile adds it).`, "");
  if (upgrade.apis.length > 0) lines.push("Your code calls:", ...upgrade.apis.flatMap(apiLines), "");
  else if (upgrade.toSetIngested) lines.push("None of the APIs your indexed code calls is deprecated or removed.", "");
  if (upgrade.changelog.length > 0) lines.push("Changelog:", ...upgrade.changelog.flatMap(changelogLines), "");
  else if (upgrade.toSetIngested) lines.push(`No changelog entry between the two versions: ${upgrade.to}'s package ships none (its release notes may live in its repository).`, "");
  return lines;
}

const packageLine = (pkg: StatePackage) => `- ${pkg.source} ${pkg.version}${pkg.direct ? "" : " (indirect)"}`;

/** The report as Markdown: per changed package its APIs with call sites, then its changelog's versions; added and removed packages. */
export function dependencyChangesMarkdown(report: DependencyChanges): string {
  const lines = [`# Dependency changes of ${report.project}${report.from && report.to ? ` (${report.from} → ${report.to})` : ""}`, ""];
  if (report.message) lines.push(report.message, "");
  if (report.from !== null && report.changed.length + report.added.length + report.removed.length === 0 && !report.message) lines.push("No package changed.", "");
  lines.push(...report.changed.flatMap(upgradeLines));
  if (report.added.length > 0) lines.push("## Added", ...report.added.map(packageLine), "");
  if (report.removed.length > 0) lines.push("## Removed", ...report.removed.map(packageLine), "");
  return `${lines.join("\n").trimEnd()}\n`;
}
