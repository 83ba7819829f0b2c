import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, type TestEngram } from "../helpers/engram.js";
import { httpClient } from "../doors/mcp/mcp-helpers.js";

const TIGHT_KEY = "tight-key-0123456789abcdef";
const OTHER_KEY = "other-key-0123456789abcdef";
const UNLIMITED_KEY = "unlimited-key-0123456789ab";
const MCP_KEY = "mcp-key-0123456789abcdefgh";
const BATCH_KEY = "batch-key-0123456789abcdefg";
const QUERY = "{ serverInfo { neo4jEdition } }";

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe("rate limits per API key", () => {
  let engram: TestEngram;

  beforeAll(async () => {
    const keysFile = join(mkdtempSync(join(tmpdir(), "engram-keys-")), "keys.json");
    writeFileSync(
      keysFile,
      JSON.stringify([
        { name: "tight", key: TIGHT_KEY, rateLimit: "5/1m" },
        { name: "other", key: OTHER_KEY },
        { name: "unlimited", key: UNLIMITED_KEY, rateLimit: "off" },
        { name: "mcp", key: MCP_KEY, rateLimit: "4/1m" },
        { name: "batch", key: BATCH_KEY, rateLimit: "20/1m" },
      ]),
    );
    engram = await startTestEngram({ ENGRAM_API_KEYS_FILE: keysFile, ENGRAM_RATE_LIMIT: "8/1m" });
  });

  afterAll(async () => {
    await engram?.close();
  });

  it("under concurrent load serves exactly the key's limit and answers the rest 429 with Retry-After, in GraphQL's error form", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(engram.url, { method: "POST", headers: { "content-type": "application/json", ...bearer(TIGHT_KEY) }, body: JSON.stringify({ query: QUERY }) })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = responses.find((response) => response.status === 429)!;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    const body = await refused.json();
    expect(body.errors[0].extensions).toEqual({ code: "RATE_LIMITED", retryAfterSeconds: retryAfter });
    expect(body.errors[0].message).toBe(`This API key's rate limit of 5 requests per 60 s is reached: retry after ${retryAfter} s`);
    expect(JSON.stringify(body)).not.toContain(TIGHT_KEY);
  });

  it("counts each key on its own, with ENGRAM_RATE_LIMIT for keys that set no limit", async () => {
    const statuses = [];
    for (let request = 0; request < 10; request++) statuses.push((await engram.graphql(QUERY, undefined, bearer(OTHER_KEY))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const unlimited = await Promise.all(Array.from({ length: 30 }, () => engram.graphql(QUERY, undefined, bearer(UNLIMITED_KEY))));
    expect(unlimited.map((response) => response.status)).toEqual(Array(30).fill(200));
  });

  it("does not count requests without a valid key against anyone (they are refused 401 as before)", async () => {
    const response = await engram.graphql(QUERY, undefined, bearer("no-such-key-0123456789abc"));
    expect(response.status).toBe(401);
  });

  it("limits MCP with the same counter, which the SDK client sees as HTTP 429", async () => {
    // Connecting takes requests of its own (initialize, notifications/initialized, the SSE stream's GET).
    const client = await httpClient(engram, MCP_KEY);
    let refusal: (Error & { code?: number }) | null = null;
    try {
      for (let call = 0; call < 4 && refusal === null; call++) refusal = await client.listTools().then(() => null, (error: Error) => error);
    } finally {
      await client.close();
    }
    expect(refusal?.code).toBe(429);
    expect(refusal?.message).toContain("This API key's rate limit of 4 requests per 60 s is reached");
    const graphql = await engram.graphql(QUERY, undefined, bearer(MCP_KEY));
    expect(graphql.status).toBe(429);
  });

  it("counts every message of a JSON-RPC batch on /mcp, and executes none of a batch past the limit", async () => {
    const agentType = `batch-${Date.now()}`;
    const batch = (calls: number, method: "tools/list" | "tools/call") =>
      fetch(`${engram.baseUrl}/mcp`, {
        method: "POST",
        headers: { ...bearer(BATCH_KEY), "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify(
          Array.from({ length: calls }, (_, id) => ({
            jsonrpc: "2.0",
            id,
            method,
            params: method === "tools/list" ? {} : { name: "remember", arguments: { agentType, memoryType: "TASK", content: `batched ${id}` } },
          })),
        ),
      });
    const listed = await batch(5, "tools/list");
    expect(listed.status).toBe(200);
    expect(await listed.json()).toHaveLength(5);
    const statuses = [];
    for (let request = 0; request < 14; request++) statuses.push((await engram.graphql(QUERY, undefined, bearer(BATCH_KEY))).status);
    expect(statuses).toEqual(Array(14).fill(200));

    // One request of the twenty is left: a batch of 25 tool calls is refused whole.
    const refused = await batch(25, "tools/call");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({ code: -32000, message: expect.stringContaining("rate limit of 20 requests per 60 s"), data: { code: "RATE_LIMITED" } });
    const written = await engram.graphql(`query ($t: ID!) { recall(agentType: $t) { memory { id } } }`, { t: agentType }, bearer(UNLIMITED_KEY));
    expect(written.data!.recall).toEqual([]);
    // what was refused ran nothing and cost nothing: the one request left is still there
    expect((await engram.graphql(QUERY, undefined, bearer(BATCH_KEY))).status).toBe(200);
    expect((await engram.graphql(QUERY, undefined, bearer(BATCH_KEY))).status).toBe(429);
  });

  it("serves GraphQL at /graphql alone, so no other path gets around the limit, and to no other site's pages", async () => {
    for (const path of ["/graphql/", "/x?y=/graphql", "/foo/graphql"]) {
      const response = await fetch(`${engram.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", ...bearer(UNLIMITED_KEY) }, body: JSON.stringify({ query: QUERY }) });
      expect(response.status, path).toBe(404);
      expect((await response.json()).errors[0]).toEqual({ message: "No such path: GraphQL is served at /graphql", extensions: { code: "NOT_FOUND" } });
    }
    const preflight = await fetch(engram.url, {
      method: "OPTIONS",
      headers: { origin: "http://evil.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const post = await fetch(engram.url, { method: "POST", headers: { origin: "http://evil.example", "content-type": "application/json", ...bearer(UNLIMITED_KEY) }, body: JSON.stringify({ query: QUERY }) });
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
  });
  it("survives a client that goes away while /mcp reads its body to count it, and serves the next request", async () => {
    const { port } = new URL(engram.baseUrl);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${BATCH_KEY}\r\nContent-Type: application/json\r\n` +
            `Accept: application/json, text/event-stream\r\nContent-Length: 1000\r\n\r\n{"jsonrpc":`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on("error", reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${engram.baseUrl}/health`)).status).toBe(200);
    expect((await engram.graphql(QUERY, undefined, bearer(OTHER_KEY))).status).not.toBe(500);
  });
});

describe("requests with a missing or unknown key, per client address", () => {
  let engram: TestEngram;
  const KEY = "the-right-key-0123456789abc";

  beforeAll(async () => {
    engram = await startTestEngram({ ENGRAM_API_KEYS: KEY, ENGRAM_AUTH_FAILURE_LIMIT: "3/1m" });
  });

  afterAll(async () => {
    await engram?.close();
  });

  it("are refused 401 up to the limit, then every request from that address is refused 429 until the window ends, the right key too", async () => {
    const guesses = [];
    for (let guess = 0; guess < 3; guess++) guesses.push((await engram.graphql(QUERY, undefined, bearer(`guess-${guess}-0123456789abcdef`))).status);
    expect(guesses).toEqual([401, 401, 401]);
    const blocked = await fetch(engram.url, { method: "POST", headers: { "content-type": "application/json", ...bearer(KEY) }, body: JSON.stringify({ query: QUERY }) });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect((await blocked.json()).errors[0]).toEqual({
      message: `Too many requests from this address were refused for a missing or unknown API key (3 per 60 s): retry after ${retryAfter} s`,
      extensions: { code: "RATE_LIMITED", retryAfterSeconds: retryAfter },
    });
    const mcp = await fetch(`${engram.baseUrl}/mcp`, { method: "POST", headers: { ...bearer("another-guess-0123456789ab"), "content-type": "application/json" }, body: "{}" });
    expect(mcp.status).toBe(429);
    expect((await mcp.json()).error.data.code).toBe("RATE_LIMITED");
    expect((await fetch(`${engram.baseUrl}/health`)).status).toBe(200);
  });
});
