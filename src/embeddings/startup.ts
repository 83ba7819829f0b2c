import type { Driver } from "neo4j-driver";
import type { EngramConfig } from "../config.js";
import type { Logger } from "../logger.js";
import type { EngramMetrics } from "../metrics.js";
import { createEmbeddingProvider } from "./factory.js";
import { EmbeddingJob } from "./job.js";
import { ensureEmbeddingModel } from "./model-state.js";
import { SemanticIndex } from "./semantic.js";

/** How often the server looks for nodes without a vector of the current model (new sections, failed writes). */
const JOB_INTERVAL_MS = 60_000;

export interface RunningSemanticIndex {
  index: SemanticIndex;
  close(): Promise<void>;
}

/**
 * With a provider configured: the vector indexes for its dimensions, the model recorded (a different one
 * than last time is re-embedded), and the embedding job running now and every minute. Null without.
 */
export async function startSemanticIndex(config: EngramConfig, driver: Driver, database: string | undefined, log: Logger, metrics?: EngramMetrics): Promise<RunningSemanticIndex | null> {
  const provider = await createEmbeddingProvider(config.embeddings, config.cacheDir, log);
  if (provider === null) return null;
  const dimensions = await provider.dimensions();
  await ensureEmbeddingModel(driver, database, provider.model, dimensions, log);
  log.info({ model: provider.model, dimensions }, "Embeddings on: recall and searchKnowledge are hybrid");
  const job = new EmbeddingJob(driver, database, provider, log, undefined, metrics);
  const runJob = () =>
    job.run().catch((error: Error) => log.warn({ err: error.message }, "The embedding job failed; it runs again in a minute"));
  void runJob();
  const timer = setInterval(() => void runJob(), JOB_INTERVAL_MS).unref();
  return {
    index: new SemanticIndex(provider, job, log, config.embeddings.lexicalShare),
    close: async () => {
      clearInterval(timer);
      await job.stop();
      await provider.close();
    },
  };
}
