import { describe, expect, it } from "vitest";
import { waitUntilQuiet } from "../../bench/measure.js";

/** A process that uses a whole core for busyWindows windows of 5 s, then a twentieth of one; time passes only in sleep. */
function fakeProcess(busyWindows: number) {
  let clock = 0;
  let used = 0;
  return {
    usedSeconds: () => used,
    sleep: async (seconds: number) => {
      used += clock < busyWindows * 5 ? seconds : seconds * 0.05;
      clock += seconds;
    },
  };
}

describe("waitUntilQuiet", () => {
  const watch = { windowSeconds: 5, busyShare: 0.1, maxSeconds: 60 };

  it("returns after the first window the process was quiet for", async () => {
    const neo4j = fakeProcess(3);
    expect(await waitUntilQuiet(neo4j.usedSeconds, watch, neo4j.sleep)).toEqual({ seconds: 20, quiet: true });
  });

  it("returns after one window when the process is quiet already", async () => {
    const neo4j = fakeProcess(0);
    expect(await waitUntilQuiet(neo4j.usedSeconds, watch, neo4j.sleep)).toEqual({ seconds: 5, quiet: true });
  });

  it("gives up after maxSeconds, saying it never went quiet", async () => {
    const neo4j = fakeProcess(100);
    expect(await waitUntilQuiet(neo4j.usedSeconds, watch, neo4j.sleep)).toEqual({ seconds: 60, quiet: false });
  });
});
