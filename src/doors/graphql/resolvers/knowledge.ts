import { loadNode } from "../node-loader.js";
import type { ApiReference, ExternalDoc, KnowledgeUsage, Resolvers, Source } from "../resolvers-types.js";
import type { Dependencies } from "../../../dependencies/service.js";
import type { ContextBriefs } from "../../../knowledge/context-brief.js";
import type { KnowledgeSearch } from "../../../knowledge/search/service.js";
import type { KnowledgeService } from "../../../knowledge/service.js";

const API_REFERENCES = "apiReferences";

/** The agent-facing knowledge operations; graph objects they return come through the generated API. */
export function knowledgeResolvers(
  service: KnowledgeService,
  libraries: Dependencies,
  search: KnowledgeSearch,
  briefs: ContextBriefs,
): Pick<Resolvers, "Query" | "Mutation" | "FrameworkDocument" | "SourceEffectiveness"> {
  return {
    Query: {
      searchKnowledge: (_parent, args, { principal }) => search.search(principal, args),
      apiReference: async (_parent, { name, version, source, project }, context, info) => {
        const chosen = await libraries.apiReference(context.principal, name, { version: version ?? null, source: source ?? null, project: project ?? null });
        return chosen === null ? null : loadNode<ApiReference>(info, context, API_REFERENCES, chosen.id);
      },
      document: (_parent, { path, source, version, project }, { principal }) =>
        libraries.document(principal, path, { source: source ?? null, version: version ?? null, project: project ?? null }),
      agentContext: (_parent, { agentType, project, task, maxExternal, language }, { principal }) =>
        briefs.brief(principal, { agentType, project: project ?? null, task, maxExternal: maxExternal ?? 2, language: language ?? null }),
    },
    Mutation: {
      markDeprecated: async (_parent, { id, version, replacement }, context, info) =>
        loadNode<ApiReference>(info, context, API_REFERENCES, await service.markDeprecated(context.principal, id, version, replacement ?? null)),
      recordKnowledgeUsage: async (_parent, { id, agentType, outcome }, context, info) =>
        loadNode<KnowledgeUsage>(info, context, "knowledgeUsages", await service.recordUsage(context.principal, id, agentType, outcome)),
    },
    FrameworkDocument: {
      document: (parent, _args, context, info) => loadNode<ExternalDoc>(info, context, "externalDocs", parent.id),
    },
    SourceEffectiveness: {
      source: (parent, _args, context, info) => loadNode<Source>(info, context, "sources", parent.sourceId),
    },
  };
}
