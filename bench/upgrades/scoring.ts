/**
 * Flagged call sites against the lines a migration changed: strict (same file and line) and near (same file,
 * at most NEAR_LINES apart: a call chain split over lines, where the migration changed `.string()` and the
 * deprecated `.email()` sits on the next line). Precision over the flags, recall over the changed lines.
 */

export interface Site {
  path: string;
  line: number;
}

export const NEAR_LINES = 2;

export interface SiteScore {
  flagged: number;
  truth: number;
  /** Flags that match a changed line. */
  matchedFlags: number;
  /** Changed lines some flag matches. */
  matchedTruth: number;
  precision: number | null;
  recall: number | null;
}

const key = (site: Site) => `${site.path}:${site.line}`;

export function uniqueSites<S extends Site>(sites: readonly S[]): S[] {
  return [...new Map(sites.map((site) => [key(site), site])).values()];
}

export function scoreSites(flags: readonly Site[], truth: readonly Site[], tolerance: number): SiteScore {
  const flagged = uniqueSites(flags);
  const changed = uniqueSites(truth);
  const near = (a: Site, b: Site) => a.path === b.path && Math.abs(a.line - b.line) <= tolerance;
  const matchedFlags = flagged.filter((flag) => changed.some((line) => near(flag, line))).length;
  const matchedTruth = changed.filter((line) => flagged.some((flag) => near(flag, line))).length;
  return {
    flagged: flagged.length,
    truth: changed.length,
    matchedFlags,
    matchedTruth,
    precision: flagged.length === 0 ? null : matchedFlags / flagged.length,
    recall: changed.length === 0 ? null : matchedTruth / changed.length,
  };
}

/**
 * The plain baseline: every line of the project's source files holding the last segment of a deprecated or
 * removed API's name (`BaseModel.dict` → `dict`) as a whole word, as `grep -nw` for the names prints them.
 */
export function grepSites(files: ReadonlyArray<{ path: string; text: string }>, apiNames: readonly string[]): Site[] {
  const names = [...new Set(apiNames.map((name) => name.split(/[.#:]/).at(-1)!).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)))];
  if (names.length === 0) return [];
  const pattern = new RegExp(`(?<![\\w$])(${names.map((name) => name.replace(/\$/g, "\\$")).join("|")})(?![\\w$])`);
  return files.flatMap(({ path, text }) =>
    text.split("\n").flatMap((content, index) => (pattern.test(content) ? [{ path, line: index + 1 }] : [])),
  );
}
