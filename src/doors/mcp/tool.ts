import type { McpServer, ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Principal } from "../../auth/principal.js";
import type { Engram } from "../../engram.js";
import { MAX_LIST_ITEMS, MAX_LOCATION_LENGTH, MAX_NAME_LENGTH, MAX_QUESTION_LENGTH, MAX_TEXT_LENGTH } from "../../input-limits.js";
import { inSpan } from "../../tracing.js";
import { badArgument, toolErrorResult } from "./errors.js";

/** What `engram mcp --agent-type … --project …` sets, so that an agent does not repeat it on every call. */
export interface McpDefaults {
  agentType: string | null;
  project: string | null;
}

/** What every tool runs with: the services, who calls, and the defaults of this connection. */
export interface ToolContext {
  engram: Engram;
  principal: Principal;
  defaults: McpDefaults;
}

/** A tool's answer: the structured result its output schema describes, and the same as compact Markdown. */
export interface ToolAnswer {
  structured: Record<string, unknown>;
  markdown: string;
}

export interface ToolSpec<Shape extends z.ZodRawShape> {
  name: string;
  title: string;
  /** When to call it and what it returns, for the agent choosing a tool. */
  description: string;
  input: Shape;
  output: z.ZodRawShape;
  annotations: Omit<ToolAnnotations, "title">;
  run(args: z.infer<z.ZodObject<Shape>>, context: ToolContext): Promise<ToolAnswer>;
}

/** Argument bounds, the same as the GraphQL API's (src/input-limits.ts). */
export const name = () => z.string().max(MAX_NAME_LENGTH);
export const location = () => z.string().max(MAX_LOCATION_LENGTH);
export const question = () => z.string().max(MAX_QUESTION_LENGTH);
export const longText = () => z.string().max(MAX_TEXT_LENGTH);
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST_ITEMS);
export const limit = (max: number, fallback: number) =>
  z.number().int().min(1).max(max).default(fallback).describe(`How many results at most, 1 to ${max} (default ${fallback}).`);

export const minScore = () => z.number().min(0).max(1).optional().describe("Leave out hits scoring below this, 0 to 1 (scores rank one search's hits; to cut across questions use minRelevance).");
export const minRelevance = () =>
  z.number().min(0).max(1).optional().describe("Leave out hits whose relevance (the estimated chance, 0 to 1, that a hit answers the question) is below this, e.g. 0.05.");

export const agentTypeArg = () => name().optional().describe("The agent type, e.g. builder; defaults to engram mcp --agent-type.");
export const projectArg = () => name().optional().describe("The project id; defaults to engram mcp --project.");

/** Thrown inside a tool for an argument that is missing and has no default. */
export class MissingArgument extends Error {
  constructor(
    readonly field: string,
    readonly hint: string,
  ) {
    super(`${field} ${hint}`);
  }
}

/** The agent type of a call: the argument, else the connection's default, else a refusal naming both. */
export function agentTypeOf(given: string | undefined, defaults: McpDefaults): string {
  const agentType = given ?? defaults.agentType;
  if (agentType === null) throw new MissingArgument("agentType", "is required: pass an agent type id such as builder, or start engram mcp with --agent-type");
  return agentType;
}

export function projectOf(given: string | undefined, defaults: McpDefaults): string | null {
  return given ?? defaults.project;
}

export function requiredProjectOf(given: string | undefined, defaults: McpDefaults): string {
  const project = projectOf(given, defaults);
  if (project === null) throw new MissingArgument("project", "is required: pass a project id, or start engram mcp with --project");
  return project;
}

/** Adds a tool to a server. */
export type ToolRegistration = (server: McpServer, context: ToolContext) => void;

/** A tool whose errors all come back as isError results (see errors.ts). */
export function defineTool<Shape extends z.ZodRawShape>(spec: ToolSpec<Shape>): ToolRegistration {
  return (server, context) => registerTool(server, spec, context);
}

function registerTool<Shape extends z.ZodRawShape>(server: McpServer, spec: ToolSpec<Shape>, context: ToolContext): void {
  const { metrics } = context.engram;
  const handler = async (args: z.infer<z.ZodObject<Shape>>): Promise<CallToolResult> => {
    const stop = metrics.mcpToolSeconds.startTimer({ tool: spec.name });
    const result = await inSpan(`mcp.tool ${spec.name}`, { "mcp.tool": spec.name }, () => answer(spec, args, context));
    stop();
    metrics.mcpToolCalls.inc({ tool: spec.name, outcome: result.isError ? "error" : "ok" });
    return result;
  };
  server.registerTool(
    spec.name,
    { title: spec.title, description: spec.description, inputSchema: spec.input, outputSchema: spec.output, annotations: { title: spec.title, ...spec.annotations } },
    // The SDK types a callback's arguments with its own ShapeOutput, which TypeScript cannot equate with z.infer for a generic Shape.
    handler as unknown as ToolCallback<Shape>,
  );
}

async function answer<Shape extends z.ZodRawShape>(spec: ToolSpec<Shape>, args: z.infer<z.ZodObject<Shape>>, context: ToolContext): Promise<CallToolResult> {
  try {
    const { structured, markdown } = await spec.run(args, context);
    return { structuredContent: structured, content: [{ type: "text", text: markdown }] };
  } catch (error) {
    if (error instanceof MissingArgument) return badArgument(error.field, error.hint);
    return toolErrorResult(error, spec.name, context.engram.log);
  }
}

/** Cuts a text to at most `max` characters, saying so. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
