/** Cypher of the memory domain; every value arrives as a parameter. */

import { visibleCypher } from "../auth/policy.js";
import { raiseScopeVersions } from "../neo4j/scope-versions.js";
import { turnOrder } from "../neo4j/turn-order.js";
import { clearStale } from "./staleness.js";
import { FILTERED_PROPERTIES_CYPHER, RECALL_FILTERS, SINCE_MILLIS_CYPHER } from "./recall-filters.js";

/** When a memory written now expires: session memory after $sessionTtlSeconds, other memory never. */
export const sessionExpiry = (memory: string) => `CASE WHEN ${memory}.sessionId IS NULL THEN null ELSE datetime() + duration({seconds: $sessionTtlSeconds}) END`;

const SET_CONTENT = `
    m.memoryType = item.memoryType, m.title = item.title, m.content = item.content, m.tags = item.tags,
    m.importance = item.importance, m.occurredAt = datetime(item.occurredAt), m.contentHash = item.contentHash,
    m.codeReferences = item.codeReferences, m.issues = item.issues, m.sessionId = item.sessionId, m.isGlobal = item.project IS NULL,
    m.expiresAt = ${sessionExpiry("item")}, m.arrival = coalesce(m.arrival, item.arrival)`;

/** Where existing memories live: checked before a write, and to filter what a caller may see. */
export const MEMORY_SCOPES = `
UNWIND $ids AS id
MATCH (m:Memory {id: id})
OPTIONAL MATCH (p:Project)-[:CONTAINS_MEMORY]->(m)
RETURN m.id AS id, [(a:AgentType)-[:HAS_MEMORY]->(m) | a.id] AS agentTypes, p.id AS project, m.sessionId AS sessionId, m.isGlobal AS isGlobal`;

/**
 * Remembers a batch: agent types and projects on first use, then per item either the memory of the
 * client's id (its earlier content kept as a revision) or the one memory of that content in that
 * scope (its occurrence count raised), then its relationships. A memory keeps its first arrival: a
 * turn remembered again does not move among turns of the same time.
 */
