import type { Driver } from "neo4j-driver";
import { badInput } from "../errors.js";

export interface SourceSpec {
  id: string;
  name: string | null;
  /** A kind from the trust table (official_docs, community…); null keeps a known source's kind. */
  kind: string | null;
  url: string | null;
}

/** Creates the source with its kind's trust, or updates it when a kind is given; trust set by hand otherwise stays. */
const ENSURE_SOURCE = `
MERGE (s:Source {id: $id})
ON CREATE SET s.name = coalesce($name, $id), s.kind = coalesce($kind, $defaultKind), s.trustScore = $trust, s.url = $url
ON MATCH SET s.name = coalesce($name, s.name), s.url = coalesce($url, s.url),
  s.kind = coalesce($kind, s.kind), s.trustScore = CASE WHEN $kind IS NULL THEN s.trustScore ELSE $trust END`;

export const DEFAULT_SOURCE_KIND = "official_docs";

/** A package's documentation set, named by its registry: `npm:@types/react`, `pypi:typing-extensions`. */
export const PACKAGE_SOURCE = /^(npm:(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*|pypi:[a-z0-9]([a-z0-9-]*[a-z0-9])?)$/i;

export function trustOf(kind: string, trustTable: Record<string, number>): number {
  const trust = trustTable[kind];
  if (trust === undefined) throw badInput("sourceKind", `must be one of ${Object.keys(trustTable).join(", ")} (got "${kind}"); ENGRAM_SOURCE_TRUST adds kinds`);
  return trust;
}

export async function ensureSource(driver: Driver, database: string | undefined, spec: SourceSpec, trustTable: Record<string, number>): Promise<void> {
  if (!/^[\w.-]+$/.test(spec.id) && !PACKAGE_SOURCE.test(spec.id)) {
    throw badInput("source", `must be a source id of letters, digits, _, . or - such as node_docs, or a package's such as npm:@types/react (got "${spec.id}")`);
  }
  const trust = trustOf(spec.kind ?? DEFAULT_SOURCE_KIND, trustTable);
  await driver.executeQuery(ENSURE_SOURCE, { ...spec, defaultKind: DEFAULT_SOURCE_KIND, trust }, { database });
}
