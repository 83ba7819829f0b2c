import { afterEach, describe, expect, it, vi } from "vitest";
import { formatTime, stderrBars } from "../src/progress.js";

const options = { autopaddingChar: "0" } as Parameters<typeof formatTime>[1];

describe("progress bars", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows an unknown time as ? instead of cli-progress's padded NULL (ETA LLs)", () => {
    for (const unknown of ["NULL", null, Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(formatTime(unknown, options, 1)).toBe("?");
    expect(formatTime(75, options, 1)).toBe("01m15s");
    expect(formatTime(4, options, 1)).toBe("04s");
  });

  it("draws nothing after the first stop, so a summary printed after it stays", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const bars = stderrBars(" indexing [{bar}] {value}/{total} | ETA {eta_formatted}");
    bars.create(10, 0).update(5);
    bars.stop();
    const afterFirstStop = written.length;
    expect(written.join("")).toContain("5/10");
    bars.stop();
    expect(written.length).toBe(afterFirstStop);
    expect(written.join("")).not.toContain("LLs");
  });
});