export const REMEMBER = `
UNWIND $items AS item
MERGE (a:AgentType {id: item.agentType})
  ON CREATE SET a.createdAt = datetime()
WITH item, a
CALL (item, a) {
  WITH item, a WHERE item.project IS NOT NULL
  MERGE (p:Project {id: item.project})
    ON CREATE SET p.createdAt = datetime()
  SET p.lastActive = datetime()
  MERGE (p)-[:USES_AGENT_TYPE]->(a)
  RETURN collect(p) AS projects
}
WITH item, a, projects[0] AS p
CALL (item) {
  WITH item WHERE item.id IS NOT NULL
  OPTIONAL MATCH (old:Memory {id: item.id})
  WITH item, old, old IS NOT NULL AND old.content <> item.content AS rewritten
  FOREACH (_ IN CASE WHEN old IS NOT NULL AND [old.content, old.title, old.tags, old.importance] <> [item.content, item.title, item.tags, item.importance] THEN [1] ELSE [] END |
    CREATE (old)-[:HAS_REVISION]->(:MemoryRevision {title: old.title, content: old.content, tags: old.tags, importance: old.importance, revisedAt: datetime()}))
  MERGE (m:Memory {id: item.id})
    ON CREATE SET m.createdAt = datetime(), m.occurrences = 1, m.accessCount = 0
    ON MATCH SET m.updatedAt = datetime()
  SET ${SET_CONTENT}
  // New content is the agent's word on what changed: a stale memory rewritten is fresh again.
  FOREACH (_ IN CASE WHEN rewritten THEN [1] ELSE [] END | SET ${clearStale("m")})
  RETURN m
  UNION
  WITH item WHERE item.id IS NULL
  MERGE (m:Memory {dedupeKey: item.dedupeKey})
    ON CREATE SET m.id = randomUUID(), m.createdAt = datetime(), m.occurrences = 1, m.accessCount = 0, ${SET_CONTENT}
    ON MATCH SET m.occurrences = coalesce(m.occurrences, 1) + 1, m.updatedAt = datetime(),
      m.tags = reduce(tags = coalesce(m.tags, []), tag IN coalesce(item.tags, []) | CASE WHEN tag IN tags THEN tags ELSE tags + tag END),
      m.issues = reduce(keys = coalesce(m.issues, []), key IN coalesce(item.issues, []) | CASE WHEN key IN keys THEN keys ELSE keys + key END)
  RETURN m
}
MERGE (a)-[:HAS_MEMORY]->(m)
FOREACH (_ IN CASE WHEN p IS NULL THEN [] ELSE [1] END | MERGE (p)-[:CONTAINS_MEMORY]->(m))
SET m.scopeTokens = CASE
  WHEN m.scopeTokens IS NULL THEN item.scopeToken
  WHEN m.scopeTokens CONTAINS item.scopeToken THEN m.scopeTokens
  ELSE m.scopeTokens + ' ' + item.scopeToken END
SET m.turnOrder = ${turnOrder("m")}
// Its vector is made once this commits (or by the embedding job): until then it is found by words.
SET m.embeddingModel = null
${raiseScopeVersions("m", "m.scopeTokens")}
WITH item, m, p
CALL (item, m) {
  UNWIND coalesce(item.relatesTo, []) AS targetId
  MATCH (target:Memory {id: targetId})
  MERGE (m)-[:RELATES_TO]->(target)
}
CALL (item, m) {
  UNWIND coalesce(item.derivedFrom, []) AS targetId
  MATCH (target:Memory {id: targetId})
  MERGE (m)-[:DERIVED_FROM]->(target)
}
CALL (item, m) {
  UNWIND coalesce(item.contradicts, []) AS targetId
  MATCH (target:Memory {id: targetId})
  MERGE (m)-[:CONTRADICTS]->(target)
  // Superseded, it is no longer served as stale either: the contradiction says what holds now.
  SET target.supersededAt = coalesce(target.supersededAt, datetime()), ${clearStale("target")}
  ${raiseScopeVersions("target", "target.scopeTokens")}
}
CALL (item, m) {
  UNWIND coalesce(item.references, []) AS ref
  MATCH (code:CodeFile|Function|Class)
  WHERE code.project = item.project
    AND ((code:CodeFile AND code.path = ref.path AND ref.function IS NULL AND ref.class IS NULL)
      OR (code:Function AND code.filePath = ref.path AND code.name = ref.function)
      OR (code:Class AND code.filePath = ref.path AND code.name = ref.class))
  MERGE (m)-[:REFERENCES]->(code)
}
CALL (m) {
  MATCH (m)-[about:ABOUT_ISSUE]->(stale:Issue)
  WHERE NOT stale.key IN coalesce(m.issues, [])
  DELETE about
}
// An issue a memory names exists from then on (recordIssue adds what the tracker says), in the memory's project;
// session memory names issues for its own recall only.
CALL (item, m, p) {
  UNWIND coalesce(item.issueNodes, []) AS named
  WITH named, p, m WHERE p IS NOT NULL AND named.key IN m.issues
  MERGE (i:Issue {project: p.id, key: named.key})
    ON CREATE SET i.id = named.id, i.projectToken = named.projectToken, i.labels = [], i.domains = [], i.state = 'OPEN', i.createdAt = datetime()
  MERGE (p)-[:HAS_ISSUE]->(i)
  MERGE (m)-[:ABOUT_ISSUE]->(i)
}
// The turn after a conversational one is embedded with it as context, so it is embedded again too.
RETURN m.id AS id, elementId(m) AS elementId, COLLECT {
  MATCH (next:Memory)
  WHERE next.scopeTokens = m.scopeTokens AND next.turnOrder > m.turnOrder
  RETURN elementId(next) ORDER BY next.scopeTokens, next.turnOrder LIMIT 1
} AS nextTurns`;

/**
 * Scope re-checked on the graph itself: the scope tokens only narrow the search. It selects the scope asked
 * for (agent type, project, session), and keeps what the key may see ($agentTypes, $projects: the policy's
 * Memory rule). Carries m, score, p and what else is named.
 */
const recallScope = (carried = "") => `
MATCH (:AgentType {id: $agentType})-[:HAS_MEMORY]->(m)
OPTIONAL MATCH (p:Project)-[:CONTAINS_MEMORY]->(m)
WITH m, score, p${carried}
WHERE (p IS NULL OR p.id = $project) AND (m.sessionId IS NULL OR m.sessionId = $sessionId) AND ${visibleCypher("Memory", "m")}`;
const RECALL_SCOPE = recallScope();

const RECALL_RETURN = `
RETURN m.id AS id, score,
  CASE WHEN m.sessionId IS NOT NULL THEN 'SESSION' WHEN p IS NULL THEN 'GLOBAL' ELSE 'PROJECT' END AS scope,
  m.memoryType AS memoryType, m.title AS title, m.content AS content, m.tags AS tags, m.importance AS importance,
  coalesce(m.occurrences, 1) AS occurrences, coalesce(m.occurredAt, m.createdAt).epochMillis AS happenedAt,
  coalesce(m.stale, false) AS stale, m.staleReason AS staleReason`;

