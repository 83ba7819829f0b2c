import type { GraphiQLOptions } from "graphql-yoga";

/** What GraphiQL opens on: Engram's own first steps, runnable as they are (a test runs them). */
export const PLAYGROUND_EXAMPLE = `# Engram: shared memory and documentation for coding agents.
# Run the three operations in order: the ▶ button offers each by name.
#  1. Remember: a builder agent records what it learned, in project demo.
#  2. Recall: another builder asks in other words; memories come back in rank order (1 first), each with its
#     relevance (the chance, 0 to 1, that it answers: what to cut on, not the order).
#  3. SearchKnowledge: documentation ingested with \`engram ingest\`, plus the memories agents shared.
# The Docs panel (top left) lists the operations agents use first: recall, searchKnowledge, agentContext,
# document, apiReference, webSearch, then remember, recordKnowledgeUsage, submitFeedback. The generated
# queries (memories, memoriesConnection, …) follow them.

mutation Remember($agentType: ID!, $project: ID) {
  remember(input: {
    agentType: $agentType
    project: $project
    memoryType: PATTERN
    title: "Retry the payments API with backoff"
    content: "The payments API answers 503 under load: retry its calls with exponential backoff and jitter, at most 5 times."
    tags: ["http", "retries"]
  }) {
    id
    title
  }
}

query Recall($agentType: ID!, $project: ID) {
  recall(agentType: $agentType, project: $project, query: "what to do when the payment service is overloaded", limit: 5) {
    rank
    relevance
    scope
    memory { id title content }
  }
}

query SearchKnowledge($agentType: ID, $project: ID) {
  searchKnowledge(query: "retry with exponential backoff", agentType: $agentType, project: $project, limit: 5) {
    hits { rank source title url excerpt relevance }
    hint
  }
}
`;

export const PLAYGROUND_VARIABLES = JSON.stringify({ agentType: "builder", project: "demo" }, null, 2);

/** With API keys configured the page starts with the header to fill in; on this machine without keys it needs none. */
export function playgroundOptions(keysConfigured: boolean): GraphiQLOptions {
  return {
    title: "Engram",
    defaultTabs: [{ query: PLAYGROUND_EXAMPLE, variables: PLAYGROUND_VARIABLES, headers: keysConfigured ? JSON.stringify({ Authorization: "Bearer <your API key>" }, null, 2) : null }],
  };
}
