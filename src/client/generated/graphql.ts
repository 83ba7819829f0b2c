/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ApiChangeStatus =
  /** The new version deprecates it (alreadyDeprecated: the old one did too). */
  | 'DEPRECATED'
  /** The old version's set has it, the new one's does not. */
  | 'REMOVED';

export type CodeRefInput = {
  class?: string | null | undefined;
  function?: string | null | undefined;
  /** Path relative to the repository root. */
  path: string;
};

/** Where a package version's documentation set stands. */
export type DependencyIngestState =
  /** The last attempt failed (error says why); a set ingested before stays. */
  | 'FAILED'
  | 'INGESTED'
  /** Locked, not ingested yet. */
  | 'PENDING';

export type FeedbackInput = {
  /** 1 to 5: how well the code met the need. */
  codeQuality: number;
  /** 1 to 5: how relevant the documentation seemed. */
  contextQuality: number;
  /** A pattern recorded with recordPatternDocs. */
  patternId: string | number;
  /** The session that retried this one; linked (TRIGGERED_RETRY) as soon as both have feedback. */
  retrySessionId?: string | null | undefined;
  /** One feedback per session: submitting again for a session corrects it. */
  sessionId: string;
  /** Defaults to the pattern's task. */
  task?: string | null | undefined;
  unhelpfulDocs?: Array<UnhelpfulDocInput> | null | undefined;
  /** Defaults to true when retrySessionId is given. */
  wouldRetry?: boolean | null | undefined;
};

/** How a closed issue ended. Only the first three judge the agent types that worked on it. */
export type IssueOutcome =
  /** Closed as a duplicate: not counted in success rates. */
  | 'DUPLICATE'
  /** Partly fixed: tried, not a success. */
  | 'PARTIALLY_RESOLVED'
  /** Fixed or delivered: a success of the agent types that worked on it. */
  | 'RESOLVED'
  /** Worked on and not fixed. */
  | 'UNRESOLVED'
  /** Closed without the work being done: not counted in success rates. */
  | 'WONT_FIX';

export type IssueState =
  | 'CLOSED'
  | 'OPEN';

/** Where an item found by searchKnowledge comes from. */
export type KnowledgeSource =
  | 'API'
  | 'BEST_PRACTICE'
  | 'DOC'
  | 'EXAMPLE'
  | 'MEMORY';

export type LibraryDocsState =
  /** The version is being fetched from its registry: ask again in a minute. */
  | 'PREPARING'
  | 'READY';

export type MemoryScope =
  /** Every agent of the type, in every project. */
  | 'GLOBAL'
  /** Agents of the type, in one project. */
  | 'PROJECT'
  /** One agent instance's working memory, until it expires. */
  | 'SESSION';

export type MemoryType =
  | 'ANTI_PATTERN'
  | 'CONTEXT'
  | 'CONVERSATION'
  | 'DECISION'
  | 'FEEDBACK'
  | 'PATTERN'
  | 'RELATIONSHIP'
  | 'RESOLUTION'
  | 'TASK';

export type RecordIssueInput = {
  /** The agent type reporting it: the issue's outcome counts in this agent type's metrics. */
  agentType: string | number;
  /** Left out on closing: now. */
  closedAt?: string | null | undefined;
  description?: string | null | undefined;
  /** #42, 42, owner/repo#42 or ENG-42. */
  issue: string;
  /** Replace the stored labels when given. */
  labels?: Array<string> | null | undefined;
  openedAt?: string | null | undefined;
  /** Closes it. */
  outcome?: IssueOutcome | null | undefined;
  project: string | number;
  /** Left out: CLOSED when outcome or closedAt is given, else as stored (OPEN for a new issue). OPEN reopens it, clearing its outcome. */
  state?: IssueState | null | undefined;
  title?: string | null | undefined;
};

export type RecordSolutionInput = {
  agentType: string | number;
  /** The error as printed (a traceback's last lines are enough). */
  error: string;
  /** Ids of the documentation pages or API entries (from solveError or searchKnowledge) that helped: each counts as a successful use. */
  helpedBy?: Array<string | number> | null | undefined;
  /** Idempotency key: recording again with the same id updates that resolution. */
  id?: string | number | null | undefined;
  project?: string | number | null | undefined;
  /** What fixed it. */
  solution: string;
  title?: string | null | undefined;
};

