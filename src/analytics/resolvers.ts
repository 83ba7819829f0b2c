import type { Resolvers } from "../graphql/resolvers-types.js";
import { ALL_TIME, type Analytics } from "./service.js";

export function analyticsResolvers(analytics: Analytics): Pick<Resolvers, "Query"> {
  return {
    Query: {
      topDocuments: (_parent, args) => analytics.topDocuments({ ...args, limit: args.limit ?? 20 }),
      unusedDocuments: (_parent, args) => analytics.unusedDocuments({ ...args, limit: args.limit ?? 50 }),
      sourceEffectiveness: (_parent, args) => analytics.sourceEffectiveness({ ...args, limit: args.limit ?? 10 }),
      effectiveSources: (_parent, { domain, limit }) => analytics.sourceEffectiveness({ domain, limit: limit ?? 10 }, ALL_TIME),
      knowledgeGaps: (_parent, args, { principal }) => analytics.knowledgeGaps(principal, { ...args, limit: args.limit ?? 20 }),
      memoryStats: (_parent, args, { principal }) => analytics.memoryStats(principal, { ...args, bucket: args.bucket ?? "DAY", limit: args.limit ?? 20 }),
    },
  };
}
