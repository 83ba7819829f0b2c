import { createHash } from "node:crypto";
import { Presets, SingleBar } from "cli-progress";
import neo4j, { type Driver } from "neo4j-driver";
import { normaliseQuestion } from "../src/analytics/gaps.js";
import { taskKeywords } from "../src/feedback/keywords.js";
import { documentationRow, REFRESH_DOCUMENTATION_COUNTS } from "../src/websearch/documentation.js";
import { seedKnowledge } from "./knowledge-seed.js";
import { AGENT_TYPE_COUNT, agentTypeId, mulberry32, PROJECT_COUNT, projectId, type SeededData } from "./seed.js";

/**
 * What the analytics queries read, at the scale of the bench's 100k data sets: the seeded memories spread
 * over the last 90 days, the 100k knowledge nodes read Zipf-like, and 90 days of knowledge usage, knowledge
 * gaps, web-search counters, feedback and maintenance runs. Every node created here carries
 * `benchSeed: true` (deleteBenchData removes it); the same PRNG seed gives the same graph relative to now.
 * The reads and dates it sets on existing knowledge nodes, and the memories' new createdAt, are not restored:
 * with --url, use a database you can throw away.
 */

const DAY_MS = 86_400_000;
const BATCH_SIZE = 1_000;
const PRNG_SEED = 20261124;
/** The period the seeded activity covers, ending now. */
const DAYS = 90;
const KNOWLEDGE_TARGET = 100_000;
const USAGES = 50_000;
/** Share of usage that names a page (ExternalDoc) rather than an API entry. */
const DOC_USAGE_SHARE = 0.4;
const GAP_NODES = 20_000;
const GAP_QUESTIONS = 4_000;
const WEAK_SCORE = 0.3;
const CACHE_ENTRIES = 5_000;
const DOCUMENTATION_PAGES = 2_000;
const PATTERNS = 3_000;
const FEEDBACKS = 2_500;
const RUN_DAYS = 180;
const OPERATOR_RUNS = 20;
/** Reads: accessCount = ACCESS_SCALE / (rank + 1)^ACCESS_EXPONENT, so about half of all items were ever read. */
const ACCESS_SCALE = 10_000;
const ACCESS_EXPONENT = 0.85;

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const intBetween = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const iso = (ms: number) => new Date(ms).toISOString();
/** Age in days, denser towards now (activity grew linearly over the period): a memory is twice as likely today as 45 days ago. */
const growingAge = (random: Random, days: number) => days * (1 - Math.sqrt(random()));

/** Draws indexes 0..n-1 with weight 1 / (index + 1)^exponent. */
function zipf(n: number, exponent: number): (random: Random) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1) ** exponent;
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

interface Writer {
  driver: Driver;
  database: string | undefined;
}

/** Writes rows in UNWIND batches of 1,000, one transaction each, with a progress bar on stderr. */
async function writeBatches(writer: Writer, what: string, query: string, rows: readonly unknown[], extra: Record<string, unknown> = {}): Promise<void> {
  const bar = new SingleBar({ stream: process.stderr, format: `analytics: ${what} {bar} {value}/{total} | {duration}s` }, Presets.shades_classic);
  bar.start(rows.length, 0);
  try {
    for (let from = 0; from < rows.length; from += BATCH_SIZE) {
      const batch = rows.slice(from, from + BATCH_SIZE);
      await writer.driver.executeQuery(query, { ...extra, rows: batch }, { database: writer.database, routing: neo4j.routing.WRITE });
      bar.update(from + batch.length);
    }
  } finally {
    bar.stop();
  }
}

// ---- memories ---------------------------------------------------------------------------------------

const SPREAD_MEMORIES = `
UNWIND $rows AS row
MATCH (m:Memory {id: row.id})
SET m.createdAt = datetime(row.createdAt)`;

