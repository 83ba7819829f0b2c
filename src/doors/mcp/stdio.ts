import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ApiKeyAuthenticator } from "../../auth/api-keys.js";
import type { Principal } from "../../auth/principal.js";
import type { EngramConfig } from "../../config.js";
import { createEngram } from "../../engram.js";
import type { Logger } from "../../logger.js";
import { createMcpServer } from "./server.js";
import type { McpDefaults } from "./tool.js";

/** Raised before anything starts when the stdio server has no usable key. */
export class McpKeyError extends Error {}

/**
 * Who the stdio server acts for: the key in ENGRAM_API_KEY, with its scopes, when keys are configured;
 * with none configured (a local setup), every scope, as GraphQL serves clients on this machine.
 */
export function stdioPrincipal(config: EngramConfig, apiKey: string | undefined): Principal {
  const authenticator = new ApiKeyAuthenticator(config.apiKeys);
  if (authenticator.loopbackOnly) {
    const result = authenticator.authenticate(null, "127.0.0.1");
    if (result.ok) return result.principal;
  }
  if (!apiKey) throw new McpKeyError("API keys are configured (ENGRAM_API_KEYS or ENGRAM_API_KEYS_FILE): set ENGRAM_API_KEY to one of them for engram mcp");
  const result = authenticator.authenticate(`Bearer ${apiKey}`, undefined);
  if (!result.ok) throw new McpKeyError("ENGRAM_API_KEY is not one of the configured API keys (ENGRAM_API_KEYS or ENGRAM_API_KEYS_FILE)");
  return result.principal;
}

/** The MCP door over stdio: what an agent's MCP configuration launches. Logs go to stderr; stdout is the protocol's. */
export async function runMcpStdio(config: EngramConfig, log: Logger, apiKey: string | undefined, defaults: McpDefaults): Promise<void> {
  const principal = stdioPrincipal(config, apiKey);
  const engram = await createEngram(config, { log });
  const server = createMcpServer(engram, principal, defaults);
  const transport = new StdioServerTransport();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    await engram.close();
    process.exit(0);
  };
  transport.onclose = () => void close();
  process.stdin.on("end", () => void close());
  process.on("SIGTERM", () => void close());
  process.on("SIGINT", () => void close());
  await server.connect(transport);
  log.info({ principal: principal.name, ...defaults }, "Engram MCP server on stdio");
}
