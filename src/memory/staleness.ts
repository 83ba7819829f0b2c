import neo4j, { type Driver, type ManagedTransaction } from "neo4j-driver";
import type { Principal } from "../auth/principal.js";
import { mayUse, scopeParameters, visibleCypher } from "../auth/policy.js";
import { integerIn } from "../errors.js";
import { inReadTransaction, inWriteTransaction } from "../neo4j/transactions.js";

/**
 * Stale memories: a memory whose code or dependency changed since it was written says so (stale, staleReason,
 * staleSince) until an agent confirms it (confirmedAt) or revises it. This module is the one write path of those
 * properties: the code graph (engram index) and dependency ingest call markStale and flagApiChanges; remember
 * clears them through clearStale.
 */

/** A reason as stored: the reasons of later changes are appended to it, up to this many characters. */
export const MAX_STALE_REASON = 1_000;
export const MAX_STALE_LIMIT = 100;
/** The APIs and packages memories are searched for at once (a major version can deprecate thousands). */
const API_CHANGES_PER_SEARCH = 2_000;

/** The Cypher assignments that make a memory fresh again (remember, on revised content or a contradiction). */
export const clearStale = (memory: string) => `${memory}.stale = false, ${memory}.staleReason = null, ${memory}.staleSince = null`;

/**
 * Marks memories stale. A memory already stale keeps its first staleSince; a reason it does not hold yet is
 * appended to its reason, which is bounded (an ellipsis ends a reason cut short).
 */
const MARK_STALE = `
UNWIND $marks AS mark
MATCH (m:Memory {id: mark.id})
WITH m, mark, coalesce(m.staleReason, '') AS before
WITH m, CASE WHEN before = '' THEN mark.reason WHEN before CONTAINS mark.reason THEN before ELSE before + '; ' + mark.reason END AS reason
SET m.stale = true, m.staleSince = coalesce(m.staleSince, datetime()),
  m.staleReason = CASE WHEN size(reason) > $maxReason THEN substring(reason, 0, $maxReason - 1) + '…' ELSE reason END
RETURN m.id AS id`;

const CONFIRM = `
MATCH (m:Memory {id: $id})
SET ${clearStale("m")}, m.confirmedAt = datetime()
RETURN m.id AS id`;

/** An agent type's stale memories in a project (its global ones too, as recall sees them), the most recently stale first. */
const STALE_MEMORIES = `
MATCH (:AgentType {id: $agentType})-[:HAS_MEMORY]->(m:Memory)
WHERE m.stale = true AND m.sessionId IS NULL AND (m.expiresAt IS NULL OR m.expiresAt > datetime())
OPTIONAL MATCH (p:Project)-[:CONTAINS_MEMORY]->(m)
WITH m, p
WHERE (p IS NULL OR p.id = $project) AND ${visibleCypher("Memory", "m")}
RETURN m.id AS id, m.memoryType AS memoryType, m.title AS title, m.content AS content, m.staleReason AS staleReason,
  toString(m.staleSince) AS staleSince
ORDER BY m.staleSince DESC, m.id
LIMIT $limit`;

/**
 * A project's memories in force whose title, content or tags hold one of the terms: the candidates the
 * exact matching (apiChangeReasons) reads.
 */
const MEMORIES_NAMING = `
MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(m:Memory)
WHERE m.supersededAt IS NULL AND (m.confirmedAt IS NULL OR $at IS NULL OR m.confirmedAt < datetime($at))
  AND (any(term IN $terms WHERE m.content CONTAINS term OR coalesce(m.title, '') CONTAINS term)
    OR any(tag IN coalesce(m.tags, []) WHERE tag IN $packages))
RETURN m.id AS id, m.title AS title, m.content AS content, m.tags AS tags`;

/**
 * An API of a package deprecated or removed between two locked versions, as dependency ingest hands it over
 * after an upgrade (src/dependencies/upgrade.ts latestApiChanges).
 */
export interface ApiChange {
  /** The entry's name in the package's documentation set: `readAll`, `z.string`, `fs.promises.readFile`, `mini:enum`. */
  name: string;
  packageName: string;
  /** The documentation set, e.g. npm:zod. */
  source: string;
  /** The locked versions before and after. */
  from: string;
  to: string;
  status: "DEPRECATED" | "REMOVED";
  /** The version its deprecation names; null when it names none. */
  deprecatedIn: string | null;
  /** What to use instead, when the package says. */
  replacement: string | null;
}

export interface RemovedPackage {
  name: string;
  source: string;
  /** The version locked before it was removed. */
  version: string;
}

