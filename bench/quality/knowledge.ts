/**
 * searchKnowledge quality on real documentation: Node.js 18's API docs and Python 3.11's Sphinx site
 * (Debian's nodejs-doc and python3.11-doc, unpacked by scripts/debian-docs.sh), asked the labelled
 * questions of bench/quality/knowledge/ (written from the docs, blind to the ranking; see its README).
 * Both hand-written sets are development sets now. The held-out check is PostgreSQL 15's documentation
 * (Debian's postgresql-doc-15, never tuned on): questions and labels derived at run time from the docs'
 * own index, glossary and cross-references (postgres-questions.ts), a development and a held-out half,
 * against plain page-level BM25 (one Neo4j fulltext index over whole pages' text, default analyzer).
 * Tuning used the Node questions: the odd-numbered ones first; the last choice (the question as typed
 * rather than its content words) was made on all of them, so the even ones are not strictly held out.
 * The Python set never informed the ranking: it is the independent check. (Its first run exposed a
 * judging bug, a Sphinx section holding a definition not counted as answering it; the rule was fixed
 * for both systems.) The baseline is plain Neo4j fulltext (default analyzer) over the same text
 * (sections and API entries), the question as typed, merged by score.
 *
 * Django 3.2's documentation (Debian's python-django-doc, Sphinx, never tuned on) is a second derived set
 * (django-questions.ts), reported in its own section (knowledge-quality-django) beside its own page-level BM25.
 *
 *   npm run bench:knowledge-quality
 *   ENGRAM_RERANKER=local npm run bench:knowledge-quality   # also through a reranking Engram on the hybrid one's Neo4j
 *   KNOWLEDGE_SETS=django npm run bench:knowledge-quality   # only the chosen sets (node, python, postgres, django) are ingested, embedded and asked
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, homedir, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { ingest } from "../../src/knowledge/ingest/run.js";
import { startEngramProcess } from "../engram-process.js";
import { benchIngestDependencies, embedEverything, REAL_DOC_SETS } from "../knowledge-seed.js";
import { writeSection } from "../report.js";
import { apiSections, type ApiLocations } from "./api-sections.js";
import { parseDocBook } from "../../src/knowledge/ingest/docbook.js";
import { buildPostgresSet, type PostgresQuestion, type PostgresSet, SEED } from "./knowledge/postgres-questions.js";
import { buildDjangoSet, type DjangoQuestion, type DjangoSet, DJANGO_HTML, readableDjangoDocs, SEED as DJANGO_SEED } from "./knowledge/django-questions.js";
import { parseSphinx } from "../../src/knowledge/ingest/sphinx.js";
import type { IngestRequest } from "../../src/knowledge/ingest/run.js";
import { evaluate, formatHits, formatMetrics, type Ranking } from "./metrics.js";
import { calibration, fitLogistic, formatCalibration, type AskedQuestion } from "./calibration.js";
import { logistic } from "../../src/search/fusion.js";

const K = 10;
/** Where a question's best hit is compared, as in recall-relevance-locomo. */
const RELEVANCE_CUT = 0.05;
const RERANKING = process.env.ENGRAM_RERANKER === "local";
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;
const ALL_SETS = ["node", "python", "postgres", "django"] as const;
/** KNOWLEDGE_SETS=django (comma-separated) ingests, embeds and asks only those sets; all by default. */
const CHOSEN = new Set((process.env.KNOWLEDGE_SETS ?? ALL_SETS.join(",")).split(",").map((name) => name.trim()));
for (const name of CHOSEN) if (!(ALL_SETS as readonly string[]).includes(name)) throw new Error(`KNOWLEDGE_SETS: unknown set "${name}" (known: ${ALL_SETS.join(", ")})`);
const SETS = [
  { name: "node", file: "node-questions.json", request: REAL_DOC_SETS.node },
  { name: "python", file: "python-questions.json", request: REAL_DOC_SETS.python },
].filter((set) => CHOSEN.has(set.name));
const POSTGRES = REAL_DOC_SETS.postgres;
/** Django 3.2's Sphinx docs; `location` is decided at run time (readableDjangoDocs). */
const DJANGO_REQUEST = { format: "sphinx", source: "django_docs", version: "3.2", language: "python", baseUrl: "https://docs.djangoproject.com/en/3.2/", sourceKind: null, sourceName: null } as const;
const DJANGO_SET_FILE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram", "knowledge-sets", "django-3.2-questions.json");
/** Where the derived PostgreSQL set is written for reading (it is made again, the same, on every run). */
const POSTGRES_SET_FILE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram", "knowledge-sets", "postgres-15-questions.json");

