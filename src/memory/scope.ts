import { createHash } from "node:crypto";

/** Where a memory lives: its agent type, and optionally a project and an agent instance's session. */
export interface MemoryScopeKey {
  agentType: string;
  project: string | null;
  sessionId: string | null;
}

function digest(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}

/**
 * An alphanumeric token that the Lucene standard tokenizer keeps whole. Each memory carries the
 * tokens of the scopes that may see it, so recall filters inside the fulltext query: a tenant
 * never gets fewer hits because other projects' memories filled the candidate list.
 */
export function scopeToken({ agentType, project, sessionId }: MemoryScopeKey): string {
  if (sessionId !== null) return `s${digest(agentType, project ?? "", sessionId).slice(0, 24)}`;
  if (project !== null) return `p${digest(agentType, project).slice(0, 24)}`;
  return `g${digest(agentType).slice(0, 24)}`;
}

/** A memory's scope tokens: one per agent type holding it, in its project and session. */
export function scopeTokensOf(agentTypes: readonly string[], { project, sessionId }: Pick<MemoryScopeKey, "project" | "sessionId">): string {
  return [...new Set(agentTypes.map((agentType) => scopeToken({ agentType, project, sessionId })))].join(" ");
}

/** The tokens a recall may match: the agent type's global memory, its project's, and its session's. */
export function visibleScopeTokens(scope: MemoryScopeKey): string[] {
  const tokens = [scopeToken({ agentType: scope.agentType, project: null, sessionId: null })];
  if (scope.project !== null) tokens.push(scopeToken({ ...scope, sessionId: null }));
  if (scope.sessionId !== null) tokens.push(scopeToken(scope));
  return tokens;
}

/** Lower case, trimmed, inner white space collapsed: the form duplicates and promotion compare. */
export function normaliseContent(content: string): string {
  return content.trim().toLowerCase().replace(/\s+/g, " ");
}

export function contentHash(content: string): string {
  return digest(normaliseContent(content));
}

/** Same normalised content in the same scope is one memory. */
export function dedupeKey(scope: MemoryScopeKey, content: string): string {
  return digest(scope.agentType, scope.project ?? "", scope.sessionId ?? "", normaliseContent(content));
}
