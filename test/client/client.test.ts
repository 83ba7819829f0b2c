import { execFile } from "node:child_process";
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngramClient, EngramClientError } from "../../src/client/index.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";
import { FakeTavily } from "../helpers/tavily-server.js";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..", "..");
const TAVILY_KEY = "tvly-client-test-key";
const ADMIN_KEY = "client-admin-key-0123456789";
const TIGHT_KEY = "client-tight-key-0123456789";

let engram: TestEngram;
let tavily: FakeTavily;
let driver: Driver;
let client: EngramClient;

beforeAll(async () => {
  tavily = await new FakeTavily(TAVILY_KEY).start();
  const home = await mkdtemp(join(tmpdir(), "engram-client-home-"));
  const keysFile = join(home, "keys.json");
  await writeFile(keysFile, JSON.stringify([{ name: "admin", key: ADMIN_KEY }, { name: "tight", key: TIGHT_KEY, rateLimit: "1/1m" }]));
  engram = await startTestEngram({ ENGRAM_HOME: home, ENGRAM_API_KEYS_FILE: keysFile, TAVILY_API_KEY: TAVILY_KEY, TAVILY_BASE_URL: tavily.url, TAVILY_MAX_RETRIES: "0" });
  driver = testDriver();
  client = new EngramClient({ url: engram.url, apiKey: ADMIN_KEY });
});

afterAll(async () => {
  await engram?.close();
  await tavily?.stop();
  await driver?.close();
});

