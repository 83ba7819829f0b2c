import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { recall, remember } from "./memory-helpers.js";

let engram: TestEngram;
const word = uniqueId("zebracorn").replaceAll("-", "");
const architect = uniqueId("architect");
const builder = uniqueId("builder");
const projectA = uniqueId("project-a");
const projectB = uniqueId("project-b");
const session = uniqueId("session");
const ids: Record<string, string> = {};

async function recalled(args: Record<string, unknown>) {
  const hits = await recall(engram, { query: `${word} notes`, limit: 50, ...args });
  return Object.fromEntries(hits.map((hit) => [Object.entries(ids).find(([, id]) => id === hit.memory.id)?.[0] ?? hit.memory.id, hit.scope]));
}

beforeAll(async () => {
  engram = await startTestEngram();
  const content = (label: string) => `${word} notes: ${label}`;
  ids.architectGlobal = (await remember(engram, { agentType: architect, memoryType: "PATTERN", content: content("modular design everywhere") })).id;
  ids.architectA = (await remember(engram, { agentType: architect, project: projectA, memoryType: "DECISION", content: content("project A uses DDD") })).id;
  ids.architectB = (await remember(engram, { agentType: architect, project: projectB, memoryType: "DECISION", content: content("project B uses CQRS") })).id;
  ids.builderA = (await remember(engram, { agentType: builder, project: projectA, memoryType: "TASK", content: content("build with pnpm") })).id;
  ids.architectSession = (await remember(engram, { agentType: architect, project: projectA, sessionId: session, memoryType: "CONTEXT", content: content("currently designing auth") })).id;
  ids.shared = (await remember(engram, { agentType: architect, project: projectA, memoryType: "DECISION", content: content("API is GraphQL only") })).id;
  const shared = await engram.graphql(`mutation ($id: ID!, $to: [ID!]!) { shareMemory(id: $id, withAgentTypes: $to) { agentTypes { id } } }`, { id: ids.shared, to: [builder] });
  expect(shared.data!.shareMemory.agentTypes.map((a: { id: string }) => a.id).sort()).toEqual([architect, builder].sort());
});

afterAll(async () => {
  await engram?.close();
});

describe("recall isolation", () => {
  it("same type and project: its project memory, the type's global memory and what was shared into it", async () => {
    expect(await recalled({ agentType: architect, project: projectA })).toEqual({ architectGlobal: "GLOBAL", architectA: "PROJECT", shared: "PROJECT" });
  });

  it("same type, other project: never the first project's memories", async () => {
    expect(await recalled({ agentType: architect, project: projectB })).toEqual({ architectGlobal: "GLOBAL", architectB: "PROJECT" });
  });

  it("no project: the global memory only", async () => {
    expect(await recalled({ agentType: architect })).toEqual({ architectGlobal: "GLOBAL" });
  });

  it("session: seen with its session id, and only then", async () => {
    expect(await recalled({ agentType: architect, project: projectA, sessionId: session })).toEqual({
      architectGlobal: "GLOBAL",
      architectA: "PROJECT",
      shared: "PROJECT",
      architectSession: "SESSION",
    });
    expect(await recalled({ agentType: architect, project: projectA, sessionId: uniqueId("other-session") })).not.toHaveProperty("architectSession");
  });

  it("other type: its own memory and what was shared with it, nothing else", async () => {
    expect(await recalled({ agentType: builder, project: projectA })).toEqual({ builderA: "PROJECT", shared: "PROJECT" });
    expect(await recalled({ agentType: builder, project: projectB })).toEqual({});
  });

  it("unsharing takes the memory away from the other type again", async () => {
    const unshared = await engram.graphql(`mutation ($id: ID!, $from: [ID!]!) { unshareMemory(id: $id, fromAgentTypes: $from) { id } }`, { id: ids.shared, from: [builder] });
    expect(unshared.errors).toBeUndefined();
    expect(await recalled({ agentType: builder, project: projectA })).toEqual({ builderA: "PROJECT" });
    await engram.graphql(`mutation ($id: ID!, $to: [ID!]!) { shareMemory(id: $id, withAgentTypes: $to) { id } }`, { id: ids.shared, to: [builder] });
  });

  it("without a query, the same matrix holds (most recent first)", async () => {
    const hits = await recall(engram, { agentType: builder, project: projectA, limit: 50 });
    expect(hits.map((hit) => hit.memory.id).sort()).toEqual([ids.builderA, ids.shared].sort());
  });

  it("an agent type that does not exist recalls nothing; a project with no memories yet recalls only the global ones", async () => {
    expect(await recall(engram, { agentType: uniqueId("nobody"), project: projectA, query: word })).toEqual([]);
    expect(await recalled({ agentType: architect, project: uniqueId("nowhere") })).toEqual({ architectGlobal: "GLOBAL" });
    const withoutQuery = await recall(engram, { agentType: architect, project: uniqueId("nowhere"), limit: 50 });
    expect(withoutQuery.map((hit) => hit.scope)).not.toContain("PROJECT");
    expect(withoutQuery.map((hit) => hit.memory.id)).toContain(ids.architectGlobal);
  });

  it("an expired session memory is gone", async () => {
    const shortLived = await startTestEngram({ ENGRAM_SESSION_TTL: "2s" });
    try {
      const sessionId = uniqueId("short");
      const stored = await remember(shortLived, { agentType: architect, project: projectA, sessionId, memoryType: "CONTEXT", content: `${word} notes: fleeting thought` });
      const read = await shortLived.graphql(`query ($id: ID!) { memories(where: { id: { eq: $id } }) { createdAt expiresAt } }`, { id: stored.id });
      const { createdAt, expiresAt } = read.data!.memories[0];
      expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeCloseTo(2000, -2);
      await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(expiresAt) - Date.now()) + 200));
      const later = await recall(shortLived, { agentType: architect, project: projectA, sessionId, query: `${word} fleeting` });
      expect(later.map((hit) => hit.memory.id)).not.toContain(stored.id);
      expect(later.length).toBeGreaterThan(0);
    } finally {
      await shortLived.close();
    }
  });

});
