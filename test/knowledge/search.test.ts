import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeApiDocs } from "../helpers/debian-docs.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";
import { remember } from "../memory/memory-helpers.js";
import { DOCUMENTATION_RELEVANCE } from "../../src/search/config.js";
import { relevance } from "../../src/search/relevance.js";

const NODE_FIXTURE = join(import.meta.dirname, "..", "fixtures", "knowledge", "node-api");

interface Hit {
  rank: number;
  id: string;
  source: string;
  title: string;
  url: string | null;
  excerpt: string;
  score: number;
  relevance: number;
  deprecated: boolean;
  replacedBy: string | null;
  version: string | null;
  why: Record<string, number | null>;
}

const SEARCH = `query ($query: String!, $sources: [KnowledgeSource!], $version: String, $agentType: ID, $project: ID, $limit: Int, $tags: [String!],
                $language: String, $domain: String, $since: DateTime, $minScore: Float, $minRelevance: Float, $source: ID) {
  searchKnowledge(query: $query, sources: $sources, version: $version, agentType: $agentType, project: $project, limit: $limit, tags: $tags,
                  language: $language, domain: $domain, since: $since, minScore: $minScore, minRelevance: $minRelevance, source: $source) {
    totalFound tookMs sourcesSearched hint
    hits { rank id source title url excerpt score relevance deprecated replacedBy version why { similarity coverage cosine relevance credibility freshness usage boost advisory } }
  }
}`;

let engram: TestEngram;
let driver: Driver;
let home: string;
const node = uniqueId("node_docs");

async function search(variables: Record<string, unknown>) {
  const response = await engram.graphql(SEARCH, variables);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.searchKnowledge as { hits: Hit[]; totalFound: number; hint: string | null; sourcesSearched: string[]; tookMs: number };
}

/** Markdown pages written for one test, with words no other test uses. */
async function markdownSet(pages: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "engram-md-set-"));
  for (const [path, text] of Object.entries(pages)) {
    await mkdir(join(folder, path, ".."), { recursive: true });
    await writeFile(join(folder, `${path}.md`), text);
  }
  return folder;
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "engram-search-home-"));
  engram = await startTestEngram({ ENGRAM_HOME: home });
  driver = testDriver();
  const dependencies = await ingestDependencies(driver, undefined, home);
  await ingestQuietly(dependencies, ingestRequest({ format: "node-api", location: nodeApiDocs(), source: node, version: "18.20.4", language: "javascript", baseUrl: "https://nodejs.org/docs/v18.20.4/api/" }));
}, 180_000);
afterAll(async () => {
  await driver.close();
  await engram.close();
});

