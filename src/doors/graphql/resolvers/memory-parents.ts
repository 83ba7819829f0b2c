import type { RecallCandidate, ScoreBreakdown, ScoredMemory } from "../../../memory/scoring.js";

const RECALLED = ["id", "memoryType", "title", "content", "tags", "importance", "occurrences"] as const;

/** The Memory fields recall reads with each hit, as the generated API would answer them. */
export type RecalledFields = Pick<RecallCandidate, (typeof RECALLED)[number]>;

export const RECALLED_FIELDS: ReadonlySet<string> = new Set(RECALLED);

/** What recall hands to the MemoryHit resolvers: the memory is loaded only when the client asks for more than recall read. */
export interface MemoryHitParent {
  memoryId: string;
  recalled: RecalledFields;
  score: number;
  scope: "GLOBAL" | "PROJECT" | "SESSION";
  why: ScoreBreakdown;
}

export function memoryHit({ candidate, score, why }: ScoredMemory): MemoryHitParent {
  const { id, memoryType, title, content, tags, importance, occurrences } = candidate;
  return { memoryId: id, recalled: { id, memoryType, title, content, tags, importance, occurrences }, score, scope: candidate.scope, why };
}

export interface RelatedMemoryParent {
  memoryId: string;
  relation: string;
  distance: number;
}
