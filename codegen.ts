import type { CodegenConfig } from "@graphql-codegen/cli";
import { printSchema } from "graphql";
import { createNeo4jGraphQL, engramSchema } from "./src/doors/graphql/schema.js";

// The augmented schema (generated queries, mutations, filters) is printed by @neo4j/graphql itself,
// so resolver types and the typed client see exactly what the server serves.
const augmented = printSchema(await engramSchema(createNeo4jGraphQL()));

const scalars = { DateTime: "string", BigInt: "string" };

const config: CodegenConfig = {
  schema: augmented,
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    "src/doors/graphql/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useIndexSignature: true,
        contextType: "./context.js#EngramContext",
        enumsAsTypes: true,
        scalars,
        mappers: {
          MemoryHit: "../../memory/service.js#RecallHit",
          RelatedMemory: "../../memory/service.js#RelatedHit",
          FrameworkDocument: "../../knowledge/service.js#FrameworkDocumentRow",
          SourceEffectiveness: "../../analytics/documents.js#SourceEffectivenessRow",
          KnowledgeGap: "../../analytics/gaps.js#KnowledgeGapRow",
          MemoryStats: "../../analytics/memory-stats.js#MemoryStatsRow",
          MaintenanceRun: "../../maintenance/runs.js#MaintenanceRunRow",
          MaintenanceReport: "../../maintenance/reports.js#MaintenanceReportRow",
          KnowledgeHit: "../../knowledge/search/service.js#KnowledgeSearchHit",
          KnowledgeSearchResult: "../../knowledge/search/service.js#SearchResult",
          ContextBrief: "../../knowledge/context-brief.js#ContextBriefResult",
          WebSearchResult: "../../websearch/service.js#WebSearchOutcome",
          CodeContext: "../../codegraph/queries.js#CodeContextRows",
          CodeCall: "../../codegraph/queries.js#CodeCallRow",
          CodeMemory: "../../codegraph/queries.js#CodeMemoryRow",
          CodeDocument: "../../codegraph/queries.js#CodeDocumentRow",
          CodeApiUse: "../../codegraph/queries.js#CodeApiUseRow",
          ComplexityHotspot: "../../codegraph/queries.js#HotspotRow",
          ErrorSolutions: "../../troubleshooting/service.js#ErrorSolutionsRow",
          SolutionHit: "../../troubleshooting/service.js#RankedSolutionHit",
          RecordedSolution: "../../troubleshooting/service.js#RecordedSolutionRow",
          Issue: "../../issues/cypher.js#IssueRow",
          RelatedIssue: "../../issues/related.js#RelatedIssueRow",
          IssueContext: "../../issues/brief.js#IssueContextResult",
          Dependency: "../../dependencies/store.js#DependencyRow",
          LibraryDocs: "../../dependencies/service.js#LibraryDocs as LibraryDocsResult",
        },
      },
    },
    // The client the package exports (src/client/index.ts): documents as strings, so it needs no GraphQL library at run time.
    "src/client/generated/": {
      documents: ["src/client/operations.ts"],
      preset: "client",
      config: { enumsAsTypes: true, scalars, documentMode: "string", useTypeImports: true },
      presetConfig: { fragmentMasking: false },
    },
    "src/doors/graphql/client/": {
      documents: ["test/**/*.ts", "bench/**/*.ts"],
      preset: "client",
      config: { enumsAsTypes: true, scalars },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
