import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type GraphQLResponse, type TestEngram } from "../helpers/engram.js";

// An all-scopes key, a key for agent type A, one for agent type B (both in every project), and one for
// every agent type in one project: patterns have no project, so that key sees them all.
const KEYS = { admin: "admin-key-feedback-scopes-0123", a: "a-key-feedback-scopes-01234567", b: "b-key-feedback-scopes-01234567", project: "p-key-feedback-scopes-01234567" };
const typeA = uniqueId("typeA");
const typeB = uniqueId("typeB");
const tag = () => uniqueId("fs").replace(/[^a-z0-9]/g, "");
const keyword = tag();
const [secretA, secretB] = [tag(), tag()];
const domain = `${tag()}.example.org`;
const [shared, onlyA, onlyB] = ["shared", "only-a", "only-b"].map((page) => `https://${domain}/${page}`) as [string, string, string];
const [patternA, patternB] = [uniqueId("pattern-a"), uniqueId("pattern-b")];
const [sessionA, sessionB] = [uniqueId("session-a"), uniqueId("session-b")];
let engram: TestEngram;

const RECORD = `
  mutation ($patternId: ID!, $task: String!, $docs: [DocRefInput!]!, $agent: String!) {
    recordPatternDocs(patternId: $patternId, task: $task, docs: $docs, score: 80, agent: $agent) { id }
  }`;
const SUBMIT = `mutation ($input: FeedbackInput!) { submitFeedback(input: $input) { sessionId triggeredRetries { sessionId } } }`;
const UNHELPFUL = `mutation ($url: String!, $sessionId: String!) { markDocUnhelpful(url: $url, sessionId: $sessionId) { url } }`;
const LINK = `mutation ($original: String!, $retry: String!) { linkRetrySession(original: $original, retry: $retry) { sessionId } }`;

function graphql(key: string, query: string, variables: Record<string, unknown> = {}) {
  return engram.graphql(query, variables, { authorization: `Bearer ${key}` });
}

async function succeeded(response: Promise<GraphQLResponse>): Promise<Record<string, any>> {
  const { data, errors } = await response;
  expect(errors).toBeUndefined();
  return data!;
}

const submit = (key: string, input: Record<string, unknown>) => graphql(key, SUBMIT, { input: { codeQuality: 3, contextQuality: 3, ...input } });

/** A hidden thing is answered like an unknown one: the same error, naming the same field, but for the id. */
function expectAnsweredAlike(hidden: GraphQLResponse, hiddenId: string, unknown: GraphQLResponse, unknownId: string) {
  expect(unknown.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(hidden.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
  expect(hidden.errors?.[0]?.message.replace(hiddenId, "ID")).toBe(unknown.errors?.[0]?.message.replace(unknownId, "ID"));
}

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: [KEYS.admin, `${KEYS.a}:${typeA}:*`, `${KEYS.b}:${typeB}:*`, `${KEYS.project}:*:${tag()}`].join(",") });
  await succeeded(graphql(KEYS.a, RECORD, { patternId: patternA, task: `Build ${keyword} ${secretA} form`, docs: [{ url: shared }, { url: onlyA }], agent: typeA }));
  await succeeded(graphql(KEYS.b, RECORD, { patternId: patternB, task: `Build ${keyword} ${secretB} form`, docs: [{ url: shared }, { url: onlyB }], agent: typeB }));
  await succeeded(submit(KEYS.a, { sessionId: sessionA, patternId: patternA, codeQuality: 4 }));
  await succeeded(submit(KEYS.b, { sessionId: sessionB, patternId: patternB, codeQuality: 2 }));
  await succeeded(graphql(KEYS.a, UNHELPFUL, { url: shared, sessionId: sessionA }));
  await succeeded(graphql(KEYS.b, UNHELPFUL, { url: shared, sessionId: sessionB }));
});

afterAll(async () => {
  await engram?.close();
});

