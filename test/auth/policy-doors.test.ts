import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ACCESS_POLICY, type PolicyType } from "../../src/auth/policy.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { remember } from "../memory/memory-helpers.js";
import { callOk, httpClient } from "../doors/mcp/mcp-helpers.js";

/**
 * Every rule of the access policy, checked through every door that reads its type: for each type, a node a
 * key of one agent type in one project may see and one it may not, both seeded, and each door asked as that
 * key. The doors: the generated GraphQL API, custom GraphQL operations, MCP tools (over HTTP with the SDK's
 * client; `engram mcp` serves the same tools on stdio), and the dashboard, which reads through its one GraphQL
 * query (sent here as the page sends it). No CLI command reads data as a key: `engram export`, `backup` and
 * `import` work on the whole database with its own credentials, and `engram mcp` is the MCP door.
 */

const ADMIN_KEY = "doors-admin-0123456789abcdef";
const SCOPED_KEY = "doors-scoped-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };

const word = uniqueId("wombat").replaceAll("-", "");
const agent = uniqueId("agent");
const otherAgent = uniqueId("other-agent");
const project = uniqueId("proj");
const otherProject = uniqueId("other-proj");
/** Agent types known only by the issues they worked on: agentMetrics names them. */
const visibleWorker = uniqueId("worker");
const hiddenWorker = uniqueId("worker");
const PATH = "src/doors.ts";

/** Per type, the id (or other mark a door shows) of the node the key may see and of the one it may not. */
const seeded = {} as Record<PolicyType, Marks>;
let engram: TestEngram;
let mcp: Client;

/** One way in that reads a type: what it shows the scoped key, as marks to look for. */
interface Door {
  door: "generated GraphQL" | "custom GraphQL" | "MCP" | "dashboard";
  name: string;
  read: (marks: Marks) => Promise<string[]>;
  /** What the door shows of the seeded nodes, when not their ids (provenDocs shows tasks, agent metrics agent types). */
  marks?: () => Marks;
}

interface Marks {
  visible: string;
  hidden: string;
}

