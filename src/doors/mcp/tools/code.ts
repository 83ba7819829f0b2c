import { z } from "zod";
import { MAX_CALL_DEPTH } from "../../../codegraph/queries.js";
import { agentTypeArg, defineTool, limit, location, projectArg, requiredProjectOf } from "../tool.js";

const MAX_ITEMS = 500;

const codeContext = defineTool({
  name: "code_context",
  title: "Code context",
  description:
    "Before changing a file: what Engram knows around it from the project's code graph (engram index): its functions and classes, " +
    "the calls they make up to depth hops, the memories about this code, the documentation and APIs it uses. Returns ids; " +
    "found is false when the file is not indexed.",
  input: {
    path: location().describe("The file's path relative to the repository root, e.g. src/server/app.ts."),
    project: projectArg(),
    agentType: agentTypeArg(),
    depth: z.number().int().min(1).max(MAX_CALL_DEPTH).default(3).describe(`Call hops to follow, 1 to ${MAX_CALL_DEPTH} (default 3).`),
    limit: limit(MAX_ITEMS, 50).describe(`Items per list at most, 1 to ${MAX_ITEMS} (default 50).`),
  },
  output: {
    found: z.boolean(),
    fileId: z.string().nullable(),
    functionIds: z.array(z.string()),
    classIds: z.array(z.string()),
    calls: z.array(z.object({ callerId: z.string(), calleeId: z.string(), depth: z.number() })),
    memoryIds: z.array(z.string()),
    documentIds: z.array(z.string()),
    apiIds: z.array(z.string()),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const project = requiredProjectOf(args.project, defaults);
    const rows = await engram.codeGraph.codeContext(principal, { project, path: args.path, agentType: args.agentType ?? defaults.agentType, depth: args.depth });
    if (rows === null) {
      const structured = { found: false, fileId: null, functionIds: [], classIds: [], calls: [], memoryIds: [], documentIds: [], apiIds: [] };
      return { structured, markdown: `${args.path} is not in project ${project}'s code graph (index it with engram index).` };
    }
    const first = <T>(items: T[]) => items.slice(0, args.limit);
    const structured = {
      found: true,
      fileId: rows.fileId,
      functionIds: first(rows.functionIds),
      classIds: first(rows.classIds),
      calls: first(rows.calls).map(({ callerId, calleeId, depth }) => ({ callerId, calleeId, depth })),
      memoryIds: first(rows.memories.map((m) => m.memoryId)),
      documentIds: first(rows.documents.map((d) => d.documentId)),
      apiIds: first([...new Set(rows.apis.map((a) => a.apiId))]),
    };
    const markdown = [
      `## ${args.path}`,
      `Functions: ${structured.functionIds.join(", ") || "none"}`,
      `Classes: ${structured.classIds.join(", ") || "none"}`,
      `Calls: ${structured.calls.map((c) => `${c.callerId} → ${c.calleeId}`).join(", ") || "none"}`,
      `Memories: ${structured.memoryIds.join(", ") || "none"} (recall or related_memories for their text)`,
      `Documents: ${structured.documentIds.join(", ") || "none"}`,
      `APIs: ${structured.apiIds.join(", ") || "none"}`,
    ].join("\n");
    return { structured, markdown };
  },
});

export const codeTools = [codeContext];
