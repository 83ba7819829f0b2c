import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { DEFAULT_MAX_REQUEST_BODY_SIZE, requestBodyTooLargeMessage } from "@modelcontextprotocol/sdk/server/requestBody.js";
import type { ApiKeyAuthenticator } from "../../auth/api-keys.js";
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

/** A POST's JSON-RPC body read ahead of the SDK, so that each message it holds is counted against the key's rate limit. */
export type McpPost = { ok: true; body: unknown; operations: number } | { ok: false; status: 400 | 413; code: number; message: string } | { ok: false; status: null };

/** Reads a POST body within the SDK's own bound; every message of a batch is one operation. Status null: the client went away. */
export async function readMcpPost(req: IncomingMessage): Promise<McpPost> {
  const tooLarge = { ok: false, status: 413, code: -32000, message: requestBodyTooLargeMessage(DEFAULT_MAX_REQUEST_BODY_SIZE) } as const;
  if (Number(req.headers["content-length"]) > DEFAULT_MAX_REQUEST_BODY_SIZE) return tooLarge;
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > DEFAULT_MAX_REQUEST_BODY_SIZE) return tooLarge;
      chunks.push(chunk);
    }
  } catch {
    return { ok: false, status: null };
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return { ok: false, status: 400, code: -32700, message: "Parse error: Invalid JSON" };
  }
  return { ok: true, body, operations: Array.isArray(body) ? Math.max(1, body.length) : 1 };
}

/** The MCP door over HTTP: stateless streamable HTTP at /mcp (a new server and transport per request) and its protected-resource metadata. */
export function createMcpHttpHandler(
  engram: Engram,
  authenticator: ApiKeyAuthenticator,
  log: Logger,
  /** Where clients reach this server, from configuration: never from the Host or X-Forwarded-* headers a client sends. */
  publicOrigin: () => string,
): (req: IncomingMessage, res: ServerResponse, parsedBody?: unknown) => boolean {
  return (req, res, parsedBody) => {
    const path = req.url?.split("?")[0] ?? "";
    if (METADATA_PATHS.has(path)) {
      const origin = publicOrigin();
      sendJson(res, 200, { resource: `${origin}${MCP_PATH}`, resource_name: "Engram", bearer_methods_supported: ["header"], authorization_servers: [] });
      return true;
    }
    if (path !== MCP_PATH) return false;
    const refused = refusedOrigin(req, authenticator.loopbackOnly);
    if (refused) {
      log.warn({ origin: req.headers.origin, host: req.headers.host }, "MCP request refused: origin or host");
      sendJson(res, 403, { error: "forbidden", error_description: refused });
      return true;
    }
    const auth = authenticator.authenticate(req.headers.authorization ?? null, req.socket.remoteAddress);
    if (!auth.ok) {
      const challenge: Record<string, string> = auth.status === 401 ? { "www-authenticate": `Bearer resource_metadata="${publicOrigin()}${METADATA_PATH}${MCP_PATH}"` } : {};
      sendJson(res, auth.status, { error: auth.status === 401 ? "invalid_token" : "forbidden", error_description: auth.message }, challenge);
      return true;
    }
    // Stateless: no session to resume and nothing to push, so no standalone SSE stream (GET) or session to end (DELETE).
    if (req.method !== "POST") {
      sendJson(res, 405, { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: Engram's MCP endpoint is stateless; POST JSON-RPC requests" }, id: null }, { allow: "POST" });
      return true;
    }
    void serveMcp(engram, auth.principal, req, res, parsedBody, log);
    return true;
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
