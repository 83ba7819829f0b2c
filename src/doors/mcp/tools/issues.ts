import { z } from "zod";
import type { IssueRow } from "../../../issues/cypher.js";
import type { RelatedIssueRow } from "../../../issues/related.js";
import { agentTypeArg, agentTypeOf, defineTool, limit, list, longText, name, projectArg, question, requiredProjectOf } from "../tool.js";

const STATES = ["OPEN", "CLOSED"] as const;
const OUTCOMES = ["RESOLVED", "PARTIALLY_RESOLVED", "UNRESOLVED", "WONT_FIX", "DUPLICATE"] as const;
const issueArg = () => name().describe("The issue: #42, 42, owner/repo#42 or a tracker key such as ENG-42.");

const issueOutput = z.object({
  key: z.string(),
  project: z.string(),
  title: z.string().nullable(),
  labels: z.array(z.string()),
  state: z.enum(STATES),
  outcome: z.string().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  agentTypes: z.array(z.string()),
});
const relatedOutput = z.object({
  issue: issueOutput,
  score: z.number(),
  sharedLabels: z.array(z.string()),
  sharedFiles: z.array(z.string()),
  why: z.string(),
  resolution: z.object({ id: z.string(), title: z.string().nullable(), content: z.string() }).nullable(),
});

const issueOf = ({ description: _description, domains: _domains, ...issue }: IssueRow) => issue;
const relatedOf = (row: RelatedIssueRow) => ({ issue: issueOf(row.issue), score: row.score, sharedLabels: row.sharedLabels, sharedFiles: row.sharedFiles, why: row.why, resolution: row.resolution });

const issueContext = defineTool({
  name: "issue_context",
  title: "Brief for a tracker issue",
  description:
    "When you pick up a tracker issue, call this first: a brief in Markdown of what was decided and resolved in this issue before, " +
    "the must-know patterns and decisions of its domain, related past issues with how they ended and how long they took, anti-patterns to avoid, " +
    "and the agent types with the best record on such issues. Give the issue key; for an issue Engram has not recorded, give its title, description and labels too.",
  input: {
    issue: issueArg().optional(),
    title: question().optional(),
    description: longText().optional(),
    labels: list(name()).optional().describe("The issue's labels, e.g. [\"auth\", \"type:bug\"]; domains are read from them."),
    agentType: agentTypeArg(),
    project: projectArg(),
  },
  output: { markdown: z.string(), summary: z.string(), relatedIssues: z.array(relatedOutput), memoryIds: z.array(z.string()) },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const brief = await engram.issueBriefs.brief(principal, { ...args, agentType: agentTypeOf(args.agentType, defaults), project: requiredProjectOf(args.project, defaults) });
    const memoryIds = [...brief.issueMemories, ...brief.patterns, ...brief.decisions, ...brief.antiPatterns].map((hit) => hit.candidate.id);
    return { structured: { markdown: brief.markdown, summary: brief.summary, relatedIssues: brief.relatedIssues.map(relatedOf), memoryIds }, markdown: brief.markdown };
  },
});

const recordIssue = defineTool({
  name: "record_issue",
  title: "Record a tracker issue",
  description:
    "Tell Engram about an issue you work on: its title, description and labels when you start, and its outcome (RESOLVED, PARTIALLY_RESOLVED, UNRESOLVED, WONT_FIX, DUPLICATE) when it closes. " +
    "The outcome counts in your agent type's record in the issue's domains, and the issue is offered as a related past issue next time. " +
    "Name the issue in remember's issues to link what you learned to it.",
  input: {
    issue: issueArg(),
    agentType: agentTypeArg(),
    project: projectArg(),
    title: question().optional(),
    description: longText().optional(),
    labels: list(name()).optional().describe("Replaces the stored labels."),
    state: z.enum(STATES).optional().describe("Left out: CLOSED when an outcome or closedAt is given."),
    outcome: z.enum(OUTCOMES).optional().describe("How it ended; closes it."),
    openedAt: name().optional().describe("When it was opened, e.g. 2026-11-20T09:00:00Z."),
    closedAt: name().optional().describe("When it was closed; now when an outcome is given without it."),
  },
  output: { issue: issueOutput },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const issue = await engram.issues.record(principal, { ...args, agentType: agentTypeOf(args.agentType, defaults), project: requiredProjectOf(args.project, defaults) });
    const state = issue.state === "OPEN" ? "open" : `closed${issue.outcome ? ` as ${issue.outcome}` : ""}`;
    return { structured: { issue: issueOf(issue) }, markdown: `Recorded ${issue.key} in ${issue.project} (${state}).` };
  },
});

const relatedIssues = defineTool({
  name: "related_issues",
  title: "Related past issues",
  description:
    "Past issues of the project most like an issue (by its key) or a description: by the words of their titles and descriptions, shared labels and tags, " +
    "and the files their memories reference. Each says why it was chosen, how it ended, and its latest resolution.",
  input: {
    issue: issueArg().optional(),
    text: longText().optional().describe("A description of the work, when the issue is not recorded."),
    agentType: agentTypeArg(),
    project: projectArg(),
    limit: limit(50, 5),
  },
  output: { related: z.array(relatedOutput) },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const rows = await engram.issues.related(principal, { ...args, agentType: args.agentType ?? defaults.agentType, project: requiredProjectOf(args.project, defaults) });
    const lines = rows.map((row, index) => `${index + 1}. **${row.issue.key}** ${row.issue.title ?? ""} (${row.issue.state === "OPEN" ? "open" : (row.issue.outcome ?? "closed")}, score ${row.score.toFixed(2)}): ${row.why}`);
    return { structured: { related: rows.map(relatedOf) }, markdown: lines.length > 0 ? lines.join("\n") : "No related past issue." };
  },
});

export const issueTools = [issueContext, recordIssue, relatedIssues];
