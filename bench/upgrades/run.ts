/**
 * The upgrade report on real migrations (issue 33): for each repository of migrations.ts, its code at the
 * commit before the migration is indexed, its old lockfile ingested, then its new lockfile (from the
 * migration commit) ingested, as a user upgrading would; the call sites `dependencyChanges` flags for the
 * migrated package are compared with the lines the repository's own migration commits changed
 * (ground-truth.ts), next to a plain baseline: grep for the names the new version deprecates, as Engram read
 * them from the package (the same knowledge, so the baseline differs in where it looks, not what it knows).
 *
 *   npm run bench:upgrades        (needs the npm registry, PyPI and the repositories' git history)
 *
 * Repositories are read from bare git mirrors in UPGRADE_MIRRORS/<owner>+<name>/repo (default
 * ~/.cache/engram/upgrade-mirrors); a missing one is cloned from GitHub there (`git clone --bare`).
 * One managed Neo4j started by the harness, a fresh ENGRAM_HOME, embeddings off (the report uses none).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, homedir, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Principal } from "../../src/auth/principal.js";
import { listSourceFiles } from "../../src/codegraph/repository.js";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { loadConfig } from "../../src/config.js";
import { createEngram, type Engram } from "../../src/engram.js";
import { createLogger } from "../../src/logger.js";
import { writeSection } from "../report.js";
import { startEngramProcess } from "../engram-process.js";
import { concernsLibrary, removedSourceLines, truthLine, type TruthLine } from "./ground-truth.js";
import { MIGRATIONS, type Migration } from "./migrations.js";
import { grepSites, NEAR_LINES, scoreSites, type Site, type SiteScore } from "./scoring.js";

const run = promisify(execFile);
const PRINCIPAL: Principal = { name: "bench-upgrades", agentTypes: null, projects: null };
const MIRRORS = process.env.UPGRADE_MIRRORS ?? join(process.env.ENGRAM_CACHE_DIR ?? join(homedir(), ".cache", "engram"), "upgrade-mirrors");
const MAX_BUFFER = 512 * 2 ** 20;

async function git(gitDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run("git", ["--git-dir", gitDir, ...args], { maxBuffer: MAX_BUFFER, encoding: "utf8" });
  return stdout;
}

async function mirrorOf(repo: string): Promise<string> {
  const gitDir = join(MIRRORS, repo.replace("/", "+"), "repo");
  if (!existsSync(gitDir)) {
    await mkdir(dirname(gitDir), { recursive: true });
    await run("git", ["clone", "--bare", `https://github.com/${repo}.git`, gitDir], { maxBuffer: MAX_BUFFER });
  }
  return gitDir;
}

/** The tree at a commit, written into a folder (git archive: no hooks, no links followed outside it). */
async function checkout(gitDir: string, commit: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  await run("sh", ["-c", `git --git-dir "$0" archive --format=tar "$1" | tar -x -C "$2"`, gitDir, commit, into], { maxBuffer: MAX_BUFFER });
}

/** Puts a commit's lockfiles where `engram ingest deps` reads them. */
async function placeLockfiles(gitDir: string, migration: Migration, commit: string, projectDir: string): Promise<void> {
  for (const { path, as } of migration.lockfiles) {
    await mkdir(dirname(join(projectDir, as)), { recursive: true });
    await writeFile(join(projectDir, as), await git(gitDir, "show", `${commit}:${path}`));
  }
}

async function groundTruth(gitDir: string, migration: Migration): Promise<TruthLine[]> {
  const lines: TruthLine[] = [];
  const fileTexts = new Map<string, string>();
  for (const commit of migration.commits) {
    const parent = (await git(gitDir, "rev-parse", `${commit}^1`)).trim();
    const diff = await git(gitDir, "diff", "-U0", "-w", "--no-renames", "--no-color", parent, commit);
    for (const line of removedSourceLines(diff)) {
      const fileKey = `${parent}:${line.path}`;
      if (!fileTexts.has(fileKey)) fileTexts.set(fileKey, await git(gitDir, "show", fileKey));
      if (!concernsLibrary(migration.library, line, fileTexts.get(fileKey)!)) continue;
      // A later commit's line numbers are base's only when its file did not change in between.
      if (parent !== migration.base && (await git(gitDir, "diff", "--name-only", migration.base, parent, "--", line.path)).trim() !== "") continue;
      lines.push(truthLine(line));
    }
  }
  return [...new Map(lines.map((line) => [`${line.path}:${line.line}`, line])).values()];
}

