import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli.js";
import { testEnv, uniqueId } from "../../helpers/engram.js";

let repository: string;

beforeAll(async () => {
  repository = await mkdtemp(join(tmpdir(), "engram-output-repo-"));
  await writeFile(join(repository, "a.ts"), "export function alpha(): number { return beta(); }\n");
  await writeFile(join(repository, "b.ts"), "export function beta(): number { return 1; }\n");
});

const indexEnv = (format?: string) => testEnv({ LOG_LEVEL: "info", ...(format ? { ENGRAM_LOG_FORMAT: format } : {}) }) as NodeJS.ProcessEnv;

describe("what a CLI command prints", () => {
  it("piped: JSON log lines and progress on stderr, the summary alone on stdout", async () => {
    const result = await runCli(["index", repository, "--project", uniqueId("output")], indexEnv());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^indexed \S+ into project \S+ in [\d.]+ s.*\nfiles: 2 found, 2 new or changed/);
    const logLines = result.stderr.split("\n").filter((line) => line.startsWith("{"));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain("Schema migrations applied");
    expect(result.stderr).toContain("indexing [");
    expect(result.stderr).not.toContain("LLs");
  });

  it("with ENGRAM_LOG_FORMAT=pretty (what a terminal gets by default): readable log lines", async () => {
    const result = await runCli(["index", repository, "--project", uniqueId("output")], indexEnv("pretty"));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Schema migrations applied/);
    expect(result.stderr.split("\n").filter((line) => line.startsWith('{"level"'))).toEqual([]);
    expect(result.stdout).toMatch(/^indexed \S+ into project \S+ in [\d.]+ s.*\nfiles: 2 found, 2 new or changed/);
  });

  it("refuses an unknown ENGRAM_LOG_FORMAT, naming the accepted ones", async () => {
    const result = await runCli(["index", repository, "--project", "x"], indexEnv("xml"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("ENGRAM_LOG_FORMAT");
    expect(result.stderr).toContain("auto, json, pretty");
  });
});
