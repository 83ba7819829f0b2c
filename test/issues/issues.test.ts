import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type GraphQLResponse, type TestEngram } from "../helpers/engram.js";
import { callError, callOk, httpClient } from "../doors/mcp/mcp-helpers.js";

const ADMIN_KEY = "issues-admin-key-0123456789";
const BUILDER_A_KEY = "issues-builder-a-key-0123456";
const BUILDER_B_KEY = "issues-builder-b-key-0123456";
const builder = uniqueId("builder");
const security = uniqueId("security");
const projectA = uniqueId("shop");
const projectB = uniqueId("billing");

const ISSUE_FIELDS = "key project title description labels domains state outcome openedAt closedAt resolutionHours agentTypes";
const RECORD = `mutation ($input: RecordIssueInput!) { recordIssue(input: $input) { ${ISSUE_FIELDS} } }`;
const REMEMBER = `mutation ($input: RememberInput!) { remember(input: $input) { id issues } }`;
const RELATED = `query ($project: ID!, $issue: String, $text: String, $agentType: ID, $limit: Int) {
  relatedIssues(project: $project, issue: $issue, text: $text, agentType: $agentType, limit: $limit) {
    issue { key project outcome } score content sharedLabels sharedFiles why resolution { id content }
  }
}`;
const CONTEXT = `query ($agentType: ID!, $project: ID!, $issue: String, $title: String, $description: String, $labels: [String!]) {
  issueContext(agentType: $agentType, project: $project, issue: $issue, title: $title, description: $description, labels: $labels) {
    markdown summary issue { key title }
    issueMemories { memory { id content issues } }
    patterns { memory { content } } decisions { memory { content } } antiPatterns { memory { content } }
    relatedIssues { issue { key outcome } resolution { content } }
    recommendedAgents { agentType domains invocations judged successes successRate meanResolutionHours }
  }
}`;
const METRICS = `query ($project: ID, $domain: String) { agentMetrics(project: $project, domain: $domain) { agentType domains invocations judged successes successRate meanResolutionHours } }`;

