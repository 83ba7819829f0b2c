import { scopeParameters } from "../../../auth/policy.js";
import type { Resolvers } from "../resolvers-types.js";
import type { AnswerCache } from "../../../analytics/answer-cache.js";
import { ALL_TIME, type Analytics } from "../../../analytics/service.js";

/** Documentation analytics are the same for every key; gaps and memory are per the key's scopes. */
export function analyticsResolvers(analytics: Analytics, answers: AnswerCache): Pick<Resolvers, "Query"> {
  return {
    Query: {
      topDocuments: (_parent, args) => answers.get(["topDocuments", args], () => analytics.topDocuments({ ...args, limit: args.limit ?? 20 })),
      unusedDocuments: (_parent, args) => answers.get(["unusedDocuments", args], () => analytics.unusedDocuments({ ...args, limit: args.limit ?? 50 })),
      unusedDocumentStats: (_parent, args) => answers.get(["unusedDocumentStats", args], () => analytics.unusedDocumentStats(args)),
      sourceEffectiveness: (_parent, args) => answers.get(["sourceEffectiveness", args], () => analytics.sourceEffectiveness({ ...args, limit: args.limit ?? 10 })),
      effectiveSources: (_parent, args) =>
        answers.get(["effectiveSources", args], () => analytics.sourceEffectiveness({ domain: args.domain, limit: args.limit ?? 10 }, ALL_TIME)),
      knowledgeGaps: (_parent, args, { principal }) =>
        answers.get(["knowledgeGaps", scopeParameters(principal), args], () => analytics.knowledgeGaps(principal, { ...args, limit: args.limit ?? 20 })),
      memoryStats: (_parent, args, { principal }) =>
        answers.get(["memoryStats", scopeParameters(principal), args], () => analytics.memoryStats(principal, { ...args, bucket: args.bucket ?? "DAY", limit: args.limit ?? 20 })),
    },
  };
}
