import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_MAX_REQUEST_BODY_SIZE, requestBodyTooLargeMessage } from "@modelcontextprotocol/sdk/server/requestBody.js";
import type { ApiKeyAuthenticator, AuthResult } from "../../auth/api-keys.js";
import { FailedAuthentications, KeyRateLimiter, rateLimitMessage } from "../../auth/rate-limit.js";
import type { EngramConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { EngramMetrics } from "../../metrics.js";
import { MCP_PATH } from "../mcp/http.js";


/** An answer given before a door handles the request, in that door's form: a JSON-RPC error for MCP, a GraphQL error elsewhere. */
export function sendRefusal(res: ServerResponse, path: string, status: number, message: string, extensions: Record<string, unknown>, headers: Record<string, string> = {}): void {
  const body = path === MCP_PATH ? { jsonrpc: "2.0", error: { code: -32000, message, data: extensions }, id: null } : { errors: [{ message, extensions }] };
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/** A POST's JSON-RPC body read ahead of the SDK, so that each message it holds is counted against the key's rate limit. */
type JsonRpcPost = { ok: true; body: unknown; operations: number } | { ok: false; status: 400 | 413; code: number; message: string } | { ok: false; status: null };

/** Reads a POST body within the MCP SDK's own bound; every message of a batch is one operation. Status null: the client went away. */
export async function readJsonRpcPost(req: IncomingMessage): Promise<JsonRpcPost> {
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

/** What admission hands the door: who is calling (authenticated once, here), and an MCP body already read to count its messages. */
export interface Admitted {
  auth: AuthResult;
  parsedBody?: unknown;
}

/**
 * Who may come in, decided once per request: the key is authenticated here and the result handed to the door,
 * which answers a refusal in its own form. Keyed requests count against their key's limit, one per operation
 * they execute (each message of a JSON-RPC batch); an address that sent too many unknown keys is refused.
 */
export class Admission {
  private readonly limiter = new KeyRateLimiter();
  private readonly failedAuthentications: FailedAuthentications;

  constructor(
    private readonly authenticator: ApiKeyAuthenticator,
    config: Pick<EngramConfig, "authFailureLimit">,
    private readonly metrics: EngramMetrics,
    private readonly log: Logger,
  ) {
    this.failedAuthentications = new FailedAuthentications(config.authFailureLimit);
  }

  get keysConfigured(): boolean {
    return !this.authenticator.loopbackOnly;
  }

  /** Refuses (429, in the door's form) an address past its unknown-key limit, and counts its 401s. True when it may go on. */
  async addressMayTry(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const address = req.socket.remoteAddress ?? "";
    res.on("finish", () => {
      if (res.statusCode === 401) void this.failedAuthentications.failed(address);
    });
    const retryAfterSeconds = await this.failedAuthentications.refusedFor(address);
    if (retryAfterSeconds === null) return true;
    this.log.warn({ remoteAddress: address, path, retryAfterSeconds }, "Request refused: too many unknown keys from this address");
    const message = this.failedAuthentications.message(retryAfterSeconds);
    sendRefusal(res, path, 429, message, { code: "RATE_LIMITED", retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
    return false;
  }

  authenticate(req: IncomingMessage): AuthResult {
    return this.authenticator.authenticate(req.headers.authorization ?? null, req.socket.remoteAddress);
  }

  /** Counts the request against its key's limit; null when admission has answered it (429, or a body MCP cannot read). */
  async admit(req: IncomingMessage, res: ServerResponse, path: string, door: string): Promise<Admitted | null> {
    const auth = this.authenticate(req);
    if (!auth.ok || auth.rateLimit === null) return { auth };
    let admitted: Admitted = { auth };
    let operations = 1;
    if (path === MCP_PATH && req.method === "POST") {
      const post = await readJsonRpcPost(req);
      if (!post.ok) {
        if (post.status === null) return null;
        res.writeHead(post.status, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: post.code, message: post.message }, id: null }));
        return null;
      }
      admitted = { auth, parsedBody: post.body };
      operations = post.operations;
    }
    const admission = await this.limiter.admit(auth.principal.name, auth.rateLimit, operations);
    if (admission.admitted) return admitted;
    this.metrics.rateLimited.inc({ door });
    this.log.warn({ key: auth.principal.name, path, operations, retryAfterSeconds: admission.retryAfterSeconds }, "Request refused: rate limit");
    const { retryAfterSeconds } = admission;
    sendRefusal(res, path, 429, rateLimitMessage(admission), { code: "RATE_LIMITED", retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
    return null;
  }
}
