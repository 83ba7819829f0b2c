import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { recall, remember } from "./memory-helpers.js";

let engram: TestEngram;

beforeAll(async () => {
  engram = await startTestEngram();
});

afterAll(async () => {
  await engram?.close();
});

async function memory(id: string, fields = "id content occurrences supersededAt") {
  const response = await engram.graphql(`query ($id: ID!) { memories(where: { id: { eq: $id } }) { ${fields} } }`, { id });
  return response.data!.memories[0];
}

describe("remember", () => {
  it("creates agent types and projects on first use and keeps the project active", async () => {
    const agentType = uniqueId("reviewer");
    const project = uniqueId("project");
    await remember(engram, { agentType, project, memoryType: "FEEDBACK", content: "Prefer small pull requests" });
    const response = await engram.graphql(
      `query ($p: ID!) { projects(where: { id: { eq: $p } }) { lastActive agentTypes { id } memories { content agentTypes { id } } } }`,
      { p: project },
    );
    const stored = response.data!.projects[0];
    expect(stored.agentTypes).toEqual([{ id: agentType }]);
    expect(stored.memories).toEqual([{ content: "Prefer small pull requests", agentTypes: [{ id: agentType }] }]);
    expect(Date.now() - Date.parse(stored.lastActive)).toBeLessThan(60_000);
  });

  it("treats a client id as an idempotency key: the same id updates, keeping the earlier content as a revision", async () => {
    const id = uniqueId("decision");
    const agentType = uniqueId("architect");
    await remember(engram, { id, agentType, memoryType: "DECISION", content: "Use REST", importance: 5 });
    await remember(engram, { id, agentType, memoryType: "DECISION", content: "Use GraphQL", importance: 8 });
    await remember(engram, { id, agentType, memoryType: "DECISION", content: "Use GraphQL", importance: 8 });
    const stored = await memory(id, "content importance revisions { content importance }");
    expect(stored).toEqual({ content: "Use GraphQL", importance: 8, revisions: [{ content: "Use REST", importance: 5 }] });
    const count = await engram.graphql(`query ($id: ID!) { memoriesConnection(where: { id: { eq: $id } }) { totalCount } }`, { id });
    expect(count.data!.memoriesConnection.totalCount).toBe(1);
  });

  it("refuses a client id that another scope holds, saying only that it is taken", async () => {
    const id = uniqueId("taken");
    await remember(engram, { id, agentType: uniqueId("architect"), memoryType: "TASK", content: "mine" });
    const response = await engram.graphql(`mutation ($input: RememberInput!) { remember(input: $input) { id } }`, {
      input: { id, agentType: uniqueId("intruder"), memoryType: "TASK", content: "overwrite" },
    });
    expect(response.errors?.[0]).toMatchObject({ message: `input.id "${id}" is taken: memory ids are unique across Engram; choose another, such as a UUID`, extensions: { code: "BAD_USER_INPUT", field: "input.id" } });
    expect((await memory(id)).content).toBe("mine");
  });

  it("stores the same content in one scope once and counts its occurrences, whatever the spacing and case", async () => {
    const agentType = uniqueId("builder");
    const project = uniqueId("project");
    const first = await remember(engram, { agentType, project, memoryType: "PATTERN", content: "Run   the linter before commit", tags: ["lint"] });
    const second = await remember(engram, { agentType, project, memoryType: "PATTERN", content: "run the linter before COMMIT", tags: ["ci"] });
    expect(second.id).toBe(first.id);
    expect(await memory(first.id, "occurrences tags")).toEqual({ occurrences: 2, tags: ["lint", "ci"] });
    const elsewhere = await remember(engram, { agentType, project: uniqueId("other"), memoryType: "PATTERN", content: "Run the linter before commit" });
    expect(elsewhere.id).not.toBe(first.id);
  });

  it("marks contradicted memories superseded; recall leaves them out unless asked", async () => {
    const agentType = uniqueId("architect");
    const word = uniqueId("cachelayer").replaceAll("-", "");
    const old = await remember(engram, { agentType, memoryType: "DECISION", content: `${word}: cache sessions in Redis` });
    const replacement = await remember(engram, { agentType, memoryType: "DECISION", content: `${word}: cache sessions in Postgres`, contradicts: [old.id] });
    expect(Date.parse((await memory(old.id)).supersededAt)).not.toBeNaN();
    const hits = await recall(engram, { agentType, query: word });
    expect(hits.map((hit) => hit.memory.id)).toEqual([replacement.id]);
    const all = await recall(engram, { agentType, query: word, includeSuperseded: true });
    expect(all.map((hit) => hit.memory.id).sort()).toEqual([old.id, replacement.id].sort());
  });

  it("rememberMany writes a batch in one transaction: one bad link and nothing is written", async () => {
    const agentType = uniqueId("builder");
    const response = await engram.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, {
      input: [
        { agentType, memoryType: "TASK", content: "first" },
        { agentType, memoryType: "TASK", content: "second", relatesTo: ["no-such-memory"] },
      ],
    });
    expect(response.errors?.[0]).toMatchObject({ extensions: { field: "input[1].relatesTo[0]" } });
    expect(await recall(engram, { agentType })).toEqual([]);

    const ok = await engram.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { content } }`, {
      input: Array.from({ length: 300 }, (_, i) => ({ agentType, memoryType: "TASK", content: `step ${i}` })),
    });
    expect(ok.data!.rememberMany).toHaveLength(300);
    expect(ok.data!.rememberMany[299]).toEqual({ content: "step 299" });
  });

  it("links code references to indexed code of the same project", async () => {
    const project = uniqueId("project");
    const agentType = uniqueId("builder");
    await engram.graphql(`mutation ($p: ID!) { createCodeFiles(input: [{ project: $p, path: "src/auth.ts", functions: { create: [{ node: { project: $p, name: "login", filePath: "src/auth.ts" } }] } }]) { info { nodesCreated } } }`, { p: project });
    const stored = await remember(engram, {
      agentType,
      project,
      memoryType: "RESOLUTION",
      content: "login must rate-limit",
      references: [{ path: "src/auth.ts" }, { path: "src/auth.ts", function: "login" }, { path: "src/missing.ts" }],
    });
    expect(await memory(stored.id, "codeReferences referencedFiles { path } referencedFunctions { name }")).toEqual({
      codeReferences: ["src/auth.ts", "src/auth.ts#login", "src/missing.ts"],
      referencedFiles: [{ path: "src/auth.ts" }],
      referencedFunctions: [{ name: "login" }],
    });
  });
});

describe("bad input is refused before anything is written, naming the field", () => {
  const agentType = uniqueId("architect");

  it.each([
    [{ agentType, memoryType: "TASK", content: "   " }, "input.content", /must not be empty/],
    [{ agentType, memoryType: "TASK", content: "x", importance: 11 }, "input.importance", /integer from 1 to 10 \(got 11\)/],
    [{ agentType, memoryType: "TASK", content: "x", importance: 0 }, "input.importance", /integer from 1 to 10 \(got 0\)/],
    [{ agentType: "", memoryType: "TASK", content: "x" }, "input.agentType", /not empty/],
  ])("%j", async (input, field, message) => {
    const response = await engram.graphql(`mutation ($input: RememberInput!) { remember(input: $input) { id } }`, { input });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(response.errors?.[0]?.message).toMatch(message);
  });

  it("more than 1,000 memories in rememberMany", async () => {
    const input = Array.from({ length: 1001 }, (_, i) => ({ agentType, memoryType: "TASK", content: `item ${i}` }));
    const response = await engram.graphql(`mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }`, { input });
    // the bound every list has, checked before the operation runs (src/doors/graphql/input-bounds.ts)
    expect(response.errors?.[0]).toMatchObject({ message: "rememberMany.input must hold at most 1,000 items (got 1,001)", extensions: { code: "BAD_USER_INPUT" } });
    expect(await recall(engram, { agentType })).toEqual([]);
  });

  it("an unknown memory id for shareMemory", async () => {
    const response = await engram.graphql(`mutation { shareMemory(id: "no-such-memory", withAgentTypes: ["builder"]) { id } }`);
    expect(response.errors?.[0]).toMatchObject({ message: 'id names no memory: "no-such-memory"', extensions: { field: "id" } });
  });

  it("a recall limit out of range", async () => {
    const response = await engram.graphql(`{ recall(agentType: "architect", limit: 1000) { score } }`);
    expect(response.errors?.[0]?.message).toBe("limit must be an integer from 1 to 100 (got 1000)");
  });
});

describe("forget, related memories and promotion", () => {
  it("forget deletes a memory and its revisions; forgetting again says false", async () => {
    const id = uniqueId("forget-me");
    const agentType = uniqueId("architect");
    await remember(engram, { id, agentType, memoryType: "TASK", content: "one" });
    await remember(engram, { id, agentType, memoryType: "TASK", content: "two" });
    const first = await engram.graphql(`mutation ($id: ID!) { forget(id: $id) }`, { id });
    expect(first.data!.forget).toBe(true);
    expect(await memory(id)).toBeUndefined();
    expect((await engram.graphql(`mutation ($id: ID!) { forget(id: $id) }`, { id })).data!.forget).toBe(false);
  });

  it("relatedMemories follows links, shared tags and code, within the start's scope", async () => {
    const agentType = uniqueId("architect");
    const project = uniqueId("project");
    const base = await remember(engram, { agentType, project, memoryType: "DECISION", content: "Adopt event sourcing", tags: ["events"] });
    const derived = await remember(engram, { agentType, project, memoryType: "PATTERN", content: "Events are immutable", derivedFrom: [base.id] });
    const second = await remember(engram, { agentType, project, memoryType: "TASK", content: "Replay projections nightly", relatesTo: [derived.id] });
    const tagged = await remember(engram, { agentType, project, memoryType: "CONTEXT", content: "Event store is Kafka", tags: ["events"] });
    await remember(engram, { agentType, project: uniqueId("elsewhere"), memoryType: "CONTEXT", content: "Other project events", tags: ["events"] });
    const response = await engram.graphql(`query ($id: ID!) { relatedMemories(id: $id, depth: 2) { relation distance memory { id } } }`, { id: base.id });
    const related = Object.fromEntries(response.data!.relatedMemories.map((r: any) => [r.memory.id, [r.relation, r.distance]]));
    expect(related).toEqual({ [derived.id]: ["DERIVED_FROM", 1], [second.id]: ["DERIVED_FROM", 2], [tagged.id]: ["SHARED_TAG", 1] });
  });

  it("promotes content seen in three projects to one global memory, once", async () => {
    const agentType = uniqueId("reviewer");
    const projects = [uniqueId("p1"), uniqueId("p2"), uniqueId("p3")];
    for (const [i, project] of projects.entries()) {
      await remember(engram, { agentType, project, memoryType: "PATTERN", content: i === 1 ? "ALWAYS  check error paths" : "Always check error paths", tags: [`t${i}`] });
    }
    await remember(engram, { agentType, project: projects[0], memoryType: "PATTERN", content: "Only in one project" });
    const promote = () => engram.graphql(`mutation ($a: ID) { promoteCrossProjectPatterns(agentType: $a, minProjects: 3) { id content tags derivedFrom { id } } }`, { a: agentType });
    const first = await promote();
    expect(first.errors).toBeUndefined();
    expect(first.data!.promoteCrossProjectPatterns).toHaveLength(1);
    const promoted = first.data!.promoteCrossProjectPatterns[0];
    expect(promoted.derivedFrom).toHaveLength(3);
    expect(promoted.tags.sort()).toEqual(["t0", "t1", "t2"]);
    const second = await promote();
    expect(second.data!.promoteCrossProjectPatterns.map((m: { id: string }) => m.id)).toEqual([promoted.id]);
    const hits = await recall(engram, { agentType, query: "check error paths" });
    expect(hits.filter((hit) => hit.scope === "GLOBAL").map((hit) => hit.memory.id)).toEqual([promoted.id]);
  });
});

describe("access tracking", () => {
  it("every recall raises accessCount and sets accessedAt of what it returned, durably and off the response path", async () => {
    const agentType = uniqueId("architect");
    const stored = await remember(engram, { agentType, memoryType: "TASK", content: "track my usage" });
    await recall(engram, { agentType, query: "usage" });
    await recall(engram, { agentType, query: "usage" });
    const deadline = Date.now() + 5000;
    let read = await memory(stored.id, "accessCount accessedAt");
    while (read.accessCount < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      read = await memory(stored.id, "accessCount accessedAt");
    }
    expect(read.accessCount).toBe(2);
    expect(Date.now() - Date.parse(read.accessedAt)).toBeLessThan(60_000);
  });

  it("recall keeps the project's lastActive current", async () => {
    const agentType = uniqueId("architect");
    const project = uniqueId("project");
    await remember(engram, { agentType, project, memoryType: "TASK", content: "anything" });
    const lastActive = async () =>
      Date.parse((await engram.graphql(`query ($p: ID!) { projects(where: { id: { eq: $p } }) { lastActive } }`, { p: project })).data!.projects[0].lastActive);
    const before = await lastActive();
    await new Promise((r) => setTimeout(r, 20));
    await recall(engram, { agentType, project });
    const deadline = Date.now() + 5000;
    while ((await lastActive()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await lastActive()).toBeGreaterThan(before);
  });
});