describe("the generated API", () => {
  it("lists, counts and aggregates only the patterns and feedback of the key's agent types", async () => {
    const query = `query ($patterns: [ID!]!, $sessions: [String!]!) {
      patterns(where: { id: { in: $patterns } }, sort: [{ id: ASC }]) { id feedback(where: { sessionId: { in: $sessions } }) { sessionId } }
      patternsConnection(where: { id: { in: $patterns } }) { totalCount aggregate { count { nodes } } }
      userFeedbacks(where: { sessionId: { in: $sessions } }, sort: [{ sessionId: ASC }]) { sessionId }
      userFeedbacksConnection(where: { sessionId: { in: $sessions } }) { totalCount aggregate { count { nodes } } }
    }`;
    const variables = { patterns: [patternA, patternB], sessions: [sessionA, sessionB] };
    const seen = async (key: string) => {
      const data = await succeeded(graphql(key, query, variables));
      return {
        patterns: data.patterns.map((pattern: { id: string; feedback: Array<{ sessionId: string }> }) => [pattern.id, pattern.feedback.map((f) => f.sessionId)]),
        patternCounts: [data.patternsConnection.totalCount, data.patternsConnection.aggregate.count.nodes],
        feedback: data.userFeedbacks.map((feedback: { sessionId: string }) => feedback.sessionId),
        feedbackCounts: [data.userFeedbacksConnection.totalCount, data.userFeedbacksConnection.aggregate.count.nodes],
      };
    };
    const both = { patterns: [[patternA, [sessionA]], [patternB, [sessionB]]], patternCounts: [2, 2], feedback: [sessionA, sessionB], feedbackCounts: [2, 2] };
    expect(await seen(KEYS.admin)).toEqual(both);
    expect(await seen(KEYS.project)).toEqual(both);
    expect(await seen(KEYS.a)).toEqual({ patterns: [[patternA, [sessionA]]], patternCounts: [1, 1], feedback: [sessionA], feedbackCounts: [1, 1] });
    expect(await seen(KEYS.b)).toEqual({ patterns: [[patternB, [sessionB]]], patternCounts: [1, 1], feedback: [sessionB], feedbackCounts: [1, 1] });
  });

  it("shows a page's patterns and negative feedback of the key's agent types only", async () => {
    const query = `query ($url: ID!) {
      documentations(where: { url: { eq: $url } }) {
        contributedTo { task }
        contributedToConnection { totalCount aggregate { count { nodes } } }
        negativeFeedback { sessionId }
      }
    }`;
    const admin = await succeeded(graphql(KEYS.admin, query, { url: shared }));
    expect(admin.documentations[0].contributedToConnection).toEqual({ totalCount: 2, aggregate: { count: { nodes: 2 } } });
    expect(admin.documentations[0].negativeFeedback).toHaveLength(2);
    const a = await succeeded(graphql(KEYS.a, query, { url: shared }));
    expect(a.documentations).toEqual([
      { contributedTo: [{ task: `Build ${keyword} ${secretA} form` }], contributedToConnection: { totalCount: 1, aggregate: { count: { nodes: 1 } } }, negativeFeedback: [{ sessionId: sessionA }] },
    ]);
  });

  it("finds nothing through another agent type's patterns or feedback in a relationship filter", async () => {
    const byTask = `query ($secret: String!) { documentations(where: { contributedTo: { some: { task: { contains: $secret } } } }, sort: [{ url: ASC }]) { url } }`;
    expect((await succeeded(graphql(KEYS.admin, byTask, { secret: secretB }))).documentations).toEqual([{ url: onlyB }, { url: shared }]);
    expect((await succeeded(graphql(KEYS.a, byTask, { secret: secretB }))).documentations).toEqual([]);
    expect((await succeeded(graphql(KEYS.a, byTask, { secret: secretA }))).documentations).toEqual([{ url: onlyA }, { url: shared }]);

    const bySession = `query ($session: String!) { documentations(where: { negativeFeedback: { some: { sessionId: { eq: $session } } } }) { url } }`;
    expect((await succeeded(graphql(KEYS.admin, bySession, { session: sessionB }))).documentations).toEqual([{ url: shared }]);
    expect((await succeeded(graphql(KEYS.a, bySession, { session: sessionB }))).documentations).toEqual([]);
  });
});

