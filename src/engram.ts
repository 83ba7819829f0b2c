import { AnswerCache } from "./analytics/answer-cache.js";
import { DocumentAnalytics } from "./analytics/documents.js";
import { KnowledgeGaps } from "./analytics/gaps.js";
import { MemoryAnalytics } from "./analytics/memory-stats.js";
import { Analytics } from "./analytics/service.js";
import { CodeGraphQueries } from "./codegraph/queries.js";
import { Dependencies } from "./dependencies/service.js";
import type { EngramConfig } from "./config.js";
import { startSemanticIndex } from "./embeddings/startup.js";
import { DEFAULT_WEAK_RELEVANCE } from "./search/config.js";
import { startReranker } from "./search/reranker.js";
import { FeedbackService } from "./feedback/service.js";
import { ContentStore } from "./knowledge/content-store.js";
import { ContextBriefs } from "./knowledge/context-brief.js";
import { KnowledgeSearch } from "./knowledge/search/service.js";
import { KnowledgeService } from "./knowledge/service.js";
import type { Logger } from "./logger.js";
import { EngramMetrics } from "./metrics.js";
import { dailySteps } from "./maintenance/daily.js";
import { MaintenanceLeases } from "./maintenance/lease.js";
import { DocumentRefresher } from "./maintenance/refresh.js";
import { MaintenanceReports } from "./maintenance/reports.js";
import { instanceName, MaintenanceRunner } from "./maintenance/runner.js";
import { MaintenanceRuns } from "./maintenance/runs.js";
import { AccessRecorder } from "./memory/access-recorder.js";
import { Projects } from "./memory/projects.js";
import { MemoryService } from "./memory/service.js";
import { MemoryStaleness } from "./memory/staleness.js";
import { connectNeo4j, type Neo4jConnection } from "./neo4j/connection.js";
import { runMigrations } from "./neo4j/migrations.js";
import { requestAwareDriver } from "./neo4j/request-driver.js";
import { BookmarkSeal } from "./neo4j/bookmarks.js";
import { WebSearchCache } from "./websearch/cache.js";
import { WebSearch } from "./websearch/service.js";
import { Troubleshooting } from "./troubleshooting/service.js";
import { IssueBriefs } from "./issues/brief.js";
import { Issues } from "./issues/service.js";

/** Engram's domain services on one Neo4j connection: what every door (GraphQL, MCP, CLI) is built on. */
export interface Engram {
  config: EngramConfig;
  log: Logger;
  connection: Neo4jConnection;
  /** The clock cache expiry, maintenance, leases and analytics windows are measured with. */
  now: () => Date;
  /** Prometheus metrics of this Engram: its doors and services count into one registry. */
  metrics: EngramMetrics;
  /** Seals the bookmarks a response carries and opens those a client sends back (src/neo4j/bookmarks.ts). */
  bookmarkSeal: BookmarkSeal;
  /** Where documents' full text is kept, outside the graph. */
  contentStore: ContentStore;
  memory: MemoryService;
  /** Stale memories: listed for review, and flagged by dependency changes (flagApiChanges); engram index flags code changes itself. */
  staleness: MemoryStaleness;
  projects: Projects;
  gaps: KnowledgeGaps;
  knowledge: KnowledgeService;
  /** Projects' locked packages and their documentation sets (`engram ingest deps`, on-demand versions). */
  dependencies: Dependencies;
  search: KnowledgeSearch;
  briefs: ContextBriefs;
  feedback: FeedbackService;
  webSearch: WebSearch;
  analytics: Analytics;
  analyticsAnswers: AnswerCache;
  codeGraph: CodeGraphQueries;
  troubleshooting: Troubleshooting;
  issues: Issues;
  issueBriefs: IssueBriefs;
  maintenance: { runner: MaintenanceRunner; runs: MaintenanceRuns; reports: MaintenanceReports };
  /** Flushes buffered writes and stops background work; closes the Neo4j connection when createEngram opened it. */
  close(): Promise<void>;
}

export interface EngramOptions {
  log: Logger;
  /** An open connection to build on; without one, Engram connects to NEO4J_URI or its managed Neo4j. */
  connection?: Neo4jConnection;
  now?: () => Date;
  /** A one-shot command (the CLI): no embedding model, reranker or background job is started; the command runs its own work and closes. */
  command?: boolean;
}