export type RememberInput = {
  agentType: string | number;
  content: string;
  /** Marks these memories superseded. */
  contradicts?: Array<string | number> | null | undefined;
  derivedFrom?: Array<string | number> | null | undefined;
  /** Idempotency key chosen by the client: remembering the same id again updates that memory. */
  id?: string | number | null | undefined;
  /** 1 to 10. */
  importance?: number | null | undefined;
  /** Issues of the project it belongs to: #42, 42, owner/repo#42 or ENG-42 (needs a project; at most 20). */
  issues?: Array<string> | null | undefined;
  memoryType: MemoryType;
  /**
   * When it happened (by default when it is remembered). A CONVERSATION turn's place in its scope: turns of the
   * same time (a session's date) keep the order they arrived in, the items of one rememberMany in list order.
   */
  occurredAt?: string | null | undefined;
  /** Without a project the memory is global to the agent type. */
  project?: string | number | null | undefined;
  references?: Array<CodeRefInput> | null | undefined;
  relatesTo?: Array<string | number> | null | undefined;
  /** Makes it session memory: seen only with this session id, until ENGRAM_SESSION_TTL passes. */
  sessionId?: string | number | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
};

export type SolutionSource =
  /** A RESOLUTION memory of the same error pattern, global to the agent type. */
  | 'AGENT_RESOLUTION'
  | 'API_REFERENCE'
  | 'DOCUMENTATION'
  /** A RESOLUTION memory of the same error pattern, in this project. */
  | 'PROJECT_RESOLUTION'
  /** A RESOLUTION memory of a similar error. */
  | 'SIMILAR_RESOLUTION'
  /** A web result: from the cache, unless searchWeb asked Tavily. */
  | 'WEB';

export type UnhelpfulDocInput = {
  reason?: string | null | undefined;
  url: string;
};

export type UsageOutcome =
  | 'FAILURE'
  | 'NEUTRAL'
  | 'SUCCESS';

/** What kind of page a search looks for: NEWS searches Tavily's news topic; the kind sets how long a cached answer is fresh. */
export type WebCategory =
  | 'API_REFERENCE'
  | 'DOCUMENTATION'
  | 'NEWS'
  | 'TUTORIAL';

export type EngramMemoryFragment = { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null };

export type EngramKnowledgeHitFragment = { rank: number, id: string, source: KnowledgeSource, title: string, url: string | null, excerpt: string, score: number, relevance: number, tags: Array<string>, version: string | null, deprecated: boolean, replacedBy: string | null };

export type EngramMemoryHitFragment = { rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } };

export type EngramRememberMutationVariables = Exact<{
  input: RememberInput;
}>;


export type EngramRememberMutation = { remember: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } };

export type EngramRecallQueryVariables = Exact<{
  agentType: string | number;
  project?: string | number | null | undefined;
  sessionId?: string | number | null | undefined;
  query?: string | null | undefined;
  memoryTypes?: Array<MemoryType> | MemoryType | null | undefined;
  tags?: Array<string> | string | null | undefined;
  issues?: Array<string> | string | null | undefined;
  since?: string | null | undefined;
  limit?: number | null | undefined;
  minScore?: number | null | undefined;
  minRelevance?: number | null | undefined;
  includeStale?: boolean | null | undefined;
}>;


export type EngramRecallQuery = { recall: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }> };

export type EngramStaleMemoriesQueryVariables = Exact<{
  agentType: string | number;
  project: string | number;
  limit?: number | null | undefined;
}>;


export type EngramStaleMemoriesQuery = { staleMemories: Array<{ id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null }> };

export type EngramConfirmMemoryMutationVariables = Exact<{
  id: string | number;
}>;


export type EngramConfirmMemoryMutation = { confirmMemory: { confirmedAt: string | null, id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } };

export type EngramSearchKnowledgeQueryVariables = Exact<{
  query: string;
  sources?: Array<KnowledgeSource> | KnowledgeSource | null | undefined;
  language?: string | null | undefined;
  version?: string | null | undefined;
  source?: string | number | null | undefined;
  domain?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  since?: string | null | undefined;
  agentType?: string | number | null | undefined;
  project?: string | number | null | undefined;
  limit?: number | null | undefined;
  minScore?: number | null | undefined;
  minRelevance?: number | null | undefined;
}>;


