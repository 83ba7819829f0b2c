import neo4j, { type Driver } from "neo4j-driver";
import { mayUse, scopeParameters, type ScopeParameters } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { badInput, dateTimeArg, integerIn } from "../errors.js";
import { FULLTEXT_INDEXES } from "../neo4j/migrations.js";
import { inWriteTransaction, readRecords } from "../neo4j/transactions.js";
import { RELATED_ISSUES } from "../search/config.js";
import { plainFusion, runSearch, scoresByWords } from "../search/pipeline.js";
import { Question } from "../search/question.js";
import { luceneText } from "../search/terms.js";
import { AGENT_METRICS, AGENT_METRICS_IN_DOMAINS, ISSUE, ISSUE_EVIDENCE, ISSUES, LOCK_ISSUE, RECORD_ISSUE, RELATED_CANDIDATES, type IssueRow } from "./cypher.js";
import { domainsOf, issueKey, issueLabels, issueNodeId, projectToken } from "../memory/issue-keys.js";
import { filesIn, rankRelatedIssues, type IssueEvidence, type IssueResolution, type RelatedIssueRow } from "./related.js";

const MAX_ISSUES = 500;
const MAX_RELATED = 50;
const MAX_METRICS = 500;

export type IssueState = "OPEN" | "CLOSED";
export type IssueOutcome = "RESOLVED" | "PARTIALLY_RESOLVED" | "UNRESOLVED" | "WONT_FIX" | "DUPLICATE";

export interface RecordIssueArgs {
  agentType: string;
  project: string;
  issue: string;
  title?: string | null;
  description?: string | null;
  labels?: readonly string[] | null;
  state?: IssueState | null;
  outcome?: IssueOutcome | null;
  openedAt?: string | null;
  closedAt?: string | null;
}

export interface RelatedIssuesArgs {
  project: string;
  issue?: string | null;
  text?: string | null;
  agentType?: string | null;
  limit?: number | null;
}

export interface AgentIssueMetricsRow {
  agentType: string;
  domains: string[];
  invocations: number;
  judged: number;
  successes: number;
  successRate: number | null;
  meanResolutionHours: number | null;
}

/** Past issues like an issue of the project (its key and evidence, when it has them) or a text. */
export interface LikeQuery {
  project: string;
  /** What the key sees, as the agent type asked (whose memories count as evidence). */
  scope: ScopeParameters;
  key: string | null;
  asked: IssueEvidence | null;
  text: string;
  /** Domains the asker gives besides the asked issue's own. */
  domains: readonly string[];
  limit: number;
}

/** What an issue is alike to: its words, its domains with its memories' tags, and files. */
export interface AlikeQuery {
  project: string;
  /** What the key sees, as the agent type asked (whose memories count as evidence). */
  scope: ScopeParameters;
  text: string;
  tags: readonly string[];
  files: readonly string[];
  exclude: readonly string[];
  limit: number;
}

interface IssueCandidate {
  lexicalScore: number;
  semanticScore: null;
  evidence: IssueEvidence;
}

type StoredFields = Pick<IssueRow, "title" | "description" | "labels" | "domains" | "state" | "outcome" | "openedAt" | "closedAt">;

/** Text the caller sent for a field: trimmed, or refused when it is blank; undefined when left out. */
function optionalText(value: string | null | undefined, field: string): string | undefined {
  if (value == null) return undefined;
  if (value.trim() === "") throw badInput(field, "must not be empty; leave it out to keep what is stored");
  return value.trim();
}

/** Clocks disagree by minutes, not by a day: a time later than that is a mistake. */
const CLOCK_SKEW_MS = 86_400_000;

/** A time an issue was opened or closed: a date-time, not in the future. */
function pastTime(field: string, value: string, now: Date): string {
  const time = dateTimeArg(field, value);
  if (Date.parse(time) > now.getTime() + CLOCK_SKEW_MS) throw badInput(field, `is in the future (${time}); give when it happened`);
  return time;
}

/**
 * The issue after a report: what the report says over what was stored. Closing (an outcome or a
 * closing time) makes it CLOSED, stamped now unless closedAt is given; reopening clears both.
 */
