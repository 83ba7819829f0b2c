import type { RecallWeights } from "../config.js";
import { fuseSimilarity, type SearchScores } from "../search/fusion.js";

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
  tags: string[];
  importance: number | null;
  occurrences: number;
  /** When it happened (occurredAt) or else when it was stored, in ms since the epoch. */
  happenedAt: number;
}

export interface ScoreBreakdown {
  similarity: number;
  /** BM25 over the best candidate's (0 to 1); null when recall ran without a question. */
  lexical: number | null;
  /** Cosine scaled between the farthest (0) and nearest (1) candidates; null when vector search did not return it. */
  semantic: number | null;
  decay: number;
  scopeMatch: number;
  occurrence: number;
  importance: number;
  weights: RecallWeights;
  /** Set when the memory was added as the reply to this conversational hit. */
  nextTurnOf?: string;
}

export interface ScoredMemory {
  candidate: RecallCandidate;
  score: number;
  why: ScoreBreakdown;
}

export function decay(happenedAt: number, tags: string[], now: number): number {
  if (tags.some((tag) => EVERGREEN_TAGS.has(tag.toLowerCase()))) return 1;
  const ageDays = Math.max(0, (now - happenedAt) / DAY_MS);
  return Math.max(DECAY_FLOOR, 1 - DECAY_PER_DAY * ageDays);
}

function occurrenceWeight(memoryType: string, occurrences: number): number {
  return memoryType === "PATTERN" || memoryType === "ANTI_PATTERN" ? Math.min(1, occurrences / 10) : 0.5;
}

/**
 * The design's formula, score = similarity·w + decay·w + scope match·w + occurrence·w, plus importance;
 * similarity is BM25 divided by the best candidate's so the top lexical hit scores 1 (mixed with the
 * same for cosine when recall is hybrid).
 */
export function scoreCandidates(candidates: RecallCandidate[], weights: RecallWeights, now: number, lexicalShare: number | null = null): ScoredMemory[] {
  const similarity = fuseSimilarity(candidates, lexicalShare);
  return candidates
    .map((candidate) => {
      const why: ScoreBreakdown = {
        ...similarity(candidate),
        decay: decay(candidate.happenedAt, candidate.tags, now),
        scopeMatch: candidate.scope === "GLOBAL" ? 0.5 : 1,
        occurrence: occurrenceWeight(candidate.memoryType, candidate.occurrences),
        importance: (candidate.importance ?? 5) / 10,
        weights,
      };
      const score =
        why.similarity * weights.similarity +
        why.decay * weights.decay +
        why.scopeMatch * weights.scopeMatch +
        why.occurrence * weights.occurrence +
        why.importance * weights.importance;
      return { candidate, score, why };
    })
    .sort((a, b) => b.score - a.score || b.candidate.happenedAt - a.candidate.happenedAt);
}
