import { Neo4jError } from "neo4j-driver";
import { describe, expect, it } from "vitest";
import { badInput, forbidden } from "../../../src/errors.js";
import { createLogger } from "../../../src/logger.js";
import { toolErrorResult } from "../../../src/doors/mcp/errors.js";

function mapped(error: unknown) {
  const lines: string[] = [];
  const result = toolErrorResult(error, "recall", createLogger("error", { write: (line: string) => void lines.push(line) }));
  expect(result.isError).toBe(true);
  return { text: (result.content[0] as { text: string }).text, logged: lines.join("") };
}

describe("toolErrorResult", () => {
  it("shows Engram's domain errors, with their code and field", () => {
    expect(mapped(badInput("limit", "must be an integer from 1 to 100 (got 0)"))).toEqual({ text: "BAD_USER_INPUT: limit must be an integer from 1 to 100 (got 0)", logged: "" });
    expect(mapped(forbidden("agentType x is outside this API key's scope")).text).toBe("FORBIDDEN: agentType x is outside this API key's scope");
  });

  it("answers anything else 'internal error' and logs it, without showing its message", () => {
    for (const error of [new Error("secret detail"), new Neo4jError("secret detail", "Neo.ClientError.Statement.SyntaxError", "", ""), Object.assign(new Error("secret detail"), { code: "ECONNRESET" })]) {
      const { text, logged } = mapped(error);
      expect(text).toBe("INTERNAL_SERVER_ERROR: internal error");
      expect(logged).toContain("secret detail");
    }
  });

  it("answers NEO4J_UNAVAILABLE when Neo4j cannot be reached", () => {
    expect(mapped(new Neo4jError("connection refused", "ServiceUnavailable", "", "")).text).toMatch(/^NEO4J_UNAVAILABLE: Neo4j is unavailable/);
  });
});
