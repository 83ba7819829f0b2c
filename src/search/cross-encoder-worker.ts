import { parentPort, workerData } from "node:worker_threads";
import { CrossEncoder } from "./cross-encoder.js";

/**
 * The cross-encoder on a thread of its own: ONNX Runtime's Node binding runs a model on the calling
 * thread, and 30 pairs (about 200 ms) would stall every other request. `{ready}` or `{loadError}`
 * once, then `{id, question, passages}` in, `{id, logits}` or `{id, error}` out, one request at a time.
 */
const { modelDir, maxTokens } = workerData as { modelDir: string; maxTokens: number };
try {
  const encoder = await CrossEncoder.load(modelDir, maxTokens);
  let queue = Promise.resolve();
  parentPort!.on("message", ({ id, question, passages }: { id: number; question: string; passages: string[] }) => {
    queue = queue.then(async () => {
      try {
        parentPort!.postMessage({ id, logits: await encoder.score(question, passages) });
      } catch (error) {
        parentPort!.postMessage({ id, error: (error as Error).message });
      }
    });
  });
  parentPort!.postMessage({ ready: true });
} catch (error) {
  parentPort!.postMessage({ loadError: (error as Error).message });
}
