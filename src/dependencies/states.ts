/**
 * A project's dependency state as `engram ingest deps` records it (DependencyState.packages), and what
 * changed between two states. Pure: the store writes states, upgrade.ts reads them.
 *
 * A state holds every package the lockfiles pin (direct or not, whatever --all says, so that a run with
 * --all and one without record the same state), each as `ecosystem|name|version|direct` or
 * `…|indirect`, sorted: npm names and PyPI's normalised names hold no `|`.
 */

import { compareVersions } from "../knowledge/versions.js";
import { packageSource, type Ecosystem, type LockedPackage } from "./types.js";

const SEPARATOR = "|";

/** One locked package in a state. */
export interface StatePackage {
  ecosystem: Ecosystem;
  name: string;
  /** The documentation set's name, e.g. npm:zod. */
  source: string;
  version: string;
  direct: boolean;
}

/** The state's strings: one per package version, direct when any lockfile names it directly, sorted. */
export function lockedSet(locked: readonly LockedPackage[]): string[] {
  const direct = new Map<string, boolean>();
  for (const pkg of locked) {
    const key = [pkg.ecosystem, pkg.name, pkg.version].join(SEPARATOR);
    direct.set(key, (direct.get(key) ?? false) || pkg.direct);
  }
  return [...direct].map(([key, isDirect]) => `${key}${SEPARATOR}${isDirect ? "direct" : "indirect"}`).sort();
}

export function parseStatePackage(text: string): StatePackage {
  const [ecosystem, name, version, direct] = text.split(SEPARATOR) as [Ecosystem, string, string, string];
  return { ecosystem, name, source: packageSource(ecosystem, name), version, direct: direct === "direct" };
}

export interface VersionChange {
  ecosystem: Ecosystem;
  name: string;
  source: string;
  from: string;
  to: string;
  direct: boolean;
}

export interface StateDiff {
  changed: VersionChange[];
  added: StatePackage[];
  removed: StatePackage[];
}

/**
 * The version a state runs of a package locked maybe at several: the direct one, else the newest (a
 * package pulled in at two versions is compared by its newest).
 */
function runningVersions(packages: readonly StatePackage[]): Map<string, StatePackage> {
  const bySource = new Map<string, StatePackage>();
  for (const pkg of packages) {
    const kept = bySource.get(pkg.source);
    const better = !kept || (pkg.direct && !kept.direct) || (pkg.direct === kept.direct && compareVersions(pkg.version, kept.version) > 0);
    if (better) bySource.set(pkg.source, pkg);
  }
  return bySource;
}

/** What changed from one state to the next, per package: its version, or whether it came or went. Direct packages first, then by name. */
export function diffStates(before: readonly string[], after: readonly string[]): StateDiff {
  const old = runningVersions(before.map(parseStatePackage));
  const now = runningVersions(after.map(parseStatePackage));
  const order = <T extends { direct: boolean; source: string }>(items: T[]) => items.sort((a, b) => Number(b.direct) - Number(a.direct) || a.source.localeCompare(b.source));
  const changed: VersionChange[] = [];
  for (const [source, pkg] of now) {
    const was = old.get(source);
    if (was && was.version !== pkg.version) changed.push({ ecosystem: pkg.ecosystem, name: pkg.name, source, from: was.version, to: pkg.version, direct: pkg.direct || was.direct });
  }
  return {
    changed: order(changed),
    added: order([...now.values()].filter((pkg) => !old.has(pkg.source))),
    removed: order([...old.values()].filter((pkg) => !now.has(pkg.source))),
  };
}
