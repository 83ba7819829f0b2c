import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AuthResult } from "../../auth/api-keys.js";
import type { Logger } from "../../logger.js";

export const DASHBOARD_PATH = "/dashboard";

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), "assets");

/** Everything the page loads comes from here: no inline script or style, nothing from another origin. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The realm a browser shows in its login prompt; the password is the API key, the user name is ignored. */
const CHALLENGE = 'Basic realm="Engram", charset="UTF-8"';

interface Asset {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Chart.js, as the UMD build the page loads with a script tag. The package's exports map names neither
 * that file nor package.json, so it is found next to the CommonJS entry point.
 */
function chartJsPath(): string {
  const entry = createRequire(import.meta.url).resolve("chart.js");
  return join(dirname(entry), "chart.umd.min.js");
}

function load(path: string, contentType: string): Asset {
  let body: Buffer;
  try {
    body = readFileSync(path);
  } catch (error) {
    throw new Error(`The dashboard cannot start: ${path} is missing (${(error as Error).message})`);
  }
  return { body, contentType, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

function securityHeaders(): Record<string, string> {
  return {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
  };
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`${text}\n`, "utf8");
  res.writeHead(status, {
    ...securityHeaders(),
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Serves the page and its assets (including Chart.js from node_modules) for GET/HEAD, behind the same
 * authentication as GraphQL. The handler answers false when the path is not the dashboard's.
 */
export function createDashboard(authenticate: (req: IncomingMessage) => AuthResult, log: Logger): (req: IncomingMessage, res: ServerResponse) => boolean {
  const page = load(join(ASSETS_DIR, "index.html"), "text/html; charset=utf-8");
  const assets = new Map<string, Asset>([
    ["dashboard.js", load(join(ASSETS_DIR, "dashboard.js"), "text/javascript; charset=utf-8")],
    ["dashboard.css", load(join(ASSETS_DIR, "dashboard.css"), "text/css; charset=utf-8")],
    ["chart.umd.min.js", load(chartJsPath(), "text/javascript; charset=utf-8")],
  ]);

  return (req, res) => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    if (path !== DASHBOARD_PATH && !path.startsWith(`${DASHBOARD_PATH}/`)) return false;

    if (req.method !== "GET" && req.method !== "HEAD") {
      sendText(req, res, 405, "The dashboard is read-only: use GET", { allow: "GET, HEAD" });
      return true;
    }
    // One address for the page: the browser then keeps the login for the whole site, /graphql included.
    if (path === `${DASHBOARD_PATH}/`) {
      sendText(req, res, 308, `See ${DASHBOARD_PATH}`, { location: `${DASHBOARD_PATH}${query < 0 ? "" : url.slice(query)}` });
      return true;
    }

    const auth = authenticate(req);
    if (!auth.ok) {
      // A browser's first request carries no credentials: the challenge is routine, a wrong key is not.
      const routine = auth.status === 401 && req.headers.authorization === undefined;
      log[routine ? "debug" : "warn"]({ status: auth.status, path, remoteAddress: req.socket.remoteAddress }, "Dashboard request refused");
      sendText(req, res, auth.status, auth.message, auth.status === 401 ? { "www-authenticate": CHALLENGE } : {});
      return true;
    }

    const asset = path === DASHBOARD_PATH ? page : assets.get(path.slice(DASHBOARD_PATH.length + 1));
    if (!asset) {
      sendText(req, res, 404, "No such dashboard file");
      return true;
    }
    const headers: Record<string, string> = {
      ...securityHeaders(),
      "content-type": asset.contentType,
      // The page always asks for fresh data; its scripts change only with Engram and are revalidated.
      "cache-control": asset === page ? "no-store" : "private, no-cache",
      etag: asset.etag,
      vary: "authorization",
    };
    if (asset !== page && req.headers["if-none-match"] === asset.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, "content-length": String(asset.body.length) });
    res.end(req.method === "HEAD" ? undefined : asset.body);
    return true;
  };
}