describe("searchKnowledge on Node.js's documentation", () => {
  it("ranks the API that answers a question first, with its anchored URL, a short matching excerpt and the score's parts", async () => {
    // Its own source: other test files write Node entries of the same names (without URLs) into the same database.
    const { hits, sourcesSearched } = await search({ query: "read the entire contents of a file", version: "18.20.4", source: node });
    expect(sourcesSearched).toEqual(["DOC", "API", "BEST_PRACTICE", "EXAMPLE"]);
    const top = hits.slice(0, 3).map((hit) => hit.title);
    expect(top.some((title) => ["fs.readFile", "fsPromises.readFile", "filehandle.readFile", "fs.readFileSync"].includes(title))).toBe(true);
    const readFile = hits.find((hit) => hit.title === "fs.readFile")!;
    expect(readFile.url).toBe("https://nodejs.org/docs/v18.20.4/api/fs.html#fsreadfilepath-options-callback");
    expect(readFile.excerpt.length).toBeLessThanOrEqual(200);
    expect(readFile.excerpt).toMatch(/read/i);
    expect(readFile.why).toMatchObject({ credibility: 0.95, advisory: 0.9 });
    // Hits come in rank order, which follows score, not relevance.
    expect(hits.map((hit) => hit.rank)).toEqual(hits.map((_, index) => index + 1));
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
  });

  it("flags what is deprecated at the version asked and names its replacement", async () => {
    const at18 = await search({ query: "test whether a file exists", version: "18.20.4", sources: ["API"], limit: 100 });
    // Another test may ingest the same pages under another source: one URL is one hit, from either.
    const exists18 = at18.hits.find((hit) => hit.title === "fs.exists");
    expect(exists18).toMatchObject({ deprecated: true, replacedBy: "fs.stat" });
    const at0 = await search({ query: "test whether a file exists", version: "0.12.0", sources: ["API"], limit: 100 });
    expect(at0.hits.find((hit) => hit.title === "fs.exists")).toMatchObject({ deprecated: false, replacedBy: null });
    expect(at0.hits.some((hit) => hit.title === "fs.readv")).toBe(false);
  });

  it("apiReference returns the entry for the version: not before it was added, flagged by deprecatedIn once deprecated", async () => {
    const lookup = async (name: string, version: string) => {
      const response = await engram.graphql(`query ($name: String!, $version: String, $source: ID) { apiReference(name: $name, version: $version, source: $source) { name url versionIntroduced deprecatedIn } }`, { name, version, source: node });
      return response.data!.apiReference;
    };
    expect(await lookup("fs.readFile", "0.1.0")).toBeNull();
    expect(await lookup("fs.readFile", "18.0.0")).toMatchObject({ name: "fs.readFile", versionIntroduced: "0.1.29" });
    expect(await lookup("fs.exists", "0.12.0")).toMatchObject({ deprecatedIn: "1.0.0" });
    expect(await lookup("fs.exists", "1.0.0")).toMatchObject({ name: "fs.exists", deprecatedIn: "1.0.0" });
  });

  it("says what to send for an empty query, bounds the limit, and answers no match with a hint", async () => {
    const empty = await engram.graphql(SEARCH, { query: "  " });
    expect(empty.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^query must hold the words to search for/), extensions: { field: "query" } });
    const tooMany = await engram.graphql(SEARCH, { query: "stream", limit: 101 });
    expect(tooMany.errors?.[0]?.message).toBe("limit must be an integer from 1 to 100 (got 101)");
    const memoryAlone = await engram.graphql(SEARCH, { query: "stream", sources: ["MEMORY"] });
    expect(memoryAlone.errors?.[0]?.extensions).toMatchObject({ field: "agentType" });
    const badCut = await engram.graphql(SEARCH, { query: "stream", minScore: -0.1 });
    expect(badCut.errors?.[0]).toMatchObject({ message: "minScore must be a score from 0 to 1 (got -0.1)", extensions: { field: "minScore" } });
    const nothing = await search({ query: "qwzxv plokmijn" });
    expect(nothing).toMatchObject({ hits: [], totalFound: 0 });
    expect(nothing.hint).toMatch(/fewer or more general words/);
  });
});

describe("minScore", () => {
  it("leaves out the hits scoring below it, and counts only those kept", async () => {
    const asked = { query: "read a file", sources: ["API"], source: node, limit: 20 };
    const all = await search(asked);
    expect(all.hits.length).toBeGreaterThan(2);
    const best = all.hits[0]!.score;
    const worst = all.hits.at(-1)!.score;
    expect(best).toBeGreaterThan(worst);
    const cut = (best + worst) / 2;
    const kept = await search({ ...asked, minScore: cut });
    expect(kept.hits.length).toBeGreaterThanOrEqual(1);
    expect(kept.hits.length).toBeLessThan(all.hits.length);
    expect(kept.hits.every((hit) => hit.score >= cut)).toBe(true);
    expect(kept.totalFound).toBe(kept.hits.length);
  });
});

