/** Cypher of the issues domain; every value arrives as a parameter. */

import { visibleCypher } from "../auth/policy.js";

/** An issue as the services hand it on; dates as ISO strings. */
export interface IssueRow {
  key: string;
  project: string;
  title: string | null;
  description: string | null;
  labels: string[];
  domains: string[];
  state: "OPEN" | "CLOSED";
  outcome: string | null;
  openedAt: string | null;
  closedAt: string | null;
  agentTypes: string[];
}

const ISSUE_ROW = `i {
  .key, .project, .title, .description, labels: coalesce(i.labels, []), domains: coalesce(i.domains, []), state: coalesce(i.state, 'OPEN'), .outcome,
  openedAt: toString(i.openedAt), closedAt: toString(i.closedAt),
  agentTypes: COLLECT { MATCH (worker:AgentType)-[:WORKED_ON]->(i) RETURN worker.id ORDER BY worker.id }
}`;

/**
 * A memory naming an issue that the caller may see: of the issue's project (issues are never global), not
 * session memory, not expired, and seen by the key (as the agent type asked, if one was: $agentTypes).
 */
const VISIBLE_MEMORY = `
  m.sessionId IS NULL AND (m.expiresAt IS NULL OR m.expiresAt > datetime())
  AND EXISTS { (:Project {id: $project})-[:CONTAINS_MEMORY]->(m) }
  AND ${visibleCypher("Memory", "m")}`;

/**
 * An issue the caller may know of: of a project the key sees, and one an agent recorded (recordIssue), or one a
 * memory it may see names. An issue only named by memories it may not see stays unknown to it: its key is theirs.
 */
const VISIBLE_ISSUE = `(${visibleCypher("Issue", "i")} AND (EXISTS { (:AgentType)-[:WORKED_ON]->(i) } OR EXISTS { MATCH (i)<-[:ABOUT_ISSUE]-(m:Memory) WHERE ${VISIBLE_MEMORY} }))`;

export const ISSUE = `
MATCH (i:Issue {project: $project, key: $key})
WHERE ${VISIBLE_ISSUE}
RETURN ${ISSUE_ROW} AS issue`;

/**
 * The issue a report is about, created when new, locked (its updatedAt written) before the report is
 * merged into it, so that two reports at once are applied one after the other, not one over the other.
 */
export const LOCK_ISSUE = `
MERGE (i:Issue {project: $project, key: $key})
  ON CREATE SET i.id = $id, i.projectToken = $projectToken, i.createdAt = datetime()
SET i.updatedAt = datetime()
RETURN ${ISSUE_ROW} AS issue`;

export const ISSUES = `
MATCH (i:Issue {project: $project})
WHERE ($state IS NULL OR coalesce(i.state, 'OPEN') = $state) AND ($labels IS NULL OR all(label IN $labels WHERE label IN i.labels))
  AND ${VISIBLE_ISSUE}
WITH i ORDER BY i.openedAt DESC, i.key
LIMIT $limit
RETURN ${ISSUE_ROW} AS issue`;

/** The issue (LOCK_ISSUE made it) as the caller reported it, merged with what was stored by the service, and that its agent type worked on it. */
export const RECORD_ISSUE = `
MERGE (p:Project {id: $project})
  ON CREATE SET p.createdAt = datetime()
SET p.lastActive = datetime()
MERGE (a:AgentType {id: $agentType})
  ON CREATE SET a.createdAt = datetime()
MERGE (p)-[:USES_AGENT_TYPE]->(a)
WITH p, a
MATCH (i:Issue {project: $project, key: $key})
SET i.title = $issue.title, i.description = $issue.description, i.labels = $issue.labels, i.domains = $issue.domains,
  i.state = $issue.state, i.outcome = $issue.outcome, i.openedAt = datetime($issue.openedAt), i.closedAt = datetime($issue.closedAt),
  i.updatedAt = datetime()
MERGE (p)-[:HAS_ISSUE]->(i)
MERGE (a)-[:WORKED_ON]->(i)
RETURN ${ISSUE_ROW} AS issue`;

