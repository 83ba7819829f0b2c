import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import treeSitter from "@vscode/tree-sitter-wasm";

// The package is a UMD bundle: its classes are reachable through the default export only.
const { Parser, Language } = treeSitter;
export type SyntaxParser = InstanceType<typeof Parser>;

export type CodeLanguage = "typescript" | "tsx" | "javascript" | "python";

const EXTENSIONS: Record<string, CodeLanguage> = {
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".jsx": "javascript",
  ".py": "python",
};

/** The language Engram parses a file as, from its name; null for files it does not index. */
export function languageOf(path: string): CodeLanguage | null {
  if (path.endsWith(".d.ts") || path.endsWith(".d.mts") || path.endsWith(".d.cts")) return null;
  return EXTENSIONS[extname(path).toLowerCase()] ?? null;
}

/** TypeScript, TSX and JavaScript share one module system, and Python has its own. */
export function isPython(language: CodeLanguage): boolean {
  return language === "python";
}

let parsers: Promise<Map<CodeLanguage, SyntaxParser>> | undefined;

/** One tree-sitter parser per language, loaded once from the grammars' WebAssembly files. */
export function syntaxParsers(): Promise<Map<CodeLanguage, SyntaxParser>> {
  parsers ??= (async () => {
    await Parser.init();
    const loaded = new Map<CodeLanguage, SyntaxParser>();
    for (const language of ["typescript", "tsx", "javascript", "python"] as const) {
      const grammar = fileURLToPath(import.meta.resolve(`@vscode/tree-sitter-wasm/wasm/tree-sitter-${language}.wasm`));
      const parser = new Parser();
      parser.setLanguage(await Language.load(grammar));
      loaded.set(language, parser);
    }
    return loaded;
  })();
  return parsers;
}
