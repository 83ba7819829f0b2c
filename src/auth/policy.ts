import type { Principal } from "./principal.js";
import { forbidden } from "../errors.js";

/**
 * The one access policy: which nodes and rows a key may see, by its agent types and projects. Each type's
 * rule is stated once, in the small condition language below, and compiled into every form that enforces
 * it: the SDL `@authorization` rules of the generated API (authorizationSdl), the filter a scoped key's
 * relationship filters are narrowed to (visibleWhere), the Cypher fragments custom queries embed
 * (visibleCypher, with scopeParameters), and checks of rows already read (sees) or of a scope a request
 * names (mayUse). No other file decides who sees what.
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

/** A relationship as the generated API names it (field) and as it is stored (type, direction, target label). */
interface Relationship {
  field: string;
  type: string;
  direction: "IN" | "OUT";
  target: string;
}

/** What must hold of a node for a key scoped by the condition's claim to see it. */
type Condition =
  /** The node's id is one of the key's. */
  | { kind: "id"; claim: Claim }
  /**
   * A property names one of the key's ids; a node without it is seen by no scoped key ("hidden") or by every
   * key ("visible"); "required" when the schema makes it non-null (its filter cannot name null).
   */
  | { kind: "property"; claim: Claim; property: string; unset: Unset }
  /** Some or all of the nodes related through a relationship meet a condition. */
  | { kind: "related"; relationship: Relationship; quantifier: "some" | "all"; condition: Condition }
  /** Some relationship of this kind carries one of the key's ids in a property. */
  | { kind: "edge"; claim: Claim; relationship: Relationship; property: string }
  /** A stored flag that makes the node seen by every key (whenUnset: what a node without it reads as, the schema's @coalesce), or the condition. */
  | { kind: "flagOr"; flag: string; whenUnset: boolean; condition: Condition };

type Unset = "hidden" | "visible" | "required";

function claimOf(condition: Condition): Claim {
  return "claim" in condition ? condition.claim : claimOf(condition.condition);
}

const byId = (claim: Claim): Condition => ({ kind: "id", claim });
const byProperty = (claim: Claim, property: string, unset: Unset): Condition => ({ kind: "property", claim, property, unset });
const some = (relationship: Relationship, condition: Condition): Condition => ({ kind: "related", relationship, quantifier: "some", condition });

const MEMORY_AGENT_TYPES: Relationship = { field: "agentTypes", type: "HAS_MEMORY", direction: "IN", target: "AgentType" };
const MEMORY_PROJECTS: Relationship = { field: "projects", type: "CONTAINS_MEMORY", direction: "IN", target: "Project" };
const REVISION_MEMORY: Relationship = { field: "memory", type: "HAS_REVISION", direction: "IN", target: "Memory" };
const PATTERN_DOCS: Relationship = { field: "docs", type: "CONTRIBUTED_TO", direction: "IN", target: "Documentation" };
const FEEDBACK_PATTERN: Relationship = { field: "pattern", type: "FEEDBACK_FOR", direction: "OUT", target: "Pattern" };

const MEMORY: Condition[] = [
  some(MEMORY_AGENT_TYPES, byId("agentTypes")),
  // isGlobal is a stored flag that only remember sets, so a global memory is seen in every project.
  { kind: "flagOr", flag: "isGlobal", whenUnset: true, condition: { kind: "related", relationship: MEMORY_PROJECTS, quantifier: "all", condition: byId("projects") } },
];

/** A pattern is seen by the agent types that recorded it: the `agent` of its CONTRIBUTED_TO edges. */
const PATTERN: Condition = { kind: "edge", claim: "agentTypes", relationship: PATTERN_DOCS, property: "agent" };

// A node without a project is no key's (@neo4j/graphql's validation cannot read the null `null IN ids` gives).
const CODE: Condition[] = [byProperty("projects", "project", "hidden")];