describe("minRelevance", () => {
  it("leaves out hits whose relevance is below it, whatever their rank, and refuses one outside 0 to 1", async () => {
    const asked = { query: "read the contents of a file", sources: ["API", "DOC"], source: node, limit: 20 };
    const all = await search(asked);
    expect(all.hits.length).toBeGreaterThan(2);
    for (const hit of all.hits) {
      expect(hit.relevance).toBe(hit.why.relevance);
      // words only here: relevance is the words-only fit of the hit's share of the question's words
      expect(hit.why.cosine).toBeNull();
      expect(hit.relevance).toBeCloseTo(relevance({ cosine: null, coverage: hit.why.coverage! }, DOCUMENTATION_RELEVANCE), 12);
    }
    const relevances = all.hits.map((hit) => hit.relevance).sort((a, b) => a - b);
    expect(relevances.at(-1)).toBeGreaterThan(relevances[0]!);
    const cut = (relevances.at(-1)! + relevances[0]!) / 2;
    const kept = await search({ ...asked, minRelevance: cut });
    expect(kept.hits.length).toBeGreaterThanOrEqual(1);
    expect(kept.totalFound).toBeLessThan(all.totalFound);
    expect(kept.hits.every((hit) => hit.relevance >= cut)).toBe(true);
    const refused = await engram.graphql(SEARCH, { query: "stream", minRelevance: 2 });
    expect(refused.errors?.[0]).toMatchObject({ message: "minRelevance must be a score from 0 to 1 (got 2)", extensions: { field: "minRelevance" } });
  });
});

describe("ranking across sources and memory", () => {
  const page = (word: string) => `# Configuring the ${word} gateway\n\nThe ${word} gateway retries a failed upstream call three times with exponential backoff before giving up.\n`;

  it("ranks an official source above an unknown blog saying the same thing", async () => {
    const word = uniqueId("zorblat").replace(/[^a-z]/g, "");
    const folder = await markdownSet({ "guides/gateway": page(word) });
    const dependencies = await ingestDependencies(driver, undefined, home);
    const official = uniqueId("official");
    const blog = uniqueId("blog");
    await ingestQuietly(dependencies, ingestRequest({ format: "markdown", location: folder, source: official, sourceKind: "official_docs" }));
    await ingestQuietly(dependencies, ingestRequest({ format: "markdown", location: folder, source: blog, sourceKind: "blog_unknown" }));
    const { hits } = await search({ query: `${word} gateway retries`, sources: ["DOC"] });
    const both = hits.filter((hit) => hit.id.startsWith(`${official}:`) || hit.id.startsWith(`${blog}:`));
    expect(both.map((hit) => hit.id.split(":")[0])).toEqual([official, blog]);
    expect(both.map((hit) => hit.why.credibility)).toEqual([0.95, 0.4]);
    expect(both[0]!.why.similarity).toBe(both[1]!.why.similarity);
  });

  it("puts the project's own memory above equally relevant external knowledge, and never another project's", async () => {
    const word = uniqueId("quendor").replace(/[^a-z]/g, "");
    const folder = await markdownSet({ "guides/gateway": page(word) });
    await ingestQuietly(await ingestDependencies(driver, undefined, home), ingestRequest({ format: "markdown", location: folder, source: uniqueId("official") }));
    const project = uniqueId("shop");
    const content = `The ${word} gateway retries a failed upstream call three times with exponential backoff before giving up.`;
    const own = await remember(engram, { agentType: "builder", project, memoryType: "PATTERN", content });
    await remember(engram, { agentType: "builder", project: uniqueId("other"), memoryType: "PATTERN", content: `${content} (other project)` });
    const { hits } = await search({ query: `${word} gateway retries upstream`, agentType: "builder", project });
    expect(hits[0]).toMatchObject({ source: "MEMORY", id: own.id });
    expect(hits.filter((hit) => hit.source === "MEMORY")).toHaveLength(1);
    expect(hits.some((hit) => hit.source === "DOC")).toBe(true);
  });
});