export function mergeIssue(stored: StoredFields | null, input: RecordIssueArgs, now: Date): StoredFields {
  const closing = input.outcome != null || input.closedAt != null;
  if (input.state === "OPEN" && closing) throw badInput("input.state", "OPEN contradicts outcome and closedAt: leave state out, or set CLOSED");
  const state: IssueState = input.state ?? (closing ? "CLOSED" : (stored?.state ?? "OPEN"));
  const labels = input.labels ? issueLabels(input.labels, "input.labels") : (stored?.labels ?? []);
  const openedAt = input.openedAt != null ? pastTime("input.openedAt", input.openedAt, now) : (stored?.openedAt ?? now.toISOString());
  const closedAt = state === "OPEN" ? null : input.closedAt != null ? pastTime("input.closedAt", input.closedAt, now) : (stored?.closedAt ?? now.toISOString());
  if (closedAt !== null && Date.parse(closedAt) < Date.parse(openedAt)) {
    throw badInput(input.closedAt != null ? "input.closedAt" : "input.openedAt", `puts the closing (${closedAt}) before the opening (${openedAt})`);
  }
  return {
    title: optionalText(input.title, "input.title") ?? stored?.title ?? null,
    description: optionalText(input.description, "input.description") ?? stored?.description ?? null,
    labels,
    domains: domainsOf(labels),
    state,
    outcome: state === "OPEN" ? null : (input.outcome ?? stored?.outcome ?? null),
    openedAt,
    closedAt,
  };
}

/**
 * Lucene's query for issues like a text: its first terms as written (see luceneText; a description's
 * identifiers and stack frames are what duplicates share), in titles twice as much as in descriptions,
 * bound to the project's token (weight 0: it filters, it does not score).
 */
export function issueLucene(text: string, project: string): string | null {
  const words = luceneText(text);
  if (words === null) return null;
  return `+projectToken:${projectToken(project)}^0 +(title:(${words})^2 description:(${words}))`;
}

const metricsRow = (record: neo4j.Record): AgentIssueMetricsRow => {
  const judged = Number(record.get("judged"));
  const successes = Number(record.get("successes"));
  return {
    agentType: record.get("agentType"),
    domains: record.get("domains"),
    invocations: Number(record.get("invocations")),
    judged,
    successes,
    successRate: judged === 0 ? null : successes / judged,
    meanResolutionHours: record.get("meanResolutionHours"),
  };
};

/**
 * A project's tracker issues as agents report them: recorded (recordIssue) or named by memories, seen by
 * keys scoped to the project; the past issues most like one; agent types' records per domain.
 */
