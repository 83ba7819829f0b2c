import type {
  EngramAgentContextQuery,
  EngramAgentContextQueryVariables,
  EngramApiReferenceQuery,
  EngramApiReferenceQueryVariables,
  EngramDependenciesQuery,
  EngramDependenciesQueryVariables,
  EngramDependencyChangesQuery,
  EngramDependencyChangesQueryVariables,
  EngramDocumentQuery,
  EngramDocumentQueryVariables,
  EngramLibraryDocsQuery,
  EngramLibraryDocsQueryVariables,
  EngramResolveLibraryQuery,
  EngramResolveLibraryQueryVariables,
  EngramIssueContextQuery,
  EngramIssueContextQueryVariables,
  EngramRecallQuery,
  EngramRecallQueryVariables,
  EngramStaleMemoriesQuery,
  EngramStaleMemoriesQueryVariables,
  EngramConfirmMemoryMutation,
  EngramRecordKnowledgeUsageMutation,
  EngramRecordKnowledgeUsageMutationVariables,
  EngramRememberMutation,
  EngramSearchKnowledgeQuery,
  EngramSearchKnowledgeQueryVariables,
  EngramSolveErrorQuery,
  EngramSolveErrorQueryVariables,
  EngramRecordSolutionMutation,
  RecordSolutionInput,
  EngramRecordIssueMutation,
  RecordIssueInput,
  EngramRelatedIssuesQuery,
  EngramRelatedIssuesQueryVariables,
  EngramSubmitFeedbackMutation,
  EngramWebSearchQuery,
  EngramWebSearchQueryVariables,
  FeedbackInput,
  RememberInput,
  TypedDocumentString,
} from "./generated/graphql.js";
import {
  AgentContextDocument,
  ApiReferenceDocument,
  DependenciesDocument,
  DependencyChangesDocument,
  DocumentDocument,
  LibraryDocsDocument,
  ResolveLibraryDocument,
  IssueContextDocument,
  RecallDocument,
  StaleMemoriesDocument,
  ConfirmMemoryDocument,
  RecordIssueDocument,
  RecordKnowledgeUsageDocument,
  RecordSolutionDocument,
  RelatedIssuesDocument,
  RememberDocument,
  SearchKnowledgeDocument,
  SolveErrorDocument,
  SubmitFeedbackDocument,
  WebSearchDocument,
} from "./operations.js";

export * from "./generated/graphql.js";

export interface EngramClientOptions {
  /** Engram's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** Sent as `Authorization: Bearer <key>`; leave it out for an Engram serving this machine without keys. */
  apiKey?: string;
  /** Per request; 30 s by default. */
  timeoutMs?: number;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  fetch?: typeof fetch;
  /**
   * Sends back the bookmark of the last answer (X-Engram-Bookmark), so that a read sees this client's
   * earlier writes even when another Engram instance on another cluster member answers it. On by default.
   */
  readYourWrites?: boolean;
}

const BOOKMARK_HEADER = "x-engram-bookmark";

/** One GraphQL error as Engram answers it. */
export interface EngramErrorDetail {
  message: string;
  code: string;
  /** The argument or input field a BAD_USER_INPUT names. */
  field?: string;
  retryAfterSeconds?: number;
}

/** A request Engram refused or could not answer: the first error's code and message, and all of them. */
export class EngramClientError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  /** Set for RATE_LIMITED and NEO4J_UNAVAILABLE: when to try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    readonly errors: EngramErrorDetail[],
    retryAfterHeader: string | null = null,
  ) {
    super(errors[0]?.message ?? `Engram answered HTTP ${status}`);
    this.name = "EngramClientError";
    this.code = errors[0]?.code ?? `HTTP_${status}`;
    this.field = errors[0]?.field;
    const header = retryAfterHeader === null ? undefined : Number(retryAfterHeader);
    this.retryAfterSeconds = errors.find((error) => error.retryAfterSeconds !== undefined)?.retryAfterSeconds ?? (Number.isFinite(header) ? header : undefined);
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string; retryAfterSeconds?: number } }>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** A typed client for the operations agents use, over Engram's GraphQL endpoint. */
export class EngramClient {
  private readonly fetch: typeof fetch;
  private bookmark: string | null = null;