async function spreadMemories(writer: Writer, seeded: SeededData, random: Random, now: number): Promise<string> {
  const rows = seeded.memoryIds.map((id) => ({ id, createdAt: iso(now - growingAge(random, DAYS) * DAY_MS - 1_000) }));
  await writeBatches(writer, "memories' createdAt", SPREAD_MEMORIES, rows);
  const last30 = rows.filter((row) => Date.parse(row.createdAt) >= now - 30 * DAY_MS).length;
  return `Memories: the ${rows.length.toLocaleString("en-US")} seeded memories (${AGENT_TYPE_COUNT} agent types × ${PROJECT_COUNT} projects, 20% global) re-dated over the last ${DAYS} days, denser towards now (activity growing linearly): ${last30.toLocaleString("en-US")} of them in the dashboard's 30-day window.`;
}

// ---- knowledge reads and usage ---------------------------------------------------------------------

const KNOWLEDGE_COUNT = `
CALL () { MATCH (d:ExternalDoc) RETURN count(d) AS n UNION ALL MATCH (a:APIReference) RETURN count(a) AS n }
RETURN sum(n) AS nodes`;
const KNOWLEDGE_IDS = `
CALL () {
  MATCH (d:ExternalDoc) WHERE d.removedAt IS NULL RETURN 'DOC' AS itemSource, d.id AS id
  UNION ALL
  MATCH (a:APIReference) WHERE a.removedAt IS NULL RETURN 'API' AS itemSource, a.id AS id
}
RETURN itemSource, id ORDER BY itemSource, id`;

const SET_DOC_READS = `
UNWIND $rows AS row
MATCH (d:ExternalDoc {id: row.id})
SET d.accessCount = toInteger(row.accessCount), d.lastAccessed = datetime(row.lastAccessed),
    d.createdAt = datetime(row.createdAt), d.lastUpdated = datetime(row.lastUpdated)`;
const SET_API_READS = `
UNWIND $rows AS row
MATCH (a:APIReference {id: row.id})
SET a.accessCount = toInteger(row.accessCount), a.lastAccessed = datetime(row.lastAccessed)`;

/** As recordKnowledgeUsage (src/knowledge/service.ts) writes them, the domain taken the same way. */
const CREATE_USAGE = `
UNWIND $rows AS row
CALL (row) {
  MATCH (i:ExternalDoc {id: row.itemId}) WHERE row.itemSource = 'DOC' RETURN i, i.category AS domain
  UNION
  MATCH (i:APIReference {id: row.itemId}) WHERE row.itemSource = 'API'
  RETURN i, coalesce([(i)-[:DOCUMENTED_IN]->(d:ExternalDoc) | d.category][0], i.language) AS domain
}
CREATE (u:KnowledgeUsage {id: row.id, itemId: row.itemId, itemSource: row.itemSource, agentType: row.agentType, outcome: row.outcome,
  domain: domain, createdAt: datetime(row.createdAt), benchSeed: true})-[:USED]->(i)`;

interface KnowledgeItem {
  itemSource: "DOC" | "API";
  id: string;
  accessCount: number;
  /** Days before now. */
  createdAge: number;
  lastUpdatedAge: number;
  lastAccessedAge: number | null;
}

