import type { RecallCandidate } from "../../../memory/scoring.js";

const RECALLED = ["id", "memoryType", "title", "content", "tags", "importance", "occurrences", "stale", "staleReason"] as const;

/** The Memory fields recall reads with each hit, as the generated API would answer them. */
export type RecalledFields = Pick<RecallCandidate, (typeof RECALLED)[number]>;

export const RECALLED_FIELDS: ReadonlySet<string> = new Set(RECALLED);

/** What recall read of a memory, handed to the generated API so that it loads the node only for more fields. */
export function recalledFields(candidate: RecallCandidate): RecalledFields {
  const { id, memoryType, title, content, tags, importance, occurrences, stale, staleReason } = candidate;
  return { id, memoryType, title, content, tags, importance, occurrences, stale, staleReason };
}
