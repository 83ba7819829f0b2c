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

/** The dashboard's page and assets for GET/HEAD, behind the same authentication as GraphQL. */
export interface DashboardDoor {
  serves(path: string): boolean;
  serve(req: IncomingMessage, res: ServerResponse, path: string, auth: AuthResult): void;
}

/** Serves the page and its assets (including Chart.js from node_modules), for a request the HTTP door authenticated. */
export function createDashboard(log: Logger): DashboardDoor {
  const page = load(join(ASSETS_DIR, "index.html"), "text/html; charset=utf-8");
  const assets = new Map<string, Asset>([
    ["dashboard.js", load(join(ASSETS_DIR, "dashboard.js"), "text/javascript; charset=utf-8")],
    ["dashboard.css", load(join(ASSETS_DIR, "dashboard.css"), "text/css; charset=utf-8")],
    ["chart.umd.min.js", load(chartJsPath(), "text/javascript; charset=utf-8")],
  ]);

  const serves = (path: string) => path === DASHBOARD_PATH || path.startsWith(`${DASHBOARD_PATH}/`);
  const serve = (req: IncomingMessage, res: ServerResponse, path: string, auth: AuthResult): void => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(req, res, 405, "The dashboard is read-only: use GET", { allow: "GET, HEAD" });
    }
    // One address for the page: the browser then keeps the login for the whole site, /graphql included.
    if (path === `${DASHBOARD_PATH}/`) {
      return sendText(req, res, 308, `See ${DASHBOARD_PATH}`, { location: `${DASHBOARD_PATH}${query < 0 ? "" : url.slice(query)}` });
    }
    if (!auth.ok) {
      // A browser's first request carries no credentials: the challenge is routine, a wrong key is not.
      const routine = auth.status === 401 && req.headers.authorization === undefined;
      log[routine ? "debug" : "warn"]({ status: auth.status, path, remoteAddress: req.socket.remoteAddress }, "Dashboard request refused");
      return sendText(req, res, auth.status, auth.message, auth.status === 401 ? { "www-authenticate": CHALLENGE } : {});
    }
    const asset = path === DASHBOARD_PATH ? page : assets.get(path.slice(DASHBOARD_PATH.length + 1));
    if (!asset) return sendText(req, res, 404, "No such dashboard file");
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
      return void res.end();
    }
    res.writeHead(200, { ...headers, "content-length": String(asset.body.length) });
    res.end(req.method === "HEAD" ? undefined : asset.body);
  };
  return { serves, serve };
}