export const RECALL_BY_QUERY = `
CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $candidates}) YIELD node AS m, score
WHERE ${RECALL_FILTERS}
${RECALL_SCOPE}
${RECALL_RETURN}`;

/**
 * Nearest memories by meaning. Neo4j 5.26's vector index cannot filter inside its top k, so the caller
 * asks for more than it needs and widens k until enough pass the scope filters (or all were read).
 */
export const RECALL_BY_VECTOR = `
CALL db.index.vector.queryNodes($vectorIndex, $k, $vector) YIELD node AS m, score
WHERE m.embeddingModel = $embeddingModel AND ${RECALL_FILTERS}
${RECALL_SCOPE}
${RECALL_RETURN}`;

export const MEMORY_COUNT = "MATCH (m:Memory) RETURN count(m) AS count";

/**
 * Exact nearest memories inside the caller's scope, in one statement whatever part of it this instance
 * holds a copy of (see memory/vector-copy.ts). The tokens not copied ($scopeLucene, null when every one
 * is) are found by their scope tokens in the fulltext index (so the cost follows the scope's size, not
 * the agent type's or the database's) and every one is compared, so nothing can starve it; with the mean
 * and spread of every compared memory's cosine, which standardise cosine on the scope rather than on the
 * few nearest (summed in the order of the scores, so the same memories give the same figures to the last
 * digit whatever order the index read them in). The copy's k nearest ($nearest: id and score, best first)
 * join them; the graph filters and scope-checks both and keeps the k best. The graph re-checks only the
 * nearest: the tokens select exactly the scope's memories, and checking every memory of a large scope on
 * the graph cost more than comparing its vector. When the scope (with the $copiedSize copied members)
 * holds more than $exactVectorScan memories nothing is compared, and the one row, without an id, says how
 * many it holds (up to $scopeLimit); a scope with no nearest answers one such row too.
 */
export const RECALL_BY_VECTOR_IN_SCOPE = `
CALL () {
  WITH $scopeLucene AS scopeLucene WHERE scopeLucene IS NOT NULL
  CALL db.index.fulltext.queryNodes($index, scopeLucene, {limit: $scopeLimit}) YIELD node
  RETURN collect(node) AS uncopied
}
WITH uncopied, size(uncopied) + $copiedSize AS scopeSize
WITH uncopied, scopeSize, scopeSize > $exactVectorScan AS tooLarge
CALL (uncopied, tooLarge) {
  UNWIND CASE WHEN tooLarge THEN [] ELSE uncopied END AS m
  WITH m WHERE m.embeddingModel = $embeddingModel AND ${RECALL_FILTERS}
  WITH m, vector.similarity.cosine(m.embedding, $vector) AS score
  ORDER BY score DESC, m.id
  WITH collect({m: m, score: score}) AS scored, avg(score) AS scopeMean, stDevP(score) AS scopeDeviation
  RETURN scored[0..$k] AS comparedNearest, scopeMean, scopeDeviation, size(scored) AS scopeCompared
}
OPTIONAL CALL (tooLarge, comparedNearest) {
  CALL (tooLarge, comparedNearest) {
    UNWIND CASE WHEN tooLarge THEN [] ELSE comparedNearest END AS compared
    RETURN compared.m AS m, compared.score AS score
    UNION ALL
    UNWIND CASE WHEN tooLarge THEN [] ELSE $nearest END AS near
    MATCH (m:Memory {id: near.id})
    WHERE m.embeddingModel = $embeddingModel AND ${RECALL_FILTERS}
    RETURN m, near.score AS score
  }
  ${RECALL_SCOPE}
  ${RECALL_RETURN}
  ORDER BY score DESC, id
  LIMIT $k
}
RETURN id, score, scope, memoryType, title, content, tags, importance, occurrences, happenedAt, stale, staleReason,
  scopeSize, scopeMean, scopeDeviation, scopeCompared`;

/**
 * What an instance's copy of the caller's scope is checked against (see memory/vector-copy.ts): the
 * versions of its tokens ($tokens, ALL_SCOPES among them; 0 for one never raised), read before the
 * members they stand for; and $since as Neo4j reads it, for the copy's filters.
 */
export const RECALL_COPY_CHECK = `
UNWIND $tokens AS token
OPTIONAL MATCH (version:ScopeVersion {token: token})
WITH collect(coalesce(version.version, 0)) AS versions
RETURN versions, CASE WHEN $since IS NULL THEN null ELSE ${SINCE_MILLIS_CYPHER} END AS since`;

