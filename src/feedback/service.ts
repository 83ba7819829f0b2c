import neo4j, { type Driver, type ManagedTransaction } from "neo4j-driver";
import { mayUse, scopeParameters, visibleCypher } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { badInput, dateTimeArg, integerIn } from "../errors.js";
import { inWriteTransaction, readRecords } from "../neo4j/transactions.js";
import { normaliseDomain } from "../websearch/cache-key.js";
import { documentationRow, REFRESH_DOCUMENTATION_COUNTS, UPSERT_DOCUMENTATION, type DocumentationRow } from "../websearch/documentation.js";
import type { RetryExclusions } from "../websearch/service.js";
import { isWebUrl } from "../websearch/tavily-client.js";
import { taskKeywords } from "./keywords.js";

const MAX_DOCS = 100;
const MAX_SCORE = 100;
/** The worst excluded docs whose domains a retry leaves out, so the request (and its cache key) stays small. */
const MAX_RETRY_EXCLUSIONS = 50;

/** Returns no row when the pattern id is taken by a pattern the key may not see, and writes nothing then. */
const RECORD_PATTERN = `
OPTIONAL MATCH (existing:Pattern {id: $patternId})
WITH existing WHERE existing IS NULL OR ${visibleCypher("Pattern", "existing")}
MERGE (p:Pattern {id: $patternId})
  ON CREATE SET p.createdAt = datetime()
SET p.task = $task, p.taskKeywords = $keywords
WITH p
CALL (p) {
  UNWIND $docs AS doc
  MATCH (d:Documentation {url: doc.url})
  MERGE (d)-[r:CONTRIBUTED_TO]->(p)
  SET r.score = $score, r.usedAt = datetime(), r.agent = $agent
}
RETURN p.id AS id`;

/** The pattern's task if the key may see it; whether the session already has feedback the key may not see. */
const FEEDBACK_TARGET = `
OPTIONAL MATCH (p:Pattern {id: $patternId}) WHERE ${visibleCypher("Pattern", "p")}
OPTIONAL MATCH (f:UserFeedback {sessionId: $sessionId})
RETURN p.task AS task, f IS NOT NULL AND NOT ${visibleCypher("UserFeedback", "f")} AS sessionTaken`;

const FEEDBACK_EXISTS = `MATCH (f:UserFeedback {sessionId: $sessionId}) WHERE ${visibleCypher("UserFeedback", "f")} RETURN f.id AS id`;

/**
 * One feedback per session: submitting again corrects it. Retry links are made whichever side arrives
 * first, to feedback the key may see.
 */
const SUBMIT_FEEDBACK = `
MATCH (p:Pattern {id: $patternId})
MERGE (f:UserFeedback {sessionId: $sessionId})
  ON CREATE SET f.id = randomUUID(), f.createdAt = datetime()
SET f.task = $task, f.codeQuality = $codeQuality, f.contextQuality = $contextQuality, f.wouldRetry = $wouldRetry,
    f.retrySessionId = $retrySessionId, f.updatedAt = datetime()
WITH f, p
CALL (f) { MATCH (f)-[old:FEEDBACK_FOR]->() DELETE old }
CREATE (f)-[:FEEDBACK_FOR]->(p)
WITH f
CALL (f) { MATCH (f)-[old:TRIGGERED_RETRY]->(retry) WHERE retry.sessionId <> coalesce(f.retrySessionId, '') DELETE old }
CALL (f) { MATCH (retry:UserFeedback {sessionId: f.retrySessionId}) WHERE retry <> f AND ${visibleCypher("UserFeedback", "retry")} MERGE (f)-[:TRIGGERED_RETRY]->(retry) }
CALL (f) { MATCH (original:UserFeedback {retrySessionId: f.sessionId}) WHERE original <> f AND ${visibleCypher("UserFeedback", "original")} MERGE (original)-[:TRIGGERED_RETRY]->(f) }
RETURN f.id AS id`;

/** Unhelpful docs given again in a corrected feedback replace the earlier ones; returns the pages affected. */
const CLEAR_UNHELPFUL = `
MATCH (d:Documentation)-[n:RECEIVED_NEGATIVE_FEEDBACK]->(:UserFeedback {sessionId: $sessionId})
DELETE n
RETURN collect(d.url) AS urls`;

const MARK_UNHELPFUL = `
MATCH (f:UserFeedback {sessionId: $sessionId})
UNWIND $unhelpful AS item
MATCH (d:Documentation {url: item.url})
MERGE (d)-[n:RECEIVED_NEGATIVE_FEEDBACK]->(f)
SET n.reason = item.reason, n.sessionId = $sessionId, n.at = datetime()`;

