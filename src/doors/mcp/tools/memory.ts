import { z } from "zod";
import { MAX_RECALL_LIMIT, MAX_RELATED_DEPTH } from "../../../memory/validation.js";
import { MEMORY_TYPES, type RememberInput } from "../../../memory/types.js";
import { MAX_STALE_LIMIT } from "../../../memory/staleness.js";
import { agentTypeArg, agentTypeOf, clip, limit, list, location, longText, minRelevance, minScore, name, projectArg, projectOf, question, defineTool, requiredProjectOf } from "../tool.js";

const MEMORY_SCOPES = ["SESSION", "PROJECT", "GLOBAL"] as const;
/** The field prefix Engram's validation names arguments with, as GraphQL names them under `input`. */
const ARGUMENTS = "arguments";
/** Characters of a memory's content shown in the Markdown text; structuredContent has it whole. */
const MARKDOWN_CONTENT = 500;
const MAX_RELATED = 100;

const memoryId = () => name().describe("A memory id, as remember or recall returned it.");

const remember = defineTool({
  name: "remember",
  title: "Remember",
  description:
    "Store something worth knowing next time: a decision and why, a pattern that worked, a pitfall, how a problem was resolved. " +
    "Shared with every agent of the same agent type (and project, when given; without a project it is global to the agent type). Returns the memory's id. " +
    "Remembering with the same id again updates that memory.",
  input: {
    content: longText().describe("What to remember, in a few sentences."),
    memoryType: z.enum(MEMORY_TYPES).describe("DECISION, PATTERN, ANTI_PATTERN, RESOLUTION, TASK, CONTEXT, CONVERSATION, RELATIONSHIP or FEEDBACK."),
    agentType: agentTypeArg(),
    project: projectArg(),
    sessionId: name().optional().describe("Makes it session memory: recalled only with this session id."),
    title: z.string().max(4_000).optional().describe("A short title."),
    tags: list(name()).optional(),
    importance: z.number().int().min(1).max(10).optional().describe("1 to 10."),
    id: name().optional().describe("An id of your choosing (idempotency key)."),
    relatesTo: list(name()).optional().describe("Ids of memories this one relates to."),
    issues: list(name()).optional().describe("Tracker issues of the project it belongs to: #42, owner/repo#42 or ENG-42 (needs a project)."),
    references: list(z.object({ path: location(), function: name().optional(), class: name().optional() }))
      .optional()
      .describe("The code it is about: paths relative to the repository root, with a function or class; code_context shows it there."),
  },
  output: { id: z.string() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const input: RememberInput = { ...args, agentType: agentTypeOf(args.agentType, defaults), project: projectOf(args.project, defaults) };
    const [id] = await engram.memory.remember(principal, [input], () => ARGUMENTS);
    return { structured: { id: id! }, markdown: `Remembered as \`${id}\`.` };
  },
});

const recall = defineTool({
  name: "recall",
  title: "Recall memories",
  description:
    "Before deciding or repeating work, recall what agents of your agent type learned: decisions, patterns, pitfalls, resolutions. " +
    "From the session, the project and global memory, in rank order (rank 1 first): by score, the match to the query with recency, scope, recurrence and importance (or most recent without a query). " +
    "Returns each memory's rank, id, content, scope, score and relevance (the chance, 0 to 1, that it answers the query; comparable across queries, but not the order).",
  input: {
    query: question().optional().describe("What you want to know, in words; leave out for the most recent memories."),
    agentType: agentTypeArg(),
    project: projectArg(),
    sessionId: name().optional(),
    memoryTypes: list(z.enum(MEMORY_TYPES)).optional(),
    tags: list(name()).optional(),
    issues: list(name()).optional().describe("Only memories naming one of these issues (#42, owner/repo#42, ENG-42)."),
    includeSuperseded: z.boolean().optional().describe("Also memories a later one contradicted."),
    includeStale: z.boolean().optional().describe("Rank stale memories (their code or dependency changed since) like fresh ones; by default they come last."),
    limit: limit(MAX_RECALL_LIMIT, 10),
    minScore: minScore(),
    minRelevance: minRelevance(),
  },
  output: {
    memories: z.array(
      z.object({
        rank: z.number(),
        id: z.string(),
        content: z.string(),
        title: z.string().nullable(),
        memoryType: z.string(),
        scope: z.enum(MEMORY_SCOPES),
        score: z.number(),
        relevance: z.number().nullable(),
        tags: z.array(z.string()),
        stale: z.boolean(),
        staleReason: z.string().nullable(),
      }),
    ),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const hits = await engram.memory.recall(principal, { ...args, agentType: agentTypeOf(args.agentType, defaults), project: projectOf(args.project, defaults) });
    const memories = hits.map(({ rank, candidate, score, why }) => ({
      rank,
      id: candidate.id,
      content: candidate.content,
      title: candidate.title,
      memoryType: candidate.memoryType,
      scope: candidate.scope,
      score,
      relevance: why.relevance,
      tags: candidate.tags ?? [],
      stale: candidate.stale,
      staleReason: candidate.staleReason,
    }));
    const lines = memories.map(
      (m) =>
        `${m.rank}. \`${m.id}\` (${m.memoryType}, ${m.scope.toLowerCase()}, ${m.relevance === null ? `score ${m.score.toFixed(2)}` : `relevance ${m.relevance.toFixed(2)}`}) ${m.title ? `**${m.title}**: ` : ""}${clip(m.content, MARKDOWN_CONTENT)}` +
        (m.stale ? `\n   Stale: ${m.staleReason ?? "changed since written"}; check it, then confirm_memory if it still holds.` : ""),
    );
    return { structured: { memories }, markdown: lines.length ? lines.join("\n") : "No memory matched." };
  },
});

