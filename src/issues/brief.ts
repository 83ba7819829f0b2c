import type { Principal } from "../auth/principal.js";
import { mayUse, scopeParameters } from "../auth/policy.js";
import { badInput } from "../errors.js";
import { MAX_QUESTION_LENGTH } from "../input-limits.js";
import type { ScoredMemory } from "../memory/scoring.js";
import type { MemoryService } from "../memory/service.js";
import { changedSinceWritten, staleAmong } from "../memory/staleness.js";
import { fuseSources } from "../search/fusion.js";
import type { IssueRow } from "./cypher.js";
import { domainsOf, issueKey, issueLabels, resolutionHours } from "../memory/issue-keys.js";
import type { RelatedIssueRow } from "./related.js";
import type { AgentIssueMetricsRow, Issues } from "./service.js";

/** Note 003's limits: three decisions, three related issues, five patterns, three anti-patterns, two or three agents. */
const SECTION_LIMITS = { issueMemories: 10, patterns: 5, decisions: 3, antiPatterns: 3, relatedIssues: 3, agents: 3 } as const;
/** Memories recalled by the issue's words and by its domains, before they are split into sections. */
const RECALLED = 30;
const EXCERPT = 300;
const GUIDANCE = ["PATTERN", "DECISION", "ANTI_PATTERN"];

export interface IssueContextArgs {
  agentType: string;
  project: string;
  issue?: string | null;
  title?: string | null;
  description?: string | null;
  labels?: readonly string[] | null;
}

export interface IssueContextResult {
  markdown: string;
  summary: string;
  /** The stale memories among the brief's, listed first with why. */
  changedSinceWritten: ScoredMemory[];
  issue: IssueRow | null;
  issueMemories: ScoredMemory[];
  patterns: ScoredMemory[];
  decisions: ScoredMemory[];
  antiPatterns: ScoredMemory[];
  relatedIssues: RelatedIssueRow[];
  recommendedAgents: AgentIssueMetricsRow[];
}

/** What a brief is rendered from: the issue as asked and what was found for it. */
export interface BriefParts {
  key: string | null;
  title: string | null;
  domains: string[];
  issueMemories: ScoredMemory[];
  patterns: ScoredMemory[];
  decisions: ScoredMemory[];
  antiPatterns: ScoredMemory[];
  relatedIssues: RelatedIssueRow[];
  agents: AgentIssueMetricsRow[];
}

