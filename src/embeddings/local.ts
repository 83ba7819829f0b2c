import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { Worker } from "node:worker_threads";
import { defaultEmbeddingThreads } from "../config.js";
import { MODEL_FILE } from "./local-model.js";
import type { EmbeddingProvider, EmbeddingPurpose } from "./provider.js";

export { MODEL_FILE, POOLING_FILE, TOKENIZER_FILE, type Pooling } from "./local-model.js";

/** Where sentence-transformers exports keep the prompts put before texts by purpose ({"prompts": {"query": …}}). */
export const PROMPTS_FILE = "config_sentence_transformers.json";

type Prompts = Partial<Record<EmbeddingPurpose, string>>;

async function readPrompts(modelDir: string): Promise<Prompts> {
  const file = join(modelDir, PROMPTS_FILE);
  if (!existsSync(file)) return {};
  const { prompts } = JSON.parse(await readFile(file, "utf8")) as { prompts?: Prompts };
  return { query: prompts?.query ?? "", document: prompts?.document ?? "" };
}

interface Task {
  text: string;
  resolve(vector: number[]): void;
  reject(error: Error): void;
}

type WorkerMessage = { ready: true } | { loadError: string } | { id: number; vector: Float64Array } | { id: number; error: string };

/** A worker thread with its own model, and the text it is embedding, if any. */
interface Slot {
  worker: Worker;
  task: Task | null;
  taskId: number;
}

/**
 * Worker threads running the TypeScript sources through tsx, as the main thread does (bin/engram.js):
 * a data: URL entry registers tsx, then imports the worker module (as src/codegraph/parse-pool.ts does).
 */
function startWorker(modelDir: string): Worker {
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./local-worker.ts", import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData: { modelDir } });
}

/** Resolves once the worker's model is loaded; rejects with why it could not load. */
function ready(worker: Worker): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if ("ready" in message) resolve(worker);
      else if ("loadError" in message) void worker.terminate().finally(() => reject(new Error(`the local embedding model did not load: ${message.loadError}`)));
      else return;
      worker.off("message", onMessage);
      worker.off("error", reject);
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
  });
}

/** How long close waits for a worker's text in progress (one text takes well under a second). */
const CLOSE_WAIT_MS = 10_000;

/** Resolves when the worker answers its text in progress, exits, or CLOSE_WAIT_MS pass. */
function runFinished(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    worker.once("message", done);
    worker.once("exit", done);
    setTimeout(done, CLOSE_WAIT_MS).unref();
  });
}

/**
 * A sentence-embedding model run in-process with ONNX Runtime from a folder holding model.onnx and its
 * tokenizer.json (Hugging Face format): word pieces in, the last hidden states pooled as the folder's
 * 1_Pooling/config.json says (mean over the tokens without one), L2-normalised, with the prompts of its
 * config_sentence_transformers.json before questions and documents, as sentence-transformers does.
 *
 * Texts are embedded one at a time (a text's vector never depends on its neighbours: see SentenceModel)
 * by `threads` worker threads, each with its own copy of the model on one core, so a batch takes all the
 * cores and the event loop stays free. Questions go before stored texts waiting: a recall waits for at most
 * one text in flight per worker, not for a whole import.
 */
export class LocalEmbeddings implements EmbeddingProvider {
  private readonly questions: Task[] = [];
  private readonly documents: Task[] = [];
  private nextTaskId = 0;
  private hiddenSize = 0;
  private closed = false;
  /** Workers being started in place of ones that died. */
  private starting = 0;
  /** Why no worker is left (every replacement failed to load): each call then fails at once. */
  private broken: Error | null = null;

  private constructor(
    readonly model: string,
    private readonly modelDir: string,
    private readonly prompts: Prompts,
    private readonly slots: Slot[],
  ) {
    for (const slot of slots) this.attach(slot);
  }

