/**
 * relatedIssues on real duplicates it was never tuned on: 20,000 Apache JIRA bug reports of the Hadoop projects
 * (bench/quality/issues/jira_duplicates.py builds them from SPEAR-SE/LogInBugReportsEmpirical_Data), each
 * recorded with recordIssue; every report that JIRA links as a duplicate of another report in the set asks for
 * the past issues like it, and the answer is any other report of its duplicate group. Compared, in the same
 * run, with plain Neo4j fulltext over the same titles and descriptions. Groups are split in halves by a seeded
 * hash: choices are made on the development half only.
 *
 *   npm run bench:issue-quality    (ENGRAM_ISSUE_DATASET names another JSON Lines file of the same form)
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import neo4j, { type Driver } from "neo4j-driver";
import { luceneText } from "../../src/search/terms.js";
import { startEngramProcess } from "../engram-process.js";
import { benchGraphql, writeHitsReport } from "./hits-report.js";
import { evaluate, type Ranking } from "./metrics.js";

const DATASET = process.env.ENGRAM_ISSUE_DATASET ?? join(homedir(), ".cache", "engram", "datasets", "duplicate-issues", "apache-jira-hadoop.jsonl");
const SEED = "engram-issues-1";
const PROJECT = "hadoop";
const AGENT = "bench";
const CONCURRENCY = 8;
const K = 10;
const PLAIN_INDEX = "bench_issue_plain_fulltext";
/** What the last run's figures mean; written with the table (rerunning keeps it: check it still reads true). */
const READING =
  "Reading: relatedIssues by an issue's key finds a duplicate in its top 5 for 50.0% of the held-out questions, plain fulltext asked the same words for 46.5% (hit@10 0.583 against 0.521, MRR 0.408 against 0.372); by text alone, without labels, it about ties plain fulltext at hit@5 (0.470) and leads at hit@10 and MRR. Chosen on the development half (the first run, then a sweep of variants on the same questions): the text's first 100 words as written instead of its 32 distinct content words (development hit@5 0.453 to 0.517, words alone; held-out, looked at only afterwards, 0.445 to 0.470), and shared domains multiplying an issue's content score, x (1 + 0.3 x their share), instead of adding 0.3 x the share of every label (0.547 to 0.562; held-out 0.486 to 0.500). Word coverage in place of BM25, which would keep other projects' word statistics out of the score, did far worse (development hit@5 0.36 to 0.40, held-out 0.31 to 0.36, against 0.465 for plain fulltext). The first version (32 words, labels added) lost to plain fulltext on both halves (held-out 0.440 against 0.465). The gain is modest: a duplicate that shares few words with its original (another symptom of the same bug) is out of reach of any search by words, and issues have no vectors yet.";

interface Report {
  id: string;
  title: string;
  description: string;
  labels: string[];
  openedAt: string | null;
  closedAt: string | null;
  duplicateOf: string | null;
}

interface Question {
  report: Report;
  gold: string[];
  half: "development" | "held-out";
}

function readReports(): Report[] {
  try {
    return readFileSync(DATASET, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Report);
  } catch (error) {
    throw new Error(
      `${DATASET} is not readable (${(error as Error).message}). Build it: git clone https://github.com/SPEAR-SE/LogInBugReportsEmpirical_Data and run python3 bench/quality/issues/jira_duplicates.py <clone> ${DATASET}`,
    );
  }
}

