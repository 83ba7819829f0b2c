import { LRUCache } from "lru-cache";
import type { FilteredProperties } from "./recall-filters.js";

/**
 * Hybrid recall's exact comparison inside the caller's scope, in this process. Each instance keeps a copy
 * of the scope tokens it recalls in (an agent type's global memory, its memory in a project, in a
 * session): every memory with a vector of the model, with the properties recall filters on. A recall's
 * scope is the union of its tokens' copies (a memory stands at one of those levels only, so they never
 * overlap), and an agent type's global memory is copied once for all its projects. A copy is used only
 * while the version of its token (see neo4j/scope-versions.ts) is the one it was read under, so a recall
 * reads those few numbers instead of every memory of the scope, which in Cypher was most of a hybrid
 * recall's cost (issue 32). When a version moved, the token's members are read again with their vectors'
 * stamps, and only vectors new to the copy are read. The graph re-checks the scope and filters of the k
 * nearest, so a copy can only misrank, never show what the caller may not see.
 */

/** A memory of a scope as the copy holds it: its vector, and what recall's filters read (see recall-filters.ts). */
export interface CopiedMember extends FilteredProperties {
  id: string;
  vector: Float32Array;
  /** Its vector's sum of squares (see squaredNorm), summed once when copied rather than at every comparison. */
  squares: number;
  /** The stamp its vector was written with (null: written before stamps, so read again with every copy). */
  stamp: string | null;
}

/** A scope token's memories as read: how many there are, and its members, or null when it is not copied (larger than the copy may hold, or than the exact comparison takes). */
export interface ScopeCopy {
  size: number;
  members: CopiedMember[] | null;
}

export interface Nearest {
  /** The k nearest, best first (ties by id), with Neo4j's cosine score: (1 + cos) / 2. */
  nearest: Array<{ id: string; score: number }>;
  /** Mean and population standard deviation of every compared memory's score, summed best first; null when none was compared. */
  population: Population | null;
}

/** Scores' mean and population standard deviation, and how many scores they were taken over. */
export interface Population {
  count: number;
  mean: number;
  deviation: number;
}

/**
 * The mean and spread of parts of a scope compared apart (in a copy and in Cypher), as if compared
 * together: the parts' means weighted by their counts, and their variances with each part's distance
 * from the pooled mean. Null when no part compared any.
 */
export function pooledPopulation(parts: ReadonlyArray<Population | null>): Population | null {
  const present = parts.filter((part): part is Population => part !== null && part.count > 0);
  const count = present.reduce((sum, part) => sum + part.count, 0);
  if (count === 0) return null;
  const mean = present.reduce((sum, part) => sum + part.count * part.mean, 0) / count;
  const variance = present.reduce((sum, part) => sum + part.count * (part.deviation ** 2 + (part.mean - mean) ** 2), 0) / count;
  return { count, mean, deviation: Math.sqrt(variance) };
}

/** A vector's sum of squares, summed in order in double precision (what cosineScore divides by). */
export function squaredNorm(vector: ArrayLike<number>): number {
  let squares = 0;
  for (let i = 0; i < vector.length; i++) squares += vector[i]! * vector[i]!;
  return squares;
}

/**
 * Cosine as Neo4j's vector.similarity.cosine gives it, (1 + cos) / 2: summed in double precision, then
 * rounded to single precision as Neo4j's score is (so that, as there, two scores standardise to exactly ±1).
 * The vectors' sums of squares may be given, summed beforehand (the same figures as summed here).
 */
export function cosineScore(a: ArrayLike<number>, b: ArrayLike<number>, aSquares = squaredNorm(a), bSquares = squaredNorm(b)): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  if (aSquares === 0 || bSquares === 0) return 0;
  return Math.fround(Math.max(0, Math.min(1, (1 + dot / Math.sqrt(aSquares * bSquares)) / 2)));
}

/** RECALL_BY_VECTOR_IN_SCOPE's order: score descending, then id. */
export function byScoreThenId(a: { id: string; score: number }, b: { id: string; score: number }): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The k nearest of the vectors to the question, as RECALL_BY_VECTOR_IN_SCOPE orders them (score
 * descending, then id), with the mean and spread of every score, summed best first as there. Only the
 * scores are sorted, as numbers; the k best (with any tied at the kth) are then ordered by score and id.
 */
export function nearestOf(question: ArrayLike<number>, vectors: ReadonlyArray<{ id: string; vector: ArrayLike<number>; squares?: number }>, k: number): Nearest {
  if (vectors.length === 0) return { nearest: [], population: null };
  const questionSquares = squaredNorm(question);
  const scores = Float64Array.from(vectors, ({ vector, squares }) => cosineScore(vector, question, squares, questionSquares));
  const descending = Float64Array.from(scores).sort().reverse();
  let sum = 0;
  for (const score of descending) sum += score;
  const mean = sum / descending.length;
  let squares = 0;
  for (const score of descending) squares += (score - mean) * (score - mean);
  const population = { count: descending.length, mean, deviation: Math.sqrt(squares / descending.length) };
  if (k <= 0) return { nearest: [], population };
  const kth = descending[Math.min(k, descending.length) - 1]!;
  const best = vectors.flatMap(({ id }, i) => (scores[i]! >= kth ? [{ id, score: scores[i]! }] : []));
  best.sort(byScoreThenId);
  return { nearest: best.slice(0, k), population };
}