  /** Loads the model into `threads` worker threads (at least one). */
  static async load(modelDir: string, { threads = defaultEmbeddingThreads() }: { threads?: number } = {}): Promise<LocalEmbeddings> {
    const [modelBytes, prompts] = await Promise.all([readFile(join(modelDir, MODEL_FILE)), readPrompts(modelDir)]);
    // The model's name and a digest of its weights: swapping the file in the same folder is a model change.
    const digest = createHash("sha256").update(modelBytes).digest("hex").slice(0, 12);
    const started = Array.from({ length: Math.max(1, threads) }, () => ready(startWorker(modelDir)));
    const loaded = await Promise.allSettled(started);
    const failed = loaded.find((result) => result.status === "rejected");
    if (failed) {
      await Promise.all(loaded.map((result) => (result.status === "fulfilled" ? result.value.terminate() : undefined)));
      throw failed.reason as Error;
    }
    const workers = loaded.map((result) => (result as PromiseFulfilledResult<Worker>).value);
    const provider = new LocalEmbeddings(`local:${basename(modelDir)}:${digest}`, modelDir, prompts, workers.map((worker) => ({ worker, task: null, taskId: -1 })));
    provider.hiddenSize = (await provider.embed(["dimensions"]))[0]!.length;
    return provider;
  }

  /** How many worker threads embed. */
  get threads(): number {
    return this.slots.length;
  }

  dimensions(): Promise<number> {
    return Promise.resolve(this.hiddenSize);
  }

  embed(texts: readonly string[], purpose: EmbeddingPurpose = "document"): Promise<number[][]> {
    if (this.closed) return Promise.reject(new Error("the local embedding model is closed"));
    if (this.broken) return Promise.reject(this.broken);
    const prompt = this.prompts[purpose] ?? "";
    const queue = purpose === "query" ? this.questions : this.documents;
    const vectors = texts.map((text) => new Promise<number[]>((resolve, reject) => queue.push({ text: prompt + text, resolve, reject })));
    this.dispatch();
    return Promise.all(vectors);
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("the local embedding model was closed");
    for (const task of [...this.questions.splice(0), ...this.documents.splice(0), ...this.slots.map((slot) => slot.task)]) task?.reject(error);
    // ONNX Runtime takes the whole process down when a worker is terminated in the middle of a run: each finishes its text first
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        if (slot.task !== null) await runFinished(slot.worker);
        await slot.worker.terminate();
      }),
    );
  }

  /** Gives each idle worker the next question, else the next stored text. A worker keeps the process alive only while busy. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.task !== null) continue;
      const task = this.questions.shift() ?? this.documents.shift();
      if (!task) break;
      slot.task = task;
      slot.taskId = this.nextTaskId++;
      slot.worker.ref();
      slot.worker.postMessage({ id: slot.taskId, text: task.text });
    }
  }

  private attach(slot: Slot): void {
    const { worker } = slot;
    worker.unref();
    worker.on("message", (message: WorkerMessage) => {
      if (!("id" in message) || message.id !== slot.taskId || slot.task === null) return;
      const task = slot.task;
      slot.task = null;
      worker.unref();
      if ("error" in message) task.reject(new Error(`the local embedding model failed on a text: ${message.error}`));
      else task.resolve(Array.from(message.vector));
      this.dispatch();
    });
    // A worker that dies (out of memory, a crash in the runtime) fails its text and is replaced.
    worker.once("error", (error) => this.replace(slot, error));
    worker.once("exit", (code) => this.replace(slot, new Error(`the local embedding model's worker exited with code ${code}`)));
  }

  private replace(slot: Slot, error: Error): void {
    if (this.closed || !this.slots.includes(slot)) return;
    this.slots.splice(this.slots.indexOf(slot), 1);
    slot.task?.reject(error);
    slot.task = null;
    void slot.worker.terminate();
    this.starting++;
    ready(startWorker(this.modelDir)).then(
      (worker) => {
        this.starting--;
        if (this.closed) return void worker.terminate();
        const fresh: Slot = { worker, task: null, taskId: -1 };
        this.slots.push(fresh);
        this.attach(fresh);
        this.dispatch();
      },
      (startError: Error) => {
        this.starting--;
        if (this.slots.length > 0 || this.starting > 0) return;
        this.broken = startError;
        for (const task of [...this.questions.splice(0), ...this.documents.splice(0)]) task.reject(startError);
      },
    );
  }
}
