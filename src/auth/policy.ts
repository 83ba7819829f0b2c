import type { Principal } from "./principal.js";

/**
 * The one access policy: which nodes a key may see, by its agent types and projects. It is written once,
 * as @neo4j/graphql `where` filters, and used three ways: as the SDL `@authorization` rules of the
 * generated API (authorizationSdl), as the filter a scoped key's relationship filters are narrowed to
 * (visibleWhere), and by the services' own Cypher through the same claims.
 *
 * One deliberate exception: agent type ids, with their counts, in recommendations (agentContext,
 * issueContext, agentMetrics, Issue.agentTypes): saying which agent type did best is what they are for.
 * They count only what the key's projects hold (src/issues), or knowledge every agent reads.
 */

/** A filter in @neo4j/graphql's `where` language. */
export type Where = Record<string, unknown>;

/** The two dimensions a key is scoped by; null on the principal means "all". */
export type Claim = "agentTypes" | "projects";

const ALL_CLAIM: Record<Claim, string> = { agentTypes: "allAgentTypes", projects: "allProjects" };

/** A node is visible when, for each condition whose claim the key is scoped by, `node(the key's ids)` holds. */
interface Condition {
  claim: Claim;
  node: (ids: string[] | string) => Where;
}

interface TypePolicy {
  conditions: Condition[];
  /** Generated mutations whose result must still be visible to the key (checked after they run). */
  validate: Array<"CREATE" | "UPDATE">;
  /**
   * The claims by which other scopes' nodes hang on a node of this type: a project holds every agent type's
   * memories, an agent type spans every project. A generated write of such a node (create, update, link)
   * needs a key that holds all of these claims, so that no key changes what another scope relies on.
   */
  spans?: Claim[];
}

const byId = (claim: Claim): Condition => ({ claim, node: (ids) => ({ id: { in: ids } }) });
// `IS NULL` first: a node without a project is no key's, and `null IN ids` would make the rule null, which
// @neo4j/graphql's validation cannot read (INTERNAL_SERVER_ERROR for a scoped key's create without a project).
const byProjectProperty: Condition = { claim: "projects", node: (ids) => ({ AND: [{ NOT: { project: { eq: null } } }, { project: { in: ids } }] }) };

const MEMORY: Condition[] = [
  { claim: "agentTypes", node: (ids) => ({ agentTypes: { some: { id: { in: ids } } } }) },
  // isGlobal is a stored flag that only remember sets, so a global memory is seen in every project.
  { claim: "projects", node: (ids) => ({ OR: [{ isGlobal: { eq: true } }, { projects: { all: { id: { in: ids } } } }] }) },
];

/** A revision is visible exactly when its memory is. */
const throughMemory = (condition: Condition): Condition => ({ claim: condition.claim, node: (ids) => ({ memory: { some: condition.node(ids) } }) });

/** A property naming the agent type or project whose keys alone see the node; a node without it is seen by every key. */
const unsetOrIn = (claim: Claim, property: string): Condition => ({ claim, node: (ids) => ({ OR: [{ [property]: { eq: null } }, { [property]: { in: ids } }] }) });

/** A pattern is seen by the agent types that recorded it: the `agent` of its CONTRIBUTED_TO edges. */
const PATTERN: Condition = { claim: "agentTypes", node: (ids) => ({ docsConnection: { some: { edge: { agent: { in: ids } } } } }) };

export const ACCESS_POLICY: Readonly<Record<string, TypePolicy>> = {
  AgentType: { conditions: [byId("agentTypes")], validate: ["CREATE", "UPDATE"], spans: ["projects"] },
  Project: { conditions: [byId("projects")], validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  // Written only by remember, rememberMany and import (no generated create or update).
  Memory: { conditions: MEMORY, validate: [] },
  MemoryRevision: { conditions: MEMORY.map(throughMemory), validate: [] },
  // Every agent type's memories reference a project's code.
  CodeFile: { conditions: [byProjectProperty], validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  Function: { conditions: [byProjectProperty], validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  Class: { conditions: [byProjectProperty], validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  // Which agent type used which documentation, and how its task went: seen by that agent type's keys.
  KnowledgeUsage: { conditions: [{ claim: "agentTypes", node: (ids) => ({ agentType: { in: ids } }) }], validate: [] },
  // Tasks agents solved, and what people said about them: seen by the agent types that recorded the pattern.
  Pattern: { conditions: [PATTERN], validate: [] },
  UserFeedback: { conditions: [{ claim: PATTERN.claim, node: (ids) => ({ pattern: { some: PATTERN.node(ids) } }) }], validate: [] },
  // A web answer fetched for solveError was asked with words of the caller's error: seen by the agent type and project it was
  // fetched for. webSearch's answers carry neither and are seen by every key.
  TavilyCache: { conditions: [unsetOrIn("agentTypes", "agentType"), unsetOrIn("projects", "project")], validate: [] },
};

/**
 * Documentation every agent reads: anyone may read it, but a generated create, update, delete or link of
 * it needs a key with every scope (`deleteExternalDocs(where: {})` from a scoped key would take it from all).
 */
export const SHARED_KNOWLEDGE = ["Source", "ExternalDoc", "APIReference", "BestPractice", "CodeExample"] as const;

const WRITES = "operations: [CREATE, UPDATE, DELETE, CREATE_RELATIONSHIP, DELETE_RELATIONSHIP]";

/** The JWT condition of holding every id of these claims. */
const holdsAll = (claims: readonly Claim[]): Where => ({ AND: claims.map((claim) => ({ [ALL_CLAIM[claim]]: { eq: true } })) });

export function isScoped(principal: Principal): boolean {
  return principal.agentTypes !== null || principal.projects !== null;
}

/** The filter of what this key may see of a type; null when it sees all of it (or the type is not scoped). */
export function visibleWhere(typeName: string, principal: Principal): Where | null {
  const conditions = (ACCESS_POLICY[typeName]?.conditions ?? []).flatMap((condition) => {
    const ids = principal[condition.claim];
    return ids === null ? [] : [condition.node(ids)];
  });
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0]! : { AND: conditions };
}

/** The policy as @neo4j/graphql's JWT-based rule: per condition, the key sees all, or the node matches its claim. */
function jwtRule(policy: TypePolicy): Where {
  const parts = policy.conditions.map((condition) => ({
    OR: [{ jwt: { [ALL_CLAIM[condition.claim]]: { eq: true } } }, { node: condition.node(`$jwt.${condition.claim}`) }],
  }));
  return parts.length === 1 ? parts[0]! : { AND: parts };
}

/** A value in GraphQL literal syntax (object keys are field names, strings quoted). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{ ${Object.entries(value).map(([key, inner]) => `${key}: ${literal(inner)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** `extend type … @authorization(…)` for every scoped type and shared knowledge type, appended to the SDL the schema is built from. */
export function authorizationSdl(): string {
  const scoped = Object.entries(ACCESS_POLICY).map(([typeName, policy]) => {
    const where = literal(jwtRule(policy));
    const validate = policy.validate.length
      ? `, validate: [{ operations: [${policy.validate.join(", ")}], when: [AFTER], where: ${where} }]`
      : "";
    const writers = policy.spans ? ` @authentication(${WRITES}, jwt: ${literal(holdsAll(policy.spans))})` : "";
    return `extend type ${typeName} @authorization(filter: [{ where: ${where} }]${validate})${writers}`;
  });
  const shared = SHARED_KNOWLEDGE.map((typeName) => `extend type ${typeName} @authentication(${WRITES}, jwt: ${literal(holdsAll(["agentTypes", "projects"]))})`);
  return [...scoped, ...shared].join("\n");
}
