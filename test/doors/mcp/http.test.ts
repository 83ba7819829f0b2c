import { request } from "node:http";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";
import { callError, callOk, httpClient } from "./mcp-helpers.js";

const KEY = "mcp-http-admin-key-0123456789";
const agentType = uniqueId("mcp-builder");
const project = uniqueId("mcp-project");
const word = uniqueId("kookaburra").replaceAll("-", "");
let engram: TestEngram;
let client: Client;

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: KEY });
  client = await httpClient(engram, KEY);
});

afterAll(async () => {
  await client?.close();
  await engram?.close();
});

describe("/mcp authorization", () => {
  it("answers a request without a key with 401 and a challenge naming the protected-resource metadata", async () => {
    const response = await fetch(`${engram.baseUrl}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{}" });
    expect(response.status).toBe(401);
    const challenge = response.headers.get("www-authenticate");
    expect(challenge).toBe(`Bearer resource_metadata="${engram.baseUrl}/.well-known/oauth-protected-resource/mcp"`);
    const metadata = await (await fetch(challenge!.match(/resource_metadata="([^"]+)"/)![1]!)).json();
    expect(metadata).toMatchObject({ resource: `${engram.baseUrl}/mcp`, bearer_methods_supported: ["header"] });
    expect(await (await fetch(`${engram.baseUrl}/.well-known/oauth-protected-resource`)).json()).toEqual(metadata);
  });

  it("answers a wrong key with 401", async () => {
    const response = await fetch(`${engram.baseUrl}/mcp`, { method: "POST", headers: { authorization: "Bearer not-a-key", "content-type": "application/json" }, body: "{}" });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer resource_metadata="/);
  });

  it("answers GET and DELETE with 405: stateless, it keeps no stream or session open", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${engram.baseUrl}/mcp`, { method, headers: { authorization: `Bearer ${KEY}`, accept: "text/event-stream" } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("answers a body that is not JSON-RPC with a JSON-RPC parse error, not a crash", async () => {
    const response = await fetch(`${engram.baseUrl}/mcp`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "not json",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(-32700);
  });

  it("refuses a request from another site's page (DNS rebinding)", async () => {
    const response = await fetch(`${engram.baseUrl}/mcp`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, origin: "http://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error_description).toContain("evil.example");
  });
});

/** A request with this Host header (fetch does not let a caller choose it); a POST of "{}" unless method is GET. */
function requestWithHost(
  url: string,
  host: string,
  { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: { host, "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end(method === "GET" ? undefined : "{}");
  });
}

describe("links Engram hands out", () => {
  it("are built from configuration, never from the Host or X-Forwarded-Proto a client sends", async () => {
    const forwarded = { "x-forwarded-proto": "https" };
    const challenged = await requestWithHost(`${engram.baseUrl}/mcp`, "attacker.example", { headers: forwarded });
    expect(challenged.status).toBe(401);
    expect(challenged.headers["www-authenticate"]).toBe(`Bearer resource_metadata="${engram.baseUrl}/.well-known/oauth-protected-resource/mcp"`);
    const metadata = await requestWithHost(`${engram.baseUrl}/.well-known/oauth-protected-resource/mcp`, "attacker.example", { method: "GET", headers: forwarded });
    expect(JSON.parse(metadata.body).resource).toBe(`${engram.baseUrl}/mcp`);
  });

  it("use ENGRAM_PUBLIC_URL when clients reach Engram under another name", async () => {
    const behindProxy = await startTestEngram({ ENGRAM_API_KEYS: KEY, ENGRAM_PUBLIC_URL: "https://engram.example.com/" });
    try {
      const challenged = await requestWithHost(`${behindProxy.baseUrl}/mcp`, "attacker.example");
      expect(challenged.headers["www-authenticate"]).toBe('Bearer resource_metadata="https://engram.example.com/.well-known/oauth-protected-resource/mcp"');
      const metadata = await (await fetch(`${behindProxy.baseUrl}/.well-known/oauth-protected-resource`)).json();
      expect(metadata.resource).toBe("https://engram.example.com/mcp");
    } finally {
      await behindProxy.close();
    }
  });
});

describe("/mcp without API keys", () => {
  it("serves this machine by its own names only (DNS rebinding)", async () => {
    const keyless = await startTestEngram();
    try {
      const local = await httpClient(keyless);
      expect((await local.listTools()).tools.length).toBe(22);
      await local.close();
      const rebound = await requestWithHost(`${keyless.baseUrl}/mcp`, "evil.example:4000");
      expect(rebound.status).toBe(403);
      expect(JSON.parse(rebound.body).error_description).toBe('Host "evil.example:4000" is not a name of this machine');
    } finally {
      await keyless.close();
    }
  });
});

describe("tools over HTTP", () => {
  it("lists every tool with a description, an input and an output schema and annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ["agent_context", "api_reference", "code_context", "confirm_memory", "forget", "get_document", "issue_context", "library_docs", "recall", "record_feedback", "record_issue", "record_solution", "related_issues", "related_memories", "remember", "resolve_library", "search_knowledge", "share_memory", "solve_error", "stale_memories", "upgrade_impact", "web_search"],
    );
    for (const name of tools.map((t) => t.name)) {
      const tool = tools.find((t) => t.name === name);
      expect(tool, name).toBeDefined();
      expect(tool!.description!.length).toBeGreaterThan(40);
      expect(tool!.outputSchema).toBeDefined();
      expect(tool!.annotations?.readOnlyHint).toBeTypeOf("boolean");
    }
  });

  it("remembers, recalls, relates, shares and forgets", async () => {
    const first = await callOk(client, "remember", { agentType, project, memoryType: "DECISION", content: `${word} we use pino for logs` });
    const second = await callOk(client, "remember", { agentType, project, memoryType: "PATTERN", content: `${word} log with child loggers`, relatesTo: [first.id] });
    const recalled = await callOk(client, "recall", { agentType, project, query: word });
    expect(recalled.memories.map((m: { id: string }) => m.id).sort()).toEqual([first.id, second.id].sort());
    expect(recalled.memories.map((m: { rank: number }) => m.rank)).toEqual([1, 2]);
    expect(recalled.memories[0]).toMatchObject({ scope: "PROJECT" });
    const related = await callOk(client, "related_memories", { id: second.id });
    expect(related.related.map((r: { id: string }) => r.id)).toContain(first.id);
    const reviewer = uniqueId("mcp-reviewer");
    expect(await callOk(client, "share_memory", { id: first.id, withAgentTypes: [reviewer] })).toEqual({ id: first.id });
    expect((await callOk(client, "recall", { agentType: reviewer, project, query: word })).memories.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect(await callOk(client, "forget", { id: second.id })).toEqual({ forgotten: true });
    expect((await callOk(client, "recall", { agentType, project, query: word })).memories.map((m: { id: string }) => m.id)).toEqual([first.id]);
  });
});

describe("bad input to memory tools", () => {
  it.each([
    ["remember", "arguments.content must not be empty", { agentType, memoryType: "DECISION", content: " " }],
    ["remember", "at memoryType", { agentType, memoryType: "NOT_A_TYPE", content: "x" }],
    ["remember", "at content", { agentType, memoryType: "DECISION", content: "x".repeat(100_001) }],
    ["remember", "agentType is required", { memoryType: "DECISION", content: "no agent type" }],
    ["recall", "at limit", { agentType, limit: 0 }],
    ["recall", "at query", { agentType, query: "q".repeat(4_001) }],
    ["forget", "at id", { id: 42 }],
    ["share_memory", "at withAgentTypes", { id: "x", withAgentTypes: [] }],
    ["related_memories", "at depth", { id: "x", depth: 9 }],
  ])("%s answers isError naming %s", async (tool, field, args) => {
    const message = await callError(client, tool, args);
    expect(message).toContain(field);
  });
});
