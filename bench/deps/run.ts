/**
 * `engram ingest deps` on real registries: speed (cold and warm) and what it reads (deprecations,
 * replacements, signatures, changelog pages), against labels the bench reads itself from the same
 * artifacts (labels.ts), with a development and a held-out half by package name hash (labels.ts halfOf,
 * fixed before any result was seen).
 *
 *   npm run bench:deps
 *
 * Projects: Engram's own package.json + package-lock.json (its direct dependencies), and
 * bench/deps/requirements.txt (41 popular pure-Python packages pinned with `==`). One Engram server is
 * started by the harness (bench/engram-process.ts) on its own managed Neo4j in a fresh ENGRAM_HOME (no
 * documentation set there), and the ingest runs in this process through `createEngram` on that Neo4j with
 * an empty ENGRAM_CACHE_DIR of its own (no package cached): that is cold. The same ingest again is warm.
 * Embeddings are off (ENGRAM_EMBEDDINGS=none), as the targets exclude them.
 *
 * Baselines in the same run: plain `fetch` of every artifact Engram fetched (no parsing, nothing
 * written), and plain Lucene fulltext over the same sets for the lookups and the changelog question.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { cpus, freemem, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { loadConfig } from "../../src/config.js";
import type { DependencyIngestSummary, PackageOutcome } from "../../src/dependencies/ingest.js";
import { createEngram, type Engram } from "../../src/engram.js";
import { createLogger } from "../../src/logger.js";
import { FULLTEXT_INDEXES } from "../../src/neo4j/migrations.js";
import type { Principal } from "../../src/auth/principal.js";
import { startEngramProcess } from "../engram-process.js";
import { textFiles, type TextFiles } from "./archives.js";
import { CAPS, halfOf, labelsOf, type ChangelogLabel, type DeprecationLabel, type SignatureLabel } from "./labels.js";

const REPO_ROOT = join(import.meta.dirname, "..", "..");
const NPM_REGISTRY = "https://registry.npmjs.org/";
const CONCURRENCY = 4;
const PRINCIPAL: Principal = { name: "bench-deps", agentTypes: null, projects: null };
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;
const TARGETS = { coldSeconds: 120, warmSeconds: 5, deprecation: 0.95, replacement: 0.85, signature: 0.95, changelog: 0.8 };

/**
 * Well-known cases, each checked against the real files (the `check` text must occur in the package's
 * files as downloaded, else the label is dropped and said so). neo4j-driver 6.3.0 no longer has
 * Session.readTransaction and htmlparser2 12.0.0 no longer has parseDOM, so neither is here.
 */
const HAND: Array<{ source: string; names: string[]; replacement: string; check: string }> = [
  { source: "npm:zod", names: ["ZodString.email", "_ZodString.email"], replacement: "z.email", check: "@deprecated Use `z.email()` instead. */\n    email(" },
  { source: "npm:zod", names: ["ZodString.url", "_ZodString.url"], replacement: "z.url", check: "@deprecated Use `z.url()` instead. */\n    url(" },
  { source: "npm:graphql", names: ["printError"], replacement: "toString", check: "@deprecated Please use `error.toString` instead" },
  { source: "npm:graphql", names: ["formatError"], replacement: "toJSON", check: "@deprecated Please use `error.toJSON` instead" },
  { source: "npm:graphql", names: ["ParseOptions.maxTokens"], replacement: "maxLexicalTokens", check: "@deprecated Use `maxLexicalTokens` instead." },
  { source: "pypi:pydantic", names: ["pydantic.BaseModel.dict", "BaseModel.dict"], replacement: "model_dump", check: "The `dict` method is deprecated; use `model_dump` instead." },
  { source: "pypi:pydantic", names: ["pydantic.BaseModel.json", "BaseModel.json"], replacement: "model_dump_json", check: "The `json` method is deprecated; use `model_dump_json` instead." },
  { source: "pypi:pydantic", names: ["pydantic.BaseModel.parse_obj", "BaseModel.parse_obj"], replacement: "model_validate", check: "The `parse_obj` method is deprecated; use `model_validate` instead." },
  { source: "pypi:pydantic", names: ["pydantic.BaseModel.copy", "BaseModel.copy"], replacement: "model_copy", check: "The `copy` method is deprecated; use `model_copy` instead." },
];

