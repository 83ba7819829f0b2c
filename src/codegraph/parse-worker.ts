import { parentPort } from "node:worker_threads";
import type { CodeLanguage } from "./languages.js";
import { parseSource } from "./parse.js";

/** One tree-sitter parser per worker thread: `{id, text, language}` in, `{id, parsed}` or `{id, error}` out. */
parentPort!.on("message", async ({ id, text, language }: { id: number; text: string; language: CodeLanguage }) => {
  try {
    parentPort!.postMessage({ id, parsed: await parseSource(text, language) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