async function knowledgeActivity(writer: Writer, random: Random, now: number): Promise<string[]> {
  const notes: string[] = [];
  const existing = Number((await writer.driver.executeQuery(KNOWLEDGE_COUNT, {}, { database: writer.database })).records[0]!.get("nodes"));
  if (existing < KNOWLEDGE_TARGET) {
    notes.push((await seedKnowledge(writer.driver, writer.database, KNOWLEDGE_TARGET)).notes[0]!);
  } else {
    notes.push(`Knowledge: the ${existing.toLocaleString("en-US")} ExternalDoc and APIReference nodes search-knowledge seeded earlier in this run (Node.js 18 and Python 3.11 documentation, and generated older versions).`);
  }
  const { records } = await writer.driver.executeQuery(KNOWLEDGE_IDS, {}, { database: writer.database });
  const items = shuffle(
    random,
    records.map((record): KnowledgeItem => ({ itemSource: record.get("itemSource"), id: record.get("id"), accessCount: 0, createdAge: 0, lastUpdatedAge: 0, lastAccessedAge: null })),
  );
  items.forEach((item, rank) => {
    item.accessCount = Math.floor(ACCESS_SCALE / (rank + 1) ** ACCESS_EXPONENT);
    item.createdAge = 10 + random() * 390;
    item.lastUpdatedAge = random() * item.createdAge;
    // the more often read, the more recently: the gap since the last read is exponential with mean 180 days / reads
    item.lastAccessedAge = item.accessCount === 0 ? null : Math.min(item.createdAge, (-Math.log(1 - random()) * 180) / item.accessCount);
  });

  // Usage is as skewed as reads: the most read pages and entries are the ones used.
  const docs = items.filter((item) => item.itemSource === "DOC");
  const apis = items.filter((item) => item.itemSource === "API");
  const [docRank, apiRank] = [zipf(docs.length, 1), zipf(apis.length, 1)];
  const outcomes: Array<[number, string]> = [[0.55, "SUCCESS"], [0.15, "FAILURE"], [0.3, "NEUTRAL"]];
  const usages = Array.from({ length: USAGES }, (_, i) => {
    const item = random() < DOC_USAGE_SHARE ? docs[docRank(random)]! : apis[apiRank(random)]!;
    const age = growingAge(random, DAYS);
    let r = random();
    const outcome = outcomes.find(([share]) => (r -= share) < 0)?.[1] ?? "NEUTRAL";
    item.accessCount += 1;
    item.lastAccessedAge = item.lastAccessedAge === null ? age : Math.min(item.lastAccessedAge, age);
    return { id: `bench-usage-${String(i).padStart(6, "0")}`, itemId: item.id, itemSource: item.itemSource, agentType: agentTypeId(intBetween(random, 0, AGENT_TYPE_COUNT - 1)), outcome, createdAt: iso(now - age * DAY_MS - 1_000) };
  });
  const reads = (item: KnowledgeItem) => ({
    id: item.id,
    accessCount: item.accessCount,
    lastAccessed: item.lastAccessedAge === null ? null : iso(now - item.lastAccessedAge * DAY_MS - 1_000),
    createdAt: iso(now - Math.max(item.createdAge, item.lastAccessedAge ?? 0) * DAY_MS - 2_000),
    lastUpdated: iso(now - item.lastUpdatedAge * DAY_MS),
  });
  await writeBatches(writer, "page reads", SET_DOC_READS, docs.map(reads));
  await writeBatches(writer, "API entry reads", SET_API_READS, apis.map(reads));
  await writeBatches(writer, "knowledge usage", CREATE_USAGE, usages);

  const read = items.filter((item) => item.accessCount > 0).length;
  const unread = docs.filter((item) => item.lastAccessedAge === null || item.lastAccessedAge > 90).length;
  const docUses30 = usages.filter((u) => u.itemSource === "DOC" && Date.parse(u.createdAt) >= now - 30 * DAY_MS).length;
  notes.push(
    `Reads: accessCount = ${ACCESS_SCALE.toLocaleString("en-US")} / (rank + 1)^${ACCESS_EXPONENT} over a shuffled ranking of all ${items.length.toLocaleString("en-US")} knowledge nodes (${docs.length.toLocaleString("en-US")} pages, ${apis.length.toLocaleString("en-US")} API entries), ${read.toLocaleString("en-US")} of them read at least once, lastAccessed the sooner the more read; pages created 10 to 400 days ago, ${unread.toLocaleString("en-US")} pages unread for 90 days.`,
    `Usage: ${USAGES.toLocaleString("en-US")} KnowledgeUsage nodes over ${DAYS} days (denser towards now), ${DOC_USAGE_SHARE * 100}% on pages and the rest on API entries, Zipf (exponent 1) over the same ranking, outcomes 55% SUCCESS, 15% FAILURE, 30% NEUTRAL; ${docUses30.toLocaleString("en-US")} page uses in the 30-day window.`,
  );
  return notes;
}

