import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { startTestEngram, uniqueId, type TestEngram } from "../helpers/engram.js";
import { ingestDependencies, ingestQuietly, ingestRequest, testDriver } from "../helpers/knowledge.js";
import { remember } from "../memory/memory-helpers.js";

const NODE_FIXTURE = join(import.meta.dirname, "..", "fixtures", "knowledge", "node-api");
const ADMIN_KEY = "admin-key-code-0123456789abcdef";
const SCOPED_KEY = "scoped-key-code-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const scoped = { authorization: `Bearer ${SCOPED_KEY}` };

const architect = uniqueId("architect");
const builder = uniqueId("builder");
const projectA = uniqueId("code-a");
const projectB = uniqueId("code-b");
const docSource = uniqueId("node_docs");
const ids: Record<string, string> = {};
let engram: TestEngram;
let driver: Driver;
let root: string;

const SOURCES = {
  "src/files.ts": 'import { readFile } from "node:fs";\nimport { parse } from "./parse.js";\nexport function load(path: string) {\n  return readFile(path, () => parse(path));\n}\n',
  "src/parse.ts": 'import { tokenize } from "./lexer.js";\nexport function parse(text: string) {\n  return tokenize(text);\n}\n',
  "src/lexer.ts": 'export function tokenize(text: string) {\n  return text.split(" ");\n}\n',
  "src/bridge.ts": 'import { tokenize } from "./lexer.js";\nexport function bridge(text: string) {\n  return tokenize(text);\n}\n',
  "src/route.ts": `export function route(x: number) {\n${Array.from({ length: 15 }, (_, i) => `  if (x === ${i}) return ${i};`).join("\n")}\n  return -1;\n}\n`,
};

const names = (memories: Array<{ memory: { id: string } }>) => memories.map(({ memory }) => Object.entries(ids).find(([, id]) => id === memory.id)?.[0] ?? memory.id);