/** A session has one retry: linking another replaces the link, as retrySessionId says. */
const LINK_RETRY = `
MATCH (original:UserFeedback {sessionId: $original}), (retry:UserFeedback {sessionId: $retry})
SET original.wouldRetry = true, original.retrySessionId = $retry
WITH original, retry
CALL (original, retry) { MATCH (original)-[old:TRIGGERED_RETRY]->(other) WHERE other <> retry DELETE old }
MERGE (original)-[:TRIGGERED_RETRY]->(retry)
RETURN original.id AS id`;

const DOC_EFFECTIVENESS = `
MATCH (d:Documentation)-[r:CONTRIBUTED_TO]->(:Pattern)
WHERE $domain IS NULL OR d.domain = $domain
WITH d, count(r) AS uses, avg(r.score) AS averageScore, stDev(r.score) AS standardDeviation
WHERE uses >= $minUses
RETURN d.url AS url, d.title AS title, d.domain AS domain, uses, averageScore, standardDeviation
ORDER BY averageScore DESC, uses DESC, url
LIMIT $limit`;

const PROVEN_DOCS = `
MATCH (p:Pattern)
WHERE any(keyword IN $keywords WHERE keyword IN p.taskKeywords)
MATCH (d:Documentation)-[r:CONTRIBUTED_TO]->(p)
WITH d, avg(r.score) AS averageScore, count(r) AS uses, collect(DISTINCT CASE WHEN ${visibleCypher("Pattern", "p")} THEN p.task END) AS tasks,
  reduce(found = [], task IN collect(p.taskKeywords) | found + [keyword IN task WHERE keyword IN $keywords AND NOT keyword IN found]) AS matched
WHERE ($minAvgScore IS NULL OR averageScore >= $minAvgScore) AND uses >= $minUses
RETURN d.url AS url, d.title AS title, d.domain AS domain, uses, averageScore, tasks[0..3] AS sampleTasks, matched AS matchedKeywords
ORDER BY averageScore DESC, uses DESC, url
LIMIT $limit`;

const EXCLUDED_DOCS = `
MATCH (d:Documentation)
WHERE d.negativeFeedbackRate >= $minNegativeRate AND d.totalUses >= $minUses
RETURN d.url AS url
ORDER BY d.negativeFeedbackRate DESC, d.negativeFeedbackCount DESC, d.url
LIMIT $limit`;

const RETRY_AVOIDS = `
MATCH (f:UserFeedback {sessionId: $sessionId}) WHERE ${visibleCypher("UserFeedback", "f")}
RETURN COLLECT { MATCH (d:Documentation)-[:RECEIVED_NEGATIVE_FEEDBACK]->(f) RETURN d.domain AS domain }
  + COLLECT { MATCH (d:Documentation) WHERE d.negativeFeedbackRate >= $minNegativeRate AND d.totalUses >= $minUses
              RETURN d.domain AS domain ORDER BY d.negativeFeedbackRate DESC, d.totalUses DESC LIMIT $maxExcluded } AS domains`;

/** Each feedback counts once per domain, however many of that domain's pages its pattern used. */
export const SATISFACTION_BY_DOMAIN = `
MATCH (d:Documentation)-[:CONTRIBUTED_TO]->(:Pattern)<-[:FEEDBACK_FOR]-(f:UserFeedback)
WHERE d.domain IS NOT NULL AND ($since IS NULL OR f.createdAt >= datetime($since)) AND ($until IS NULL OR f.createdAt < datetime($until))
WITH DISTINCT d.domain AS domain, f
WITH domain, avg(f.codeQuality) AS averageCodeQuality, avg(f.contextQuality) AS averageContextQuality, count(f) AS feedbackCount
WHERE feedbackCount >= $minFeedback
RETURN domain, averageCodeQuality, averageContextQuality, feedbackCount
ORDER BY averageContextQuality DESC, feedbackCount DESC, domain
LIMIT $limit`;

export const RETRY_SUCCESS = `
MATCH (original:UserFeedback)-[:TRIGGERED_RETRY]->(retry:UserFeedback)
WHERE ($since IS NULL OR retry.createdAt >= datetime($since)) AND ($until IS NULL OR retry.createdAt < datetime($until))
RETURN count(*) AS retries,
  avg(retry.codeQuality - original.codeQuality) AS codeQualityGain,
  avg(retry.contextQuality - original.contextQuality) AS contextQualityGain,
  count(CASE WHEN retry.codeQuality > original.codeQuality THEN 1 END) AS improved`;

