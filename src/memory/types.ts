/** What a memory is about; the GraphQL enum MemoryType and MCP's tool schemas state the same list. */
export const MEMORY_TYPES = ["CONVERSATION", "PATTERN", "TASK", "RELATIONSHIP", "CONTEXT", "DECISION", "RESOLUTION", "ANTI_PATTERN", "FEEDBACK"] as const;

export type MemoryType = (typeof MEMORY_TYPES)[number];

/** A place in the project's code: a file, or a function or class in it. */
export interface CodeReference {
  /** Relative to the repository root. */
  path: string;
  function?: string | null;
  class?: string | null;
}

/** One memory as an agent hands it to remember: its content, its scope and its links. */
export interface RememberInput {
  agentType: string;
  content: string;
  memoryType: MemoryType;
  /** Idempotency key chosen by the client: remembering the same id again updates that memory. */
  id?: string | null;
  title?: string | null;
  /** Without a project the memory is global to the agent type. */
  project?: string | null;
  /** Makes it session memory, seen only with this session id. */
  sessionId?: string | null;
  importance?: number | null;
  tags?: readonly string[] | null;
  issues?: readonly string[] | null;
  occurredAt?: string | null;
  references?: readonly CodeReference[] | null;
  relatesTo?: readonly string[] | null;
  derivedFrom?: readonly string[] | null;
  /** Marks these memories superseded. */
  contradicts?: readonly string[] | null;
}
