/**
 * solveError on real errors it was never tuned on: the errors that the interactive examples of Python 3.11's
 * documentation and the CommonJS examples of Node.js's documentation raise when run here (their own examples of
 * exceptions and error codes), each labelled with the page the example is on, the documentation that explains it.
 * Compared, in the same run, with searchKnowledge asked the raw error and with plain Neo4j fulltext over the same
 * sections (the raw error, escaped). Pages are split in halves by a seeded hash, so the halves share no answer.
 *
 *   npm run bench:error-quality
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { ingest } from "../../src/knowledge/ingest/run.js";
import { escapeLucene } from "../../src/search/terms.js";
import { startEngramProcess } from "../engram-process.js";
import { benchIngestDependencies, embedEverything, REAL_DOC_SETS } from "../knowledge-seed.js";
import { collectNodeErrors, type CollectedError } from "./errors/node-errors.js";
import { benchGraphql, writeHitsReport } from "./hits-report.js";
import { evaluate, type Ranking } from "./metrics.js";

const SEED = "engram-errors-1";
const K = 10;
const PLAIN_SECTIONS = "bench_error_section_fulltext";
const SETS = [REAL_DOC_SETS.python, REAL_DOC_SETS.node] as const;
/** What the last run's figures mean; written with the table (rerunning keeps it: check it still reads true). */
const READING =
  "Reading (2026-11-28, since each documentation hit takes a share of its page's evidence, issue 32): solveError with meaning, the default, now passes plain fulltext at hit@5 and hit@10 on the held-out half (0.821 and 0.893 against 0.804 and 0.875; words only 0.786 and 0.839), while plain fulltext still ranks the right page first more often (hit@1 0.571 against 0.518, MRR 0.666 against 0.641); in the last run before it (2026-11-26, so later changes may share in the gain), held-out hit@5 was 0.732 with or without meaning and hit@1 0.429. On the development half it is 0.854 against 0.833 at hit@5. solveError's documentation part equals searchKnowledge asked the raw error. Every labelled page prints the very traceback its example raises, names and values included (`TypeError: 'SQUARE' already defined as 2` is on the enum how-to and nowhere else), so the raw message matched word for word finds its page: plain fulltext ranks it first for 57% of the held-out errors, Engram for 52% (39% before the page evidence), and Engram has it in its top 10 more often (0.893 against 0.875). Choices made on the development half: documentation is searched with the error's headline as printed, not the pattern's fixed words (development hit@5 0.656 with the fixed words, 0.813 with the headline); weighting similarity over credibility, freshness and usage changed nothing here (every page of a set has the same credibility, freshness and usage) and was left out. Errors agents meet carry their own names, not the documentation's, so this set favours exact matching; errors from real projects labelled with what fixed them would measure solveError's purpose better, and its first answers, remembered resolutions, are not measured here (the tests check them).";

interface LabelledError extends CollectedError {
  language: "python" | "javascript";
  half: "development" | "held-out";
}

