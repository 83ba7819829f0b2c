import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, type TestEngram } from "../../helpers/engram.js";
import { runCli } from "../../helpers/cli.js";

describe("engram's commands", () => {
  let engram: TestEngram;

  beforeAll(async () => {
    engram = await startTestEngram();
  });

  afterAll(async () => {
    await engram?.close();
  });

  it("engram schema prints the SDL a running Engram serves, generated operations included, for other languages' code generators", async () => {
    const printed = await runCli(["schema"], process.env);
    expect(printed.code).toBe(0);
    const sdl = buildSchema(printed.stdout);
    const introspection = await engram.graphql<IntrospectionQuery>(getIntrospectionQuery());
    const served = buildClientSchema(introspection.data!);
    expect(printSchema(lexicographicSortSchema(sdl))).toBe(printSchema(lexicographicSortSchema(served)));
    expect(Object.keys(sdl.getQueryType()!.getFields())).toEqual(expect.arrayContaining(["recall", "searchKnowledge", "memories", "memoriesConnection"]));
  });

  it("engram bogus says the command is unknown, lists the commands and exits 2 without starting anything", async () => {
    const result = await runCli(["bogus"], { ...process.env, PORT: "1" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("engram: unknown command 'bogus'; the commands are serve, mcp,");
    expect(result.stderr).toContain("schema");
    expect(result.stdout).toBe("");
  });
});
