import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Neo4jGraphQL } from "@neo4j/graphql";
import type { Driver } from "neo4j-driver";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { createYoga, type Plugin } from "graphql-yoga";
import { ApiKeyAuthenticator } from "../../auth/api-keys.js";
import { FailedAuthentications, KeyRateLimiter, rateLimitMessage } from "../../auth/rate-limit.js";
import { isScoped } from "../../auth/policy.js";
import type { EngramMetrics } from "../../metrics.js";
import { BOOKMARK_FORM, BOOKMARK_HEADER, RequestBookmarks } from "../../neo4j/bookmarks.js";
import { requestIdFrom, withRequest } from "../../request-context.js";
import { graphqlErrorsPlugin, graphqlMetricsPlugin } from "./metrics.js";
import { playgroundOptions } from "./playground.js";
import { SpanKind, trace } from "@opentelemetry/api";
import { useOpenTelemetry } from "@envelop/opentelemetry";
import { endServerSpan, inServerSpan } from "../../tracing.js";
import { principalClaims, type Principal } from "../../auth/principal.js";
import type { EngramConfig } from "../../config.js";
import type { EngramContext } from "../graphql/context.js";
import { inputBoundsPlugin } from "../graphql/input-bounds.js";
import { createNeo4jGraphQL, engramSchema, nodeTypeNames } from "../graphql/schema.js";
import { scopedFiltersPlugin } from "../graphql/scoped-filters.js";
import type { Logger } from "../../logger.js";
import type { Neo4jConnection } from "../../neo4j/connection.js";
import { codeGraphResolvers } from "../graphql/resolvers/codegraph.js";
import { knowledgeResolvers } from "../graphql/resolvers/knowledge.js";
import { createEngram, type Engram } from "../../engram.js";
import { memoryResolvers } from "../graphql/resolvers/memory.js";
import { feedbackResolvers } from "../graphql/resolvers/feedback.js";
import { webSearchResolvers } from "../graphql/resolvers/websearch.js";
import { analyticsResolvers } from "../graphql/resolvers/analytics.js";
import { createDashboard } from "../dashboard/routes.js";
import { createMcpHttpHandler, MCP_PATH, readMcpPost } from "../mcp/http.js";
import { maintenanceResolvers } from "../graphql/resolvers/maintenance.js";
import { troubleshootingResolvers } from "../graphql/resolvers/troubleshooting.js";
import { issueResolvers } from "../graphql/resolvers/issues.js";
import { scheduleMaintenance } from "../../maintenance/scheduler.js";
import { serverInfoResolvers } from "../graphql/resolvers/server.js";
import { engramErrorMask } from "./errors.js";
import { Neo4jReadiness, neo4jOutagePlugin } from "./readiness.js";

export const GRAPHQL_PATH = "/graphql";

export interface EngramServer {
  url: string;
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), then closes Neo4j. */
  close(): Promise<void>;
}

interface ServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

const principals = new WeakMap<Request, Principal>();

