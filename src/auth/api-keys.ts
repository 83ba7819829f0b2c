import { createHash, timingSafeEqual } from "node:crypto";
import type { ApiKey } from "../config.js";
import { isLoopbackHost } from "../server/network.js";
import type { Principal } from "./principal.js";

export type AuthResult = { ok: true; principal: Principal } | { ok: false; status: 401 | 403; message: string };

const LOOPBACK_PRINCIPAL: Principal = { name: "loopback", agentTypes: null, projects: null };

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * API keys as Bearer tokens. With none configured, only clients on this machine are served.
 * Keys are compared as SHA-256 digests in constant time, and never logged or echoed.
 */
export class ApiKeyAuthenticator {
  private readonly keys: Array<{ digest: Buffer; key: ApiKey }>;

  constructor(keys: ApiKey[]) {
    this.keys = keys.map((key) => ({ digest: digest(key.key), key }));
  }

  get loopbackOnly(): boolean {
    return this.keys.length === 0;
  }

  authenticate(authorization: string | null, remoteAddress: string | undefined): AuthResult {
    if (this.loopbackOnly) {
      if (remoteAddress !== undefined && isLoopbackHost(remoteAddress)) return { ok: true, principal: LOOPBACK_PRINCIPAL };
      return { ok: false, status: 403, message: "Engram has no API keys configured and serves clients on this machine only" };
    }
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
    if (token === undefined) {
      return { ok: false, status: 401, message: "Send an API key as 'Authorization: Bearer <key>'" };
    }
    const candidate = digest(token);
    const match = this.keys.find((entry) => timingSafeEqual(entry.digest, candidate));
    if (!match) return { ok: false, status: 401, message: "The API key is not valid" };
    const { name, agentTypes, projects } = match.key;
    return { ok: true, principal: { name, agentTypes, projects } };
  }
}
