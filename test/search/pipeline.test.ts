import { describe, expect, it } from "vitest";
import { fuseSimilarity, logistic, standardEvidence } from "../../src/search/fusion.js";
import {
  fusionInContext,
  mergeCandidates,
  plainFusion,
  runSearch,
  scoresByMeaning,
  scoresByWords,
  seedsBeforeRows,
  type Fusion,
  type FusedSimilarity,
  type NeighbourStage,
} from "../../src/search/pipeline.js";
import type { SearchRecipe } from "../../src/search/config.js";
import { relevance, type RelevanceFit } from "../../src/search/relevance.js";

/** A fit of the test's own: the pipeline must judge with the one its domain configures. */
const FIT: RelevanceFit = { withMeaning: { intercept: -2, cosine: 3, coverage: 1 }, wordsOnly: { intercept: -1, cosine: 0, coverage: 2 } };
/** A recipe of the test's own: its share and fit are what the pipeline must use. */
const RECIPE: SearchRecipe = { lexical: { perResult: 3, min: 5, max: 50 }, vector: { perResult: 2, min: 4, max: 40 }, lexicalShare: 0.4, relevance: FIT };

interface Item {
  id: string;
  lexicalScore: number;
  semanticScore: number | null;
  turn?: boolean;
}

const item = (id: string, lexicalScore: number, semanticScore: number | null, turn = false): Item => ({ id, lexicalScore, semanticScore, turn });
const key = (candidate: Item) => candidate.id;
const row = (score: number | null) => ({ get: (field: "score") => (field === "score" ? score : undefined) });

describe("mergeCandidates", () => {
  it("keeps one candidate per key, words' order first, with both searches' scores, and leaves its inputs alone", () => {
    const lexical = [item("a", 3, null), item("b", 1, null)];
    const semantic = [item("c", 0, 0.9), item("a", 0, 0.7)];
    const merged = mergeCandidates(lexical, semantic, key);
    expect(merged).toEqual([item("a", 3, 0.7), item("b", 1, null), item("c", 0, 0.9)]);
    expect(lexical[0]).toEqual(item("a", 3, null));
  });

  it("merges by the domain's key", () => {
    const merged = mergeCandidates([{ ...item("x", 2, null), kind: "DOC" }], [{ ...item("x", 0, 0.5), kind: "API" }], (c) => `${c.kind}|${c.id}`);
    expect(merged.map((c) => [c.kind, c.lexicalScore, c.semanticScore])).toEqual([
      ["DOC", 2, null],
      ["API", 0, 0.5],
    ]);
  });
});

describe("scores of a search's rows", () => {
  it("takes BM25 from a fulltext row and cosine from a vector row", () => {
    expect(scoresByWords(row(2.5))).toEqual({ lexicalScore: 2.5, semanticScore: null });
    expect(scoresByMeaning(row(0.8))).toEqual({ lexicalScore: 0, semanticScore: 0.8 });
    expect(scoresByMeaning(row(null))).toEqual({ lexicalScore: 0, semanticScore: null });
  });
});

