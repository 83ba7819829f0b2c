import { setTemporals } from "./values.js";

/**
 * What an export carries: every node of these labels with all its properties but its vector, and the
 * relationships between them. The labels and types below are code, never input; every value a query
 * reads or writes is a parameter.
 */
export interface NodeKind {
  label: string;
  /** The property that identifies a node: import MERGEs on it, export pages in its order. */
  key: string;
  /** Nodes with no key of their own, carried inside their owner's record and replaced with it. */
  owned?: { field: "revisions" | "changes"; type: string; label: string };
  /** ExternalDoc: the page's full text, from the content store under ENGRAM_HOME. */
  withContent?: boolean;
  /**
   * Memory: the relationships into it that make its scope (its agent types, its project). Import removes
   * them when it writes the node, and writes the file's, with what derives from them, once the file is
   * read whole (scopes.ts).
   */
  scopedBy?: readonly string[];
}

export const NODE_KINDS: readonly NodeKind[] = [
  { label: "AgentType", key: "id" },
  { label: "Project", key: "id" },
  { label: "Memory", key: "id", owned: { field: "revisions", type: "HAS_REVISION", label: "MemoryRevision" }, scopedBy: ["HAS_MEMORY", "CONTAINS_MEMORY"] },
  { label: "Issue", key: "id" },
  { label: "Source", key: "id" },
  { label: "ExternalDoc", key: "id", owned: { field: "changes", type: "CHANGED", label: "DocumentChange" }, withContent: true },
  { label: "DocSection", key: "id" },
  { label: "APIReference", key: "id" },
  { label: "BestPractice", key: "id" },
  { label: "CodeExample", key: "id" },
  { label: "KnowledgeUsage", key: "id" },
  { label: "Pattern", key: "id" },
  { label: "UserFeedback", key: "id" },
  { label: "Documentation", key: "url" },
  // Paid answers of Tavily: kept, so that the cache (and its fallback when Tavily fails) survives a move.
  { label: "TavilyCache", key: "queryHash" },
  // What `engram ingest deps` recorded: each package version's ingest state, each project's locked packages and their history.
  { label: "PackageVersion", key: "id" },
  { label: "Dependency", key: "id" },
  { label: "DependencyState", key: "id" },
];

/**
 * Code a memory references is not carried (`engram index` builds it again, and then links memories by
 * their codeReferences); the links are, by the code's own keys, for a database that already holds it.
 */
const CODE_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  CodeFile: ["project", "path"],
  Function: ["project", "key"],
  Class: ["project", "key"],
};

/** The properties that name a node of a label in a relationship record. */
export function endpointKeys(label: string): readonly string[] | undefined {
  const kind = NODE_KINDS.find((candidate) => candidate.label === label);
  return kind ? [kind.key] : CODE_ENDPOINTS[label];
}

export interface RelationshipKind {
  type: string;
  from: string;
  to: string;
  /**
   * The end export pages over: the one with few such relationships per node (a memory has one or two
   * agent types; an agent type may have a million memories).
   */
  pageBy: "from" | "to";
}

const link = (type: string, from: string, to: string, pageBy: "from" | "to" = "from"): RelationshipKind => ({ type, from, to, pageBy });

export const RELATIONSHIP_KINDS: readonly RelationshipKind[] = [
  link("USES_AGENT_TYPE", "Project", "AgentType"),
  link("HAS_MEMORY", "AgentType", "Memory", "to"),
  link("CONTAINS_MEMORY", "Project", "Memory", "to"),
  link("RELATES_TO", "Memory", "Memory"),
  link("DERIVED_FROM", "Memory", "Memory"),
  link("CONTRADICTS", "Memory", "Memory"),
  link("REFERENCES", "Memory", "CodeFile"),
  link("REFERENCES", "Memory", "Function"),
  link("REFERENCES", "Memory", "Class"),
  link("HAS_ISSUE", "Project", "Issue", "to"),
  link("ABOUT_ISSUE", "Memory", "Issue"),
  link("WORKED_ON", "AgentType", "Issue", "to"),
  ...["ExternalDoc", "APIReference", "BestPractice", "CodeExample"].map((label) => link("SOURCED_FROM", label, "Source")),
  link("HAS_SECTION", "ExternalDoc", "DocSection", "to"),
  link("SUPERSEDES", "ExternalDoc", "ExternalDoc"),
  link("DOCUMENTED_IN", "APIReference", "ExternalDoc"),
  link("REPLACED_BY", "APIReference", "APIReference"),
  link("ALTERNATIVE_TO", "APIReference", "APIReference"),
  link("REFERENCES", "BestPractice", "APIReference"),
  link("CONFLICTS_WITH", "BestPractice", "BestPractice"),
  link("DEMONSTRATES", "CodeExample", "APIReference"),
  link("IMPLEMENTS", "CodeExample", "BestPractice"),
  ...["ExternalDoc", "APIReference", "BestPractice", "CodeExample"].map((label) => link("USED", "KnowledgeUsage", label)),
  link("CONTRIBUTED_TO", "Documentation", "Pattern", "to"),
  link("FEEDBACK_FOR", "UserFeedback", "Pattern"),
  link("TRIGGERED_RETRY", "UserFeedback", "UserFeedback"),
  link("RECEIVED_NEGATIVE_FEEDBACK", "Documentation", "UserFeedback", "to"),
  link("LOCKS", "Dependency", "PackageVersion"),
];