/** A project's latest dependency change, as far as memories care. */
export interface ApiChanges {
  /** When the change was recorded (ISO 8601): a memory confirmed since is not flagged for it again; null when unknown. */
  at: string | null;
  deprecatedOrGone: readonly ApiChange[];
  removedPackages: readonly RemovedPackage[];
}

/** What a memory says, for matching API names against. */
export interface MemoryText {
  title: string | null;
  content: string;
  tags: readonly string[] | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Characters an identifier or a dotted name continues with. */
const NAME_CHAR = "[\\w$]";
const MIN_SEGMENT = 3;

/** Whether the text names the API: its qualified name as a whole name, or its last segment written as code (`name(` or `` `name` ``). */
export function namesApi(text: string, api: string): boolean {
  const segments = api.split(/[.#/:]+/).filter(Boolean);
  const last = segments[segments.length - 1] ?? api;
  // A bare name is only code when written as code: `read` in prose is a word.
  if (segments.length > 1 && new RegExp(`(?<!${NAME_CHAR})${escape(api)}(?!${NAME_CHAR})`).test(text)) return true;
  if (last.length < MIN_SEGMENT) return false;
  return new RegExp(`(?<!${NAME_CHAR})${escape(last)}(?=\\(|\`)`).test(text) || new RegExp(`\`${escape(last)}\``).test(text);
}

/** Whether the memory is about the package: its exact name as a tag, or as a word of its text (not part of a longer name). */
export function namesPackage(memory: MemoryText, name: string): boolean {
  if (memory.tags?.includes(name)) return true;
  if (name.length < MIN_SEGMENT) return false;
  return new RegExp(`(?<![\\w$@/.-])${escape(name)}(?![\\w$/-]|\\.[\\w$])`).test(`${memory.title ?? ""}\n${memory.content}`);
}

/** "zod 3.23.8 → 4.0.0: z.string().email deprecated in 4.0.0; use z.email". */
export function apiChangeReason(change: ApiChange): string {
  const what = change.status === "REMOVED" ? "removed" : `deprecated${change.deprecatedIn ? ` in ${change.deprecatedIn}` : ""}`;
  return `${change.packageName} ${change.from} → ${change.to}: ${change.name} ${what}${change.replacement ? `; use ${change.replacement}` : ""}`;
}

/** Why the API changes make this memory stale: one reason per API it names and per removed package it is about; none when it names none. */
export function apiChangeReasons(memory: MemoryText, changes: ApiChanges): string[] {
  const text = `${memory.title ?? ""}\n${memory.content}`;
  return [
    ...mainEntryFirst(changes.deprecatedOrGone.filter((change) => namesApi(text, change.name))).map(apiChangeReason),
    ...changes.removedPackages.filter((removed) => namesPackage(memory, removed.name)).map((removed) => `${removed.name} ${removed.version} removed`),
  ];
}

/**
 * A package's other entry points document their own copies of an API (`v4:nativeEnum`, `mini:nativeEnum`
 * beside `nativeEnum`): when a memory names one the main entry has, the copies say nothing more.
 */
function mainEntryFirst(changes: readonly ApiChange[]): ApiChange[] {
  const isCopy = (name: string) => name.includes(":");
  const bare = (name: string) => name.slice(name.lastIndexOf(":") + 1);
  const main = new Set(changes.filter((change) => !isCopy(change.name)).map((change) => `${change.source} ${change.name}`));
  return changes.filter((change) => !isCopy(change.name) || !main.has(`${change.source} ${bare(change.name)}`));
}

/** The changes in parts of at most API_CHANGES_PER_SEARCH APIs, removed packages with the first. */
function inParts(changes: ApiChanges): ApiChanges[] {
  const parts: ApiChanges[] = [];
  for (let start = 0; start === 0 || start < changes.deprecatedOrGone.length; start += API_CHANGES_PER_SEARCH) {
    parts.push({ at: changes.at, deprecatedOrGone: changes.deprecatedOrGone.slice(start, start + API_CHANGES_PER_SEARCH), removedPackages: start === 0 ? changes.removedPackages : [] });
  }
  return parts;
}

/** The words memories are first searched for: each API's qualified name and last segment, and each removed package's name. */
function searchTerms(changes: ApiChanges): string[] {
  const terms = changes.deprecatedOrGone.flatMap((change) => [change.name, change.name.split(/[.#/:]+/).filter(Boolean).pop() ?? change.name]);
  return [...new Set([...terms, ...changes.removedPackages.map((removed) => removed.name)].filter((term) => term.length > 0))];
}

export interface StaleMemoriesArgs {
  agentType: string;
  project: string;
  limit?: number | null;
}

/** A stale memory as staleMemories lists it. */
export interface StaleMemory {
  id: string;
  memoryType: string;
  title: string | null;
  content: string;
  staleReason: string | null;
  /** ISO 8601. */
  staleSince: string | null;
}

/** A memory made stale, with the reasons of this call. */
export interface FlaggedMemory {
  id: string;
  reasons: string[];
}

/** Sets, lists and clears memories' staleness; every write one transaction. */
export class MemoryStaleness {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  /** Marks these memories stale for these reasons (several reasons of one memory joined by "; "). */
  async markStale(reasons: ReadonlyMap<string, readonly string[]>): Promise<FlaggedMemory[]> {
    const marks = [...reasons].filter(([, why]) => why.length > 0).map(([id, why]) => ({ id, reason: [...new Set(why)].join("; ") }));
    if (marks.length === 0) return [];
    const marked = await inWriteTransaction(this.driver, this.database, (tx) => tx.run(MARK_STALE, { marks, maxReason: neo4j.int(MAX_STALE_REASON) }));
    const written = new Set(marked.records.map((r) => r.get("id") as string));
    return [...reasons].filter(([id]) => written.has(id)).map(([id, why]) => ({ id, reasons: [...why] }));
  }

  /**
   * After a dependency change of a project: its memories in force that name an API deprecated or removed in it
   * (see namesApi), or a package it removed (see namesPackage), become stale with the change as their reason.
   */
  async flagApiChanges(project: string, changes: ApiChanges): Promise<FlaggedMemory[]> {
    const reasons = new Map<string, string[]>();
    for (const part of inParts(changes)) {
      const terms = searchTerms(part);
      if (terms.length === 0) continue;
      const records = await inReadTransaction(this.driver, this.database, async (tx) =>
        (await tx.run(MEMORIES_NAMING, { project, terms, packages: part.removedPackages.map((removed) => removed.name), at: changes.at })).records,
      );
      for (const r of records) {
        const why = apiChangeReasons({ title: r.get("title"), content: r.get("content"), tags: r.get("tags") }, part);
        if (why.length > 0) reasons.set(r.get("id"), [...(reasons.get(r.get("id")) ?? []), ...why]);
      }
    }
    return this.markStale(reasons);
  }

  /** The agent type's stale memories in the project (and its global ones), newest staleSince first, within the key's scopes. */
  async staleMemories(principal: Principal, args: StaleMemoriesArgs): Promise<StaleMemory[]> {
    const limit = args.limit ?? 25;
    integerIn("limit", limit, 1, MAX_STALE_LIMIT);
    mayUse(principal, args.agentType, args.project);
    const records = await inReadTransaction(this.driver, this.database, async (tx) =>
      (await tx.run(STALE_MEMORIES, { ...scopeParameters(principal, args.agentType), agentType: args.agentType, project: args.project, limit: neo4j.int(limit) })).records,
    );
    return records.map((r) => r.toObject() as StaleMemory);
  }
}

/**
 * An agent's word that a stale memory still holds: the flag is cleared and confirmedAt recorded, in the caller's
 * transaction (MemoryService.confirm checks who may, as for shareMemory and forget).
 */
export async function confirmIn(tx: ManagedTransaction, id: string): Promise<void> {
  await tx.run(CONFIRM, { id });
}

/** Recall's default order: stale memories below the fresh ones, each part keeping its order (a stable partition after scoring). */
export function freshFirst<H extends { candidate: { stale: boolean } }>(hits: readonly H[]): H[] {
  return [...hits.filter((hit) => !hit.candidate.stale), ...hits.filter((hit) => hit.candidate.stale)];
}

/** The stale memories among a brief's sections, each once, in section order. */
export function staleAmong<H extends { candidate: { id: string; stale: boolean } }>(sections: ReadonlyArray<readonly H[]>): H[] {
  const seen = new Set<string>();
  return sections.flat().filter((hit) => hit.candidate.stale && !seen.has(hit.candidate.id) && seen.add(hit.candidate.id));
}

const STALE_EXCERPT = 160;

/** A brief's "Changed since these were written" section (none when nothing is stale): each stale memory, what changed. */
export function changedSinceWritten(hits: ReadonlyArray<{ candidate: { title: string | null; content: string; staleReason: string | null } }>): string[] {
  if (hits.length === 0) return [];
  const excerpt = (text: string) => {
    const line = text.replace(/\s+/g, " ").trim();
    return line.length <= STALE_EXCERPT ? line : `${line.slice(0, STALE_EXCERPT - 1)}…`;
  };
  return [
    "### Changed since these were written",
    "",
    ...hits.map(({ candidate }) => `- ${candidate.title ? `**${candidate.title}**` : excerpt(candidate.content)}: ${candidate.staleReason ?? "stale"}. Check it before relying on it.`),
    "",
  ];
}
