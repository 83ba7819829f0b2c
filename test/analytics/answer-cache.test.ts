import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnswerCache } from "../../src/analytics/answer-cache.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { remember } from "../memory/memory-helpers.js";

const ADMIN_KEY = "admin-key-answer-cache-012345";
const SCOPED_KEY = "scoped-key-answer-cache-01234";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };
const agentType = uniqueId("ac-agent");
const [projectA, projectB] = [uniqueId("ac-pa"), uniqueId("ac-pb")];
const STATS = `query ($agentType: ID) { memoryStats(agentType: $agentType) { total groups { project total } } }`;

let engram: TestEngram;
let clock = new Date("2026-01-01T00:00:00Z");

async function memoryStats(headers: Record<string, string>) {
  const response = await engram.graphql(STATS, { agentType }, headers);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.memoryStats as { total: number; groups: Array<{ project: string | null; total: number }> };
}

beforeAll(async () => {
  engram = await startTestEngram(
    { ENGRAM_ANALYTICS_CACHE: "60s", ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${agentType}:${projectB}` },
    { now: () => clock },
  );
  await remember(engram, { agentType, project: projectA, memoryType: "DECISION", content: `first decision of ${agentType}` }, admin);
  await remember(engram, { agentType, project: projectB, memoryType: "DECISION", content: `second decision of ${agentType}` }, admin);
});

afterAll(async () => {
  await engram?.close();
});

describe("analytics answers with ENGRAM_ANALYTICS_CACHE", () => {
  it("are reused until they are older than the setting, then computed again", async () => {
    expect((await memoryStats(admin)).total).toBe(2);
    await remember(engram, { agentType, project: projectA, memoryType: "DECISION", content: `third decision of ${agentType}` }, admin);
    clock = new Date(clock.getTime() + 59_000);
    expect((await memoryStats(admin)).total).toBe(2);
    clock = new Date(clock.getTime() + 2_000);
    expect((await memoryStats(admin)).total).toBe(3);
  });

  it("are kept per key scope: a scoped key never gets an answer computed for a wider one", async () => {
    const everything = await memoryStats(admin);
    expect(everything.groups.map((group) => group.project).sort()).toEqual([projectA, projectB].sort());
    expect(await memoryStats(scoped)).toEqual({ total: 1, groups: [{ project: projectB, total: 1 }] });
  });
});

describe("AnswerCache", () => {
  it("computes a question asked again meanwhile once, and does not keep a failure", async () => {
    const answers = new AnswerCache(60, () => new Date("2026-01-01T00:00:00Z"));
    let computed = 0;
    const slowly = () => new Promise<{ n: number }>((resolve) => setTimeout(() => resolve({ n: ++computed }), 20));
    expect(await Promise.all([answers.get(["q"], slowly), answers.get(["q"], slowly)])).toEqual([{ n: 1 }, { n: 1 }]);

    let attempts = 0;
    const refused = () => {
      attempts++;
      throw new Error("limit must be an integer from 1 to 100");
    };
    await expect(answers.get(["bad"], refused)).rejects.toThrow("limit");
    await expect(answers.get(["bad"], refused)).rejects.toThrow("limit");
    expect(attempts).toBe(2);
  });
});
