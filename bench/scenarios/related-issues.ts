import { domainsOf, issueNodeId, projectToken } from "../../src/memory/issue-keys.js";
import { Issues } from "../../src/issues/service.js";
import { randomItem, type Scenario, type ScenarioContext } from "./scenario.js";

const ISSUES = 20_000;
const BATCH = 2_000;
const VOCABULARY = 5_000;
const DOMAINS = ["auth", "storage", "network", "ui", "billing", "search", "build", "docs"];
const LIMIT = 5;
const admin = { name: "bench", agentTypes: null, projects: null };

/** Issues written as recordIssue writes them, closed, each worked on by one agent type. */
const SEED_ISSUES = `
UNWIND $rows AS row
MATCH (p:Project {id: $project})
MERGE (a:AgentType {id: row.agentType})
CREATE (i:Issue {project: $project, key: row.key, id: row.id, projectToken: $token, title: row.title, description: row.description,
  labels: row.labels, domains: row.domains, state: 'CLOSED', outcome: row.outcome, openedAt: datetime(row.openedAt), closedAt: datetime(row.closedAt), createdAt: datetime()})
CREATE (p)-[:HAS_ISSUE]->(i)
CREATE (a)-[:WORKED_ON]->(i)`;

let project = "";
let keys: string[] = [];

/** A word of a Zipf-like vocabulary: a few words are common, most are rare, as in issue text. */
const word = () => `w${Math.floor(VOCABULARY ** Math.random())}`;
const words = (count: number) => Array.from({ length: count }, word).join(" ");

async function seedIssues(context: ScenarioContext): Promise<string[]> {
  project = context.seeded.projectIds[0]!;
  keys = Array.from({ length: ISSUES }, (_, index) => `#${index + 1}`);
  const started = Date.now();
  for (let from = 0; from < ISSUES; from += BATCH) {
    const rows = keys.slice(from, from + BATCH).map((key, index) => {
      const labels = [randomItem(DOMAINS), `type:${index % 3 === 0 ? "feature" : "bug"}`];
      const opened = Date.parse("2025-01-01T00:00:00Z") + Math.random() * 300 * 86_400_000;
      return {
        key,
        id: issueNodeId(project, key),
        agentType: randomItem(context.seeded.agentTypeIds),
        title: words(8),
        description: words(40 + Math.floor(Math.random() * 120)),
        labels,
        domains: domainsOf(labels),
        outcome: Math.random() < 0.8 ? "RESOLVED" : "UNRESOLVED",
        openedAt: new Date(opened).toISOString(),
        closedAt: new Date(opened + Math.random() * 20 * 86_400_000).toISOString(),
      };
    });
    await context.driver.executeQuery(SEED_ISSUES, { rows, project, token: projectToken(project) }, { database: context.database });
  }
  await context.driver.executeQuery("CALL db.awaitIndexes(600)", {}, { database: context.database });
  const { records } = await context.driver.executeQuery("MATCH (i:Issue {project: $project}) RETURN count(i) AS issues", { project }, { database: context.database });
  return [`Issues: ${Number(records[0]?.get("issues"))} in one project (8-word titles, 40 to 160-word descriptions of a 5,000-word Zipf vocabulary, one of 8 domains each), written in ${((Date.now() - started) / 1000).toFixed(1)} s`];
}

/** relatedIssues of a random issue of a 20,000-issue project. */
export const relatedIssues: Scenario = {
  name: "related-issues",
  description: `\`relatedIssues\` of a random issue of a ${ISSUES.toLocaleString("en")}-issue project (its title and description's first 100 words through the issue index, its domains' overlap), the ${LIMIT} best with why.`,
  graphql: {
    query: `query ($project: ID!, $issue: String!) { relatedIssues(project: $project, issue: $issue, limit: ${LIMIT}) { issue { key outcome } score why } }`,
    variables: () => ({ project, issue: randomItem(keys) }),
    check(data) {
      if (!Array.isArray((data as { relatedIssues?: unknown } | undefined)?.relatedIssues)) throw new Error(`expected related issues, got ${JSON.stringify(data)}`);
    },
  },
  cypher: "the Cypher of Issues.related (src/issues): the asked issue's evidence, the candidates by words (issue fulltext index) and files, their evidence, then the same ranking",
  baselineVia: "in-process through `Issues.related` on the same driver: the same Cypher with the same parameters and the same ranking (no HTTP, no GraphQL)",
  prepare: seedIssues,
  async baseline(context) {
    return new Issues(context.driver, context.database, () => new Date()).related(admin, { project, issue: randomItem(keys), limit: LIMIT });
  },
};
