import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import neo4j, { type Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestEngram, testEnv, uniqueId, type TestEngram } from "../helpers/engram.js";
import { bagOfWords, FakeOpenAiEmbeddings } from "../helpers/openai-embeddings-server.js";
import { recall } from "../memory/memory-helpers.js";
import { loadConfig } from "../../src/config.js";
import { resolveDefaultModel } from "../../src/embeddings/default-model.js";
import { LocalEmbeddings } from "../../src/embeddings/local.js";
import { createLogger } from "../../src/logger.js";
import { CONVERSATION_RELEVANCE, DEFAULT_WEAK_RELEVANCE } from "../../src/search/config.js";
import { relevance } from "../../src/search/relevance.js";

/**
 * Vectors from a loopback server speaking OpenAI's contract (texts sharing words point the same way):
 * what is tested here is the plumbing (indexes, model changes, scopes), not the quality of a model.
 */
const run = promisify(execFile);
const REPO = join(import.meta.dirname, "..", "..");
let embeddings: FakeOpenAiEmbeddings;
let driver: Driver;
let engram: TestEngram | undefined;

const env = (model: string, dimensions: number, exactScan = 5_000) => ({
  ENGRAM_EMBEDDINGS: "openai",
  EMBEDDINGS_URL: embeddings.url,
  EMBEDDINGS_MODEL: model,
  EMBEDDINGS_DIMENSIONS: String(dimensions),
  EMBEDDINGS_MAX_RETRIES: "0",
  ENGRAM_VECTOR_EXACT_SCAN: String(exactScan),
});

async function query<T = Record<string, unknown>>(cypher: string, parameters: Record<string, unknown> = {}): Promise<T[]> {
  const { records } = await driver.executeQuery(cypher, parameters);
  return records.map((record) => record.toObject() as T);
}

