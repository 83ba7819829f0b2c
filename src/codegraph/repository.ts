import { readFile, readdir, realpath, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import ignore, { type Ignore } from "ignore";
import { languageOf, type CodeLanguage } from "./languages.js";

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  absolute: string;
  language: CodeLanguage;
}

/** Why a file was not indexed; each is counted and named in the summary. */
export type SkipReason = "outside the repository" | "symlink loop" | "unreadable" | "binary" | "too large" | "unparsable";

export interface Skipped {
  path: string;
  reason: SkipReason;
}

/** Never worth indexing, whatever .gitignore says. */
const ALWAYS_IGNORED = new Set([".git", "node_modules", "__pycache__", ".venv", ".tox"]);
/** Larger sources are generated or minified bundles. */
export const MAX_SOURCE_BYTES = 1024 * 1024;

export class RepositoryError extends Error {}

function insideRoot(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !rel.startsWith(sep));
}

async function gitignoreOf(root: string): Promise<Ignore> {
  const rules = ignore();
  try {
    rules.add(await readFile(join(root, ".gitignore"), "utf8"));
  } catch {
    // no .gitignore: index everything but ALWAYS_IGNORED
  }
  return rules;
}

/**
 * The TypeScript, JavaScript and Python files of a repository, minus what its .gitignore leaves out.
 * Symbolic links are followed inside the repository only, and each real directory is read once.
 */
export async function listSourceFiles(repositoryPath: string): Promise<{ root: string; files: SourceFile[]; skipped: Skipped[] }> {
  let root: string;
  try {
    root = await realpath(repositoryPath);
    if (!(await stat(root)).isDirectory()) throw new RepositoryError(`Repository path ${repositoryPath} is not a directory`);
  } catch (error) {
    if (error instanceof RepositoryError) throw error;
    throw new RepositoryError(`Repository path ${repositoryPath} does not exist or cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const rules = await gitignoreOf(root);
  const files: SourceFile[] = [];
  const skipped: Skipped[] = [];
  const visited = new Set<string>([root]);

  const walk = async (dir: string, relDir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      skipped.push({ path: relDir || ".", reason: "unreadable" });
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (ALWAYS_IGNORED.has(entry.name)) continue;
      const path = relDir ? `${relDir}/${entry.name}` : entry.name;
      const absolute = join(dir, entry.name);
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = await realpath(absolute);
        } catch {
          skipped.push({ path, reason: "unreadable" });
          continue;
        }
        if (!insideRoot(root, target)) {
          skipped.push({ path, reason: "outside the repository" });
          continue;
        }
        const kind = await stat(target);
        isDirectory = kind.isDirectory();
        isFile = kind.isFile();
        if (isDirectory && visited.has(target)) {
          skipped.push({ path, reason: "symlink loop" });
          continue;
        }
      }
      if (rules.ignores(isDirectory ? `${path}/` : path)) continue;
      if (isDirectory) {
        visited.add(await realpath(absolute));
        await walk(absolute, path);
      } else if (isFile) {
        const language = languageOf(entry.name);
        if (language) files.push({ path, absolute, language });
      }
    }
  };
  await walk(root, "");
  return { root, files, skipped };
}

/** A file's text, or why it cannot be indexed. */
export async function readSource(file: SourceFile): Promise<{ text: string } | { reason: SkipReason }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file.absolute);
  } catch {
    return { reason: "unreadable" };
  }
  if (bytes.length > MAX_SOURCE_BYTES) return { reason: "too large" };
  if (bytes.subarray(0, 8000).includes(0)) return { reason: "binary" };
  return { text: bytes.toString("utf8") };
}
