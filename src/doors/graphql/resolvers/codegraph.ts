import { loadNode, readOrLoad, type ReadFields } from "../node-loader.js";
import type { ApiReference, Class, CodeFile, ExternalDoc, Function as CodeFunction, Memory, Resolvers } from "../resolvers-types.js";
import { READ_CODE_FIELDS, type CodeGraphQueries } from "../../../codegraph/queries.js";

const MEMORY_ID: ReadonlySet<string> = new Set(["id"]);

function readCode(label: keyof typeof READ_CODE_FIELDS, values: Record<string, unknown> | undefined): ReadFields | undefined {
  return values && { fields: READ_CODE_FIELDS[label], values };
}

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
    // The code query read these nodes within the key's projects (and the memories within its scopes):
    // a selection of fields it read is answered from them, any other loads them through the generated API.
    CodeContext: {
      file: (parent, _args, context, info) => readOrLoad<CodeFile>(info, context, ROOT_FIELDS.file, parent.fileId, readCode("CodeFile", parent.read.get(parent.fileId))),
      functions: (parent, _args, context, info) =>
        Promise.all(parent.functionIds.map((id) => readOrLoad<CodeFunction>(info, context, ROOT_FIELDS.function, id, readCode("Function", parent.read.get(id))))),
      classes: (parent, _args, context, info) => Promise.all(parent.classIds.map((id) => readOrLoad<Class>(info, context, ROOT_FIELDS.class, id, readCode("Class", parent.read.get(id))))),
    },
    CodeCall: {
      caller: (parent, _args, context, info) => readOrLoad<CodeFunction>(info, context, ROOT_FIELDS.function, parent.callerId, readCode("Function", parent.caller)),
      callee: (parent, _args, context, info) => readOrLoad<CodeFunction>(info, context, ROOT_FIELDS.function, parent.calleeId, readCode("Function", parent.callee)),
    },
    CodeMemory: {
      memory: (parent, _args, context, info) => readOrLoad<Memory>(info, context, ROOT_FIELDS.memory, parent.memoryId, { fields: MEMORY_ID, values: { id: parent.memoryId } }),
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
