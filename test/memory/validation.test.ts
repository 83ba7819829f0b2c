import { describe, expect, it } from "vitest";
import type { RememberInput } from "../../src/memory/types.js";
import { checkRememberInput, MAX_CONTENT_LENGTH } from "../../src/memory/validation.js";

describe("checkRememberInput", () => {
  it("holds content to what a memory stores, whichever operation built it", () => {
    const input: RememberInput = { agentType: "architect", memoryType: "TASK", content: "x".repeat(MAX_CONTENT_LENGTH) };
    expect(() => checkRememberInput(input, "input")).not.toThrow();
    expect(() => checkRememberInput({ ...input, content: `${input.content}y` }, "input")).toThrow("input.content must be at most 100,000 characters (got 100,001)");
  });
});
