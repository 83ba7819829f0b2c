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

/** A neighbour as read: the key of the candidate it is beside, and itself. */
export interface NeighbourRow<C> {
  beside: string;
  candidate: C;
}

/**
 * One search's reads of neighbours. They may start before fusion asks for them: when the meaning
 * search knows its nearest keys and scores before it has read their rows (an in-process copy of the
 * vectors), the candidates fusion will pick are known then too (see seedsBeforeRows), and their
 * neighbours are read while the rows are. Fusion then takes what was read early for the keys it covers
 * and reads the rest, so what it gets never depends on the early read: only when it arrives does.
 */
export class NeighbourReads<C> {
  private early: { keys: Set<string>; rows: Promise<ReadonlyArray<NeighbourRow<C>>> } | null = null;
  private asked = false;

  constructor(private readonly read: (keys: string[]) => Promise<ReadonlyArray<NeighbourRow<C>>>) {}

  /** Starts reading the neighbours of these keys: once per search, and only before fusion asks (then nothing would wait for it). */
  start(keys: string[]): void {
    if (this.early !== null || this.asked || keys.length === 0) return;
    const rows = this.read(keys);
    // Awaited by `of` when fusion wants these keys; a failure there is the search's, never unhandled here.
    rows.catch(() => undefined);
    this.early = { keys: new Set(keys), rows };
  }

  /** The neighbours of these keys, in their order (each key's rows as read). */
  async of(keys: readonly string[]): Promise<Array<NeighbourRow<C>>> {
    this.asked = true;
    const early = this.early;
    const covered = early === null ? [] : keys.filter((key) => early.keys.has(key));
    if (early === null || covered.length === 0) return [...(await this.read([...keys]))];
    const missing = keys.filter((key) => !early.keys.has(key));
    const [earlyRows, lateRows] = await Promise.all([early.rows, missing.length > 0 ? this.read(missing) : []]);
    const position = new Map(keys.map((key, i) => [key, i]));
    return [...earlyRows, ...lateRows].filter((row) => position.has(row.beside)).sort((a, b) => position.get(a.beside)! - position.get(b.beside)!);
  }
}