const forget = defineTool({
  name: "forget",
  title: "Forget a memory",
  description:
    "Delete a memory that is wrong or no longer true (for a memory that changed, prefer remember with relatesTo or a new decision). " +
    "Removes it for your agent types only; other agent types that hold it keep it. Returns whether something was forgotten.",
  input: { id: memoryId() },
  output: { forgotten: z.boolean() },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  async run({ id }, { engram, principal }) {
    const forgotten = await engram.memory.forget(principal, id);
    return { structured: { forgotten }, markdown: forgotten ? `Forgot \`${id}\`.` : `Nothing to forget: \`${id}\`.` };
  },
});

const shareMemory = defineTool({
  name: "share_memory",
  title: "Share a memory",
  description: "Make one of your memories visible to other agent types too (e.g. a decision the reviewer should know). Returns the memory's id.",
  input: { id: memoryId(), withAgentTypes: list(name()).min(1).describe("Agent type ids to share with, e.g. [\"reviewer\"].") },
  output: { id: z.string() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ id, withAgentTypes }, { engram, principal }) {
    const shared = await engram.memory.share(principal, id, withAgentTypes);
    return { structured: { id: shared }, markdown: `Shared \`${shared}\` with ${withAgentTypes.join(", ")}.` };
  },
});

const relatedMemories = defineTool({
  name: "related_memories",
  title: "Related memories",
  description:
    "Follow a memory's links (relates to, derived from, contradicts, same task) to the memories around it, up to depth hops. " +
    "Returns their ids, how each is related and how far.",
  input: {
    id: memoryId(),
    depth: z.number().int().min(1).max(MAX_RELATED_DEPTH).default(2).describe(`Hops to follow, 1 to ${MAX_RELATED_DEPTH} (default 2).`),
    limit: limit(MAX_RELATED, 25),
  },
  output: { related: z.array(z.object({ id: z.string(), relation: z.string(), distance: z.number() })) },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ id, depth, limit: max }, { engram, principal }) {
    const related = (await engram.memory.related(principal, id, depth)).slice(0, max);
    const lines = related.map((hit) => `- \`${hit.id}\` ${hit.relation} (distance ${hit.distance})`);
    return { structured: { related }, markdown: lines.length ? lines.join("\n") : `No memory is related to \`${id}\`.` };
  },
});

const staleMemories = defineTool({
  name: "stale_memories",
  title: "Stale memories",
  description:
    "Memories of your agent type in the project whose code or dependency changed since they were written (a referenced function edited, moved or deleted; " +
    "an API they name deprecated or removed by an upgrade), the most recently stale first, each with what changed. Review each: confirm_memory if it still holds, " +
    "remember with the same id to rewrite it, or forget it.",
  input: { agentType: agentTypeArg(), project: projectArg(), limit: limit(MAX_STALE_LIMIT, 25) },
  output: {
    memories: z.array(
      z.object({ id: z.string(), memoryType: z.string(), title: z.string().nullable(), content: z.string(), staleReason: z.string().nullable(), staleSince: z.string().nullable() }),
    ),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const memories = await engram.staleness.staleMemories(principal, { agentType: agentTypeOf(args.agentType, defaults), project: requiredProjectOf(args.project, defaults), limit: args.limit });
    const lines = memories.map((m) => `- \`${m.id}\` (${m.memoryType}) ${m.title ? `**${m.title}**: ` : ""}${clip(m.content, MARKDOWN_CONTENT)}\n  Changed: ${m.staleReason ?? "unknown"}`);
    return { structured: { memories }, markdown: lines.length ? lines.join("\n") : "No stale memory." };
  },
});

const confirmMemory = defineTool({
  name: "confirm_memory",
  title: "Confirm a stale memory",
  description: "Say that a stale memory still holds after what changed: it is no longer flagged stale and ranks like any other again. Returns the memory's id.",
  input: { id: memoryId() },
  output: { id: z.string() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ id }, { engram, principal }) {
    const confirmed = await engram.memory.confirm(principal, id);
    return { structured: { id: confirmed }, markdown: `Confirmed \`${confirmed}\`: no longer stale.` };
  },
});

export const memoryTools = [remember, recall, forget, shareMemory, relatedMemories, staleMemories, confirmMemory];
