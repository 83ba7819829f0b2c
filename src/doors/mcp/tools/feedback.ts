import { z } from "zod";
import { USAGE_OUTCOMES } from "../../../knowledge/service.js";
import { agentTypeArg, agentTypeOf, defineTool, name } from "../tool.js";

const rating = z.number().int().min(1).max(5);

const recordFeedback = defineTool({
  name: "record_feedback",
  title: "Record feedback",
  description:
    "After using a document, API, best practice or example that search_knowledge, api_reference or agent_context gave you, say how it went: " +
    "SUCCESS (it helped), FAILURE (it misled you) or NEUTRAL. Engram ranks knowledge by these outcomes for your agent type. " +
    "With `session`, also rates the session's result (a pattern recorded with recordPatternDocs), as submitFeedback does. Returns the ids it stored.",
  input: {
    id: name().describe("The knowledge item's id, as search_knowledge returned it."),
    outcome: z.enum(USAGE_OUTCOMES).describe("SUCCESS, FAILURE or NEUTRAL."),
    agentType: agentTypeArg(),
    session: z
      .object({
        sessionId: name().describe("One feedback per session: sending it again corrects it."),
        patternId: name().describe("The pattern the session's task was recorded as."),
        codeQuality: rating.describe("1 to 5: how well the code met the need."),
        contextQuality: rating.describe("1 to 5: how relevant the documentation seemed."),
        wouldRetry: z.boolean().optional(),
      })
      .optional()
      .describe("How the whole session went, when you know."),
  },
  output: { usageId: z.string(), feedbackId: z.string().nullable() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run({ id, outcome, agentType, session }, { engram, principal, defaults }) {
    const usageId = await engram.knowledge.recordUsage(principal, id, agentTypeOf(agentType, defaults), outcome);
    const feedbackId = session ? await engram.feedback.submitFeedback(principal, session) : null;
    const rated = session ? ` and rated session \`${session.sessionId}\`` : "";
    return { structured: { usageId, feedbackId }, markdown: `Recorded ${outcome} for \`${id}\`${rated}.` };
  },
});

export const feedbackTools = [recordFeedback];
