import { loadNode } from "../node-loader.js";
import type { Documentation, Pattern, Resolvers, UserFeedback } from "../resolvers-types.js";
import { EXCLUSION_DEFAULTS, type FeedbackService } from "../../../feedback/service.js";

const DOCUMENTATIONS = "documentations";
const USER_FEEDBACKS = "userFeedbacks";

/** Effectiveness and feedback; the nodes they return come through the generated API. */
export function feedbackResolvers(service: FeedbackService): Pick<Resolvers, "Query" | "Mutation"> {
  return {
    Query: {
      docEffectiveness: (_parent, { minUses, domain, limit }) =>
        service.docEffectiveness({ minUses: minUses ?? 3, domain: domain ?? null, limit: limit ?? 10 }),
      provenDocs: (_parent, { task, minAvgScore, minUses, limit }, context) =>
        service.provenDocs(context.principal, { task, minAvgScore: minAvgScore ?? null, minUses: minUses ?? 2, limit: limit ?? 5 }),
      excludedDocs: async (_parent, { minNegativeRate, minUses, limit }, context, info) => {
        const urls = await service.excludedDocs({
          minNegativeRate: minNegativeRate ?? EXCLUSION_DEFAULTS.minNegativeRate,
          minUses: minUses ?? EXCLUSION_DEFAULTS.minUses,
          limit: limit ?? 100,
        });
        return Promise.all(urls.map((url) => loadNode<Documentation>(info, context, DOCUMENTATIONS, url, "url")));
      },
      feedbackAnalytics: (_parent, { minFeedback, since, until, limit }) =>
        service.feedbackAnalytics({ minFeedback: minFeedback ?? 5, since: since ?? null, until: until ?? null, limit: limit ?? 20 }),
    },
    Mutation: {
      recordPatternDocs: async (_parent, args, context, info) =>
        loadNode<Pattern>(info, context, "patterns", await service.recordPatternDocs(context.principal, args)),
      submitFeedback: async (_parent, { input }, context, info) =>
        loadNode<UserFeedback>(info, context, USER_FEEDBACKS, await service.submitFeedback(context.principal, input)),
      markDocUnhelpful: async (_parent, { url, sessionId, reason }, context, info) =>
        loadNode<Documentation>(info, context, DOCUMENTATIONS, await service.markDocUnhelpful(context.principal, url, sessionId, reason ?? null), "url"),
      linkRetrySession: async (_parent, { original, retry }, context, info) =>
        loadNode<UserFeedback>(info, context, USER_FEEDBACKS, await service.linkRetrySession(context.principal, original, retry)),
    },
  };
}
