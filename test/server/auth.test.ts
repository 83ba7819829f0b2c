import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiKeyAuthenticator } from "../../src/auth/api-keys.js";
import { startTestEngram, type TestEngram } from "../helpers/engram.js";

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
    expect(response.errors?.[0]?.message).toBe("Send an API key as 'Authorization: Bearer <key>'");
    expect(response.data).toBeUndefined();
  });

  it("refuses an unknown key with 401 and does not echo it", async () => {
    const response = await engram.graphql(QUERY, undefined, { authorization: "Bearer not-a-key-at-all-000000" });
    expect(response.status).toBe(401);
    expect(JSON.stringify(response)).not.toContain("not-a-key-at-all");
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

  it("carries the key's scopes as the principal", () => {
    const authenticator = new ApiKeyAuthenticator([{ name: "arch", key: ARCHITECT_KEY, agentTypes: ["architect"], projects: ["proj-a"] }]);
    expect(authenticator.authenticate(`Bearer ${ARCHITECT_KEY}`, "192.0.2.10")).toEqual({
      ok: true,
      principal: { name: "arch", agentTypes: ["architect"], projects: ["proj-a"] },
    });
  });
});
