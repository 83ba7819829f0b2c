import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../../helpers/engram.js";
import { callOk, callTool, httpClient } from "./mcp-helpers.js";

// The memory scope suite's four keys (test/memory/scopes.test.ts): all scopes; agent type A in project P1;
// agent type B in every project; every agent type in project P2.
const KEYS = { admin: "admin-key-mcp-scopes-0123456789", aP1: "a-p1-key-mcp-scopes-01234567", b: "b-only-key-mcp-scopes-0123456", p2: "p2-only-key-mcp-scopes-012345" };
const typeA = uniqueId("typeA");
const typeB = uniqueId("typeB");
const P1 = uniqueId("P1");
const P2 = uniqueId("P2");
const word = uniqueId("bilby").replaceAll("-", "");
/** One memory per agent type and place (P1, P2, global), remembered with the admin key. */
const CELLS = [typeA, typeB].flatMap((agentType) => [P1, P2, null].map((project) => ({ agentType, project })));
const cellIds = new Map<string, string>();
const cellKey = (agentType: string, project: string | null) => `${agentType}/${project ?? "global"}`;
/** What each key may see, by the memory tests' policy. */
const VISIBLE: Record<keyof typeof KEYS, string[]> = {
  admin: CELLS.map((c) => cellKey(c.agentType, c.project)),
  aP1: [cellKey(typeA, P1), cellKey(typeA, null)],
  b: [cellKey(typeB, P1), cellKey(typeB, P2), cellKey(typeB, null)],
  p2: [cellKey(typeA, P2), cellKey(typeB, P2), cellKey(typeA, null), cellKey(typeB, null)],
};
const REQUESTS = [typeA, typeB].flatMap((agentType) => [P1, P2, undefined].map((project) => ({ agentType, project })));
let engram: TestEngram;
const clients = {} as Record<keyof typeof KEYS, Client>;

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: [KEYS.admin, `${KEYS.aP1}:${typeA}:${P1}`, `${KEYS.b}:${typeB}:*`, `${KEYS.p2}:*:${P2}`].join(",") });
  for (const name of Object.keys(KEYS) as Array<keyof typeof KEYS>) clients[name] = await httpClient(engram, KEYS[name]);
  for (const { agentType, project } of CELLS) {
    const { id } = await callOk(clients.admin, "remember", { agentType, ...(project ? { project } : {}), memoryType: "DECISION", content: `${word} ${cellKey(agentType, project)}` });
    cellIds.set(cellKey(agentType, project), id);
  }
});

afterAll(async () => {
  await Promise.all(Object.values(clients).map((client) => client.close()));
  await engram?.close();
});

/** The ids a tool call answered, or the error code it was refused with. */
async function seen(client: Client, tool: string, args: Record<string, unknown>): Promise<string[] | string> {
  const result = await callTool(client, tool, args);
  if (result.isError) return (result.content[0] as { text: string }).text.split(":")[0]!;
  const structured = result.structuredContent as { memories?: Array<{ id: string }>; hits?: Array<{ id: string }> };
  return (structured.memories ?? structured.hits ?? []).map((m) => m.id).sort();
}

async function graphqlRecall(key: string, args: Record<string, unknown>): Promise<string[] | string> {
  const response = await engram.graphql(`query ($agentType: ID!, $project: ID, $query: String) { recall(agentType: $agentType, project: $project, query: $query, limit: 100) { memory { id } } }`, args, { authorization: `Bearer ${key}` });
  if (response.errors) return String(response.errors[0]!.extensions?.code);
  return response.data!.recall.map((hit: { memory: { id: string } }) => hit.memory.id).sort();
}

describe.each(Object.keys(KEYS) as Array<keyof typeof KEYS>)("the %s key through MCP", (name) => {
  const expected = () => VISIBLE[name].map((cell) => cellIds.get(cell)!).sort();

  it("recalls exactly what GraphQL recalls, and only what its scopes allow", async () => {
    const union = new Set<string>();
    for (const request of REQUESTS) {
      const overMcp = await seen(clients[name], "recall", { ...request, query: word, limit: 100 });
      expect(overMcp, JSON.stringify(request)).toEqual(await graphqlRecall(KEYS[name], { ...request, query: word }));
      if (Array.isArray(overMcp)) overMcp.forEach((id) => union.add(id));
    }
    expect([...union].sort()).toEqual(expected());
  });

  it("search_knowledge on MEMORY shows only what its scopes allow", async () => {
    const union = new Set<string>();
    for (const request of REQUESTS) {
      const hits = await seen(clients[name], "search_knowledge", { ...request, query: word, sources: ["MEMORY"], limit: 100 });
      if (Array.isArray(hits)) hits.forEach((id) => union.add(id));
    }
    expect([...union].sort()).toEqual(expected());
  });

  it("forget, share_memory and related_memories answer a hidden memory as they answer an unknown id", async () => {
    const hidden = [...cellIds].filter(([cell]) => !VISIBLE[name].includes(cell)).map(([, id]) => id);
    expect(hidden.length).toBe(CELLS.length - VISIBLE[name].length);
    const unknown = uniqueId("no-such-memory");
    const answer = async (tool: string, args: Record<string, unknown>, id: string) => {
      const result = await callTool(clients[name], tool, { ...args, id });
      return { isError: result.isError ?? false, text: (result.content[0] as { text: string }).text.replaceAll(id, "ID") };
    };
    for (const id of hidden) {
      expect(await answer("forget", {}, id)).toEqual(await answer("forget", {}, unknown));
      expect(await answer("share_memory", { withAgentTypes: [typeA] }, id)).toEqual(await answer("share_memory", { withAgentTypes: [typeA] }, unknown));
      expect(await answer("related_memories", {}, id)).toEqual(await answer("related_memories", {}, unknown));
    }
    // Nothing hidden was forgotten or shared: the admin key still recalls every cell as it was.
    const all = new Set<string>();
    for (const request of REQUESTS) for (const id of (await seen(clients.admin, "recall", { ...request, query: word, limit: 100 })) as string[]) all.add(id);
    expect([...all].sort()).toEqual([...cellIds.values()].sort());
  });
});
