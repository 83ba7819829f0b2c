import { z } from "zod";
import { agentTypeArg, agentTypeOf, clip, defineTool, limit, list, longText, name, projectArg, projectOf } from "../tool.js";

const MARKDOWN_EXCERPT = 300;

const patternOutput = z.object({ errorType: z.string(), code: z.string().nullable(), pattern: z.string(), key: z.string() });

const solveError = defineTool({
  name: "solve_error",
  title: "Solve an error",
  description:
    "When a command, test or program fails with an error, call this first with the error as printed (a traceback's last lines are enough). " +
    "Engram answers how this project and your agent type fixed the same error before (the error reduced to a pattern: its type, its code, its fixed words), " +
    "then fixes of similar errors, then the documentation and API entries that explain it, then web results already cached (searchWeb: true asks the web too). " +
    "Each hit says why it was chosen. After fixing it, call record_solution so the fix comes first next time.",
  input: {
    error: longText().describe("The error message or the end of its traceback."),
    agentType: agentTypeArg(),
    project: projectArg(),
    codeContext: longText().optional().describe("The code around the failure, if it helps find documentation."),
    limit: limit(20, 5),
    searchWeb: z.boolean().optional().describe("Also ask the web now (Tavily) when nothing cached answers; off by default."),
  },
  output: {
    pattern: patternOutput,
    hits: z.array(z.object({ rank: z.number(), source: z.string(), id: z.string().nullable(), title: z.string(), excerpt: z.string(), url: z.string().nullable(), relevance: z.number().nullable(), why: z.string() })),
    webSearched: z.boolean(),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async run(args, { engram, principal, defaults }) {
    const answer = await engram.troubleshooting.solve(principal, { ...args, agentType: agentTypeOf(args.agentType, defaults), project: projectOf(args.project, defaults) });
    const hits = answer.hits.map(({ memoryId: _memoryId, ...hit }) => hit);
    const lines = hits.map((hit) => `${hit.rank}. **${hit.title}** (${hit.source}${hit.id ? `, \`${hit.id}\`` : ""}${hit.url ? `, ${hit.url}` : ""}): ${hit.why}\n   ${clip(hit.excerpt, MARKDOWN_EXCERPT)}`);
    const markdown = `Error pattern: \`${answer.pattern.pattern}\`\n\n${lines.length > 0 ? lines.join("\n") : "Nothing known about this error yet."}`;
    return { structured: { pattern: answer.pattern, hits, webSearched: answer.webSearched }, markdown };
  },
});

const recordSolution = defineTool({
  name: "record_solution",
  title: "Record what fixed an error",
  description:
    "After fixing an error, say what worked: Engram remembers it as a RESOLUTION of the error's pattern for your agent type (and project), " +
    "so solve_error offers it first the next time any agent of your type meets the same error. " +
    "Name in helpedBy the ids of the documentation or API entries (from solve_error or search_knowledge) that helped: each counts as a successful use.",
  input: {
    error: longText().describe("The error as printed."),
    solution: longText().describe("What fixed it, in a few sentences."),
    agentType: agentTypeArg(),
    project: projectArg(),
    title: z.string().max(4_000).optional(),
    helpedBy: list(name()).optional().describe("Ids of documentation pages or API entries that helped."),
    id: name().optional().describe("An id of your choosing: recording again with it updates the resolution."),
  },
  output: { memoryId: z.string(), pattern: patternOutput },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const recorded = await engram.troubleshooting.recordSolution(principal, { ...args, agentType: agentTypeOf(args.agentType, defaults), project: projectOf(args.project, defaults) });
    return { structured: { ...recorded }, markdown: `Recorded as resolution \`${recorded.memoryId}\` of \`${recorded.pattern.pattern}\`.` };
  },
});

export const troubleshootingTools = [solveError, recordSolution];
