import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskKeywords } from "../../src/feedback/keywords.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

const RECORD = `
  mutation Record($patternId: ID!, $task: String!, $docs: [DocRefInput!]!, $score: Float!, $agent: String!) {
    recordPatternDocs(patternId: $patternId, task: $task, docs: $docs, score: $score, agent: $agent) {
      id task taskKeywords
      docsConnection { edges { node { url totalUses } properties { score agent usedAt } } }
    }
  }`;

const EFFECTIVENESS = `
  query Effectiveness($minUses: Int, $domain: String, $limit: Int) {
    docEffectiveness(minUses: $minUses, domain: $domain, limit: $limit) { url title domain uses averageScore standardDeviation }
  }`;

const PROVEN = `
  query Proven($task: String!, $minAvgScore: Float, $minUses: Int, $limit: Int) {
    provenDocs(task: $task, minAvgScore: $minAvgScore, minUses: $minUses, limit: $limit) { url uses averageScore sampleTasks matchedKeywords }
  }`;

let engram: TestEngram;
const ARCHITECT_KEY = "architect-only-key-0123456789";
const ADMIN_KEY = "admin-key-for-feedback-0123456789";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: `${ADMIN_KEY},${ARCHITECT_KEY}:architect` });
});
afterAll(() => engram?.close());

/** A domain and a keyword no other test uses. */
function fresh() {
  const tag = uniqueId("fx").replace(/[^a-z0-9]/g, "");
  return { domain: `${tag}.example.org`, keyword: tag };
}

const record = (variables: Record<string, unknown>, headers = admin) => engram.graphql(RECORD, { agent: "builder", ...variables }, headers);

describe("task keywords", () => {
  it("keep the words that say what a task is about", () => {
    expect(taskKeywords("Build React app with hooks and routing")).toEqual(["react", "app", "hooks", "routing"]);
    expect(taskKeywords("Create a REST API for the users, then add pagination to it")).toEqual(["rest", "api", "users", "pagination"]);
    expect(taskKeywords("do it now")).toEqual([]);
  });
});

describe("recordPatternDocs and docEffectiveness", () => {
  it("averages each page's scores over its patterns, with their spread, above a minimum of uses", async () => {
    const { domain, keyword } = fresh();
    const [often, once] = [`https://${domain}/often`, `https://www.${domain}/once`];
    for (const [index, score] of [80, 90, 100].entries()) {
      const docs = index === 0 ? [{ url: often, title: "Often used" }, { url: once }] : [{ url: often }];
      const answer = await record({ patternId: uniqueId("pattern"), task: `Build ${keyword} screen ${index}`, docs, score });
      expect(answer.errors).toBeUndefined();
    }
    const top = await engram.graphql(EFFECTIVENESS, { domain, minUses: 3 }, admin);
    expect(top.data!.docEffectiveness).toEqual([{ url: often, title: "Often used", domain, uses: 3, averageScore: 90, standardDeviation: 10 }]);
    const all = await engram.graphql(EFFECTIVENESS, { domain: `WWW.${domain.toUpperCase()}`, minUses: 1 }, admin);
    expect(all.data!.docEffectiveness.map((doc: { url: string; uses: number }) => [doc.url, doc.uses])).toEqual([
      [often, 3],
      [once, 1],
    ]);
  });

  it("updates a pattern recorded again instead of counting its pages twice", async () => {
    const { domain, keyword } = fresh();
    const patternId = uniqueId("pattern");
    const url = `https://${domain}/guide`;
    await record({ patternId, task: `First ${keyword} task`, docs: [{ url }], score: 40 });
    const again = await record({ patternId, task: `Build ${keyword} with routing`, docs: [{ url }], score: 70, agent: "reviewer" });
    const pattern = again.data!.recordPatternDocs;
    expect(pattern.taskKeywords).toEqual([keyword, "routing"]);
    expect(pattern.docsConnection.edges).toHaveLength(1);
    expect(pattern.docsConnection.edges[0]).toMatchObject({ node: { url, totalUses: 1 }, properties: { score: 70, agent: "reviewer" } });
  });

  it("refuses bad input naming the field and writes nothing", async () => {
    const { domain, keyword } = fresh();
    const patternId = uniqueId("pattern");
    const valid = { patternId, task: `Build ${keyword}`, docs: [{ url: `https://${domain}/a` }], score: 50 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, task: "  " }, "task"],
      [{ ...valid, docs: [] }, "docs"],
      [{ ...valid, docs: [{ url: `https://${domain}/b` }, { url: "ftp://example.org/x" }] }, "docs[1].url"],
      [{ ...valid, score: 101 }, "score"],
      [{ ...valid, score: -1 }, "score"],
      [{ ...valid, agent: "" }, "agent"],
    ];
    for (const [variables, field] of cases) {
      const answer = await record(variables);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
    const written = await engram.graphql(`query ($id: ID!) { patterns(where: { id: { eq: $id } }) { id } }`, { id: patternId }, admin);
    expect(written.data!.patterns).toEqual([]);
    const docs = await engram.graphql(EFFECTIVENESS, { domain, minUses: 1 }, admin);
    expect(docs.data!.docEffectiveness).toEqual([]);
  });

  it("lets a key scoped to agent types record only as one of them", async () => {
    const { domain, keyword } = fresh();
    const variables = { patternId: uniqueId("pattern"), task: `Build ${keyword}`, docs: [{ url: `https://${domain}/a` }], score: 50 };
    const refused = await record({ ...variables, agent: "builder" }, { authorization: `Bearer ${ARCHITECT_KEY}` });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const allowed = await record({ ...variables, agent: "architect" }, { authorization: `Bearer ${ARCHITECT_KEY}` });
    expect(allowed.errors).toBeUndefined();
  });

  it("offers no generated mutation that could make the counters disagree with the relationships", async () => {
    const answer = await engram.graphql(`mutation { createDocumentations(input: [{ url: "https://example.org/x" }]) { info { nodesCreated } } }`, {}, admin);
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "createDocumentations"/);
  });
});