// ---- knowledge gaps ------------------------------------------------------------------------------

const GAP_VERBS = ["configure", "debug", "migrate", "profile", "secure", "test", "deploy", "cache", "paginate", "stream", "retry", "validate", "mock", "monitor", "index"];
const GAP_TOPICS = [
  "websocket reconnects", "graphql subscriptions", "neo4j fulltext scoring", "esm imports in jest", "oauth refresh tokens", "docker healthchecks",
  "postgres advisory locks", "redis streams", "kafka consumer lag", "s3 presigned uploads", "vite env variables", "typescript path aliases",
  "pnpm workspaces", "grpc deadlines", "opentelemetry spans", "rust ffi callbacks", "python asyncio cancellation", "fastapi background tasks",
  "django migrations squash", "terraform state locks", "kubernetes readiness probes", "nginx upstream timeouts", "cors preflight caching",
  "webassembly threads", "service worker updates", "react server components", "node worker threads", "sqlite wal mode", "elasticsearch reindex",
  "jwt key rotation", "git lfs in ci", "http2 server push", "cron in containers", "mongodb change streams", "bun test runner",
];
const GAP_TAILS = ["", " in production", " with typescript", " on windows", " behind a proxy", " without downtime", " in node 18", " in python 3.11"];

const CREATE_GAPS = `
UNWIND $rows AS row
CREATE (g:KnowledgeGap {key: row.key, day: date(row.day), source: row.source, query: row.query, agentType: row.agentType, project: row.project,
  searches: toInteger(row.searches), empty: toInteger(row.empty), scoreSum: toFloat(row.scoreSum), lastSeen: datetime(row.lastSeen), benchSeed: true})`;

interface GapRow {
  key: string;
  day: string;
  source: string;
  query: string;
  agentType: string | null;
  project: string | null;
  searches: number;
  empty: number;
  scoreSum: number;
  lastSeen: string;
}

async function knowledgeGaps(writer: Writer, random: Random, now: number): Promise<string> {
  const questions = new Set<string>();
  while (questions.size < GAP_QUESTIONS) {
    questions.add(normaliseQuestion(`how to ${pick(random, GAP_VERBS)} ${pick(random, GAP_TOPICS)}${pick(random, GAP_TAILS)}`));
  }
  const vocabulary = [...questions];
  const question = zipf(vocabulary.length, 1.1);
  const gaps = new Map<string, GapRow>();
  while (gaps.size < GAP_NODES) {
    const age = growingAge(random, DAYS);
    const at = now - age * DAY_MS - 1_000;
    const day = new Date(at).toISOString().slice(0, 10);
    const source = random() < 0.6 ? "KNOWLEDGE_SEARCH" : "MEMORY_RECALL";
    // recall always names an agent type; searchKnowledge often names none
    const agentType = source === "MEMORY_RECALL" || random() < 0.7 ? agentTypeId(intBetween(random, 0, AGENT_TYPE_COUNT - 1)) : null;
    const project = random() < (source === "MEMORY_RECALL" ? 0.8 : 0.5) ? projectId(intBetween(random, 0, PROJECT_COUNT - 1)) : null;
    const query = vocabulary[question(random)]!;
    const json = JSON.stringify({ day, source, query, agentType, project }); // the key src/analytics/gaps.ts hashes
    const searches = 1 + Math.floor(-Math.log(1 - random()) * 1.5);
    let empty = 0;
    let scoreSum = 0;
    for (let s = 0; s < searches; s++) {
      if (random() < 0.4) empty++;
      else scoreSum += 0.05 + random() * (WEAK_SCORE - 0.05);
    }
    const existing = gaps.get(json);
    const lastSeen = iso(at);
    if (existing) {
      existing.searches += searches;
      existing.empty += empty;
      existing.scoreSum += scoreSum;
      if (lastSeen > existing.lastSeen) existing.lastSeen = lastSeen;
    } else {
      gaps.set(json, { key: createHash("sha256").update(json).digest("hex"), day, source, query, agentType, project, searches, empty, scoreSum, lastSeen });
    }
  }
  const rows = [...gaps.values()];
  await writeBatches(writer, "knowledge gaps", CREATE_GAPS, rows);
  const searches = rows.reduce((sum, row) => sum + row.searches, 0);
  return `Knowledge gaps: ${rows.length.toLocaleString("en-US")} KnowledgeGap nodes (one per question, scope, source and day, as src/analytics/gaps.ts records them) over ${DAYS} days, ${searches.toLocaleString("en-US")} weak or empty searches of ${vocabulary.length.toLocaleString("en-US")} distinct questions (Zipf, exponent 1.1), 60% from searchKnowledge, 40% from recall.`;
}