/** Duplicate groups: reports joined by duplicateOf links inside the set, each named by its smallest key. */
function duplicateGroups(reports: Report[]): Map<string, string[]> {
  const parent = new Map(reports.map((report) => [report.id, report.id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  for (const report of reports) {
    if (report.duplicateOf && parent.has(report.duplicateOf)) {
      const [a, b] = [root(report.id), root(report.duplicateOf)].sort();
      parent.set(b!, a!);
    }
  }
  const groups = new Map<string, string[]>();
  for (const report of reports) groups.set(root(report.id), [...(groups.get(root(report.id)) ?? []), report.id]);
  return groups;
}

function questionsOf(reports: Report[]): Question[] {
  const groups = duplicateGroups(reports);
  const groupOf = new Map([...groups].flatMap(([name, members]) => members.map((member) => [member, name] as const)));
  return reports
    .filter((report) => report.duplicateOf !== null && groupOf.has(report.duplicateOf))
    .map((report) => {
      const group = groupOf.get(report.id)!;
      const half = createHash("sha256").update(`${SEED}:${group}`).digest()[0]! % 2 === 0 ? "development" : "held-out";
      return { report, gold: groups.get(group)!.filter((id) => id !== report.id), half };
    });
}


async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

const RECORD = "mutation ($input: RecordIssueInput!) { recordIssue(input: $input) { key } }";

/** A report as an agent would record it: closed when JIRA resolved it (its resolution left out: it would say Duplicate). */
function recordInput(report: Report) {
  const closedAt = report.closedAt && report.openedAt && report.closedAt >= report.openedAt ? report.closedAt : null;
  return {
    agentType: AGENT,
    project: PROJECT,
    issue: report.id,
    title: report.title.trim() || null,
    description: report.description.trim() || null,
    labels: report.labels,
    openedAt: report.openedAt,
    ...(closedAt ? { closedAt } : {}),
  };
}

const RELATED = "query ($issue: String, $text: String, $limit: Int) { relatedIssues(project: \"hadoop\", issue: $issue, text: $text, limit: $limit) { issue { key } } }";

async function relatedKeys(url: string, variables: Record<string, unknown>, asked: string): Promise<string[]> {
  const data = await benchGraphql<{ relatedIssues: Array<{ issue: { key: string } }> }>(url, RELATED, { ...variables, limit: K + 1 });
  return data.relatedIssues.map((row) => row.issue.key).filter((key) => key !== asked).slice(0, K);
}

async function plainKeys(driver: Driver, report: Report): Promise<string[]> {
  const query = luceneText(`${report.title}\n${report.description}`);
  if (query === null) return [];
  const { records } = await driver.executeQuery(
    `CALL db.index.fulltext.queryNodes($index, $query, {limit: $limit}) YIELD node, score
     WHERE node.project = $project AND node.key <> $asked
     RETURN node.key AS key ORDER BY score DESC LIMIT $k`,
    { index: PLAIN_INDEX, query, limit: neo4j.int(K + 1), project: PROJECT, asked: report.id, k: neo4j.int(K) },
  );
  return records.map((record) => record.get("key") as string);
}

const ranking = (question: Question, ranked: string[]): Ranking => ({ gold: question.gold, ranked, split: question.half, kind: question.report.id.split("-")[0]! });


async function main(): Promise<void> {
  const reports = readReports();
  const questions = questionsOf(reports);
  process.stderr.write(`${reports.length} reports, ${questions.length} duplicates of a report in the set\n`);
  const engram = await startEngramProcess({ ENGRAM_EMBEDDINGS: "none", ENGRAM_RERANKER: "none" });
  const driver = neo4j.driver(engram.neo4j.uri, neo4j.auth.basic(engram.neo4j.user, engram.neo4j.password));
  try {
    const started = Date.now();
    await inParallel(reports, async (report) => {
      await benchGraphql(engram.url, RECORD, { input: recordInput(report) });
    });
    const recordSeconds = (Date.now() - started) / 1000;
    process.stderr.write(`Recorded ${reports.length} issues in ${recordSeconds.toFixed(0)} s\n`);
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${PLAIN_INDEX} IF NOT EXISTS FOR (n:Issue) ON EACH [n.title, n.description]`);
    await driver.executeQuery("CALL db.awaitIndexes(600)");
    const byKey: Ranking[] = [];
    const byText: Ranking[] = [];
    const plain: Ranking[] = [];
    for (const question of questions) {
      const { report } = question;
      byKey.push(ranking(question, await relatedKeys(engram.url, { issue: report.id }, report.id)));
      byText.push(ranking(question, await relatedKeys(engram.url, { text: `${report.title}\n${report.description}`.slice(0, 100_000) }, report.id)));
      plain.push(ranking(question, await plainKeys(driver, report)));
    }
    const systems = {
      "Engram relatedIssues, by the issue's key": evaluate(byKey),
      "Engram relatedIssues, by its title and description as text": evaluate(byText),
      "plain fulltext, its title and description": evaluate(plain),
    };
    const halves = (which: Question["half"]) => questions.filter((question) => question.half === which).length;
    await writeHitsReport({
      name: "issue-quality",
      description:
        `relatedIssues on real duplicates (issue 22): ${reports.length.toLocaleString("en")} Apache JIRA bug reports of HADOOP, HDFS, MAPREDUCE and YARN (2007–2019; SPEAR-SE/LogInBugReportsEmpirical_Data, converted by bench/quality/issues/jira_duplicates.py), each recorded through recordIssue in one project (title, description as JIRA wrote it, cut at 4,000 characters; labels project:, type:, priority:, component: and label:, never the resolution; opened and closed times) in ${recordSeconds.toFixed(0)} s. Every report JIRA links as a duplicate of another report of the set is a question (${questions.length}); its answer is any other report of its duplicate group (duplicate links joined). Groups are split in halves by a seeded hash (\`${SEED}\`): development ${halves("development")}, held-out ${halves("held-out")} questions; kinds are the asking report's project. The asking report is left out of every answer. Engram is asked relatedIssues with the report's key (its stored title, description and labels' domains), and with its title and description as text (no labels); both read the text's first 100 terms, through Engram's issue index (English analyzer, titles weighted twice). Plain Neo4j fulltext (standard analyzer) over the issues' titles and descriptions is asked the same title and description (its first 100 terms, escaped). Memories name no issue here, so shared files play no part. Words only: issues have no vectors.`,
      systems,
      reading: READING,
    });
  } finally {
    await driver.close();
    await engram.stop();
  }
}

await main();