const pageKey = (path: string) => path.replace(/\.html$/, "").replace(/#.*$/, "");

function half(page: string): LabelledError["half"] {
  return createHash("sha256").update(`${SEED}:${page}`).digest()[0]! % 2 === 0 ? "development" : "held-out";
}

/** Python's examples raise here what the page shows (same exception type); the others failed for want of a file or a network. */
function collectErrors(): LabelledError[] {
  const script = join(import.meta.dirname, "errors", "python_errors.py");
  const run = spawnSync("python3", [script, REAL_DOC_SETS.python.location], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`python3 ${script} failed: ${run.stderr}`);
  const typeOf = (line: string) => line.split(":")[0]!.split(".").at(-1);
  const python = run.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CollectedError)
    .filter((row) => typeOf(row.error) === typeOf(row.documented));
  const node = collectNodeErrors(REAL_DOC_SETS.node.location);
  const seen = new Set<string>();
  return [...python.map((row) => ({ ...row, language: "python" as const })), ...node.map((row) => ({ ...row, language: "javascript" as const }))]
    .filter((row) => {
      const key = `${row.page}\n${row.error}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((row) => ({ ...row, half: half(`${row.language}:${row.page}`) }));
}

interface Hit {
  id: string | null;
  source: string;
  url: string | null;
}

/** The page of a documentation or API hit, as the example's label names it. */
function pageOf(hit: Hit): string | null {
  for (const set of SETS) {
    if (hit.source === "API_REFERENCE" || hit.source === "API") {
      if (hit.url?.startsWith(set.baseUrl)) return pageKey(hit.url.slice(set.baseUrl.length));
    } else if (hit.id?.startsWith(`${set.source}:${set.version}:`)) {
      return pageKey(hit.id.slice(`${set.source}:${set.version}:`.length));
    }
  }
  return null;
}


async function solveErrorPages(url: string, error: string): Promise<Array<string | null>> {
  const data = await benchGraphql<{ solveError: { hits: Hit[] } }>(url, "query ($error: String!) { solveError(agentType: \"bench\", error: $error, limit: 10) { hits { id source url } } }", { error });
  return data.solveError.hits.filter((hit) => hit.source === "DOCUMENTATION" || hit.source === "API_REFERENCE").map(pageOf);
}

async function searchKnowledgePages(url: string, error: string): Promise<Array<string | null>> {
  const data = await benchGraphql<{ searchKnowledge: { hits: Hit[] } }>(url, "query ($q: String!) { searchKnowledge(query: $q, sources: [DOC, API], limit: 10) { hits { id source url } } }", { q: error.slice(0, 4_000) });
  return data.searchKnowledge.hits.map(pageOf);
}

async function plainPages(driver: Driver, error: string): Promise<Array<string | null>> {
  const { records } = await driver.executeQuery(
    `CALL db.index.fulltext.queryNodes($index, $query, {limit: $k}) YIELD node, score
     MATCH (d:ExternalDoc)-[:HAS_SECTION]->(node)
     RETURN d.source + ':' + d.version + ':' + d.path AS id ORDER BY score DESC`,
    { index: PLAIN_SECTIONS, query: escapeLucene(error.slice(0, 4_000)), k: neo4j.int(K) },
  );
  return records.map((record) => pageOf({ id: record.get("id") as string, source: "DOCUMENTATION", url: null }));
}

const ranking = (error: LabelledError, pages: Array<string | null>): Ranking => ({
  gold: [pageKey(error.page)],
  ranked: pages.map((page) => page ?? "(other)"),
  split: error.half,
  kind: error.language,
});


async function main(): Promise<void> {
  const errors = collectErrors();
  process.stderr.write(`Collected ${errors.length} errors (${errors.filter((e) => e.language === "python").length} Python, ${errors.filter((e) => e.language === "javascript").length} Node)\n`);
  const engram = await startEngramProcess({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" });
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const dependencies = benchIngestDependencies(driver, engram.home);
    for (const request of SETS) await ingest(dependencies, request, { phase: () => undefined, advance: () => undefined });
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${PLAIN_SECTIONS} IF NOT EXISTS FOR (n:DocSection) ON EACH [n.title, n.text]`);
    await driver.executeQuery("CALL db.awaitIndexes(600)");
    const solve: Ranking[] = [];
    const search: Ranking[] = [];
    const plain: Ranking[] = [];
    for (const error of errors) {
      solve.push(ranking(error, await solveErrorPages(engram.url, error.error)));
      search.push(ranking(error, await searchKnowledgePages(engram.url, error.error)));
      plain.push(ranking(error, await plainPages(driver, error.error)));
    }
    const embedding = await embedEverything(driver);
    process.stderr.write(`Embedded ${embedding.nodes} nodes in ${embedding.seconds.toFixed(0)} s\n`);
    const hybrid = await startEngramProcess({ ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" }, { neo4j: engram.neo4j });
    const hybridSolve: Ranking[] = [];
    const hybridSearch: Ranking[] = [];
    try {
      for (const error of errors) {
        hybridSolve.push(ranking(error, await solveErrorPages(hybrid.url, error.error)));
        hybridSearch.push(ranking(error, await searchKnowledgePages(hybrid.url, error.error)));
      }
    } finally {
      await hybrid.stop();
    }
    const systems = {
      "Engram solveError (fulltext)": evaluate(solve),
      "Engram solveError (hybrid, the default)": evaluate(hybridSolve),
      "Engram searchKnowledge, the raw error (fulltext)": evaluate(search),
      "Engram searchKnowledge, the raw error (hybrid)": evaluate(hybridSearch),
      "plain fulltext, the raw error": evaluate(plain),
    };
    const pages = (language: string, which: LabelledError["half"]) => new Set(errors.filter((e) => e.language === language && e.half === which).map((e) => e.page)).size;
    await writeHitsReport({
      name: "error-quality",
      description:
        `solveError on real errors (issue 22): the errors raised here by the documentation's own examples, ${errors.length} in all. Python 3.11: every interactive example of Debian's python3.11-doc whose output is a traceback, run in order in one fresh interpreter per page (bench/quality/errors/python_errors.py), kept when it raises the exception type the page shows (${errors.filter((e) => e.language === "python").length}). Node.js: every CommonJS example of Debian's nodejs-doc with a statement commented as throwing (\`// Throws …\`, \`// AssertionError …\`), run whole with that statement caught (bench/quality/errors/node-errors.ts, run by this machine's Node ${process.version}) (${errors.filter((e) => e.language === "javascript").length}). Each error is labelled with the page its example is on; a hit answers it when it is a section or API entry of that page. Pages are split in halves by a seeded hash (\`${SEED}\`): development ${pages("python", "development")} Python and ${pages("javascript", "development")} Node pages, held-out ${pages("python", "held-out")} and ${pages("javascript", "held-out")}. Nothing in the classifier was chosen on either half (it was written before the set existed); both are reported. Every system searches the same ingested Python 3.11 and Node.js 18 documentation, with no language or version given (an agent's error does not say them): solveError with the error as collected and searchKnowledge with the same text, each through an Engram with words only (ENGRAM_EMBEDDINGS=none) and, after the documentation was embedded (${embedding.nodes.toLocaleString("en")} nodes in ${embedding.seconds.toFixed(0)} s), through one with meaning too (ENGRAM_EMBEDDINGS=local, the default; bge-small-en-v1.5); plain Neo4j fulltext (default analyzer) over the sections with the same text, escaped.`,
      systems,
      reading: READING,
    });
  } finally {
    await driver.close();
    await engram.stop();
  }
}

await main();
