import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Who may import whom, read from the code's own imports. Domains hold the logic and doors only map it
 * (README, "Layout"); the foundation and the generic search pipeline know no domain.
 */
const ROOT = join(import.meta.dirname, "..");
const GENERATED = [/\/generated\//, /^src\/doors\/graphql\/client\//, /^src\/doors\/graphql\/resolvers-types\.ts$/];

/** Everything below the domains: settings, errors, logging, Neo4j access, the access policy, outbound HTTP. */
const FOUNDATION = [
  /^src\/(config|errors|logger|request-context|input-limits|metrics|progress|version|tracing|maven|pypi)\.ts$/,
  /^src\/(neo4j|net|auth)\//,
];
/** Generic retrieval, fusion, reranking and embeddings: they rank what domains hand them and know none of them. */
const PIPELINE = [/^src\/(search|embeddings)\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") ? [relative(ROOT, path)] : [];
  });
}

/** Each file's relative imports (static, dynamic and type-only), as repository paths of .ts files. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((match) =>
    relative(ROOT, resolve(ROOT, dirname(file), match[1]!)).replace(/\.js$/, ".ts"),
  );
}

const edges = sourceFiles(join(ROOT, "src"))
  .filter((file) => !GENERATED.some((pattern) => pattern.test(file)))
  .flatMap((file) => importsOf(file).map((target) => ({ file, target })));

const matches = (patterns: RegExp[], path: string) => patterns.some((pattern) => pattern.test(path));
const doorOf = (path: string) => /^src\/doors\/([^/]+)\//.exec(path)?.[1] ?? null;

describe("the layout's rules, on every import of src/", () => {
  it("reads the imports of the whole tree", () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ file: "src/doors/http/app.ts", target: "src/engram.ts" });
  });

  it("no domain file imports a door", () => {
    const offending = edges.filter(({ file, target }) => doorOf(file) === null && doorOf(target) !== null);
    expect(offending).toEqual([]);
  });

  it("the foundation imports nothing above it", () => {
    const offending = edges.filter(({ file, target }) => matches(FOUNDATION, file) && !matches(FOUNDATION, target));
    expect(offending).toEqual([]);
  });

  it("the search pipeline knows no domain: only the foundation and itself", () => {
    const offending = edges.filter(({ file, target }) => matches(PIPELINE, file) && !matches(FOUNDATION, target) && !matches(PIPELINE, target));
    expect(offending).toEqual([]);
  });

  it("a door imports no other door, but the HTTP door and the CLI, which serve the others", () => {
    const composers = new Set(["http", "cli"]);
    const offending = edges.filter(({ file, target }) => {
      const [from, to] = [doorOf(file), doorOf(target)];
      return from !== null && to !== null && from !== to && !composers.has(from);
    });
    expect(offending).toEqual([]);
  });
});
