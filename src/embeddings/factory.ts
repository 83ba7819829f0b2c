import type { EmbeddingsConfig } from "../config.js";
import type { Logger } from "../logger.js";
import { resolveDefaultModel } from "./default-model.js";
import { LocalEmbeddings } from "./local.js";
import { OpenAiEmbeddings } from "./openai.js";
import type { EmbeddingProvider } from "./provider.js";

/** The configured provider, or null for fulltext only. */
export async function createEmbeddingProvider(config: EmbeddingsConfig, cacheDir: string, log: Logger): Promise<EmbeddingProvider | null> {
  switch (config.provider) {
    case "none":
      return null;
    case "openai":
      return new OpenAiEmbeddings(config);
    case "local":
      return LocalEmbeddings.load(config.modelDir ?? (await resolveDefaultModel(cacheDir, config.offline, log)), { threads: config.threads });
  }
}
