import { createHash } from "node:crypto";
import type { Driver } from "neo4j-driver";
import { ParsePool } from "./parse-pool.js";
import { listSourceFiles, readSource, type SkipReason, type Skipped, type SourceFile } from "./repository.js";
import { affectedBy, resolveEdges } from "./resolve.js";
import { CodeGraphStore, definitionKeys, inBatches, type FileToWrite, type GraphCounts } from "./store.js";
import { staleReasons, type IndexRunChanges } from "./changes.js";
import { MemoryStaleness } from "../memory/staleness.js";

/** Files parsed, then written, together: bounds memory on large repositories. */
const WRITE_BATCH = 200;
/** Skipped files named in the summary (all are counted). */
const NAMED_SKIPS = 20;

export interface IndexOptions {
  repository: string;
  project: string;
  /** Called after each file is read (indexed, unchanged or skipped). */
  progress?: (done: number, total: number) => void;
}

export interface IndexSummary {
  project: string;
  root: string;
  /** Source files found (TypeScript, JavaScript, Python), skipped ones included. */
  found: number;
  /** New or changed files parsed and written. */
  indexed: number;
  unchanged: number;
  /** Files indexed before and gone now, removed with their functions and classes. */
  deleted: number;
  skipped: Partial<Record<SkipReason, number>>;
  skippedFiles: Skipped[];
  /** The project's whole code graph after the run. */
  graph: GraphCounts;
  /** Memories that referenced code the run changed, moved or deleted, now stale. */
  staleMemories: number;
  seconds: number;
}

/** A file to write, unchanged (same hash as indexed), or why it is skipped. */
async function prepareFile(file: SourceFile, knownHash: string | null | undefined, pool: ParsePool): Promise<FileToWrite | Skipped | "unchanged"> {
  const source = await readSource(file);
  if ("reason" in source) return { path: file.path, reason: source.reason };
  const hash = createHash("sha256").update(source.text).digest("hex");
  if (knownHash === hash) return "unchanged";
  const parsed = await pool.parse(source.text, file.language);
  if (parsed.hasErrors) return { path: file.path, reason: "unparsable" };
  return { path: file.path, language: file.language, hash, parsed };
}

/** A written file's content hash and functions, for judging what memories referenced (see changes.ts). */
function recordWritten(run: IndexRunChanges, file: FileToWrite): void {
  run.written.set(file.path, file.hash);
  const keys = definitionKeys(file.path, file.parsed).functions;
  file.parsed.functions.forEach((fn, index) => run.functions.set(keys[index]!, { path: file.path, qualifiedName: fn.qualifiedName, bodyHash: fn.bodyHash }));
}

/**
 * Indexes a repository into a project's code graph. Unchanged files (same content hash) are not parsed
 * again, files gone from the repository are removed, and the edges of changed files and of the files
 * importing them are resolved again; the documentation links of every file are refreshed.
 */
export async function indexRepository(driver: Driver, database: string | undefined, options: IndexOptions): Promise<IndexSummary> {
  const started = performance.now();
  const { root, files, skipped } = await listSourceFiles(options.repository);
  const store = new CodeGraphStore(driver, database, options.project);
  await store.touchProject();
  const known = await store.indexedHashes();
  // What memories reference, read before anything is written: a deleted node takes its REFERENCES edges with it.
  const referenced = await store.referencedCode();
  const run: IndexRunChanges = { written: new Map(), deleted: new Set(), functions: new Map() };
  const written: string[] = [];
  let unchanged = 0;
  let read = 0;
  // Parsing runs in worker threads while the previous batch is written.
  const pool = new ParsePool();
  let writing: Promise<void> = Promise.resolve();
  try {
    for (const batch of inBatches(files, WRITE_BATCH)) {
      const prepared = await Promise.all(
        batch.map(async (file) => {
          const outcome = await prepareFile(file, known.get(file.path), pool);
          options.progress?.(++read, files.length);
          return outcome;
        }),
      );
      const toWrite: FileToWrite[] = [];
      for (const outcome of prepared) {
        if (outcome === "unchanged") unchanged += 1;
        else if ("reason" in outcome) skipped.push(outcome);
        else toWrite.push(outcome);
      }
      if (referenced.length > 0) for (const file of toWrite) recordWritten(run, file);
      await writing;
      writing = store.writeFiles(toWrite).then(() => void written.push(...toWrite.map((file) => file.path)));
      writing.catch(() => undefined); // awaited with the next batch; marked handled so a failure there is not fatal first
    }
    await writing;
  } finally {
    await pool.close();
  }

  const present = new Set(files.map((file) => file.path));
  const deleted = [...known.keys()].filter((path) => !present.has(path));
  await store.deleteFiles(deleted);
  for (const path of deleted) run.deleted.add(path);
  const stale = await new MemoryStaleness(driver, database).markStale(staleReasons(referenced, run, new Date().toISOString().slice(0, 10)));

  const stored = await store.storedFiles();
  const changed = new Set([...written, ...deleted]);
  if (changed.size > 0) {
    const affected = affectedBy(stored, changed);
    await store.writeEdges([...affected], resolveEdges(stored, affected));
  }
  await store.linkDocumentation(stored.map((file) => file.path));
  await store.linkPendingReferences(written);

  const counts: Partial<Record<SkipReason, number>> = {};
  for (const { reason } of skipped) counts[reason] = (counts[reason] ?? 0) + 1;
  return {
    project: options.project,
    root,
    found: files.length,
    indexed: written.length,
    unchanged,
    deleted: deleted.length,
    skipped: counts,
    skippedFiles: skipped.slice(0, NAMED_SKIPS),
    graph: await store.counts(),
    staleMemories: stale.length,
    seconds: (performance.now() - started) / 1000,
  };
}
