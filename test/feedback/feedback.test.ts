import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

const RECORD = `
  mutation Record($patternId: ID!, $task: String!, $docs: [DocRefInput!]!, $score: Float!) {
    recordPatternDocs(patternId: $patternId, task: $task, docs: $docs, score: $score, agent: "builder") { id }
  }`;

const SUBMIT = `
  mutation Submit($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id sessionId task codeQuality contextQuality wouldRetry retrySessionId
      pattern { id }
      triggeredRetries { sessionId }
      unhelpfulDocsConnection { edges { node { url } properties { reason } } }
    }
  }`;

const UNHELPFUL = `
  mutation Unhelpful($url: String!, $sessionId: String!, $reason: String) {
    markDocUnhelpful(url: $url, sessionId: $sessionId, reason: $reason) { url totalUses negativeFeedbackCount negativeFeedbackRate }
  }`;

const EXCLUDED = `
  query Excluded($minNegativeRate: Float, $minUses: Int) {
    excludedDocs(minNegativeRate: $minNegativeRate, minUses: $minUses, limit: 500) { url negativeFeedbackRate totalUses }
  }`;

const LINK = `
  mutation Link($original: String!, $retry: String!) {
    linkRetrySession(original: $original, retry: $retry) { sessionId wouldRetry retrySessionId triggeredRetries { sessionId } }
  }`;

const ANALYTICS = `
  query Analytics($minFeedback: Int, $since: DateTime) {
    feedbackAnalytics(minFeedback: $minFeedback, since: $since) {
      satisfactionByDomain { domain averageCodeQuality averageContextQuality feedbackCount }
      retrySuccess { retries codeQualityGain contextQualityGain improved }
    }
  }`;

const FEEDBACK_BY_SESSION = `query ($sessionId: String!) { userFeedbacks(where: { sessionId: { eq: $sessionId } }) { id codeQuality } }`;

let engram: TestEngram;
beforeAll(async () => {
  engram = await startTestEngram();
});
afterAll(() => engram?.close());

function freshDomain(): string {
  return `${uniqueId("fb").replace(/[^a-z0-9]/g, "")}.example.org`;
}

/** A pattern that used the given pages, with its id. */
async function pattern(urls: string[], score = 80): Promise<string> {
  const patternId = uniqueId("pattern");
  const answer = await engram.graphql(RECORD, { patternId, task: "Build a payments form with validation", docs: urls.map((url) => ({ url })), score });
  expect(answer.errors).toBeUndefined();
  return patternId;
}

async function submit(input: Record<string, unknown>) {
  return engram.graphql(SUBMIT, { input: { codeQuality: 3, contextQuality: 3, ...input } });
}

describe("submitFeedback", () => {
  it("records a rating for a pattern, and corrects it when the session submits again", async () => {
    const patternId = await pattern([`https://${freshDomain()}/a`]);
    const sessionId = uniqueId("session");
    const first = await submit({ sessionId, patternId, codeQuality: 2, contextQuality: 4 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.submitFeedback).toMatchObject({
      sessionId,
      task: "Build a payments form with validation",
      codeQuality: 2,
      contextQuality: 4,
      wouldRetry: false,
      pattern: [{ id: patternId }],
    });
    const corrected = await submit({ sessionId, patternId, codeQuality: 5, contextQuality: 5, task: "Payments form, corrected" });
    expect(corrected.data!.submitFeedback).toMatchObject({ id: first.data!.submitFeedback.id, codeQuality: 5, task: "Payments form, corrected" });
    const stored = await engram.graphql(FEEDBACK_BY_SESSION, { sessionId });
    expect(stored.data!.userFeedbacks).toEqual([{ id: first.data!.submitFeedback.id, codeQuality: 5 }]);
  });

  it("refuses ratings outside 1 to 5 and an unknown pattern, naming the field and writing nothing", async () => {
    const patternId = await pattern([`https://${freshDomain()}/a`]);
    const sessionId = uniqueId("session");
    const url = `https://${freshDomain()}/never-written`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sessionId, patternId, codeQuality: 0 }, "input.codeQuality"],
      [{ sessionId, patternId, codeQuality: 6 }, "input.codeQuality"],
      [{ sessionId, patternId, contextQuality: 9 }, "input.contextQuality"],
      [{ sessionId, patternId: uniqueId("no-such-pattern"), unhelpfulDocs: [{ url }] }, "input.patternId"],
      [{ sessionId: " ", patternId }, "input.sessionId"],
      [{ sessionId, patternId, unhelpfulDocs: [{ url: "not a url" }] }, "input.unhelpfulDocs[0].url"],
      [{ sessionId, patternId, retrySessionId: sessionId }, "input.retrySessionId"],
    ];
    for (const [input, field] of cases) {
      const answer = await submit(input);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
      expect(answer.errors![0]!.message.startsWith(field)).toBe(true);
    }
    expect((await engram.graphql(FEEDBACK_BY_SESSION, { sessionId })).data!.userFeedbacks).toEqual([]);
    const doc = await engram.graphql(`query ($url: ID!) { documentations(where: { url: { eq: $url } }) { url } }`, { url });
    expect(doc.data!.documentations).toEqual([]);
  });
});