export class Issues {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly now: () => Date,
  ) {}

  async record(principal: Principal, input: RecordIssueArgs): Promise<IssueRow> {
    mayUse(principal, input.agentType, input.project);
    if (input.agentType.trim() === "") throw badInput("input.agentType", "must be an agent type id such as builder");
    if (input.project.trim() === "") throw badInput("input.project", "must be a project id");
    const key = issueKey(input.issue, "input.issue");
    const node = { project: input.project, key, id: issueNodeId(input.project, key), projectToken: projectToken(input.project) };
    return inWriteTransaction(this.driver, this.database, async (tx) => {
      const stored = (await tx.run(LOCK_ISSUE, node)).records[0]!.get("issue") as IssueRow;
      const issue = mergeIssue(stored, input, this.now());
      const { records } = await tx.run(RECORD_ISSUE, { ...node, agentType: input.agentType, issue });
      return records[0]!.get("issue") as IssueRow;
    });
  }

  /** The issue of that key, if it was recorded or a memory the key may see names it. */
  async get(principal: Principal, project: string, key: string, field = "key"): Promise<IssueRow | null> {
    mayUse(principal, null, project);
    const records = await readRecords(this.driver, this.database, ISSUE, { project, key: issueKey(key, field), ...scopeParameters(principal) });
    return (records[0]?.get("issue") as IssueRow | undefined) ?? null;
  }

  async list(principal: Principal, project: string, filters: { state?: IssueState | null; labels?: readonly string[] | null; limit?: number | null }): Promise<IssueRow[]> {
    mayUse(principal, null, project);
    const limit = integerIn("limit", filters.limit ?? 25, 1, MAX_ISSUES);
    const labels = filters.labels?.length ? issueLabels(filters.labels, "labels") : null;
    const records = await readRecords(this.driver, this.database, ISSUES, { project, state: filters.state ?? null, labels, limit: neo4j.int(limit), ...scopeParameters(principal) });
    return records.map((record) => record.get("issue") as IssueRow);
  }

  /** Past issues like an issue of the project (when recorded) or a text, with the memories of agentType (else the key's agent types) as evidence. */
  async related(principal: Principal, args: RelatedIssuesArgs): Promise<RelatedIssueRow[]> {
    mayUse(principal, args.agentType ?? null, args.project);
    const limit = integerIn("limit", args.limit ?? 5, 1, MAX_RELATED);
    const key = args.issue ? issueKey(args.issue, "issue") : null;
    const text = args.text?.trim() ?? "";
    if (key === null && text === "") throw badInput("issue", "or text must be given: the issue to find past issues like (#42), or a description of the work");
    const scope = scopeParameters(principal, args.agentType ?? null);
    const asked = key === null ? null : await this.evidenceOf(args.project, scope, key);
    if (key !== null && asked === null && text === "") throw badInput("issue", `names no issue recorded in project "${args.project}"; pass text to find issues like a description instead`);
    const words = [asked?.issue.title, asked?.issue.description, text].filter(Boolean).join("\n");
    return this.like({ project: args.project, scope, key, asked, text: words, domains: [], limit });
  }

  /**
   * Past issues like an asked one (its evidence, when recorded): by the text's words, raised by its domains
   * and memory tags with the given domains, and by the files its memories reference or the text names.
   * The caller has checked the scope.
   */
  like({ project, scope, key, asked, text, domains, limit }: LikeQuery): Promise<RelatedIssueRow[]> {
    return this.alike({
      project,
      scope,
      text,
      tags: [...new Set([...domains, ...(asked?.tags ?? [])])],
      files: [...new Set([...(asked?.files ?? []), ...filesIn(text)])],
      exclude: key === null ? [] : [key],
      limit,
    });
  }

  /**
   * The issue search pipeline (see search/pipeline.ts): candidates by words and files, words fused alone
   * (issues have no vectors), ranked by rankRelatedIssues.
   */
  private alike(query: AlikeQuery): Promise<RelatedIssueRow[]> {
    const question = new Question(query.text, null);
    return runSearch<IssueCandidate, RelatedIssueRow>({
      recipe: RELATED_ISSUES,
      limit: query.limit,
      terms: question.terms,
      matchedText: (candidate) => `${candidate.evidence.issue.title ?? ""} ${candidate.evidence.issue.description ?? ""}`,
      key: (candidate) => candidate.evidence.issue.key,
      byWords: (candidates: number) => this.candidates(query, issueLucene(query.text, query.project), candidates),
      fusion: plainFusion(),
      rank: (candidates, similarity) =>
        rankRelatedIssues(query, candidates.map((candidate) => ({ evidence: candidate.evidence, content: similarity(candidate).similarity })), query.limit),
    });
  }

  private async candidates(query: AlikeQuery, lucene: string | null, candidates: number): Promise<IssueCandidate[]> {
    const found = await readRecords(this.driver, this.database, RELATED_CANDIDATES, {
      index: FULLTEXT_INDEXES.issue,
      lucene,
      project: query.project,
      ...query.scope,
      files: [...query.files],
      exclude: [...query.exclude],
      candidates: neo4j.int(candidates),
    });
    const scores = new Map(found.map((record) => [record.get("key") as string, scoresByWords(record).lexicalScore]));
    const evidence = await this.evidence(query.project, query.scope, [...scores.keys()]);
    return evidence.map((item) => ({ lexicalScore: scores.get(item.issue.key) ?? 0, semanticScore: null, evidence: item }));
  }

  /** What an issue is known by, with the memories the scope sees as evidence; null when not recorded. */
  async evidenceOf(project: string, scope: ScopeParameters, key: string): Promise<IssueEvidence | null> {
    return (await this.evidence(project, scope, [key]))[0] ?? null;
  }

  private async evidence(project: string, scope: ScopeParameters, keys: string[]): Promise<IssueEvidence[]> {
    if (keys.length === 0) return [];
    const records = await readRecords(this.driver, this.database, ISSUE_EVIDENCE, { project, ...scope, keys });
    return records.map((record) => ({
      issue: record.get("issue") as IssueRow,
      tags: [...new Set(record.get("tags") as string[])],
      files: [...new Set(record.get("files") as string[])],
      resolution: record.get("resolution") as IssueResolution | null,
    }));
  }

  /** Agent types' records per domain, over the projects the key may see, or one of them. */
  async agentMetrics(principal: Principal, args: { project?: string | null; domain?: string | null; limit?: number | null }): Promise<AgentIssueMetricsRow[]> {
    mayUse(principal, null, args.project ?? null);
    const limit = integerIn("limit", args.limit ?? 50, 1, MAX_METRICS);
    const domain = args.domain == null ? null : (domainsOf(issueLabels([args.domain], "domain"))[0] ?? null);
    if (args.domain != null && domain === null) throw badInput("domain", `names the kind of work, not a domain (got ${JSON.stringify(args.domain)}); use a domain such as security`);
    const records = await readRecords(this.driver, this.database, AGENT_METRICS, { ...scopeParameters(principal), project: args.project ?? null, domain, limit: neo4j.int(limit) });
    return records.map(metricsRow);
  }

  /** Agent types by their record on issues touching any of these domains, best first. */
  async recommendedAgents(principal: Principal, domains: readonly string[], limit: number): Promise<AgentIssueMetricsRow[]> {
    if (domains.length === 0) return [];
    const records = await readRecords(this.driver, this.database, AGENT_METRICS_IN_DOMAINS, { ...scopeParameters(principal), domains: [...domains], limit: neo4j.int(limit) });
    return records.map(metricsRow);
  }
}
