import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEngram, testEnv, uniqueId } from "../helpers/engram.js";
import { recall, remember } from "../memory/memory-helpers.js";

/**
 * Meaning is on by default (ENGRAM_EMBEDDINGS unset: the local model). When that model cannot be had (here:
 * ENGRAM_OFFLINE with an empty cache, as on a machine that never resolved it), Engram still serves, by
 * words, and says why; asked for by name, the same missing model stops start-up. That the default loads
 * the model and searches by meaning is tested in semantic-recall.test.ts.
 */
const run = promisify(execFile);
const REPO = join(import.meta.dirname, "..", "..");
const MISSING = /ENGRAM_OFFLINE is set and the default embedding model is not in .*`engram embeddings install`/;
let cache: string;
let home: string;

/** No model in this cache, and no resolving it: the default model cannot be had. */
const withoutModel = (overrides: Record<string, string | undefined> = {}) => ({ ENGRAM_EMBEDDINGS: undefined, ENGRAM_OFFLINE: "true", ENGRAM_CACHE_DIR: cache, ENGRAM_HOME: home, ...overrides });

beforeAll(async () => {
  cache = await mkdtemp(join(tmpdir(), "engram-no-model-"));
  home = await mkdtemp(join(tmpdir(), "engram-no-model-home-"));
});

afterAll(async () => {
  await rm(cache, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

describe("the default embedding model, when it cannot be had", () => {
  it("leaves the server searching by words, with a warning saying why and what to do", async () => {
    const logLines: string[] = [];
    const engram = await startTestEngram(withoutModel({ LOG_LEVEL: "warn" }), { logLines });
    try {
      expect(engram.config.embeddings).toMatchObject({ provider: "local", explicit: false });
      const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: string }).filter((line) => line.msg.startsWith("Embeddings off"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
      expect(warnings[0]!.err).toMatch(MISSING);
      expect(warnings[0]!.msg).toMatch(/search by words alone .*`engram embeddings install`.*ENGRAM_EMBEDDINGS=none/);
      const agentType = uniqueId("agent");
      const written = await remember(engram, { agentType, memoryType: "CONTEXT", content: "Feature flags live in LaunchDarkly" });
      const [hit] = await recall(engram, { agentType, query: "launchdarkly flags" });
      expect(hit!.memory.id).toBe(written.id);
      expect(hit!.why.semantic).toBeNull();
    } finally {
      await engram.close();
    }
  });

  it("stops start-up when ENGRAM_EMBEDDINGS=local was asked for, saying why", async () => {
    await expect(startTestEngram(withoutModel({ ENGRAM_EMBEDDINGS: "local" }))).rejects.toThrow(MISSING);
  });

  it("lets `engram ingest` finish without vectors, warning, while `engram embed`, whose whole job they are, fails", async () => {
    const env = { ...testEnv(withoutModel()), LOG_LEVEL: "warn" } as NodeJS.ProcessEnv;
    const engram = join(REPO, "bin", "engram.js");
    const markdown = join(REPO, "test", "fixtures", "knowledge", "markdown");
    const ingested = await run(process.execPath, [engram, "ingest", "markdown", markdown, "--source", uniqueId("md_docs"), "--version", "1.0"], { env, cwd: REPO });
    expect(ingested.stdout).toMatch(/^documents: \d+ new, 0 updated, 0 unchanged, 0 removed$/m);
    expect(ingested.stdout).not.toMatch(/^embedded/m);
    expect(ingested.stderr).toMatch(/"msg":"Embeddings off/);
    const embedded = (await run(process.execPath, [engram, "embed"], { env, cwd: REPO }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).toMatch(MISSING);
    // offline, nothing was resolved into the cache
    expect(await readdir(cache)).not.toContain("models");
  });
});