// ---- web search --------------------------------------------------------------------------------

const CREATE_DAYS = `
UNWIND $rows AS row
MERGE (d:WebSearchDay {day: date(row.day)})
  ON CREATE SET d.benchSeed = true
SET d.hits = coalesce(d.hits, 0) + toInteger(row.hits), d.misses = coalesce(d.misses, 0) + toInteger(row.misses),
    d.staleServed = coalesce(d.staleServed, 0) + toInteger(row.staleServed), d.upstreamCalls = coalesce(d.upstreamCalls, 0) + toInteger(row.upstreamCalls),
    d.upstreamFailures = coalesce(d.upstreamFailures, 0) + toInteger(row.upstreamFailures)`;

const CREATE_CACHE_ENTRIES = `
UNWIND $rows AS row
MERGE (c:TavilyCache {queryHash: row.queryHash})
SET c.benchSeed = true, c.originalQuery = row.query, c.category = row.category, c.createdAt = datetime(row.createdAt),
    c.expiresAt = datetime(row.expiresAt), c.resultsCount = 5, c.resultsJson = $json`;

async function webSearch(writer: Writer, random: Random, now: number): Promise<string> {
  const days = Array.from({ length: DAYS }, (_, age) => {
    const searches = Math.round((400 + 600 * (1 - age / DAYS)) * (0.7 + 0.6 * random()));
    const hits = Math.round(searches * (0.75 + 0.15 * random()));
    const misses = searches - hits;
    const upstreamFailures = Math.round(misses * 0.02 * random());
    return { day: iso(now - age * DAY_MS).slice(0, 10), hits, misses, staleServed: upstreamFailures, upstreamCalls: misses, upstreamFailures };
  });
  await writeBatches(writer, "web-search days", CREATE_DAYS, days);
  const categories = ["DOCUMENTATION", "TROUBLESHOOTING", "NEWS", "GENERAL"];
  const entries = Array.from({ length: CACHE_ENTRIES }, (_, i) => {
    const createdAt = now - random() * 14 * DAY_MS;
    return { queryHash: `bench-analytics-${i}`, query: `analytics filler question ${i}`, category: pick(random, categories), createdAt: iso(createdAt), expiresAt: iso(createdAt + (1 + random() * 13) * DAY_MS) };
  });
  const json = JSON.stringify({ query: "filler", results: [], responseTimeSeconds: 0.4, requestId: null });
  await writeBatches(writer, "web-search cache entries", CREATE_CACHE_ENTRIES, entries, { json });
  const expired = entries.filter((entry) => Date.parse(entry.expiresAt) <= now).length;
  return `Web search: WebSearchDay counters for ${DAYS} days (400 to 1,000 searches a day, 75–90% hits), ${CACHE_ENTRIES.toLocaleString("en-US")} TavilyCache entries of which ${expired.toLocaleString("en-US")} expired.`;
}

// ---- feedback ------------------------------------------------------------------------------------

