import type { Memory, Resolvers } from "../resolvers-types.js";
import { loadNode, readOrLoad } from "../node-loader.js";
import { RECALLED_FIELDS, recalledFields } from "./memory-parents.js";
import type { Projects } from "../../../memory/projects.js";
import type { MemoryService } from "../../../memory/service.js";
import type { MemoryStaleness } from "../../../memory/staleness.js";

const MEMORIES = "memories";

/** The agent-facing memory operations; every Memory they return comes through the generated API. */
export function memoryResolvers(
  service: MemoryService,
  projects: Projects,
  staleness: MemoryStaleness,
): Pick<Resolvers, "Query" | "Mutation" | "MemoryHit" | "RelatedMemory"> {
  return {
    Query: {
      recall: (_parent, args, { principal }) => service.recall(principal, args),
      relatedMemories: (_parent, { id, depth }, { principal }) => service.related(principal, id, depth ?? 2),
      staleMemories: async (_parent, args, context, info) => {
        const stale = await staleness.staleMemories(context.principal, args);
        return Promise.all(stale.map(({ id }) => loadNode<Memory>(info, context, MEMORIES, id)));
      },
    },
    Mutation: {
      remember: async (_parent, { input }, context, info) => {
        const [id] = await service.remember(context.principal, [input], () => "input");
        return loadNode<Memory>(info, context, MEMORIES, id!);
      },
      rememberMany: async (_parent, { input }, context, info) => {
        const ids = await service.rememberMany(context.principal, input, "input");
        return Promise.all(ids.map((id) => loadNode<Memory>(info, context, MEMORIES, id)));
      },
      shareMemory: async (_parent, { id, withAgentTypes }, context, info) =>
        loadNode<Memory>(info, context, MEMORIES, await service.share(context.principal, id, withAgentTypes)),
      unshareMemory: async (_parent, { id, fromAgentTypes }, context, info) =>
        loadNode<Memory>(info, context, MEMORIES, await service.unshare(context.principal, id, fromAgentTypes)),
      forget: (_parent, { id }, { principal }) => service.forget(principal, id),
      confirmMemory: async (_parent, { id }, context, info) => loadNode<Memory>(info, context, MEMORIES, await service.confirm(context.principal, id)),
      deleteProject: (_parent, { id }, { principal }) => projects.delete(principal, id),
      promoteCrossProjectPatterns: async (_parent, { agentType, minProjects }, context, info) => {
        const ids = await service.promoteCrossProjectPatterns(context.principal, agentType ?? null, minProjects ?? 3);
        return Promise.all(ids.map((id) => loadNode<Memory>(info, context, MEMORIES, id)));
      },
    },
    MemoryHit: {
      memory: ({ candidate }, _args, context, info) =>
        readOrLoad<Memory>(info, context, MEMORIES, candidate.id, { fields: RECALLED_FIELDS, values: recalledFields(candidate) }),
      scope: ({ candidate }) => candidate.scope,
      relevance: ({ why }) => why.relevance,
    },
    RelatedMemory: {
      memory: (parent, _args, context, info) => loadNode<Memory>(info, context, MEMORIES, parent.id),
    },
  };
}
