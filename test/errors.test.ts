import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GraphQLError, locatedError, parse, type FieldNode, type OperationDefinitionNode } from "graphql";
import { Neo4jError } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodeFor } from "../src/doors/cli/exit-code.js";
import { ConfigError } from "../src/config.js";
import { badInput, dateTimeArg, EngramError, forbidden, integerIn } from "../src/errors.js";
import { toGraphQLError } from "../src/doors/graphql/engram-error.js";
import { createLogger } from "../src/logger.js";
import { engramErrorMask } from "../src/doors/graphql/errors.js";
import { runCli } from "./helpers/cli.js";
import { testEnv } from "./helpers/engram.js";

/** What graphql-js makes of an error a resolver of `{ recall }` threw: located at the field, originalError the thrown one. */
function thrownByResolver(error: Error): GraphQLError {
  const operation = parse("{ recall(agentType: \"a\") { score } }").definitions[0] as OperationDefinitionNode;
  const field = operation.selectionSet.selections[0] as FieldNode;
  return locatedError(error, [field], ["recall"]);
}

const NODE_TYPES = new Set(["Source", "Memory"]);
const mask = (error: unknown) => engramErrorMask(createLogger("silent"), NODE_TYPES)(error, "Unexpected error.", false) as GraphQLError;

describe("the helpers services refuse with", () => {
  it("name the field and the accepted form", () => {
    const error = badInput("input.content", "must not be empty");
    expect(error).toBeInstanceOf(EngramError);
    expect({ code: error.code, field: error.field, message: error.message }).toEqual({ code: "BAD_USER_INPUT", field: "input.content", message: "input.content must not be empty" });
    expect(() => integerIn("limit", 0, 1, 100)).toThrow("limit must be an integer from 1 to 100 (got 0)");
    expect(integerIn("limit", 7, 1, 100)).toBe(7);
    expect(() => dateTimeArg("since", "yesterday")).toThrow('since must be a date-time such as 2026-01-31T00:00:00Z, with a year from 1 to 9999 (got "yesterday")');
    // what Date.parse would take, but Neo4j would write back in a form no door reads, or a guess
    for (const loose of ["+010000-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "Dec 25", "1", "2026-13-01T00:00:00Z"]) {
      expect(() => dateTimeArg("input.openedAt", loose), loose).toThrow("input.openedAt must be a date-time");
    }
    expect(dateTimeArg("since", "2026-01-31")).toBe("2026-01-31T00:00:00.000Z");
    expect(dateTimeArg("since", "2026-01-31T01:00:00+01:00")).toBe("2026-01-31T00:00:00.000Z");
    expect(forbidden("This API key is not scoped for project \"p\"").code).toBe("FORBIDDEN");
  });
});

describe("the GraphQL door", () => {
  it("answers a resolver's BAD_USER_INPUT with its message and field, at the resolver's path, and HTTP 200", () => {
    const answer = mask(thrownByResolver(badInput("limit", "must be an integer from 1 to 100 (got 0)")));
    expect(answer.message).toBe("limit must be an integer from 1 to 100 (got 0)");
    expect(answer.extensions).toEqual({ code: "BAD_USER_INPUT", field: "limit" });
    expect(answer.path).toEqual(["recall"]);
    expect(answer.locations).toEqual([{ line: 1, column: 3 }]);
  });

  it("answers FORBIDDEN with 403 and MAINTENANCE_BUSY with 409", () => {
    expect(mask(thrownByResolver(forbidden("runMaintenance needs an API key for every agent type and project"))).extensions).toEqual({
      code: "FORBIDDEN",
      http: { status: 403 },
    });
    expect(mask(thrownByResolver(new EngramError("MAINTENANCE_BUSY", "The DAILY job is running; try again when it has finished"))).extensions).toEqual({
      code: "MAINTENANCE_BUSY",
      http: { status: 409 },
    });
  });

  it("asks to retry after retryAfterSeconds with 503 and Retry-After", () => {
    const unavailable = new EngramError("NEO4J_UNAVAILABLE", "Neo4j is unavailable", { retryAfterSeconds: 5 });
    expect(toGraphQLError(unavailable).extensions).toEqual({ code: "NEO4J_UNAVAILABLE", http: { status: 503, headers: { "retry-after": "5" } } });
  });

  it("answers WEB_SEARCH_UNAVAILABLE with its message, and still masks an error it did not foresee", () => {
    const upstream = mask(thrownByResolver(new EngramError("WEB_SEARCH_UNAVAILABLE", "Tavily answered 500, and no cached answer exists for this query")));
    expect({ message: upstream.message, extensions: upstream.extensions }).toEqual({
      message: "Tavily answered 500, and no cached answer exists for this query",
      extensions: { code: "WEB_SEARCH_UNAVAILABLE" },
    });
    const unforeseen = mask(thrownByResolver(new TypeError("Cannot read properties of undefined (reading 'id')")));
    expect(unforeseen.message).toBe("Unexpected error.");
    expect(unforeseen.extensions.code).toBe("INTERNAL_SERVER_ERROR");
  });

  it("logs what it masks with its stack and path, and never shows it to the client", () => {
    const lines: string[] = [];
    const log = createLogger("error", { write: (line: string) => void lines.push(line) });
    const answer = engramErrorMask(log, NODE_TYPES)(thrownByResolver(new TypeError("Cannot read properties of undefined (reading 'secret')")), "Unexpected error.", false) as GraphQLError;
    expect(answer.message).toBe("Unexpected error.");
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]!) as { msg: string; path: string; err: { type: string; message: string; stack: string } };
    expect(logged).toMatchObject({ path: "recall", err: { type: "TypeError", message: "Cannot read properties of undefined (reading 'secret')" } });
    expect(logged.err.stack).toContain("TypeError");
  });

  it("answers a stored node deleted under the request (a null in a required field) CONCURRENT_CHANGE with 409; a null in Engram's own results stays masked", () => {
    for (const field of ["Source.id", "Source.name"]) {
      const vanished = mask(thrownByResolver(new Error(`Cannot return null for non-nullable field ${field}.`)));
      expect({ message: vanished.message, extensions: vanished.extensions }).toEqual({
        message: "A Source this request matched was deleted by another request while this one ran; retry to see the state now",
        extensions: { code: "CONCURRENT_CHANGE", http: { status: 409 } },
      });
      expect(vanished.path).toEqual(["recall"]);
    }
    expect(mask(thrownByResolver(new Error("Cannot return null for non-nullable field MemoryHit.memory."))).extensions.code).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("the CLI's exit code", () => {
  it("is 2 to fix the command or settings, 3 for another key, 4 to try again later, 1 otherwise", () => {
    expect(exitCodeFor(badInput("version", "must be the documentation's version"))).toBe(2);
    expect(exitCodeFor(new ConfigError("PORT", "an integer from 0 to 65535", "x"))).toBe(2);
    expect(exitCodeFor(forbidden("needs an API key with every scope"))).toBe(3);
    expect(exitCodeFor(new EngramError("MAINTENANCE_BUSY", "The DAILY job is running"))).toBe(4);
    expect(exitCodeFor(new EngramError("WEB_SEARCH_UNAVAILABLE", "Tavily answered 500"))).toBe(4);
    expect(exitCodeFor(new EngramError("CONCURRENT_CHANGE", "deleted by another request"))).toBe(4);
    expect(exitCodeFor(new Neo4jError("Could not perform discovery", "ServiceUnavailable", "", ""))).toBe(4);
    expect(exitCodeFor(new Error("127.0.0.1:4000 is already in use"))).toBe(1);
  });

  describe("of a command a service refuses", () => {
    let docs: string;
    beforeAll(async () => {
      docs = await mkdtemp(join(tmpdir(), "engram-errors-"));
    });
    afterAll(async () => {
      await rm(docs, { recursive: true, force: true });
    });

    it("is 2, with the refusal on one line of stderr and no stack", async () => {
      const result = await runCli(["ingest", "markdown", docs, "--source", "errors_test", "--version", "latest"], testEnv({ LOG_LEVEL: "error" }) as NodeJS.ProcessEnv);
      expect(result.code).toBe(2);
      // Progress bars that never started leave an empty line before it.
      expect(result.stderr.trim()).toBe(`engram: version must be the documentation's version, such as 3.11 or 18.20.4 (got "latest")`);
    });
  });
});