describe("filters", () => {
  it("keeps only hits of the language, domain (category or tag), tags and change date asked", async () => {
    const word = uniqueId("brindle").replace(/[^a-z]/g, "");
    const folder = await markdownSet({
      "guides/queue": `---\ntitle: ${word} queue\ntags: [messaging, retry]\ncategory: guides\n---\n# ${word} queue\n\nThe ${word} queue redelivers a message until it is acknowledged.\n`,
      "reference/queue": `---\ntitle: ${word} queue API\ntags: [api]\ncategory: reference\n---\n# ${word} queue API\n\nThe ${word} queue API acknowledges a message by id.\n`,
    });
    const dependencies = await ingestDependencies(driver, undefined, home);
    const source = uniqueId("queue_docs");
    await ingestQuietly(dependencies, ingestRequest({ format: "markdown", location: folder, source, language: "go" }));
    const paths = async (variables: Record<string, unknown>) =>
      (await search({ query: `${word} queue message`, sources: ["DOC"], ...variables })).hits.filter((hit) => hit.id.startsWith(source)).map((hit) => hit.id.split(":")[2]);
    expect(new Set(await paths({}))).toEqual(new Set(["guides/queue", "reference/queue"]));
    expect(await paths({ language: "rust" })).toEqual([]);
    expect(new Set(await paths({ language: "go" }))).toEqual(new Set(["guides/queue", "reference/queue"]));
    expect(await paths({ domain: "reference" })).toEqual(["reference/queue"]);
    expect(await paths({ domain: "messaging" })).toEqual(["guides/queue"]);
    expect(await paths({ tags: ["retry"] })).toEqual(["guides/queue"]);
    expect(await paths({ since: new Date(Date.now() + 86_400_000).toISOString() })).toEqual([]);
  });
});

describe("best practices and code examples", () => {
  it("are searched with their own fields and filtered by their domain", async () => {
    const word = uniqueId("plimsoll").replace(/[^a-z]/g, "");
    const created = await engram.graphql(
      `mutation ($practice: [BestPracticeCreateInput!]!, $example: [CodeExampleCreateInput!]!) {
        createBestPractices(input: $practice) { bestPractices { id } }
        createCodeExamples(input: $example) { codeExamples { id } }
      }`,
      {
        practice: [{ title: `Batch ${word} writes`, domain: "databases", description: `Group ${word} writes into one transaction per request.`, whenToUse: "many small writes", tags: ["performance"], language: "typescript" }],
        example: [{ title: `${word} batch insert`, code: "await tx.run(query, { rows })", explanation: `Insert ${word} rows with UNWIND in one transaction.`, language: "typescript", framework: "neo4j" }],
      },
    );
    expect(created.errors).toBeUndefined();
    const { hits } = await search({ query: `${word} writes in one transaction`, sources: ["BEST_PRACTICE", "EXAMPLE"] });
    expect(hits.map((hit) => hit.source).sort()).toEqual(["BEST_PRACTICE", "EXAMPLE"]);
    expect(hits.find((hit) => hit.source === "BEST_PRACTICE")).toMatchObject({ title: `Batch ${word} writes`, excerpt: `Group ${word} writes into one transaction per request.` });
    const inDomain = await search({ query: `${word} writes in one transaction`, sources: ["BEST_PRACTICE", "EXAMPLE"], domain: "databases" });
    expect(inDomain.hits.map((hit) => hit.source)).toEqual(["BEST_PRACTICE"]);
  });
});

