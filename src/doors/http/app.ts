import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiKeyAuthenticator, type AuthResult } from "../../auth/api-keys.js";
import { isScoped } from "../../auth/policy.js";
import type { EngramConfig } from "../../config.js";
import { createEngram, type Engram } from "../../engram.js";
import type { Logger } from "../../logger.js";
import { scheduleMaintenance } from "../../maintenance/scheduler.js";
import type { EngramMetrics } from "../../metrics.js";
import { BOOKMARK_FORM, BOOKMARK_HEADER, RequestBookmarks } from "../../neo4j/bookmarks.js";
import type { Neo4jConnection } from "../../neo4j/connection.js";
import { Neo4jReadiness } from "../../neo4j/readiness.js";
import { requestIdFrom, withRequest } from "../../request-context.js";
import { endServerSpan, inServerSpan } from "../../tracing.js";
import { createDashboard } from "../dashboard/routes.js";
import { createGraphQLDoor, GRAPHQL_PATH } from "../graphql/door.js";
import { createMcpHttpHandler, MCP_PATH } from "../mcp/http.js";
import { Admission, sendRefusal } from "./admission.js";

export interface EngramServer {
  url: string;
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), then closes Neo4j. */
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/** A request whose handling failed outside every door's own error handling: logged, answered 500, never a crash of the server. */
function failedRequest(res: ServerResponse, log: Logger, error: unknown): void {
  log.error({ err: error }, "Request failed");
  if (!res.headersSent) sendJson(res, 500, { errors: [{ message: "Unexpected error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
  else res.destroy();
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

const METRICS_PATH = "/metrics";

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
async function serveMetrics(auth: AuthResult, metrics: EngramMetrics, res: ServerResponse): Promise<void> {
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

/** The HTTP door over Engram: admission once per request, then GraphQL, MCP, the dashboard, metrics, health and readiness. */
async function serveEngram(engram: Engram): Promise<EngramServer> {
  const { config, log, connection } = engram;
  const authenticator = new ApiKeyAuthenticator(config.apiKeys, config.rateLimit);
  const admission = new Admission(authenticator, config, engram.metrics, log);
  if (!admission.keysConfigured) {
    log.warn("No API keys configured (ENGRAM_API_KEYS or ENGRAM_API_KEYS_FILE): serving clients on this machine only");
  }
  const readiness = new Neo4jReadiness(connection.driver, connection.database);
  const graphql = await createGraphQLDoor(engram, readiness, { keysConfigured: admission.keysConfigured });

  let listeningOrigin = "";
  const publicOrigin = () => config.publicUrl ?? listeningOrigin;
  const mcp = createMcpHttpHandler(engram, { loopbackOnly: !admission.keysConfigured }, log.child({ component: "mcp" }), publicOrigin);
  const dashboard = createDashboard(log.child({ component: "dashboard" }));

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
  const route = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (path === METRICS_PATH) return serveMetrics(admission.authenticate(req), engram.metrics, res);
    if (dashboard.serves(path)) return void dashboard.serve(req, res, path, admission.authenticate(req));
    if (mcp.servesMetadata(path)) return mcp.serveMetadata(res);
    // Yoga would serve GraphQL at any path ending in /graphql (`/x?y=/graphql`, `/graphql/`), past the rate limit.
    if (path !== GRAPHQL_PATH && path !== MCP_PATH) {
      return sendJson(res, 404, { errors: [{ message: `No such path: GraphQL is served at ${GRAPHQL_PATH}`, extensions: { code: "NOT_FOUND" } }] });
    }
    if (path === MCP_PATH && mcp.refusesOrigin(req, res)) return;
    const admitted = await admission.admit(req, res, path, doorOf(path));
    if (admitted === null) return;
    if (path === MCP_PATH) return mcp.serve(req, res, admitted.auth, admitted.parsedBody);
    return graphql(req, res, admitted.auth);
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
    void admission
      .addressMayTry(req, res, path)
      .then((mayTry) => {
        if (!mayTry) return;
        const clientBookmarks = engram.bookmarkSeal.open(req.headers[BOOKMARK_HEADER]);
        if (clientBookmarks === null) {
          return sendRefusal(res, path, 400, `The ${BOOKMARK_HEADER} header must be ${BOOKMARK_FORM}`, { code: "BAD_USER_INPUT", field: BOOKMARK_HEADER });
        }
        const bookmarks = new RequestBookmarks(clientBookmarks, engram.bookmarkSeal);
        sendBookmarksWithHeaders(res, bookmarks);
        const handle = () => withRequest({ requestId, bookmarks }, () => route(req, res, path));
        if (!config.tracing) return handle();
        return inServerSpan(`${req.method} ${doorOf(path)}`, req.headers, { "http.request.method": req.method ?? "", "url.path": path, "engram.request_id": requestId }, (span) => {
          res.on("close", () => endServerSpan(span, res.statusCode));
          return handle();
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
  const schedule = scheduleMaintenance(engram.maintenance.runner, config.maintenance, log.child({ component: "maintenance" }));

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