async function ingest(engram: Engram, projectDir: string, project: string, label: string): Promise<void> {
  const summary = await engram.dependencies.ingest({ projectDir, project, all: false, prune: false, packageFolder: null }, { start: () => undefined, finished: () => undefined });
  process.stderr.write(`  ${label}: ${summary.packages.length} packages, ${summary.new} new, ${summary.failed} failed\n`);
  for (const failed of summary.packages.filter((p) => p.status === "failed")) process.stderr.write(`    failed ${failed.source}@${failed.version}: ${failed.error}\n`);
}

interface RepositoryResult {
  migration: Migration;
  truth: TruthLine[];
  reported: { from: string | null; to: string | null; names: string[]; notes: string[] };
  engram: Site[];
  grep: Site[];
  files: number;
  seconds: number;
}

async function measure(engram: Engram, migration: Migration, work: string): Promise<RepositoryResult> {
  const started = performance.now();
  const gitDir = await mirrorOf(migration.repo);
  const projectDir = join(work, migration.repo.replace("/", "+"));
  const project = `upgrade-${migration.repo.replace("/", "-")}`;
  process.stderr.write(`${migration.repo} (${migration.packageName} ${migration.from} → ${migration.to})\n`);
  await checkout(gitDir, migration.base, projectDir);
  await placeLockfiles(gitDir, migration, migration.base, projectDir);
  await ingest(engram, projectDir, project, "old lockfile");
  const index = await indexRepository(engram.connection.driver, engram.connection.database, { repository: projectDir, project });
  process.stderr.write(`  indexed ${index.found} files (${index.indexed} parsed)\n`);
  await placeLockfiles(gitDir, migration, migration.lockAfter, projectDir);
  await ingest(engram, projectDir, project, "new lockfile");

  const report = await engram.dependencies.dependencyChanges(PRINCIPAL, { project });
  const change = report.changed.find((c) => c.name === migration.packageName);
  const names = change ? change.apis.map((api) => api.name) : [];
  const engramSites = change ? change.apis.flatMap((api) => api.callSites.map((site) => ({ path: site.file, line: site.line }))) : [];
  const notes = [
    ...(report.message ? [report.message] : []),
    ...(change && !change.fromSetIngested ? [`${change.from} not ingested`] : []),
    ...(change && !change.toSetIngested ? [`${change.to} not ingested`] : []),
    ...(change ? [] : [`${migration.packageName} not among the changed packages`]),
  ];
  const { files } = await listSourceFiles(projectDir);
  const texts = await Promise.all(files.map(async (file) => ({ path: file.path, text: await readFile(join(projectDir, file.path), "utf8") })));
  const everyChange = await engram.dependencies.latestApiChanges(project);
  // The issue's baseline greps for the deprecated names; entries "removed" include every entry renamed between versions (zod 4's moved subpaths).
  const grepNames = everyChange.deprecatedOrGone.filter((api) => api.packageName === migration.packageName && api.status === "DEPRECATED").map((api) => api.name);
  return {
    migration,
    truth: await groundTruth(gitDir, migration),
    reported: { from: change?.from ?? null, to: change?.to ?? null, names, notes },
    engram: engramSites,
    grep: grepSites(texts, grepNames),
    files: files.length,
    seconds: (performance.now() - started) / 1000,
  };
}

const percent = (value: number | null) => (value === null ? "–" : value.toFixed(2));
const cell = (score: SiteScore) => `${percent(score.precision)} / ${percent(score.recall)} (${score.matchedFlags}/${score.flagged}, ${score.matchedTruth}/${score.truth})`;