describe("deprecations marked by hand", () => {
  it("markDeprecated links a chain of replacements that lookup and search follow", async () => {
    const source = uniqueId("node_sample");
    await ingestQuietly(await ingestDependencies(driver, undefined, home), ingestRequest({ format: "node-api", location: NODE_FIXTURE, source, version: "18.0.0" }));
    const ids = Object.fromEntries(
      (await driver.executeQuery("MATCH (a:APIReference {source: $source}) RETURN a.name AS name, a.id AS id", { source })).records.map((r) => [r.get("name"), r.get("id")]),
    ) as Record<string, string>;
    const mark = (id: string, version: string, replacement: string | null) =>
      engram.graphql(`mutation ($id: ID!, $version: String!, $replacement: ID) { markDeprecated(id: $id, version: $version, replacement: $replacement) { name deprecatedIn } }`, { id, version, replacement });
    expect((await mark(ids["fs.readFile"]!, "19.0.0", ids["fs.stat"]!)).data).toEqual({ markDeprecated: { name: "fs.readFile", deprecatedIn: "19.0.0" } });
    await mark(ids["fs.stat"]!, "20.0.0", ids["filehandle.close"]!);
    const chain = await engram.graphql(`query ($id: ID!) { apiReferences(where: { id: { eq: $id } }) { name replacedBy { name replacedBy { name } } } }`, { id: ids["fs.readFile"] });
    expect(chain.data!.apiReferences[0]).toEqual({ name: "fs.readFile", replacedBy: [{ name: "fs.stat", replacedBy: [{ name: "filehandle.close" }] }] });

    // Re-ingesting (here with a base URL, so every entry changes) keeps what was marked by hand.
    const again = await ingestQuietly(await ingestDependencies(driver, undefined, home), ingestRequest({ format: "node-api", location: NODE_FIXTURE, source, version: "18.0.0", baseUrl: "https://nodejs.org/api/" }));
    expect(again.apiReferences.updated).toBeGreaterThan(0);
    const kept = await engram.graphql(`query ($id: ID!) { apiReferences(where: { id: { eq: $id } }) { deprecatedIn replacedBy { name } } }`, { id: ids["fs.readFile"] });
    expect(kept.data!.apiReferences[0]).toEqual({ deprecatedIn: "19.0.0", replacedBy: [{ name: "fs.stat" }] });

    const lookup = async (name: string, version: string) =>
      (await engram.graphql(`query ($name: String!, $version: String, $source: ID) { apiReference(name: $name, version: $version, source: $source) { name deprecatedIn } }`, { name, version, source })).data!.apiReference;
    expect(await lookup("fs.readFile", "18.5.0")).toEqual({ name: "fs.readFile", deprecatedIn: "19.0.0" });
    expect(await lookup("fs.stat", "19.5.0")).toEqual({ name: "fs.stat", deprecatedIn: "20.0.0" });
    expect(await lookup("fs.stat", "20.1.0")).toEqual({ name: "fs.stat", deprecatedIn: "20.0.0" });

    const unknown = await mark(`${source}:nope`, "1.0.0", null);
    expect(unknown.errors?.[0]).toMatchObject({ message: `id names no API reference: "${source}:nope"`, extensions: { field: "id" } });
    const badVersion = await mark(ids["fs.stat"]!, "soon", null);
    expect(badVersion.errors?.[0]?.extensions).toMatchObject({ field: "version" });
  });
});

describe("framework documents by path", () => {
  it("returns a document with its full text, refuses traversal and suggests close paths for unknown ones", async () => {
    const source = uniqueId("framework");
    const folder = await markdownSet({
      "guides/routing": "---\ntitle: Routing\ntags: [http, router]\ncategory: guides\n---\n# Routing\n\nEvery request goes through the router first.\n\n## Params\n\n`:id` matches one segment.\n",
      "guides/rendering": "# Rendering\n\nTemplates render on the server.\n",
    });
    await ingestQuietly(await ingestDependencies(driver, undefined, home), ingestRequest({ format: "markdown", location: folder, source, baseUrl: "https://framework.example.test/docs/" }));
    const DOCUMENT = `query ($path: String!, $source: ID) { document(path: $path, source: $source) { path source title url tags category content document { id } } }`;
    const found = await engram.graphql(DOCUMENT, { path: "guides/routing", source });
    expect(found.data!.document).toMatchObject({ path: "guides/routing", source, title: "Routing", url: "https://framework.example.test/docs/guides/routing", tags: ["http", "router"], category: "guides" });
    expect(found.data!.document.content).toContain("## Params\n\n`:id` matches one segment.");
    expect(found.data!.document.document.id).toBe(`${source}:1.0:guides/routing`);

    for (const path of ["../../etc/passwd", "/etc/passwd", "guides/%2e%2e/%2e%2e/secret", "%252e%252e%252fsecret"]) {
      const refused = await engram.graphql(DOCUMENT, { path, source });
      expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^path must be a relative path inside the documentation set/), extensions: { field: "path" } });
    }
    const unknown = await engram.graphql(DOCUMENT, { path: "guides/routng", source });
    expect(unknown.errors?.[0]?.message).toBe(`path names no document of source "${source}": "guides/routng"; closest: guides/routing, guides/rendering`);
  });
});