interface Label {
  kind: "api" | "doc";
  name?: string;
  path?: string;
  anchor?: string | null;
}

interface Question {
  id: string;
  question: string;
  relevant: Label[];
  style: string;
}

/** Plain fulltext cannot filter inside Lucene: it over-fetches, then keeps the documentation set's hits. */
const PLAIN_OVERFETCH = 2000;

/**
 * Ranked keys (`api:NAME`, `doc:PATH#ANCHOR`) to label ids. An API hit also stands at its own address
 * (`doc:` its page and anchor). Each hit answers the first label it matches that no earlier hit answered.
 */
function judged(question: Question, ranked: string[], locations: ApiLocations): Ranking["ranked"] {
  const matches = (key: string, label: Label): boolean => {
    if (label.kind === "api") return key === `api:${label.name}` || key === `doc:${locations.section.get(label.name!)}`;
    const [path, anchor] = key.slice(4).split("#");
    return key.startsWith("doc:") && path === label.path && (!label.anchor || anchor === label.anchor);
  };
  const seen = new Set<string>();
  return ranked.map((key, position) => {
    const keys = key.startsWith("api:") ? [key, `doc:${locations.own.get(key.slice(4))}`] : [key];
    const index = question.relevant.findIndex((label, i) => !seen.has(`label-${i}`) && keys.some((k) => matches(k, label)));
    if (index < 0) return `miss-${position}`;
    seen.add(`label-${index}`);
    return `label-${index}`;
  });
}

/** A hit as the judges read it: `api:NAME` or `doc:PATH#ANCHOR`, and the page it stands on (an API entry's is its URL's). */
interface RankedHit {
  key: string;
  page: string | null;
  relevance: number;
  /** What relevance is estimated from (see relevance.ts): the hit's cosine (null words only) and its share of the question's words. */
  features: { cosine: number | null; coverage: number };
}