/** A scope's member as Neo4j names it when the copy is read: everything but its vector. */
export type NamedMember = Omit<CopiedMember, "vector" | "squares">;

/** A vector as read, with its stamp. */
export interface StoredVector {
  id: string;
  vector: ArrayLike<number>;
  stamp: string | null;
}

/** How a scope token's memories are read: their number and members (null when not copied), then the vectors of the members named. */
export interface ScopeReader {
  members(): Promise<{ size: number; members: NamedMember[] | null }>;
  vectors(ids: string[]): Promise<StoredVector[]>;
}

/**
 * The members with their vectors: those the previous copy held with the same stamp keep its vector, the
 * others are read (a member re-embedded meanwhile gets its newer vector; one gone meanwhile is left out).
 */
export async function withVectors(named: readonly NamedMember[], previous: readonly CopiedMember[] | null, read: ScopeReader["vectors"]): Promise<CopiedMember[]> {
  const held = new Map((previous ?? []).filter((member) => member.stamp !== null).map((member) => [member.id, member]));
  const kept = new Map<string, CopiedMember>();
  const missing: string[] = [];
  for (const member of named) {
    const copy = held.get(member.id);
    if (copy && copy.stamp === member.stamp) kept.set(member.id, { ...member, vector: copy.vector, squares: copy.squares });
    else missing.push(member.id);
  }
  const fresh = missing.length > 0 ? await read(missing) : [];
  const byId = new Map(named.map((member) => [member.id, member]));
  for (const { id, vector, stamp } of fresh) {
    const copied = Float32Array.from(vector);
    kept.set(id, { ...byId.get(id)!, stamp, vector: copied, squares: squaredNorm(copied) });
  }
  return named.flatMap((member) => kept.get(member.id) ?? []);
}

/** What a lookup found: a copy under the versions asked, or none (the caller compares in Cypher). */
export type CopyLookup = "hit" | "miss";

/**
 * This process's copies of scope tokens' memories, by model and token, each with the versions it was read
 * under; at most maxVectors members in all (least recently used first out). A copy is read (in the
 * background, one at a time) only for a key missed missesToCopy times while it stayed among the last
 * missesKept keys missed, or whose copy a write made out of date: scopes recalled once in a while are never
 * copied, so a database of many more memories than the copy holds costs about what the comparison in Cypher
 * costs. Reading a copy costs as much as several comparisons in Cypher, so a key is copied once it is
 * recalled often enough to use it: copied at its second miss, scopes recalled at random among 500 (100,000 memories) were read for one
 * recall in 17 and rarely used, which cost this process 5.5 ms a recall (BENCHMARKS.md).
 */
export class VectorCopies {
  private readonly copies: LRUCache<string, { versions: string; copy: ScopeCopy }>;
  /** Keys missed lately without a copy, with their misses (see held). */
  private readonly missed: LRUCache<string, number>;
  private reading: Promise<void> | null = null;

  constructor(
    readonly maxVectors: number,
    private readonly counted: (lookup: CopyLookup) => void = () => {},
    missesKept = 64,
    private readonly missesToCopy = 3,
  ) {
    this.copies = new LRUCache({ maxSize: Math.max(1, maxVectors), sizeCalculation: (entry) => Math.max(1, entry.copy.members?.length ?? 0) });
    this.missed = new LRUCache({ max: missesKept });
  }

  /** Members held in all. */
  get size(): number {
    return this.copies.calculatedSize;
  }

  /**
   * The copy read under these versions, if held. Otherwise undefined, and the copy is read in the
   * background when this key was missed missesToCopy times lately or its copy is out of date (reusing the vectors it held).
   */
  held(key: string, versions: string, reader: ScopeReader): ScopeCopy | undefined {
    const entry = this.copies.get(key);
    if (entry?.versions === versions) {
      this.counted("hit");
      return entry.copy;
    }
    this.counted("miss");
    if (entry === undefined) {
      const misses = (this.missed.get(key) ?? 0) + 1;
      if (misses < this.missesToCopy) {
        this.missed.set(key, misses);
        return undefined;
      }
    }
    if (this.reading === null) {
      this.missed.delete(key);
      // A failed read (Neo4j away) leaves the key uncopied: recall compares in Cypher meanwhile and answers the failure itself.
      this.reading = this.read(reader, entry?.copy.members ?? null)
        .then((copy) => void this.copies.set(key, { versions, copy }))
        .catch(() => undefined)
        .finally(() => (this.reading = null));
    }
    return undefined;
  }

  /** Resolves once the copy being read in the background, if any, is held. */
  async settled(): Promise<void> {
    await this.reading;
  }

  private async read(reader: ScopeReader, previous: CopiedMember[] | null): Promise<ScopeCopy> {
    const { size, members } = await reader.members();
    if (members === null || members.length > this.maxVectors) return { size, members: null };
    return { size, members: await withVectors(members, previous, (ids) => reader.vectors(ids)) };
  }
}