describe("the feedback operations", () => {
  const feedbackOf = async (sessionId: string) =>
    (await succeeded(graphql(KEYS.admin, `query ($s: String!) { userFeedbacks(where: { sessionId: { eq: $s } }) { codeQuality pattern { id } } }`, { s: sessionId }))).userFeedbacks;

  it("answer feedback on another agent type's pattern like feedback on an unknown pattern, and write nothing", async () => {
    const [session, unknownPattern] = [uniqueId("session"), uniqueId("no-such-pattern")];
    const hidden = await submit(KEYS.a, { sessionId: session, patternId: patternB });
    const unknown = await submit(KEYS.a, { sessionId: session, patternId: unknownPattern });
    expectAnsweredAlike(hidden, patternB, unknown, unknownPattern);
    expect(await feedbackOf(session)).toEqual([]);
  });

  it("refuse to correct or move a session's feedback the key may not see, as a taken session id", async () => {
    const answer = await submit(KEYS.a, { sessionId: sessionB, patternId: patternA, codeQuality: 5 });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "input.sessionId" });
    expect(answer.errors?.[0]?.message).toContain("is taken");
    expect(await feedbackOf(sessionB)).toEqual([{ codeQuality: 2, pattern: [{ id: patternB }] }]);
  });

  it("answer another agent type's session like an unknown session when marking a page unhelpful, linking a retry or searching again", async () => {
    const unknownSession = uniqueId("no-such-session");
    const unhelpful = (sessionId: string) => graphql(KEYS.a, UNHELPFUL, { url: onlyB, sessionId });
    expectAnsweredAlike(await unhelpful(sessionB), sessionB, await unhelpful(unknownSession), unknownSession);
    const link = (original: string, retry: string) => graphql(KEYS.a, LINK, { original, retry });
    expectAnsweredAlike(await link(sessionA, sessionB), sessionB, await link(sessionA, unknownSession), unknownSession);
    expectAnsweredAlike(await link(sessionB, sessionA), sessionB, await link(unknownSession, sessionA), unknownSession);
    const retrySearch = (retryOf: string) => graphql(KEYS.a, `query ($retryOf: ID!) { webSearch(query: "form validation", retryOf: $retryOf) { excludedDomains } }`, { retryOf });
    expectAnsweredAlike(await retrySearch(sessionB), sessionB, await retrySearch(unknownSession), unknownSession);
    const counts = await succeeded(graphql(KEYS.admin, `query ($url: ID!) { documentations(where: { url: { eq: $url } }) { negativeFeedbackCount } }`, { url: onlyB }));
    expect(counts.documentations).toEqual([{ negativeFeedbackCount: 0 }]);
    const links = await succeeded(graphql(KEYS.admin, `query ($s: String!) { userFeedbacks(where: { sessionId: { eq: $s } }) { retrySessionId triggeredRetries { sessionId } } }`, { s: sessionA }));
    expect(links.userFeedbacks).toEqual([{ retrySessionId: null, triggeredRetries: [] }]);
  });

  it("link a retry named in feedback only to feedback the submitting key may see", async () => {
    const [original, retry] = [uniqueId("original"), uniqueId("retry")];
    // A names a retry session that B then submits; B's submission must not link from A's feedback, nor A's to B's.
    await succeeded(submit(KEYS.a, { sessionId: original, patternId: patternA, retrySessionId: retry }));
    expect((await succeeded(submit(KEYS.b, { sessionId: retry, patternId: patternB }))).submitFeedback.triggeredRetries).toEqual([]);
    const namedAgain = await succeeded(submit(KEYS.a, { sessionId: original, patternId: patternA, retrySessionId: retry }));
    expect(namedAgain.submitFeedback.triggeredRetries).toEqual([]);
    // The same sessions, submitted by a key that sees both, are linked.
    const linked = await succeeded(submit(KEYS.admin, { sessionId: original, patternId: patternA, retrySessionId: retry }));
    expect(linked.submitFeedback.triggeredRetries).toEqual([{ sessionId: retry }]);
  });

  it("refuse recording onto a pattern id another agent type holds, as a taken id, and leave its task alone", async () => {
    const answer = await graphql(KEYS.a, RECORD, { patternId: patternB, task: `Rewritten ${keyword}`, docs: [{ url: onlyA }], agent: typeA });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "patternId" });
    expect(answer.errors?.[0]?.message).toContain("is taken");
    const stored = await succeeded(graphql(KEYS.admin, `query ($id: ID!) { patterns(where: { id: { eq: $id } }) { task docs { url } } }`, { id: patternB }));
    expect(stored.patterns).toEqual([{ task: `Build ${keyword} ${secretB} form`, docs: expect.arrayContaining([{ url: shared }, { url: onlyB }]) }]);
    expect(stored.patterns[0].docs).toHaveLength(2);
  });

  it("provenDocs counts every pattern but shows sample tasks only of the key's patterns", async () => {
    const query = `query ($task: String!) { provenDocs(task: $task, minUses: 2) { url uses sampleTasks } }`;
    const sharedRow = async (key: string) =>
      (await succeeded(graphql(key, query, { task: `Make a ${keyword} page` }))).provenDocs.find((doc: { url: string }) => doc.url === shared);
    const admin = await sharedRow(KEYS.admin);
    expect(admin.uses).toBe(2);
    expect([...admin.sampleTasks].sort()).toEqual([`Build ${keyword} ${secretA} form`, `Build ${keyword} ${secretB} form`].sort());
    expect(await sharedRow(KEYS.a)).toEqual({ url: shared, uses: 2, sampleTasks: [`Build ${keyword} ${secretA} form`] });
    expect(await sharedRow(KEYS.b)).toEqual({ url: shared, uses: 2, sampleTasks: [`Build ${keyword} ${secretB} form`] });
  });
});
