import { describe, expect, it } from "vitest";
import { cosineScore, nearestOf, pooledPopulation, squaredNorm, VectorCopies, withVectors, type CopiedMember, type NamedMember, type ScopeReader, type StoredVector } from "../../src/memory/vector-copy.js";

describe("cosineScore", () => {
  it("is Neo4j's (1 + cos) / 2, rounded to single precision", () => {
    expect(cosineScore([1, 0], [1, 0])).toBeCloseTo(1, 12);
    expect(cosineScore([1, 0], [0, 2])).toBeCloseTo(0.5, 12);
    expect(cosineScore([1, 0], [-3, 0])).toBeCloseTo(0, 12);
    expect(cosineScore([1, 1], [1, 0])).toBe(Math.fround((1 + Math.SQRT1_2) / 2));
    expect(cosineScore([0, 0], [1, 0])).toBe(0);
  });
});

describe("nearestOf", () => {
  it("orders by score, then id, and gives the mean and population spread of every score", () => {
    const vectors = [
      { id: "b", vector: [1, 0] },
      { id: "a", vector: [1, 0] },
      { id: "c", vector: [0, 1] },
      { id: "d", vector: [-1, 0] },
    ];
    const { nearest, population } = nearestOf([1, 0], vectors, 3);
    expect(nearest).toEqual([
      { id: "a", score: 1 },
      { id: "b", score: 1 },
      { id: "c", score: 0.5 },
    ]);
    const scores = [1, 1, 0.5, 0];
    const mean = scores.reduce((a, b) => a + b) / 4;
    expect(population!.mean).toBeCloseTo(mean, 12);
    expect(population!.deviation).toBeCloseTo(Math.sqrt(scores.reduce((sum, x) => sum + (x - mean) ** 2, 0) / 4), 12);
  });

  it("breaks a tie at the kth score by id", () => {
    const vectors = ["d", "b", "c", "a"].map((id) => ({ id, vector: [1, 1] }));
    expect(nearestOf([1, 1], vectors, 2).nearest.map(({ id }) => id)).toEqual(["a", "b"]);
  });

  it("gives the same figures, to the last digit, with each vector's sum of squares given beforehand", () => {
    const random = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) / 2147483647) - 0.5;
    const next = random(7);
    const vectors = Array.from({ length: 300 }, (_, i) => ({ id: `m${i}`, vector: Float32Array.from({ length: 32 }, next) }));
    const question = Array.from({ length: 32 }, next);
    expect(nearestOf(question, vectors.map((v) => ({ ...v, squares: squaredNorm(v.vector) })), 20)).toEqual(nearestOf(question, vectors, 20));
    const scores = vectors.map(({ vector }) => cosineScore(vector, question)).sort((a, b) => b - a);
    expect(nearestOf(question, vectors, 20).nearest.map(({ score }) => score)).toEqual(scores.slice(0, 20));
  });

  it("has no population without vectors", () => {
    expect(nearestOf([1, 0], [], 5)).toEqual({ nearest: [], population: null });
  });
});

describe("pooledPopulation", () => {
  it("gives the mean and spread of parts compared apart as if compared together", () => {
    const question = [1, 0];
    const vectors = [[1, 0], [0.6, 0.8], [0, 1], [-1, 0.2], [0.3, -0.9], [-0.5, -0.5], [0.9, 0.1]].map((vector, i) => ({ id: `m${i}`, vector }));
    const together = nearestOf(question, vectors, 3).population!;
    const pooled = pooledPopulation([nearestOf(question, vectors.slice(0, 2), 3).population, null, nearestOf(question, vectors.slice(2), 3).population])!;
    expect(pooled.count).toBe(7);
    expect(pooled.mean).toBeCloseTo(together.mean, 12);
    expect(pooled.deviation).toBeCloseTo(together.deviation, 12);
  });

  it("is a lone part itself, and none without any compared", () => {
    const part = { count: 4, mean: 0.6, deviation: 0.1 };
    expect(pooledPopulation([null, part])).toEqual(part);
    expect(pooledPopulation([null, { count: 0, mean: 0, deviation: 0 }])).toBeNull();
  });
});

/** A member whose filtered properties this file's tests never read (recall-filters.test.ts does). */
const member = (id: string, overrides: Partial<CopiedMember> = {}): CopiedMember => ({
  id,
  vector: Float32Array.from([1, 0, 0]),
  squares: 1,
  stamp: `stamp-${id}`,
  memoryType: null,
  tags: null,
  issues: null,
  happenedAt: null,
  superseded: false,
  expiresAt: null,
  ...overrides,
});

/** A scope on a pretend graph: its members as named, its stored vectors, and every read counted. */
function graph(members: NamedMember[], vectors: Record<string, number[]>) {
  const reads = { members: 0, vectors: [] as string[][] };
  const reader: ScopeReader = {
    members: async () => {
      reads.members++;
      return { size: members.length, members: [...members] };
    },
    vectors: async (ids) => {
      reads.vectors.push(ids);
      return ids.flatMap((id): StoredVector[] => (vectors[id] ? [{ id, vector: vectors[id]!, stamp: members.find((m) => m.id === id)?.stamp ?? null }] : []));
    },
  };
  return { reads, reader, members, vectors };
}
const named = (id: string, stamp: string | null = `stamp-${id}`): NamedMember => {
  const { vector: _vector, ...rest } = member(id, { stamp });
  return rest;
};