const DOC_DOMAINS = [
  "developer.mozilla.org", "docs.python.org", "nodejs.org", "react.dev", "stackoverflow.com", "github.com", "neo4j.com", "typescriptlang.org",
  "docs.djangoproject.com", "fastapi.tiangolo.com", "kubernetes.io", "docs.docker.com", "redis.io", "postgresql.org", "graphql.org", "vitejs.dev",
  "jestjs.io", "vitest.dev", "nextjs.org", "expressjs.com", "docs.aws.amazon.com", "cloud.google.com", "learn.microsoft.com", "go.dev",
  "doc.rust-lang.org", "docs.rs", "pypi.org", "npmjs.com", "web.dev", "css-tricks.com", "martinfowler.com", "dev.to", "medium.com",
  "realpython.com", "baeldung.com", "digitalocean.com", "tailwindcss.com", "prisma.io", "the-guild.dev", "opentelemetry.io",
];
const TASK_VERBS = ["Build", "Fix", "Add", "Refactor", "Migrate", "Speed up", "Test", "Document"];
const TASK_OBJECTS = [
  "a GraphQL resolver with pagination", "the login flow with OAuth", "a Redis cache for sessions", "websocket reconnection", "a CSV export endpoint",
  "Neo4j fulltext search", "a Kubernetes deployment", "flaky integration tests", "the Docker image size", "rate limiting middleware",
  "a React form with validation", "async job retries", "a Postgres migration", "structured logging", "an S3 upload flow", "a CLI with subcommands",
];

const CREATE_DOCUMENTATION = `
UNWIND $rows AS row
CREATE (:Documentation {url: row.url, title: row.title, domain: row.domain, firstSeen: datetime(row.firstSeen), lastSeen: datetime(row.lastSeen),
  totalUses: 0, negativeFeedbackCount: 0, negativeFeedbackRate: 0.0, benchSeed: true})`;
const CREATE_PATTERNS = `
UNWIND $rows AS row
CREATE (p:Pattern {id: row.id, task: row.task, taskKeywords: row.keywords, createdAt: datetime(row.createdAt), benchSeed: true})
WITH p, row
UNWIND row.docs AS doc
MATCH (d:Documentation {url: doc.url})
CREATE (d)-[:CONTRIBUTED_TO {score: toFloat(doc.score), usedAt: datetime(row.createdAt), agent: row.agent}]->(p)`;
const CREATE_FEEDBACK = `
UNWIND $rows AS row
MATCH (p:Pattern {id: row.patternId})
CREATE (f:UserFeedback {id: row.id, sessionId: row.sessionId, task: p.task, codeQuality: toInteger(row.codeQuality), contextQuality: toInteger(row.contextQuality),
  wouldRetry: row.retrySessionId IS NOT NULL, retrySessionId: row.retrySessionId, createdAt: datetime(row.createdAt), updatedAt: datetime(row.createdAt), benchSeed: true})
CREATE (f)-[:FEEDBACK_FOR]->(p)
WITH f, row
UNWIND row.unhelpful AS url
MATCH (d:Documentation {url: url})
CREATE (d)-[:RECEIVED_NEGATIVE_FEEDBACK {reason: 'outdated', sessionId: row.sessionId, at: datetime(row.createdAt)}]->(f)`;
const LINK_RETRIES = `
UNWIND $rows AS row
MATCH (original:UserFeedback {sessionId: row.original}), (retry:UserFeedback {sessionId: row.retry})
CREATE (original)-[:TRIGGERED_RETRY]->(retry)`;

