import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type GraphQLResponse, type TestEngram } from "../../helpers/engram.js";

/**
 * Agents change the same nodes at once: one forgets a memory while another unshares it, one deletes
 * sources while another updates them. Whichever wins, the other gets its result or a coded error that
 * says what happened, never INTERNAL_SERVER_ERROR.
 */
const ROUNDS = 40;
/** What a request that lost the race may answer: the node is gone (unknown id), or it vanished under the request. */
const LOSING_CODES = new Set(["BAD_USER_INPUT", "CONCURRENT_CHANGE"]);

let engram: TestEngram;

beforeAll(async () => {
  engram = await startTestEngram();
});

afterAll(async () => {
  await engram?.close();
});

function codesOf(responses: GraphQLResponse[]): string[] {
  return responses.flatMap((response) => (response.errors ?? []).map((error) => String(error.extensions?.code ?? "none")));
}

describe("requests that change the same nodes at once", () => {
  it("forget racing unshare: each answers its result or a coded error, and the memory ends forgotten", async () => {
    const [architect, builder] = [uniqueId("race-architect"), uniqueId("race-builder")];
    const responses: GraphQLResponse[] = [];
    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const remembered = await engram.graphql<{ remember: { id: string } }>(`mutation ($t: ID!) { remember(input: { agentType: $t, memoryType: PATTERN, content: "race ${round}" }) { id } }`, { t: architect });
      const id = remembered.data!.remember.id;
      ids.push(id);
      await engram.graphql(`mutation ($id: ID!, $t: [ID!]!) { shareMemory(id: $id, withAgentTypes: $t) { id } }`, { id, t: [builder] });
      responses.push(
        ...(await Promise.all([
          engram.graphql(`mutation ($id: ID!, $t: [ID!]!) { unshareMemory(id: $id, fromAgentTypes: $t) { id agentTypes { id } } }`, { id, t: [builder, builder] }),
          engram.graphql(`mutation ($id: ID!) { forget(id: $id) }`, { id }),
        ])),
      );
    }
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(codesOf(responses).filter((code) => !LOSING_CODES.has(code))).toEqual([]);
    const left = await engram.graphql<{ memories: Array<{ id: string }> }>(`query ($ids: [ID!]) { memories(where: { id: { in: $ids } }) { id } }`, { ids });
    expect(left.data!.memories).toEqual([]);
  });

  it("deleteSources racing updateSources: each answers its result or a coded error, and the sources end deleted", async () => {
    const prefix = uniqueId("race-source").toLowerCase();
    const responses: GraphQLResponse[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const id = `${prefix}-${round}`;
      await engram.graphql(`mutation ($id: ID!) { createSources(input: [{ id: $id, name: "race", trustScore: 0.4 }]) { sources { id } } }`, { id });
      responses.push(
        ...(await Promise.all([
          engram.graphql(`mutation ($p: ID!) { updateSources(where: { id: { startsWith: $p } }, update: { trustScore: { set: 0.5 } }) { sources { id trustScore } } }`, { p: prefix }),
          engram.graphql(`mutation ($p: ID!) { updateSources(where: { id: { startsWith: $p } }) { sources { name trustScore id } } }`, { p: prefix }),
          engram.graphql(`mutation ($id: ID!) { deleteSources(where: { id: { eq: $id } }) { nodesDeleted } }`, { id }),
        ])),
      );
    }
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(codesOf(responses).filter((code) => !LOSING_CODES.has(code))).toEqual([]);
    const left = await engram.graphql<{ sources: Array<{ id: string }> }>(`query ($p: ID!) { sources(where: { id: { startsWith: $p } }) { id } }`, { p: prefix });
    expect(left.data!.sources).toEqual([]);
  });

  it("a connection read racing deletes of its nodes: answers its page or a coded error", async () => {
    const prefix = uniqueId("race-api").toLowerCase();
    const responses: GraphQLResponse[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const input = Array.from({ length: 20 }, (_, index) => ({ name: `${prefix}.f${round}x${index}`, signature: `f${index}()`, language: "javascript" }));
      await engram.graphql(`mutation ($input: [APIReferenceCreateInput!]!) { createApiReferences(input: $input) { apiReferences { id } } }`, { input });
      responses.push(
        ...(await Promise.all([
          engram.graphql(
            `query ($p: String!) { apiReferencesConnection(first: 50, where: { name: { startsWith: $p } }, sort: [{ removedAt: ASC, lastUpdated: DESC, signature: ASC, language: ASC }]) { totalCount edges { node { id name signature language } } } }`,
            { p: prefix },
          ),
          engram.graphql(`mutation ($p: String!) { deleteApiReferences(where: { name: { startsWith: $p } }) { nodesDeleted } }`, { p: prefix }),
          engram.graphql(`query ($p: String!) { apiReferences(where: { name: { startsWith: $p } }, limit: 50) { id name signature } }`, { p: prefix }),
        ])),
      );
    }
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(codesOf(responses).filter((code) => !LOSING_CODES.has(code))).toEqual([]);
  });
});