describe("context briefs and usage", () => {
  const BRIEF = `query ($agentType: ID!, $project: ID, $task: String!, $maxExternal: Int) {
    agentContext(agentType: $agentType, project: $project, task: $task, maxExternal: $maxExternal) {
      markdown externalSkipped
      patterns { memory { id } } decisions { memory { id } } antiPatterns { memory { id } } pastResolutions { memory { id } }
      external { id title source }
      recommendedAgentTypes { agentType uses successes successRate }
    }
  }`;

  it("puts project memories first, external references as advice, and agent types by past success", async () => {
    const word = uniqueId("vexmoor").replace(/[^a-z]/g, "");
    const source = uniqueId("framework");
    const folder = await markdownSet({ [`guides/${word}`]: `# ${word} caching\n\nThe ${word} cache invalidates entries by tag when a write commits.\n` });
    await ingestQuietly(await ingestDependencies(driver, undefined, home), ingestRequest({ format: "markdown", location: folder, source }));
    const project = uniqueId("shop");
    const pattern = await remember(engram, { agentType: "builder", project, memoryType: "PATTERN", content: `Invalidate the ${word} cache by tag after each write.` });
    const antiPattern = await remember(engram, { agentType: "builder", project, memoryType: "ANTI_PATTERN", content: `Never flush the whole ${word} cache on deploy.` });

    const docId = `${source}:1.0:guides/${word}`;
    const usage = `mutation ($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) { recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) { itemSource outcome agentType domain } }`;
    expect((await engram.graphql(usage, { id: docId, agentType: "reviewer", outcome: "SUCCESS" })).data!.recordKnowledgeUsage).toMatchObject({ itemSource: "DOC", outcome: "SUCCESS", domain: "guides" });
    await engram.graphql(usage, { id: docId, agentType: "reviewer", outcome: "SUCCESS" });
    await engram.graphql(usage, { id: docId, agentType: "architect", outcome: "FAILURE" });
    const missing = await engram.graphql(usage, { id: `${source}:nope`, agentType: "reviewer", outcome: "SUCCESS" });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ field: "id" });

    const brief = (await engram.graphql(BRIEF, { agentType: "builder", project, task: `cache invalidation for ${word} writes`, maxExternal: 2 })).data!.agentContext;
    expect(brief.patterns).toEqual([{ memory: { id: pattern.id } }]);
    expect(brief.antiPatterns).toEqual([{ memory: { id: antiPattern.id } }]);
    expect(brief.externalSkipped).toBe(false);
    expect(brief.external[0]).toMatchObject({ source: "DOC" });
    expect(brief.external.length).toBeLessThanOrEqual(2);
    expect(brief.recommendedAgentTypes[0]).toEqual({ agentType: "reviewer", uses: 2, successes: 2, successRate: 1 });
    const markdown: string = brief.markdown;
    expect(markdown.indexOf("Must-know patterns")).toBeLessThan(markdown.indexOf("External references (advisory)"));
    expect(markdown).toContain("Anti-patterns to avoid");

    const [accessed] = (await driver.executeQuery("MATCH (d:ExternalDoc {id: $id}) RETURN d.accessCount AS count", { id: docId })).records;
    expect(Number(accessed!.get("count"))).toBe(3);
    const effective = await engram.graphql(`query ($domain: String) { effectiveSources(domain: $domain) { source { id } uses successes failures successRate } }`, { domain: "guides" });
    expect(effective.data!.effectiveSources.find((row: { source: { id: string } }) => row.source.id === source)).toEqual({ source: { id: source }, uses: 3, successes: 2, failures: 1, successRate: 2 / 3 });
  });

  it("skips external knowledge when the project already has three strong matching memories", async () => {
    const word = uniqueId("glimmet").replace(/[^a-z]/g, "");
    const project = uniqueId("shop");
    for (const memoryType of ["PATTERN", "DECISION", "RESOLUTION"]) {
      await remember(engram, { agentType: "builder", project, memoryType, content: `${memoryType}: retry ${word} webhooks with backoff (${memoryType.toLowerCase()})` });
    }
    const brief = (await engram.graphql(BRIEF, { agentType: "builder", project, task: `retry ${word} webhooks with backoff` })).data!.agentContext;
    expect(brief).toMatchObject({ externalSkipped: true, external: [] });
    expect(brief.markdown).toContain("Skipped: the project's own memory already covers this task.");
  });
});