async function rememberMany(inputs: Array<Record<string, unknown>>): Promise<string[]> {
  const answer = await engram!.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, { input: inputs });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return (answer.data!.rememberMany as Array<{ id: string }>).map((memory) => memory.id);
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting until ${what}`);
}

beforeAll(async () => {
  embeddings = await new FakeOpenAiEmbeddings(null, 64).start();
  const { uri, user, password } = inject("neo4j");
  driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
});

afterAll(async () => {
  await engram?.close();
  await embeddings?.stop();
  await driver?.close();
});

describe("vectors with the openai provider", () => {
  it("creates cosine vector indexes of the model's dimensions, records the model, and stores a vector with each memory", async () => {
    engram = await startTestEngram(env("fake-a", 32));
    const indexes = await query<{ name: string; dimensions: unknown; similarity: string }>(
      "SHOW VECTOR INDEXES YIELD name, options RETURN name, options.indexConfig['vector.dimensions'] AS dimensions, options.indexConfig['vector.similarity_function'] AS similarity ORDER BY name",
    );
    expect(indexes.map((index) => [index.name, Number(index.dimensions), index.similarity.toLowerCase()])).toEqual([
      ["api_reference_embedding", 32, "cosine"],
      ["doc_section_embedding", 32, "cosine"],
      ["memory_embedding", 32, "cosine"],
    ]);
    expect(await query("MATCH (s:EmbeddingModel) RETURN s.model AS model, s.dimensions AS dimensions")).toEqual([{ model: "openai:fake-a", dimensions: neo4j.int(32) }]);

    const agentType = uniqueId("agent");
    const [id] = await rememberMany([{ agentType, memoryType: "DECISION", title: "Queues", content: "Kafka consumers commit offsets after processing" }]);
    const stored = await query<{ size: unknown; model: string }>("MATCH (m:Memory {id: $id}) RETURN size(m.embedding) AS size, m.embeddingModel AS model", { id });
    expect(stored).toEqual([{ size: neo4j.int(32), model: "openai:fake-a" }]);
    const [hit] = await recall(engram!, { agentType, query: "kafka offsets" });
    expect(hit!.memory.id).toBe(id);
    // found by both searches; the only candidate, so it sits at the candidates' mean: standard scores 0, logistic(0)
    expect(hit!.why.lexical).toBe(0);
    expect(hit!.why.semantic).toBe(0);
    expect(hit!.why.similarity).toBe(0.5);
  });

  for (const [path, exactScan] of [["compared exactly", 5_000], ["read from the vector index", 0]] as const) {
    it(`never lets other projects' vectors starve or leak into a project's recall (${path})`, async () => {
      await engram?.close();
      engram = await startTestEngram(env("fake-a", 32, exactScan));
      const agentType = uniqueId("agent");
      const [mine, theirs] = [uniqueId("mine"), uniqueId("theirs")];
      const text = (n: number) => `redis cluster failover sentinel quorum replica promotion ${n}`;
      await rememberMany(Array.from({ length: 300 }, (_, n) => ({ agentType, project: theirs, memoryType: "CONTEXT", content: text(n) })));
      const own = await rememberMany([
        { agentType, project: mine, memoryType: "DECISION", content: "Our failover drill: promote the replica by hand" },
        { agentType, project: mine, memoryType: "CONTEXT", content: "Sentinel quorum is three in production" },
      ]);
      const hits = await recall(engram!, { agentType, project: mine, query: "redis cluster failover sentinel quorum replica promotion", limit: 10 });
      expect(hits.map((hit) => hit.memory.id).sort()).toEqual([...own].sort());
      // found by the vector search too, not only by words
      for (const hit of hits) expect(hit.why.semantic).not.toBeNull();
    });
  }

  it("never lets other documentation's vectors starve a filtered searchKnowledge", async () => {
    const [mine, theirs] = [uniqueId("mine"), uniqueId("theirs")];
    const section = (tag: string, anchor: string, text: string) => ({ tag, anchor, text, vector: bagOfWords(`Guide: ${anchor}. ${text}`, 32) });
    const sections = [
      ...Array.from({ length: 300 }, (_, n) => section(theirs, `s${n}`, `redis cluster failover sentinel quorum replica promotion ${n}`)),
      section(mine, "drill", "Our failover drill promotes the replica by hand"),
      section(mine, "quorum", "Sentinel quorum is three in production"),
    ];
    await driver.executeQuery(
      `UNWIND $sections AS row
       MERGE (d:ExternalDoc {id: row.tag + ':guide'}) ON CREATE SET d.source = row.tag, d.path = 'guide', d.title = 'Guide', d.language = 'english', d.tags = [row.tag]
       CREATE (d)-[:HAS_SECTION]->(s:DocSection {id: randomUUID(), position: 0, anchor: row.anchor, title: row.anchor, pageTitle: 'Guide', text: row.text, language: 'english', url: 'https://docs.example/' + row.tag + '/guide#' + row.anchor})
       WITH s, row CALL db.create.setNodeVectorProperty(s, 'embedding', row.vector) SET s.embeddingModel = 'openai:fake-a'`,
      { sections },
    );
    const answer = await engram!.graphql(
      `query ($q: String!, $tags: [String!]) { searchKnowledge(query: $q, sources: [DOC], tags: $tags, limit: 10) { hits { id title why { semantic } } } }`,
      { q: "redis cluster failover sentinel quorum replica promotion", tags: [mine] },
    );
    expect(answer.errors).toBeUndefined();
    const hits = answer.data!.searchKnowledge.hits as Array<{ id: string; title: string; why: { semantic: number | null } }>;
    expect(hits.map((hit) => hit.title).sort()).toEqual(["Guide — drill", "Guide — quorum"]);
    // found by the vector search too, though 300 nearer sections of other documentation come first in its index
    for (const hit of hits) expect(hit.why.semantic).not.toBeNull();
  });

  it("reads as many API entries as sections by meaning in searchKnowledge: more near sections never crowd the entries out", async () => {
    const mine = uniqueId("mine");
    const words = "kafka consumer offsets commit rebalance";
    const sections = Array.from({ length: 40 }, (_, n) => ({ anchor: `s${n}`, text: `${words} section ${n}`, vector: bagOfWords(`Guide: s${n}. ${words} section ${n}`, 32) }));
    await driver.executeQuery(
      `MERGE (d:ExternalDoc {id: $mine + ':guide'}) ON CREATE SET d.source = $mine, d.path = 'guide', d.title = 'Guide', d.language = 'english', d.tags = [$mine]
       WITH d UNWIND $sections AS row
       CREATE (d)-[:HAS_SECTION]->(s:DocSection {id: randomUUID(), position: 0, anchor: row.anchor, title: row.anchor, pageTitle: 'Guide', text: row.text, language: 'english', url: 'https://docs.example/guide#' + row.anchor})
       WITH s, row CALL db.create.setNodeVectorProperty(s, 'embedding', row.vector) SET s.embeddingModel = 'openai:fake-a'`,
      { mine, sections },
    );
    // words find it too; only the search by meaning gives it a meaning score
    const api = { id: `${mine}:api`, name: "Consumer.commitSync", description: `${words} synchronously` };
    await driver.executeQuery(
      `CREATE (a:APIReference {id: $api.id, name: $api.name, description: $api.description, source: $mine, language: 'english', tags: [$mine], kind: 'method'})
       WITH a CALL db.create.setNodeVectorProperty(a, 'embedding', $vector) SET a.embeddingModel = 'openai:fake-a'`,
      { api, mine, vector: bagOfWords(`${api.name}. ${api.description}`, 32) },
    );
    const answer = await engram!.graphql(
      `query ($q: String!, $tags: [String!]) { searchKnowledge(query: $q, sources: [DOC, API], tags: $tags, limit: 10) { hits { id source why { semantic } } } }`,
      { q: words, tags: [mine] },
    );
    expect(answer.errors).toBeUndefined();
    const hits = answer.data!.searchKnowledge.hits as Array<{ id: string; source: string; why: { semantic: number | null } }>;
    const entry = hits.find((hit) => hit.source === "API");
    expect(entry?.id).toBe(api.id);
    expect(entry!.why.semantic).not.toBeNull();
  });

  it("embeds a question once per searchKnowledge, though its documentation and memory searches start together", async () => {
    engram ??= await startTestEngram(env("fake-a", 32));
    const agentType = uniqueId("agent");
    const word = uniqueId("w").replaceAll("-", "");
    await rememberMany([{ agentType, memoryType: "DECISION", content: `${word} signing keys rotate every ninety days` }]);
    const question = `when do the ${word} signing keys rotate`;
    const before = embeddings.calls.length;
    const answer = await engram.graphql(`query ($q: String!, $a: ID) { searchKnowledge(query: $q, sources: [DOC, MEMORY], agentType: $a) { hits { source } } }`, { q: question, a: agentType });
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.searchKnowledge.hits as Array<{ source: string }>).map((hit) => hit.source)).toContain("MEMORY");
    const embedded = embeddings.calls.slice(before).filter((call) => JSON.stringify(call.body.input).includes(question));
    expect(embedded).toHaveLength(1);
  });

  it("re-embeds every stored vector when the model changes, rebuilding indexes for new dimensions", async () => {
    const agentType = uniqueId("agent");
    const ids = await rememberMany([
      { agentType, memoryType: "DECISION", content: "Postgres connection pool of twenty" },
      { agentType, memoryType: "DECISION", content: "Retries with exponential backoff for the billing API" },
    ]);
    await engram?.close();
    engram = await startTestEngram(env("fake-b", 16));
    const indexes = await query<{ dimensions: unknown }>("SHOW VECTOR INDEXES YIELD name, options WHERE name = 'memory_embedding' RETURN options.indexConfig['vector.dimensions'] AS dimensions");
    expect(Number(indexes[0]!.dimensions)).toBe(16);
    await waitUntil(async () => (await query("MATCH (m:Memory) WHERE m.embeddingModel IS NULL OR m.embeddingModel <> 'openai:fake-b' RETURN m.id LIMIT 1")).length === 0, "every memory has a fake-b vector");
    const stored = await query<{ size: unknown }>("MATCH (m:Memory) WHERE m.id IN $ids RETURN size(m.embedding) AS size", { ids });
    expect(stored.map((row) => Number(row.size))).toEqual([16, 16]);
    const [hit] = await recall(engram!, { agentType, query: "billing retries" });
    expect(hit!.memory.id).toBe(ids[1]);
    expect(hit!.why.semantic).toBe(1);
  });

  it("still remembers when the provider fails, leaving the vectors to the embedding job", async () => {
    const agentType = uniqueId("agent");
    // down for the whole check: the background embedding job must not add the vectors meanwhile
    embeddings.downWith = 500;
    // 130 memories are three batches in flight (64, 64, 2), and the small last one fails first, while
    // the first is still awaited: a batch's failure must be handled whatever order they fail in (vitest
    // fails the run on an unhandled rejection; this test also listens for one itself)
    embeddings.downMsPerText = 5;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    let ids: string[] = [];
    try {
      ids = await rememberMany(Array.from({ length: 130 }, (_, n) => ({ agentType, memoryType: "CONTEXT", content: `Feature flags live in LaunchDarkly, flag ${n}` })));
      expect(ids).toHaveLength(130);
      const models = await query<{ model: string | null }>("MATCH (m:Memory) WHERE m.id IN $ids RETURN m.embeddingModel AS model", { ids });
      expect(models).toHaveLength(130);
      expect(models.every((row) => row.model === null)).toBe(true);
      // the rejections of the batches still in flight have had their turn to surface
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      embeddings.downWith = null;
      embeddings.downMsPerText = 0;
      process.off("unhandledRejection", onUnhandled);
    }
    expect(unhandled).toEqual([]);
    const hits = await recall(engram!, { agentType, query: "launchdarkly flag 7", limit: 10 });
    expect(hits.map((hit) => hit.memory.id)).toContain(ids[7]);
  });

  it("`engram embed` embeds what has no vector of the configured model, with progress, and says so", async () => {
    await engram?.close();
    engram = undefined;
    const source = uniqueId("docs");
    await driver.executeQuery(
      `CREATE (d:ExternalDoc {id: $source + ':guide', source: $source, path: 'guide', title: 'Guide', language: 'english'})
       CREATE (d)-[:HAS_SECTION]->(:DocSection {id: randomUUID(), position: 0, anchor: 'pools', title: 'Pools', pageTitle: 'Guide', text: 'Size the connection pool to the cores.', language: 'english'})`,
      { source },
    );
    const cli = (ENGRAM_EMBEDDINGS: string) =>
      run(process.execPath, [join(REPO, "bin", "engram.js"), "embed", "--json"], { env: { ...testEnv({ ...env("fake-cli", 24), ENGRAM_EMBEDDINGS }), LOG_LEVEL: "warn" } as NodeJS.ProcessEnv, cwd: REPO });
    const { stdout, stderr } = await cli("openai");
    const summary = JSON.parse(stdout) as { embedded: number; model: string; dimensions: number };
    expect(summary).toMatchObject({ model: "openai:fake-cli", dimensions: 24 });
    expect(summary.embedded).toBeGreaterThan(0);
    expect(stderr).toMatch(/embedding DocSection +\[.*\] 100%/);
    const [section] = await query<{ size: unknown; model: string }>(
      "MATCH (:ExternalDoc {source: $source})-[:HAS_SECTION]->(s) RETURN size(s.embedding) AS size, s.embeddingModel AS model",
      { source },
    );
    expect(section).toEqual({ size: neo4j.int(24), model: "openai:fake-cli" });
    // a second run leaves vectors of the configured model alone (other tests' new nodes may still get theirs)
    const marker = Array.from({ length: 24 }, (_, i) => (i === 0 ? 1 : 0));
    await driver.executeQuery("MATCH (:ExternalDoc {source: $source})-[:HAS_SECTION]->(s) CALL db.create.setNodeVectorProperty(s, 'embedding', $marker)", { source, marker });
    await cli("openai");
    const [kept] = await query<{ first: number }>("MATCH (:ExternalDoc {source: $source})-[:HAS_SECTION]->(s) RETURN s.embedding[0] AS first", { source });
    expect(kept).toEqual({ first: 1 });
    const refused = (await cli("none").catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/ENGRAM_EMBEDDINGS is none: set it to local or openai/);
  });
});

describe("hybrid recall with the local model", () => {
  it("by default finds a memory that shares no word with the question, which words alone cannot", async () => {
    await engram?.close();
    // the default: ENGRAM_EMBEDDINGS left unset is the local model (installed by the global setup)
    engram = await startTestEngram({ ENGRAM_EMBEDDINGS: undefined, ENGRAM_OFFLINE: "true" });
    expect(engram.config.embeddings).toMatchObject({ provider: "local", explicit: false, modelDir: null });
    const agentType = uniqueId("agent");
    const [target] = await rememberMany([
      { agentType, memoryType: "RESOLUTION", content: "Users are signed out after fifteen minutes of inactivity because the session cookie expires." },
      { agentType, memoryType: "CONTEXT", content: "Deploys happen when the pipeline is idle on Sunday nights." },
      { agentType, memoryType: "CONTEXT", content: "Folks in the data team get a weekly usage report." },
      { agentType, memoryType: "DECISION", content: "We kicked off the migration to Postgres 16 in March." },
      { agentType, memoryType: "CONTEXT", content: "The logo is drawn in SVG and exported at three sizes." },
    ]);
    const question = "why do folks get kicked off when idle";
    const hits = await recall(engram!, { agentType, query: question, limit: 5 });
    const ids = hits.map((hit) => hit.memory.id);
    const found = hits.find((hit) => hit.memory.id === target);
    // words alone never reach it: fulltext does not find it at all
    expect(found).toBeDefined();
    expect(found!.why.lexical).toBeNull();
    // meaning puts it nearest the question, above the unrelated memory
    const others = hits.filter((hit) => hit !== found);
    expect(found!.why.semantic).toBeGreaterThan(Math.max(...others.map((hit) => hit.why.semantic ?? -Infinity)));
    const logo = hits.find((hit) => hit.memory.content.startsWith("The logo"));
    expect(ids.indexOf(target!)).toBeLessThan(logo ? ids.indexOf(logo.memory.id) : Infinity);
  });

  it("gives a relevance a caller can cut on: an unrelated question's best hit far below a related one's, cut by minRelevance and recorded as a gap", async () => {
    const agentType = uniqueId("agent");
    const project = uniqueId("project");
    await rememberMany(
      [
        "Users are signed out after fifteen minutes of inactivity because the session cookie expires.",
        "Deploys happen when the pipeline is idle on Sunday nights.",
        "The logo is drawn in SVG and exported at three sizes.",
        "We kicked off the migration to Postgres 16 in March.",
      ].map((content) => ({ agentType, project, memoryType: "CONTEXT", content })),
    );
    const ask = async (question: string, minRelevance?: number) => {
      const response = await engram!.graphql(
        `query ($a: ID!, $p: ID, $q: String, $min: Float) { recall(agentType: $a, project: $p, query: $q, minRelevance: $min) { relevance why { cosine coverage relevance } memory { id } } }`,
        { a: agentType, p: project, q: question, min: minRelevance ?? null },
      );
      expect(response.errors).toBeUndefined();
      return response.data!.recall as Array<{ relevance: number; why: { cosine: number; coverage: number; relevance: number } }>;
    };
    const related = "why are users signed out after some inactivity";
    const unrelated = "how long should sourdough bread rise before baking";
    const best = (hits: Array<{ relevance: number }>) => Math.max(...hits.map((hit) => hit.relevance));
    const relatedHits = await ask(related);
    const unrelatedHits = await ask(unrelated);
    expect(relatedHits.length).toBeGreaterThan(0);
    expect(unrelatedHits.length).toBeGreaterThan(0);
    for (const hit of [...relatedHits, ...unrelatedHits]) {
      expect(hit.relevance).toBe(hit.why.relevance);
      expect(hit.relevance).toBeCloseTo(relevance({ cosine: hit.why.cosine, coverage: hit.why.coverage }, CONVERSATION_RELEVANCE), 12);
    }
    expect(best(relatedHits)).toBeGreaterThanOrEqual(DEFAULT_WEAK_RELEVANCE);
    expect(best(unrelatedHits)).toBeLessThan(DEFAULT_WEAK_RELEVANCE);
    expect(best(relatedHits)).toBeGreaterThan(10 * best(unrelatedHits));
    // a caller cutting at the weak threshold keeps the answer and drops the unrelated question's hits
    expect((await ask(related, DEFAULT_WEAK_RELEVANCE)).length).toBeGreaterThan(0);
    expect(await ask(unrelated, DEFAULT_WEAK_RELEVANCE)).toEqual([]);
    // the unrelated question found only weak hits: a knowledge gap, with its best relevance
    const normalised = unrelated.toLowerCase();
    type GapRow = { query: string; project: string | null; searches: number; empty: number; averageTopScore: number | null };
    let gap: GapRow | undefined;
    // gaps are counted off the response path, in batches: wait until both searches are in
    for (let attempt = 0; attempt < 100 && (gap?.searches ?? 0) < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const gaps = await engram!.graphql(`{ knowledgeGaps(source: MEMORY_RECALL, limit: 100) { query project searches empty averageTopScore } }`);
      gap = (gaps.data!.knowledgeGaps as GapRow[]).find((g) => g.query === normalised && g.project === project);
    }
    expect(gap).toMatchObject({ searches: 2, empty: 1 });
    expect(gap!.averageTopScore).toBeCloseTo(best(unrelatedHits), 6);
    const refused = await engram!.graphql(`query ($a: ID!) { recall(agentType: $a, minRelevance: 0.1) { score } }`, { a: agentType });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringContaining("minRelevance needs a query"), extensions: { code: "BAD_USER_INPUT", field: "minRelevance" } });
  });

  it("embeds a conversational turn after the turn before it in its conversation, whichever was remembered first", async () => {
    const agentType = uniqueId("agent");
    const project = uniqueId("project");
    const turn = (content: string, minute: number) => ({ agentType, project, memoryType: "CONVERSATION", content, occurredAt: new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString() });
    const question = "Caroline: Did you end up adopting the rescue dog from the shelter?";
    const reply = "Melanie: Yes! We picked her up on Saturday, she's called Luna.";
    const [replyId] = await rememberMany([turn(reply, 2)]);
    const [questionId] = await rememberMany([turn(question, 1)]);
    const model = await LocalEmbeddings.load(await resolveDefaultModel(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, true, createLogger("silent")));
    try {
      const [alone, inContext, first] = await model.embed([reply, `${question}\n${reply}`, question]);
      const stored = async (id: string) => (await query<{ vector: number[] }>("MATCH (m:Memory {id: $id}) RETURN m.embedding AS vector", { id }))[0]!.vector;
      const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
      // the reply, stored first, was embedded again once the turn it answers arrived
      expect(cosine(await stored(replyId!), inContext!)).toBeGreaterThan(0.9999);
      expect(cosine(await stored(replyId!), alone!)).toBeLessThan(0.99);
      // the opening turn has no turn before it
      expect(cosine(await stored(questionId!), first!)).toBeGreaterThan(0.9999);
    } finally {
      await model.close();
    }
  });

  it("finds a documentation section by meaning in searchKnowledge, next to the words' hits", async () => {
    const model = await LocalEmbeddings.load(await resolveDefaultModel(loadConfig({ ...process.env, NEO4J_URI: undefined }).cacheDir, true, createLogger("silent")));
    const source = uniqueId("docs");
    const sections = [
      { anchor: "timeout", title: "Session lifetime", text: "Users are signed out after fifteen minutes of inactivity because the session cookie expires." },
      { anchor: "report", title: "Reports", text: "Folks in the data team get a weekly usage report." },
    ];
    try {
      const vectors = await model.embed(sections.map((section) => `Guide: ${section.title}. ${section.text}`));
      await driver.executeQuery(
        `CREATE (d:ExternalDoc {id: $source + ':guide', source: $source, path: 'guide', title: 'Guide', sourceUrl: 'https://example.org/guide', language: 'english', tags: [$source]})
         WITH d UNWIND range(0, size($sections) - 1) AS i
         CREATE (d)-[:HAS_SECTION]->(s:DocSection {id: randomUUID(), position: i, anchor: $sections[i].anchor, url: 'https://example.org/guide#' + $sections[i].anchor,
           title: $sections[i].title, pageTitle: 'Guide', text: $sections[i].text, language: 'english'})
         WITH s, i CALL db.create.setNodeVectorProperty(s, 'embedding', $vectors[i]) SET s.embeddingModel = $model`,
        { source, sections, vectors, model: model.model },
      );
    } finally {
      await model.close();
    }
    const answer = await engram!.graphql(
      `query ($q: String!, $tags: [String!]) { searchKnowledge(query: $q, sources: [DOC], tags: $tags, limit: 10) { hits { id title why { lexical semantic } } } }`,
      // the guide's own tag keeps the other tests' documentation out of the way
      { q: "why do folks get kicked off when idle", tags: [source] },
    );
    expect(answer.errors).toBeUndefined();
    const hits = (answer.data!.searchKnowledge.hits as Array<{ id: string; title: string; why: { lexical: number | null; semantic: number | null } }>).filter((hit) => hit.id === `${source}:guide`);
    const timeout = hits.find((hit) => hit.title === "Guide — Session lifetime");
    expect(timeout).toBeDefined();
    expect(timeout!.why.lexical).toBeNull();
    expect(timeout!.why.semantic).toBeGreaterThan(0);
  });
});
