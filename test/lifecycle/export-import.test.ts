import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest } from "../helpers/knowledge.js";
import { recall, remember } from "../memory/memory-helpers.js";
import { graphSnapshot, managedDriver, runCli } from "./lifecycle-helpers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "knowledge");
const ARCHITECT = "architect";
const REVIEWER = "reviewer";
const PROJECT = "shop";
const SESSION = "session-7";
/** Old enough that every memory's decay is at its floor: a score does not move while the test runs. */
const LONG_AGO = (day: number) => `2020-03-${String(day).padStart(2, "0")}T10:00:00.123456Z`;

/** Neo4j servers of their own, each with an empty database: the source, then the target of the import. */
const LOCAL_EMBEDDINGS = { ENGRAM_EMBEDDINGS: "local" };
const withoutSharedNeo4j = (home: string) => ({ NEO4J_URI: undefined, NEO4J_USER: undefined, NEO4J_PASSWORD: undefined, ENGRAM_HOME: home, ...LOCAL_EMBEDDINGS });

async function graphql(engram: TestEngram, query: string, variables: Record<string, unknown> = {}) {
  const response = await engram.graphql(query, variables);
  if (response.errors) throw new Error(`${query}: ${JSON.stringify(response.errors)}`);
  return response.data!;
}

async function seedMemories(engram: TestEngram): Promise<void> {
  const write = (input: Record<string, unknown>) => remember(engram, input);
  await write({ id: "g-postgres", agentType: ARCHITECT, memoryType: "DECISION", content: "Prefer PostgreSQL for relational data", tags: ["database"], occurredAt: LONG_AGO(1) });
  await write({ id: "p-migrations", agentType: ARCHITECT, project: PROJECT, memoryType: "PATTERN", content: "Run database migrations before deploying", importance: 7, references: [{ path: "src/db.ts" }], occurredAt: LONG_AGO(2) });
  // the same id again with other content: the first content becomes a revision
  await write({ id: "p-migrations", agentType: ARCHITECT, project: PROJECT, memoryType: "PATTERN", content: "Run database migrations in a transaction before deploying", importance: 8, references: [{ path: "src/db.ts", function: "migrate" }], occurredAt: LONG_AGO(2) });
  await write({ id: "s-password", agentType: ARCHITECT, project: PROJECT, sessionId: SESSION, memoryType: "CONTEXT", content: "The database password rotates during this session", occurredAt: LONG_AGO(3) });
  await write({ id: "p-never-edit", agentType: ARCHITECT, project: PROJECT, memoryType: "ANTI_PATTERN", content: "Never edit database migrations after they ran", relatesTo: ["p-migrations"], occurredAt: LONG_AGO(4) });
  await write({ id: "p-mysql", agentType: ARCHITECT, project: PROJECT, memoryType: "DECISION", content: "Use MySQL as the shop database", occurredAt: LONG_AGO(5) });
  await write({ id: "p-postgres", agentType: ARCHITECT, project: PROJECT, memoryType: "DECISION", content: "Use PostgreSQL as the shop database instead", contradicts: ["p-mysql"], derivedFrom: ["g-postgres"], occurredAt: LONG_AGO(6) });
  await write({ id: "turn-1", agentType: ARCHITECT, project: PROJECT, memoryType: "CONVERSATION", content: "Which database does the shop use?", occurredAt: LONG_AGO(7) });
  await write({ id: "turn-2", agentType: ARCHITECT, project: PROJECT, memoryType: "CONVERSATION", content: "PostgreSQL, since last year", occurredAt: LONG_AGO(8) });
  // turns of one time (a session's date) stand in the order they arrived, which the file must carry
  const sameTime = (id: string, content: string) => ({ id, agentType: ARCHITECT, project: PROJECT, memoryType: "CONVERSATION", content, occurredAt: LONG_AGO(8) });
  await graphql(engram, `mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, {
    input: [sameTime("turn-4", "Who chose it?"), sameTime("turn-3", "The platform team, after the outage")],
  });
  // without an id, the same content twice is one memory seen twice
  for (let i = 0; i < 2; i++) await write({ agentType: ARCHITECT, project: PROJECT, memoryType: "PATTERN", content: "Review every schema change twice", tags: ["database", "review"], occurredAt: LONG_AGO(9) });
  await write({ id: "g-checklist", agentType: ARCHITECT, memoryType: "PATTERN", content: "Keep a review checklist for database changes", tags: ["review"], occurredAt: LONG_AGO(10) });
  await graphql(engram, `mutation { shareMemory(id: "g-checklist", withAgentTypes: ["${REVIEWER}"]) { id } }`);
  await write({ id: "p-issue-12", agentType: ARCHITECT, project: PROJECT, memoryType: "RESOLUTION", content: "Migrations run in one transaction since this issue", issues: ["#12"], occurredAt: LONG_AGO(11) });
  await graphql(
    engram,
    `mutation { recordIssue(input: { agentType: "${ARCHITECT}", project: "${PROJECT}", issue: "#12", title: "Half-applied database migrations", labels: ["database"],
       openedAt: "2020-03-01T00:00:00Z", closedAt: "2020-03-03T00:00:00Z", outcome: RESOLVED }) { key } }`,
  );
}

async function seedKnowledge(engram: TestEngram, home: string, driver: Driver): Promise<void> {
  const dependencies = await ingestDependencies(driver, undefined, home);
  await ingestQuietly(dependencies, ingestRequest({ format: "markdown", location: join(FIXTURES, "markdown"), source: "team_docs", sourceKind: "official_docs" }));
  await ingestQuietly(
    dependencies,
    ingestRequest({ format: "node-api", location: join(FIXTURES, "node-api"), source: "node_docs", version: "18.20.4", language: "javascript", baseUrl: "https://nodejs.org/docs/v18.20.4/api/" }),
  );
  const apis = await graphql(engram, `{ apiReferences(where: { name: { in: ["fs.readFile", "fs.stat"] } }, sort: [{ name: ASC }]) { id name } }`);
  const [readFileApi, statApi] = apis.apiReferences as { id: string }[];
  await graphql(engram, `mutation ($id: ID!, $replacement: ID) { markDeprecated(id: $id, version: "19.0.0", replacement: $replacement) { id } }`, { id: readFileApi!.id, replacement: statApi!.id });
  const docs = await graphql(engram, `{ externalDocs(where: { source: { eq: "team_docs" } }, sort: [{ path: ASC }]) { id } }`);
  await graphql(engram, `mutation ($id: ID!) { recordKnowledgeUsage(id: $id, agentType: "${ARCHITECT}", outcome: SUCCESS) { id } }`, { id: (docs.externalDocs as { id: string }[])[0]!.id });
  await graphql(engram, `mutation { recordKnowledgeUsage(id: "${readFileApi!.id}", agentType: "${REVIEWER}", outcome: FAILURE) { id } }`);
  const page = { url: "https://example.org/guide/migrations", title: "Migrations guide" };
  await graphql(engram, `mutation ($docs: [DocRefInput!]!) { recordPatternDocs(patternId: "pattern-1", task: "add a database migration", docs: $docs, score: 82.5, agent: "builder") { id } }`, { docs: [page] });
  const feedback = `mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { id } }`;
  await graphql(engram, feedback, { input: { sessionId: "first", patternId: "pattern-1", codeQuality: 2, contextQuality: 3, retrySessionId: "retry", unhelpfulDocs: [{ url: page.url, reason: "outdated" }] } });
  await graphql(engram, feedback, { input: { sessionId: "retry", patternId: "pattern-1", codeQuality: 5, contextQuality: 4 } });
  // a cached web answer, as webSearch writes it (Tavily itself is not needed here)
  await driver.executeQuery(
    `CREATE (:TavilyCache {queryHash: 'hash-1', originalQuery: 'postgres migrations', category: 'DOCUMENTATION', createdAt: datetime('2024-05-01T08:00:00.987654321+02:00'),
       expiresAt: datetime('2024-05-08T08:00:00Z'), resultsCount: 1, resultsJson: '[]', score: 1.0})`,
  );
}

/** What a client sees: recall in every scope, links, revisions, sharing, documents and feedback analytics. */
async function answers(engram: TestEngram) {
  const questions: Record<string, unknown>[] = [
    { agentType: ARCHITECT, project: PROJECT, query: "database migrations" },
    { agentType: ARCHITECT, query: "database" },
    { agentType: ARCHITECT, project: PROJECT, sessionId: SESSION, query: "database password" },
    { agentType: REVIEWER, query: "database review checklist" },
    { agentType: ARCHITECT, project: PROJECT },
    { agentType: ARCHITECT, project: PROJECT, query: "PostgreSQL shop database", includeSuperseded: true },
    { agentType: ARCHITECT, project: PROJECT, query: "which database does the shop use" },
  ];
  const recalls = [];
  for (const question of questions) recalls.push(await recall(engram, { ...question, limit: 20 }));
  const links = await graphql(engram, `{ relatedMemories(id: "p-migrations", depth: 3) { relation distance memory { id } } }`);
  const memories = await graphql(
    engram,
    `{ memories(sort: [{ id: ASC }]) { id memoryType content tags importance occurrences occurredAt createdAt supersededAt expiresAt isGlobal codeReferences
        agentTypes(sort: [{ id: ASC }]) { id } projects { id } revisions { content importance revisedAt } } }`,
  );
  const document = await graphql(engram, `{ document(path: "guides/routing", source: "team_docs") { title content tags } }`);
  const api = await graphql(engram, `{ apiReference(name: "fs.readFile", source: "node_docs") { name deprecatedIn replacedBy { name } } }`);
  const effectiveness = await graphql(engram, `{ docEffectiveness(minUses: 1) { url uses averageScore } excludedDocs(minNegativeRate: 0.1, minUses: 1) { url negativeFeedbackRate } }`);
  const search = await graphql(engram, `{ searchKnowledge(query: "read a file", limit: 5) { hits { id source } } }`);
  const issues = await graphql(
    engram,
    `{ issueContext(agentType: "${ARCHITECT}", project: "${PROJECT}", title: "Database migrations fail halfway", labels: ["database"]) { markdown }
       agentMetrics { agentType domains invocations successes meanResolutionHours } }`,
  );
  return { recalls, links, memories, document, api, effectiveness, search, issues };
}

let homes: string[] = [];
let exportFile: string;

async function tempHome(prefix: string): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), prefix));
  homes.push(home);
  return home;
}

afterAll(async () => {
  for (const home of homes) {
    await runCli(home, ["neo4j", "stop"]);
    await rm(home, { recursive: true, force: true });
  }
  homes = [];
});

describe("engram export, then engram import into an empty database", () => {
  let before: Awaited<ReturnType<typeof answers>>;
  let snapshot: Awaited<ReturnType<typeof graphSnapshot>>;
  let exported: { records: number; nodes: Record<string, number>; relationships: Record<string, number> };
  let target: TestEngram;
  let targetDriver: Driver;

  beforeAll(async () => {
    const sourceHome = await tempHome("engram-export-");
    const seeding = await startTestEngram(withoutSharedNeo4j(sourceHome));
    const seedingDriver = await managedDriver(sourceHome);
    try {
      await seedMemories(seeding);
      await seedKnowledge(seeding, sourceHome, seedingDriver);
    } finally {
      await seedingDriver.close();
      await seeding.close();
    }
    // Lucene's word statistics count the documents that updates replaced until its segments merge, which a
    // restart settles: only then does the source score words as a database written once (the import) does.
    const source = await startTestEngram(withoutSharedNeo4j(sourceHome));
    const driver = await managedDriver(sourceHome);
    try {
      // vectors are made after the write commits: wait for them so that recall is hybrid on both sides
      await runCli(sourceHome, ["embed"], LOCAL_EMBEDDINGS);
      snapshot = await graphSnapshot(driver);
      exportFile = join(sourceHome, "engram.jsonl");
      const result = await runCli(sourceHome, ["export", "--out", exportFile, "--json"]);
      if (result.code !== 0) throw new Error(`export failed: ${result.stderr}`);
      exported = JSON.parse(result.stdout);
      before = await answers(source);
    } finally {
      await driver.close();
      await source.close();
    }
    const targetHome = await tempHome("engram-import-");
    target = await startTestEngram(withoutSharedNeo4j(targetHome));
    targetDriver = await managedDriver(targetHome);
    // three managed Neo4j starts and the embedding model: about four minutes on a loaded two-core machine
  }, 480_000);

  afterAll(async () => {
    await targetDriver?.close();
    await target?.close();
  });

  it("writes one JSON record a line between a header and an end record, readable by its owner only", async () => {
    const lines = (await readFile(exportFile, "utf8")).trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ kind: "header", format: "engram-export", version: 1 });
    expect(lines.at(-1)).toEqual({ kind: "end", records: lines.length - 2 });
    expect((await stat(exportFile)).mode & 0o777).toBe(0o600);
    const memory = lines.find((line) => line.kind === "node" && line.properties.id === "p-migrations");
    // Engram stores importance as a float: the file says so, and import keeps it one
    expect(memory.properties).toMatchObject({ importance: { $float: 8 }, occurredAt: { $datetime: "2020-03-02T10:00:00.123456000Z" }, isGlobal: false });
    expect(memory.properties).not.toHaveProperty("embedding");
    expect(memory.revisions).toEqual([expect.objectContaining({ content: "Run database migrations before deploying", importance: { $float: 7 } })]);
    expect(lines.find((line) => line.kind === "node" && line.properties.id === "turn-3").properties.arrival).toBeGreaterThan(0);
    expect(exported.nodes).toMatchObject({ Memory: 13, Issue: 1, MemoryRevision: 1, AgentType: 2, Project: 1, TavilyCache: 1, Pattern: 1, UserFeedback: 2, Documentation: 1, KnowledgeUsage: 2 });
  });

  it("imports every node and relationship with its properties and their types, vectors aside", async () => {
    const result = await runCli(target.config.home, ["import", exportFile, "--json"], LOCAL_EMBEDDINGS);
    expect(result.stderr).not.toMatch(/"level":50/);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ records: exported.records, nodes: exported.nodes, relationships: exported.relationships, unlinked: {} });
    expect(summary.embedding.embedded).toBeGreaterThan(0);
    expect(await graphSnapshot(targetDriver)).toEqual(snapshot);
    const { records } = await targetDriver.executeQuery("MATCH (m:Memory) WHERE m.id STARTS WITH 'turn-' RETURN m.id AS id ORDER BY m.turnOrder");
    expect(records.map((record) => record.get("id"))).toEqual(["turn-1", "turn-2", "turn-4", "turn-3"]);
  });

  it("answers recall, links, revisions, sharing, documents and analytics as the source did", async () => {
    expect(await answers(target)).toEqual(before);
    // the hits are not empty answers compared with each other
    expect(before.recalls[0]!.map((hit) => hit.memory.id)).toContain("p-migrations");
    expect(before.recalls[3]!.map((hit) => hit.memory.id)).toEqual(["g-checklist"]);
    expect(before.recalls.every((hits) => hits.length > 0)).toBe(true);
    expect(before.issues.issueContext.markdown).toContain("**#12** Half-applied database migrations (RESOLVED in 2 days)");
    expect(before.issues.issueContext.markdown).toContain("Resolution: Migrations run in one transaction since this issue");
  });

  it("imported again, leaves one copy of everything", async () => {
    const result = await runCli(target.config.home, ["import", exportFile, "--json"]);
    expect(result.code).toBe(0);
    expect(await graphSnapshot(targetDriver)).toEqual(snapshot);
  });
});
