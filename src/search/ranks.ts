/** A hit with its place in the list it was returned in: 1 for the first. */
export type Ranked<H> = H & { rank: number };

/**
 * A finished list of hits numbered in the order it is returned. Every hit list a caller reads (recall,
 * searchKnowledge, solveError) is numbered here as its last step, so that rank is the order by construction;
 * score and relevance are what went into the order, and relevance does not follow it (README, Ranks).
 */
export function numbered<H extends object>(hits: readonly H[]): Array<Ranked<H>> {
  return hits.map((hit, index) => ({ ...hit, rank: index + 1 }));
}