function machine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `${cpus()[0]?.model ?? "unknown CPU"}, nproc ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free), Node ${process.version}; load average ${one} / ${five} / ${fifteen}`;
}

// ---- counting what the ingest asks the network for ---------------------------------------------------

let requests = 0;
const plainFetch = globalThis.fetch;
globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
  requests++;
  return plainFetch(...args);
}) as typeof fetch;

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

interface Run {
  label: string;
  summary: DependencyIngestSummary;
  wallSeconds: number;
  requests: number;
  cacheFilesAdded: number;
}

async function ingestRun(engram: Engram, label: string, projectDir: string, project: string, cacheDir: string, packageFolder: string | null = null): Promise<Run> {
  const before = requests;
  const filesBefore = await countFiles(cacheDir);
  const started = performance.now();
  let done = 0;
  const summary = await engram.dependencies.ingest(
    { projectDir, project, all: false, prune: false, packageFolder },
    {
      start: (total) => process.stderr.write(`${label}: ${total} packages\n`),
      finished: (name, outcome) => process.stderr.write(`  ${++done} ${name} ${outcome.status}${outcome.error ? `: ${outcome.error}` : ""} (${outcome.seconds.toFixed(1)} s)\n`),
    },
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const run = { label, summary, wallSeconds, requests: requests - before, cacheFilesAdded: (await countFiles(cacheDir)) - filesBefore };
  process.stderr.write(`${label}: ${wallSeconds.toFixed(1)} s, ${summary.new} new, ${summary.unchanged} unchanged, ${summary.failed} failed, ${run.requests} requests\n`);
  return run;
}

// ---- the plain-download baseline (and the bytes labels are read from) ---------------------------------

interface Download {
  source: string;
  version: string;
  /** The artifact and, for an npm package without declarations, the @types package Engram read instead. */
  artifacts: Array<{ url: string; fileName: string; bytes: number }>;
  seconds: number;
  files: TextFiles;
  /** Each artifact's files on their own (an npm package's entry points are read from its own package.json). */
  parts: TextFiles[];
  /** The artifacts' bytes (kept for the PyPI run from a local folder). */
  raw: Array<{ fileName: string; bytes: Uint8Array }>;
  error: string | null;
}

async function get(url: string): Promise<Uint8Array> {
  const response = await plainFetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function npmTarball(name: string, version: string): string {
  return `${NPM_REGISTRY}${name}/-/${name.split("/").pop()}-${version}.tgz`;
}

/**
 * PyPI's Simple API (PEP 691 JSON; pypi.org's per-version JSON, which Engram asks first, answers 404 on
 * this machine's network), then the file Engram read (by name), else the best-ranked one as Engram ranks them.
 */
async function pypiArtifact(name: string, version: string, artifact: string | undefined): Promise<{ url: string; fileName: string }> {
  const response = await plainFetch(`https://pypi.org/simple/${name}/`, { headers: { accept: "application/vnd.pypi.simple.v1+json" }, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${name}: the Simple API answered HTTP ${response.status}`);
  const files = ((await response.json()) as { files: Array<{ filename: string; url: string }> }).files;
  const stem = (file: string) => file.toLowerCase().replace(/[-_.]+/g, "-");
  const ofVersion = files.filter((file) => stem(file.filename).startsWith(`${stem(name)}-${stem(version)}-`) || stem(file.filename) === `${stem(name)}-${stem(version)}-tar-gz`);
  const rank = (file: string) => (file === artifact ? -1 : /-none-any\.whl$/.test(file) ? 0 : file.endsWith(".whl") ? 1 : file.endsWith(".tar.gz") ? 2 : 3);
  const best = [...ofVersion].sort((a, b) => rank(a.filename) - rank(b.filename))[0];
  if (!best) throw new Error(`${name} ${version}: PyPI lists no file`);
  return { url: best.url, fileName: best.filename };
}

async function download(outcome: PackageOutcome): Promise<Download> {
  const started = performance.now();
  const [ecosystem, ...rest] = outcome.source.split(":");
  const name = rest.join(":");
  const result: Download = { source: outcome.source, version: outcome.version, artifacts: [], seconds: 0, files: new Map(), parts: [], raw: [], error: null };
  try {
    const targets: Array<{ url: string; fileName: string }> = [];
    if (ecosystem === "npm") {
      targets.push({ url: npmTarball(name, outcome.version), fileName: `${name}-${outcome.version}.tgz` });
      const types = /^(@types\/[^@]+)@(.+)$/.exec(outcome.apiFrom ?? "");
      if (types) targets.push({ url: npmTarball(types[1]!, types[2]!), fileName: `${types[1]}-${types[2]}.tgz` });
    } else {
      targets.push(await pypiArtifact(name, outcome.version, (outcome as PackageOutcome & { artifact?: string }).artifact));
    }
    for (const target of targets) {
      const bytes = await get(target.url);
      result.artifacts.push({ ...target, bytes: bytes.length });
      result.raw.push({ fileName: target.fileName, bytes });
      const files = textFiles(target.fileName, bytes);
      result.parts.push(files);
      for (const [path, text] of files) result.files.set(path, text);
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

async function downloadAll(outcomes: PackageOutcome[]): Promise<{ downloads: Download[]; wallSeconds: number }> {
  const started = performance.now();
  const downloads: Download[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < outcomes.length) downloads.push(await download(outcomes[next++]!));
    }),
  );
  return { downloads, wallSeconds: (performance.now() - started) / 1000 };
}

// ---- judging ----------------------------------------------------------------------------------------

interface Judged {
  /** reachable: npm entry points and what they re-export (the set the targets are judged on); broad: every .d.ts (the first run's). */
  set: "reachable" | "broad";
  metric: "deprecation" | "replacement" | "signature" | "changelog";
  system: "engram" | "baseline";
  half: "development" | "held-out";
  source: string;
  version: string;
  label: string;
  origin: string;
  hit: boolean;
  detail: string;
}

/** The last segment of a name; a package subpath's entries are prefixed "client/auth:" rather than with a dot. */
const lastSegment = (name: string) => name.split(/[.:]/).filter(Boolean).pop()!.toLowerCase();
const hasWord = (text: string, word: string) => new RegExp(`(^|[^\\w$])${word.replace(/\$/g, "\\$")}([^\\w$]|$)`).test(text);

interface Found {
  name: string;
  deprecated: boolean;
  replacedBy: string | null;
  signature: string | null;
}

const memo = new Map<string, Promise<{ found: Found | null; detail: string }>>();
function memoised(system: string, names: string[], source: string, version: string, look: () => Promise<{ found: Found | null; detail: string }>) {
  const key = JSON.stringify([system, names, source, version]);
  if (!memo.has(key)) memo.set(key, look());
  return memo.get(key)!;
}

async function engramLookup(engram: Engram, names: string[], source: string, version: string): Promise<{ found: Found | null; detail: string }> {
  const tried: string[] = [];
  for (const name of names) {
    try {
      const choice = await engram.dependencies.apiReference(PRINCIPAL, name, { source, version, project: null });
      if (choice === null) {
        tried.push(`${name}: none`);
        continue;
      }
      const details = await engram.knowledge.apiReferenceDetails(choice.id);
      return { found: { name: details?.name ?? name, deprecated: choice.deprecated, replacedBy: details?.replacedBy ?? null, signature: details?.signature ?? null }, detail: `as ${details?.name}` };
    } catch (error) {
      tried.push(`${name}: ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`);
    }
  }
  return { found: null, detail: tried.join("; ") };
}

/** Plain fulltext for the API name (its segments as words) in the set at the version: the top hit, if its last name segment is the name's. */
async function baselineLookup(driver: Driver, names: string[], source: string, version: string): Promise<{ found: Found | null; detail: string }> {
  const name = names[0]!;
  const query = name.split(/[.#]/).filter(Boolean).join(" ").replace(LUCENE_SPECIAL, "\\$&");
  const { records } = await driver.executeQuery(
    `CALL db.index.fulltext.queryNodes($index, $query, {limit: 2000}) YIELD node, score
     WHERE node.source = $source AND node.version = $version
     OPTIONAL MATCH (node)-[:REPLACED_BY]->(r:APIReference)
     RETURN node.name AS name, node.deprecatedIn AS deprecatedIn, node.stability AS stability, coalesce(r.name, node.replacementName) AS replacedBy, node.signature AS signature
     ORDER BY score DESC LIMIT 1`,
    { index: FULLTEXT_INDEXES.apiReference, query, source, version },
  );
  const top = records[0];
  if (!top) return { found: null, detail: "no hit" };
  const topName = top.get("name") as string;
  if (lastSegment(topName) !== lastSegment(name)) return { found: null, detail: `top hit ${topName}` };
  const deprecated = top.get("deprecatedIn") !== null || String(top.get("stability") ?? "").startsWith("0");
  return { found: { name: topName, deprecated, replacedBy: top.get("replacedBy"), signature: top.get("signature") }, detail: `as ${topName}` };
}

function changelogHit(ids: string[], source: string, version: string, labelVersion: string): boolean {
  const prefix = `${source}:${version}:`;
  return ids.slice(0, 5).some((id) => id.startsWith(prefix) && id.slice(prefix.length).split("#")[0] === `CHANGELOG/${labelVersion}`);
}

async function baselineChangelog(driver: Driver, question: string, source: string, version: string): Promise<string[]> {
  const query = question.replace(LUCENE_SPECIAL, "\\$&");
  const { records } = await driver.executeQuery(
    `CALL () {
       CALL db.index.fulltext.queryNodes($sections, $query, {limit: 2000}) YIELD node, score
       MATCH (d:ExternalDoc {source: $source, version: $version})-[:HAS_SECTION]->(node)
       RETURN d.id AS id, score
       UNION ALL
       CALL db.index.fulltext.queryNodes($docs, $query, {limit: 2000}) YIELD node, score
       WHERE node.source = $source AND node.version = $version
       RETURN node.id AS id, score
     }
     RETURN id ORDER BY score DESC LIMIT 5`,
    { sections: FULLTEXT_INDEXES.docSection, docs: FULLTEXT_INDEXES.externalDoc, query, source, version },
  );
  return records.map((record) => record.get("id") as string);
}

interface PackageLabelCount {
  source: string;
  version: string;
  half: string;
  /** How Engram got the package: the registry as configured, or (PyPI fallback) the same files from a local folder. */
  via: string;
  reachable: { files: number; found: { deprecations: number; signatures: number }; used: { deprecations: number; signatures: number } };
  broad: { files: number; found: { deprecations: number; signatures: number }; used: { deprecations: number; signatures: number } };
  changelog: { found: number; used: number };
}

async function judgeAll(engram: Engram, driver: Driver, outcomes: Array<PackageOutcome & { via: string }>, downloads: Download[], notes: string[]): Promise<{ judged: Judged[]; counts: PackageLabelCount[] }> {
  const judged: Judged[] = [];
  const counts: PackageLabelCount[] = [];
  for (const outcome of outcomes) {
    const fetched = downloads.find((d) => d.source === outcome.source && d.version === outcome.version);
    if (!fetched || fetched.error) {
      notes.push(`${outcome.source}@${outcome.version}: no labels (download failed: ${fetched?.error})`);
      continue;
    }
    const ecosystem = outcome.source.startsWith("npm:") ? "npm" : "pypi";
    const packageName = outcome.source.slice(outcome.source.indexOf(":") + 1);
    const half = halfOf(packageName);
    const labels = labelsOf(ecosystem, fetched.parts, outcome.version);
    const hand: DeprecationLabel[] = [];
    for (const item of HAND.filter((h) => h.source === outcome.source)) {
      if ([...fetched.files.values()].some((text) => text.includes(item.check))) hand.push({ kind: "deprecation", names: item.names, replacement: item.replacement, file: "(hand-checked)", origin: "hand" });
      else notes.push(`hand label ${item.source} ${item.names[0]} dropped: "${item.check}" is not in its files`);
    }
    const countOf = (set: typeof labels.reachable) => ({ files: set.files, found: set.found, used: { deprecations: set.deprecations.length + hand.length, signatures: set.signatures.length } });
    counts.push({ source: outcome.source, version: outcome.version, half, via: outcome.via, reachable: countOf(labels.reachable), broad: countOf(labels.broad), changelog: { found: labels.found.changelog, used: labels.changelog.length } });
    const failed = outcome.status === "failed";
    const lookup = (system: "engram" | "baseline", names: string[]) =>
      memoised(system, names, outcome.source, outcome.version, () => (system === "engram" ? engramLookup(engram, names, outcome.source, outcome.version) : baselineLookup(driver, names, outcome.source, outcome.version)));

    for (const set of ["reachable", "broad"] as const) {
      const base = { set, half, source: outcome.source, version: outcome.version };
      const push = (metric: Judged["metric"], system: Judged["system"], label: string, origin: string, hit: boolean, detail: string) => judged.push({ ...base, metric, system, label, origin, hit, detail });
      for (const label of [...labels[set].deprecations, ...hand] as DeprecationLabel[]) {
        for (const system of ["engram", "baseline"] as const) {
          if (failed) {
            push("deprecation", system, label.names[0]!, label.origin, false, `ingest failed: ${outcome.error}`);
            if (label.replacement) push("replacement", system, label.names[0]!, label.origin, false, "ingest failed");
            continue;
          }
          const { found, detail } = await lookup(system, label.names);
          push("deprecation", system, label.names[0]!, label.origin, Boolean(found?.deprecated), found ? `${detail}, deprecated ${found.deprecated} (${label.file})` : `not found: ${detail} (${label.file})`);
          if (label.replacement) {
            const named = found?.replacedBy ?? null;
            push("replacement", system, `${label.names[0]} → ${label.replacement}`, label.origin, named !== null && lastSegment(named) === lastSegment(label.replacement), found ? `replacedBy ${named}` : "not found");
          }
        }
      }
      for (const label of labels[set].signatures as SignatureLabel[]) {
        for (const system of ["engram", "baseline"] as const) {
          if (failed) {
            push("signature", system, label.names[0]!, "regex", false, "ingest failed");
            continue;
          }
          const { found, detail } = await lookup(system, label.names);
          const missing = label.parameters.filter((p) => !hasWord(found?.signature ?? "", p));
          push("signature", system, `${label.names[0]}(${label.parameters.join(", ")})`, "regex", found !== null && missing.length === 0, found ? `${detail}: ${(found.signature ?? "no signature").slice(0, 160)}${missing.length ? ` — missing ${missing.join(", ")}` : ""} (${label.file})` : `not found: ${detail} (${label.file})`);
        }
      }
    }
    for (const label of labels.changelog as ChangelogLabel[]) {
      const question = `what changed in ${packageName} ${label.version}`;
      const both = (system: Judged["system"], hit: boolean, detail: string) => {
        for (const set of ["reachable", "broad"] as const) judged.push({ set, half, source: outcome.source, version: outcome.version, metric: "changelog", system, label: question, origin: "regex", hit, detail });
      };
      if (failed) {
        both("engram", false, "ingest failed");
        both("baseline", false, "ingest failed");
        continue;
      }
      const result = await engram.search.search(PRINCIPAL, { query: question, source: outcome.source, version: outcome.version, sources: ["DOC"], limit: 5 }, { recordGap: false });
      const ids = result.hits.map((hit) => hit.id);
      both("engram", changelogHit(ids, outcome.source, outcome.version, label.version), `top: ${ids.slice(0, 3).map((id) => id.slice(outcome.source.length + outcome.version.length + 2)).join(" | ")}`);
      const plain = await baselineChangelog(driver, question, outcome.source, outcome.version);
      both("baseline", changelogHit(plain, outcome.source, outcome.version, label.version), `top: ${plain.slice(0, 3).map((id) => id.slice(outcome.source.length + outcome.version.length + 2)).join(" | ")}`);
    }
  }
  return { judged, counts };
}

// ---- report -----------------------------------------------------------------------------------------

function rate(items: Judged[]): string {
  if (items.length === 0) return "– (0)";
  return `${(items.filter((i) => i.hit).length / items.length).toFixed(3)} (${items.filter((i) => i.hit).length}/${items.length})`;
}

function qualityTable(judged: Judged[], set: Judged["set"]): string[] {
  const rows = (["deprecation", "replacement", "signature", "changelog"] as const).map((metric) => {
    const of = (system: string, half?: string) => judged.filter((j) => j.set === set && j.metric === metric && j.system === system && (!half || j.half === half));
    return `| ${metric} | ≥ ${TARGETS[metric]} | ${rate(of("engram", "development"))} | ${rate(of("engram", "held-out"))} | ${rate(of("baseline", "development"))} | ${rate(of("baseline", "held-out"))} |`;
  });
  return ["| metric | target | Engram, development | Engram, held-out | plain fulltext, development | plain fulltext, held-out |", "| --- | ---: | ---: | ---: | ---: | ---: |", ...rows];
}

/** The reachable set by ecosystem, with and without the packages whose ingest failed (a crash is not a reading miss). */
function ecosystemTable(judged: Judged[]): string[] {
  const rows: string[] = [];
  for (const ecosystem of ["npm", "pypi"]) {
    for (const metric of ["deprecation", "replacement", "signature", "changelog"] as const) {
      const of = (half: string, ingested: boolean) =>
        judged.filter((j) => j.set === "reachable" && j.system === "engram" && j.metric === metric && j.half === half && j.source.startsWith(`${ecosystem}:`) && (!ingested || !/ingest failed/.test(j.detail)));
      rows.push(`| ${ecosystem} | ${metric} | ${rate(of("development", false))} | ${rate(of("held-out", false))} | ${rate(of("development", true))} | ${rate(of("held-out", true))} |`);
    }
  }
  return ["| ecosystem | metric | Engram, development | Engram, held-out | development, ingested packages only | held-out, ingested packages only |", "| --- | --- | ---: | ---: | ---: | ---: |", ...rows];
}

function runRow(run: Run): string {
  const s = run.summary;
  return `| ${run.label} | ${run.wallSeconds.toFixed(1)} | ${s.new} / ${s.unchanged} / ${s.failed} | ${s.documents} | ${s.apiEntries} | ${s.deprecations} | ${run.requests} | ${run.cacheFilesAdded} |`;
}

function outliers(run: Run): string[] {
  return [...run.summary.packages]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8)
    .map((p) => `| ${p.source}@${p.version} | ${p.seconds.toFixed(1)} | ${p.status}${p.error ? `: ${p.error.slice(0, 120)}` : ""} | ${p.documents} | ${p.apiEntries} | ${p.deprecations} | ${p.apiFrom ?? "–"} |`);
}

async function main(): Promise<void> {
  const machineAtStart = machine();
  const work = await mkdtemp(join(tmpdir(), "engram-bench-deps-"));
  const npmProject = join(work, "npm-project");
  const pyProject = join(work, "python-project");
  const cacheDir = join(work, "cache");
  await mkdir(npmProject, { recursive: true });
  await mkdir(pyProject, { recursive: true });
  await copyFile(join(REPO_ROOT, "package.json"), join(npmProject, "package.json"));
  await copyFile(join(REPO_ROOT, "package-lock.json"), join(npmProject, "package-lock.json"));
  await copyFile(join(import.meta.dirname, "requirements.txt"), join(pyProject, "requirements.txt"));

  const server = await startEngramProcess({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" });
  const env: NodeJS.ProcessEnv = { ...process.env, ENGRAM_HOME: server.home, ENGRAM_CACHE_DIR: cacheDir, ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none", LOG_LEVEL: "warn" };
  for (const name of ["NEO4J_DATABASE", "ENGRAM_API_KEYS", "ENGRAM_API_KEYS_FILE", "ENGRAM_PACKAGE_FOLDER", "ENGRAM_NPM_REGISTRY", "ENGRAM_PYPI_INDEX", "PIP_INDEX_URL"]) delete env[name];
  Object.assign(env, { NEO4J_URI: server.neo4j.uri, NEO4J_USER: server.neo4j.user, NEO4J_PASSWORD: server.neo4j.password });
  const engram = await createEngram(loadConfig(env), { log: createLogger("warn", 2), command: true });
  const driver = neo4j.driver(server.neo4j.uri, neo4j.auth.basic(server.neo4j.user, server.neo4j.password));
  const notes: string[] = [];
  try {
    const npmCold = await ingestRun(engram, "npm (Engram's package-lock.json), cold", npmProject, "bench-npm", cacheDir);
    const npmWarm = await ingestRun(engram, "npm (Engram's package-lock.json), warm", npmProject, "bench-npm", cacheDir);
    const pyCold = await ingestRun(engram, "PyPI (requirements.txt), cold", pyProject, "bench-python", cacheDir);
    const pyWarm = await ingestRun(engram, "PyPI (requirements.txt), warm", pyProject, "bench-python", cacheDir);
    const machineAfterIngest = machine();

    const npmDownloads = await downloadAll(npmCold.summary.packages);
    const pyDownloads = await downloadAll(pyCold.summary.packages);
    const downloads = [...npmDownloads.downloads, ...pyDownloads.downloads];
    process.stderr.write(`plain download: npm ${npmDownloads.wallSeconds.toFixed(1)} s, PyPI ${pyDownloads.wallSeconds.toFixed(1)} s\n`);

    // The real path (PyPI as configured) is what is measured. Only a package it still fails is ingested again
    // from the same files in a local folder (ENGRAM_PACKAGE_FOLDER's way), and the report says which.
    const pyRuns = [pyCold, pyWarm];
    const pyOutcomes: Array<PackageOutcome & { via: string }> = pyCold.summary.packages.map((p) => ({ ...p, via: "registry" }));
    const fallbackFor = pyCold.summary.packages.filter((p) => p.status === "failed");
    if (fallbackFor.length > 0) {
      const wheels = join(work, "wheels");
      const fallbackProject = join(work, "python-fallback");
      await mkdir(wheels, { recursive: true });
      await mkdir(fallbackProject, { recursive: true });
      for (const d of pyDownloads.downloads) if (fallbackFor.some((p) => p.source === d.source)) for (const file of d.raw) await writeFile(join(wheels, file.fileName), file.bytes);
      await writeFile(join(fallbackProject, "requirements.txt"), fallbackFor.map((p) => `${p.source.slice("pypi:".length)}==${p.version}\n`).join(""));
      const folderCold = await ingestRun(engram, `PyPI FALLBACK: ${fallbackFor.length} package(s) the registry path failed, the same files from a local folder, cold`, fallbackProject, "bench-python-fallback", cacheDir, wheels);
      pyRuns.push(folderCold);
      for (const p of folderCold.summary.packages) {
        const at = pyOutcomes.findIndex((o) => o.source === p.source && o.version === p.version);
        const registryError = at >= 0 ? pyOutcomes[at]!.error : null;
        if (at >= 0) pyOutcomes[at] = { ...p, via: `local folder (FALLBACK: the registry path failed: ${registryError})` };
        notes.push(`FALLBACK ${p.source}@${p.version}: the registry path failed (${registryError}); judged on the same files from a local folder`);
      }
    }
    const npmOutcomes = npmCold.summary.packages.map((p) => ({ ...p, via: "registry" }));

    await driver.executeQuery("CALL db.awaitIndexes(600)");
    const { judged, counts } = await judgeAll(engram, driver, [...npmOutcomes, ...pyOutcomes], downloads, notes);

    const bytes = (list: Download[]) => (list.reduce((sum, d) => sum + d.artifacts.reduce((s, a) => s + a.bytes, 0), 0) / 2 ** 20).toFixed(1);
    const misses = (metric: Judged["metric"]) =>
      judged
        .filter((j) => j.set === "reachable" && j.metric === metric && j.system === "engram" && !j.hit)
        .sort((a, b) => (a.half === b.half ? 0 : a.half === "held-out" ? -1 : 1))
        .slice(0, 40)
        .map((j) => `- ${j.half}, ${j.source}@${j.version} [${j.origin}] ${j.label}: ${j.detail}`);
    const labelled = (set: "reachable" | "broad", kind: "deprecations" | "signatures") =>
      `${counts.reduce((s, c) => s + c[set].used[kind], 0)} used of ${counts.reduce((s, c) => s + c[set].found[kind], 0)} found`;
    const declarationFiles = (set: "reachable" | "broad") => counts.filter((c) => c.source.startsWith("npm:")).reduce((s, c) => s + c[set].files, 0);
    const halves = (half: string) => counts.filter((c) => c.half === half).map((c) => c.source).join(", ");
    const markdown = [
      "## bench:deps",
      "",
      `- Date: ${new Date().toISOString()}`,
      `- Machine at start: ${machineAtStart}; after ingesting: ${machineAfterIngest}; at the end: ${machine()}`,
      `- Cold: a fresh ENGRAM_HOME and managed Neo4j (no set), an empty ENGRAM_CACHE_DIR; warm: the same ingest again. Embeddings off. Concurrency: Engram's default (4).`,
      "",
      "| run | wall (s) | new / unchanged / failed | pages | API entries | deprecations | HTTP requests | cache files added |",
      "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
      ...[npmCold, npmWarm, ...pyRuns].map(runRow),
      `| plain download of the same artifacts, npm (${npmDownloads.downloads.reduce((s, d) => s + d.artifacts.length, 0)} tarballs, ${bytes(npmDownloads.downloads)} MiB) | ${npmDownloads.wallSeconds.toFixed(1)} | | | | | | |`,
      `| plain download of the same artifacts, PyPI (Simple API page + ${pyDownloads.downloads.reduce((s, d) => s + d.artifacts.length, 0)} files, ${bytes(pyDownloads.downloads)} MiB) | ${pyDownloads.wallSeconds.toFixed(1)} | | | | | | |`,
      "",
      `Targets: cold npm ≤ ${TARGETS.coldSeconds} s (${npmCold.wallSeconds.toFixed(1)} s), warm ≤ ${TARGETS.warmSeconds} s (npm ${npmWarm.wallSeconds.toFixed(1)} s, PyPI ${pyWarm.wallSeconds.toFixed(1)} s).`,
      "",
      "Slowest packages, cold (seconds are each package's own, 4 at a time):",
      "",
      "| package | s | status | pages | API entries | deprecations | API from |",
      "| --- | ---: | --- | ---: | ---: | ---: | --- |",
      ...outliers(npmCold),
      ...outliers(pyCold),
      "",
      `PyPI packages judged on the FALLBACK (local folder) rather than the registry path: ${pyOutcomes.filter((o) => o.via !== "registry").map((o) => `${o.source}@${o.version}`).join(", ") || "none"}.`,
      "",
      `Labels (at most ${CAPS.deprecation} deprecations, ${CAPS.signature} signatures, ${CAPS.changelog} changelog versions a package, by name hash; hand-checked cases added to both sets): reachable set (npm entry points + one level of literal re-exports, ${declarationFiles("reachable")} npm declaration files; Python public modules): deprecations ${labelled("reachable", "deprecations")}, signatures ${labelled("reachable", "signatures")}; broad set (every .d.ts, ${declarationFiles("broad")} npm declaration files; Python the same): deprecations ${labelled("broad", "deprecations")}, signatures ${labelled("broad", "signatures")}; changelog versions ${counts.reduce((s, c) => s + c.changelog.used, 0)} used of ${counts.reduce((s, c) => s + c.changelog.found, 0)} found. Development half: ${halves("development")}. Held-out half: ${halves("held-out")}.`,
      "",
      "Reachable labels (what the targets are judged on):",
      "",
      ...qualityTable(judged, "reachable"),
      "",
      "Reachable labels by ecosystem (Engram only; the last two columns leave out packages whose ingest failed):",
      "",
      ...ecosystemTable(judged),
      "",
      "Broad labels (every .d.ts, the first run's set), for comparison:",
      "",
      ...qualityTable(judged, "broad"),
      "",
      ...(["deprecation", "replacement", "signature", "changelog"] as const).flatMap((metric) => [`Engram misses on the reachable set, ${metric} (held-out first, first 40):`, "", ...misses(metric), ""]),
      ...(notes.length ? ["Notes:", "", ...notes.map((n) => `- ${n}`), ""] : []),
    ].join("\n");
    process.stdout.write(`${markdown}\n`);
    const results = join(REPO_ROOT, "bench", "results");
    await mkdir(results, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    await writeFile(join(results, `deps-${stamp}.md`), `${markdown}\n`);
    await writeFile(
      join(results, `deps-${stamp}.json`),
      `${JSON.stringify({ machineAtStart, runs: [npmCold, npmWarm, ...pyRuns], downloads: downloads.map(({ files: _files, raw: _raw, ...d }) => ({ ...d, labelFiles: _files.size })), counts, judged, notes }, null, 1)}\n`,
    );
    process.stderr.write(`Written to ${join(results, `deps-${stamp}.md`)} and .json\n`);
  } finally {
    await driver.close();
    await engram.close();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
