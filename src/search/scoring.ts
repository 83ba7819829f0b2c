/**
 * The design's weighted score: each part (0 to 1) times its weight, summed. Memory recall weighs
 * similarity, decay, scope match, occurrence and importance (RecallWeights); knowledge search weighs
 * credibility, freshness, usage and similarity (KnowledgeWeights), for its own hits and for memory hits.
 * Parts are summed in the order the object names them, so a score is the same to the last digit
 * wherever it is computed.
 */
export function weightedScore<Part extends string>(parts: Readonly<Record<Part, number>>, weights: Readonly<Record<Part, number>>): number {
  let score = 0;
  for (const part of Object.keys(parts) as Part[]) score += parts[part] * weights[part];
  return score;
}