export function relationshipKindOf(type: string, from: string, to: string): RelationshipKind | undefined {
  return RELATIONSHIP_KINDS.find((kind) => kind.type === type && kind.from === from && kind.to === to);
}

/** Vectors are not carried: the embedding job makes them again from the text (see the README). */
const LEFT_OUT = ["embedding", "embeddingModel", "embeddingStamp"];

const allProperties = (variable: string) => `${variable} {.*, ${LEFT_OUT.map((name) => `${name}: null`).join(", ")}}`;
const keyMap = (variable: string, label: string) => `${variable} {${endpointKeys(label)!.map((key) => `.${key}`).join(", ")}}`;
const keyMatch = (variable: string, label: string, source: string) =>
  `(${variable}:${label} {${endpointKeys(label)!.map((key) => `${key}: ${source}.${key}`).join(", ")}})`;

/** Export: a page of nodes after a key, in key order (the key's unique index gives the order). */
export function nodePageQuery(kind: NodeKind): string {
  const owned = kind.owned ? `[(n)-[:${kind.owned.type}]->(o:${kind.owned.label}) | properties(o)]` : "[]";
  return `
MATCH (n:${kind.label}) WHERE n.${kind.key} > $after
WITH n ORDER BY n.${kind.key} LIMIT $limit
RETURN n.${kind.key} AS key, ${allProperties("n")} AS properties, ${owned} AS owned`;
}

/** Export: the relationships of a page of nodes of the end it pages by. */
export function relationshipPageQuery(kind: RelationshipKind): string {
  const paged = kind.pageBy === "from" ? kind.from : kind.to;
  const variable = kind.pageBy === "from" ? "a" : "b";
  const pattern = kind.pageBy === "from" ? `(a)-[r:${kind.type}]->(b:${kind.to})` : `(a:${kind.from})-[r:${kind.type}]->(b)`;
  const key = endpointKeys(paged)![0]!;
  return `
MATCH (${variable}:${paged}) WHERE ${variable}.${key} > $after
WITH ${variable} ORDER BY ${variable}.${key} LIMIT $limit
RETURN ${variable}.${key} AS key, [${pattern} | {from: ${keyMap("a", kind.from)}, to: ${keyMap("b", kind.to)}, properties: properties(r)}] AS links`;
}

export function countQuery(label: string): string {
  return `MATCH (n:${label}) RETURN count(n) AS count`;
}

/**
 * Import: nodes MERGEd on their key and given exactly the file's properties (as checked and derived by
 * rules.ts and scopes.ts); owned nodes (revisions, document changes) replaced by the file's; a memory
 * taken out of every scope until the file's is written.
 */
export function nodeWriteQuery(kind: NodeKind): string {
  const unscoped = kind.scopedBy
    ? `
WITH n, row
CALL (n) { MATCH (n)<-[scope:${kind.scopedBy.join("|")}]-() DELETE scope }`
    : "";
  const owned = kind.owned
    ? `
WITH n, row
CALL (n) { MATCH (n)-[:${kind.owned.type}]->(old:${kind.owned.label}) DETACH DELETE old }
CALL (n, row) {
  UNWIND row.owned AS item
  CREATE (n)-[:${kind.owned.type}]->(o:${kind.owned.label})
  SET o = item.properties
  ${setTemporals("o", "item")}
}`
    : "";
  return `
UNWIND $rows AS row
MERGE (n:${kind.label} {${kind.key}: row.key})
SET n = row.properties
${setTemporals("n", "row")}${unscoped}${owned}`;
}

/** Import: relationships between nodes found by their keys; returns the lines it linked (the rest miss an end). */
export function relationshipWriteQuery(kind: RelationshipKind): string {
  return `
UNWIND $rows AS row
MATCH ${keyMatch("a", kind.from, "row.from")}
MATCH ${keyMatch("b", kind.to, "row.to")}
MERGE (a)-[r:${kind.type}]->(b)
SET r = row.properties
${setTemporals("r", "row")}
RETURN row.line AS line`;
}