describe("runSearch", () => {
  /** A fusion that records what it was told, fusing plainly. */
  function recordingFusion() {
    const told: Array<{ lexicalShare: number | null; population: unknown; candidates: Item[] }> = [];
    const fusion: Fusion<Item> = async (candidates, searches) => {
      told.push({ lexicalShare: searches.lexicalShare, population: searches.population, candidates });
      return plainFusion<Item>()(candidates, searches);
    };
    return { told, fusion };
  }
  const rankBySimilarity = (candidates: Item[], similarity: (c: Item) => FusedSimilarity) =>
    candidates.map((c) => ({ id: c.id, similarity: similarity(c).similarity })).sort((a, b) => b.similarity - a.similarity);

  it("runs both retrievers at once, merges, fuses with the domain's share and the population, and ranks", async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { told, fusion } = recordingFusion();
    const search = runSearch({
      recipe: RECIPE,
      limit: 10,
      terms: [],
      matchedText: () => "",
      key,
      byWords: async () => {
        started.push("words");
        await gate;
        return [item("a", 3, null), item("b", 1, null)];
      },
      byMeaning: async () => {
        started.push("meaning");
        release();
        return { candidates: [item("b", 0, 0.9), item("c", 0, 0.2)], population: { mean: 0.5, deviation: 0.1 } };
      },
      fusion,
      rank: rankBySimilarity,
    });
    const hits = await search;
    expect(started).toEqual(["words", "meaning"]);
    expect(told).toEqual([{ lexicalShare: 0.4, population: { mean: 0.5, deviation: 0.1 }, candidates: [item("a", 3, null), item("b", 1, 0.9), item("c", 0, 0.2)] }]);
    const similarity = fuseSimilarity(told[0]!.candidates, 0.4);
    expect(hits).toEqual(told[0]!.candidates.map((c) => ({ id: c.id, similarity: similarity(c).similarity })).sort((a, b) => b.similarity - a.similarity));
  }, 2_000);

  it("asks each retriever for the recipe's budget for the hits asked, and mixes by the setting's share over the recipe's", async () => {
    const asked: Array<[string, number]> = [];
    const { told, fusion } = recordingFusion();
    await runSearch({
      recipe: RECIPE,
      limit: 10,
      lexicalShare: 0.7,
      terms: [],
      matchedText: () => "",
      key,
      byWords: async (candidates: number) => (asked.push(["words", candidates]), [item("a", 3, null)]),
      byMeaning: async (candidates: number) => (asked.push(["meaning", candidates]), { candidates: [item("a", 0, 0.5)], population: null }),
      fusion,
      rank: rankBySimilarity,
    });
    expect(asked).toEqual([
      ["words", 30],
      ["meaning", 20],
    ]);
    expect(told[0]!.lexicalShare).toBe(0.7);
  });

  it("does not search by meaning for a recipe without vectors", async () => {
    const { vector: _, ...wordsOnly } = RECIPE;
    const { told, fusion } = recordingFusion();
    let meaning = 0;
    await runSearch({ recipe: wordsOnly, limit: 1, terms: [], matchedText: () => "", key, byWords: async () => [item("a", 3, null)], byMeaning: async () => (meaning++, null), fusion, rank: rankBySimilarity });
    expect(meaning).toBe(0);
    expect(told[0]!.lexicalShare).toBeNull();
  });

  it("hands the ranked hits to the rerank stage last, and returns what it returns", async () => {
    const given: string[][] = [];
    const hits = await runSearch({
      recipe: RECIPE,
      limit: 10,
      terms: [],
      matchedText: () => "",
      key,
      byWords: async () => [item("a", 3, null), item("b", 2, null), item("c", 1, null)],
      fusion: plainFusion<Item>(),
      rank: rankBySimilarity,
      rerank: async (ranked) => {
        given.push(ranked.map((hit) => hit.id));
        return [...ranked].reverse();
      },
    });
    expect(given).toEqual([["a", "b", "c"]]);
    expect(hits.map((hit) => hit.id)).toEqual(["c", "b", "a"]);
  });

  it("fuses words alone (no share) when meaning was not searched, or could not be", async () => {
    for (const byMeaning of [undefined, async () => null]) {
      const { told, fusion } = recordingFusion();
      await runSearch({ recipe: RECIPE,
      limit: 10, terms: [], matchedText: () => "", key, byWords: async () => [item("a", 3, null)], byMeaning, fusion, rank: rankBySimilarity });
      expect(told.map((t) => [t.lexicalShare, t.population])).toEqual([[null, null]]);
    }
  });

  it("judges each candidate's relevance from its cosine (the lowest returned when the vector search missed it) and its share of the question's words", async () => {
    const texts: Record<string, string> = { a: "reading files line by line", b: "nothing alike", c: "files" };
    const judged = await runSearch({
      recipe: RECIPE,
      limit: 10,
      terms: ["reading", "files"],
      matchedText: (c) => texts[c.id]!,
      key,
      byWords: async () => [item("a", 3, null), item("c", 1, null)],
      byMeaning: async () => ({ candidates: [item("b", 0, 0.91), item("c", 0, 0.85)], population: null }),
      fusion: plainFusion<Item>(),
      rank: (candidates, similarity) => candidates.map((c) => ({ id: c.id, ...similarity(c) })),
    });
    const byId = Object.fromEntries(judged.map((hit) => [hit.id, hit]));
    expect(byId.a).toMatchObject({ cosine: 0.85, coverage: 1, relevance: relevance({ cosine: 0.85, coverage: 1 }, FIT) });
    expect(byId.b).toMatchObject({ cosine: 0.91, coverage: 0, relevance: relevance({ cosine: 0.91, coverage: 0 }, FIT) });
    expect(byId.c).toMatchObject({ cosine: 0.85, coverage: 0.5, relevance: relevance({ cosine: 0.85, coverage: 0.5 }, FIT) });
  });

  it("judges by words alone when meaning was not searched", async () => {
    const [hit] = await runSearch({
      recipe: RECIPE,
      limit: 10,
      terms: ["reading", "files"],
      matchedText: () => "reading files",
      key,
      byWords: async () => [item("a", 3, null)],
      fusion: plainFusion<Item>(),
      rank: (candidates, similarity) => candidates.map((c) => similarity(c)),
    });
    expect(hit).toMatchObject({ cosine: null, coverage: 1, relevance: relevance({ cosine: null, coverage: 1 }, FIT) });
  });
});

describe("plainFusion", () => {
  it("is fuseSimilarity, whatever the population", async () => {
    const candidates = [item("a", 3, 0.9), item("b", 1, 0.5), item("c", 0, 0.1)];
    const { candidates: fused, similarity } = await plainFusion<Item>()(candidates, { key, lexicalShare: 0.5, population: { mean: 0, deviation: 1 } });
    expect(fused).toBe(candidates);
    const expected = fuseSimilarity(candidates, 0.5);
    for (const candidate of candidates) expect(similarity(candidate)).toEqual(expected(candidate));
  });
});

