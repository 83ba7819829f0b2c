import { mkdtemp, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

const base = { HOME: "/home/agent" };

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  it("defaults to the managed Neo4j, 127.0.0.1:4000 and no keys", () => {
    const config = loadConfig({ ...base });
    expect(config).toMatchObject({ host: "127.0.0.1", port: 4000, apiKeys: [], introspection: true });
    expect(config.neo4j).toMatchObject({ mode: "managed", version: null, heapSize: "1g" });
    expect(config.home).toMatch(/engram$/);
  });

  it("uses NEO4J_URI with its credentials when set", () => {
    const config = loadConfig({ ...base, NEO4J_URI: "neo4j+s://db.example.com", NEO4J_PASSWORD: "pw" });
    expect(config.neo4j).toEqual({ mode: "external", uri: "neo4j+s://db.example.com", user: "neo4j", password: "pw" });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT", "an integer from 0 to 65535"],
    [{ PORT: "70000" }, "PORT", "an integer from 0 to 65535"],
    [{ NEO4J_URI: "http://localhost:7474", NEO4J_PASSWORD: "x" }, "NEO4J_URI", "a Bolt URI"],
    [{ NEO4J_URI: "bolt://localhost:7687" }, "NEO4J_PASSWORD", "the password of NEO4J_USER"],
    [{ ENGRAM_NEO4J_VERSION: "4.4.1" }, "ENGRAM_NEO4J_VERSION", "a Neo4j 5.26 LTS patch version"],
    [{ ENGRAM_NEO4J_HEAP: "lots" }, "ENGRAM_NEO4J_HEAP", "a size such as 512m or 2g"],
    [{ ENGRAM_HOME: "relative/dir" }, "ENGRAM_HOME", "an absolute path"],
    [{ ENGRAM_INTROSPECTION: "maybe" }, "ENGRAM_INTROSPECTION", "true or false"],
    [{ ENGRAM_MAX_DEPTH: "0" }, "ENGRAM_MAX_DEPTH", "an integer from 1 to 100"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL", "one of fatal, error"],
    [{ ENGRAM_API_KEYS: "short" }, "ENGRAM_API_KEYS", "KEY[:AGENT_TYPES[:PROJECTS]]"],
    [{ HOST: "0.0.0.0" }, "HOST", "a loopback address"],
    [{ TAVILY_BASE_URL: "http://search.example.com" }, "TAVILY_BASE_URL", "an https URL"],
    [{ TAVILY_BASE_URL: "not a url" }, "TAVILY_BASE_URL", "an https URL"],
    [{ TAVILY_SEARCH_DEPTH: "deep" }, "TAVILY_SEARCH_DEPTH", "basic or advanced"],
    [{ TAVILY_MAX_RETRIES: "11" }, "TAVILY_MAX_RETRIES", "an integer from 0 to 10"],
    [{ ENGRAM_WEB_CACHE_TTL: "BLOGS=1d" }, "ENGRAM_WEB_CACHE_TTL", "CATEGORY=DURATION pairs"],
    [{ ENGRAM_WEB_CACHE_TTL: "NEWS=soon" }, "ENGRAM_WEB_CACHE_TTL", "durations such as 12h or 7d"],
    [{ ENGRAM_WEB_CACHE_TTL: "NEWS" }, "ENGRAM_WEB_CACHE_TTL", "durations such as 12h or 7d"],
    [{ TAVILY_API_KEY: "tvly-abc\ndef" }, "TAVILY_API_KEY", "printable ASCII"],
    [{ ENGRAM_MAINTENANCE_DAILY: "at three" }, "ENGRAM_MAINTENANCE_DAILY", "a cron expression such as"],
    [{ ENGRAM_MAINTENANCE_WEEKLY: "0 25 * * *" }, "ENGRAM_MAINTENANCE_WEEKLY", "(minute hour day month weekday, UTC), or off"],
    [{ ENGRAM_REFRESH_INTERVALS: "blogs=3d" }, "ENGRAM_REFRESH_INTERVALS", "classes from official, tutorial, community, library"],
    [{ ENGRAM_REFRESH_INTERVALS: "community=0d" }, "ENGRAM_REFRESH_INTERVALS", "durations such as 12h or 30d"],
    [{ ENGRAM_GAP_WEAK_RELEVANCE: "2" }, "ENGRAM_GAP_WEAK_RELEVANCE", "a number from 0 to 1"],
    [{ ENGRAM_ANALYTICS_CACHE: "0s" }, "ENGRAM_ANALYTICS_CACHE", "a duration such as 90m, 24h or 7d, or off"],
    [{ ENGRAM_EMBEDDINGS: "local", ENGRAM_EMBEDDINGS_THREADS: "0" }, "ENGRAM_EMBEDDINGS_THREADS", "an integer from 1 to 64"],
    [{ ENGRAM_EMBEDDINGS: "local", ENGRAM_EMBEDDINGS_THREADS: "all" }, "ENGRAM_EMBEDDINGS_THREADS", "an integer from 1 to 64"],
  ])("refuses %j, naming %s and the accepted form", (env, variable, form) => {
    const error = configError(env as Record<string, string>);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(form);
  });

  it("reranks nothing unless ENGRAM_RERANKER=local, then the top 30 with the default model", () => {
    expect(loadConfig({ ...base }).reranker).toEqual({ mode: "none" });
    expect(loadConfig({ ...base, ENGRAM_RERANKER: "none", ENGRAM_RERANK_CANDIDATES: "50" }).reranker).toEqual({ mode: "none" });
    expect(loadConfig({ ...base, ENGRAM_RERANKER: "local" }).reranker).toEqual({ mode: "local", modelDir: null, offline: false, candidates: 30 });
    expect(loadConfig({ ...base, ENGRAM_RERANKER: "local", ENGRAM_RERANK_CANDIDATES: "12", ENGRAM_RERANKER_MODEL_DIR: "/models/ce", ENGRAM_OFFLINE: "true" }).reranker).toEqual({
      mode: "local",
      modelDir: "/models/ce",
      offline: true,
      candidates: 12,
    });
  });

  it.each([
    [{ ENGRAM_RERANKER: "cohere" }, "ENGRAM_RERANKER", "none (no reranking) or local (a cross-encoder in-process)"],
    [{ ENGRAM_RERANKER: "local", ENGRAM_RERANK_CANDIDATES: "0" }, "ENGRAM_RERANK_CANDIDATES", "an integer from 1 to 200"],
    [{ ENGRAM_RERANKER: "local", ENGRAM_RERANK_CANDIDATES: "thirty" }, "ENGRAM_RERANK_CANDIDATES", "an integer from 1 to 200"],
    [{ ENGRAM_RERANKER: "local", ENGRAM_RERANKER_MODEL_DIR: "models/ce" }, "ENGRAM_RERANKER_MODEL_DIR", "an absolute path"],
    [{ ENGRAM_RERANKER: "local", ENGRAM_OFFLINE: "sometimes" }, "ENGRAM_OFFLINE", "true or false"],
  ])("refuses reranker setting %j, naming %s and the accepted form", (env, variable, form) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.acceptedForm).toBe(form);
  });

  it("reads maintenance settings: UTC cron times or off, refresh intervals per class", () => {
    const defaults = loadConfig({ ...base }).maintenance;
    expect(defaults).toMatchObject({ dailySchedule: "0 3 * * *", weeklySchedule: "30 3 * * 1", leaseSeconds: 600, refreshLimit: 200, unusedDays: 90 });
    expect(defaults.refreshIntervalSeconds).toEqual({ official: 30 * 86400, tutorial: 90 * 86400, community: 7 * 86400, library: 14 * 86400 });
    const custom = loadConfig({ ...base, ENGRAM_MAINTENANCE_DAILY: "off", ENGRAM_MAINTENANCE_WEEKLY: "0 0 * * 0", ENGRAM_REFRESH_INTERVALS: "community=3d" }).maintenance;
    expect(custom).toMatchObject({ dailySchedule: null, weeklySchedule: "0 0 * * 0" });
    expect(custom.refreshIntervalSeconds).toMatchObject({ community: 3 * 86400, official: 30 * 86400 });
  });

  it("searches by meaning by default, with the local default model, and by words alone with ENGRAM_EMBEDDINGS=none", () => {
    const defaults = loadConfig({ ...base }).embeddings;
    expect(defaults).toMatchObject({ provider: "local", explicit: false, modelDir: null, offline: false });
    // an empty value is unset too
    expect(loadConfig({ ...base, ENGRAM_EMBEDDINGS: " " }).embeddings).toMatchObject({ provider: "local", explicit: false });
    // asked for by name, a model that cannot be had stops start-up rather than leaving search to words
    expect(loadConfig({ ...base, ENGRAM_EMBEDDINGS: "local" }).embeddings).toMatchObject({ provider: "local", explicit: true });
    expect(loadConfig({ ...base, ENGRAM_EMBEDDINGS: "none" }).embeddings).toEqual({ provider: "none", lexicalShare: null });
    expect(loadConfig({ ...base, ENGRAM_EMBEDDINGS: "openai" }).embeddings).toMatchObject({ provider: "openai", url: "https://api.openai.com/v1" });
    expect(configError({ ENGRAM_EMBEDDINGS: "off" }).message).toContain("ENGRAM_EMBEDDINGS must be one of none, openai, local");
  });

  it("embeds locally on every core, at most 4, unless ENGRAM_EMBEDDINGS_THREADS says otherwise", () => {
    expect(loadConfig({ ...base }).embeddings).toMatchObject({ threads: Math.min(4, availableParallelism()) });
    expect(loadConfig({ ...base, ENGRAM_EMBEDDINGS: "local", ENGRAM_EMBEDDINGS_THREADS: "1" }).embeddings).toMatchObject({ threads: 1 });
  });

  it("reuses analytics answers for 60 s unless ENGRAM_ANALYTICS_CACHE says otherwise", () => {
    expect(loadConfig({ ...base }).analytics.answerTtlSeconds).toBe(60);
    expect(loadConfig({ ...base, ENGRAM_ANALYTICS_CACHE: "5m" }).analytics.answerTtlSeconds).toBe(300);
    expect(loadConfig({ ...base, ENGRAM_ANALYTICS_CACHE: "off" }).analytics.answerTtlSeconds).toBe(0);
  });

  it("reads web search settings: Tavily's endpoint, http only to loopback, and cache TTLs per category", () => {
    const defaults = loadConfig({ ...base }).webSearch;
    expect(defaults).toMatchObject({ tavilyApiKey: null, tavilyBaseUrl: "https://api.tavily.com", searchDepth: "basic", maxRetries: 3 });
    expect(defaults.cacheTtlSeconds).toEqual({ DOCUMENTATION: 604800, TUTORIAL: 604800, API_REFERENCE: 604800, NEWS: 259200 });
    const custom = loadConfig({ ...base, TAVILY_API_KEY: "tvly-abc", TAVILY_BASE_URL: "http://127.0.0.1:8080/", ENGRAM_WEB_CACHE_TTL: "NEWS=12h, TUTORIAL=14d" }).webSearch;
    expect(custom).toMatchObject({ tavilyApiKey: "tvly-abc", tavilyBaseUrl: "http://127.0.0.1:8080" });
    expect(custom.cacheTtlSeconds).toMatchObject({ NEWS: 43200, TUTORIAL: 1209600, DOCUMENTATION: 604800 });
  });

  it("never echoes a rejected API key in the error", () => {
    const error = configError({ ENGRAM_API_KEYS: "tooshort-secret" });
    expect(error.message).not.toContain("tooshort-secret");
  });

  it("parses scoped API keys from ENGRAM_API_KEYS", () => {
    const config = loadConfig({ ...base, HOST: "0.0.0.0", ENGRAM_API_KEYS: "architect-key-0123456:architect|reviewer:proj-a, admin-key-0123456789" });
    expect(config.apiKeys).toEqual([
      { name: "key-1", key: "architect-key-0123456", agentTypes: ["architect", "reviewer"], projects: ["proj-a"] },
      { name: "key-2", key: "admin-key-0123456789", agentTypes: null, projects: null },
    ]);
  });

  it("reads API keys from ENGRAM_API_KEYS_FILE", async () => {
    const dir = await mkdtemp(join(tmpdir(), "engram-keys-"));
    const file = join(dir, "keys.json");
    await writeFile(file, JSON.stringify([{ name: "ci", key: "ci-key-0123456789abcdef", projects: ["engram"] }]));
    const config = loadConfig({ ...base, ENGRAM_API_KEYS_FILE: file });
    expect(config.apiKeys).toEqual([{ name: "ci", key: "ci-key-0123456789abcdef", agentTypes: null, projects: ["engram"] }]);
    await writeFile(file, "{not json");
    expect(configError({ ENGRAM_API_KEYS_FILE: file }).variable).toBe("ENGRAM_API_KEYS_FILE");
  });

  it("reads rate limits as requests per duration, per key from ENGRAM_API_KEYS_FILE, with 1200/1m by default", async () => {
    expect(loadConfig(base).rateLimit).toEqual({ requests: 1200, seconds: 60 });
    expect(loadConfig({ ...base, ENGRAM_RATE_LIMIT: "50/1s" }).rateLimit).toEqual({ requests: 50, seconds: 1 });
    expect(loadConfig({ ...base, ENGRAM_RATE_LIMIT: "10000/2h" }).rateLimit).toEqual({ requests: 10000, seconds: 7200 });
    expect(loadConfig({ ...base, ENGRAM_RATE_LIMIT: "off" }).rateLimit).toBeNull();
    for (const wrong of ["0/1m", "10/0s", "10 per minute", "10/1d", "-5/1m"]) {
      const error = configError({ ENGRAM_RATE_LIMIT: wrong });
      expect(error.variable).toBe("ENGRAM_RATE_LIMIT");
      expect(error.message).toContain("a number of requests per duration, such as 1200/1m");
    }
    const dir = await mkdtemp(join(tmpdir(), "engram-keys-"));
    const file = join(dir, "keys.json");
    await writeFile(file, JSON.stringify([{ name: "bulk", key: "bulk-key-0123456789abcdef", rateLimit: "off" }, { name: "slow", key: "slow-key-0123456789abcdef", rateLimit: "10/1m" }]));
    expect(loadConfig({ ...base, ENGRAM_API_KEYS_FILE: file }).apiKeys.map((key) => key.rateLimit)).toEqual([null, { requests: 10, seconds: 60 }]);
    await writeFile(file, JSON.stringify([{ name: "bad", key: "bad-key-0123456789abcdefg", rateLimit: 10 }]));
    const error = configError({ ENGRAM_API_KEYS_FILE: file });
    expect(error.message).toContain("rateLimit as a number of requests per duration");
    expect(error.message).toContain("entry 1");
    expect(error.message).not.toContain("bad-key-0123456789abcdefg");
  });

  it("limits requests refused for a missing or unknown key per client address, 30 a minute unless ENGRAM_AUTH_FAILURE_LIMIT says otherwise", () => {
    expect(loadConfig(base).authFailureLimit).toEqual({ requests: 30, seconds: 60 });
    expect(loadConfig({ ...base, ENGRAM_AUTH_FAILURE_LIMIT: "5/1s" }).authFailureLimit).toEqual({ requests: 5, seconds: 1 });
    expect(loadConfig({ ...base, ENGRAM_AUTH_FAILURE_LIMIT: "off" }).authFailureLimit).toBeNull();
    expect(configError({ ENGRAM_AUTH_FAILURE_LIMIT: "lots" }).message).toBe('ENGRAM_AUTH_FAILURE_LIMIT must be a number of requests per duration, such as 1200/1m, 50/1s or 10000/1h, or off (got "lots")');
  });

  it("reads ENGRAM_PUBLIC_URL as an origin, and nothing else", () => {
    expect(loadConfig(base).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base, ENGRAM_PUBLIC_URL: "https://engram.example.com/" }).publicUrl).toBe("https://engram.example.com");
    expect(loadConfig({ ...base, ENGRAM_PUBLIC_URL: "http://10.0.0.5:4000" }).publicUrl).toBe("http://10.0.0.5:4000");
    for (const wrong of ["engram.example.com", "ftp://engram.example.com", "https://engram.example.com/api", "https://u:p@engram.example.com", "https://engram.example.com/?a=1"]) {
      expect(configError({ ENGRAM_PUBLIC_URL: wrong }).message, wrong).toMatch(/^ENGRAM_PUBLIC_URL must be the http or https origin clients reach Engram at/);
    }
  });

  it("refuses a key listed twice, whatever its scopes, naming the entries and never the key", async () => {
    const twice = configError({ ENGRAM_API_KEYS: "twice-listed-key-0123:architect, other-key-0123456789, twice-listed-key-0123:reviewer:proj-b" });
    expect(twice.variable).toBe("ENGRAM_API_KEYS");
    expect(twice.message).toContain("the same key in ENGRAM_API_KEYS entry 1 (named key-1) and ENGRAM_API_KEYS entry 3 (named key-3)");
    expect(twice.message).not.toContain("twice-listed-key-0123");

    const dir = await mkdtemp(join(tmpdir(), "engram-keys-"));
    const file = join(dir, "keys.json");
    await writeFile(file, JSON.stringify([{ name: "ci", key: "ci-key-0123456789abcdef", projects: ["engram"] }, { name: "release", key: "ci-key-0123456789abcdef" }]));
    const inFile = configError({ ENGRAM_API_KEYS_FILE: file });
    expect(inFile.variable).toBe("ENGRAM_API_KEYS_FILE");
    expect(inFile.message).toContain("the same key in ENGRAM_API_KEYS_FILE entry 1 (named ci) and ENGRAM_API_KEYS_FILE entry 2 (named release)");
    expect(inFile.message).not.toContain("ci-key-0123456789abcdef");

    await writeFile(file, JSON.stringify([{ name: "ci", key: "ci-key-0123456789abcdef" }]));
    const acrossBoth = configError({ ENGRAM_API_KEYS: "admin-key-0123456789,ci-key-0123456789abcdef", ENGRAM_API_KEYS_FILE: file });
    expect(acrossBoth.message).toContain("the same key in ENGRAM_API_KEYS entry 2 (named key-2) and ENGRAM_API_KEYS_FILE entry 1 (named ci)");
    expect(acrossBoth.message).not.toContain("ci-key-0123456789abcdef");
  });

  it("refuses two keys under one name, since the name is who the key is", async () => {
    const dir = await mkdtemp(join(tmpdir(), "engram-keys-"));
    const file = join(dir, "keys.json");
    await writeFile(file, JSON.stringify([{ name: "ci", key: "ci-key-0123456789abcdef" }, { name: "ci", key: "other-ci-key-0123456789" }]));
    const error = configError({ ENGRAM_API_KEYS_FILE: file });
    expect(error.variable).toBe("ENGRAM_API_KEYS_FILE");
    expect(error.message).toContain("the same name in ENGRAM_API_KEYS_FILE entry 1 (named ci) and ENGRAM_API_KEYS_FILE entry 2 (named ci)");
    expect(error.message).not.toMatch(/ci-key-0123456789abcdef|other-ci-key/);
  });
});