let engram: TestEngram;
const as = (key: string) => ({ authorization: `Bearer ${key}` });
const admin = as(ADMIN_KEY);

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, headers = admin): Promise<T> {
  const response = await engram.graphql<T>(query, variables, headers);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

function refused(response: GraphQLResponse, code: string, field?: string) {
  expect(response.errors?.[0]?.extensions?.code, JSON.stringify(response.errors)).toBe(code);
  if (field) expect(response.errors![0]!.extensions!.field).toBe(field);
  return response.errors![0]!.message;
}

const record = (input: Record<string, unknown>) => ok(RECORD, { input });
const remember = (input: Record<string, unknown>) => ok<{ remember: { id: string; issues: string[] | null } }>(REMEMBER, { input });

let limiterResolution: string;

beforeAll(async () => {
  engram = await startTestEngram({
    ENGRAM_API_KEYS: `${ADMIN_KEY},${BUILDER_A_KEY}:${builder}:${projectA},${BUILDER_B_KEY}:${builder}:${projectB}`,
  });
  const inA = { project: projectA };
  await record({ ...inA, agentType: security, issue: "#1", title: "Rate limit the login endpoint", description: "Brute force attempts on POST /login; add a per-IP limiter.", labels: ["domain:auth", "type:feature"], openedAt: "2026-10-01T00:00:00Z", closedAt: "2026-10-03T12:00:00Z", outcome: "RESOLVED" });
  await record({ ...inA, agentType: security, issue: "2", title: "Session cookies never expire", description: "Users stay signed in forever.", labels: ["auth"], openedAt: "2026-10-05T00:00:00Z", closedAt: "2026-10-06T00:00:00Z", outcome: "RESOLVED" });
  await record({ ...inA, agentType: builder, issue: "#3", title: "CSV export times out on large reports", labels: ["reporting"], outcome: "RESOLVED" });
  await record({ ...inA, agentType: builder, issue: "#4", title: "Password reset tokens can be used twice", labels: ["Auth"], outcome: "UNRESOLVED" });
  limiterResolution = (
    await remember({ ...inA, agentType: security, memoryType: "RESOLUTION", issues: ["#1"], content: "Added a sliding-window limiter keyed by IP and account.", references: [{ path: "src/auth/limiter.ts" }] })
  ).remember.id;
  await remember({ ...inA, agentType: builder, memoryType: "RESOLUTION", issues: ["#2"], content: "Cookie maxAge set to 24 hours.", references: [{ path: "src/auth/session.ts" }] });
  await remember({ ...inA, agentType: builder, memoryType: "DECISION", issues: ["#10"], title: "Reset shares the limiter", content: "The password reset endpoint goes through the login limiter.", references: [{ path: "src/auth/limiter.ts" }] });
  await remember({ ...inA, agentType: builder, memoryType: "PATTERN", tags: ["auth"], content: "Every auth endpoint is wrapped in the limiter middleware." });
  await remember({ ...inA, agentType: builder, memoryType: "ANTI_PATTERN", tags: ["auth"], content: "Never log raw passwords or reset tokens." });
  await remember({ ...inA, agentType: builder, memoryType: "DECISION", content: "Rate limits for each endpoint are configured in config/limits.yaml." });
  await record({ ...inA, agentType: builder, issue: "#10", title: "Rate limit the password reset endpoint", description: "Reset requests are brute-forced the way login was.", labels: ["auth"] });
  await record({ project: projectB, agentType: builder, issue: "#1", title: "Rate limit the login endpoint of billing", labels: ["auth"], outcome: "RESOLVED" });
});

afterAll(async () => {
  await engram?.close();
});

describe("issues named by memories", () => {
  it("keeps the keys in one form, links them to the project's issues and recalls by them", async () => {
    const { remember: memory } = await remember({ project: projectA, agentType: builder, memoryType: "CONTEXT", content: "The shop's checkout uses the v2 API.", issues: ["42", "Acme/Shop#7", "eng-5"] });
    expect(memory.issues).toEqual(["#42", "acme/shop#7", "ENG-5"]);
    const recalled = await ok(`query ($agentType: ID!, $project: ID, $issues: [String!]) { recall(agentType: $agentType, project: $project, issues: $issues) { memory { id } } }`, {
      agentType: builder,
      project: projectA,
      issues: ["#42"],
    });
    expect(recalled.recall.map((hit: { memory: { id: string } }) => hit.memory.id)).toEqual([memory.id]);
    const issue = await ok(`query ($project: ID!, $key: String!) { issue(project: $project, key: $key) { ${ISSUE_FIELDS} } }`, { project: projectA, key: "ACME/shop#7" });
    expect(issue.issue).toMatchObject({ key: "acme/shop#7", project: projectA, state: "OPEN", title: null, labels: [], agentTypes: [] });
  });

  it("keeps an issue that only other agent types' or session memories name unknown to a key", async () => {
    await remember({ project: projectA, agentType: security, memoryType: "CONTEXT", content: "Secret repository work.", issues: ["acme/secret#777"] });
    await remember({ project: projectA, agentType: builder, sessionId: "s-1", memoryType: "CONTEXT", content: "Scratch notes for #61.", issues: ["#61"] });
    const ISSUE = `query ($project: ID!, $key: String!) { issue(project: $project, key: $key) { key } }`;
    expect((await ok(ISSUE, { project: projectA, key: "acme/secret#777" })).issue).toEqual({ key: "acme/secret#777" });
    expect((await ok(ISSUE, { project: projectA, key: "acme/secret#777" }, as(BUILDER_A_KEY))).issue).toBeNull();
    const listed = await ok(`query ($project: ID!) { issues(project: $project, limit: 500) { key } }`, { project: projectA }, as(BUILDER_A_KEY));
    expect(listed.issues.map((issue: { key: string }) => issue.key)).not.toContain("acme/secret#777");
    refused(await engram.graphql(RELATED, { project: projectA, issue: "acme/secret#777" }, as(BUILDER_A_KEY)), "BAD_USER_INPUT", "issue");
    expect((await ok(ISSUE, { project: projectA, key: "#61" })).issue).toBeNull();
    const session = await ok(`query ($project: ID) { recall(agentType: "${builder}", project: $project, sessionId: "s-1", issues: ["61"]) { memory { content } } }`, { project: projectA });
    expect(session.recall).toEqual([{ memory: { content: "Scratch notes for #61." } }]);
  });

  it("refuses issues without a project, and keys in no accepted form, naming the field", async () => {
    const base = { agentType: builder, memoryType: "CONTEXT", content: "x" };
    refused(await engram.graphql(REMEMBER, { input: { ...base, issues: ["#1"] } }, admin), "BAD_USER_INPUT", "input.issues");
    const message = refused(await engram.graphql(REMEMBER, { input: { ...base, project: projectA, issues: ["#1", "issue forty-two"] } }, admin), "BAD_USER_INPUT", "input.issues[1]");
    expect(message).toContain('"#42", "42", "owner/repo#42"');
    refused(await engram.graphql(`query { recall(agentType: "${builder}", issues: ["#1"]) { score } }`, {}, admin), "BAD_USER_INPUT", "issues");
  });
});

describe("recordIssue", () => {
  it("closes an issue with its outcome and resolution time, and keeps what a later report leaves out", async () => {
    const first = await record({ project: projectA, agentType: security, issue: "#20", title: "Audit log misses logins", labels: ["security"], openedAt: "2026-11-01T08:00:00Z" });
    expect(first.recordIssue).toMatchObject({ key: "#20", state: "OPEN", outcome: null, closedAt: null, resolutionHours: null, domains: ["security"] });
    const closed = await record({ project: projectA, agentType: builder, issue: "20", outcome: "RESOLVED", closedAt: "2026-11-01T14:30:00Z" });
    expect(closed.recordIssue).toMatchObject({ title: "Audit log misses logins", labels: ["security"], state: "CLOSED", outcome: "RESOLVED", resolutionHours: 6.5 });
    expect(closed.recordIssue.agentTypes).toEqual([builder, security].sort());
    const reopened = await record({ project: projectA, agentType: builder, issue: "#20", state: "OPEN" });
    expect(reopened.recordIssue).toMatchObject({ state: "OPEN", outcome: null, closedAt: null });
  });

  it("refuses contradictions and bad values, naming the field, and writes nothing", async () => {
    const base = { project: projectA, agentType: builder, issue: "#21" };
    refused(await engram.graphql(RECORD, { input: { ...base, state: "OPEN", outcome: "RESOLVED" } }, admin), "BAD_USER_INPUT", "input.state");
    refused(await engram.graphql(RECORD, { input: { ...base, openedAt: "2026-11-02T00:00:00Z", closedAt: "2026-11-01T00:00:00Z" } }, admin), "BAD_USER_INPUT", "input.closedAt");
    refused(await engram.graphql(RECORD, { input: { ...base, labels: ["auth", " "] } }, admin), "BAD_USER_INPUT", "input.labels[1]");
    refused(await engram.graphql(RECORD, { input: { ...base, issue: "#forty" } }, admin), "BAD_USER_INPUT", "input.issue");
    refused(await engram.graphql(RECORD, { input: { ...base, outcome: "FIXED" } }, admin), "BAD_USER_INPUT");
    refused(await engram.graphql(RECORD, { input: { ...base, openedAt: "+010000-01-01T00:00:00Z" } }, admin), "BAD_USER_INPUT", "input.openedAt");
    refused(await engram.graphql(RECORD, { input: { ...base, closedAt: "2099-01-01T00:00:00Z" } }, admin), "BAD_USER_INPUT", "input.closedAt");
    const stored = await ok(`query ($project: ID!) { issue(project: $project, key: "#21") { key } }`, { project: projectA });
    expect(stored.issue).toBeNull();
  });

  it("applies reports made at the same moment one after the other, losing none", async () => {
    for (let round = 0; round < 5; round++) {
      const issue = `#${300 + round}`;
      await Promise.all([
        record({ project: projectA, agentType: builder, issue, labels: ["checkout"] }),
        record({ project: projectA, agentType: security, issue, outcome: "RESOLVED" }),
        record({ project: projectA, agentType: builder, issue, title: "Concurrent reports" }),
      ]);
      const stored = await ok(`query ($project: ID!, $key: String!) { issue(project: $project, key: $key) { labels outcome title agentTypes } }`, { project: projectA, key: issue });
      expect(stored.issue).toEqual({ labels: ["checkout"], outcome: "RESOLVED", title: "Concurrent reports", agentTypes: [builder, security].sort() });
    }
  });

  it("is refused to a key not scoped to the project or the agent type", async () => {
    refused(await engram.graphql(RECORD, { input: { project: projectA, agentType: builder, issue: "#1" } }, as(BUILDER_B_KEY)), "FORBIDDEN");
    refused(await engram.graphql(RECORD, { input: { project: projectA, agentType: security, issue: "#1" } }, as(BUILDER_A_KEY)), "FORBIDDEN");
  });
});

describe("relatedIssues", () => {
  it("ranks past issues of the project by words, shared labels and the files their memories reference", async () => {
    const { relatedIssues } = await ok(RELATED, { project: projectA, issue: "#10" });
    const keys = relatedIssues.map((row: { issue: { key: string } }) => row.issue.key);
    expect(keys[0]).toBe("#1");
    // #4 shares words and the auth domain; #2 shares the domain only, and #3 nothing
    expect(keys).toContain("#4");
    expect(keys).not.toContain("#2");
    expect(keys).not.toContain("#3");
    expect(keys).not.toContain("#10");
    for (const row of relatedIssues) expect(row.issue.project).toBe(projectA);
    const [login] = relatedIssues;
    expect(login.sharedLabels).toContain("auth");
    expect(login.sharedFiles).toEqual(["src/auth/limiter.ts"]);
    expect(login.content).toBeGreaterThan(0);
    expect(login.why).toContain("src/auth/limiter.ts");
    expect(login.resolution.id).toBe(limiterResolution);
  });

  it("finds issues like a text that names a file", async () => {
    const { relatedIssues } = await ok(RELATED, { project: projectA, text: "Cookies in src/auth/session.ts outlive the session", limit: 1 });
    expect(relatedIssues).toHaveLength(1);
    expect(relatedIssues[0]).toMatchObject({ issue: { key: "#2" }, sharedFiles: ["src/auth/session.ts"] });
  });

  it("counts only the memories a scoped key may see, and only its project's issues", async () => {
    const { relatedIssues } = await ok(RELATED, { project: projectA, issue: "#10" }, as(BUILDER_A_KEY));
    const login = relatedIssues.find((row: { issue: { key: string } }) => row.issue.key === "#1");
    expect(login.resolution).toBeNull();
    expect(login.sharedFiles).toEqual([]);
    const inB = await ok(RELATED, { project: projectB, text: "Rate limit the login endpoint" }, as(BUILDER_B_KEY));
    expect(inB.relatedIssues.map((row: { issue: { key: string; project: string } }) => [row.issue.project, row.issue.key])).toEqual([[projectB, "#1"]]);
    refused(await engram.graphql(RELATED, { project: projectA, text: "login" }, as(BUILDER_B_KEY)), "FORBIDDEN");
    refused(await engram.graphql(RELATED, { project: projectA, issue: "#10", agentType: security }, as(BUILDER_A_KEY)), "FORBIDDEN");
  });

  it("needs an issue or a text, and says when the issue is not recorded", async () => {
    refused(await engram.graphql(RELATED, { project: projectA }, admin), "BAD_USER_INPUT", "issue");
    const message = refused(await engram.graphql(RELATED, { project: projectB, issue: "#10" }, admin), "BAD_USER_INPUT", "issue");
    expect(message).toContain(`project "${projectB}"`);
    refused(await engram.graphql(RELATED, { project: projectA, text: "login", limit: 0 }, admin), "BAD_USER_INPUT", "limit");
  });
});

describe("issueContext", () => {
  it("briefs an agent on an issue in note 003's template, within its scopes", async () => {
    const { issueContext } = await ok(CONTEXT, { agentType: builder, project: projectA, issue: "#10" }, as(BUILDER_A_KEY));
    const headings = issueContext.markdown.split("\n").filter((line: string) => line.startsWith("#"));
    expect(headings).toEqual(["## Context Brief for Issue #10", "### Summary", "### Must-Know", "### Related Past Issues", "### Anti-Patterns to Avoid", "### Recommended Agents"]);
    expect(issueContext.issue).toEqual({ key: "#10", title: "Rate limit the password reset endpoint" });
    expect(issueContext.issueMemories.map((hit: any) => hit.memory.content)).toEqual(["The password reset endpoint goes through the login limiter."]);
    expect(issueContext.patterns.map((hit: any) => hit.memory.content)).toContain("Every auth endpoint is wrapped in the limiter middleware.");
    expect(issueContext.decisions.map((hit: any) => hit.memory.content)).toContain("Rate limits for each endpoint are configured in config/limits.yaml.");
    expect(issueContext.antiPatterns.map((hit: any) => hit.memory.content)).toEqual(["Never log raw passwords or reset tokens."]);
    expect(issueContext.relatedIssues[0]).toEqual({ issue: { key: "#1", outcome: "RESOLVED" }, resolution: null });
    expect(issueContext.markdown).toContain("**#1** Rate limit the login endpoint (RESOLVED in 2.5 days)");
    expect(issueContext.markdown).toContain("1. #10 decision: **Reset shares the limiter**");
    expect(issueContext.markdown).not.toContain("sliding-window");
    const [best, next] = issueContext.recommendedAgents;
    expect(best).toMatchObject({ agentType: security, domains: ["auth"], invocations: 2, judged: 2, successes: 2, successRate: 1, meanResolutionHours: 42 });
    expect(next).toMatchObject({ agentType: builder, invocations: 2, judged: 1, successes: 0, successRate: 0 });
    expect(issueContext.summary).toContain(`the best record here is ${security}'s (2 of 2 resolved)`);
  });

  it("builds the brief from a title and labels for an issue not recorded, from the key's projects only", async () => {
    const { issueContext } = await ok(CONTEXT, { agentType: builder, project: projectB, issue: "#99", title: "Rate limit the login endpoint", labels: ["auth"] }, as(BUILDER_B_KEY));
    expect(issueContext.issue).toBeNull();
    expect(issueContext.relatedIssues).toEqual([{ issue: { key: "#1", outcome: "RESOLVED" }, resolution: null }]);
    expect(issueContext.recommendedAgents).toEqual([expect.objectContaining({ agentType: builder, invocations: 1, judged: 1, successes: 1 })]);
    expect(issueContext.markdown).toContain("### Must-Know\n\nNothing recorded yet.");
  });

  it("refuses a brief with nothing to build it from, naming the field", async () => {
    refused(await engram.graphql(CONTEXT, { agentType: builder, project: projectA }, admin), "BAD_USER_INPUT", "issue");
    refused(await engram.graphql(CONTEXT, { agentType: builder, project: projectA, issue: "#404" }, admin), "BAD_USER_INPUT", "issue");
    refused(await engram.graphql(CONTEXT, { agentType: builder, project: projectA, issue: "#10" }, as(BUILDER_B_KEY)), "FORBIDDEN");
  });
});

describe("agentMetrics", () => {
  it("counts invocations, judged outcomes and successes per agent type and domain", async () => {
    const { agentMetrics } = await ok(METRICS, { project: projectA, domain: "domain:auth" });
    expect(agentMetrics).toEqual([
      { agentType: security, domains: ["auth"], invocations: 2, judged: 2, successes: 2, successRate: 1, meanResolutionHours: 42 },
      { agentType: builder, domains: ["auth"], invocations: 2, judged: 1, successes: 0, successRate: 0, meanResolutionHours: null },
    ]);
  });

  it("counts only the projects a key may see", async () => {
    const { agentMetrics } = await ok(METRICS, {}, as(BUILDER_B_KEY));
    expect(agentMetrics).toEqual([expect.objectContaining({ agentType: builder, domains: ["auth"], invocations: 1, successes: 1 })]);
    refused(await engram.graphql(METRICS, { project: projectA }, as(BUILDER_B_KEY)), "FORBIDDEN");
    refused(await engram.graphql(METRICS, { domain: "type:bug" }, admin), "BAD_USER_INPUT", "domain");
  });
});

describe("through MCP", () => {
  let client: Client;
  beforeAll(async () => {
    client = await httpClient(engram, BUILDER_A_KEY);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("records an issue, finds its related issues and briefs on it", async () => {
    const recorded = await callOk(client, "record_issue", { issue: "#30", agentType: builder, project: projectA, title: "Rate limit the signup endpoint", labels: ["auth"] });
    expect(recorded.issue).toMatchObject({ key: "#30", state: "OPEN", labels: ["auth"] });
    const related = await callOk(client, "related_issues", { issue: "#30", agentType: builder, project: projectA, limit: 2 });
    expect(related.related.map((row: { issue: { key: string } }) => row.issue.key)).toContain("#1");
    const brief = await callOk(client, "issue_context", { issue: "#30", agentType: builder, project: projectA });
    expect(brief.markdown).toMatch(/^## Context Brief for Issue #30\n/);
    expect(brief.relatedIssues.length).toBeGreaterThan(0);
  });

  it("names the argument at fault", async () => {
    expect(await callError(client, "record_issue", { issue: "thirty", agentType: builder, project: projectA })).toContain("issue");
    expect(await callError(client, "issue_context", { agentType: builder })).toContain("project");
  });
});

describe("deleteProject", () => {
  it("deletes the project's issues with it", async () => {
    const project = uniqueId("doomed");
    await record({ project, agentType: builder, issue: "#1", title: "Doomed" });
    await remember({ project, agentType: builder, memoryType: "CONTEXT", content: "Doomed work.", issues: ["#2"] });
    const { deleteProject } = await ok(`mutation ($id: ID!) { deleteProject(id: $id) { issues memories } }`, { id: project });
    expect(deleteProject).toEqual({ issues: 2, memories: 1 });
    expect((await ok(`query ($project: ID!) { issues(project: $project) { key } }`, { project })).issues).toEqual([]);
  });
});