/**
 * The caller's scope as its copy holds it: how many memories the scope tokens select (up to $scopeLimit)
 * and, when that is at most $exactVectorScan, every one with a vector of the model, with its vector's
 * stamp and what RECALL_FILTERS reads (never the vector itself), as lists namedMember reads.
 */
export const RECALL_SCOPE_MEMBERS = `
CALL db.index.fulltext.queryNodes($index, $scopeLucene, {limit: $scopeLimit}) YIELD node
WITH collect(node) AS scope
CALL (scope) {
  UNWIND CASE WHEN size(scope) > $exactVectorScan THEN [] ELSE scope END AS m
  WITH m WHERE m.embeddingModel = $embeddingModel
  // lists rather than maps: decoding hundreds of maps' keys cost more than the read
  RETURN collect([m.id, m.embeddingStamp] + ${FILTERED_PROPERTIES_CYPHER}) AS members
}
RETURN size(scope) AS scopeSize, CASE WHEN size(scope) > $exactVectorScan THEN null ELSE members END AS members`;

/** The stored vectors of these memories, of the model, with their stamps. */
export const MEMORY_VECTORS = `
UNWIND $ids AS id
MATCH (m:Memory {id: id})
WHERE m.embeddingModel = $embeddingModel AND m.embedding IS NOT NULL
RETURN m.id AS id, m.embedding AS embedding, m.embeddingStamp AS stamp`;

/** Without a query: the most recent (of one time, the last to arrive), then the most used. */
export const RECALL_RECENT = `
MATCH (:AgentType {id: $agentType})-[:HAS_MEMORY]->(m:Memory)
WHERE ${RECALL_FILTERS}
WITH m, 0.0 AS score
${RECALL_SCOPE}
WITH m, score, p
ORDER BY coalesce(m.occurredAt, m.createdAt) DESC, m.arrival DESC, coalesce(m.accessCount, 0) DESC
LIMIT $candidates
${RECALL_RETURN}`;

/**
 * The turns just before and after each conversational hit in its scope (same agent types, project and
 * session: the same scope tokens), found through the (scopeTokens, turnOrder) index, filtered and
 * scope-checked like the hits, each with its cosine to the question when it has a vector of the model.
 * Ordered by both properties of the index, which then gives the order: by turnOrder alone Neo4j reads
 * every turn before (or after) the hit and sorts them.
 */
export const CONVERSATION_NEIGHBOURS = `
UNWIND $ids AS hitId
MATCH (hit:Memory {id: hitId})
WHERE hit.turnOrder IS NOT NULL
CALL (hit) {
  MATCH (m:Memory)
  WHERE m.scopeTokens = hit.scopeTokens AND m.turnOrder < hit.turnOrder
  RETURN m ORDER BY m.scopeTokens DESC, m.turnOrder DESC LIMIT 1
  UNION
  MATCH (m:Memory)
  WHERE m.scopeTokens = hit.scopeTokens AND m.turnOrder > hit.turnOrder
  RETURN m ORDER BY m.scopeTokens, m.turnOrder LIMIT 1
}
WITH hit, m
WHERE ${RECALL_FILTERS}
WITH hit, m, CASE WHEN $vector IS NOT NULL AND m.embeddingModel = $embeddingModel THEN vector.similarity.cosine(m.embedding, $vector) END AS score
${recallScope(", hit")}
${RECALL_RETURN}, hit.id AS hitId`;

/** Batched by the access recorder: one write for many recalls. */
export const RECORD_ACCESS = `
UNWIND $rows AS row
MATCH (m:Memory {id: row.id})
SET m.accessCount = coalesce(m.accessCount, 0) + row.count,
    m.accessedAt = CASE WHEN m.accessedAt IS NULL OR m.accessedAt < datetime(row.at) THEN datetime(row.at) ELSE m.accessedAt END`;

/** Projects recalled in, batched the same way. */
export const RECORD_PROJECT_ACTIVITY = `
UNWIND $rows AS row
MATCH (p:Project {id: row.id})
SET p.lastActive = CASE WHEN p.lastActive IS NULL OR p.lastActive < datetime(row.at) THEN datetime(row.at) ELSE p.lastActive END`;

/** Gives the memory to the agent types $named. */
export const SHARE = `
MATCH (m:Memory {id: $id})
WITH m, m.scopeTokens AS before
FOREACH (agentTypeId IN $named |
  MERGE (a:AgentType {id: agentTypeId})
    ON CREATE SET a.createdAt = datetime()
  MERGE (a)-[:HAS_MEMORY]->(m))
SET m.scopeTokens = $scopeTokens
${raiseScopeVersions("m, before", "coalesce(before, '') + ' ' + m.scopeTokens")}
RETURN m.id AS id`;

