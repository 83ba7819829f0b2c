import { describe, expect, it } from "vitest";
import { classifyError } from "../../src/troubleshooting/classify.js";

describe("classifyError", () => {
  it("gives the same pattern to the same error with other names, paths and numbers", () => {
    const datetime = classifyError(
      `Traceback (most recent call last):\n  File "/home/a/app.py", line 3, in <module>\n    json.dumps(datetime.now())\nTypeError: Object of type datetime is not JSON serializable`,
    );
    const decimal = classifyError("TypeError: Object of type Decimal is not JSON serializable");
    expect(datetime).toMatchObject({ errorType: "TypeError", code: null, pattern: "TypeError: Object of type <name> is not JSON serializable" });
    expect(decimal.key).toBe(datetime.key);
    expect(classifyError("TypeError: Object of type set is not JSON serializable").key).toBe(datetime.key);
    expect(classifyError("TypeError: unhashable type: 'list'").key).not.toBe(datetime.key);
  });

  it("keeps Node's error code, from the headline or from the code property", () => {
    const esm = classifyError(
      "Error [ERR_REQUIRE_ESM]: require() of ES Module /home/x/node_modules/node-fetch/src/index.js from /home/x/app.js not supported.",
    );
    expect(esm).toMatchObject({ errorType: "Error", code: "ERR_REQUIRE_ESM", pattern: "Error [ERR_REQUIRE_ESM]: require() of ES Module <path> from <path> not supported." });
    const fromProperty = classifyError("node:internal/errors:496\n    ErrorCaptureStackTrace(err);\nTypeError: The \"path\" argument must be of type string. Received undefined\n  code: 'ERR_INVALID_ARG_TYPE'\n}");
    expect(fromProperty).toMatchObject({ errorType: "TypeError", code: "ERR_INVALID_ARG_TYPE" });
    expect(classifyError("Error: listen EADDRINUSE: address already in use :::3000")).toMatchObject({ code: "EADDRINUSE", pattern: "Error [EADDRINUSE]: listen EADDRINUSE: address already in use :::<n>" });
    expect(classifyError("Error: listen EADDRINUSE: address already in use :::8080").key).toBe(classifyError("Error: listen EADDRINUSE: address already in use :::3000").key);
  });

  it("drops modules from class names and replaces quoted values, addresses, ids and URLs", () => {
    expect(classifyError("json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)")).toMatchObject({
      errorType: "JSONDecodeError",
      pattern: "JSONDecodeError: Expecting value: line <n> column <n> (char <n>)",
    });
    expect(classifyError("AttributeError: 'NoneType' object has no attribute 'split'").pattern).toBe("AttributeError: <value> object has no attribute <value>");
    expect(classifyError("ModuleNotFoundError: No module named 'requests'").pattern).toBe("ModuleNotFoundError: No module named <value>");
    expect(classifyError("ReferenceError: fooBar is not defined").pattern).toBe("ReferenceError: <name> is not defined");
    expect(classifyError("RuntimeError: object at 0x7f3a2c1b9d30 freed, see https://example.org/a?b=1 (request 123e4567-e89b-12d3-a456-426614174000)").pattern).toBe(
      "RuntimeError: object at <address> freed, see <url> (request <id>)",
    );
  });

  it("reads the last headline of a traceback, and keeps a message without a type whole", () => {
    expect(classifyError("ValueError: first\nDuring handling of the above exception, another exception occurred:\nKeyError: 'user'").pattern).toBe("KeyError: <value>");
    expect(classifyError("segmentation fault (core dumped)")).toMatchObject({ errorType: "Error", code: null, pattern: "Error: segmentation fault (core dumped)" });
  });

  it("keeps a pattern short whatever the error's length, so a fix of any error can be recorded", () => {
    const long = classifyError(`KeyError: ${"'a".repeat(10_000)}`);
    expect(long.pattern.length).toBeLessThanOrEqual(1_000 + "KeyError: ".length);
    expect(long.headline.length).toBeLessThanOrEqual(1_000);
    expect(classifyError(`KeyError: ${"'a".repeat(10_000)}`).key).toBe(long.key);
  });

  it("searches documentation with the pattern's fixed words", () => {
    expect(classifyError("TypeError: Object of type datetime is not JSON serializable").keywords).toBe("TypeError Object of type is not JSON serializable");
    expect(classifyError("Error [ERR_REQUIRE_ESM]: require() of ES Module /a/b.js from /a/c.js not supported.").keywords).toBe("Error ERR_REQUIRE_ESM require of ES Module from not supported.");
  });
});