describe("negative feedback", () => {
  it("counts negatives over uses, never dividing by zero, and excludes docs past both thresholds", async () => {
    const domain = freshDomain();
    const [bad, mixed, young, unused] = ["bad", "mixed", "young", "unused"].map((name) => `https://${domain}/${name}`) as [string, string, string, string];
    const patterns = [await pattern([bad, mixed, young]), await pattern([bad, mixed, young]), await pattern([bad, mixed]), await pattern([mixed])];
    const sessions = [uniqueId("s"), uniqueId("s")];
    await submit({ sessionId: sessions[0], patternId: patterns[0], unhelpfulDocs: [{ url: bad, reason: "Outdated information" }, { url: young }] });
    await submit({ sessionId: sessions[1], patternId: patterns[1] });

    const marked = await engram.graphql(UNHELPFUL, { url: mixed, sessionId: sessions[1], reason: "Off topic" });
    expect(marked.data!.markDocUnhelpful).toEqual({ url: mixed, totalUses: 4, negativeFeedbackCount: 1, negativeFeedbackRate: 0.25 });
    const again = await engram.graphql(UNHELPFUL, { url: mixed, sessionId: sessions[1], reason: "Still off topic" });
    expect(again.data!.markDocUnhelpful.negativeFeedbackCount).toBe(1);
    const never = await engram.graphql(UNHELPFUL, { url: unused, sessionId: sessions[0] });
    expect(never.data!.markDocUnhelpful).toEqual({ url: unused, totalUses: 0, negativeFeedbackCount: 1, negativeFeedbackRate: 1 });

    const mine = async (variables: Record<string, unknown>) =>
      ((await engram.graphql(EXCLUDED, variables)).data!.excludedDocs as Array<{ url: string; negativeFeedbackRate: number }>).filter((doc) =>
        doc.url.includes(domain),
      );
    // bad: 1 of 3 uses; young: 1 of 2 uses (too few); mixed: 1 of 4 (under 0.3); unused: 1 of 0 (too few)
    expect(await mine({})).toEqual([{ url: bad, negativeFeedbackRate: 1 / 3, totalUses: 3 }]);
    expect((await mine({ minUses: 2 })).map((doc) => doc.url)).toEqual([young, bad]);
    expect((await mine({ minNegativeRate: 0.2, minUses: 3 })).map((doc) => doc.url)).toEqual([bad, mixed]);

    // a corrected feedback's unhelpful docs replace the session's earlier ones (unused was marked in it above)
    const reason = await engram.graphql(SUBMIT, { input: { sessionId: sessions[0], patternId: patterns[0], codeQuality: 2, contextQuality: 1, unhelpfulDocs: [{ url: bad, reason: "Outdated information" }, { url: young }] } });
    const edges = reason.data!.submitFeedback.unhelpfulDocsConnection.edges as Array<{ node: { url: string }; properties: { reason: string | null } }>;
    expect(edges.map((edge) => [edge.node.url, edge.properties.reason]).sort()).toEqual(
      [
        [bad, "Outdated information"],
        [young, null],
      ].sort(),
    );
    const counts = await engram.graphql(`query ($url: ID!) { documentations(where: { url: { eq: $url } }) { negativeFeedbackCount negativeFeedbackRate } }`, { url: unused });
    expect(counts.data!.documentations).toEqual([{ negativeFeedbackCount: 0, negativeFeedbackRate: 0 }]);
  });

  it("refuses a session without feedback and a bad URL, naming the field", async () => {
    const unknown = await engram.graphql(UNHELPFUL, { url: `https://${freshDomain()}/x`, sessionId: uniqueId("nobody") });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "sessionId" });
    const badUrl = await engram.graphql(UNHELPFUL, { url: "javascript:alert(1)", sessionId: uniqueId("nobody") });
    expect(badUrl.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "url" });
    const rate = await engram.graphql(EXCLUDED, { minNegativeRate: 1.5 });
    expect(rate.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "minNegativeRate" });
  });
});