describe("provenDocs", () => {
  it("returns pages that scored well on patterns sharing a keyword with the task", async () => {
    const { domain, keyword } = fresh();
    const other = fresh().keyword;
    const [great, good, poor, unrelated] = ["great", "good", "poor", "unrelated"].map((name) => `https://${domain}/${name}`);
    await record({ patternId: uniqueId("p"), task: `Build ${keyword} dashboard with charts`, docs: [{ url: great }, { url: good }, { url: poor }], score: 95 });
    await record({ patternId: uniqueId("p"), task: `Create ${keyword} login form`, docs: [{ url: great }, { url: good }], score: 85 });
    await record({ patternId: uniqueId("p"), task: `Fix ${keyword} charts tooltip`, docs: [{ url: great }, { url: poor }], score: 35 });
    await record({ patternId: uniqueId("p"), task: `Build ${other} exporter`, docs: [{ url: unrelated }, { url: great }], score: 100 });
    await record({ patternId: uniqueId("p"), task: `Write ${other} importer`, docs: [{ url: unrelated }], score: 100 });

    const answer = await engram.graphql(PROVEN, { task: `Make a ${keyword} settings page`, minUses: 2, limit: 5 }, admin);
    expect(answer.errors).toBeUndefined();
    const proven = answer.data!.provenDocs;
    expect(proven.map((doc: { url: string }) => doc.url)).toEqual([good, great, poor]);
    expect(proven[0]).toMatchObject({ uses: 2, averageScore: 90, matchedKeywords: [keyword] });
    expect(proven[1].averageScore).toBeCloseTo((95 + 85 + 35) / 3);
    expect(proven[1].sampleTasks).toHaveLength(3);
    expect(proven[1].sampleTasks).toContain(`Create ${keyword} login form`);

    const strict = await engram.graphql(PROVEN, { task: `${keyword} charts`, minAvgScore: 70, minUses: 2 }, admin);
    expect(strict.data!.provenDocs.map((doc: { url: string }) => doc.url)).toEqual([good, great]);

    const limited = await engram.graphql(PROVEN, { task: `${keyword} page`, minUses: 1, limit: 1 }, admin);
    expect(limited.data!.provenDocs).toHaveLength(1);

    const empty = await engram.graphql(PROVEN, { task: "make it with the" }, admin);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "task" });
  });
});