async function engramRanking(url: string, question: string, source: string, version: string, language: string, baseUrl: string | null): Promise<RankedHit[]> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "query ($q: String!, $v: String, $l: String) { searchKnowledge(query: $q, version: $v, language: $l, limit: 10, sources: [DOC, API]) { hits { id source title url relevance why { cosine coverage } } } }",
      variables: { q: question, v: version, l: language },
    }),
  });
  const body = (await response.json()) as {
    data?: { searchKnowledge: { hits: Array<{ id: string; source: string; title: string; url: string | null; relevance: number; why: { cosine: number | null; coverage: number } }> } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`searchKnowledge failed: ${JSON.stringify(body.errors)}`);
  const prefix = `${source}:${version}:`;
  return body.data.searchKnowledge.hits.map((hit) => {
    const { relevance } = hit;
    const features = { cosine: hit.why.cosine, coverage: hit.why.coverage };
    if (hit.source === "API") return { key: `api:${hit.title}`, page: baseUrl && hit.url?.startsWith(baseUrl) ? hit.url.slice(baseUrl.length).split("#")[0]! : null, relevance, features };
    const anchor = hit.url?.split("#")[1];
    const page = hit.id.slice(prefix.length);
    return { key: `doc:${page}${anchor ? `#${anchor}` : ""}`, page, relevance, features };
  });
}

/**
 * DOCUMENTATION_RELEVANCE refitted on this run's development hits (own questions only), and the held-out
 * half's calibration error under the refit: relevance orders nothing, so the hits stay the ones asked.
 */
function refitLine(hybridAsked: QuestionRankings["postgresAsked"], lexicalAsked: QuestionRankings["postgresAsked"]): string {
  const examples = (asked: QuestionRankings["postgresAsked"], half: string) =>
    asked.filter((q) => q.own && q.half === half).flatMap((q) => q.hits.map((hit, i) => ({ features: { cosine: q.features[i]!.cosine ?? 0, coverage: q.features[i]!.coverage }, relevant: hit.relevant })));
  const heldOutUnder = (asked: QuestionRankings["postgresAsked"], fit: Record<string, number>) => {
    const refitted = asked
      .filter((q) => q.half === "held-out")
      .map((q) => ({ ...q, hits: q.hits.map((hit, i) => ({ ...hit, relevance: logistic(fit.intercept! + (fit.cosine ?? 0) * (q.features[i]!.cosine ?? 0) + fit.coverage! * q.features[i]!.coverage) })) }));
    return calibration(refitted, [RELEVANCE_CUT]).ece.toFixed(3);
  };
  const withMeaning = fitLogistic(examples(hybridAsked, "development"), ["cosine", "coverage"]);
  const wordsOnly = fitLogistic(examples(lexicalAsked, "development"), ["coverage"]);
  const round = (fit: Record<string, number>) => Object.entries(fit).map(([name, value]) => `${name} ${value.toFixed(3)}`).join(", ");
  return `Refitted in this run on the development half's own hits: with meaning (${round(withMeaning)}), held-out ECE under it ${heldOutUnder(hybridAsked, withMeaning)}; words only (${round(wordsOnly)}), held-out ECE under it ${heldOutUnder(lexicalAsked, wordsOnly)}.`;
}

const PLAIN_SECTIONS = "plain_section_fulltext";
const PLAIN_APIS = "plain_api_fulltext";

async function plainRanking(driver: Driver, question: string, source: string): Promise<string[]> {
  const query = question.replace(LUCENE_SPECIAL, "\\$&");
  const { records } = await driver.executeQuery(
    `CALL () {
       CALL db.index.fulltext.queryNodes($sections, $query, {limit: $overfetch}) YIELD node, score
       MATCH (d:ExternalDoc {source: $source})-[:HAS_SECTION]->(node)
       RETURN 'doc:' + d.path + coalesce('#' + node.anchor, '') AS key, score
       UNION ALL
       CALL db.index.fulltext.queryNodes($apis, $query, {limit: $overfetch}) YIELD node, score
       WHERE node.source = $source
       RETURN 'api:' + node.name AS key, score
     }
     RETURN key ORDER BY score DESC LIMIT $k`,
    { sections: PLAIN_SECTIONS, apis: PLAIN_APIS, query, source, k: neo4j.int(K), overfetch: neo4j.int(PLAIN_OVERFETCH) },
  );
  return records.map((record) => record.get("key") as string);
}

/** One page-level BM25 index per documentation set (its own label), so each set's statistics are its own pages'. */
const BM25 = {
  postgres: { label: "BenchPage", index: "bench_page_fulltext" },
  django: { label: "BenchPageDjango", index: "bench_page_fulltext_django" },
} as const;

/** Plain page-level BM25: every page whole as one node, one fulltext index over its text (default analyzer). */
async function indexWholePages(driver: Driver, set: keyof typeof BM25, source: string, documents: Array<{ path: string; text: string }>): Promise<number> {
  const { label, index } = BM25[set];
  const pages = documents.map((document) => ({ path: document.path, text: document.text }));
  await driver.executeQuery(`UNWIND $pages AS page MERGE (p:${label} {source: $source, path: page.path}) SET p.text = page.text`, { pages, source });
  await driver.executeQuery(`CREATE FULLTEXT INDEX ${index} IF NOT EXISTS FOR (n:${label}) ON EACH [n.text]`);
  return pages.length;
}

async function pageBm25Ranking(driver: Driver, question: string, set: keyof typeof BM25 = "postgres"): Promise<string[]> {
  const { records } = await driver.executeQuery(
    `CALL db.index.fulltext.queryNodes($index, $query, {limit: $k}) YIELD node RETURN node.path AS page`,
    { index: BM25[set].index, query: question.replace(LUCENE_SPECIAL, "\\$&"), k: neo4j.int(K) },
  );
  return records.map((record) => record.get("page") as string);
}

/** Page-level judging: a hit on any section of a labelled page, or an API entry documented on it, answers it; each label is answered once. */
function judgedByPage(question: PostgresQuestion | DjangoQuestion, pages: Array<string | null>): Ranking["ranked"] {
  const seen = new Set<number>();
  return pages.map((page, position) => {
    const index = question.relevant.findIndex((label, i) => !seen.has(i) && label.path === page);
    if (index < 0) return `miss-${position}`;
    seen.add(index);
    return `label-${index}`;
  });
}

interface QuestionRankings {
  engramRankings: Ranking[];
  plainRankings: Ranking[];
  postgresEngram: Ranking[];
  postgresBm25: Ranking[];
  /** Each PostgreSQL question's hits with their relevance, asked of PostgreSQL's documentation (own) and, without a reranker, of Python's (elsewhere). */
  postgresAsked: Array<AskedQuestion & { half: string; features: Array<RankedHit["features"]> }>;
  djangoEngram: Ranking[];
  djangoBm25: Ranking[];
  /** Each searchKnowledge's GraphQL round trip, one at a time, in ms. */
  searchMs: number[];
}

interface ModeRankings extends QuestionRankings {
  embedding: { nodes: number; seconds: number } | null;
  /** The same questions through a second Engram with ENGRAM_RERANKER=local on the same Neo4j. */
  reranked: QuestionRankings | null;
}

/**
 * Every question through an Engram with these embeddings settings. With vectors, the documentation is
 * embedded after ingestion by the same job the server runs (in this process, with the same model), so
 * its rate is measured too.
 */
async function rankAll(env: Record<string, string>, withBaseline: boolean, postgres: PostgresSet, django: DjangoRun | null, rerankedEnv: Record<string, string> | null = null): Promise<ModeRankings> {
  const engram = await startEngramProcess(env);
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const dependencies = benchIngestDependencies(driver, engram.home);
    const silent = { phase: () => undefined, advance: () => undefined };
    const requests: IngestRequest[] = [...SETS.map((set) => set.request), ...(CHOSEN.has("postgres") ? [POSTGRES] : []), ...(django ? [django.request] : [])];
    for (const request of requests) {
      const started = Date.now();
      const result = await ingest(dependencies, request, silent);
      process.stderr.write(`Ingested ${request.source}: ${result.documents.new} documents, ${result.apiReferences.new} API references in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    }
    if (withBaseline && CHOSEN.has("postgres")) process.stderr.write(`Indexed ${await indexWholePages(driver, "postgres", POSTGRES.source, (await parseDocBook(POSTGRES.location)).documents)} whole PostgreSQL pages for page-level BM25\n`);
    if (withBaseline && django) process.stderr.write(`Indexed ${await indexWholePages(driver, "django", django.request.source, (await parseSphinx(django.request.location)).documents)} whole Django pages for page-level BM25\n`);
    const embedding = env.ENGRAM_EMBEDDINGS === "local" ? await embedEverything(driver) : null;
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${PLAIN_SECTIONS} IF NOT EXISTS FOR (n:DocSection) ON EACH [n.title, n.text]`);
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${PLAIN_APIS} IF NOT EXISTS FOR (n:APIReference) ON EACH [n.name, n.signature, n.description]`);
    await driver.executeQuery("CALL db.awaitIndexes(600)");
    const rankings = await rankQuestions(engram.url, driver, withBaseline, postgres, django, true);
    let reranked: QuestionRankings | null = null;
    if (rerankedEnv) {
      const second = await startEngramProcess(rerankedEnv, { neo4j: engram.neo4j });
      try {
        // the reranker reorders hits but does not change their relevance: asked elsewhere once, above
        reranked = await rankQuestions(second.url, driver, false, postgres, django, false);
      } finally {
        await second.stop();
      }
    }
    return { ...rankings, embedding, reranked };
  } finally {
    await driver.close();
    await engram.stop();
  }
}

/** Every labelled question through the Engram at url, one at a time; the baselines through its Neo4j. */
async function rankQuestions(url: string, driver: Driver, withBaseline: boolean, postgres: PostgresSet, django: DjangoRun | null, askElsewhere: boolean): Promise<QuestionRankings> {
  const searchMs: number[] = [];
  const timed = async (...args: Parameters<typeof engramRanking>) => {
    const started = performance.now();
    const ranked = await engramRanking(...args);
    searchMs.push(performance.now() - started);
    return ranked;
  };
  const engramRankings: Ranking[] = [];
  const plainRankings: Ranking[] = [];
  for (const set of SETS) {
    const questions = JSON.parse(await readFile(join(import.meta.dirname, "knowledge", set.file), "utf8")) as Question[];
    const { source, version } = set.request;
    const sections = await apiSections(driver, source, set.request.format === "sphinx" ? set.request.location : null);
    for (const question of questions) {
      const number = Number(question.id.replace(/\D/g, ""));
      const split = set.name === "python" ? "python (development; never tuned on before issue 19's second set)" : number % 2 === 1 ? "node, odd (development, tuned on)" : "node, even (development, final choice only)";
      const gold = question.relevant.map((_, index) => `label-${index}`);
      const labels = { split, kind: question.style, gold };
      const hits = await timed(url, question.question, source, version, set.request.language, null);
      engramRankings.push({ ...labels, ranked: judged(question, hits.map((hit) => hit.key), sections) });
      if (withBaseline) plainRankings.push({ ...labels, ranked: judged(question, await plainRanking(driver, question.question, source), sections) });
    }
  }
  const postgresEngram: Ranking[] = [];
  const postgresBm25: Ranking[] = [];
  const postgresAsked: QuestionRankings["postgresAsked"] = [];
  const python = REAL_DOC_SETS.python;
  for (const [index, question] of (CHOSEN.has("postgres") ? postgres.questions : []).entries()) {
    const labels = { split: question.half, kind: question.style, gold: question.relevant.map((_, i) => `label-${i}`) };
    const hits = await timed(url, question.question, POSTGRES.source, POSTGRES.version, POSTGRES.language, POSTGRES.baseUrl);
    if (index === 0) process.stderr.write(`First PostgreSQL question "${question.question}" (${JSON.stringify(question.relevant)}): Engram ranked ${JSON.stringify(hits.slice(0, 3))}\n`);
    postgresEngram.push({ ...labels, ranked: judgedByPage(question, hits.map((hit) => hit.page)) });
    const labelled = new Set(question.relevant.map((label) => label.path));
    postgresAsked.push({ half: question.half, own: true, hits: hits.map((hit) => ({ relevance: hit.relevance, relevant: hit.page !== null && labelled.has(hit.page) })), features: hits.map((hit) => hit.features) });
    if (askElsewhere) {
      const elsewhere = await engramRanking(url, question.question, python.source, python.version, python.language, null);
      postgresAsked.push({ half: question.half, own: false, hits: elsewhere.map((hit) => ({ relevance: hit.relevance, relevant: false })), features: elsewhere.map((hit) => hit.features) });
    }
    if (withBaseline) postgresBm25.push({ ...labels, ranked: judgedByPage(question, await pageBm25Ranking(driver, question.question)) });
  }
  const djangoEngram: Ranking[] = [];
  const djangoBm25: Ranking[] = [];
  for (const [index, question] of (django?.set.questions ?? []).entries()) {
    const request = DJANGO_REQUEST;
    const labels = { split: question.half, kind: question.style, gold: question.relevant.map((_, i) => `label-${i}`) };
    const hits = await timed(url, question.question, request.source, request.version, request.language, request.baseUrl);
    if (index === 0) process.stderr.write(`First Django question "${question.question}" (${JSON.stringify(question.relevant)}): Engram ranked ${JSON.stringify(hits.slice(0, 3))}\n`);
    djangoEngram.push({ ...labels, ranked: judgedByPage(question, hits.map((hit) => hit.page)) });
    if (withBaseline) djangoBm25.push({ ...labels, ranked: judgedByPage(question, await pageBm25Ranking(driver, question.question, "django")) });
  }
  return { engramRankings, plainRankings, postgresEngram, postgresBm25, postgresAsked, djangoEngram, djangoBm25, searchMs };
}

/** The Django set and the ingest request for the folder Engram can read. */
interface DjangoRun {
  set: DjangoSet;
  request: IngestRequest;
  /** Whether the bench ingests a copy with a marked body (Engram's Sphinx reader finds no page in Django's theme). */
  marked: boolean;
  pages: number;
}

function machine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}

async function main(): Promise<void> {
  const machineAtStart = machine();
  const postgres = await buildPostgresSet(POSTGRES.location);
  await mkdir(join(POSTGRES_SET_FILE, ".."), { recursive: true });
  await writeFile(POSTGRES_SET_FILE, `${JSON.stringify(postgres, null, 1)}\n`);
  process.stderr.write(`PostgreSQL set: ${postgres.questions.length} questions from ${postgres.docs}, written to ${POSTGRES_SET_FILE}\n`);
  let django: DjangoRun | null = null;
  if (CHOSEN.has("django")) {
    const set = await buildDjangoSet(DJANGO_HTML);
    await mkdir(join(DJANGO_SET_FILE, ".."), { recursive: true });
    await writeFile(DJANGO_SET_FILE, `${JSON.stringify(set, null, 1)}\n`);
    const readable = await readableDjangoDocs();
    django = { set, request: { ...DJANGO_REQUEST, location: readable.folder }, marked: readable.marked, pages: readable.pages };
    process.stderr.write(`Django set: ${set.questions.length} questions from ${set.docs}, written to ${DJANGO_SET_FILE}; ingesting ${readable.folder} (${readable.pages} pages, ${readable.apis} API entries${readable.marked ? ", a copy with a marked body: Engram's Sphinx reader finds no page in the docs as shipped" : ""})\n`);
  }

  const lexical = await rankAll({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" }, true, postgres, django);
  const hybridEnv = { ENGRAM_EMBEDDINGS: "local", ENGRAM_OFFLINE: "true", ENGRAM_RERANKER: "none" };
  const hybrid = await rankAll(hybridEnv, false, postgres, django, RERANKING ? { ...hybridEnv, ENGRAM_RERANKER: "local" } : null);
  const reranked = hybrid.reranked;
  const RERANKED = "Engram searchKnowledge, hybrid, reranked (ENGRAM_RERANKER=local)";
  if (django) await reportDjango(django, lexical, hybrid, machineAtStart);
  // the main section needs every other set: a run of chosen sets leaves it as it was
  if (!["node", "python", "postgres"].every((name) => CHOSEN.has(name))) return;
  const latency = (ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!.toFixed(0);
    return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
  };
  const latencies = `One searchKnowledge at a time (every question, GraphQL round trip from this process): fulltext ${latency(lexical.searchMs)}, hybrid ${latency(hybrid.searchMs)}${reranked ? `, hybrid reranked (top ${process.env.ENGRAM_RERANK_CANDIDATES ?? 30}, pairs cut to 256 word pieces) ${latency(reranked.searchMs)}` : ""}.`;
  const rate = hybrid.embedding ? `; embedding its ${hybrid.embedding.nodes} sections and API entries (PostgreSQL's included) with the local model took ${hybrid.embedding.seconds.toFixed(1)} s (${(hybrid.embedding.nodes / hybrid.embedding.seconds).toFixed(0)} nodes/s, one core)` : "";
  const section = formatMetrics({
    title: "knowledge-quality",
    description:
      "Development sets: labelled natural-language questions about Node.js 18 (128) and Python 3.11 (68) whose answers are known API entries or pages of the real documentation (Debian's nodejs-doc and python3.11-doc), asked through `searchKnowledge` (sources DOC and API, the documentation's language and version, limit 10) of an Engram with ENGRAM_EMBEDDINGS=none (fulltext) and of one with ENGRAM_EMBEDDINGS=local (hybrid, bge-small-en-v1.5), and, as the baseline, through plain Neo4j fulltext (default analyzer) over the same sections and API entries with the question as typed, restricted to the same documentation set (over-fetched, then filtered). A hit answers a label when it is the labelled API entry, the section holding that entry's definition (in Node its own section; in Sphinx the section enclosing its `<dt>`), or the labelled page (and anchor); an API hit stands at its own page and anchor too; each hit answers at most one label. Odd-numbered Node questions were used for tuning, even ones only for the last choice (the question as typed rather than its content words); the Python questions were the independent check until issue 19 made both sets development sets, its held-out check being the PostgreSQL set below" + rate + ".",
    command: "npm run bench:knowledge-quality",
    systems: {
      "Engram searchKnowledge, hybrid (local model)": evaluate(hybrid.engramRankings),
      ...(reranked ? { [RERANKED]: evaluate(reranked.engramRankings) } : {}),
      "Engram searchKnowledge, fulltext": evaluate(lexical.engramRankings),
      "plain fulltext": evaluate(lexical.plainRankings),
    },
  });
  const systems: Record<string, ReturnType<typeof evaluate>> = {
    "Engram searchKnowledge, hybrid (local model)": evaluate(hybrid.postgresEngram, true),
    ...(reranked ? { [RERANKED]: evaluate(reranked.postgresEngram, true) } : {}),
    "Engram searchKnowledge, fulltext": evaluate(lexical.postgresEngram, true),
    "plain page-level BM25": evaluate(lexical.postgresBm25, true),
  };
  const heldOut = (system: string) => systems[system]!.get("split: held-out")!.hitAt5;
  const bm25 = heldOut("plain page-level BM25");
  const counts = postgres.counts;
  const kinds = (record: Record<string, number>) => `index ${record.index}, glossary ${record.glossary}, cross-reference ${record.xref}`;
  const halfCount = (half: "development" | "held-out") => postgres.questions.filter((q) => q.half === half).length;
  const postgresSection = [
    "",
    "### PostgreSQL 15: labels from the documentation's own links (issue 19's held-out check)",
    "",
    `${postgres.docs} (Debian's postgresql-doc-15, ingested with \`engram ingest docbook\`; never used for tuning). Questions and labels are derived at run time by \`bench/quality/knowledge/postgres-questions.ts\` (seed \`${SEED}\`; see bench/quality/knowledge/README.md): an index entry's term (\`bookindex.html\`, entries linking to 1–3 pages) labelled with the pages it links to, a glossary definition's first sentence without its term labelled with the pages it links to, and a sentence of a page linking to one other page, the link's text taken out, labelled with that page. Read: ${kinds(counts.read)}; dropped as trivial (the question is a labelled page's or section's title): ${kinds(counts.trivial)}; dropped for labels in both halves: ${kinds(counts.mixed)}. The labelled pages are split in halves by a seeded hash of their path, so the halves share no answer (${counts.pages.development} pages answer the development half, ${counts.pages["held-out"]} the held-out half); at most 250 items of each kind per half are kept by a seeded hash: ${halfCount("development")} development, ${halfCount("held-out")} held-out questions. Each question asks \`searchKnowledge\` (sources DOC and API, language sql, version 15, limit 10) of both Engrams above, and plain page-level BM25: one Neo4j fulltext index (default analyzer) over every page's whole text, the question as typed (escaped). Judged by page: a hit on any section of a labelled page, or an API entry documented on it (PostgreSQL's function tables), answers it (each label once); hit@k is the share of questions with an answer in the top k.`,
    "",
    `- Held-out hit@5: Engram hybrid ${heldOut("Engram searchKnowledge, hybrid (local model)").toFixed(3)}${reranked ? `, Engram hybrid reranked ${heldOut(RERANKED).toFixed(3)}` : ""}, Engram fulltext ${heldOut("Engram searchKnowledge, fulltext").toFixed(3)}, page-level BM25 ${bm25.toFixed(3)}; the issue's target is BM25 + 0.15 = ${(bm25 + 0.15).toFixed(3)}.`,
    `- Machine: ${machineAtStart} at the start; ${machine()} at the end (shared with other work).`,
    `- ${latencies}`,
    "",
    ...formatHits(systems),
  ].join("\n");
  const relevanceRows = Object.entries({ "Engram searchKnowledge, hybrid (local model)": hybrid, "Engram searchKnowledge, fulltext": lexical }).flatMap(([system, rankings]) =>
    ["all", "development", "held-out"].map((group) => ({
      system,
      group,
      calibration: calibration(rankings.postgresAsked.filter((asked) => group === "all" || asked.half === group), [RELEVANCE_CUT]),
    })),
  );
  const relevanceSection = [
    "",
    "### PostgreSQL 15: can searchKnowledge's `relevance` be cut on?",
    "",
    `searchKnowledge's relevance (DOCUMENTATION_RELEVANCE in src/search/config.ts) was fitted by logistic regression on the development half's top 10 hits (relevant: on a labelled page); recall's, fitted on LoCoMo, had an expected calibration error of 0.25 here. Each PostgreSQL question's hits are judged as above (relevant: on a labelled page), and the question is asked again of Python 3.11's documentation (\`version: "3.11", language: "python"\`), where its answer is not (no hit counted relevant, though a few may be related). Columns as in recall-relevance-locomo.`,
    "",
    ...formatCalibration(relevanceRows, RELEVANCE_CUT),
    "",
    refitLine(hybrid.postgresAsked, lexical.postgresAsked),
  ].join("\n");
  const whole = `${section}\n${postgresSection}\n${relevanceSection}`;
  process.stdout.write(`${whole}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), "knowledge-quality", whole);
}

/** The Django set's own section: per half, kind and question form, Engram hybrid and fulltext beside page-level BM25. */
async function reportDjango(django: DjangoRun, lexical: ModeRankings, hybrid: ModeRankings, machineAtStart: string): Promise<void> {
  const { set } = django;
  const HYBRID = "Engram searchKnowledge, hybrid (local model)";
  const FULLTEXT = "Engram searchKnowledge, fulltext";
  const RERANKED = "Engram searchKnowledge, hybrid, reranked (ENGRAM_RERANKER=local)";
  const BM25_NAME = "plain page-level BM25";
  const byName: Record<string, Ranking[]> = {
    [HYBRID]: hybrid.djangoEngram,
    ...(hybrid.reranked ? { [RERANKED]: hybrid.reranked.djangoEngram } : {}),
    [FULLTEXT]: lexical.djangoEngram,
    [BM25_NAME]: lexical.djangoBm25,
  };
  const systems = Object.fromEntries(Object.entries(byName).map(([name, rankings]) => [name, evaluate(rankings, true)]));
  // the same rankings grouped by question form (identifier, phrase, sentence) instead of kind
  const formOf = new Map(set.questions.map((question, index) => [index, question.form]));
  const byForm = Object.fromEntries(
    Object.entries(byName).map(([name, rankings]) => {
      const grouped = evaluate(rankings.map((ranking, index) => ({ ...ranking, kind: formOf.get(index)! })), true);
      return [name, new Map([...grouped].filter(([group]) => group.includes("kind: ")).map(([group, metrics]) => [group.replace("kind: ", "form: "), metrics]))];
    }),
  );
  const hitAt5 = (system: string, half: string) => systems[system]!.get(`split: ${half}`)?.hitAt5 ?? 0;
  const counts = set.counts;
  const kinds = (record: Record<string, number>) => `index ${record.index}, glossary ${record.glossary}, cross-reference ${record.xref}`;
  const halfCount = (half: "development" | "held-out") => set.questions.filter((q) => q.half === half).length;
  const perHalf = (half: "development" | "held-out") =>
    `${half}: Engram hybrid ${hitAt5(HYBRID, half).toFixed(3)}${hybrid.reranked ? `, Engram hybrid reranked ${hitAt5(RERANKED, half).toFixed(3)}` : ""}, Engram fulltext ${hitAt5(FULLTEXT, half).toFixed(3)}, page-level BM25 ${hitAt5(BM25_NAME, half).toFixed(3)} (target BM25 + 0.10 = ${(hitAt5(BM25_NAME, half) + 0.1).toFixed(3)})`;
  const whole = [
    "## knowledge-quality-django",
    "",
    `${set.docs} (Debian's python-django-doc, a Sphinx build, ingested with \`engram ingest docs sphinx\` as source django_docs, language python, version 3.2). One choice was made on its development half, together with PostgreSQL's: searchKnowledge's page share (issue 32); its held-out half informed none. Questions and labels are derived at run time by \`bench/quality/knowledge/django-questions.ts\` (seed \`${DJANGO_SEED}\`; see bench/quality/knowledge/README.md): an entry of Sphinx's general index (\`genindex.html\`, entries linking to 1–3 pages; an API object's entry as shown, "get_connection() (in module django.core.mail)") labelled with the pages it links to, a glossary definition's first sentence without its term labelled with the pages it links to, and a sentence of a page linking to one other page by a Sphinx internal reference, the link's text taken out, labelled with that page. Read: ${kinds(counts.read)}; dropped as trivial (the question, or an index entry's name, is a labelled page's or its section's title): ${kinds(counts.trivial)}; dropped for labels in both halves: ${kinds(counts.mixed)}. The labelled pages are split in halves by a seeded hash of their path (${counts.pages.development} pages answer the development half, ${counts.pages["held-out"]} the held-out half); at most 250 items of each kind per half are kept by a seeded hash: ${halfCount("development")} development, ${halfCount("held-out")} held-out questions. Each question asks \`searchKnowledge\` (sources DOC and API, language python, version 3.2, limit 10) of the Engrams of knowledge-quality, and plain page-level BM25 (one Neo4j fulltext index, default analyzer, over each Django page's whole text as Engram's reader reads it; the question as typed, escaped). Judged by page: a hit on any section of a labelled page, or an API entry documented on it, answers it (each label once).${django.marked ? ` Engram's Sphinx reader finds no page of Django's theme as shipped (it has no \`div[role=main]\` or \`div.body\`; its body is \`div#yui-main div.yui-g\`): the bench ingests a copy whose body carries \`role="main"\`, nothing else changed (${django.pages} pages); as shipped Engram would ingest only the ${"API entries"} of \`objects.inv\`.` : ""}`,
    "",
    `- Command: \`${CHOSEN.size === ALL_SETS.length ? "" : `KNOWLEDGE_SETS=${[...CHOSEN].join(",")} `}npm run bench:knowledge-quality\``,
    `- Date: ${new Date().toISOString()}`,
    `- hit@5, ${perHalf("development")}; ${perHalf("held-out")}.`,
    `- Machine: ${machineAtStart} at the start; ${machine()} at the end (shared with other work).`,
    hybrid.embedding ? `- The hybrid Engram embedded ${hybrid.embedding.nodes} sections and API entries (every chosen set's) in ${hybrid.embedding.seconds.toFixed(1)} s.` : "",
    "",
    ...formatHits(systems),
    "",
    "By question form (identifier: an index entry naming an API object, setting, tag, filter, lookup, command or option; phrase: an index entry of `.. index::`; sentence: glossary and cross-reference):",
    "",
    ...formatHits(byForm),
  ].join("\n");
  process.stdout.write(`${whole}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), "knowledge-quality-django", whole);
}

await main();