beforeAll(async () => {
  engram = await startTestEngram({ ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:${architect}:${projectA}` });
  driver = testDriver();
  await ingestQuietly(await ingestDependencies(driver), ingestRequest({ format: "node-api", location: NODE_FIXTURE, source: docSource, version: "18.20.4" }));
  root = await mkdtemp(join(tmpdir(), "engram-code-"));
  for (const [path, text] of Object.entries(SOURCES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const add = async (name: string, input: Record<string, unknown>) => {
    ids[name] = (await remember(engram, { memoryType: "DECISION", content: `${name} ${uniqueId("note")}`, ...input }, admin)).id;
  };
  // remembered before the code is indexed: linked when it is
  await add("aboutLoad", { agentType: architect, project: projectA, references: [{ path: "src/files.ts", function: "load" }] });
  await add("aboutTokenize", { agentType: architect, project: projectA, references: [{ path: "src/lexer.ts", function: "tokenize" }], importance: 9 });
  await add("builderAboutFile", { agentType: builder, project: projectA, references: [{ path: "src/files.ts" }] });
  await add("otherProject", { agentType: architect, project: projectB, references: [{ path: "src/files.ts" }] });
  await add("aboutRoute", { agentType: architect, project: projectA, references: [{ path: "src/route.ts", function: "route" }] });
  await indexRepository(driver, undefined, { repository: root, project: projectA });
  await indexRepository(driver, undefined, { repository: root, project: projectB });
});

afterAll(async () => {
  await engram?.close();
  await driver?.close();
  await rm(root, { recursive: true, force: true });
});

const CODE_CONTEXT = `query ($project: ID!, $path: String!, $agentType: ID, $depth: Int) {
  codeContext(project: $project, path: $path, agentType: $agentType, depth: $depth) {
    file { path language }
    functions { name lineStart lineEnd }
    calls { caller { name } callee { name filePath } depth }
    memories { memory { id } references distance }
    documents { document { source path } via links }
    apis { api { name source } function { name } file { path } line }
  }
}`;

describe("codeContext", () => {
  it("gives a file's functions, what they call, and the memories and documentation linked to any of them", async () => {
    const answer = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/files.ts", agentType: architect, depth: 3 }, admin);
    expect(answer.errors).toBeUndefined();
    const context = answer.data!.codeContext;
    expect(context.file).toEqual({ path: "src/files.ts", language: "typescript" });
    expect(context.functions).toEqual([{ name: "load", lineStart: 3, lineEnd: 5 }]);
    expect(context.calls).toEqual([
      { caller: { name: "load" }, callee: { name: "parse", filePath: "src/parse.ts" }, depth: 1 },
      { caller: { name: "parse" }, callee: { name: "tokenize", filePath: "src/lexer.ts" }, depth: 2 },
    ]);
    // remembered before indexing, linked by it; nearest first; the builder's and project B's left out
    expect(names(context.memories)).toEqual(["aboutLoad", "aboutTokenize"]);
    expect(context.memories.map((m: { references: string[]; distance: number }) => [m.references, m.distance])).toEqual([
      [["src/files.ts#load"], 0],
      [["src/lexer.ts#tokenize"], 2],
    ]);
    // the file imports node:fs, which the fs page documents; load calls fs.readFile on line 4
    expect(context.documents).toContainEqual({ document: { source: docSource, path: "fs" }, via: "EXPLAINS", links: 2 });
    expect(context.apis).toContainEqual({ api: { name: "fs.readFile", source: docSource }, function: { name: "load" }, file: { path: "src/files.ts" }, line: 4 });
  });

  it("follows calls only as deep as asked, and shows every agent type the key may see without one", async () => {
    const shallow = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/files.ts", agentType: architect, depth: 1 }, admin);
    expect(shallow.data!.codeContext.calls).toHaveLength(1);
    expect(names(shallow.data!.codeContext.memories)).toEqual(["aboutLoad"]);
    const anyAgent = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/files.ts", depth: 1 }, admin);
    expect(names(anyAgent.data!.codeContext.memories).sort()).toEqual(["aboutLoad", "builderAboutFile"]);
  });

  it("answers null for a file not indexed, and names the field for a bad depth", async () => {
    const missing = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/nothing.ts" }, admin);
    expect(missing.data!.codeContext).toBeNull();
    const deep = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/files.ts", depth: 9 }, admin);
    expect(deep.errors![0]!.message).toBe("depth must be an integer from 1 to 5 (got 9)");
    expect(deep.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "depth" });
  });
});

describe("codeContext's nodes", () => {
  const READ = "file { id project path language } functions { id project name qualifiedName filePath } calls { caller { id name } callee { id name filePath } } memories { memory { id } }";
  // createdAt and lineStart are not read by the code query, so asking for them loads every node through the generated API.
  const LOADED = "file { id project path language createdAt } functions { id project name qualifiedName filePath lineStart } calls { caller { id name lineStart } callee { id name filePath lineStart } } memories { memory { id createdAt } }";
  const ask = async (selection: string, headers: Record<string, string>) => {
    const answer = await engram.graphql(`query ($project: ID!, $path: String!) { codeContext(project: $project, path: $path, depth: 3) { ${selection} } }`, { project: projectA, path: "src/files.ts" }, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.codeContext;
  };
  const dropLoadedOnly = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(dropLoadedOnly)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== "createdAt" && key !== "lineStart").map(([key, inner]) => [key, dropLoadedOnly(inner)]))
        : value;

  it("answer the fields the code query read exactly as the generated API does, for every key", async () => {
    for (const headers of [admin, scoped]) {
      const read = await ask(READ, headers);
      expect(read.functions.map((fn: { name: string }) => fn.name)).toEqual(["load"]);
      expect(read.calls.length).toBeGreaterThan(0);
      expect(read.memories.length).toBeGreaterThan(0);
      expect(read).toEqual(dropLoadedOnly(await ask(LOADED, headers)));
    }
  });
});

describe("scopes on the code graph", () => {
  it("a key scoped to one project and agent type reads only that project's code and its own agent type's memories", async () => {
    const otherProject = await engram.graphql(CODE_CONTEXT, { project: projectB, path: "src/files.ts" }, scoped);
    expect(otherProject.errors![0]!.message).toBe(`This API key is not scoped for project "${projectB}"`);
    const otherAgent = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/files.ts", agentType: builder }, scoped);
    expect(otherAgent.errors![0]!.message).toBe(`This API key is not scoped for agent type "${builder}"`);
    const own = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/files.ts", depth: 1 }, scoped);
    expect(names(own.data!.codeContext.memories)).toEqual(["aboutLoad"]);

    const generated = `query ($path: String!) { codeFiles(where: { path: { eq: $path }, project: { in: ["${projectA}", "${projectB}"] } }) { project functions { project name } } }`;
    const seenByAdmin = await engram.graphql(generated, { path: "src/files.ts" }, admin);
    expect(seenByAdmin.data!.codeFiles.map((file: { project: string }) => file.project).sort()).toEqual([projectA, projectB].sort());
    const seenByScoped = await engram.graphql(generated, { path: "src/files.ts" }, scoped);
    expect(seenByScoped.data!.codeFiles).toEqual([{ project: projectA, functions: [{ project: projectA, name: "load" }] }]);
    const nested = await engram.graphql(`query { functions(where: { name: { eq: "tokenize" }, project: { eq: "${projectB}" } }) { name } }`, {}, scoped);
    expect(nested.data!.functions).toEqual([]);
  });
});

describe("a call into a project the key cannot see", () => {
  it("is left out for a key scoped to the caller's project, without a trace of the callee, and shown to a key for all projects", async () => {
    // an edge the generated API lets a key for all projects draw: project A's bridge calls project B's route
    const [bridge, route] = await Promise.all(
      [[projectA, "bridge"], [projectB, "route"]].map(async ([project, name]) => {
        const found = await engram.graphql(`query ($project: ID!, $name: String!) { functions(where: { project: { eq: $project }, name: { eq: $name } }) { id } }`, { project, name }, admin);
        return found.data!.functions[0].id as string;
      }),
    );
    const linked = await engram.graphql(
      `mutation ($bridge: ID!, $route: ID!) { updateFunctions(where: { id: { eq: $bridge } }, update: { calls: [{ connect: [{ where: { node: { id: { eq: $route } } } }] }] }) { functions { calls { name } } } }`,
      { bridge, route },
      admin,
    );
    expect(linked.errors).toBeUndefined();

    const seenByScoped = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/bridge.ts", depth: 2 }, scoped);
    expect(seenByScoped.errors).toBeUndefined();
    expect(seenByScoped.data!.codeContext.functions).toEqual([{ name: "bridge", lineStart: 2, lineEnd: 4 }]);
    expect(seenByScoped.data!.codeContext.calls).toEqual([{ caller: { name: "bridge" }, callee: { name: "tokenize", filePath: "src/lexer.ts" }, depth: 1 }]);
    const shown = JSON.stringify(seenByScoped.data);
    expect(shown).not.toContain(route);
    expect(shown).not.toContain("src/route.ts");

    const seenByAdmin = await engram.graphql(CODE_CONTEXT, { project: projectA, path: "src/bridge.ts", depth: 2 }, admin);
    expect(seenByAdmin.errors).toBeUndefined();
    expect(seenByAdmin.data!.codeContext.calls).toEqual([
      { caller: { name: "bridge" }, callee: { name: "route", filePath: "src/route.ts" }, depth: 1 },
      { caller: { name: "bridge" }, callee: { name: "tokenize", filePath: "src/lexer.ts" }, depth: 1 },
    ]);
  });
});

describe("complexityHotspots and memoriesForCode", () => {
  it("lists the most complex functions with their memories", async () => {
    const answer = await engram.graphql(
      `query ($project: ID!) { complexityHotspots(project: $project, minComplexity: 15) { complexity function { name filePath } memories { memory { id } distance } } }`,
      { project: projectA },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.complexityHotspots.map((h: { complexity: number; function: { name: string } }) => [h.function.name, h.complexity])).toEqual([["route", 16]]);
    expect(names(answer.data!.complexityHotspots[0].memories)).toEqual(["aboutRoute"]);
  });

  it("finds an agent type's memories about code under a path prefix", async () => {
    const under = async (pathPrefix: string, agentType: string) => {
      const answer = await engram.graphql(
        `query ($project: ID!, $pathPrefix: String!, $agentType: ID!) { memoriesForCode(project: $project, pathPrefix: $pathPrefix, agentType: $agentType) { memory { id } references } }`,
        { project: projectA, pathPrefix, agentType },
        admin,
      );
      expect(answer.errors).toBeUndefined();
      return names(answer.data!.memoriesForCode).sort();
    };
    expect(await under("src/", architect)).toEqual(["aboutLoad", "aboutRoute", "aboutTokenize"]);
    expect(await under("src/lexer", architect)).toEqual(["aboutTokenize"]);
    expect(await under("src/", builder)).toEqual(["builderAboutFile"]);
  });
});
