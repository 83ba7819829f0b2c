import { createLogger } from "../../src/logger.js";
import { AccessRecorder } from "../../src/memory/access-recorder.js";
import { MemoryService } from "../../src/memory/service.js";
import { QUERY_WORDS } from "../seed.js";
import { randomItem, type Scenario, type ScenarioContext } from "./scenario.js";

const BATCH = 500;
let written = 0;
const admin = { name: "bench", agentTypes: null, projects: null };

/** A batch of new memories (unique content, so none is a duplicate) for one agent type and project. */
function batch({ seeded }: ScenarioContext) {
  const agentType = randomItem(seeded.agentTypeIds);
  const project = randomItem(seeded.projectIds);
  return Array.from({ length: BATCH }, () => ({
    agentType,
    project,
    memoryType: "TASK" as const,
    content: `Imported note ${++written}: ${randomItem(QUERY_WORDS)} ${randomItem(QUERY_WORDS)} ${randomItem(QUERY_WORDS)}`,
    tags: ["import"],
    importance: 5,
  }));
}

/** The benchmark writes memories; it recalls nothing, so records no knowledge gaps. */
const NO_GAP_RECORDING = { record: () => {} };

const services = new WeakMap<object, MemoryService>();

function serviceFor(context: ScenarioContext): MemoryService {
  let service = services.get(context.driver);
  if (!service) {
    const log = createLogger("silent");
    service = new MemoryService(context.driver, context.database, { sessionTtlSeconds: 86_400, weights: { similarity: 0, decay: 0, scopeMatch: 0, occurrence: 0, importance: 0 }, exactVectorScan: 0, vectorCopy: 0 }, new AccessRecorder(context.driver, context.database, log), NO_GAP_RECORDING);
    services.set(context.driver, service);
  }
  return service;
}

/** Bulk import through rememberMany: one transaction per batch, duplicates and links checked. */
export const rememberMany: Scenario = {
  name: "remember-many",
  description: `\`rememberMany\` with ${BATCH} new memories per request, for a random agent type and project: the scope checks, the write of memories, agent type, project and relationships in one transaction, and the ids read back.`,
  graphql: {
    query: "mutation ($input: [RememberInput!]!) { rememberMany(input: $input) { id } }",
    variables: (context) => ({ input: batch(context) }),
    check(data) {
      const written = (data as { rememberMany?: unknown[] } | undefined)?.rememberMany;
      if (!Array.isArray(written) || written.length !== BATCH) throw new Error(`expected ${BATCH} ids, got ${JSON.stringify(data).slice(0, 200)}`);
    },
  },
  cypher: "MEMORY_SCOPES then REMEMBER (src/memory/cypher.ts)",
  baselineVia: "through `session.executeWrite` by Engram's MemoryService in-process: the same Cypher, same transaction, no HTTP and no GraphQL",
  concurrency: 2,
  itemsPerRequest: BATCH,
  async baseline(context) {
    return serviceFor(context).remember(admin, batch(context), (index) => `input[${index}]`);
  },
};
