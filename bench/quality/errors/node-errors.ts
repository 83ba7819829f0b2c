import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

/** An error a documentation example raised when run here, with the page it came from. */
export interface CollectedError {
  page: string;
  statement: string;
  /** What the page says is thrown (its comment). */
  documented: string;
  error: string;
}

const FENCE = /^```(js|cjs)\s*$/;
const THROWS = /\/\/\s*(Throws|throws|(?:[A-Z]\w*)?Error\b(?: \[ERR_\w+\])?:?)(.*)$/;
const MARK = "@@raised ";

/** `Name [CODE]: message`, as Node prints an uncaught error's first line. */
const CATCH = `catch (error) { process.stderr.write(${JSON.stringify(MARK)} + JSON.stringify(\`\${error.name}\${error.code ? \` [\${error.code}]\` : ""}: \${String(error.message).split("\\n")[0]}\`) + "\\n"); }`;

/** The statement a `// Throws` comment is about: on its line before it, else the line above. */
function thrower(lines: string[], index: number): { at: number; statement: string } | null {
  const before = lines[index]!.replace(THROWS, "").trim();
  if (before !== "") return { at: index, statement: before };
  const above = lines[index - 1]?.trim() ?? "";
  return above !== "" && !above.startsWith("//") && /[;)]$/.test(above) ? { at: index - 1, statement: above } : null;
}

/**
 * Runs the CommonJS examples of Node.js's documentation (Debian's nodejs-doc, Markdown) that say a statement
 * throws, each example whole with that statement caught, and returns what it threw here.
 */
export function collectNodeErrors(apiDir: string): CollectedError[] {
  const work = mkdtempSync(join(tmpdir(), "engram-node-errors-"));
  const collected: CollectedError[] = [];
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".md.gz")).sort()) {
    const page = file.replace(/\.md\.gz$/, "");
    const lines = gunzipSync(readFileSync(join(apiDir, file))).toString("utf8").split("\n");
    for (let start = 0; start < lines.length; start++) {
      if (!FENCE.test(lines[start]!)) continue;
      const end = lines.findIndex((line, i) => i > start && line.startsWith("```"));
      if (end < 0) break;
      const code = lines.slice(start + 1, end);
      start = end;
      const targets = code.flatMap((line, i) => (THROWS.test(line) ? [{ ...thrower(code, i), documented: THROWS.exec(line)![2]!.trim() }] : [])).filter((t) => t.at !== undefined) as Array<{ at: number; statement: string; documented: string }>;
      if (targets.length === 0) continue;
      const program = code.map((line, i) => (targets.some((t) => t.at === i) ? `try { ${line.replace(THROWS, "")} } ${CATCH}` : line)).join("\n");
      const script = join(work, `${page}-${start}.cjs`);
      writeFileSync(script, program);
      const run = spawnSync(process.execPath, [script], { cwd: work, timeout: 5_000, encoding: "utf8" });
      const raised = (run.stderr ?? "").split("\n").filter((line) => line.startsWith(MARK)).map((line) => JSON.parse(line.slice(MARK.length)) as string);
      targets.forEach((target, i) => {
        if (raised[i] !== undefined) collected.push({ page: `${page}.html`, statement: target.statement, documented: target.documented, error: raised[i]! });
      });
    }
  }
  return collected;
}

if (process.argv[1]?.endsWith("node-errors.ts")) {
  for (const row of collectNodeErrors(process.argv[2]!)) process.stdout.write(`${JSON.stringify(row)}\n`);
}
