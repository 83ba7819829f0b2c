import type { TestEngram } from "../helpers/engram.js";

export interface Remembered {
  id: string;
  content: string;
}

/** remember through the API, failing the test on any error. */
export async function remember(engram: TestEngram, input: Record<string, unknown>, headers?: Record<string, string>): Promise<Remembered> {
  const response = await engram.graphql(`mutation ($input: RememberInput!) { remember(input: $input) { id content } }`, { input }, headers);
  if (response.errors) throw new Error(`remember failed: ${JSON.stringify(response.errors)}`);
  return response.data!.remember as Remembered;
}

export interface RecallHit {
  score: number;
  scope: string;
  memory: { id: string; content: string };
  why: Record<string, number>;
}

export async function recall(engram: TestEngram, args: Record<string, unknown>, headers?: Record<string, string>): Promise<RecallHit[]> {
  const response = await engram.graphql(
    `query ($agentType: ID!, $project: ID, $sessionId: ID, $query: String, $memoryTypes: [MemoryType!], $tags: [String!],
            $includeSuperseded: Boolean, $limit: Int) {
      recall(agentType: $agentType, project: $project, sessionId: $sessionId, query: $query, memoryTypes: $memoryTypes,
             tags: $tags, includeSuperseded: $includeSuperseded, limit: $limit) {
        score scope memory { id content } why { similarity lexical semantic decay scopeMatch occurrence importance }
      }
    }`,
    args,
    headers,
  );
  if (response.errors) throw new Error(`recall failed: ${JSON.stringify(response.errors)}`);
  return response.data!.recall as RecallHit[];
}
