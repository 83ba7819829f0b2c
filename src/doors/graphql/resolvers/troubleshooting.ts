import { loadNode } from "../node-loader.js";
import type { Memory, Resolvers } from "../resolvers-types.js";
import type { Troubleshooting } from "../../../troubleshooting/service.js";

const MEMORIES = "memories";

/** solveError and recordSolution; the memories they name come through the generated API. */
export function troubleshootingResolvers(service: Troubleshooting): Pick<Resolvers, "Query" | "Mutation" | "SolutionHit" | "RecordedSolution"> {
  return {
    Query: {
      solveError: (_parent, args, { principal }) => service.solve(principal, args),
    },
    Mutation: {
      recordSolution: (_parent, { input }, { principal }) => service.recordSolution(principal, input),
    },
    SolutionHit: {
      memory: (parent, _args, context, info) => (parent.memoryId === null ? null : loadNode<Memory>(info, context, MEMORIES, parent.memoryId)),
    },
    RecordedSolution: {
      memory: (parent, _args, context, info) => loadNode<Memory>(info, context, MEMORIES, parent.memoryId),
    },
  };
}