export interface DocRefInput {
  url: string;
  title?: string | null;
}

export interface UnhelpfulDocInput {
  url: string;
  reason?: string | null;
}

export interface FeedbackInput {
  sessionId: string;
  patternId: string;
  task?: string | null;
  codeQuality: number;
  contextQuality: number;
  wouldRetry?: boolean | null;
  retrySessionId?: string | null;
  unhelpfulDocs?: readonly UnhelpfulDocInput[] | null;
}

export interface DocEffectivenessRow {
  url: string;
  title: string | null;
  domain: string | null;
  uses: number;
  averageScore: number;
  standardDeviation: number;
}

export interface ProvenDocRow extends Omit<DocEffectivenessRow, "standardDeviation"> {
  sampleTasks: string[];
  matchedKeywords: string[];
}

export interface DomainSatisfactionRow {
  domain: string;
  averageCodeQuality: number;
  averageContextQuality: number;
  feedbackCount: number;
}

export interface FeedbackAnalyticsResult {
  satisfactionByDomain: DomainSatisfactionRow[];
  retrySuccess: { retries: number; codeQualityGain: number | null; contextQualityGain: number | null; improved: number };
}

/** The thresholds a doc is excluded at, also applied by webSearch retries. */
export const EXCLUSION_DEFAULTS = { minNegativeRate: 0.3, minUses: 3 } as const;

function required(field: string, value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") throw badInput(field, "must not be empty");
  return trimmed;
}

function checkRating(field: string, value: number): number {
  return integerIn(field, value, 1, 5);
}

function checkFraction(field: string, value: number): number {
  if (!(value >= 0 && value <= 1)) throw badInput(field, `must be a number from 0 to 1 (got ${value})`);
  return value;
}

function checkDocUrl(field: string, url: string): string {
  const trimmed = url.trim();
  if (!isWebUrl(trimmed)) throw badInput(field, `must be an http or https URL (got ${JSON.stringify(url)})`);
  return trimmed;
}

function checkKeywords(task: string): string[] {
  const keywords = taskKeywords(task);
  if (keywords.length === 0) throw badInput("task", "must name what it is about: it has no keyword once stop words are removed");
  return keywords;
}

/** A page with its uses and average score, as effectiveness queries return it. */
function scoredDocOf(record: Record<string, unknown>): Omit<DocEffectivenessRow, "standardDeviation"> {
  return {
    url: record.url as string,
    title: record.title as string | null,
    domain: record.domain as string | null,
    uses: Number(record.uses),
    averageScore: Number(record.averageScore),
  };
}

const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Which pages helped which tasks (scores), and what people said about them (feedback, retries). */
export class FeedbackService implements RetryExclusions {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  async recordPatternDocs(
    principal: Principal,
    args: { patternId: string; task: string; docs: readonly DocRefInput[]; score: number; agent: string },
  ): Promise<string> {
    const patternId = required("patternId", args.patternId);
    const task = required("task", args.task);
    const agent = required("agent", args.agent);
    mayUse(principal, agent, null);
    if (args.docs.length === 0 || args.docs.length > MAX_DOCS) throw badInput("docs", `must list from 1 to ${MAX_DOCS} documents (got ${args.docs.length})`);
    if (!(args.score >= 0 && args.score <= MAX_SCORE)) throw badInput("score", `must be a number from 0 to ${MAX_SCORE} (got ${args.score})`);
    const docs = args.docs.map((doc, index) => documentationRow(checkDocUrl(`docs[${index}].url`, doc.url), doc.title?.trim() || null));
    await this.write(async (tx) => {
      await this.upsertDocs(tx, docs);
      const recorded = await tx.run(RECORD_PATTERN, { patternId, task, keywords: taskKeywords(task), docs, score: args.score, agent, ...scopeParameters(principal) });
      // Pattern ids are global: the key learns that the id is taken, nothing of the pattern.
      if (recorded.records.length === 0) throw badInput("patternId", `${JSON.stringify(patternId)} is taken: pattern ids are unique across Engram; choose another, such as a UUID`);
      await tx.run(REFRESH_DOCUMENTATION_COUNTS, { urls: docs.map((doc) => doc.url) });
    });
    return patternId;
  }