async function feedback(writer: Writer, random: Random, now: number): Promise<string> {
  const domainRank = zipf(DOC_DOMAINS.length, 1);
  // Some domains help more than others: each has its own mean rating.
  const domainQuality = new Map(DOC_DOMAINS.map((domain) => [domain, 2 + random() * 2.5]));
  const pages = Array.from({ length: DOCUMENTATION_PAGES }, (_, i) => {
    const domain = DOC_DOMAINS[domainRank(random)]!;
    const firstSeen = now - random() * DAYS * DAY_MS;
    return { ...documentationRow(`https://${domain}/docs/page-${i}`, `${pick(random, TASK_OBJECTS)} (page ${i})`), firstSeen: iso(firstSeen), lastSeen: iso(firstSeen + random() * (now - firstSeen)) };
  });
  const pageRank = zipf(pages.length, 0.9);
  const patterns = Array.from({ length: PATTERNS }, (_, i) => {
    const task = `${pick(random, TASK_VERBS)} ${pick(random, TASK_OBJECTS)}`;
    const docs = new Map<string, { url: string; score: number }>();
    for (let n = intBetween(random, 1, 5); docs.size < n; ) {
      const page = pages[pageRank(random)]!;
      docs.set(page.url, { url: page.url, score: Math.round(Math.min(100, Math.max(0, (domainQuality.get(page.domain)! / 5) * 100 + (random() - 0.5) * 40))) });
    }
    return { id: `bench-pattern-${i}`, task, keywords: taskKeywords(task), createdAt: iso(now - growingAge(random, DAYS) * DAY_MS - 1_000), agent: agentTypeId(intBetween(random, 0, AGENT_TYPE_COUNT - 1)), docs: [...docs.values()] };
  });
  const rating = (mean: number) => Math.min(5, Math.max(1, Math.round(mean + (random() - 0.5) * 2)));
  const feedbacks = Array.from({ length: FEEDBACKS }, (_, i) => {
    const pattern = patterns[Math.floor(random() * patterns.length)]!;
    const quality = pattern.docs.reduce((sum, doc) => sum + domainQuality.get(documentationRow(doc.url, null).domain)!, 0) / pattern.docs.length;
    const unhelpful = random() < 0.08 ? [pick(random, pattern.docs).url] : [];
    return { id: `bench-feedback-${i}`, sessionId: `bench-session-${i}`, patternId: pattern.id, codeQuality: rating(quality), contextQuality: rating(quality), createdAt: iso(Date.parse(pattern.createdAt) + random() * Math.max(0, now - 1_000 - Date.parse(pattern.createdAt))), retrySessionId: null as string | null, unhelpful };
  });
  // One in ten sessions was retried by a later one.
  const retries: Array<{ original: string; retry: string }> = [];
  for (let i = 0; i + 1 < feedbacks.length; i++) {
    if (random() >= 0.1) continue;
    const retry = feedbacks[intBetween(random, i + 1, feedbacks.length - 1)]!;
    if (retries.some((link) => link.retry === retry.sessionId)) continue;
    feedbacks[i]!.retrySessionId = retry.sessionId;
    retries.push({ original: feedbacks[i]!.sessionId, retry: retry.sessionId });
  }
  await writeBatches(writer, "documentation pages", CREATE_DOCUMENTATION, pages);
  await writeBatches(writer, "patterns", CREATE_PATTERNS, patterns);
  await writeBatches(writer, "feedback", CREATE_FEEDBACK, feedbacks);
  await writeBatches(writer, "retry links", LINK_RETRIES, retries);
  const urls = pages.map((page) => page.url);
  for (let from = 0; from < urls.length; from += BATCH_SIZE) {
    await writer.driver.executeQuery(REFRESH_DOCUMENTATION_COUNTS, { urls: urls.slice(from, from + BATCH_SIZE) }, { database: writer.database, routing: neo4j.routing.WRITE });
  }
  const links = patterns.reduce((sum, pattern) => sum + pattern.docs.length, 0);
  return `Feedback: ${pages.length.toLocaleString("en-US")} Documentation pages on ${DOC_DOMAINS.length} domains (Zipf), ${patterns.length.toLocaleString("en-US")} Patterns with ${links.toLocaleString("en-US")} CONTRIBUTED_TO, ${feedbacks.length.toLocaleString("en-US")} UserFeedback (FEEDBACK_FOR, 8% marking a page unhelpful), ${retries.length} retry links, over ${DAYS} days; page counts refreshed with REFRESH_DOCUMENTATION_COUNTS.`;
}

// ---- maintenance runs ------------------------------------------------------------------------------

