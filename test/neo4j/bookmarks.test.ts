import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, bookmarksFrom, RequestBookmarks } from "../../src/neo4j/bookmarks.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

describe("the bookmark header's form", () => {
  it("reads back what Engram writes, nothing without a header, and refuses anything else", async () => {
    expect(bookmarksFrom(undefined)).toEqual([]);
    const bookmarks = new RequestBookmarks([]);
    expect(bookmarks.header()).toBeNull();
    const written = Buffer.from(JSON.stringify(["FB:abc", "FB:def"])).toString("base64url");
    expect(bookmarksFrom(written)).toEqual(["FB:abc", "FB:def"]);
    for (const wrong of ["not base64!", Buffer.from("{}").toString("base64url"), Buffer.from("[1]").toString("base64url"), Buffer.from('[""]').toString("base64url"), "x".repeat(9000), ["a", "b"]]) {
      expect(bookmarksFrom(wrong as string)).toBeNull();
    }
  });
});

describe("read-your-writes across instances", () => {
  let first: TestEngram;
  let second: TestEngram;

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestEngram(), startTestEngram()]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const post = (engram: TestEngram, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(engram.url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });

  it("a write's response carries its bookmark; sent to another instance, its read sees the write", async () => {
    const agentType = uniqueId("builder");
    const written = await post(first, "mutation ($input: RememberInput!) { remember(input: $input) { id } }", { input: { agentType, memoryType: "PATTERN", content: "Ocelot builds cache their lockfiles" } });
    const bookmark = written.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bookmarksFrom(bookmark!)?.length).toBeGreaterThan(0);
    const { data } = (await written.json()) as { data: { remember: { id: string } } };

    const read = await post(second, "query ($agentType: ID!) { recall(agentType: $agentType, query: \"ocelot lockfiles\") { memory { id } } }", { agentType }, { [BOOKMARK_HEADER]: bookmark! });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { recall: Array<{ memory: { id: string } }> } }).data.recall[0]?.memory.id).toBe(data.remember.id);
  });

  it("answers a bookmark Neo4j refuses as bad input naming the header, through custom and generated operations alike", async () => {
    const forged = Buffer.from(JSON.stringify(["FB:not-a-real-bookmark"])).toString("base64url");
    for (const query of ['{ recall(agentType: "forger", query: "anything") { memory { id } } }', "{ memories(limit: 1) { id } }"]) {
      const response = await post(second, query, {}, { [BOOKMARK_HEADER]: forged });
      const body = (await response.json()) as { errors?: Array<{ message: string; extensions: Record<string, string> }> };
      expect(body.errors?.[0]?.extensions, query).toMatchObject({ code: "BAD_USER_INPUT", field: BOOKMARK_HEADER });
      expect(body.errors?.[0]?.message).toBe(`${BOOKMARK_HEADER} is not a bookmark this Neo4j knows (send back the value of an ${BOOKMARK_HEADER} response header unchanged)`);
    }
  });

  it("refuses a header Engram did not write with 400, naming the header", async () => {
    const response = await post(second, "{ __typename }", {}, { [BOOKMARK_HEADER]: "made-up" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: Record<string, string> }> };
    expect(body.errors[0]!.extensions).toEqual({ code: "BAD_USER_INPUT", field: BOOKMARK_HEADER });
    expect(body.errors[0]!.message).toBe(`The ${BOOKMARK_HEADER} header must be the value of an ${BOOKMARK_HEADER} response header, sent back unchanged`);
  });
});