  /**
   * Creates (or corrects) the session's feedback; returns the UserFeedback id. A pattern the key may not
   * see is answered like an unknown one; a session whose feedback it may not see is taken.
   */
  async submitFeedback(principal: Principal, input: FeedbackInput): Promise<string> {
    const sessionId = required("input.sessionId", input.sessionId);
    const patternId = required("input.patternId", input.patternId);
    const codeQuality = checkRating("input.codeQuality", input.codeQuality);
    const contextQuality = checkRating("input.contextQuality", input.contextQuality);
    const retrySessionId = input.retrySessionId?.trim() || null;
    if (retrySessionId === sessionId) throw badInput("input.retrySessionId", "must be another session than input.sessionId");
    const unhelpful = (input.unhelpfulDocs ?? []).map((doc, index) => ({
      ...documentationRow(checkDocUrl(`input.unhelpfulDocs[${index}].url`, doc.url), null),
      reason: doc.reason?.trim() || null,
    }));
    return this.write(async (tx) => {
      const scope = scopeParameters(principal);
      const target = (await tx.run(FEEDBACK_TARGET, { patternId, sessionId, ...scope })).records[0]!;
      const patternTask = target.get("task") as string | null;
      if (patternTask === null) throw badInput("input.patternId", `names no pattern (${JSON.stringify(patternId)}); record it with recordPatternDocs first`);
      if (target.get("sessionTaken")) throw badInput("input.sessionId", `${JSON.stringify(sessionId)} is taken: session ids are unique across Engram; choose another, such as a UUID`);
      const task = input.task?.trim() || patternTask;
      const { records } = await tx.run(SUBMIT_FEEDBACK, {
        ...scope,
        sessionId,
        patternId,
        task,
        codeQuality: neo4j.int(codeQuality),
        contextQuality: neo4j.int(contextQuality),
        wouldRetry: input.wouldRetry ?? retrySessionId !== null,
        retrySessionId,
      });
      if (input.unhelpfulDocs != null) {
        const cleared = await tx.run(CLEAR_UNHELPFUL, { sessionId });
        await tx.run(REFRESH_DOCUMENTATION_COUNTS, { urls: cleared.records[0]!.get("urls") as string[] });
      }
      await this.markUnhelpfulIn(tx, sessionId, unhelpful);
      return records[0]!.get("id") as string;
    });
  }

  /** Returns the URL of the page marked. */
  async markDocUnhelpful(principal: Principal, url: string, sessionId: string, reason: string | null): Promise<string> {
    const doc = { ...documentationRow(checkDocUrl("url", url), null), reason: reason?.trim() || null };
    const session = required("sessionId", sessionId);
    await this.write(async (tx) => {
      await this.visibleFeedback(tx, principal, session, "sessionId");
      await this.markUnhelpfulIn(tx, session, [doc]);
    });
    return doc.url;
  }

  /** Links the original session's feedback to its retry's; returns the original's UserFeedback id. */
  async linkRetrySession(principal: Principal, original: string, retry: string): Promise<string> {
    const [originalId, retryId] = [required("original", original), required("retry", retry)];
    if (originalId === retryId) throw badInput("retry", "must be another session than original");
    return this.write(async (tx) => {
      await this.visibleFeedback(tx, principal, originalId, "original");
      await this.visibleFeedback(tx, principal, retryId, "retry");
      const { records } = await tx.run(LINK_RETRY, { original: originalId, retry: retryId });
      return records[0]!.get("id") as string;
    });
  }

  async docEffectiveness(args: { minUses: number; domain: string | null; limit: number }): Promise<DocEffectivenessRow[]> {
    const records = await this.read(DOC_EFFECTIVENESS, {
      minUses: neo4j.int(integerIn("minUses", args.minUses, 1, 1_000_000)),
      domain: args.domain === null ? null : normaliseDomain(args.domain),
      limit: neo4j.int(integerIn("limit", args.limit, 1, 500)),
    });
    return records.map((record) => ({ ...scoredDocOf(record), standardDeviation: Number(record.standardDeviation) }));
  }