function rows(results: RepositoryResult[], tolerance: number): string[] {
  return results.map((result) => {
    const truth = result.truth.filter((line) => !line.test);
    return `| ${result.migration.group} | ${result.migration.repo} @ ${result.migration.base.slice(0, 8)} → ${result.migration.commits.map((c) => c.slice(0, 8)).join(", ")} | ${result.migration.packageName} ${result.reported.from ?? result.migration.from} → ${result.reported.to ?? result.migration.to} | ${truth.length} | ${cell(scoreSites(result.engram, truth, tolerance))} | ${cell(scoreSites(result.grep, truth, tolerance))} |`;
  });
}

function pooled(results: RepositoryResult[], group: Migration["group"], tolerance: number, sites: (r: RepositoryResult) => Site[]): SiteScore {
  const inGroup = results.filter((r) => r.migration.group === group);
  const tag = (r: RepositoryResult, list: readonly Site[]) => list.map((site) => ({ path: `${r.migration.repo}/${site.path}`, line: site.line }));
  return scoreSites(
    inGroup.flatMap((r) => tag(r, sites(r))),
    inGroup.flatMap((r) => tag(r, r.truth.filter((line) => !line.test))),
    tolerance,
  );
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), "engram-bench-upgrades-"));
  const server = await startEngramProcess({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" });
  const env: NodeJS.ProcessEnv = { ...process.env, ENGRAM_HOME: server.home, ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none", LOG_LEVEL: "warn" };
  for (const name of ["NEO4J_DATABASE", "ENGRAM_API_KEYS", "ENGRAM_API_KEYS_FILE", "ENGRAM_PACKAGE_FOLDER", "ENGRAM_NPM_REGISTRY", "ENGRAM_PYPI_INDEX", "PIP_INDEX_URL"]) delete env[name];
  Object.assign(env, { NEO4J_URI: server.neo4j.uri, NEO4J_USER: server.neo4j.user, NEO4J_PASSWORD: server.neo4j.password });
  const engram = await createEngram(loadConfig(env), { log: createLogger("warn", 2), command: true });
  const results: RepositoryResult[] = [];
  try {
    for (const migration of MIGRATIONS) results.push(await measure(engram, migration, work));
  } finally {
    await engram.close();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
  const table = (tolerance: number) => [
    `| group | repository, base → migration commits | package, as locked | changed lines (not tests) | Engram precision / recall (flags matched/flags, lines matched/lines) | grep precision / recall |`,
    `|---|---|---|---:|---|---|`,
    ...rows(results, tolerance),
    ...(["development", "held-out"] as const).map(
      (group) => `| **${group}, pooled** | | | ${pooled(results, group, tolerance, (r) => r.engram).truth} | ${cell(pooled(results, group, tolerance, (r) => r.engram))} | ${cell(pooled(results, group, tolerance, (r) => r.grep))} |`,
    ),
  ];
  const section = [
    "## upgrade-impact",
    "",
    "Issue 33's upgrade report on public repositories' own migrations (bench/upgrades/migrations.ts; groups fixed by a hash of the repository's name before any run). Each repository's code at the commit before its migration is indexed, its old lockfile ingested (direct dependencies, from the real registries), then the migration commit's lockfile ingested; `dependencyChanges` lists the call sites of APIs the new version deprecates or removes. Ground truth: the old-side lines of the migration commits' `git diff -U0 -w` in source files that concern the library (a file importing it in TypeScript; the migration guide's names in Python), tests left out. Baseline: grep (whole words) for the last segment of every name the new version deprecates (as Engram read the package: the same knowledge, looked for by name), over the same source files.",
    "",
    `- Command: \`npm run bench:upgrades\`; machine: ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    `- Time per repository (index + two ingests + report): ${results.map((r) => `${r.migration.repo} ${r.seconds.toFixed(0)} s (${r.files} source files)`).join("; ")}.`,
    `- Names the report flagged per repository: ${results.map((r) => `${r.migration.repo}: ${r.reported.names.length === 0 ? "none" : r.reported.names.slice(0, 12).join(", ")}${r.reported.notes.length ? ` (${r.reported.notes.join("; ")})` : ""}`).join(" · ")}.`,
    "",
    "Strict (same file and line):",
    "",
    ...table(0),
    "",
    `Near (same file, within ${NEAR_LINES} lines: a call chain split over lines):`,
    "",
    ...table(NEAR_LINES),
  ].join("\n");
  process.stdout.write(`${section}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), "upgrade-impact", section);
}

await main();