/**
 * Issues of a project like the asked one: by the words of their titles and descriptions (the issue index,
 * its query bound to the project's token), or by a file their memories reference; at most $candidates of
 * each. BM25 in score, 0 for those found by their files only.
 */
export const RELATED_CANDIDATES = `
CALL () {
  WITH $lucene AS lucene WHERE lucene IS NOT NULL
  CALL db.index.fulltext.queryNodes($index, lucene, {limit: $candidates}) YIELD node AS i, score
  RETURN i, score
  UNION
  MATCH (i:Issue {project: $project})<-[:ABOUT_ISSUE]-(m:Memory)
  WHERE any(ref IN coalesce(m.codeReferences, []) WHERE split(ref, '#')[0] IN $files) AND ${VISIBLE_MEMORY}
  RETURN DISTINCT i, 0.0 AS score LIMIT $candidates
}
WITH i, max(score) AS score
WHERE i.project = $project AND NOT i.key IN $exclude AND ${VISIBLE_ISSUE}
RETURN i.key AS key, score`;

/** What each issue is known by: its row, its domains with its visible memories' tags, their files, its latest resolution. */
export const ISSUE_EVIDENCE = `
UNWIND $keys AS key
MATCH (i:Issue {project: $project, key: key})
WHERE ${VISIBLE_ISSUE}
WITH i, COLLECT { MATCH (i)<-[:ABOUT_ISSUE]-(m:Memory) WHERE ${VISIBLE_MEMORY} RETURN m ORDER BY coalesce(m.updatedAt, m.createdAt) DESC } AS memories
RETURN ${ISSUE_ROW} AS issue,
  reduce(tags = coalesce(i.domains, []), m IN memories | tags + [tag IN coalesce(m.tags, []) | toLower(tag)]) AS tags,
  reduce(files = [], m IN memories | files + [ref IN coalesce(m.codeReferences, []) | split(ref, '#')[0]]) AS files,
  head([m IN memories WHERE m.memoryType = 'RESOLUTION' AND m.supersededAt IS NULL | m {.id, .title, .content}]) AS resolution`;

/** An agent type's record on a set of issues i (one row per issue per agent type). */
const RECORD = `
  count(DISTINCT i) AS invocations,
  count(DISTINCT CASE WHEN i.outcome IN ['RESOLVED', 'PARTIALLY_RESOLVED', 'UNRESOLVED'] THEN i END) AS judged,
  count(DISTINCT CASE WHEN i.outcome = 'RESOLVED' THEN i END) AS successes,
  avg(CASE WHEN i.outcome = 'RESOLVED' AND i.openedAt IS NOT NULL AND i.closedAt IS NOT NULL
    THEN duration.inSeconds(i.openedAt, i.closedAt).seconds / 3600.0 END) AS meanResolutionHours`;

const RECORD_ORDER = `
ORDER BY CASE WHEN judged = 0 THEN -1.0 ELSE toFloat(successes) / judged END DESC, judged DESC, invocations DESC, agentType`;

/** Per agent type and domain, over the projects the caller may see or one ($project). */
export const AGENT_METRICS = `
MATCH (a:AgentType)-[:WORKED_ON]->(i:Issue)
WHERE ${visibleCypher("Issue", "i")} AND ($project IS NULL OR i.project = $project)
UNWIND i.domains AS domain
WITH a.id AS agentType, domain, i
WHERE $domain IS NULL OR domain = $domain
WITH agentType, domain, ${RECORD}
RETURN agentType, [domain] AS domains, invocations, judged, successes, meanResolutionHours
${RECORD_ORDER}, domains[0]
LIMIT $limit`;

/** Per agent type, over the issues touching any of $domains in the projects the caller may see. */
export const AGENT_METRICS_IN_DOMAINS = `
MATCH (a:AgentType)-[:WORKED_ON]->(i:Issue)
WHERE ${visibleCypher("Issue", "i")} AND any(domain IN i.domains WHERE domain IN $domains)
WITH a.id AS agentType, i
WITH agentType, ${RECORD}
RETURN agentType, $domains AS domains, invocations, judged, successes, meanResolutionHours
${RECORD_ORDER}
LIMIT $limit`;
