import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as Tavily received it. */
export interface TavilyCall {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

interface Failure {
  status: number;
  body: string;
  retryAfter?: string;
}

/** Domains the fake web is made of; a result's domain is picked from those not excluded. */
export const FAKE_WEB_DOMAINS = ["docs.example.dev", "guide.example.org", "api.example.io", "blog.example.net", "forum.example.com", "news.example.com"];

const SEARCH_DEPTHS = ["basic", "advanced"];
const TOPICS = ["general", "news"];

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60);
}

/** The checks Tavily's API reference states for POST /search; a violation is a 400 as Tavily sends it. */
function contractViolation(body: Record<string, unknown>): string | null {
  if (typeof body.query !== "string" || body.query.trim() === "") return "query is required";
  if (body.query.length > 400) return "Query is too long. Max query length is 400 characters.";
  const max = body.max_results;
  if (max !== undefined && !(Number.isInteger(max) && (max as number) >= 0 && (max as number) <= 20)) return "max_results must be between 0 and 20";
  if (body.search_depth !== undefined && !SEARCH_DEPTHS.includes(body.search_depth as string)) return "Invalid search_depth";
  if (body.topic !== undefined && !TOPICS.includes(body.topic as string)) return "Invalid topic";
  for (const field of ["include_domains", "exclude_domains"]) {
    const value = body[field];
    if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === "string"))) return `${field} must be a list of strings`;
  }
  return null;
}

/**
 * A loopback server speaking Tavily's search contract (Bearer key, JSON body, its response fields and
 * error shapes) that counts calls and can be told to fail, slow down or go away.
 */
export class FakeTavily {
  readonly calls: TavilyCall[] = [];
  /** Every answer waits this long (to make concurrent misses overlap). */
  delayMs = 0;
  /** Answers as if exclude_domains had not been sent (to show Engram filters on its own too). */
  ignoreExclusions = false;
  /** When set, every request fails with this status. */
  downWith: number | null = null;
  private failures: Failure[] = [];
  private server!: Server;
  url = "";

  constructor(readonly apiKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` requests fail with `status` (Tavily's {detail: {error}} body unless given). */
  failNext(count: number, status: number, options: { body?: string; retryAfter?: string } = {}): void {
    const body = options.body ?? JSON.stringify({ detail: { error: `fake failure ${status}` } });
    for (let i = 0; i < count; i++) this.failures.push({ status, body, retryAfter: options.retryAfter });
  }

  /** Calls whose query normalises to this text. */
  callsFor(query: string): TavilyCall[] {
    const wanted = query.toLowerCase().trim().replace(/\s+/g, " ");
    return this.calls.filter((call) => String(call.body.query).toLowerCase().trim().replace(/\s+/g, " ") === wanted);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/search") return send(404, { detail: { error: "Not Found" } });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      return send(400, { detail: { error: "Invalid JSON body" } });
    }
    this.calls.push({ authorization: request.headers.authorization, body });
    if (this.delayMs > 0) {
      let abandoned = false;
      response.once("close", () => (abandoned = !response.writableEnded));
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      // a client that gave up (timed out) never sees this answer: it must not use up a failure queued for later requests
      if (abandoned) return;
    }
    if (request.headers.authorization !== `Bearer ${this.apiKey}`) return send(401, { detail: { error: "Unauthorized: missing or invalid API key." } });
    const failure = this.failures.shift();
    if (failure) return send(failure.status, failure.body, failure.retryAfter ? { "retry-after": failure.retryAfter } : {});
    if (this.downWith !== null) return send(this.downWith, { detail: { error: "Service unavailable" } });
    const violation = contractViolation(body);
    if (violation) return send(400, { detail: { error: violation } });
    send(200, this.answer(body));
  }

  private answer(body: Record<string, unknown>) {
    const query = body.query as string;
    const excluded = new Set(this.ignoreExclusions ? [] : ((body.exclude_domains as string[] | undefined) ?? []));
    const domains = FAKE_WEB_DOMAINS.filter((domain) => ![...excluded].some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`)));
    const count = Math.min((body.max_results as number | undefined) ?? 5, domains.length * 4);
    const results = Array.from({ length: count }, (_, index) => {
      const domain = domains[index % domains.length]!;
      return {
        title: `${query} (${domain}, result ${index + 1})`,
        url: `https://${domain}/${slug(query)}/${index + 1}`,
        content: `What ${domain} says about ${query}.`,
        score: Math.round((0.95 - index * 0.04) * 1000) / 1000,
        raw_content: null,
        ...(body.topic === "news" ? { published_date: "Mon, 23 Nov 2026 09:00:00 GMT" } : {}),
      };
    });
    return { query, follow_up_questions: null, answer: null, images: [], results, response_time: "0.42", request_id: randomUUID() };
  }
}