/** Takes the memory from the agent types $named. */
export const UNSHARE = `
MATCH (a:AgentType)-[r:HAS_MEMORY]->(m:Memory {id: $id})
WHERE a.id IN $named
DELETE r
WITH DISTINCT m
WITH m, m.scopeTokens AS before
SET m.scopeTokens = $scopeTokens
${raiseScopeVersions("m, before", "coalesce(before, '') + ' ' + m.scopeTokens")}
RETURN m.id AS id`;

export const FORGET = `
MATCH (m:Memory {id: $id})
${raiseScopeVersions("m", "m.scopeTokens")}
OPTIONAL MATCH (m)-[:HAS_REVISION]->(revision:MemoryRevision)
DETACH DELETE revision, m
RETURN count(m) AS deleted`;

/** Memories reached from a start: its explicit links (depth is spliced in after validation: 1 to 5). */
export function relatedByLinks(depth: number): string {
  return `
MATCH (start:Memory {id: $id})
MATCH path = (start)-[:RELATES_TO|DERIVED_FROM|CONTRADICTS*1..${depth}]-(other:Memory)
WHERE other <> start
WITH other, path ORDER BY length(path)
WITH other, collect(path)[0] AS shortest
RETURN other.id AS id, type(relationships(shortest)[0]) AS relation, length(shortest) AS distance`;
}

/** Memories of the same agent types sharing a tag or a piece of code with the start. */
export const RELATED_BY_CONTEXT = `
MATCH (start:Memory {id: $id})<-[:HAS_MEMORY]-(:AgentType)-[:HAS_MEMORY]->(other:Memory)
WHERE other <> start
  AND (any(tag IN coalesce(start.tags, []) WHERE tag IN coalesce(other.tags, []))
    OR any(ref IN coalesce(start.codeReferences, []) WHERE ref IN coalesce(other.codeReferences, []))
    OR EXISTS { (start)-[:REFERENCES]->()<-[:REFERENCES]-(other) })
WITH DISTINCT start, other
RETURN other.id AS id,
  CASE WHEN any(tag IN coalesce(start.tags, []) WHERE tag IN coalesce(other.tags, [])) THEN 'SHARED_TAG' ELSE 'SAME_CODE' END AS relation,
  1 AS distance`;

/** Project memories of one agent type whose normalised content appears in several projects. */
export const CROSS_PROJECT_CANDIDATES = `
MATCH (a:AgentType)-[:HAS_MEMORY]->(m:Memory)<-[:CONTAINS_MEMORY]-(p:Project)
WHERE ${visibleCypher("AgentType", "a")} AND m.sessionId IS NULL AND m.supersededAt IS NULL AND m.contentHash IS NOT NULL
WITH a, m.contentHash AS hash, collect(DISTINCT p.id) AS projects, collect(m) AS copies
WHERE size(projects) >= $minProjects
WITH a, hash, copies, head(copies) AS sample
RETURN a.id AS agentType, hash, [copy IN copies | copy.id] AS copyIds,
  sample.memoryType AS memoryType, sample.title AS title, sample.content AS content,
  reduce(tags = [], copy IN copies | tags + [tag IN coalesce(copy.tags, []) WHERE NOT tag IN tags]) AS tags,
  reduce(top = 0, copy IN copies | CASE WHEN coalesce(copy.importance, 0) > top THEN copy.importance ELSE top END) AS importance`;

export const PROMOTE = `
UNWIND $promotions AS promotion
MATCH (a:AgentType {id: promotion.agentType})
MERGE (g:Memory {dedupeKey: promotion.dedupeKey})
  ON CREATE SET g.id = randomUUID(), g.createdAt = datetime(), g.occurrences = size(promotion.copyIds), g.accessCount = 0,
    g.memoryType = promotion.memoryType, g.title = promotion.title, g.content = promotion.content, g.tags = promotion.tags,
    g.importance = CASE WHEN promotion.importance > 0 THEN promotion.importance ELSE null END,
    g.contentHash = promotion.hash, g.scopeTokens = promotion.scopeToken, g.arrival = promotion.arrival
SET g.turnOrder = ${turnOrder("g")}
${raiseScopeVersions("g", "g.scopeTokens")}
MERGE (a)-[:HAS_MEMORY]->(g)
WITH g, promotion
CALL (g, promotion) {
  UNWIND promotion.copyIds AS copyId
  MATCH (copy:Memory {id: copyId})
  MERGE (g)-[:DERIVED_FROM]->(copy)
}
RETURN g.id AS id`;
