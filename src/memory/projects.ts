import type { Driver } from "neo4j-driver";
import { holdsAll, mayUse } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { badInput, forbidden } from "../errors.js";
import { runInBatches } from "../neo4j/batches.js";
import { raiseScopeVersions } from "../neo4j/scope-versions.js";
import { readRecords } from "../neo4j/transactions.js";

export const PROJECT_EXISTS = "MATCH (p:Project {id: $project}) RETURN p.id AS id";

/** Each pass deletes one kind of what the project holds, a batch per transaction; a rerun finishes an interrupted one. */
const DELETE_REVISIONS = `
MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(:Memory)-[:HAS_REVISION]->(revision:MemoryRevision)
CALL (revision) { DETACH DELETE revision } IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

const DELETE_MEMORIES = `
MATCH (:Project {id: $project})-[:CONTAINS_MEMORY]->(memory:Memory)
CALL (memory) {
  ${raiseScopeVersions("memory", "memory.scopeTokens")}
  DETACH DELETE memory
} IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

const DELETE_CODE = `
MATCH (code:CodeFile|Function|Class {project: $project})
CALL (code) { DETACH DELETE code } IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

const DELETE_ISSUES = `
MATCH (issue:Issue {project: $project})
CALL (issue) { DETACH DELETE issue } IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

const DELETE_DEPENDENCIES = `
MATCH (dependency:Dependency {project: $project})
CALL (dependency) { DETACH DELETE dependency } IN TRANSACTIONS OF $batchSize ROWS
RETURN count(*) AS done`;

/** Last, so that an interrupted deletion can be asked for again. */
const DELETE_PROJECT_NODE = "MATCH (p:Project {id: $project}) DETACH DELETE p RETURN count(*) AS done";

export interface ProjectDeletion {
  project: string;
  memories: number;
  revisions: number;
  codeNodes: number;
  issues: number;
  /** The packages its lockfiles pinned (their documentation sets stay: other projects may use them). */
  dependencies: number;
}

/** Projects as a whole: deleting one takes everything it holds with it. */
export class Projects {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly batchSize: number,
  ) {}

  /**
   * A project holds the memories of every agent type that works in it, so only a key scoped to every
   * agent type (and to this project) may delete it. Its memories, their revisions and its code graph go
   * with it, so nothing is left behind that another key would then see as global.
   */
  async delete(principal: Principal, project: string): Promise<ProjectDeletion> {
    mayUse(principal, null, project);
    if (!holdsAll(principal, "agentTypes")) {
      throw forbidden("deleteProject needs an API key scoped to every agent type: a project holds the memories of every agent type that works in it");
    }
    const found = await readRecords(this.driver, this.database, PROJECT_EXISTS, { project });
    if (found.length === 0) throw badInput("id", `names no project: "${project}"`);
    const run = (query: string) => runInBatches(this.driver, this.database, query, { project }, this.batchSize);
    const revisions = await run(DELETE_REVISIONS);
    const memories = await run(DELETE_MEMORIES);
    const codeNodes = await run(DELETE_CODE);
    const issues = await run(DELETE_ISSUES);
    const dependencies = await run(DELETE_DEPENDENCIES);
    await run(DELETE_PROJECT_NODE);
    return { project, memories, revisions, codeNodes, issues, dependencies };
  }
}
