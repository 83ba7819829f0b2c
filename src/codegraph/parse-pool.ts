import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { CodeLanguage } from "./languages.js";
import type { ParsedFile } from "./parse.js";

const MAX_WORKERS = 4;

type Pending = { resolve: (parsed: ParsedFile) => void; reject: (error: Error) => void };

/**
 * Worker threads running the TypeScript sources through tsx, as the main thread does (bin/engram.js):
 * a data: URL entry registers tsx, then imports the worker module.
 */
function startWorker(): Worker {
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./parse-worker.ts", import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
}

/** Parses files on every core, so a large repository's parsing overlaps its writes to Neo4j. Workers start on the first file. */
export class ParsePool {
  private workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly size = Math.min(MAX_WORKERS, availableParallelism())) {}

  private start(): Worker[] {
    return Array.from({ length: Math.max(1, this.size) }, () => {
      const worker = startWorker();
      worker.on("message", ({ id, parsed, error }: { id: number; parsed?: ParsedFile; error?: string }) => {
        const waiting = this.pending.get(id);
        this.pending.delete(id);
        if (error !== undefined) waiting?.reject(new Error(error));
        else waiting?.resolve(parsed!);
      });
      worker.on("error", (error) => this.failAll(error));
      return worker;
    });
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  parse(text: string, language: CodeLanguage): Promise<ParsedFile> {
    if (this.workers.length === 0) this.workers = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.workers[id % this.workers.length]!.postMessage({ id, text, language });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
