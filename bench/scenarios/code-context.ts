import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import neo4j from "neo4j-driver";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { CodeGraphQueries } from "../../src/codegraph/queries.js";
import { randomItem, type Scenario, type ScenarioContext } from "./scenario.js";

const NODE_MODULES = fileURLToPath(new URL("../../node_modules/", import.meta.url));
/** Real packages, about 5,400 functions in 880 files together. */
const PACKAGES = ["@neo4j/graphql", "graphql", "neo4j-driver-core"];
const LINKED_MEMORIES = 2_000;
const DEPTH = 3;

/** Each memory to a random function: drawn from a list, not by sorting every (memory, function) pair, which outgrew Neo4j's transaction memory at 100k memories. */
const LINK_MEMORIES = `
MATCH (fn:Function {project: $project})
WITH collect(fn) AS functions
MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(m:Memory)
WITH m, functions LIMIT $count
WITH m, functions[toInteger(rand() * size(functions))] AS fn
MERGE (m)-[:REFERENCES]->(fn)
RETURN count(*) AS linked`;

const FILES_WITH_FUNCTIONS = `
MATCH (f:CodeFile {project: $project}) WHERE EXISTS { (f)-[:CONTAINS]->(:Function) }
RETURN f.path AS path`;

let paths: string[] = [];
let project = "";
const admin = { name: "bench", agentTypes: null, projects: null };

function randomFile(): { project: string; path: string } {
  return { project, path: randomItem(paths) };
}

/** Copies the packages into one folder, indexes it as one project, and links seeded memories to its functions. */
async function prepareCodeGraph(context: ScenarioContext): Promise<string[]> {
  project = context.seeded.projectIds[0]!;
  const repository = await mkdtemp(join(tmpdir(), "engram-bench-code-"));
  try {
    for (const name of PACKAGES) await cp(join(NODE_MODULES, name), join(repository, name.replace("/", "__")), { recursive: true });
    const first = await indexRepository(context.driver, context.database, { repository, project });
    const again = await indexRepository(context.driver, context.database, { repository, project });
    const { records } = await context.driver.executeQuery(LINK_MEMORIES, { project, count: neo4j.int(LINKED_MEMORIES) }, { database: context.database });
    paths = (await context.driver.executeQuery(FILES_WITH_FUNCTIONS, { project }, { database: context.database })).records.map((r) => r.get("path"));
    const rate = (files: number, seconds: number) => `${(files / seconds).toFixed(0)} files/s`;
    return [
      `Code graph: ${PACKAGES.join(", ")} from node_modules indexed as one project: ${first.graph.files} files, ${first.graph.functions} functions, ${first.graph.classes} classes, ${first.graph.calls} resolved calls, ${first.graph.imports} imports; ${Number(records[0]?.get("linked") ?? 0)} of the project's memories reference a function`,
      `Indexing (\`indexRepository\`, parse and write into the empty project): ${first.found} files in ${first.seconds.toFixed(1)} s, ${rate(first.found, first.seconds)}; again with nothing changed: ${again.seconds.toFixed(1)} s (${rate(again.found, again.seconds)})`,
    ];
  } finally {
    await rm(repository, { recursive: true, force: true });
  }
}

/** codeContext of a random indexed file: its functions, calls three hops deep, and the memories about any of them. */
export const codeContext: Scenario = {
  name: "code-context",
  description:
    "`codeContext` of a random file of a 5,000-function code graph, calls followed 3 hops, with the memories and documentation linked to any of the code reached; functions, callees and memories loaded through the generated API.",
  graphql: {
    query: `query ($project: ID!, $path: String!) {
  codeContext(project: $project, path: $path, depth: ${DEPTH}) { file { path } functions { name } calls { depth callee { name } } memories { distance memory { id } } documents { via } }
}`.replace(/\s+/g, " "),
    variables: randomFile,
    check(data) {
      if (!(data as { codeContext?: { file?: unknown } } | undefined)?.codeContext?.file) throw new Error(`expected a code context, got ${JSON.stringify(data)}`);
    },
  },
  cypher: "the Cypher of CodeGraphQueries.codeContext (src/codegraph/queries.ts): the file and its members, calls within 3 hops, then the memories, documents and API entries linked to what was reached",
  baselineVia: "in-process through `CodeGraphQueries.codeContext` on the same driver, one read transaction: the same Cypher with the same parameters (no HTTP, no GraphQL, no nodes loaded through the generated API)",
  prepare: prepareCodeGraph,
  async baseline(context) {
    const result = await new CodeGraphQueries(context.driver, context.database).codeContext(admin, { ...randomFile(), agentType: null, depth: DEPTH });
    if (result === null) throw new Error("no code context for an indexed file");
    return [result];
  },
};
