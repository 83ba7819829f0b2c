import type { ReferencedCode } from "./store.js";

/** What one `engram index` run wrote and removed: the new content hash of each file written, its functions, and the files deleted. */
export interface IndexRunChanges {
  /** Content hash of each file written (new or changed, or read again by a newer reading). */
  written: Map<string, string>;
  deleted: Set<string>;
  /** The functions of the written files, by key. */
  functions: Map<string, { path: string; qualifiedName: string; bodyHash: string }>;
}

/** Why each memory is stale after a run: memory id to reasons, in the order found. */
export type StaleReasons = Map<string, string[]>;

/**
 * The memories a run makes stale, with a reason naming the code: a referenced file whose content changed or that
 * was deleted; a referenced function whose body changed, that was deleted, or that moved (the same body hash under
 * another key: another file, or renamed). Computed from the references as they stood before the run (edges to
 * deleted nodes are gone afterwards). Code indexed before body hashes were kept (no hash to compare) is not judged.
 */
export function staleReasons(referenced: readonly ReferencedCode[], run: Readonly<IndexRunChanges>, day: string): StaleReasons {
  const byBody = new Map<string, string>();
  for (const [key, fn] of run.functions) if (!byBody.has(fn.bodyHash)) byBody.set(fn.bodyHash, key);
  const reasons: StaleReasons = new Map();
  const add = (memories: readonly string[], what: string) => {
    for (const id of memories) reasons.set(id, [...(reasons.get(id) ?? []), `${what} (engram index, ${day})`]);
  };
  for (const code of referenced) {
    const touched = run.written.has(code.path) || run.deleted.has(code.path);
    if (!touched) continue;
    if (code.kind === "CodeFile") {
      if (run.deleted.has(code.path)) add(code.memories, `${code.path} deleted`);
      else if (code.hash !== null && run.written.get(code.path) !== code.hash) add(code.memories, `${code.path} changed`);
      continue;
    }
    const name = `${code.path}#${code.qualifiedName}`;
    const now = code.key === null ? undefined : run.functions.get(code.key);
    if (now) {
      if (code.bodyHash !== null && now.bodyHash !== code.bodyHash) add(code.memories, `${name} changed`);
      continue;
    }
    const movedTo = code.bodyHash === null ? undefined : byBody.get(code.bodyHash);
    const moved = movedTo === undefined ? undefined : run.functions.get(movedTo);
    add(code.memories, moved ? `${name} moved to ${moved.path}#${moved.qualifiedName}` : `${name} deleted`);
  }
  return reasons;
}
