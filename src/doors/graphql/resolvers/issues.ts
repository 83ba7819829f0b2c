import { loadNode } from "../node-loader.js";
import type { Memory, Resolvers } from "../resolvers-types.js";
import type { IssueBriefs } from "../../../issues/brief.js";
import { resolutionHours } from "../../../memory/issue-keys.js";
import type { Issues } from "../../../issues/service.js";

/** Work by tracker issue; the memories its answers name come through the generated API. */
export function issueResolvers(issues: Issues, briefs: IssueBriefs): Pick<Resolvers, "Query" | "Mutation" | "Issue" | "RelatedIssue"> {
  return {
    Query: {
      issue: (_parent, { project, key }, { principal }) => issues.get(principal, project, key),
      issues: (_parent, { project, state, labels, limit }, { principal }) => issues.list(principal, project, { state, labels, limit }),
      relatedIssues: (_parent, args, { principal }) => issues.related(principal, args),
      issueContext: (_parent, args, { principal }) => briefs.brief(principal, args),
      agentMetrics: (_parent, args, { principal }) => issues.agentMetrics(principal, args),
    },
    Mutation: {
      recordIssue: (_parent, { input }, { principal }) => issues.record(principal, input),
    },
    Issue: {
      resolutionHours: (parent) => resolutionHours(parent.openedAt, parent.closedAt),
    },
    RelatedIssue: {
      resolution: (parent, _args, context, info) => (parent.resolution === null ? null : loadNode<Memory>(info, context, "memories", parent.resolution.id)),
    },
  };
}
