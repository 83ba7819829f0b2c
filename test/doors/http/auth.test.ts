import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiKeyAuthenticator } from "../../../src/auth/api-keys.js";
import { startTestEngram, type TestEngram } from "../../helpers/engram.js";

const ARCHITECT_KEY = "architect-key-0123456789";
const ADMIN_KEY = "admin-key-0123456789abcd";
const QUERY = "{ serverInfo { neo4jEdition } }";

describe("with API keys configured", () => {
  let engram: TestEngram;

  beforeAll(async () => {
    engram = await startTestEngram({ ENGRAM_API_KEYS: `${ARCHITECT_KEY}:architect:proj-a,${ADMIN_KEY}` });
  });

  afterAll(async () => {
    await engram?.close();
  });

  it("refuses a request without a key with 401, saying how to send one", async () => {
    const response = await engram.graphql(QUERY);
    expect(response.status).toBe(401);
    expect(response.errors?.[0]?.message).toBe(
      "Send an API key as 'Authorization: Bearer <key>', or as the password of HTTP Basic authentication (any user name)",
    );
    expect(response.data).toBeUndefined();
  });

  it("refuses an unknown key with 401 and does not echo it", async () => {
    const response = await engram.graphql(QUERY, undefined, { authorization: "Bearer not-a-key-at-all-000000" });
    expect(response.status).toBe(401);
    expect(JSON.stringify(response)).not.toContain("not-a-key-at-all");
  });

  it("serves a request carrying the key as the password of HTTP Basic authentication, whatever the user name", async () => {
    const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString("base64")}` });
    const response = await engram.graphql(QUERY, undefined, basic(`someone:${ADMIN_KEY}`));
    expect(response.status).toBe(200);
    expect((await engram.graphql(QUERY, undefined, basic(`:${ADMIN_KEY}`))).status).toBe(200);
    const wrong = await engram.graphql(QUERY, undefined, basic(`someone:not-a-key-at-all-000000`));
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong)).not.toContain("not-a-key-at-all");
  });

  it("serves the playground page itself without a key, so a person can paste theirs into its headers", async () => {
    const response = await fetch(engram.url, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Engram</title>");
  });

  it("serves a request with a valid key", async () => {
    const response = await engram.graphql(QUERY, undefined, { authorization: `Bearer ${ARCHITECT_KEY}` });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ serverInfo: { neo4jEdition: "COMMUNITY" } });
  });

  it("authenticates each request once, whichever door serves it, with a rate limit or without", async () => {
    const authenticate = vi.spyOn(ApiKeyAuthenticator.prototype, "authenticate");
    try {
      const listTools = await fetch(`${engram.baseUrl}/mcp`, {
        method: "POST",
        headers: { authorization: `Bearer ${ARCHITECT_KEY}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect(listTools.status).toBe(200);
      expect(authenticate).toHaveBeenCalledTimes(1);
      const keys: Array<Record<string, string>> = [{ authorization: `Bearer ${ADMIN_KEY}` }, { authorization: `Bearer ${ARCHITECT_KEY}` }, {}];
      for (const headers of keys) {
        authenticate.mockClear();
        await engram.graphql(QUERY, undefined, headers);
        expect(authenticate).toHaveBeenCalledTimes(1);
      }
    } finally {
      authenticate.mockRestore();
    }
  });

  it("keeps /health and /ready open for orchestrators (they reveal nothing)", async () => {
    expect((await fetch(`${engram.baseUrl}/health`)).status).toBe(200);
    expect((await fetch(`${engram.baseUrl}/ready`)).status).toBe(200);
  });
});

describe("without API keys", () => {
  it("serves loopback clients", async () => {
    const engram = await startTestEngram();
    try {
      const response = await engram.graphql(QUERY);
      expect(response.status).toBe(200);
    } finally {
      await engram.close();
    }
  });

  it("refuses a client from another machine with 403", () => {
    const authenticator = new ApiKeyAuthenticator([]);
    expect(authenticator.authenticate(null, "127.0.0.1")).toMatchObject({ ok: true });
    expect(authenticator.authenticate(null, "::ffff:127.0.0.1")).toMatchObject({ ok: true });
    expect(authenticator.authenticate(null, "192.0.2.10")).toMatchObject({ ok: false, status: 403 });
    expect(authenticator.authenticate("Bearer anything-at-all-0000", "2001:db8::1")).toMatchObject({ ok: false, status: 403 });
  });

  it("reads the key from Bearer or Basic credentials, and nothing else", () => {
    const authenticator = new ApiKeyAuthenticator([{ name: "admin", key: ADMIN_KEY, agentTypes: null, projects: null }]);
    const basic = (credentials: string) => `Basic ${Buffer.from(credentials, "utf8").toString("base64")}`;
    const admin = { ok: true, principal: { name: "admin", agentTypes: null, projects: null }, rateLimit: null };
    expect(authenticator.authenticate(basic(`engram:${ADMIN_KEY}`), "192.0.2.10")).toEqual(admin);
    expect(authenticator.authenticate(`basic   ${Buffer.from(`x:${ADMIN_KEY}`).toString("base64")}  `, "192.0.2.10")).toEqual(admin);
    expect(authenticator.authenticate(`bearer ${ADMIN_KEY}`, "192.0.2.10")).toEqual(admin);
    const missing = { ok: false, status: 401, message: expect.stringContaining("HTTP Basic") };
    for (const header of [null, "", basic(ADMIN_KEY), basic("engram:"), `Basic ${ADMIN_KEY}!`, `Token ${ADMIN_KEY}`, `Digest ${ADMIN_KEY}`]) {
      expect(authenticator.authenticate(header, "192.0.2.10")).toEqual(missing);
    }
    const invalid = authenticator.authenticate(basic(`engram:${ADMIN_KEY}x`), "192.0.2.10");
    expect(invalid).toEqual({ ok: false, status: 401, message: "The API key is not valid" });
  });

  it("carries the key's scopes as the principal, and its rate limit (its own, else the default)", () => {
    const limit = { requests: 60, seconds: 60 };
    const authenticator = new ApiKeyAuthenticator(
      [
        { name: "arch", key: ARCHITECT_KEY, agentTypes: ["architect"], projects: ["proj-a"] },
        { name: "admin", key: ADMIN_KEY, agentTypes: null, projects: null, rateLimit: null },
      ],
      limit,
    );
    expect(authenticator.authenticate(`Bearer ${ARCHITECT_KEY}`, "192.0.2.10")).toEqual({
      ok: true,
      principal: { name: "arch", agentTypes: ["architect"], projects: ["proj-a"] },
      rateLimit: limit,
    });
    expect(authenticator.authenticate(`Bearer ${ADMIN_KEY}`, "192.0.2.10")).toMatchObject({ ok: true, rateLimit: null });
  });
});
