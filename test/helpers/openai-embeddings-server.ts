import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface EmbeddingsCall {
  authorization: string | undefined;
  body: { model?: unknown; input?: unknown; dimensions?: unknown; encoding_format?: unknown };
}

/** A stable vector per word, summed over a text's words: texts sharing words point the same way. */
export function bagOfWords(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const digest = createHash("sha256").update(word).digest();
    for (let i = 0; i < dimensions; i++) vector[i]! += (digest[i % digest.length]! - 127.5) / 127.5;
  }
  return vector;
}

/**
 * A loopback server speaking OpenAI's embeddings contract (POST /v1/embeddings with {model, input},
 * answering {object: "list", data: [{object: "embedding", index, embedding}], model, usage}), with
 * OpenAI's error shape; it answers the data out of order, as the contract allows, and counts calls.
 */
export class FakeOpenAiEmbeddings {
  readonly calls: EmbeddingsCall[] = [];
  /** When set, every request fails with this status (the API is down). */
  downWith: number | null = null;
  /** While down, each failure comes after this many milliseconds per text asked for (a big batch fails last). */
  downMsPerText = 0;
  private failures: Array<{ status: number; body: string }> = [];
  private server!: Server;
  url = "";

  constructor(
    readonly apiKey: string | null,
    readonly dimensions = 32,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  failNext(count: number, status: number, body = JSON.stringify({ error: { message: `fake failure ${status}`, type: "server_error", code: null } })): void {
    for (let i = 0; i < count; i++) this.failures.push({ status, body });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const error = (status: number, message: string, type: string) => send(status, { error: { message, type, param: null, code: null } });
    if (request.method !== "POST" || request.url !== "/v1/embeddings") return error(404, "Unknown request URL", "invalid_request_error");
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as EmbeddingsCall["body"];
    this.calls.push({ authorization: request.headers.authorization, body });
    if (this.apiKey !== null && request.headers.authorization !== `Bearer ${this.apiKey}`) return error(401, "Incorrect API key provided.", "invalid_request_error");
    const failure = this.failures.shift();
    if (failure) return send(failure.status, failure.body);
    const inputs = typeof body.input === "string" ? [body.input] : body.input;
    if (this.downWith !== null) {
      const status = this.downWith;
      const delay = this.downMsPerText * (Array.isArray(inputs) ? inputs.length : 1);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return error(status, "The server is overloaded", "server_error");
    }
    if (!Array.isArray(inputs) || inputs.length === 0 || !inputs.every((input) => typeof input === "string")) {
      return error(400, "'input' must be a string or a non-empty array of strings", "invalid_request_error");
    }
    if (typeof body.model !== "string") return error(400, "you must provide a model parameter", "invalid_request_error");
    const dimensions = typeof body.dimensions === "number" ? body.dimensions : this.dimensions;
    const data = inputs.map((input, index) => ({ object: "embedding", index, embedding: bagOfWords(input, dimensions) })).reverse();
    send(200, { object: "list", data, model: body.model, usage: { prompt_tokens: inputs.length, total_tokens: inputs.length } });
  }
}