  /** Uses and averages count every pattern; sampleTasks come only from patterns the key may see. */
  async provenDocs(principal: Principal, args: { task: string; minAvgScore: number | null; minUses: number; limit: number }): Promise<ProvenDocRow[]> {
    const keywords = checkKeywords(required("task", args.task));
    if (args.minAvgScore !== null && !(args.minAvgScore >= 0 && args.minAvgScore <= MAX_SCORE)) {
      throw badInput("minAvgScore", `must be a number from 0 to ${MAX_SCORE} (got ${args.minAvgScore})`);
    }
    const records = await this.read(PROVEN_DOCS, {
      keywords,
      ...scopeParameters(principal),
      minAvgScore: args.minAvgScore,
      minUses: neo4j.int(integerIn("minUses", args.minUses, 1, 1_000_000)),
      limit: neo4j.int(integerIn("limit", args.limit, 1, 100)),
    });
    return records.map((record) => ({
      ...scoredDocOf(record),
      sampleTasks: record.sampleTasks as string[],
      matchedKeywords: record.matchedKeywords as string[],
    }));
  }

  /** URLs of the docs feedback says to leave out, worst first. */
  async excludedDocs(args: { minNegativeRate: number; minUses: number; limit: number }): Promise<string[]> {
    const records = await this.read(EXCLUDED_DOCS, {
      minNegativeRate: checkFraction("minNegativeRate", args.minNegativeRate),
      minUses: neo4j.int(integerIn("minUses", args.minUses, 0, 1_000_000)),
      limit: neo4j.int(integerIn("limit", args.limit, 1, 500)),
    });
    return records.map((record) => record.url as string);
  }

  async domainsToAvoid(principal: Principal, originalSessionId: string): Promise<string[]> {
    const records = await this.read(RETRY_AVOIDS, {
      sessionId: originalSessionId,
      ...scopeParameters(principal),
      minNegativeRate: EXCLUSION_DEFAULTS.minNegativeRate,
      minUses: neo4j.int(EXCLUSION_DEFAULTS.minUses),
      maxExcluded: neo4j.int(MAX_RETRY_EXCLUSIONS),
    });
    if (records.length === 0) throw badInput("retryOf", `names no session with feedback (${JSON.stringify(originalSessionId)}); submit its feedback first`);
    return [...new Set((records[0]!.domains as Array<string | null>).filter((domain): domain is string => domain !== null))];
  }

  async feedbackAnalytics(args: { minFeedback: number; since: string | null; until: string | null; limit: number }): Promise<FeedbackAnalyticsResult> {
    const minFeedback = neo4j.int(integerIn("minFeedback", args.minFeedback, 1, 1_000_000));
    const limit = neo4j.int(integerIn("limit", args.limit, 1, 100));
    const since = args.since === null ? null : dateTimeArg("since", args.since);
    const until = args.until === null ? null : dateTimeArg("until", args.until);
    const [domains, retries] = await Promise.all([this.read(SATISFACTION_BY_DOMAIN, { minFeedback, since, until, limit }), this.read(RETRY_SUCCESS, { since, until })]);
    const retry = retries[0]!;
    return {
      satisfactionByDomain: domains.map((row) => ({
        domain: row.domain as string,
        averageCodeQuality: Number(row.averageCodeQuality),
        averageContextQuality: Number(row.averageContextQuality),
        feedbackCount: Number(row.feedbackCount),
      })),
      retrySuccess: {
        retries: Number(retry.retries),
        codeQualityGain: asNumber(retry.codeQualityGain),
        contextQualityGain: asNumber(retry.contextQualityGain),
        improved: Number(retry.improved),
      },
    };
  }

  /** Feedback the key may not see is answered like none. */
  private async visibleFeedback(tx: ManagedTransaction, principal: Principal, sessionId: string, field: string): Promise<void> {
    const { records } = await tx.run(FEEDBACK_EXISTS, { sessionId, ...scopeParameters(principal) });
    if (records.length === 0) throw badInput(field, `names no session with feedback (${JSON.stringify(sessionId)}); submit it with submitFeedback first`);
  }

  private async upsertDocs(tx: ManagedTransaction, docs: readonly DocumentationRow[]): Promise<void> {
    await tx.run(UPSERT_DOCUMENTATION, { docs, now: new Date().toISOString() });
  }

  private async markUnhelpfulIn(tx: ManagedTransaction, sessionId: string, unhelpful: ReadonlyArray<DocumentationRow & { reason: string | null }>): Promise<void> {
    if (unhelpful.length === 0) return;
    await this.upsertDocs(tx, unhelpful);
    await tx.run(MARK_UNHELPFUL, { sessionId, unhelpful });
    await tx.run(REFRESH_DOCUMENTATION_COUNTS, { urls: unhelpful.map((doc) => doc.url) });
  }

  private write<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inWriteTransaction(this.driver, this.database, work);
  }

  private async read(query: string, params: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
    return (await readRecords(this.driver, this.database, query, params)).map((record) => record.toObject());
  }
}
