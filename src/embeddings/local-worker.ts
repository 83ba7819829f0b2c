import { parentPort, workerData } from "node:worker_threads";
import { SentenceModel } from "./local-model.js";

/**
 * One sentence model per worker thread (src/embeddings/local.ts starts them): posts `{ready: true}` once
 * loaded (or `{loadError}`), then `{id, text}` in, `{id, vector}` (a Float64Array, transferred) or `{id, error}` out.
 */
const { modelDir } = workerData as { modelDir: string };

try {
  const model = await SentenceModel.load(modelDir);
  parentPort!.on("message", async ({ id, text }: { id: number; text: string }) => {
    try {
      const vector = Float64Array.from(await model.embed(text));
      parentPort!.postMessage({ id, vector }, [vector.buffer]);
    } catch (error) {
      parentPort!.postMessage({ id, error: (error as Error).message });
    }
  });
  parentPort!.postMessage({ ready: true });
} catch (error) {
  parentPort!.postMessage({ loadError: (error as Error).message });
}
