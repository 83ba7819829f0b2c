import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Principal } from "../../auth/principal.js";
import type { Engram } from "../../engram.js";
import { ENGRAM_VERSION } from "../../version.js";
import type { McpDefaults, ToolRegistration } from "./tool.js";
import { codeTools } from "./tools/code.js";
import { feedbackTools } from "./tools/feedback.js";
import { knowledgeTools } from "./tools/knowledge.js";
import { memoryTools } from "./tools/memory.js";
import { troubleshootingTools } from "./tools/troubleshooting.js";
import { issueTools } from "./tools/issues.js";
import { webTools } from "./tools/web.js";

const TOOLS: ToolRegistration[] = [...memoryTools, ...knowledgeTools, ...issueTools, ...troubleshootingTools, ...webTools, ...feedbackTools, ...codeTools];

const INSTRUCTIONS =
  "Engram is shared memory and documentation for coding agents. At the start of a task call agent_context; " +
  "recall before deciding, remember decisions, patterns and resolutions worth keeping; search_knowledge, get_document and api_reference " +
  "for documentation; solve_error when something fails, then record_solution with what fixed it; record_feedback when knowledge helped or misled you.";

/** An MCP server over Engram's services for one caller: every tool runs with this principal and these defaults. */
export function createMcpServer(engram: Engram, principal: Principal, defaults: McpDefaults): McpServer {
  const server = new McpServer({ name: "engram", version: ENGRAM_VERSION }, { instructions: INSTRUCTIONS });
  for (const register of TOOLS) register(server, { engram, principal, defaults });
  return server;
}
