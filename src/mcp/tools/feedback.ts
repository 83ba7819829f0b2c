import { z } from "zod";
import { USAGE_OUTCOMES } from "../../knowledge/service.js";
import { agentTypeArg, agentTypeOf, defineTool, name } from "../tool.js";

const recordFeedback = defineTool({
  name: "record_feedback",
  title: "Record feedback",
  description:
    "After using a document, API, best practice or example that search_knowledge, api_reference or agent_context gave you, say how it went: " +
    "SUCCESS (it helped), FAILURE (it misled you) or NEUTRAL. Engram ranks knowledge by these outcomes for your agent type. Returns the usage's id.",
  input: {
    id: name().describe("The knowledge item's id, as search_knowledge returned it."),
    outcome: z.enum(USAGE_OUTCOMES).describe("SUCCESS, FAILURE or NEUTRAL."),
    agentType: agentTypeArg(),
  },
  output: { usageId: z.string() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run({ id, outcome, agentType }, { engram, principal, defaults }) {
    const usageId = await engram.knowledge.recordUsage(principal, id, agentTypeOf(agentType, defaults), outcome);
    return { structured: { usageId }, markdown: `Recorded ${outcome} for \`${id}\`.` };
  },
});

export const feedbackTools = [recordFeedback];
