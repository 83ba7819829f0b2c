import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { AuthResult } from "../../auth/api-keys.js";
import type { Engram } from "../../engram.js";
import type { Logger } from "../../logger.js";
import { isLoopbackHost } from "../../net/loopback.js";
import { createMcpServer } from "./server.js";

export const MCP_PATH = "/mcp";
/** RFC 9728's protected-resource metadata, at the well-known root and suffixed with the resource's path (as the MCP authorization spec looks it up). */
const METADATA_PATH = "/.well-known/oauth-protected-resource";
const METADATA_PATHS = new Set([METADATA_PATH, `${METADATA_PATH}${MCP_PATH}`]);

const NO_DEFAULTS = { agentType: null, project: null };

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

function hostnameOf(host: string): string {
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
}

/**
 * DNS-rebinding protection: a browser page may send a request to this machine under another name. An Origin
 * must be this server itself or a page on this machine; and while Engram serves this machine only (no keys),
 * the Host must be a name of this machine.
 */
function refusedOrigin(req: IncomingMessage, loopbackOnly: boolean): string | null {
  const host = req.headers.host ?? "";
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return `Origin ${JSON.stringify(origin)} is not a URL`;
    }
    if (originHost !== host && !isLoopbackHost(hostnameOf(originHost))) return `Origin ${origin} may not call this server`;
  }
  if (loopbackOnly && !isLoopbackHost(hostnameOf(host))) return `Host ${JSON.stringify(host)} is not a name of this machine`;
  return null;
}

/** The MCP door over HTTP: stateless streamable HTTP at /mcp (a new server and transport per request) and its protected-resource metadata. */
export interface McpHttpDoor {
  servesMetadata(path: string): boolean;
  serveMetadata(res: ServerResponse): void;
  /** Answers 403 to a request from a page that may not call this server (DNS rebinding); true when it did. */
  refusesOrigin(req: IncomingMessage, res: ServerResponse): boolean;
  /** Serves one admitted request; a refused key is answered in OAuth's form, with where to find the metadata. */
  serve(req: IncomingMessage, res: ServerResponse, auth: AuthResult, parsedBody?: unknown): void;
}

export function createMcpHttpHandler(
  engram: Engram,
  options: { loopbackOnly: boolean },
  log: Logger,
  /** Where clients reach this server, from configuration: never from the Host or X-Forwarded-* headers a client sends. */
  publicOrigin: () => string,
): McpHttpDoor {
  return {
    servesMetadata: (path) => METADATA_PATHS.has(path),
    serveMetadata: (res) =>
      sendJson(res, 200, { resource: `${publicOrigin()}${MCP_PATH}`, resource_name: "Engram", bearer_methods_supported: ["header"], authorization_servers: [] }),
    refusesOrigin: (req, res) => {
      const refused = refusedOrigin(req, options.loopbackOnly);
      if (!refused) return false;
      log.warn({ origin: req.headers.origin, host: req.headers.host }, "MCP request refused: origin or host");
      sendJson(res, 403, { error: "forbidden", error_description: refused });
      return true;
    },
    serve: (req, res, auth, parsedBody) => {
      if (!auth.ok) {
        const challenge: Record<string, string> = auth.status === 401 ? { "www-authenticate": `Bearer resource_metadata="${publicOrigin()}${METADATA_PATH}${MCP_PATH}"` } : {};
        return sendJson(res, auth.status, { error: auth.status === 401 ? "invalid_token" : "forbidden", error_description: auth.message }, challenge);
      }
      // Stateless: no session to resume and nothing to push, so no standalone SSE stream (GET) or session to end (DELETE).
      if (req.method !== "POST") {
        return sendJson(res, 405, { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: Engram's MCP endpoint is stateless; POST JSON-RPC requests" }, id: null }, { allow: "POST" });
      }
      void serveMcp(engram, auth.principal, req, res, parsedBody, log);
    },
  };
}

async function serveMcp(
  engram: Engram,
  principal: Parameters<typeof createMcpServer>[1],
  req: IncomingMessage,
  res: ServerResponse,
  parsedBody: unknown,
  log: Logger,
): Promise<void> {
  const server = createMcpServer(engram, principal, NO_DEFAULTS);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, parsedBody);
  } catch (error) {
    log.error({ err: error }, "MCP request failed");
    if (!res.headersSent) sendJson(res, 500, { jsonrpc: "2.0", error: { code: -32603, message: "internal error" }, id: null });
  }
}
