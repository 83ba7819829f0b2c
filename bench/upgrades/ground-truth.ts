/**
 * The ground truth of `npm run bench:upgrades`: the lines a repository's own migration commit removed or
 * changed that concern the migrated library, numbered at the base commit (old side of `git diff -U0 -w`).
 * Source files only, no blank or comment-only lines. Library-related: a TypeScript or JavaScript line of a
 * file importing the library; a Python line matching the library's names in its migration guide (pydantic's
 * methods are called in files that never import pydantic).
 */
import type { MigrationLibrary } from "./migrations.js";

export interface ChangedLine {
  path: string;
  /** 1-based, at the commit's parent. */
  line: number;
  text: string;
}

export interface TruthLine extends ChangedLine {
  kind: "import" | "use";
  test: boolean;
}

const SOURCE_FILE = /\.(py|ts|tsx|mts|cts|js|jsx|mjs|cjs|vue)$/;
const TEST_FILE = /(^|\/)(tests?|__tests__)\/|(^|\/)test_[^/]*\.py$|_test\.py$|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)conftest\.py$/;
const COMMENT_ONLY = /^(#|\/\/|\/\*|\*|<!--)/;
const IMPORT_LINE = /^\s*(from\s+\S+\s+import|import\s)/;

/** The names of each library's migration guide (v1 → v2, 1.4 → 2.0), as a labeller reads them, not Engram. */
const PYTHON_NAMES: Partial<Record<MigrationLibrary, RegExp>> = {
  pydantic:
    /\bpydantic\b|\.(dict|json|copy|parse_obj|parse_raw|parse_file|from_orm|schema|schema_json|construct|update_forward_refs|validate)\(|\b(validator|root_validator|BaseSettings|StrBytes|Extra|class Config|min_items|max_items|regex|const|allow_mutation|orm_mode|allow_population_by_field_name|json_encoders|__fields__|__root__|each_item|parse_obj_as|validate_arguments)\b|pre=True/,
  sqlalchemy:
    /\bsqlalchemy\b|\bsa_dec\b|\bas_declarative\b|\bdeclarative_base\b|\bDeclarativeMeta\b|\bdeclared_attr\b|MetaData\(|\.(create_all|drop_all|execute)\(|\bautocommit\b|\.bind\b|\bbind=/,
};

const JAVASCRIPT_IMPORT: Partial<Record<MigrationLibrary, RegExp>> = {
  zod: /from\s+['"]zod(\/v[34])?['"]|require\(\s*['"]zod['"]\s*\)/,
};

/** The old side of a `git diff -U0` (removed or changed lines), in source files, without blank or comment-only lines. */
export function removedSourceLines(diff: string): ChangedLine[] {
  const lines: ChangedLine[] = [];
  let path: string | null = null;
  let old = 0;
  for (const row of diff.split("\n")) {
    if (row.startsWith("--- ")) {
      path = row.startsWith("--- a/") ? row.slice(6) : null;
      continue;
    }
    if (row.startsWith("+++ ") || row.startsWith("diff ") || row.startsWith("index ")) continue;
    const hunk = /^@@ -(\d+)(?:,\d+)? \+/.exec(row);
    if (hunk) {
      old = Number(hunk[1]);
      continue;
    }
    if (!row.startsWith("-") || path === null || !SOURCE_FILE.test(path)) continue;
    const text = row.slice(1);
    const line = old++;
    const trimmed = text.trim();
    if (trimmed === "" || COMMENT_ONLY.test(trimmed)) continue;
    lines.push({ path, line, text: trimmed });
  }
  return lines;
}

/** Whether a removed line concerns the library: `fileText` is the whole file at the commit's parent. */
export function concernsLibrary(library: MigrationLibrary, line: ChangedLine, fileText: string): boolean {
  if (line.path.endsWith(".py")) return PYTHON_NAMES[library]?.test(line.text) ?? false;
  return JAVASCRIPT_IMPORT[library]?.test(fileText) ?? false;
}

export function truthLine(line: ChangedLine): TruthLine {
  return { ...line, kind: IMPORT_LINE.test(line.text) ? "import" : "use", test: TEST_FILE.test(line.path) };
}