export type EngramSearchKnowledgeQuery = { searchKnowledge: { totalFound: number, sourcesSearched: Array<KnowledgeSource>, hint: string | null, hits: Array<{ rank: number, id: string, source: KnowledgeSource, title: string, url: string | null, excerpt: string, score: number, relevance: number, tags: Array<string>, version: string | null, deprecated: boolean, replacedBy: string | null }> } };

export type EngramDocumentQueryVariables = Exact<{
  path: string;
  source?: string | number | null | undefined;
  version?: string | null | undefined;
  project?: string | number | null | undefined;
}>;


export type EngramDocumentQuery = { document: { path: string, source: string, title: string, url: string | null, tags: Array<string>, category: string | null, version: string | null, lastUpdated: string | null, content: string } };

export type EngramApiReferenceQueryVariables = Exact<{
  name: string;
  version?: string | null | undefined;
  source?: string | number | null | undefined;
  project?: string | number | null | undefined;
}>;


export type EngramApiReferenceQuery = { apiReference: { id: string, name: string, kind: string | null, signature: string | null, description: string | null, exampleCode: string | null, version: string | null, versionIntroduced: string | null, deprecatedIn: string | null, replacementName: string | null, language: string | null, url: string | null } | null };

export type EngramDependenciesQueryVariables = Exact<{
  project: string | number;
}>;


export type EngramDependenciesQuery = { dependencies: Array<{ ecosystem: string, name: string, source: string, version: string, direct: boolean, lockfile: string, seenAt: string, state: DependencyIngestState, error: string | null, ingestedAt: string | null, documents: number | null, apiEntries: number | null, deprecations: number | null }> };

export type EngramDependencyChangesQueryVariables = Exact<{
  project: string | number;
  since?: string | null | undefined;
}>;


export type EngramDependencyChangesQuery = { dependencyChanges: { project: string, from: string | null, to: string | null, message: string | null, changed: Array<{ source: string, ecosystem: string, name: string, from: string, to: string, direct: boolean, fromSetIngested: boolean, toSetIngested: boolean, changelog: Array<{ version: string, title: string, breaking: boolean, markdown: string, url: string | null }>, apis: Array<{ name: string, status: ApiChangeStatus, deprecatedIn: string | null, alreadyDeprecated: boolean, replacement: string | null, calls: number, callSites: Array<{ file: string, line: number, function: string | null, called: string }> }> }>, added: Array<{ source: string, ecosystem: string, name: string, version: string, direct: boolean }>, removed: Array<{ source: string, ecosystem: string, name: string, version: string, direct: boolean }> } };

export type EngramResolveLibraryQueryVariables = Exact<{
  libraryName: string;
  project?: string | number | null | undefined;
}>;


export type EngramResolveLibraryQuery = { resolveLibrary: Array<{ source: string, versions: Array<string>, lockedVersion: string | null, description: string | null, homepage: string | null, repository: string | null, license: string | null }> };

export type EngramLibraryDocsQueryVariables = Exact<{
  library: string | number;
  version?: string | null | undefined;
  topic?: string | null | undefined;
  tokens?: number | null | undefined;
  project?: string | number | null | undefined;
}>;


export type EngramLibraryDocsQuery = { libraryDocs: { source: string, version: string, state: LibraryDocsState, message: string | null, fetchedNow: boolean, markdown: string, tokens: number, hits: Array<{ rank: number, id: string, source: KnowledgeSource, title: string, url: string | null, excerpt: string, score: number, relevance: number, tags: Array<string>, version: string | null, deprecated: boolean, replacedBy: string | null }> } };

export type EngramAgentContextQueryVariables = Exact<{
  agentType: string | number;
  project?: string | number | null | undefined;
  task: string;
  maxExternal?: number | null | undefined;
  language?: string | null | undefined;
}>;


