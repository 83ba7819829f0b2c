/**
 * One version number per memory scope token, raised in the transaction of every write that changes what
 * hybrid recall compares in that scope: a memory added, changed, re-embedded, shared, unshared, superseded
 * or deleted. An instance's in-process copy of a scope (see memory/vector-copy.ts) is used only while the
 * versions it was read under are the graph's, so a recall that finds them unchanged reads one small node
 * per token instead of every memory of the scope; any instance's write is seen by every other at its next
 * recall. Writes of many scopes at once (import, a project's deletion, expiry) raise ALL_SCOPES, which
 * every copy is checked against too.
 */

/** The token whose version every copy is checked against, raised by writes that touch many scopes at once. */
export const ALL_SCOPES = "*";

/**
 * Raises the version of every token in tokens, a Cypher expression over the variables named (a
 * space-separated list, the form of Memory.scopeTokens). A unit subquery: the rows around it pass unchanged.
 */
export const raiseScopeVersions = (variables: string, tokens: string) => `
WITH *
CALL (${variables}) {
  UNWIND split(coalesce(${tokens}, ''), ' ') AS token
  WITH DISTINCT token WHERE token <> ''
  MERGE (version:ScopeVersion {token: token})
  SET version.version = coalesce(version.version, 0) + 1
}`;

/** Raises ALL_SCOPES: every copy of every scope is read again at its next use. */
export const RAISE_ALL_SCOPES = `
MERGE (version:ScopeVersion {token: '${ALL_SCOPES}'})
SET version.version = coalesce(version.version, 0) + 1`;