  constructor(private readonly options: EngramClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Stores what an agent learned (the same id again updates it); see RememberInput. */
  async remember(input: RememberInput): Promise<EngramRememberMutation["remember"]> {
    return (await this.request(RememberDocument, { input })).remember;
  }

  /** Memories of the agent type (and project, and session) for a question, best first. */
  async recall(variables: EngramRecallQueryVariables): Promise<EngramRecallQuery["recall"]> {
    return (await this.request(RecallDocument, variables)).recall;
  }

  /** Memories of the agent type in the project whose code or dependency changed since they were written, most recently stale first. */
  async staleMemories(variables: EngramStaleMemoriesQueryVariables): Promise<EngramStaleMemoriesQuery["staleMemories"]> {
    return (await this.request(StaleMemoriesDocument, variables)).staleMemories;
  }

  /** Says a stale memory still holds: it is no longer flagged stale. */
  async confirmMemory(id: string): Promise<EngramConfirmMemoryMutation["confirmMemory"]> {
    return (await this.request(ConfirmMemoryDocument, { id })).confirmMemory;
  }

  /** Documentation, API references, best practices, examples and shared memories for a question. */
  async searchKnowledge(variables: EngramSearchKnowledgeQueryVariables): Promise<EngramSearchKnowledgeQuery["searchKnowledge"]> {
    return (await this.request(SearchKnowledgeDocument, variables)).searchKnowledge;
  }

  /** A documentation page by its path inside its documentation set. */
  async document(variables: EngramDocumentQueryVariables): Promise<EngramDocumentQuery["document"]> {
    return (await this.request(DocumentDocument, variables)).document;
  }

  /** An API entry valid at a version (null when none is), deprecations included. */
  async apiReference(variables: EngramApiReferenceQueryVariables): Promise<EngramApiReferenceQuery["apiReference"]> {
    return (await this.request(ApiReferenceDocument, variables)).apiReference;
  }

  /** The packages a project's lockfiles pin, with versions and ingest state (engram ingest deps --project). */
  async dependencies(variables: EngramDependenciesQueryVariables): Promise<EngramDependenciesQuery["dependencies"]> {
    return (await this.request(DependenciesDocument, variables)).dependencies;
  }

  /** What the project's latest upgrade changed (since: compared with what it locked then): versions, changelogs, the APIs its code calls that were deprecated or removed, with call sites. */
  async dependencyChanges(variables: EngramDependencyChangesQueryVariables): Promise<EngramDependencyChangesQuery["dependencyChanges"]> {
    return (await this.request(DependencyChangesDocument, variables)).dependencyChanges;
  }

  /** Documentation sets of packages whose name holds the words given, with their versions; the project's locked one marked. */
  async resolveLibrary(variables: EngramResolveLibraryQueryVariables): Promise<EngramResolveLibraryQuery["resolveLibrary"]> {
    return (await this.request(ResolveLibraryDocument, variables)).resolveLibrary;
  }

  /** A package's best sections and API entries on a topic at a version, within a token budget (fetched on demand when not ingested). */
  async libraryDocs(variables: EngramLibraryDocsQueryVariables): Promise<EngramLibraryDocsQuery["libraryDocs"]> {
    return (await this.request(LibraryDocsDocument, variables)).libraryDocs;
  }

  /** A brief for a task: the project's patterns, decisions, anti-patterns and past resolutions, and documentation. */
  async agentContext(variables: EngramAgentContextQueryVariables): Promise<EngramAgentContextQuery["agentContext"]> {
    return (await this.request(AgentContextDocument, variables)).agentContext;
  }

  /** The known fixes for an error: remembered resolutions of its pattern first, then documentation, then cached web results. */
  async solveError(variables: EngramSolveErrorQueryVariables): Promise<EngramSolveErrorQuery["solveError"]> {
    return (await this.request(SolveErrorDocument, variables)).solveError;
  }

  /** Remembers what fixed an error, under its pattern, crediting the pages that helped. */
  async recordSolution(input: RecordSolutionInput): Promise<EngramRecordSolutionMutation["recordSolution"]> {
    return (await this.request(RecordSolutionDocument, { input })).recordSolution;
  }

  /** Records or updates a tracker issue of a project, and that the agent type worked on it. */
  async recordIssue(input: RecordIssueInput): Promise<EngramRecordIssueMutation["recordIssue"]> {
    return (await this.request(RecordIssueDocument, { input })).recordIssue;
  }

  /** Past issues of a project most like an issue or a text, each with why and its latest resolution. */
  async relatedIssues(variables: EngramRelatedIssuesQueryVariables): Promise<EngramRelatedIssuesQuery["relatedIssues"]> {
    return (await this.request(RelatedIssuesDocument, variables)).relatedIssues;
  }

  /** The brief for picking up an issue (note 003's template), as Markdown and as its parts. */
  async issueContext(variables: EngramIssueContextQueryVariables): Promise<EngramIssueContextQuery["issueContext"]> {
    return (await this.request(IssueContextDocument, variables)).issueContext;
  }

  /** Web search (Tavily) through Engram's cache. */
  async webSearch(variables: EngramWebSearchQueryVariables): Promise<EngramWebSearchQuery["webSearch"]> {
    return (await this.request(WebSearchDocument, variables)).webSearch;
  }

  /** Says how a documentation page or API entry served a task (SUCCESS, FAILURE…): it feeds effectiveness. */
  async recordKnowledgeUsage(variables: EngramRecordKnowledgeUsageMutationVariables): Promise<EngramRecordKnowledgeUsageMutation["recordKnowledgeUsage"]> {
    return (await this.request(RecordKnowledgeUsageDocument, variables)).recordKnowledgeUsage;
  }

  /** A person's or agent's rating of a session's code and context. */
  async submitFeedback(input: FeedbackInput): Promise<EngramSubmitFeedbackMutation["submitFeedback"]> {
    return (await this.request(SubmitFeedbackDocument, { input })).submitFeedback;
  }

  private async request<T, V>(document: TypedDocumentString<T, V>, variables: V): Promise<T> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/graphql-response+json, application/json" };
    if (this.options.apiKey !== undefined) headers.authorization = `Bearer ${this.options.apiKey}`;
    const readYourWrites = this.options.readYourWrites ?? true;
    if (readYourWrites && this.bookmark !== null) headers[BOOKMARK_HEADER] = this.bookmark;
    const response = await this.fetch(this.options.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: document.toString(), variables }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const answer = await readAnswer<T>(response);
    if (readYourWrites) this.bookmark = response.headers.get(BOOKMARK_HEADER) ?? this.bookmark;
    const retryAfter = response.headers.get("retry-after");
    if (answer.errors?.length) throw new EngramClientError(response.status, answer.errors.map(errorDetail), retryAfter);
    if (!response.ok || answer.data == null) throw new EngramClientError(response.status, [], retryAfter);
    return answer.data;
  }
}

async function readAnswer<T>(response: Response): Promise<GraphQLAnswer<T>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as GraphQLAnswer<T>;
  } catch {
    return { errors: [{ message: `Engram answered HTTP ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`, extensions: { code: `HTTP_${response.status}` } }] };
  }
}

function errorDetail(error: NonNullable<GraphQLAnswer<unknown>["errors"]>[number]): EngramErrorDetail {
  const { code, field, retryAfterSeconds } = error.extensions ?? {};
  return {
    message: error.message,
    code: code ?? "UNKNOWN",
    ...(field === undefined ? {} : { field }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}