export type EngramAgentContextQuery = { agentContext: { markdown: string, externalSkipped: boolean, changedSinceWritten: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, patterns: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, decisions: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, antiPatterns: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, pastResolutions: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, external: Array<{ rank: number, id: string, source: KnowledgeSource, title: string, url: string | null, excerpt: string, score: number, relevance: number, tags: Array<string>, version: string | null, deprecated: boolean, replacedBy: string | null }> } };

export type EngramWebSearchQueryVariables = Exact<{
  query: string;
  maxResults?: number | null | undefined;
  category?: WebCategory | null | undefined;
  excludeDomains?: Array<string> | string | null | undefined;
  refresh?: boolean | null | undefined;
  retryOf?: string | number | null | undefined;
}>;


export type EngramWebSearchQuery = { webSearch: { fromCache: boolean, stale: boolean, cachedAt: string | null, expiresAt: string | null, results: Array<{ title: string, url: string, content: string, score: number, domain: string }> } };

export type EngramRecordKnowledgeUsageMutationVariables = Exact<{
  id: string | number;
  agentType: string | number;
  outcome: UsageOutcome;
}>;


export type EngramRecordKnowledgeUsageMutation = { recordKnowledgeUsage: { id: string, itemId: string, itemSource: KnowledgeSource, outcome: UsageOutcome, createdAt: string } };

export type EngramSubmitFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type EngramSubmitFeedbackMutation = { submitFeedback: { id: string, sessionId: string, codeQuality: number | null, contextQuality: number | null, wouldRetry: boolean | null, createdAt: string } };

export type EngramSolveErrorQueryVariables = Exact<{
  agentType: string | number;
  project?: string | number | null | undefined;
  error: string;
  codeContext?: string | null | undefined;
  limit?: number | null | undefined;
  searchWeb?: boolean | null | undefined;
}>;


export type EngramSolveErrorQuery = { solveError: { webSearched: boolean, pattern: { errorType: string, code: string | null, pattern: string, key: string }, hits: Array<{ rank: number, source: SolutionSource, id: string | null, title: string, excerpt: string, url: string | null, relevance: number | null, why: string }> } };

export type EngramRecordSolutionMutationVariables = Exact<{
  input: RecordSolutionInput;
}>;


export type EngramRecordSolutionMutation = { recordSolution: { memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null }, pattern: { errorType: string, code: string | null, pattern: string, key: string } } };

export type EngramIssueFragment = { key: string, project: string, title: string | null, description: string | null, labels: Array<string>, domains: Array<string>, state: IssueState, outcome: IssueOutcome | null, openedAt: string | null, closedAt: string | null, resolutionHours: number | null, agentTypes: Array<string> };

export type EngramRelatedIssueFragment = { score: number, content: number, sharedLabels: Array<string>, sharedFiles: Array<string>, why: string, issue: { key: string, project: string, title: string | null, description: string | null, labels: Array<string>, domains: Array<string>, state: IssueState, outcome: IssueOutcome | null, openedAt: string | null, closedAt: string | null, resolutionHours: number | null, agentTypes: Array<string> }, resolution: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } | null };

export type EngramRecordIssueMutationVariables = Exact<{
  input: RecordIssueInput;
}>;


export type EngramRecordIssueMutation = { recordIssue: { key: string, project: string, title: string | null, description: string | null, labels: Array<string>, domains: Array<string>, state: IssueState, outcome: IssueOutcome | null, openedAt: string | null, closedAt: string | null, resolutionHours: number | null, agentTypes: Array<string> } };

export type EngramRelatedIssuesQueryVariables = Exact<{
  project: string | number;
  issue?: string | null | undefined;
  text?: string | null | undefined;
  agentType?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type EngramRelatedIssuesQuery = { relatedIssues: Array<{ score: number, content: number, sharedLabels: Array<string>, sharedFiles: Array<string>, why: string, issue: { key: string, project: string, title: string | null, description: string | null, labels: Array<string>, domains: Array<string>, state: IssueState, outcome: IssueOutcome | null, openedAt: string | null, closedAt: string | null, resolutionHours: number | null, agentTypes: Array<string> }, resolution: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } | null }> };

export type EngramIssueContextQueryVariables = Exact<{
  agentType: string | number;
  project: string | number;
  issue?: string | null | undefined;
  title?: string | null | undefined;
  description?: string | null | undefined;
  labels?: Array<string> | string | null | undefined;
}>;


