import { createHash, timingSafeEqual } from "node:crypto";
import type { ApiKey, RateLimit } from "../config.js";
import { isLoopbackHost } from "../net/loopback.js";
import type { Principal } from "./principal.js";

/** rateLimit: what the key may ask per window (null: unlimited, as for clients on this machine without keys). */
export type AuthResult = { ok: true; principal: Principal; rateLimit: RateLimit | null } | { ok: false; status: 401 | 403; message: string };

const LOOPBACK_PRINCIPAL: Principal = { name: "loopback", agentTypes: null, projects: null };

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** What a client sends when it has no (usable) credentials. */
export const MISSING_KEY_MESSAGE =
  "Send an API key as 'Authorization: Bearer <key>', or as the password of HTTP Basic authentication (any user name)";

/**
 * The key in an Authorization header: a Bearer token, or the password of HTTP Basic credentials (the user
 * name is ignored, so that a browser's login prompt can carry the key). Undefined when neither form is there.
 */
export function credentialOf(authorization: string | null): string | undefined {
  const header = authorization ?? "";
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer !== undefined) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header)?.[1];
  if (basic === undefined) return undefined;
  const decoded = Buffer.from(basic, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  const password = decoded.slice(colon + 1);
  return password === "" ? undefined : password;
}

/**
 * API keys as Bearer tokens or HTTP Basic passwords. With none configured, only clients on this machine
 * are served. Keys are compared as SHA-256 digests in constant time, and never logged or echoed.
 */
export class ApiKeyAuthenticator {
  private readonly keys: Array<{ digest: Buffer; key: ApiKey }>;

  constructor(
    keys: ApiKey[],
    /** For keys that set no limit of their own. */
    private readonly defaultRateLimit: RateLimit | null = null,
  ) {
    this.keys = keys.map((key) => ({ digest: digest(key.key), key }));
  }

  get loopbackOnly(): boolean {
    return this.keys.length === 0;
  }

  authenticate(authorization: string | null, remoteAddress: string | undefined): AuthResult {
    if (this.loopbackOnly) {
      if (remoteAddress !== undefined && isLoopbackHost(remoteAddress)) return { ok: true, principal: LOOPBACK_PRINCIPAL, rateLimit: null };
      return { ok: false, status: 403, message: "Engram has no API keys configured and serves clients on this machine only" };
    }
    const token = credentialOf(authorization);
    if (token === undefined) return { ok: false, status: 401, message: MISSING_KEY_MESSAGE };
    const candidate = digest(token);
    const match = this.keys.find((entry) => timingSafeEqual(entry.digest, candidate));
    if (!match) return { ok: false, status: 401, message: "The API key is not valid" };
    const { name, agentTypes, projects, rateLimit } = match.key;
    return { ok: true, principal: { name, agentTypes, projects }, rateLimit: rateLimit === undefined ? this.defaultRateLimit : rateLimit };
  }
}
