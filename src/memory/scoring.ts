import type { RecallWeights } from "../config.js";
import type { SearchScores } from "../search/fusion.js";
import type { FusedSimilarity, JudgedSimilarity } from "../search/pipeline.js";
import { weightedScore } from "../search/scoring.js";

export type MemoryScopeName = "GLOBAL" | "PROJECT" | "SESSION";

export const EVERGREEN_TAGS = new Set(["architecture", "security", "core", "breaking"]);
const DECAY_PER_DAY = 0.01;
const DECAY_FLOOR = 0.3;
const DAY_MS = 86_400_000;

export interface RecallCandidate extends SearchScores {
  id: string;
  scope: MemoryScopeName;
  memoryType: string;
  title: string | null;
  content: string;
  /** As stored: null when never given. */
  tags: string[] | null;
  importance: number | null;
  occurrences: number;
  /** When it happened (occurredAt) or else when it was stored, in ms since the epoch. */
  happenedAt: number;
  /** Code or a dependency it is about changed since it was written (see staleness.ts), and why. */
  stale: boolean;
  staleReason: string | null;
}

export interface ScoreBreakdown {
  similarity: number;
  /** BM25's standard score among the candidates fulltext found; null when it did not find it, or recall ran without a question. */
  lexical: number | null;
  /** Cosine's standard score among the scope's memories; null when vector search did not score it. */
  semantic: number | null;
  decay: number;
  scopeMatch: number;
  occurrence: number;
  importance: number;
  weights: RecallWeights;
  /** Set when the memory was found as the turn before or after this conversational hit (not by the search itself). */
  nextTurnOf?: string;
  /** The estimated chance (0 to 1) that the memory answers the question (see search/relevance.ts); null without a question. */
  relevance: number | null;
  /** What relevance was estimated from: cosine as Neo4j gives it, (1 + cos) / 2 (null without vectors), and the share of the question's words. */
  cosine: number | null;
  coverage: number | null;
  /** With ENGRAM_RERANKER set, on the hits it read: the cross-encoder's chance (0 to 1) that the memory answers the question. */
  reranker?: number;
  /** The memory is stale: recall ranks it below the fresh hits unless asked to include stale ones alike (see freshFirst). */
  stale: boolean;
}

export interface ScoredMemory {
  candidate: RecallCandidate;
  score: number;
  why: ScoreBreakdown;
}

export function decay(happenedAt: number, tags: readonly string[] | null, now: number): number {
  if (tags?.some((tag) => EVERGREEN_TAGS.has(tag.toLowerCase()))) return 1;
  const ageDays = Math.max(0, (now - happenedAt) / DAY_MS);
  return Math.max(DECAY_FLOOR, 1 - DECAY_PER_DAY * ageDays);
}

/** A pattern (or anti-pattern) seen in more places counts for more, up to ten; seen once, it counts like any other memory. */
export function occurrenceWeight(memoryType: string, occurrences: number): number {
  const base = 0.5;
  return memoryType === "PATTERN" || memoryType === "ANTI_PATTERN" ? Math.max(base, Math.min(1, occurrences / 10)) : base;
}

/**
 * The design's formula, score = similarity·w + decay·w + scope match·w + occurrence·w, plus importance;
 * similarity (0 to 1) comes from the search: words and meaning fused, with the context of neighbours.
 */
export function scoreCandidates(
  candidates: readonly RecallCandidate[],
  weights: RecallWeights,
  now: number,
  similarity: (candidate: RecallCandidate) => FusedSimilarity & Partial<JudgedSimilarity>,
): ScoredMemory[] {
  // Built field by field: recall scores hundreds of candidates per question, and spreads cost several times more.
  return candidates
    .map((candidate) => {
      const judged = similarity(candidate);
      const parts = {
        similarity: judged.similarity,
        decay: decay(candidate.happenedAt, candidate.tags, now),
        scopeMatch: candidate.scope === "GLOBAL" ? 0.5 : 1,
        occurrence: occurrenceWeight(candidate.memoryType, candidate.occurrences),
        importance: (candidate.importance ?? 5) / 10,
      };
      const why: ScoreBreakdown = {
        similarity: parts.similarity,
        lexical: judged.lexical,
        semantic: judged.semantic,
        relevance: judged.relevance ?? null,
        cosine: judged.cosine ?? null,
        coverage: judged.coverage ?? null,
        decay: parts.decay,
        scopeMatch: parts.scopeMatch,
        occurrence: parts.occurrence,
        importance: parts.importance,
        weights,
        stale: candidate.stale,
      };
      if (judged.neighbourOf) why.nextTurnOf = judged.neighbourOf;
      return { candidate, score: weightedScore(parts, weights), why };
    })
    .sort((a, b) => b.score - a.score || b.candidate.happenedAt - a.candidate.happenedAt);
}
