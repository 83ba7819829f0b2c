import type { OpenAiEmbeddingsConfig } from "../config.js";
import { UpstreamClient, UpstreamError } from "../net/upstream.js";
import { normalise, type EmbeddingProvider } from "./provider.js";

/** The provider's settings as configured (EMBEDDINGS_*); backoffMs only shortens waits in tests. */
export type OpenAiEmbeddingsOptions = Omit<OpenAiEmbeddingsConfig, "provider" | "lexicalShare"> & { backoffMs?: number };

export class EmbeddingsError extends UpstreamError {
  override name = "EmbeddingsError";
}

const STATUS_MEANINGS: Record<number, string> = {
  400: "refused the request",
  401: "refused the API key (EMBEDDINGS_API_KEY)",
  403: "refused the API key (EMBEDDINGS_API_KEY)",
  404: "does not know the model or the path (EMBEDDINGS_MODEL, EMBEDDINGS_URL)",
  429: "rate-limited the request",
};

/** The `data` of an OpenAI embeddings answer, back in input order; anything else is refused (and retried). */
function vectorsOf(count: number) {
  return (json: unknown): number[][] => {
    const data = (json as { data?: unknown } | null)?.data;
    if (!Array.isArray(data) || data.length !== count) throw new Error(`the embeddings API answered without ${count} embeddings`);
    const vectors: number[][] = new Array(count);
    for (const [position, item] of data.entries()) {
      const { index, embedding } = item as { index?: unknown; embedding?: unknown };
      const at = typeof index === "number" ? index : position;
      if (!Array.isArray(embedding) || !embedding.every((value) => typeof value === "number") || at < 0 || at >= count) {
        throw new Error("the embeddings API answered with an embedding that is not a list of numbers");
      }
      vectors[at] = normalise(embedding as number[]);
    }
    return vectors;
  };
}

/**
 * Any OpenAI-compatible embeddings endpoint (OpenAI, Ollama, vLLM, LM Studio…): POST {base}/embeddings
 * with {model, input: [...]}, in batches, with timeouts and retries.
 */
export class OpenAiEmbeddings implements EmbeddingProvider {
  readonly model: string;
  private readonly upstream: UpstreamClient<EmbeddingsError>;
  private knownDimensions: number | null;

  constructor(private readonly options: OpenAiEmbeddingsOptions) {
    this.model = `openai:${options.model}`;
    this.knownDimensions = options.dimensions;
    this.upstream = new UpstreamClient({
      service: "The embeddings API",
      secret: options.apiKey,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      backoffMs: options.backoffMs,
      statusMeanings: STATUS_MEANINGS,
      detailOf: (body) => {
        const error = (body as { error?: { message?: unknown } | string } | null)?.error;
        return typeof error === "string" ? error : error?.message === undefined ? undefined : String(error.message);
      },
      makeError: (message, status, retryable, retryAfterMs) => new EmbeddingsError(message, status, retryable, retryAfterMs),
    });
  }

  async dimensions(): Promise<number> {
    this.knownDimensions ??= (await this.embed(["dimensions"]))[0]!.length;
    return this.knownDimensions;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += this.options.batchSize) {
      const batch = texts.slice(start, start + this.options.batchSize);
      vectors.push(...(await this.embedBatch(batch)));
    }
    return vectors;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private async embedBatch(input: readonly string[]): Promise<number[][]> {
    const { url: baseUrl, model, apiKey, dimensions } = this.options;
    const body = { model, input, encoding_format: "float", ...(dimensions === null ? {} : { dimensions }) };
    const vectors = await this.upstream.post(`${baseUrl}/embeddings`, apiKey ? { authorization: `Bearer ${apiKey}` } : {}, body, vectorsOf(input.length));
    const length = vectors[0]?.length ?? 0;
    if (this.knownDimensions !== null && length !== this.knownDimensions) {
      throw new EmbeddingsError(`The embeddings API answered with ${length} dimensions where ${this.knownDimensions} were expected`, null, false);
    }
    return vectors;
  }
}
