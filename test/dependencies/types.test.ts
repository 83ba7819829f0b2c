import { describe, expect, it } from "vitest";
import { DEPRECATED_SINCE_UNSTATED, statedDeprecation } from "../../src/dependencies/types.js";

describe("statedDeprecation", () => {
  it("gives the version a deprecation names, and null when it names none or there is no deprecation", () => {
    expect(statedDeprecation("4.0.0")).toBe("4.0.0");
    expect(statedDeprecation(DEPRECATED_SINCE_UNSTATED)).toBeNull();
    expect(statedDeprecation(null)).toBeNull();
    expect(statedDeprecation(undefined)).toBeNull();
  });
});