/** The composition root: migrations first, then every service, wired once. */
export async function createEngram(config: EngramConfig, options: EngramOptions): Promise<Engram> {
  const { log } = options;
  const now = options.now ?? (() => new Date());
  const ownsConnection = !options.connection;
  const connection = options.connection ?? (await connectNeo4j(config, log));
  try {
    return await compose(config, connection, ownsConnection, log, now, options.command ?? false);
  } catch (error) {
    if (ownsConnection) await connection.close();
    throw error;
  }
}

async function compose(config: EngramConfig, opened: Neo4jConnection, ownsConnection: boolean, log: Logger, now: () => Date, command: boolean): Promise<Engram> {
  const metrics = new EngramMetrics();
  const connection = { ...opened, driver: requestAwareDriver(opened.driver, metrics) };
  const { driver, database } = connection;
  await runMigrations(driver, database, log);
  const bookmarkSeal = await BookmarkSeal.load(driver, database);
  const semantic = command ? null : await startSemanticIndex(config, driver, database, log.child({ component: "embeddings" }), metrics);
  const reranker = command ? null : await startReranker(config.reranker, config.cacheDir, log.child({ component: "reranker" }));
  const accessRecorder = new AccessRecorder(driver, database, log);
  const gaps = new KnowledgeGaps(driver, database, log, config.analytics.weakRelevance ?? DEFAULT_WEAK_RELEVANCE, now);
  const memory = new MemoryService(driver, database, config.memory, accessRecorder, gaps, semantic?.index ?? null, reranker, metrics);
  const search = new KnowledgeSearch(driver, database, config.knowledge.weights, memory, gaps, semantic?.index ?? null, reranker);
  const contentStore = new ContentStore(config.knowledge.contentDir);
  const knowledge = new KnowledgeService(driver, database, contentStore);
  const feedback = new FeedbackService(driver, database);
  const packages = config.knowledge.packages;
  const staleness = new MemoryStaleness(driver, database);
  const dependencies = new Dependencies(driver, database, contentStore, knowledge, search, {
    cacheDir: config.cacheDir,
    sourceTrust: config.knowledge.sourceTrust,
    deadlineMs: packages.deadlineMs,
    onDemandWaitMs: packages.waitMs,
    registries: { npm: packages.npmRegistry, npmScopes: {}, pypi: packages.pypiIndex, localFolder: packages.folder },
    now,
  }, staleness);
  const webSearch = new WebSearch({
    config: config.webSearch,
    cache: new WebSearchCache(driver, database, log),
    retryExclusions: feedback,
    log: log.child({ component: "websearch" }),
    now,
    metrics,
  });
  const analytics = new Analytics(new DocumentAnalytics(driver, database), new MemoryAnalytics(driver, database), gaps, now, config.maintenance.unusedDays);
  const maintenanceLog = log.child({ component: "maintenance" });
  const instance = instanceName();
  const runs = new MaintenanceRuns(driver, database);
  const reports = new MaintenanceReports(driver, database, analytics);
  const refresher = new DocumentRefresher(driver, database, contentStore, config.maintenance, maintenanceLog);
  const runner = new MaintenanceRunner(
    { DAILY: dailySteps({ driver, database, store: contentStore, config: config.maintenance, refresher }), WEEKLY: { analysis: (at) => reports.weekly(at) } },
    new MaintenanceLeases(driver, database, instance, config.maintenance.leaseSeconds, now),
    runs,
    instance,
    config.maintenance.leaseSeconds,
    now,
    maintenanceLog,
    metrics,
  );
  const issues = new Issues(driver, database, now);
  return {
    config,
    log,
    connection,
    now,
    metrics,
    bookmarkSeal,
    contentStore,
    memory,
    staleness,
    projects: new Projects(driver, database, config.maintenance.deleteBatchSize),
    gaps,
    knowledge,
    dependencies,
    search,
    briefs: new ContextBriefs(driver, database, memory, search, reranker),
    feedback,
    webSearch,
    analytics,
    analyticsAnswers: new AnswerCache(config.analytics.answerTtlSeconds, now, metrics),
    codeGraph: new CodeGraphQueries(driver, database),
    troubleshooting: new Troubleshooting(driver, database, memory, search, knowledge, webSearch, reranker),
    issues,
    issueBriefs: new IssueBriefs(issues, memory),
    maintenance: { runner, runs, reports },
    close: async () => {
      await runner.idle();
      await Promise.all([accessRecorder.close(), gaps.close(), webSearch.close(), semantic?.close(), reranker?.close()]);
      if (ownsConnection) await connection.close();
    },
  };
}