/** A row that names the agent type and project it came from; one naming none is every key's. */
const NAMED_SCOPE: Condition[] = [byProperty("agentTypes", "agentType", "visible"), byProperty("projects", "project", "visible")];

interface TypePolicy {
  /** A node is visible when, for each condition whose claim the key is scoped by, the condition holds. */
  conditions: Condition[];
  /** Generated mutations whose result must still be visible to the key (checked after they run); absent for types outside the generated API. */
  validate?: Array<"CREATE" | "UPDATE">;
  /**
   * The claims by which other scopes' nodes hang on a node of this type: a project holds every agent type's
   * memories, an agent type spans every project. A generated write of such a node (create, update, link)
   * needs a key that holds all of these claims, so that no key changes what another scope relies on.
   */
  spans?: Claim[];
}

export const ACCESS_POLICY = {
  AgentType: { conditions: [byId("agentTypes")], validate: ["CREATE", "UPDATE"], spans: ["projects"] },
  Project: { conditions: [byId("projects")], validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  // Written only by remember, rememberMany and import (no generated create or update).
  Memory: { conditions: MEMORY, validate: [] },
  // A revision is visible exactly when its memory is.
  MemoryRevision: { conditions: MEMORY.map((condition) => some(REVISION_MEMORY, condition)), validate: [] },
  // Every agent type's memories reference a project's code.
  CodeFile: { conditions: CODE, validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  Function: { conditions: CODE, validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  Class: { conditions: CODE, validate: ["CREATE", "UPDATE"], spans: ["agentTypes"] },
  // Which agent type used which documentation, and how its task went: seen by that agent type's keys.
  KnowledgeUsage: { conditions: [byProperty("agentTypes", "agentType", "required")], validate: [] },
  // Tasks agents solved, and what people said about them: seen by the agent types that recorded the pattern.
  Pattern: { conditions: [PATTERN], validate: [] },
  UserFeedback: { conditions: [some(FEEDBACK_PATTERN, PATTERN)], validate: [] },
  // A web answer fetched for solveError was asked with words of the caller's error: seen by the agent type and project it was
  // fetched for. webSearch's answers carry neither and are seen by every key.
  TavilyCache: { conditions: NAMED_SCOPE, validate: [] },
  // Not in the generated API: read by custom queries only. Issues belong to one project each.
  Issue: { conditions: [byProperty("projects", "project", "hidden")] },
  // Not in the generated API: the packages a project's lockfiles pin, read by dependencies(project) and by search's project ranking.
  Dependency: { conditions: [byProperty("projects", "project", "required")] },
  // Not in the generated API: what a project locked at each `engram ingest deps` run that changed it, read by dependencyChanges(project).
  DependencyState: { conditions: [byProperty("projects", "project", "required")] },
  // A search that found too little, counted per the agent type and project that asked (none: asked without a scope).
  KnowledgeGap: { conditions: NAMED_SCOPE },
} satisfies Record<string, TypePolicy>;

export type PolicyType = keyof typeof ACCESS_POLICY;

/** The policy by any type name (GraphQL's included); a type outside it is seen by every key. */
const POLICIES: Readonly<Record<string, TypePolicy>> = ACCESS_POLICY;

/** The conditions that restrict this key: those of the claims it is scoped by. */
function restricting(typeName: string, principal: Principal): Condition[] {
  return (POLICIES[typeName]?.conditions ?? []).filter((condition) => principal[claimOf(condition)] !== null);
}

export function isScoped(principal: Principal): boolean {
  return principal.agentTypes !== null || principal.projects !== null;
}

/** Whether the key holds this id of a claim. */
export function holds(principal: Principal, claim: Claim, id: string): boolean {
  const ids = principal[claim];
  return ids === null || ids.includes(id);
}

/** Whether the key holds every id of a claim (it is not scoped by it). */
export function holdsAll(principal: Principal, claim: Claim): boolean {
  return principal[claim] === null;
}

/** A request naming an agent type or project (null: none named) works only inside the key's scopes. */
export function mayUse(principal: Principal, agentType: string | null, project: string | null): void {
  if (agentType !== null && !holds(principal, "agentTypes", agentType)) throw forbidden(`This API key is not scoped for agent type "${agentType}"`);
  if (project !== null && !holds(principal, "projects", project)) throw forbidden(`This API key is not scoped for project "${project}"`);
}

// ---- @neo4j/graphql `where` ----

function whereOf(condition: Condition, ids: string[] | string): Where {
  switch (condition.kind) {
    case "id":
      return { id: { in: ids } };
    case "property": {
      const named = { [condition.property]: { in: ids } };
      const unset = { [condition.property]: { eq: null } };
      if (condition.unset === "required") return named;
      return condition.unset === "hidden" ? { AND: [{ NOT: unset }, named] } : { OR: [unset, named] };
    }
    case "related":
      return { [condition.relationship.field]: { [condition.quantifier]: whereOf(condition.condition, ids) } };
    case "edge":
      return { [`${condition.relationship.field}Connection`]: { some: { edge: { [condition.property]: { in: ids } } } } };
    case "flagOr":
      return { OR: [{ [condition.flag]: { eq: true } }, whereOf(condition.condition, ids)] };
  }
}

const allOf = (parts: Where[]): Where => (parts.length === 1 ? parts[0]! : { AND: parts });

/** The filter of what this key may see of a type; null when it sees all of it (or the type is not scoped). */
export function visibleWhere(typeName: string, principal: Principal): Where | null {
  const conditions = restricting(typeName, principal).map((condition) => whereOf(condition, principal[claimOf(condition)]!));
  return conditions.length === 0 ? null : allOf(conditions);
}

/** The policy as @neo4j/graphql's JWT-based rule: per condition, the key sees all, or the node matches its claim. */
function jwtRule(policy: TypePolicy): Where {
  return allOf(
    policy.conditions.map((condition) => {
      const claim = claimOf(condition);
      return { OR: [{ jwt: { [ALL_CLAIM[claim]]: { eq: true } } }, { node: whereOf(condition, `$jwt.${claim}`) }] };
    }),
  );
}

// ---- Cypher ----

/** The pattern from a node to a related one (variables are the compiler's own, never input). */
function step(from: string, relationship: Relationship, to: string, edge = ""): string {
  const arrow = `-[${edge}:${relationship.type}]-`;
  return relationship.direction === "IN" ? `(${from})<${arrow}(${to}:${relationship.target})` : `(${from})${arrow}>(${to}:${relationship.target})`;
}

/** The condition in Cypher on `node`, reading the key's ids from $agentTypes or $projects; never null for a node of the type. */
function cypherOf(condition: Condition, node: string): string {
  switch (condition.kind) {
    case "id":
      return `${node}.id IN $${condition.claim}`;
    case "property": {
      const value = `${node}.${condition.property}`;
      const named = `${value} IN $${condition.claim}`;
      if (condition.unset === "required") return named;
      return condition.unset === "hidden" ? `(${value} IS NOT NULL AND ${named})` : `(${value} IS NULL OR ${named})`;
    }
    case "related": {
      const other = `${node}_${condition.relationship.field}`;
      const inner = cypherOf(condition.condition, other);
      const pattern = step(node, condition.relationship, other);
      return condition.quantifier === "some" ? `EXISTS { MATCH ${pattern} WHERE ${inner} }` : `NOT EXISTS { MATCH ${pattern} WHERE NOT (${inner}) }`;
    }
    case "edge": {
      const edge = `${node}_${condition.relationship.field}`;
      return `EXISTS { MATCH ${step(node, condition.relationship, "", edge)} WHERE ${edge}.${condition.property} IN $${condition.claim} }`;
    }
    case "flagOr":
      return `(coalesce(${node}.${condition.flag}, ${condition.whenUnset}) OR ${cypherOf(condition.condition, node)})`;
  }
}

/**
 * What a key may see of a type, as a Cypher predicate on `node` (a variable of the query, or a map with the
 * row's properties), for the parameters of scopeParameters: a claim of null sees all of it.
 */
export function visibleCypher(typeName: PolicyType, node: string): string {
  return ACCESS_POLICY[typeName].conditions.map((condition) => `($${claimOf(condition)} IS NULL OR ${cypherOf(condition, node)})`).join(" AND ");
}

export type ScopeParameters = Readonly<Record<Claim, readonly string[] | null>>;

/**
 * The parameters visibleCypher reads. An agent type the request names (which mayUse has checked) selects
 * what that agent type's keys see, within the key's scopes.
 */
export function scopeParameters(principal: Principal, agentType: string | null = null): ScopeParameters {
  return { agentTypes: agentType === null ? principal.agentTypes : [agentType], projects: principal.projects };
}

// ---- rows already read ----

/** A row of a type as read: its properties, and related nodes as rows or ids (`edge`: the relationships' property rows). */
type Row = Record<string, unknown>;

function rowHolds(condition: Condition, row: Row, principal: Principal): boolean {
  switch (condition.kind) {
    case "id":
      return holds(principal, condition.claim, row.id as string);
    case "property": {
      const value = row[condition.property];
      return value === null || value === undefined ? condition.unset === "visible" : holds(principal, condition.claim, value as string);
    }
    case "related": {
      const related = ((row[condition.relationship.field] ?? []) as Array<Row | string>).map((item) => (typeof item === "string" ? { id: item } : item));
      const meets = (item: Row) => rowHolds(condition.condition, item, principal);
      return condition.quantifier === "some" ? related.some(meets) : related.every(meets);
    }
    case "edge":
      return ((row[condition.relationship.field] ?? []) as Row[]).some((edge) => holds(principal, condition.claim, edge[condition.property] as string));
    case "flagOr":
      return (row[condition.flag] ?? condition.whenUnset) === true || rowHolds(condition.condition, row, principal);
  }
}

/** Whether the key may see a row of this type already read. */
export function sees(principal: Principal, typeName: PolicyType, row: object): boolean {
  return restricting(typeName, principal).every((condition) => rowHolds(condition, row as Row, principal));
}

/**
 * Documentation every agent reads: anyone may read it, but a generated create, update, delete or link of
 * it needs a key with every scope (`deleteExternalDocs(where: {})` from a scoped key would take it from all).
 */
export const SHARED_KNOWLEDGE = ["Source", "ExternalDoc", "APIReference", "BestPractice", "CodeExample"] as const;

const WRITES = "operations: [CREATE, UPDATE, DELETE, CREATE_RELATIONSHIP, DELETE_RELATIONSHIP]";

/** The JWT condition of holding every id of these claims. */
const jwtHoldsAll = (claims: readonly Claim[]): Where => ({ AND: claims.map((claim) => ({ [ALL_CLAIM[claim]]: { eq: true } })) });

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
  const scoped = Object.entries(POLICIES).flatMap(([typeName, policy]) => {
    if (policy.validate === undefined) return [];
    const where = literal(jwtRule(policy));
    const validate = policy.validate.length
      ? `, validate: [{ operations: [${policy.validate.join(", ")}], when: [AFTER], where: ${where} }]`
      : "";
    const writers = policy.spans ? ` @authentication(${WRITES}, jwt: ${literal(jwtHoldsAll(policy.spans))})` : "";
    return [`extend type ${typeName} @authorization(filter: [{ where: ${where} }]${validate})${writers}`];
  });
  const shared = SHARED_KNOWLEDGE.map((typeName) => `extend type ${typeName} @authentication(${WRITES}, jwt: ${literal(jwtHoldsAll(["agentTypes", "projects"]))})`);
  return [...scoped, ...shared].join("\n");
}
