/** Who is calling. Scopes of null mean "all"; the memory domain enforces them on every path. */
export interface Principal {
  name: string;
  agentTypes: string[] | null;
  projects: string[] | null;
}

/** Claims handed to @neo4j/graphql as a trusted, already-verified JWT for @authorization rules. */
export function principalClaims(principal: Principal) {
  return {
    sub: principal.name,
    agentTypes: principal.agentTypes ?? [],
    projects: principal.projects ?? [],
    allAgentTypes: principal.agentTypes === null,
    allProjects: principal.projects === null,
  };
}