function authPlugin(authenticator: ApiKeyAuthenticator, log: Logger): Plugin<object, ServerContext> {
  return {
    onRequest({ request, serverContext, endResponse, fetchAPI }) {
      const result = authenticator.authenticate(request.headers.get("authorization"), serverContext?.req.socket.remoteAddress);
      if (result.ok) {
        principals.set(request, result.principal);
        return;
      }
      log.warn({ status: result.status, remoteAddress: serverContext?.req.socket.remoteAddress }, "Request refused");
      endResponse(
        new fetchAPI.Response(JSON.stringify({ errors: [{ message: result.message, extensions: { code: result.status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN" } }] }), {
          status: result.status,
          headers: { "content-type": "application/json", ...(result.status === 401 ? { "www-authenticate": "Bearer" } : {}) },
        }),
      );
    },
  };
}

function queryLimitPlugin(config: EngramConfig) {
  const { maxDepth, maxAliases, maxCost, maxTokens } = config.limits;
  return EnvelopArmorPlugin({
    maxDepth: { n: maxDepth, ignoreIntrospection: true, exposeLimits: true },
    maxAliases: { n: maxAliases, exposeLimits: true },
    costLimit: { maxCost, ignoreIntrospection: true, exposeLimits: true },
    maxTokens: { n: maxTokens, exposeLimits: true },
    maxDirectives: { n: 50, exposeLimits: true },
    // "Did you mean …?" helps people in the playground; hide it only when the schema is hidden too.
    blockFieldSuggestion: { enabled: !config.introspection },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/** An answer given before a door handles the request, in that door's form: a JSON-RPC error for MCP, a GraphQL error elsewhere. */
function sendRefusal(res: ServerResponse, path: string, status: number, message: string, extensions: Record<string, unknown>, headers: Record<string, string> = {}): void {
  const body = path === MCP_PATH ? { jsonrpc: "2.0", error: { code: -32000, message, data: extensions }, id: null } : { errors: [{ message, extensions }] };
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/** A request whose handling failed outside every door's own error handling: logged, answered 500, never a crash of the server. */
function failedRequest(res: ServerResponse, log: Logger, error: unknown): void {
  log.error({ err: error }, "Request failed");
  if (!res.headersSent) sendJson(res, 500, { errors: [{ message: "Unexpected error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
  else res.destroy();
}

/** What admission hands the door: an MCP body already read to count its messages. */
interface Admitted {
  parsedBody?: unknown;
}

/**
 * Counts a keyed request against its key's limit, one per operation it executes (each message of a JSON-RPC
 * batch); when the limit is reached, answers 429 with Retry-After in the door's form and returns null.
 */
async function admitToLimit(
  authenticator: ApiKeyAuthenticator,
  limiter: KeyRateLimiter,
  metrics: EngramMetrics,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  log: Logger,
): Promise<Admitted | null> {
  const auth = authenticator.authenticate(req.headers.authorization ?? null, req.socket.remoteAddress);
  if (!auth.ok || auth.rateLimit === null) return {};
  let admitted: Admitted = {};
  let operations = 1;
  if (path === MCP_PATH && req.method === "POST") {
    const post = await readMcpPost(req);
    if (!post.ok) {
      if (post.status === null) return null;
      res.writeHead(post.status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: post.code, message: post.message }, id: null }));
      return null;
    }
    admitted = { parsedBody: post.body };
    operations = post.operations;
  }
  const admission = await limiter.admit(auth.principal.name, auth.rateLimit, operations);
  if (admission.admitted) return admitted;
  metrics.rateLimited.inc({ door: doorOf(path) });
  log.warn({ key: auth.principal.name, path, operations, retryAfterSeconds: admission.retryAfterSeconds }, "Request refused: rate limit");
  const { retryAfterSeconds } = admission;
  sendRefusal(res, path, 429, rateLimitMessage(admission), { code: "RATE_LIMITED", retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
  return null;
}

/** The response says the bookmarks of the transactions its request ran, known once the answer is written. */
function sendBookmarksWithHeaders(res: ServerResponse, bookmarks: RequestBookmarks): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const header = bookmarks.header();
    if (header !== null) this.setHeader(BOOKMARK_HEADER, header);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

export const METRICS_PATH = "/metrics";

/** Which door a path is, as the HTTP metrics label it. */
function doorOf(path: string): string {
  if (path === GRAPHQL_PATH) return "graphql";
  if (path === MCP_PATH) return "mcp";
  if (path === "/health" || path === "/ready") return path.slice(1);
  if (path === METRICS_PATH) return "metrics";
  if (path === "/dashboard" || path.startsWith("/dashboard/")) return "dashboard";
  return "other";
}

/**
 * Prometheus's text format, for a key with every scope (or a client on this machine when no keys are
 * configured): the counts cover every key's requests, which a scoped key has no business reading.
 */
async function serveMetrics(authenticator: ApiKeyAuthenticator, metrics: EngramMetrics, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = authenticator.authenticate(req.headers.authorization ?? null, req.socket.remoteAddress);
  if (!auth.ok) {
    res.writeHead(auth.status, { "content-type": "text/plain; charset=utf-8", ...(auth.status === 401 ? { "www-authenticate": "Bearer" } : {}) });
    return void res.end(auth.message);
  }
  if (isScoped(auth.principal)) {
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
    return void res.end("/metrics needs an API key for every agent type and project: it counts every key's requests");
  }
  const body = await metrics.registry.metrics();
  res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
  res.end(body);
}

/** What a taken HTTP address means, and what to set instead. */
export function addressInUseError(host: string, port: number): Error {
  const address = host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
  return new Error(`${address} is already in use (another Engram or another program listens there): stop it, or set PORT (and HOST) to a free address`);
}

export interface EngramServerOptions {
  /** The clock cache expiry, maintenance, leases and analytics windows are measured with (tests move it). */
  now?: () => Date;
}

/** Builds the GraphQL server on an open Neo4j connection: migrations first, then the schema. */
const SCHEMA_CHECKS = 10;

/**
 * @neo4j/graphql's check that the indexes the SDL names exist. Another Engram starting at the same time
 * may be rebuilding a fulltext index whose definition changed (see runMigrations): wait for it a little
 * before refusing to start.
 */
async function assertSchemaReady(neo4jGraphQL: Neo4jGraphQL, driver: Driver, database: string | undefined, log: Logger): Promise<void> {
  for (let check = 1; ; check++) {
    try {
      await neo4jGraphQL.assertIndexesAndConstraints({ driver, sessionConfig: { database } });
      return;
    } catch (error) {
      if (check >= SCHEMA_CHECKS) throw error;
      log.warn({ err: (error as Error).message }, "An index the schema needs is missing or being rebuilt; checking again in a second");
      await sleep(1_000);
    }
  }
}

export async function startEngramServer(
  config: EngramConfig,
  connection: Neo4jConnection,
  log: Logger,
  options: EngramServerOptions = {},
): Promise<EngramServer> {
  const engram = await createEngram(config, { log, connection, now: options.now });
  try {
    return await serveEngram(engram);
  } catch (error) {
    await engram.close();
    throw error;
  }
}

/** The HTTP door over Engram's services: GraphQL (generated and custom resolvers), the dashboard, health and readiness. */
async function serveEngram(engram: Engram): Promise<EngramServer> {
  const { config, log, connection, now } = engram;
  const { driver, database } = connection;
  const memory = memoryResolvers(engram.memory, engram.projects);
  const knowledge = knowledgeResolvers(engram.knowledge, engram.search, engram.briefs);
  const feedback = feedbackResolvers(engram.feedback);
  const web = webSearchResolvers(engram.webSearch);
  const { runner, runs, reports } = engram.maintenance;
  const maintenance = maintenanceResolvers(runner, runs, reports, now);
  const stats = analyticsResolvers(engram.analytics, engram.analyticsAnswers);
  const code = codeGraphResolvers(engram.codeGraph);
  const troubleshooting = troubleshootingResolvers(engram.troubleshooting);
  const issues = issueResolvers(engram.issues, engram.issueBriefs);
  const neo4jGraphQL = createNeo4jGraphQL({
    driver,
    resolvers: {
      ...memory,
      ...knowledge,
      ...code,
      ...troubleshooting,
      ...issues,
      Query: {
        ...serverInfoResolvers,
        ...memory.Query,
        ...knowledge.Query,
        ...web.Query,
        ...feedback.Query,
        ...code.Query,
        ...stats.Query,
        ...maintenance.Query,
        ...troubleshooting.Query,
        ...issues.Query,
      },
      Mutation: { ...memory.Mutation, ...knowledge.Mutation, ...feedback.Mutation, ...maintenance.Mutation, ...troubleshooting.Mutation, ...issues.Mutation },
    },
  });
  const schema = await engramSchema(neo4jGraphQL);
  await assertSchemaReady(neo4jGraphQL, driver, database, log);

  const authenticator = new ApiKeyAuthenticator(config.apiKeys, config.rateLimit);
  const limiter = new KeyRateLimiter();
  const failedAuthentications = new FailedAuthentications(config.authFailureLimit);
  if (authenticator.loopbackOnly) {
    log.warn("No API keys configured (ENGRAM_API_KEYS or ENGRAM_API_KEYS_FILE): serving clients on this machine only");
  }

  const readiness = new Neo4jReadiness(driver, database);
  const yoga = createYoga<ServerContext, EngramContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // No cross-origin access: keys also travel as a browser's saved Basic credentials (the dashboard's
    // login), which yoga's default CORS (any origin, with credentials) would let any web page use.
    cors: false,
    graphiql: playgroundOptions(!authenticator.loopbackOnly),
    renderGraphiQL,
    logging: log.child({ component: "yoga" }),
    maskedErrors: { maskError: engramErrorMask(log, nodeTypeNames()) },
    plugins: [
      authPlugin(authenticator, log),
      queryLimitPlugin(config),
      inputBoundsPlugin(),
      scopedFiltersPlugin(schema),
      neo4jOutagePlugin(readiness),
      graphqlMetricsPlugin(engram.metrics),
      graphqlErrorsPlugin(engram.metrics),
      // Operation names are in span names; documents, variables and results (agents' content) are not recorded.
      config.tracing ? useOpenTelemetry({ resolvers: false, variables: false, result: false, document: false }, trace.getTracerProvider(), SpanKind.INTERNAL) : {},
      config.introspection ? {} : useDisableIntrospection(),
    ],
    context: ({ request }): EngramContext => {
      const principal = principals.get(request);
      if (!principal) throw new Error("request reached GraphQL without authentication");
      return {
        principal,
        jwt: principalClaims(principal),
        driver,
        database,
        neo4jMode: connection.mode,
        sessionConfig: { database },
      };
    },
  });

  let listeningOrigin = "";
  const publicOrigin = () => config.publicUrl ?? listeningOrigin;
  const mcp = createMcpHttpHandler(engram, authenticator, log.child({ component: "mcp" }), publicOrigin);
  const dashboard = createDashboard((req) => authenticator.authenticate(req.headers.authorization ?? null, req.socket.remoteAddress), log.child({ component: "dashboard" }));

  let accepting = true;
  let inFlight = 0;
  /** Health and readiness are the process's and Neo4j's, not a client's: they read no header a client controls. */
  const probe = (res: ServerResponse, path: string): boolean => {
    if (path === "/health") sendJson(res, 200, { status: "ok" });
    else if (path === "/ready" && !accepting) sendJson(res, 503, { status: "shutting down" });
    else if (path === "/ready") {
      void readiness.check().then((ready) => sendJson(res, ready.ok ? 200 : 503, ready.ok ? { status: "ready" } : { status: "unavailable", reason: ready.reason }));
    } else return false;
    return true;
  };
  const route = (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === METRICS_PATH) return void serveMetrics(authenticator, engram.metrics, req, res);
    if (dashboard(req, res)) return;
    if (path !== GRAPHQL_PATH && path !== MCP_PATH) {
      if (mcp(req, res)) return;
      // Yoga would serve GraphQL at any path ending in /graphql (`/x?y=/graphql`, `/graphql/`), past the rate limit.
      return sendJson(res, 404, { errors: [{ message: `No such path: GraphQL is served at ${GRAPHQL_PATH}`, extensions: { code: "NOT_FOUND" } }] });
    }
    void admitToLimit(authenticator, limiter, engram.metrics, req, res, path, log)
      .then((admitted) => {
        if (admitted === null || mcp(req, res, admitted.parsedBody)) return;
        return yoga(req, res, { req, res });
      })
      .catch((error: unknown) => failedRequest(res, log, error));
  };
  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    inFlight++;
    const path = req.url?.split("?")[0] ?? "";
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    res.on("close", () => {
      inFlight--;
      engram.metrics.httpRequests.inc({ door: doorOf(path), status: res.statusCode });
      log.info({ requestId, method: req.method, path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, "request");
    });
    if (probe(res, path)) return;
    const address = req.socket.remoteAddress ?? "";
    res.on("finish", () => {
      if (res.statusCode === 401) void failedAuthentications.failed(address);
    });
    void failedAuthentications
      .refusedFor(address)
      .then((retryAfterSeconds) => {
        if (retryAfterSeconds !== null) {
          log.warn({ remoteAddress: address, path, retryAfterSeconds }, "Request refused: too many unknown keys from this address");
          return sendRefusal(res, path, 429, failedAuthentications.message(retryAfterSeconds), { code: "RATE_LIMITED", retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
        }
        const clientBookmarks = engram.bookmarkSeal.open(req.headers[BOOKMARK_HEADER]);
        if (clientBookmarks === null) {
          return sendRefusal(res, path, 400, `The ${BOOKMARK_HEADER} header must be ${BOOKMARK_FORM}`, { code: "BAD_USER_INPUT", field: BOOKMARK_HEADER });
        }
        const bookmarks = new RequestBookmarks(clientBookmarks, engram.bookmarkSeal);
        sendBookmarksWithHeaders(res, bookmarks);
        const handle = () => withRequest({ requestId, bookmarks }, () => route(req, res, path));
        if (!config.tracing) return handle();
        inServerSpan(`${req.method} ${doorOf(path)}`, req.headers, { "http.request.method": req.method ?? "", "url.path": path, "engram.request_id": requestId }, (span) => {
          res.on("close", () => endServerSpan(span, res.statusCode));
          handle();
        });
      })
      .catch((error: unknown) => failedRequest(res, log, error));
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "EADDRINUSE" ? addressInUseError(config.host, config.port) : error));
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  listeningOrigin = `http://${host}:${address.port}`;
  const url = `${listeningOrigin}${GRAPHQL_PATH}`;
  log.info({ url, neo4j: connection.uri, mode: connection.mode }, "Engram is serving GraphQL");
  const schedule = scheduleMaintenance(runner, config.maintenance, log.child({ component: "maintenance" }));

  return {
    url,
    server,
    close: async () => {
      accepting = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const drained = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), config.shutdownTimeoutMs).unref()),
      ]);
      if (!drained) {
        log.warn({ inFlight }, "Shutdown timeout reached: closing remaining connections");
        server.closeAllConnections();
        await closed;
      }
      await schedule.stop();
      await engram.close();
      await connection.close();
      log.info("Engram stopped");
    },
  };
}