export type EngramIssueContextQuery = { issueContext: { markdown: string, summary: string, issue: { key: string, project: string, title: string | null, description: string | null, labels: Array<string>, domains: Array<string>, state: IssueState, outcome: IssueOutcome | null, openedAt: string | null, closedAt: string | null, resolutionHours: number | null, agentTypes: Array<string> } | null, changedSinceWritten: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, issueMemories: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, patterns: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, decisions: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, antiPatterns: Array<{ rank: number, score: number, relevance: number | null, scope: MemoryScope, memory: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } }>, relatedIssues: Array<{ score: number, content: number, sharedLabels: Array<string>, sharedFiles: Array<string>, why: string, issue: { key: string, project: string, title: string | null, description: string | null, labels: Array<string>, domains: Array<string>, state: IssueState, outcome: IssueOutcome | null, openedAt: string | null, closedAt: string | null, resolutionHours: number | null, agentTypes: Array<string> }, resolution: { id: string, memoryType: MemoryType, title: string | null, content: string, tags: Array<string> | null, importance: number | null, occurrences: number, issues: Array<string> | null, createdAt: string, stale: boolean, staleReason: string | null, staleSince: string | null } | null }>, recommendedAgents: Array<{ agentType: string, domains: Array<string>, invocations: number, judged: number, successes: number, successRate: number | null, meanResolutionHours: number | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const EngramKnowledgeHitFragmentDoc = new TypedDocumentString(`
    fragment EngramKnowledgeHit on KnowledgeHit {
  rank
  id
  source
  title
  url
  excerpt
  score
  relevance
  tags
  version
  deprecated
  replacedBy
}
    `, {"fragmentName":"EngramKnowledgeHit"}) as unknown as TypedDocumentString<EngramKnowledgeHitFragment, unknown>;
export const EngramMemoryFragmentDoc = new TypedDocumentString(`
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}
    `, {"fragmentName":"EngramMemory"}) as unknown as TypedDocumentString<EngramMemoryFragment, unknown>;
export const EngramMemoryHitFragmentDoc = new TypedDocumentString(`
    fragment EngramMemoryHit on MemoryHit {
  rank
  score
  relevance
  scope
  memory {
    ...EngramMemory
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}`, {"fragmentName":"EngramMemoryHit"}) as unknown as TypedDocumentString<EngramMemoryHitFragment, unknown>;
export const EngramIssueFragmentDoc = new TypedDocumentString(`
    fragment EngramIssue on Issue {
  key
  project
  title
  description
  labels
  domains
  state
  outcome
  openedAt
  closedAt
  resolutionHours
  agentTypes
}
    `, {"fragmentName":"EngramIssue"}) as unknown as TypedDocumentString<EngramIssueFragment, unknown>;
export const EngramRelatedIssueFragmentDoc = new TypedDocumentString(`
    fragment EngramRelatedIssue on RelatedIssue {
  issue {
    ...EngramIssue
  }
  score
  content
  sharedLabels
  sharedFiles
  why
  resolution {
    ...EngramMemory
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}
fragment EngramIssue on Issue {
  key
  project
  title
  description
  labels
  domains
  state
  outcome
  openedAt
  closedAt
  resolutionHours
  agentTypes
}`, {"fragmentName":"EngramRelatedIssue"}) as unknown as TypedDocumentString<EngramRelatedIssueFragment, unknown>;
export const EngramRememberDocument = new TypedDocumentString(`
    mutation EngramRemember($input: RememberInput!) {
  remember(input: $input) {
    ...EngramMemory
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}`) as unknown as TypedDocumentString<EngramRememberMutation, EngramRememberMutationVariables>;
export const EngramRecallDocument = new TypedDocumentString(`
    query EngramRecall($agentType: ID!, $project: ID, $sessionId: ID, $query: String, $memoryTypes: [MemoryType!], $tags: [String!], $issues: [String!], $since: DateTime, $limit: Int, $minScore: Float, $minRelevance: Float, $includeStale: Boolean) {
  recall(
    agentType: $agentType
    project: $project
    sessionId: $sessionId
    query: $query
    memoryTypes: $memoryTypes
    tags: $tags
    issues: $issues
    since: $since
    limit: $limit
    minScore: $minScore
    minRelevance: $minRelevance
    includeStale: $includeStale
  ) {
    ...EngramMemoryHit
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}
fragment EngramMemoryHit on MemoryHit {
  rank
  score
  relevance
  scope
  memory {
    ...EngramMemory
  }
}`) as unknown as TypedDocumentString<EngramRecallQuery, EngramRecallQueryVariables>;
export const EngramStaleMemoriesDocument = new TypedDocumentString(`
    query EngramStaleMemories($agentType: ID!, $project: ID!, $limit: Int) {
  staleMemories(agentType: $agentType, project: $project, limit: $limit) {
    ...EngramMemory
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}`) as unknown as TypedDocumentString<EngramStaleMemoriesQuery, EngramStaleMemoriesQueryVariables>;
export const EngramConfirmMemoryDocument = new TypedDocumentString(`
    mutation EngramConfirmMemory($id: ID!) {
  confirmMemory(id: $id) {
    ...EngramMemory
    confirmedAt
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}`) as unknown as TypedDocumentString<EngramConfirmMemoryMutation, EngramConfirmMemoryMutationVariables>;
export const EngramSearchKnowledgeDocument = new TypedDocumentString(`
    query EngramSearchKnowledge($query: String!, $sources: [KnowledgeSource!], $language: String, $version: String, $source: ID, $domain: String, $tags: [String!], $since: DateTime, $agentType: ID, $project: ID, $limit: Int, $minScore: Float, $minRelevance: Float) {
  searchKnowledge(
    query: $query
    sources: $sources
    language: $language
    version: $version
    source: $source
    domain: $domain
    tags: $tags
    since: $since
    agentType: $agentType
    project: $project
    limit: $limit
    minScore: $minScore
    minRelevance: $minRelevance
  ) {
    hits {
      ...EngramKnowledgeHit
    }
    totalFound
    sourcesSearched
    hint
  }
}
    fragment EngramKnowledgeHit on KnowledgeHit {
  rank
  id
  source
  title
  url
  excerpt
  score
  relevance
  tags
  version
  deprecated
  replacedBy
}`) as unknown as TypedDocumentString<EngramSearchKnowledgeQuery, EngramSearchKnowledgeQueryVariables>;
export const EngramDocumentDocument = new TypedDocumentString(`
    query EngramDocument($path: String!, $source: ID, $version: String, $project: ID) {
  document(path: $path, source: $source, version: $version, project: $project) {
    path
    source
    title
    url
    tags
    category
    version
    lastUpdated
    content
  }
}
    `) as unknown as TypedDocumentString<EngramDocumentQuery, EngramDocumentQueryVariables>;
export const EngramApiReferenceDocument = new TypedDocumentString(`
    query EngramApiReference($name: String!, $version: String, $source: ID, $project: ID) {
  apiReference(name: $name, version: $version, source: $source, project: $project) {
    id
    name
    kind
    signature
    description
    exampleCode
    version
    versionIntroduced
    deprecatedIn
    replacementName
    language
    url
  }
}
    `) as unknown as TypedDocumentString<EngramApiReferenceQuery, EngramApiReferenceQueryVariables>;
export const EngramDependenciesDocument = new TypedDocumentString(`
    query EngramDependencies($project: ID!) {
  dependencies(project: $project) {
    ecosystem
    name
    source
    version
    direct
    lockfile
    seenAt
    state
    error
    ingestedAt
    documents
    apiEntries
    deprecations
  }
}
    `) as unknown as TypedDocumentString<EngramDependenciesQuery, EngramDependenciesQueryVariables>;
export const EngramDependencyChangesDocument = new TypedDocumentString(`
    query EngramDependencyChanges($project: ID!, $since: DateTime) {
  dependencyChanges(project: $project, since: $since) {
    project
    from
    to
    changed {
      source
      ecosystem
      name
      from
      to
      direct
      fromSetIngested
      toSetIngested
      changelog {
        version
        title
        breaking
        markdown
        url
      }
      apis {
        name
        status
        deprecatedIn
        alreadyDeprecated
        replacement
        calls
        callSites {
          file
          line
          function
          called
        }
      }
    }
    added {
      source
      ecosystem
      name
      version
      direct
    }
    removed {
      source
      ecosystem
      name
      version
      direct
    }
    message
  }
}
    `) as unknown as TypedDocumentString<EngramDependencyChangesQuery, EngramDependencyChangesQueryVariables>;
export const EngramResolveLibraryDocument = new TypedDocumentString(`
    query EngramResolveLibrary($libraryName: String!, $project: ID) {
  resolveLibrary(libraryName: $libraryName, project: $project) {
    source
    versions
    lockedVersion
    description
    homepage
    repository
    license
  }
}
    `) as unknown as TypedDocumentString<EngramResolveLibraryQuery, EngramResolveLibraryQueryVariables>;
export const EngramLibraryDocsDocument = new TypedDocumentString(`
    query EngramLibraryDocs($library: ID!, $version: String, $topic: String, $tokens: Int, $project: ID) {
  libraryDocs(
    library: $library
    version: $version
    topic: $topic
    tokens: $tokens
    project: $project
  ) {
    source
    version
    state
    message
    fetchedNow
    markdown
    tokens
    hits {
      ...EngramKnowledgeHit
    }
  }
}
    fragment EngramKnowledgeHit on KnowledgeHit {
  rank
  id
  source
  title
  url
  excerpt
  score
  relevance
  tags
  version
  deprecated
  replacedBy
}`) as unknown as TypedDocumentString<EngramLibraryDocsQuery, EngramLibraryDocsQueryVariables>;
export const EngramAgentContextDocument = new TypedDocumentString(`
    query EngramAgentContext($agentType: ID!, $project: ID, $task: String!, $maxExternal: Int, $language: String) {
  agentContext(
    agentType: $agentType
    project: $project
    task: $task
    maxExternal: $maxExternal
    language: $language
  ) {
    markdown
    changedSinceWritten {
      ...EngramMemoryHit
    }
    patterns {
      ...EngramMemoryHit
    }
    decisions {
      ...EngramMemoryHit
    }
    antiPatterns {
      ...EngramMemoryHit
    }
    pastResolutions {
      ...EngramMemoryHit
    }
    external {
      ...EngramKnowledgeHit
    }
    externalSkipped
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}
fragment EngramKnowledgeHit on KnowledgeHit {
  rank
  id
  source
  title
  url
  excerpt
  score
  relevance
  tags
  version
  deprecated
  replacedBy
}
fragment EngramMemoryHit on MemoryHit {
  rank
  score
  relevance
  scope
  memory {
    ...EngramMemory
  }
}`) as unknown as TypedDocumentString<EngramAgentContextQuery, EngramAgentContextQueryVariables>;
export const EngramWebSearchDocument = new TypedDocumentString(`
    query EngramWebSearch($query: String!, $maxResults: Int, $category: WebCategory, $excludeDomains: [String!], $refresh: Boolean, $retryOf: ID) {
  webSearch(
    query: $query
    maxResults: $maxResults
    category: $category
    excludeDomains: $excludeDomains
    refresh: $refresh
    retryOf: $retryOf
  ) {
    results {
      title
      url
      content
      score
      domain
    }
    fromCache
    stale
    cachedAt
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<EngramWebSearchQuery, EngramWebSearchQueryVariables>;
export const EngramRecordKnowledgeUsageDocument = new TypedDocumentString(`
    mutation EngramRecordKnowledgeUsage($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) {
  recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) {
    id
    itemId
    itemSource
    outcome
    createdAt
  }
}
    `) as unknown as TypedDocumentString<EngramRecordKnowledgeUsageMutation, EngramRecordKnowledgeUsageMutationVariables>;
export const EngramSubmitFeedbackDocument = new TypedDocumentString(`
    mutation EngramSubmitFeedback($input: FeedbackInput!) {
  submitFeedback(input: $input) {
    id
    sessionId
    codeQuality
    contextQuality
    wouldRetry
    createdAt
  }
}
    `) as unknown as TypedDocumentString<EngramSubmitFeedbackMutation, EngramSubmitFeedbackMutationVariables>;
export const EngramSolveErrorDocument = new TypedDocumentString(`
    query EngramSolveError($agentType: ID!, $project: ID, $error: String!, $codeContext: String, $limit: Int, $searchWeb: Boolean) {
  solveError(
    agentType: $agentType
    project: $project
    error: $error
    codeContext: $codeContext
    limit: $limit
    searchWeb: $searchWeb
  ) {
    pattern {
      errorType
      code
      pattern
      key
    }
    hits {
      rank
      source
      id
      title
      excerpt
      url
      relevance
      why
    }
    webSearched
  }
}
    `) as unknown as TypedDocumentString<EngramSolveErrorQuery, EngramSolveErrorQueryVariables>;
export const EngramRecordSolutionDocument = new TypedDocumentString(`
    mutation EngramRecordSolution($input: RecordSolutionInput!) {
  recordSolution(input: $input) {
    memory {
      ...EngramMemory
    }
    pattern {
      errorType
      code
      pattern
      key
    }
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}`) as unknown as TypedDocumentString<EngramRecordSolutionMutation, EngramRecordSolutionMutationVariables>;
export const EngramRecordIssueDocument = new TypedDocumentString(`
    mutation EngramRecordIssue($input: RecordIssueInput!) {
  recordIssue(input: $input) {
    ...EngramIssue
  }
}
    fragment EngramIssue on Issue {
  key
  project
  title
  description
  labels
  domains
  state
  outcome
  openedAt
  closedAt
  resolutionHours
  agentTypes
}`) as unknown as TypedDocumentString<EngramRecordIssueMutation, EngramRecordIssueMutationVariables>;
export const EngramRelatedIssuesDocument = new TypedDocumentString(`
    query EngramRelatedIssues($project: ID!, $issue: String, $text: String, $agentType: ID, $limit: Int) {
  relatedIssues(
    project: $project
    issue: $issue
    text: $text
    agentType: $agentType
    limit: $limit
  ) {
    ...EngramRelatedIssue
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}
fragment EngramIssue on Issue {
  key
  project
  title
  description
  labels
  domains
  state
  outcome
  openedAt
  closedAt
  resolutionHours
  agentTypes
}
fragment EngramRelatedIssue on RelatedIssue {
  issue {
    ...EngramIssue
  }
  score
  content
  sharedLabels
  sharedFiles
  why
  resolution {
    ...EngramMemory
  }
}`) as unknown as TypedDocumentString<EngramRelatedIssuesQuery, EngramRelatedIssuesQueryVariables>;
export const EngramIssueContextDocument = new TypedDocumentString(`
    query EngramIssueContext($agentType: ID!, $project: ID!, $issue: String, $title: String, $description: String, $labels: [String!]) {
  issueContext(
    agentType: $agentType
    project: $project
    issue: $issue
    title: $title
    description: $description
    labels: $labels
  ) {
    markdown
    summary
    issue {
      ...EngramIssue
    }
    changedSinceWritten {
      ...EngramMemoryHit
    }
    issueMemories {
      ...EngramMemoryHit
    }
    patterns {
      ...EngramMemoryHit
    }
    decisions {
      ...EngramMemoryHit
    }
    antiPatterns {
      ...EngramMemoryHit
    }
    relatedIssues {
      ...EngramRelatedIssue
    }
    recommendedAgents {
      agentType
      domains
      invocations
      judged
      successes
      successRate
      meanResolutionHours
    }
  }
}
    fragment EngramMemory on Memory {
  id
  memoryType
  title
  content
  tags
  importance
  occurrences
  issues
  createdAt
  stale
  staleReason
  staleSince
}
fragment EngramMemoryHit on MemoryHit {
  rank
  score
  relevance
  scope
  memory {
    ...EngramMemory
  }
}
fragment EngramIssue on Issue {
  key
  project
  title
  description
  labels
  domains
  state
  outcome
  openedAt
  closedAt
  resolutionHours
  agentTypes
}
fragment EngramRelatedIssue on RelatedIssue {
  issue {
    ...EngramIssue
  }
  score
  content
  sharedLabels
  sharedFiles
  why
  resolution {
    ...EngramMemory
  }
}`) as unknown as TypedDocumentString<EngramIssueContextQuery, EngramIssueContextQueryVariables>;