/** Versions as documentation writes them (3.10, v18.2.0, 5.26.1): compared part by part, as numbers. */

function parts(version: string): number[] {
  return (version.match(/\d+/g) ?? []).map(Number);
}

/** Negative when a < b, zero when equal (missing parts count as 0), positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isVersion(text: string): boolean {
  return /^v?\d+(\.\d+)*([.-][0-9A-Za-z.-]+)?$/.test(text.trim());
}

export interface Versioned {
  versionIntroduced: string | null;
  deprecatedIn: string | null;
  /** Node's stability index; "0 - Deprecated" marks a deprecation without a version. */
  stability?: string | null;
}

/** Deprecated at the version asked (from deprecatedIn on), or at all when no version is asked. */
export function isDeprecatedAt(item: Versioned, version: string | null): boolean {
  if (item.deprecatedIn !== null) return version === null || compareVersions(item.deprecatedIn, version) <= 0;
  return item.stability?.trim().startsWith("0") ?? false;
}

export function isIntroducedBy(item: Versioned, version: string | null): boolean {
  return version === null || item.versionIntroduced === null || compareVersions(item.versionIntroduced, version) <= 0;
}
