import type { ScoreBreakdown } from "./scoring.js";

/** What recall hands to the MemoryHit resolvers: the memory itself is loaded only if asked for. */
export interface MemoryHitParent {
  memoryId: string;
  score: number;
  scope: "GLOBAL" | "PROJECT" | "SESSION";
  why: ScoreBreakdown;
}

export interface RelatedMemoryParent {
  memoryId: string;
  relation: string;
  distance: number;
}
