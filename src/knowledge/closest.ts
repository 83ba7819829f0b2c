import { distance } from "fastest-levenshtein";

/**
 * The `count` existing strings nearest to a mistyped one, nearest first (ties keep their order), for
 * "did you mean" answers. `distanceTo` measures how far a candidate is; edit distance by default.
 */
export function closestStrings(
  wanted: string,
  existing: readonly string[],
  count: number,
  distanceTo: (candidate: string) => number = (candidate) => distance(wanted, candidate),
): string[] {
  const measured = [...new Set(existing)].map((candidate) => ({ candidate, far: distanceTo(candidate) }));
  return measured
    .sort((a, b) => a.far - b.far)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
