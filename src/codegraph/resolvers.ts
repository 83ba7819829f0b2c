import { loadNode } from "../graphql/node-loader.js";
import type { ApiReference, Class, CodeFile, ExternalDoc, Function as CodeFunction, Memory, Resolvers } from "../graphql/resolvers-types.js";
import type { CodeGraphQueries } from "./queries.js";

const ROOT_FIELDS = { file: "codeFiles", function: "functions", class: "classes", memory: "memories", document: "externalDocs", api: "apiReferences" } as const;

/** Code graph queries; every node they return comes through the generated API, so its @authorization applies. */
export function codeGraphResolvers(
  queries: CodeGraphQueries,
): Pick<Resolvers, "Query" | "CodeContext" | "CodeCall" | "CodeMemory" | "CodeDocument" | "CodeApiUse" | "ComplexityHotspot"> {
  return {
    Query: {
      codeContext: (_parent, { project, path, agentType, depth }, { principal }) =>
        queries.codeContext(principal, { project, path, agentType: agentType ?? null, depth: depth ?? 3 }),
      complexityHotspots: (_parent, { project, minComplexity, limit, agentType }, { principal }) =>
        queries.complexityHotspots(principal, { project, minComplexity: minComplexity ?? 15, limit: limit ?? 20, agentType: agentType ?? null }),
      memoriesForCode: (_parent, { project, pathPrefix, agentType, limit }, { principal }) =>
        queries.memoriesForCode(principal, { project, pathPrefix, agentType, limit: limit ?? 25 }),
    },
    CodeContext: {
      file: (parent, _args, context, info) => loadNode<CodeFile>(info, context, ROOT_FIELDS.file, parent.fileId),
      functions: (parent, _args, context, info) => Promise.all(parent.functionIds.map((id) => loadNode<CodeFunction>(info, context, ROOT_FIELDS.function, id))),
      classes: (parent, _args, context, info) => Promise.all(parent.classIds.map((id) => loadNode<Class>(info, context, ROOT_FIELDS.class, id))),
    },
    CodeCall: {
      caller: (parent, _args, context, info) => loadNode<CodeFunction>(info, context, ROOT_FIELDS.function, parent.callerId),
      callee: (parent, _args, context, info) => loadNode<CodeFunction>(info, context, ROOT_FIELDS.function, parent.calleeId),
    },
    CodeMemory: {
      memory: (parent, _args, context, info) => loadNode<Memory>(info, context, ROOT_FIELDS.memory, parent.memoryId),
    },
    CodeDocument: {
      document: (parent, _args, context, info) => loadNode<ExternalDoc>(info, context, ROOT_FIELDS.document, parent.documentId),
    },
    CodeApiUse: {
      api: (parent, _args, context, info) => loadNode<ApiReference>(info, context, ROOT_FIELDS.api, parent.apiId),
      function: (parent, _args, context, info) => (parent.functionId === null ? null : loadNode<CodeFunction>(info, context, ROOT_FIELDS.function, parent.functionId)),
      file: (parent, _args, context, info) => loadNode<CodeFile>(info, context, ROOT_FIELDS.file, parent.fileId),
    },
    ComplexityHotspot: {
      function: (parent, _args, context, info) => loadNode<CodeFunction>(info, context, ROOT_FIELDS.function, parent.functionId),
    },
  };
}