const clip = (text: string, max = EXCERPT) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
};
/** "1 issue", "2 issues". */
const count = (amount: number, one: string, many = `${one}s`) => `${amount} ${amount === 1 ? one : many}`;
/** A duration as people say it: "40 minutes", "1 hour", "2.5 days". */
export function humanDuration(hours: number): string {
  const round = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  if (hours < 1) return count(Math.max(1, Math.round(hours * 60)), "minute");
  if (hours < 48) return count(round(hours), "hour");
  return count(round(hours / 24), "day");
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const memoryLine = ({ candidate }: ScoredMemory) => `${candidate.title ? `**${candidate.title}**: ` : ""}${clip(candidate.content)}`;

/** The one sentence of the brief's Summary. */
export function summarise(parts: BriefParts): string {
  const subject = parts.key ? `Issue ${parts.key}${parts.title ? ` (${clip(parts.title, 80)})` : ""}` : `This work${parts.title ? ` (${clip(parts.title, 80)})` : ""}`;
  const domains = parts.domains.length > 0 ? ` in ${parts.domains.join(", ")}` : "";
  const resolved = parts.relatedIssues.filter((related) => related.issue.outcome === "RESOLVED").length;
  const found = [
    parts.issueMemories.length > 0 ? `${count(parts.issueMemories.length, "memory", "memories")} from earlier work on it` : null,
    `${count(parts.patterns.length + parts.decisions.length, "must-know pattern or decision", "must-know patterns and decisions")}`,
    `${count(parts.relatedIssues.length, "related past issue")} (${resolved} resolved)`,
    count(parts.antiPatterns.length, "anti-pattern"),
  ].filter(Boolean);
  const best = parts.agents.find((agent) => agent.successRate !== null);
  const agents = best ? `; the best record here is ${best.agentType}'s (${best.successes} of ${best.judged} resolved)` : "; no agent type has a judged record in these domains yet";
  return `${subject}${domains}: ${found.join(", ")}${agents}.`;
}

function relatedLine({ issue, why, resolution }: RelatedIssueRow): string {
  const hours = resolutionHours(issue.openedAt, issue.closedAt);
  const ending = issue.state === "OPEN" ? "still open" : `${issue.outcome ?? "closed"}${hours === null ? "" : ` in ${humanDuration(hours)}`}`;
  const lines = [`- **${issue.key}**${issue.title ? ` ${clip(issue.title, 120)}` : ""} (${ending}): ${why}.`];
  if (resolution) lines.push(`  Resolution: ${resolution.title ? `**${resolution.title}**: ` : ""}${clip(resolution.content)}`);
  return lines.join("\n");
}

function agentLine(agent: AgentIssueMetricsRow): string {
  const rate = agent.successRate === null ? "none judged yet" : `${agent.successes} of ${agent.judged} resolved (${percent(agent.successRate)})`;
  const hours = agent.meanResolutionHours === null ? "" : `, ${humanDuration(agent.meanResolutionHours)} on average to resolve`;
  return `- \`${agent.agentType}\`: ${count(agent.invocations, "issue")} in ${agent.domains.join(", ")}, ${rate}${hours}`;
}

const section = (title: string, lines: string[]) => [`### ${title}`, "", ...(lines.length > 0 ? lines : ["Nothing recorded yet."]), ""];

/** The brief as note 003's Markdown template. */
export function renderIssueBrief(parts: BriefParts, summary: string): string {
  const heading = parts.key ? `## Context Brief for Issue ${parts.key}` : `## Context Brief${parts.title ? `: ${clip(parts.title, 120)}` : ""}`;
  const mustKnow = [
    ...parts.issueMemories.map((hit) => `${parts.key} ${hit.candidate.memoryType.toLowerCase().replace("_", "-")}: ${memoryLine(hit)}`),
    ...parts.patterns.map((hit) => `Pattern: ${memoryLine(hit)}${hit.candidate.occurrences > 1 ? ` (seen ${hit.candidate.occurrences} times)` : ""}`),
    ...parts.decisions.map((hit) => `Decision: ${memoryLine(hit)}`),
  ].map((line, index) => `${index + 1}. ${line}`);
  return [
    heading,
    "",
    ...section("Summary", [summary]),
    ...changedSinceWritten(staleAmong([parts.issueMemories, parts.patterns, parts.decisions, parts.antiPatterns])),
    ...section("Must-Know", mustKnow),
    ...section("Related Past Issues", parts.relatedIssues.map(relatedLine)),
    ...section("Anti-Patterns to Avoid", parts.antiPatterns.map((hit) => `- ${memoryLine(hit)}`)),
    ...section("Recommended Agents", parts.agents.map(agentLine)),
  ].join("\n");
}

function ofType(hits: ScoredMemory[], memoryType: string, limit: number): ScoredMemory[] {
  return hits.filter((hit) => hit.candidate.memoryType === memoryType).slice(0, limit);
}

/**
 * Note 003's brief for picking up an issue, within the caller's scopes: its own memories, the patterns and
 * decisions in force of its words and domains, the related past issues, anti-patterns, and the agent types
 * with the best record in its domains.
 */
export class IssueBriefs {
  constructor(
    private readonly issues: Issues,
    private readonly memory: MemoryService,
  ) {}

  async brief(principal: Principal, args: IssueContextArgs): Promise<IssueContextResult> {
    mayUse(principal, args.agentType, args.project);
    const key = args.issue ? issueKey(args.issue, "issue") : null;
    // The issue as this agent type knows it: recorded, or named by its memories; with their tags and files.
    const asOwnType = scopeParameters(principal, args.agentType);
    const asked = key === null ? null : await this.issues.evidenceOf(args.project, asOwnType, key);
    const stored = asked?.issue ?? null;
    const title = args.title?.trim() || stored?.title || null;
    const description = args.description?.trim() || stored?.description || null;
    if (key === null && title === null && description === null) throw badInput("issue", "or a title or description must be given: the issue to brief on (#42), or what the work is");
    if (key !== null && stored === null && title === null && description === null) {
      throw badInput("issue", `names no issue recorded in project "${args.project}"; give its title or description to build the brief from them`);
    }
    const labels = args.labels ? issueLabels(args.labels, "labels") : (stored?.labels ?? []);
    const domains = domainsOf(labels);
    const text = [title, description].filter(Boolean).join("\n").slice(0, MAX_QUESTION_LENGTH);
    const scope = { agentType: args.agentType, project: args.project };
    const quiet = { recordGap: false };
    const [issueMemories, byWords, byDomain, relatedIssues, agents] = await Promise.all([
      key === null ? [] : this.memory.recall(principal, { ...scope, issues: [key], limit: SECTION_LIMITS.issueMemories }, quiet),
      text === "" ? [] : this.memory.recall(principal, { ...scope, query: text, memoryTypes: GUIDANCE, limit: RECALLED }, quiet),
      labels.length === 0 ? [] : this.memory.recall(principal, { ...scope, tags: [...new Set([...labels, ...domains])], memoryTypes: GUIDANCE, limit: RECALLED }, quiet),
      this.issues.like({ project: args.project, scope: asOwnType, key, asked, text, domains, limit: SECTION_LIMITS.relatedIssues }),
      this.issues.recommendedAgents(principal, domains, SECTION_LIMITS.agents),
    ]);
    const guidance = fuseSources([byWords, byDomain], { key: (hit) => hit.candidate.id, seen: issueMemories.map((hit) => hit.candidate.id) });
    const parts: BriefParts = {
      key,
      title,
      domains,
      issueMemories,
      patterns: ofType(guidance, "PATTERN", SECTION_LIMITS.patterns),
      decisions: ofType(guidance, "DECISION", SECTION_LIMITS.decisions),
      antiPatterns: ofType(guidance, "ANTI_PATTERN", SECTION_LIMITS.antiPatterns),
      relatedIssues,
      agents,
    };
    const summary = summarise(parts);
    return {
      markdown: renderIssueBrief(parts, summary),
      summary,
      changedSinceWritten: staleAmong([issueMemories, parts.patterns, parts.decisions, parts.antiPatterns]),
      issue: stored,
      issueMemories,
      patterns: parts.patterns,
      decisions: parts.decisions,
      antiPatterns: parts.antiPatterns,
      relatedIssues,
      recommendedAgents: agents,
    };
  }
}