describe("withVectors", () => {
  it("keeps the vectors held under the same stamp and reads the others; a member gone meanwhile is left out", async () => {
    const previous = [member("a"), member("b", { vector: Float32Array.from([0, 1, 0]) }), member("old", { stamp: null })];
    const { reads, reader } = graph([], { b: [0, 0, 1], c: [0, 1, 1], old: [1, 1, 0] });
    const copied = await withVectors([named("a"), named("b", "new-stamp"), named("c"), named("gone"), named("old", null)], previous, reader.vectors);
    expect(reads.vectors).toEqual([["b", "c", "gone", "old"]]);
    expect(copied.map((m) => [m.id, [...m.vector]])).toEqual([
      ["a", [1, 0, 0]],
      ["b", [0, 0, 1]],
      ["c", [0, 1, 1]],
      ["old", [1, 1, 0]],
    ]);
    expect(copied[0]!.vector).toBe(previous[0]!.vector);
  });
});

describe("VectorCopies", () => {
  /** Looks the key up until its copy is held (two misses, a third that reads it, then the read), counting every lookup. */
  async function copied(copies: VectorCopies, key: string, versions: string, reader: ScopeReader) {
    for (let lookup = 0; lookup < 4; lookup++) {
      const held = copies.held(key, versions, reader);
      if (held) return held;
      await copies.settled();
    }
    throw new Error(`${key} was never copied`);
  }

  it("copies a key only at its third miss, reading it once in the background", async () => {
    const lookups: string[] = [];
    const copies = new VectorCopies(100, (lookup) => void lookups.push(lookup));
    const scope = graph([named("a"), named("b")], { a: [1, 0, 0], b: [0, 1, 0] });
    for (let miss = 0; miss < 2; miss++) {
      expect(copies.held("k", "1 0", scope.reader)).toBeUndefined();
      await copies.settled();
      expect(scope.reads.members).toBe(0);
    }
    expect(copies.held("k", "1 0", scope.reader)).toBeUndefined();
    await copies.settled();
    expect(scope.reads).toEqual({ members: 1, vectors: [["a", "b"]] });
    const held = copies.held("k", "1 0", scope.reader);
    expect(held!.members!.map((m) => [m.id, [...m.vector]])).toEqual([
      ["a", [1, 0, 0]],
      ["b", [0, 1, 0]],
    ]);
    expect(copies.held("k", "1 0", scope.reader)).toBe(held);
    expect(lookups).toEqual(["miss", "miss", "miss", "hit", "hit"]);
    expect(scope.reads.members).toBe(1);
  });

  it("reads an out-of-date copy again at once, with only its new vectors, and never answers from it meanwhile", async () => {
    const copies = new VectorCopies(100);
    const scope = graph([named("a"), named("b")], { a: [1, 0, 0], b: [0, 1, 0] });
    await copied(copies, "k", "1 0", scope.reader);
    scope.members.push(named("c"));
    scope.vectors.c = [0, 0, 1];
    expect(copies.held("k", "2 0", scope.reader)).toBeUndefined();
    await copies.settled();
    expect(copies.held("k", "2 0", scope.reader)!.members!.map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(scope.reads).toEqual({ members: 2, vectors: [["a", "b"], ["c"]] });
    expect(copies.size).toBe(3);
  });

  it("never copies a key looked up once in a while, among many others (more scopes than it remembers misses of)", async () => {
    const copies = new VectorCopies(100, undefined, 4);
    const scopes = Array.from({ length: 6 }, (_, i) => graph([named(`m${i}`)], { [`m${i}`]: [1, 0, 0] }));
    for (let round = 0; round < 3; round++) {
      for (const [i, scope] of scopes.entries()) expect(copies.held(`k${i}`, "1 0", scope.reader)).toBeUndefined();
      await copies.settled();
    }
    expect(scopes.map((scope) => scope.reads.members)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("reads one copy at a time", async () => {
    const copies = new VectorCopies(100);
    const [one, two] = [graph([named("a")], { a: [1, 0, 0] }), graph([named("b")], { b: [0, 1, 0] })];
    for (let miss = 0; miss < 3; miss++) for (const [key, scope] of [["one", one], ["two", two]] as const) copies.held(key, "1", scope.reader);
    await copies.settled();
    expect([one.reads.members, two.reads.members]).toEqual([1, 0]);
  });

  it("holds a scope larger than it may hold, or than the exact comparison takes, as its size alone", async () => {
    const copies = new VectorCopies(2);
    const large = graph([named("a"), named("b"), named("c")], { a: [1, 0, 0], b: [0, 1, 0], c: [0, 0, 1] });
    expect(await copied(copies, "large", "1", large.reader)).toEqual({ size: 3, members: null });
    expect(large.reads.vectors).toEqual([]);
    const beyondExact: ScopeReader = { members: async () => ({ size: 6000, members: null }), vectors: async () => [] };
    expect(await copied(copies, "beyond", "1", beyondExact)).toEqual({ size: 6000, members: null });
  });

  it("leaves a key uncopied when its read fails, and reads it on a later lookup", async () => {
    const copies = new VectorCopies(100);
    const scope = graph([named("a")], { a: [1, 0, 0] });
    const failing: ScopeReader = { members: async () => Promise.reject(new Error("Neo4j away")), vectors: scope.reader.vectors };
    for (let miss = 0; miss < 3; miss++) copies.held("k", "1", failing);
    await copies.settled();
    expect(copies.held("k", "1", scope.reader)).toBeUndefined();
    expect((await copied(copies, "k", "1", scope.reader)).members!.map((m) => m.id)).toEqual(["a"]);
  });
});