async function asScoped(query: string, variables: Record<string, unknown> = {}) {
  const response = await engram.graphql(query, variables, scoped);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

/** A generated list query of a type, filtered to the two seeded nodes (the database is shared with other tests). */
const generated = (field: string, key = "id"): Door => ({
  door: "generated GraphQL",
  name: field,
  read: async ({ visible, hidden }) => {
    const data = await asScoped(`query ($ids: [ID!]) { ${field}(where: { ${key}: { in: $ids } }) { ${key} } }`, { ids: [visible, hidden] });
    return (data[field] as Array<Record<string, string>>).map((row) => row[key]!);
  },
});

/** The dashboard's own query, as dashboard.js sends it, with its constants filled in. */
function dashboardQuery(): string {
  const script = readFileSync(join(import.meta.dirname, "..", "..", "src", "doors", "dashboard", "assets", "dashboard.js"), "utf8");
  const constants = Object.fromEntries([...script.matchAll(/const (\w+) = (\d+);/g)].map((match) => [match[1]!, match[2]!]));
  const query = /const QUERY = `([^`]*)`/.exec(script)![1]!;
  return query.replace(/\$\{(\w+)\}/g, (_, name: string) => constants[name]!);
}

async function dashboard(): Promise<Record<string, any>> {
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return asScoped(dashboardQuery(), { days: 7, since, agentType: null, project: null });
}

const memoryStatsMarks = (stats: { groups: Array<{ agentType: string; project: string | null }> }) => stats.groups.flatMap((group) => [group.agentType, group.project ?? ""]);

const codeContext = (marks: (context: Record<string, any>) => string[]): Door => ({
  door: "custom GraphQL",
  name: "codeContext",
  read: async () => {
    const data = await asScoped(
      `query ($project: ID!, $path: String!) { codeContext(project: $project, path: $path) { functions { id } classes { id } calls { callee { id } } memories { memory { id } } } }`,
      { project, path: PATH },
    );
    return marks(data.codeContext);
  },
});

const mcpCodeContext: Door = {
  door: "MCP",
  name: "code_context",
  read: async () => {
    const result = await callOk(mcp, "code_context", { project, path: PATH, agentType: agent });
    return [...result.functionIds, ...result.classIds, ...result.calls.map((call: { calleeId: string }) => call.calleeId), ...result.memoryIds];
  },
};

/** Issues are known to agent metrics by the agent types that worked on them. */
const byWorkers = (): Marks => ({ visible: visibleWorker, hidden: hiddenWorker });

/** The doors that read each type of the policy. */
const DOORS: Record<PolicyType, Door[]> = {
  AgentType: [
    generated("agentTypes"),
    { door: "custom GraphQL", name: "memoryStats", read: async () => memoryStatsMarks((await asScoped(`{ memoryStats { groups { agentType project } } }`)).memoryStats) },
    { door: "dashboard", name: "agentTypes", read: async () => (await dashboard()).agentTypes.map((type: { id: string }) => type.id) },
  ],
  Project: [
    generated("projects"),
    { door: "custom GraphQL", name: "memoryStats", read: async () => memoryStatsMarks((await asScoped(`{ memoryStats { groups { agentType project } } }`)).memoryStats) },
    { door: "dashboard", name: "projects and memoryStats", read: async () => {
      const data = await dashboard();
      return [...data.projects.map((item: { id: string }) => item.id), ...memoryStatsMarks(data.memoryStats)];
    } },
  ],
  Memory: [
    generated("memories"),
    {
      door: "custom GraphQL",
      name: "recall",
      read: async () => (await asScoped(`query ($agentType: ID!, $project: ID, $query: String) { recall(agentType: $agentType, project: $project, query: $query, limit: 50) { memory { id } } }`, { agentType: agent, project, query: word })).recall.map((hit: { memory: { id: string } }) => hit.memory.id),
    },
    codeContext((context) => context.memories.map((item: { memory: { id: string } }) => item.memory.id)),
    { door: "MCP", name: "recall", read: async () => (await callOk(mcp, "recall", { agentType: agent, project, query: word, limit: 50 })).memories.map((memory: { id: string }) => memory.id) },
    mcpCodeContext,
  ],
  MemoryRevision: [
    {
      door: "generated GraphQL",
      name: "revisions",
      read: async ({ visible, hidden }) =>
        (await asScoped(`query ($ids: [ID!]) { revisions(where: { memory: { some: { id: { in: $ids } } } }) { memory { id } } }`, { ids: [visible, hidden] })).revisions.flatMap((revision: { memory: Array<{ id: string }> }) => revision.memory.map((memory) => memory.id)),
    },
  ],
  CodeFile: [generated("codeFiles")],
  Function: [generated("functions"), codeContext((context) => [...context.functions.map((item: { id: string }) => item.id), ...context.calls.map((call: { callee: { id: string } }) => call.callee.id)]), mcpCodeContext],
  Class: [generated("classes"), codeContext((context) => context.classes.map((item: { id: string }) => item.id)), mcpCodeContext],
  KnowledgeUsage: [generated("knowledgeUsages")],
  Pattern: [
    generated("patterns"),
    {
      door: "custom GraphQL",
      name: "provenDocs",
      marks: () => ({ visible: `${word} visible`, hidden: `${word} hidden` }),
      read: async () => (await asScoped(`query ($task: String!) { provenDocs(task: $task, minUses: 1, limit: 100) { sampleTasks } }`, { task: word })).provenDocs.flatMap((doc: { sampleTasks: string[] }) => doc.sampleTasks),
    },
  ],
  UserFeedback: [generated("userFeedbacks")],
  TavilyCache: [generated("tavilyCaches", "queryHash")],
  Issue: [
    { door: "custom GraphQL", name: "issues", read: async () => (await asScoped(`query ($project: ID!) { issues(project: $project) { key } }`, { project })).issues.map((issue: { key: string }) => `${project}${issue.key}`) },
    { door: "custom GraphQL", name: "agentMetrics", marks: byWorkers, read: async () => (await asScoped(`{ agentMetrics(limit: 500) { agentType } }`)).agentMetrics.map((row: { agentType: string }) => row.agentType) },
    { door: "dashboard", name: "agentMetrics", marks: byWorkers, read: async () => (await dashboard()).agentMetrics.map((row: { agentType: string }) => row.agentType) },
    {
      door: "MCP",
      name: "issue_context (its agent types with the best record)",
      marks: byWorkers,
      read: async () => ((await callOk(mcp, "issue_context", { issue: "#1", project, agentType: agent })).markdown as string).split(/[^\w-]+/),
    },
  ],
  Dependency: [
    { door: "custom GraphQL", name: "dependencies", read: async () => (await asScoped(`query ($project: ID!) { dependencies(project: $project) { source } }`, { project })).dependencies.map((row: { source: string }) => row.source) },
  ],
  DependencyState: [
    { door: "custom GraphQL", name: "dependencyChanges", read: async () => (await asScoped(`query ($project: ID!) { dependencyChanges(project: $project) { added { source } } }`, { project })).dependencyChanges.added.map((row: { source: string }) => row.source) },
    { door: "MCP", name: "upgrade_impact", read: async () => (await callOk(mcp, "upgrade_impact", { project })).added.map((row: { source: string }) => row.source) },
  ],
  KnowledgeGap: [
    { door: "custom GraphQL", name: "knowledgeGaps", read: async () => (await asScoped(`{ knowledgeGaps(limit: 100) { query } }`)).knowledgeGaps.map((gap: { query: string }) => gap.query) },
    { door: "dashboard", name: "knowledgeGaps", read: async () => (await dashboard()).knowledgeGaps.map((gap: { query: string }) => gap.query) },
  ],
};

/** Nodes written straight into the graph: the doors under test only read them. */
const SEED = `
MERGE (d:Documentation {url: $docUrl}) SET d.title = $word, d.domain = 'doors.example'
CREATE (pv:Pattern {id: $patternVisible, task: $word + ' visible', taskKeywords: [$word], createdAt: datetime()})
CREATE (ph:Pattern {id: $patternHidden, task: $word + ' hidden', taskKeywords: [$word], createdAt: datetime()})
CREATE (d)-[:CONTRIBUTED_TO {agent: $agent, score: 5.0, usedAt: datetime()}]->(pv)
CREATE (d)-[:CONTRIBUTED_TO {agent: $otherAgent, score: 5.0, usedAt: datetime()}]->(ph)
CREATE (:UserFeedback {id: $feedbackVisible, sessionId: $feedbackVisible, createdAt: datetime()})-[:FEEDBACK_FOR]->(pv)
CREATE (:UserFeedback {id: $feedbackHidden, sessionId: $feedbackHidden, createdAt: datetime()})-[:FEEDBACK_FOR]->(ph)
CREATE (:KnowledgeUsage {id: $usageVisible, agentType: $agent, itemId: 'x', itemSource: 'DOC', outcome: 'SUCCESS', createdAt: datetime()})
CREATE (:KnowledgeUsage {id: $usageHidden, agentType: $otherAgent, itemId: 'x', itemSource: 'DOC', outcome: 'SUCCESS', createdAt: datetime()})
CREATE (:TavilyCache {queryHash: $cacheVisible, agentType: $agent, project: $project, originalQuery: $word, createdAt: datetime(), expiresAt: datetime() + duration('P1D'), resultsCount: 0, resultsJson: '[]'})
CREATE (:TavilyCache {queryHash: $cacheHidden, agentType: $agent, project: $otherProject, originalQuery: $word, createdAt: datetime(), expiresAt: datetime() + duration('P1D'), resultsCount: 0, resultsJson: '[]'})
CREATE (:KnowledgeGap {key: $gapVisible, day: date(), source: 'KNOWLEDGE_SEARCH', query: $gapVisible, agentType: $agent, project: $project, searches: 100000, empty: 100000, scoreSum: 0.0, lastSeen: datetime()})
CREATE (:KnowledgeGap {key: $gapHidden, day: date(), source: 'KNOWLEDGE_SEARCH', query: $gapHidden, agentType: $otherAgent, project: $project, searches: 100000, empty: 100000, scoreSum: 0.0, lastSeen: datetime()})
MERGE (p:Project {id: $project}) MERGE (q:Project {id: $otherProject})
CREATE (p)-[:HAS_ISSUE]->(iv:Issue {id: randomUUID(), project: $project, key: '#1', labels: ['security'], domains: ['security'], state: 'OPEN', createdAt: datetime()})
CREATE (q)-[:HAS_ISSUE]->(ih:Issue {id: randomUUID(), project: $otherProject, key: '#1', labels: ['security'], domains: ['security'], state: 'OPEN', createdAt: datetime()})
MERGE (wv:AgentType {id: $visibleWorker}) MERGE (wh:AgentType {id: $hiddenWorker})
CREATE (wv)-[:WORKED_ON]->(iv) CREATE (wh)-[:WORKED_ON]->(ih)
CREATE (:Dependency {id: $dependencyVisible, project: $project, ecosystem: 'npm', name: $dependencyVisible, source: 'npm:' + $dependencyVisible, version: '1.0.0', direct: true, lockfile: 'package-lock.json', seenAt: datetime()})
CREATE (:Dependency {id: $dependencyHidden, project: $otherProject, ecosystem: 'npm', name: $dependencyHidden, source: 'npm:' + $dependencyHidden, version: '1.0.0', direct: true, lockfile: 'package-lock.json', seenAt: datetime()})
CREATE (:DependencyState {id: randomUUID(), project: $project, at: datetime() - duration('PT1M'), packages: []})
CREATE (:DependencyState {id: randomUUID(), project: $project, at: datetime(), packages: ['npm|' + $stateVisible + '|1.0.0|direct']})
CREATE (:DependencyState {id: randomUUID(), project: $otherProject, at: datetime() - duration('PT1M'), packages: []})
CREATE (:DependencyState {id: randomUUID(), project: $otherProject, at: datetime(), packages: ['npm|' + $stateHidden + '|1.0.0|direct']})
CREATE (f:CodeFile {id: $fileVisible, project: $project, path: $path, language: 'typescript', createdAt: datetime()})
CREATE (:CodeFile {id: $fileHidden, project: $otherProject, path: $path, language: 'typescript', createdAt: datetime()})
CREATE (f)-[:CONTAINS]->(fv:Function {id: $functionVisible, project: $project, name: 'seen', qualifiedName: 'seen', filePath: $path, lineStart: 1, complexity: 1})
CREATE (f)-[:CONTAINS]->(:Function {id: $memberHidden, project: $otherProject, name: 'unseen', qualifiedName: 'unseen', filePath: $path, lineStart: 2, complexity: 1})
CREATE (fv)-[:CALLS]->(:Function {id: $functionHidden, project: $otherProject, name: 'called', qualifiedName: 'called', filePath: 'other.ts', lineStart: 1, complexity: 1})
CREATE (f)-[:CONTAINS]->(:Class {id: $classVisible, project: $project, name: 'Seen', filePath: $path, lineStart: 3})
CREATE (f)-[:CONTAINS]->(:Class {id: $classHidden, project: $otherProject, name: 'Unseen', filePath: $path, lineStart: 4})`;

const SEEDED_IDS = [
  "patternVisible", "patternHidden", "feedbackVisible", "feedbackHidden", "usageVisible", "usageHidden", "cacheVisible", "cacheHidden", "gapVisible", "gapHidden",
  "fileVisible", "fileHidden", "functionVisible", "functionHidden", "memberHidden", "classVisible", "classHidden", "dependencyVisible", "dependencyHidden",
  "stateVisible", "stateHidden",
] as const;

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${agent}:${project}` });
  const ids = Object.fromEntries(SEEDED_IDS.map((name) => [name, uniqueId(name)])) as Record<(typeof SEEDED_IDS)[number], string>;
  const { uri, user, password } = inject("neo4j");
  const driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
  try {
    await driver.executeQuery(SEED, { ...ids, word, agent, otherAgent, project, otherProject, visibleWorker, hiddenWorker, path: PATH, docUrl: `https://doors.example/${word}` });
  } finally {
    await driver.close();
  }
  const references = [{ path: PATH }];
  const visible = await remember(engram, { agentType: agent, project, memoryType: "DECISION", content: `${word} visible`, references }, admin);
  const hidden = await remember(engram, { agentType: otherAgent, project, memoryType: "DECISION", content: `${word} hidden`, references }, admin);
  // A second remember with the same id keeps the first content as a revision.
  await remember(engram, { id: visible.id, agentType: agent, project, memoryType: "DECISION", content: `${word} visible revised`, references }, admin);
  await remember(engram, { id: hidden.id, agentType: otherAgent, project, memoryType: "DECISION", content: `${word} hidden revised`, references }, admin);
  Object.assign(seeded, {
    AgentType: { visible: agent, hidden: otherAgent },
    Project: { visible: project, hidden: otherProject },
    Memory: { visible: visible.id, hidden: hidden.id },
    MemoryRevision: { visible: visible.id, hidden: hidden.id },
    CodeFile: { visible: ids.fileVisible, hidden: ids.fileHidden },
    Function: { visible: ids.functionVisible, hidden: ids.functionHidden },
    Class: { visible: ids.classVisible, hidden: ids.classHidden },
    KnowledgeUsage: { visible: ids.usageVisible, hidden: ids.usageHidden },
    Pattern: { visible: ids.patternVisible, hidden: ids.patternHidden },
    UserFeedback: { visible: ids.feedbackVisible, hidden: ids.feedbackHidden },
    TavilyCache: { visible: ids.cacheVisible, hidden: ids.cacheHidden },
    Issue: { visible: `${project}#1`, hidden: `${otherProject}#1` },
    Dependency: { visible: `npm:${ids.dependencyVisible}`, hidden: `npm:${ids.dependencyHidden}` },
    DependencyState: { visible: `npm:${ids.stateVisible}`, hidden: `npm:${ids.stateHidden}` },
    KnowledgeGap: { visible: ids.gapVisible, hidden: ids.gapHidden },
  } satisfies Record<PolicyType, Marks>);
  mcp = await httpClient(engram, SCOPED_KEY);
}, 180_000);

afterAll(async () => {
  await mcp?.close();
  await engram?.close();
});

describe("every rule of the access policy, through every door that reads its type", () => {
  it("lists the doors of every type of the policy, and of no other", () => {
    expect(Object.keys(DOORS).sort()).toEqual(Object.keys(ACCESS_POLICY).sort());
    for (const [type, doors] of Object.entries(DOORS)) expect(doors.length, type).toBeGreaterThan(0);
  });

  for (const [type, doors] of Object.entries(DOORS) as Array<[PolicyType, Door[]]>) {
    for (const door of doors) {
      it(`${type}: ${door.door} ${door.name} shows the key what it may see and not what it may not`, async () => {
        const marks = door.marks?.() ?? seeded[type];
        const shown = await door.read(marks);
        expect(shown).toContain(marks.visible);
        expect(shown).not.toContain(marks.hidden);
      });
    }
  }
});
