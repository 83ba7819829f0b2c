import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { errorCodeLabel, operationLabel } from "../../../src/doors/graphql/metrics.js";

describe("metric labels", () => {
  it("names an operation by its first root field, +more for several, and never by the client's operation name", () => {
    expect(operationLabel(parse("query Mine { recall(agentType: \"a\", query: \"q\") { relevance } }"), "Mine")).toBe("recall");
    expect(operationLabel(parse("{ a: memoryStats(bucket: DAY, limit: 1) { total } cacheStats { hits } }"), undefined)).toBe("memoryStats+more");
    const two = parse("query A { recall(agentType: \"a\", query: \"q\") { relevance } } mutation B { remember(input: {}) { id } }");
    expect(operationLabel(two, "B")).toBe("remember");
    expect(operationLabel(two, "Missing")).toBe("unknown");
    expect(operationLabel(parse("query { ...Root } fragment Root on Query { serverInfo { version } }"), undefined)).toBe("(fragment)");
    expect(operationLabel(undefined, undefined)).toBe("unknown");
  });

  it("keeps an error code only when it looks like one, so a label cannot carry free text", () => {
    expect(errorCodeLabel({ extensions: { code: "BAD_USER_INPUT" } })).toBe("BAD_USER_INPUT");
    expect(errorCodeLabel({ extensions: { code: "bad input; drop table" } })).toBe("OTHER");
    expect(errorCodeLabel({ extensions: { code: 42 } })).toBe("OTHER");
    expect(errorCodeLabel(new Error("no extensions"))).toBe("OTHER");
  });
});