describe("fusionInContext", () => {
  const context = { share: 0.3, floor: -3 };

  function stage(neighbours: Record<string, Item[]>, best = 20) {
    const asked: string[][] = [];
    const s: NeighbourStage<Item> = {
      context,
      best,
      hasNeighbours: (c) => c.turn === true,
      neighbours: async (candidates) => {
        asked.push(candidates.map(key));
        return candidates.flatMap((c) => (neighbours[c.id] ?? []).map((candidate) => ({ beside: c.id, candidate })));
      },
    };
    return { asked, stage: s };
  }

  it("reads the neighbours of the best candidates that can have them, best first", async () => {
    const candidates = [item("low", 1, null, true), item("note", 9, null), item("high", 5, null, true), item("mid", 3, null, true)];
    const { asked, stage: s } = stage({}, 2);
    await fusionInContext(s)(candidates, { key, lexicalShare: null, population: null });
    expect(asked).toEqual([["high", "mid"]]);
  });

  it("reads nothing when no candidate can have neighbours, and then is the logistic of the standard evidence", async () => {
    const candidates = [item("a", 3, 0.9), item("b", 1, 0.4)];
    const { asked, stage: s } = stage({});
    const population = { mean: 0.5, deviation: 0.2 };
    const { candidates: fused, similarity } = await fusionInContext(s)(candidates, { key, lexicalShare: 0.4, population });
    expect(asked).toEqual([]);
    expect(fused).toEqual(candidates);
    const evidenceOf = standardEvidence(candidates, 0.4, population);
    for (const candidate of candidates) {
      const { evidence, lexical, semantic } = evidenceOf(candidate);
      expect(similarity(candidate)).toEqual({ similarity: logistic(evidence), lexical, semantic });
    }
  });

  it("adds the neighbours not found, beside the hit they were read for, and gives each candidate a share of its best neighbour's evidence", async () => {
    const question = item("question", 4, 0.8, true);
    const other = item("other", 2, 0.3, true);
    const reply = item("reply", 0, 0.6, true);
    // other is a neighbour of question too, and already a candidate: it is not added again
    const { stage: s } = stage({ question: [reply, { ...other, lexicalScore: 0 }] });
    const candidates = [question, other];
    const { candidates: fused, similarity } = await fusionInContext(s)(candidates, { key, lexicalShare: 0.5, population: null });
    expect(fused.map(key)).toEqual(["question", "other", "reply"]);
    expect(candidates.map(key)).toEqual(["question", "other"]);

    const evidenceOf = standardEvidence(candidates, 0.5, null);
    const evidence = (c: Item) => evidenceOf(c).evidence;
    const lift = (...neighbours: Item[]) => context.share * (Math.max(context.floor, ...neighbours.map(evidence)) - context.floor);
    expect(similarity(question).similarity).toBeCloseTo(logistic(evidence(question) + lift(reply, other)), 12);
    expect(similarity(other).similarity).toBeCloseTo(logistic(evidence(other) + lift(question)), 12);
    const { lexical, semantic } = evidenceOf(reply);
    expect(similarity(reply)).toEqual({ similarity: logistic(evidence(reply) + lift(question)), lexical, semantic, neighbourOf: "question" });
    expect(similarity(question).neighbourOf).toBeUndefined();
  });
});

describe("seedsBeforeRows", () => {
  const stageOf = (best: number) => {
    const asked: string[][] = [];
    const stage: NeighbourStage<Item> = {
      context: { share: 0.3, floor: -3 },
      best,
      hasNeighbours: (c) => c.turn === true,
      neighbours: async (candidates) => {
        asked.push(candidates.map(key));
        return [];
      },
    };
    return { asked, stage };
  };

  it("picks, from the words' candidates and the meaning search's scores alone, the candidates fusionInContext reads the neighbours of", async () => {
    const words = [item("w1", 9, null, true), item("both", 6, null, true), item("w2", 4, null), item("w3", 2, null, true), item("w4", 1, null, true)];
    // what the meaning search's rows will say, and what it knew of them before reading them: key, score, whether a turn
    const meaningRows = [item("m1", 0, 0.93, true), item("both", 0, 0.9, true), item("m2", 0, 0.7), item("m3", 0, 0.52, true)];
    const meaningScores = meaningRows.map(({ id, semanticScore, turn }) => item(id, 0, semanticScore, turn));
    const population = { mean: 0.55, deviation: 0.12 };
    for (const best of [1, 3, 5, 20]) {
      const { asked, stage } = stageOf(best);
      await fusionInContext(stage)(mergeCandidates(words, meaningRows, key), { key, lexicalShare: 0.4, population });
      const seeds = seedsBeforeRows(words, meaningScores, { key, lexicalShare: 0.4, population }, stage);
      expect(seeds.map(key)).toEqual(asked[0]);
      expect(seeds.every((seed) => seed.turn)).toBe(true);
      expect(seeds.length).toBe(Math.min(best, 6));
    }
  });

  it("leaves out what cannot have neighbours, even when it is the best", () => {
    const { stage } = stageOf(2);
    const seeds = seedsBeforeRows([item("note", 9, null), item("turn", 1, null, true)], [item("other", 0, 0.2, true)], { key, lexicalShare: 0.5, population: null }, stage);
    expect(seeds.map(key).sort()).toEqual(["other", "turn"]);
  });
});