describe("retries and analytics", () => {
  it("links a retry to its original whichever arrives first, and reports what retries gained", async () => {
    const since = new Date().toISOString();
    const patternId = await pattern([`https://${freshDomain()}/a`]);
    const [a, aRetry, b, bRetry] = [uniqueId("a"), uniqueId("a-retry"), uniqueId("b"), uniqueId("b-retry")];

    // the original names its retry before the retry has feedback; the link appears when it does
    await submit({ sessionId: a, patternId, codeQuality: 2, contextQuality: 1, retrySessionId: aRetry });
    const retried = await submit({ sessionId: aRetry, patternId, codeQuality: 5, contextQuality: 4 });
    expect(retried.errors).toBeUndefined();
    const original = await submit({ sessionId: a, patternId, codeQuality: 2, contextQuality: 1, retrySessionId: aRetry });
    expect(original.data!.submitFeedback).toMatchObject({ wouldRetry: true, triggeredRetries: [{ sessionId: aRetry }] });

    // linked afterwards, explicitly
    await submit({ sessionId: b, patternId, codeQuality: 3, contextQuality: 3 });
    await submit({ sessionId: bRetry, patternId, codeQuality: 2, contextQuality: 4 });
    const linked = await engram.graphql(LINK, { original: b, retry: bRetry });
    expect(linked.data!.linkRetrySession).toEqual({ sessionId: b, wouldRetry: true, retrySessionId: bRetry, triggeredRetries: [{ sessionId: bRetry }] });
    const relinked = await engram.graphql(LINK, { original: a, retry: bRetry });
    expect(relinked.data!.linkRetrySession).toMatchObject({ retrySessionId: bRetry, triggeredRetries: [{ sessionId: bRetry }] });
    await engram.graphql(LINK, { original: a, retry: aRetry });
    const missing = await engram.graphql(LINK, { original: b, retry: uniqueId("nobody") });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "retry" });

    const analytics = await engram.graphql(ANALYTICS, { since });
    expect(analytics.data!.feedbackAnalytics.retrySuccess).toEqual({ retries: 2, codeQualityGain: 1, contextQualityGain: 2, improved: 1 });
  });

  it("reports satisfaction by documentation domain from five feedbacks on", async () => {
    const [popular, rare] = [freshDomain(), freshDomain()];
    const ratings: Array<[number, number]> = [
      [5, 4],
      [4, 4],
      [3, 5],
      [5, 3],
      [3, 4],
    ];
    const popularPattern = await pattern([`https://${popular}/one`, `https://${popular}/two`]);
    for (const [codeQuality, contextQuality] of ratings) await submit({ sessionId: uniqueId("s"), patternId: popularPattern, codeQuality, contextQuality });
    const rarePattern = await pattern([`https://${rare}/one`]);
    for (const [codeQuality, contextQuality] of ratings.slice(0, 4)) await submit({ sessionId: uniqueId("s"), patternId: rarePattern, codeQuality, contextQuality });

    const analytics = await engram.graphql(ANALYTICS, {});
    const domains = analytics.data!.feedbackAnalytics.satisfactionByDomain as Array<{ domain: string }>;
    expect(domains.find((row) => row.domain === popular)).toEqual({ domain: popular, averageCodeQuality: 4, averageContextQuality: 4, feedbackCount: 5 });
    expect(domains.find((row) => row.domain === rare)).toBeUndefined();
    const lower = await engram.graphql(ANALYTICS, { minFeedback: 4 });
    expect(lower.data!.feedbackAnalytics.satisfactionByDomain.find((row: { domain: string }) => row.domain === rare)).toMatchObject({ feedbackCount: 4 });
  });
});