const CREATE_RUNS = `
UNWIND $rows AS row
CREATE (:MaintenanceRun {id: row.id, job: row.job, trigger: row.trigger, status: row.status, instance: row.instance,
  startedAt: datetime(row.startedAt), finishedAt: datetime(row.finishedAt), durationMs: toInteger(row.durationMs),
  countNames: row.countNames, countValues: [value IN row.countValues | toInteger(value)], errors: row.errors, benchSeed: true})`;

async function maintenanceRuns(writer: Writer, random: Random, now: number): Promise<string> {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const run = (i: number, job: "DAILY" | "WEEKLY", trigger: string, startedAt: number) => {
    const failed = random() < 0.05;
    const durationMs = job === "DAILY" ? intBetween(random, 20_000, 90_000) : intBetween(random, 1_000, 5_000);
    const counts: Record<string, number> =
      job === "DAILY"
        ? {
            relevanceScored: intBetween(random, 5_000, 6_000), documentsRefreshed: intBetween(random, 0, 40), documentsUnchanged: intBetween(random, 50, 200),
            documentsRefreshFailed: intBetween(random, 0, 3), webCacheDeleted: intBetween(random, 20, 300), sessionMemoriesDeleted: intBetween(random, 0, 500), contentFilesDeleted: intBetween(random, 0, 20),
          }
        : { reportTopDocuments: 20, reportUnusedDocuments: 100, reportSources: intBetween(random, 2, 20), reportKnowledgeGaps: 50 };
    return {
      id: `bench-run-${String(i).padStart(4, "0")}`, job, trigger, status: failed ? "FAILED" : "SUCCEEDED", instance: `bench-host:${intBetween(random, 1000, 9999)}:0a1b2c3d`,
      startedAt: iso(startedAt), finishedAt: iso(startedAt + durationMs), durationMs, countNames: Object.keys(counts), countValues: Object.values(counts),
      errors: failed ? ["refresh: the page could not be fetched (HTTP 503)"] : [],
    };
  };
  const rows = [];
  let i = 0;
  for (let day = 0; day < RUN_DAYS; day++) {
    const daily = midnight - day * DAY_MS + 3 * 3_600_000;
    if (daily < now) rows.push(run(i++, "DAILY", "SCHEDULE", daily));
    const weekly = daily + 30 * 60_000;
    if (new Date(weekly).getUTCDay() === 1 && weekly < now) rows.push(run(i++, "WEEKLY", "SCHEDULE", weekly));
  }
  for (let n = 0; n < OPERATOR_RUNS; n++) rows.push(run(i++, random() < 0.7 ? "DAILY" : "WEEKLY", "OPERATOR", now - random() * RUN_DAYS * DAY_MS));
  await writeBatches(writer, "maintenance runs", CREATE_RUNS, rows);
  return `Maintenance: ${rows.length} MaintenanceRun nodes (daily and weekly schedules over ${RUN_DAYS} days, ${OPERATOR_RUNS} operator runs, 5% failed).`;
}

// ---- all of it, once per bench run --------------------------------------------------------------------

let seeding: Promise<string[]> | undefined;

/** Seeds everything the analytics scenarios read, once per process; the notes describe it for the report. */
export function seedAnalytics(driver: Driver, database: string | undefined, seeded: SeededData): Promise<string[]> {
  return (seeding ??= (async () => {
    const writer = { driver, database };
    // One stream per kind of data, so that each is the same whatever the size of the others (e.g. --seed).
    const stream = (n: number) => mulberry32(PRNG_SEED + n);
    const now = Date.now();
    const started = performance.now();
    const notes = [
      await spreadMemories(writer, seeded, stream(1), now),
      ...(await knowledgeActivity(writer, stream(2), now)),
      await knowledgeGaps(writer, stream(3), now),
      await webSearch(writer, stream(4), now),
      await feedback(writer, stream(5), now),
      await maintenanceRuns(writer, stream(6), now),
    ];
    notes.push(`Analytics data (PRNG seed ${PRNG_SEED}, UNWIND batches of ${BATCH_SIZE.toLocaleString("en-US")}, every node created marked benchSeed) written in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return notes;
  })());
}
