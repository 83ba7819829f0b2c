/**
 * Context from neighbours: in a conversation the words of a question often match one turn while the
 * answer is in the turn before or after it, so each candidate gains a share of how far its best
 * neighbour's evidence stands above a floor. A candidate with no known neighbour (or only ones at the
 * floor) gains nothing, so its evidence stays its own. Evidence is in standard deviations (see fusion.ts).
 */
export interface NeighbourContext {
  /** Share of the best neighbour's evidence added (0 turns it off). */
  share: number;
  /** Where a neighbour starts to count, in standard deviations. */
  floor: number;
}

export function withNeighbourEvidence(
  evidence: ReadonlyMap<string, number>,
  neighbours: ReadonlyMap<string, readonly string[]>,
  { share, floor }: NeighbourContext,
): Map<string, number> {
  const result = new Map<string, number>();
  for (const [id, own] of evidence) {
    const around = (neighbours.get(id) ?? []).flatMap((neighbour) => (evidence.has(neighbour) ? [evidence.get(neighbour)!] : []));
    result.set(id, own + share * (Math.max(floor, ...around) - floor));
  }
  return result;
}

/** Both directions of each (hit, neighbour) pair: a turn is the neighbour of its neighbour. */
export function neighbourMap(pairs: ReadonlyArray<readonly [string, string]>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const list = map.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    map.set(from, list);
  };
  for (const [a, b] of pairs) {
    add(a, b);
    add(b, a);
  }
  return map;
}
