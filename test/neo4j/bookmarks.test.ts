import { randomBytes } from "node:crypto";
import neo4j from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BOOKMARK_HEADER, BookmarkSeal } from "../../src/neo4j/bookmarks.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";

/** The header as Engram wrote it before it sealed bookmarks: what an attacker can still build by hand. */
const unsealed = (bookmarks: string[]) => Buffer.from(JSON.stringify(bookmarks)).toString("base64url");

describe("the bookmark header's seal", () => {
  const seal = new BookmarkSeal(randomBytes(32));

  it("opens what it sealed, and nothing without a header", () => {
    expect(seal.open(undefined)).toEqual([]);
    expect(seal.open(seal.seal(["FB:abc", "FB:def"]))).toEqual(["FB:abc", "FB:def"]);
  });

  it("hides the bookmarks, down to their length: Neo4j's transaction counter cannot be read from the header", () => {
    const header = seal.seal(["FB:kcwQ5pBOu2NLSV6g7Ho8jQ1Fg5A"]);
    expect(Buffer.from(header, "base64url").toString("latin1")).not.toContain("FB:");
    expect(seal.seal(["FB:1"]).length).toBe(seal.seal(["FB:" + "9".repeat(40)]).length);
    expect(seal.seal(["FB:1"])).not.toBe(seal.seal(["FB:1"]));
  });

  it("refuses a header it did not seal: another key's, a changed one, a hand-made one, one too long", () => {
    const header = seal.seal(["FB:abc"]);
    const changed = Buffer.from(header, "base64url");
    changed[changed.length - 1]! ^= 1;
    for (const wrong of [
      new BookmarkSeal(randomBytes(32)).seal(["FB:abc"]),
      changed.toString("base64url"),
      unsealed(["FB:abc"]),
      "not base64!",
      "",
      "x".repeat(9000),
      ["a", "b"],
    ]) {
      expect(seal.open(wrong as string)).toBeNull();
    }
    expect(seal.open(seal.seal(Array.from({ length: 33 }, (_, index) => `FB:${index}`)))).toBeNull();
  });
});

describe("read-your-writes across instances", () => {
  let first: TestEngram;
  let second: TestEngram;
  let seal: BookmarkSeal;

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestEngram(), startTestEngram()]);
    const { uri, user, password } = inject("neo4j");
    const driver = neo4j.driver(uri, neo4j.auth.basic(user, password));
    seal = await BookmarkSeal.load(driver, undefined);
    await driver.close();
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const post = (engram: TestEngram, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(engram.url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });

  const remembered = async () => {
    const agentType = uniqueId("builder");
    const written = await post(first, "mutation ($input: RememberInput!) { remember(input: $input) { id } }", { input: { agentType, memoryType: "PATTERN", content: "Ocelot builds cache their lockfiles" } });
    const { data } = (await written.json()) as { data: { remember: { id: string } } };
    return { agentType, id: data.remember.id, header: written.headers.get(BOOKMARK_HEADER) };
  };

  it("a write's response carries its bookmark, sealed by a key both instances share; sent to the other instance, its read sees the write", async () => {
    const { agentType, id, header } = await remembered();
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(seal.open(header!)?.[0]).toMatch(/^FB:/);

    const read = await post(second, "query ($agentType: ID!) { recall(agentType: $agentType, query: \"ocelot lockfiles\") { memory { id } } }", { agentType }, { [BOOKMARK_HEADER]: header! });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { recall: Array<{ memory: { id: string } }> } }).data.recall[0]?.memory.id).toBe(id);
  });

  it("refuses a bookmark it did not seal at the door, within a second, on GraphQL and MCP alike, before Neo4j is asked", async () => {
    // The attack: Neo4j's own bookmark, unsealed and sent back by hand (with a later transaction it would make Neo4j wait).
    const { header } = await remembered();
    const forged = unsealed(seal.open(header!)!);
    const message = `The ${BOOKMARK_HEADER} header must be the value of an ${BOOKMARK_HEADER} response header, sent back unchanged`;

    let started = Date.now();
    const graphql = await post(second, "{ memories(limit: 1) { id } }", {}, { [BOOKMARK_HEADER]: forged });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", field: BOOKMARK_HEADER } }] });

    started = Date.now();
    const mcp = await fetch(`${second.baseUrl}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", [BOOKMARK_HEADER]: forged },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "recall", arguments: { agentType: "forger", query: "anything" } } }),
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(mcp.status).toBe(400);
    expect(await mcp.json()).toEqual({ jsonrpc: "2.0", error: { code: -32000, message, data: { code: "BAD_USER_INPUT", field: BOOKMARK_HEADER } }, id: null });
  });

  it("never lets a bookmark reach readiness: /ready answers for Neo4j alone, with or without the header", async () => {
    const { header } = await remembered();
    const forged = unsealed(seal.open(header!)!.map((bookmark) => `${bookmark}0`));
    const [withForged, plain] = await Promise.all([
      fetch(`${second.baseUrl}/ready`, { headers: { [BOOKMARK_HEADER]: forged } }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => fetch(`${second.baseUrl}/ready`)),
    ]);
    expect([withForged.status, plain.status]).toEqual([200, 200]);
    const sealedButUnknown = seal.seal(["FB:not-a-real-bookmark"]);
    expect((await fetch(`${second.baseUrl}/ready`, { headers: { [BOOKMARK_HEADER]: sealedButUnknown } })).status).toBe(200);
  });

  it("answers a sealed bookmark Neo4j refuses (another database's) as bad input naming the header, through custom and generated operations alike", async () => {
    const foreign = seal.seal(["FB:not-a-real-bookmark"]);
    for (const query of ['{ recall(agentType: "forger", query: "anything") { memory { id } } }', "{ memories(limit: 1) { id } }"]) {
      const response = await post(second, query, {}, { [BOOKMARK_HEADER]: foreign });
      const body = (await response.json()) as { errors?: Array<{ message: string; extensions: Record<string, string> }> };
      expect(body.errors?.[0]?.extensions, query).toMatchObject({ code: "BAD_USER_INPUT", field: BOOKMARK_HEADER });
      expect(body.errors?.[0]?.message).toBe(`${BOOKMARK_HEADER} is not a bookmark this Neo4j knows (send back the value of an ${BOOKMARK_HEADER} response header unchanged)`);
    }
  });
});