describe("EngramClient", () => {
  it("remembers, then recalls in other words, typed end to end", async () => {
    const agentType = uniqueId("builder");
    const project = uniqueId("shop");
    const memory = await client.remember({ agentType, project, memoryType: "PATTERN", title: "Kestrel retries", content: "Kestrel uploads retry with exponential backoff", tags: ["uploads"] });
    expect(memory).toMatchObject({ memoryType: "PATTERN", title: "Kestrel retries", tags: ["uploads"], occurrences: 1 });
    const hits = await client.recall({ agentType, project, query: "how do kestrel uploads retry", limit: 3 });
    expect(hits[0]?.memory.id).toBe(memory.id);
    expect(hits[0]?.scope).toBe("PROJECT");
  });

  it("searches knowledge, reads a document, records its use, and builds an agent's context", async () => {
    const word = uniqueId("quillon").replace(/[^a-z]/g, "");
    const source = uniqueId("guide");
    const folder = await mkdtemp(join(tmpdir(), "engram-client-docs-"));
    await mkdir(join(folder, "guides"), { recursive: true });
    await writeFile(join(folder, "guides", `${word}.md`), `# ${word} sessions\n\nA ${word} session expires after ten idle minutes.\n`);
    await ingestQuietly(await ingestDependencies(driver), ingestRequest({ format: "markdown", location: folder, source }));

    const found = await client.searchKnowledge({ query: `${word} session expiry`, source, limit: 5 });
    expect(found.hits[0]).toMatchObject({ source: "DOC", title: `${word} sessions` });
    const page = await client.document({ path: `guides/${word}`, source });
    expect(page.content).toContain("expires after ten idle minutes");
    const usage = await client.recordKnowledgeUsage({ id: found.hits[0]!.id, agentType: "builder", outcome: "SUCCESS" });
    expect(usage).toMatchObject({ itemSource: "DOC", outcome: "SUCCESS" });
    const brief = await client.agentContext({ agentType: "builder", task: `handle ${word} session expiry` });
    expect(brief.markdown.length).toBeGreaterThan(0);
    expect(await client.apiReference({ name: `${word}Nothing`, source })).toBeNull();
  });

  it("searches the web through Engram's cache and submits feedback", async () => {
    const query = `client ${uniqueId("web")}`;
    const first = await client.webSearch({ query, maxResults: 2 });
    expect(first.fromCache).toBe(false);
    expect(first.results.length).toBeGreaterThan(0);
    expect((await client.webSearch({ query, maxResults: 2 })).fromCache).toBe(true);

    const patternId = uniqueId("pattern");
    const recorded = await engram.graphql(`mutation ($patternId: ID!) { recordPatternDocs(patternId: $patternId, task: "t", docs: [{ url: "https://docs.example.dev/a" }], score: 80, agent: "builder") { id } }`, { patternId }, { authorization: `Bearer ${ADMIN_KEY}` });
    expect(recorded.errors).toBeUndefined();
    const feedback = await client.submitFeedback({ sessionId: uniqueId("session"), patternId, codeQuality: 4, contextQuality: 5 });
    expect(feedback).toMatchObject({ codeQuality: 4, contextQuality: 5 });
  });

  it("sends back the bookmark of its last answer, so another instance's read waits for its writes", async () => {
    const exchanges: Array<{ sent: string | null; received: string | null }> = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      exchanges.push({ sent: new Headers(init?.headers).get("x-engram-bookmark"), received: response.headers.get("x-engram-bookmark") });
      return response;
    };
    const agentType = uniqueId("builder");
    const withBookmarks = new EngramClient({ url: engram.url, apiKey: ADMIN_KEY, fetch: recording });
    await withBookmarks.remember({ agentType, memoryType: "PATTERN", content: "Heron deploys wait for migrations" });
    await withBookmarks.recall({ agentType, query: "heron deploys" });
    expect(exchanges[0]).toMatchObject({ sent: null });
    expect(exchanges[0]!.received).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(exchanges[1]!.sent).toBe(exchanges[0]!.received);

    const without = new EngramClient({ url: engram.url, apiKey: ADMIN_KEY, fetch: recording, readYourWrites: false });
    await without.remember({ agentType, memoryType: "PATTERN", content: "Heron builds are cached" });
    await without.recall({ agentType, query: "heron builds" });
    expect(exchanges[3]!.sent).toBeNull();
  });

  it("records a fix and finds it for the same error with other names", async () => {
    const agentType = uniqueId("builder");
    const recorded = await client.recordSolution({ agentType, error: "TypeError: Object of type datetime is not JSON serializable", solution: "Pass default=str to json.dumps." });
    expect(recorded.memory.memoryType).toBe("RESOLUTION");
    const solved = await client.solveError({ agentType, error: "TypeError: Object of type Decimal is not JSON serializable" });
    expect(solved.pattern.pattern).toBe("TypeError: Object of type <name> is not JSON serializable");
    expect(solved.hits[0]).toMatchObject({ source: "AGENT_RESOLUTION", id: recorded.memory.id });
  });

  it("works by tracker issue: records issues, links memories to them and briefs on one", async () => {
    const agentType = uniqueId("builder");
    const project = uniqueId("shop");
    // a domain of this test's own: recommendations count every project the key sees, other tests' too
    const domain = uniqueId("checkout");
    const past = await client.recordIssue({ agentType, project, issue: "#7", title: "Checkout fails on expired carts", labels: [domain], outcome: "RESOLVED" });
    expect(past).toMatchObject({ key: "#7", state: "CLOSED", outcome: "RESOLVED", domains: [domain] });
    const learned = await client.remember({ agentType, project, memoryType: "RESOLUTION", issues: ["7"], content: "Expired carts are refreshed before checkout." });
    expect(learned.issues).toEqual(["#7"]);
    await client.recordIssue({ agentType, project, issue: "#8", title: "Checkout fails for carts with gift cards", labels: [domain] });
    const related = await client.relatedIssues({ project, issue: "#8" });
    expect(related[0]).toMatchObject({ issue: { key: "#7" }, resolution: { id: learned.id } });
    const brief = await client.issueContext({ agentType, project, issue: "#8" });
    expect(brief.markdown).toContain("## Context Brief for Issue #8");
    expect(brief.relatedIssues.map((row) => row.issue.key)).toEqual(["#7"]);
    expect(brief.recommendedAgents[0]).toMatchObject({ agentType, successes: 1, judged: 1 });
  });

  it("throws EngramClientError with the code, the field and when to retry", async () => {
    const refused = await client.recall({ agentType: "builder", query: "x", limit: 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EngramClientError);
    expect(refused).toMatchObject({ code: "BAD_USER_INPUT", field: "limit" });

    const anonymous = await new EngramClient({ url: engram.url }).recall({ agentType: "builder" }).catch((error: unknown) => error);
    expect(anonymous).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });

    const tight = new EngramClient({ url: engram.url, apiKey: TIGHT_KEY });
    await tight.recall({ agentType: "builder" });
    const limited = await tight.recall({ agentType: "builder" }).catch((error: unknown) => error);
    expect(limited).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect((limited as EngramClientError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("is importable by name from plain Node and type-checks in a TypeScript project, as the README shows", async () => {
    await run("npm", ["run", "build:client"], { cwd: ROOT });
    const consumer = await mkdtemp(join(tmpdir(), "engram-client-consumer-"));
    await mkdir(join(consumer, "node_modules"));
    await symlink(ROOT, join(consumer, "node_modules", "engram"), "dir");
    await writeFile(join(consumer, "package.json"), JSON.stringify({ type: "module" }));
    await writeFile(
      join(consumer, "agent.mjs"),
      `import { EngramClient } from "engram";
const engram = new EngramClient({ url: process.env.ENGRAM_URL, apiKey: process.env.ENGRAM_API_KEY });
const memory = await engram.remember({ agentType: "builder", memoryType: "DECISION", content: "Consumers import the client by name" });
const hits = await engram.recall({ agentType: "builder", query: "import the client by name", limit: 1 });
console.log(JSON.stringify({ remembered: memory.id, recalled: hits[0].memory.id }));`,
    );
    const { stdout } = await run(process.execPath, ["agent.mjs"], { cwd: consumer, env: { ...process.env, ENGRAM_URL: engram.url, ENGRAM_API_KEY: ADMIN_KEY } });
    const answer = JSON.parse(stdout) as { remembered: string; recalled: string };
    expect(answer.recalled).toBe(answer.remembered);

    await writeFile(
      join(consumer, "typed.ts"),
      `import { EngramClient, type EngramRecallQuery } from "engram";
const engram = new EngramClient({ url: "http://127.0.0.1:4000/graphql" });
export const hits: Promise<EngramRecallQuery["recall"]> = engram.recall({ agentType: "builder", query: "x" });
// @ts-expect-error memoryType must be one of the schema's enum values
engram.remember({ agentType: "builder", memoryType: "NOT_A_TYPE", content: "x" });`,
    );
    await writeFile(join(consumer, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", strict: true, noEmit: true, lib: ["ES2023", "DOM"], types: [] }, include: ["typed.ts"] }));
    await run(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", consumer]);
  });
});
