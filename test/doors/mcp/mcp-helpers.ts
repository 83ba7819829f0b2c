import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect } from "vitest";
import type { TestEngram } from "../../helpers/engram.js";

/** The SDK's own client on a test Engram's /mcp, with this key (none on a keyless server). */
export async function httpClient(engram: TestEngram, key?: string): Promise<Client> {
  const client = new Client({ name: "engram-test", version: "1.0.0" });
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${engram.baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** A tool's structured result, asserting that the call succeeded. */
export async function callOk<T = Record<string, any>>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = await callTool(client, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  expect((result.content[0] as { text: string }).text.length).toBeGreaterThan(0);
  return result.structuredContent as T;
}

/** The text of a tool result that is an error. */
export async function callError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await callTool(client, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBe(true);
  return (result.content[0] as { text: string }).text;
}
