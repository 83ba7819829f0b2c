import { graphql } from "./generated/gql.js";

/** The operations agents use, as EngramClient sends them; `npm run codegen` types them (src/client/generated/). */

graphql(`
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
`);

graphql(`
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
`);

graphql(`
  fragment EngramMemoryHit on MemoryHit {
    rank
    score
    relevance
    scope
    memory {
      ...EngramMemory
    }
  }
`);

export const RememberDocument = graphql(`
  mutation EngramRemember($input: RememberInput!) {
    remember(input: $input) {
      ...EngramMemory
    }
  }
`);

export const RecallDocument = graphql(`
  query EngramRecall(
    $agentType: ID!
    $project: ID
    $sessionId: ID
    $query: String
    $memoryTypes: [MemoryType!]
    $tags: [String!]
    $issues: [String!]
    $since: DateTime
    $limit: Int
    $minScore: Float
    $minRelevance: Float
    $includeStale: Boolean
  ) {
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
`);

export const StaleMemoriesDocument = graphql(`
  query EngramStaleMemories($agentType: ID!, $project: ID!, $limit: Int) {
    staleMemories(agentType: $agentType, project: $project, limit: $limit) {
      ...EngramMemory
    }
  }
`);

export const ConfirmMemoryDocument = graphql(`
  mutation EngramConfirmMemory($id: ID!) {
    confirmMemory(id: $id) {
      ...EngramMemory
      confirmedAt
    }
  }
`);

export const SearchKnowledgeDocument = graphql(`
  query EngramSearchKnowledge(
    $query: String!
    $sources: [KnowledgeSource!]
    $language: String
    $version: String
    $source: ID
    $domain: String
    $tags: [String!]
    $since: DateTime
    $agentType: ID
    $project: ID
    $limit: Int
    $minScore: Float
    $minRelevance: Float
  ) {
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
`);

export const DocumentDocument = graphql(`
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
`);

export const ApiReferenceDocument = graphql(`
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
`);

export const DependenciesDocument = graphql(`
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
`);

export const DependencyChangesDocument = graphql(`
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
`);

export const ResolveLibraryDocument = graphql(`
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
`);

export const LibraryDocsDocument = graphql(`
  query EngramLibraryDocs($library: ID!, $version: String, $topic: String, $tokens: Int, $project: ID) {
    libraryDocs(library: $library, version: $version, topic: $topic, tokens: $tokens, project: $project) {
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
`);

export const AgentContextDocument = graphql(`
  query EngramAgentContext($agentType: ID!, $project: ID, $task: String!, $maxExternal: Int, $language: String) {
    agentContext(agentType: $agentType, project: $project, task: $task, maxExternal: $maxExternal, language: $language) {
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
`);

export const WebSearchDocument = graphql(`
  query EngramWebSearch($query: String!, $maxResults: Int, $category: WebCategory, $excludeDomains: [String!], $refresh: Boolean, $retryOf: ID) {
    webSearch(query: $query, maxResults: $maxResults, category: $category, excludeDomains: $excludeDomains, refresh: $refresh, retryOf: $retryOf) {
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
`);

export const RecordKnowledgeUsageDocument = graphql(`
  mutation EngramRecordKnowledgeUsage($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) {
    recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) {
      id
      itemId
      itemSource
      outcome
      createdAt
    }
  }
`);

export const SubmitFeedbackDocument = graphql(`
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
`);

export const SolveErrorDocument = graphql(`
  query EngramSolveError($agentType: ID!, $project: ID, $error: String!, $codeContext: String, $limit: Int, $searchWeb: Boolean) {
    solveError(agentType: $agentType, project: $project, error: $error, codeContext: $codeContext, limit: $limit, searchWeb: $searchWeb) {
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
`);

export const RecordSolutionDocument = graphql(`
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
`);

graphql(`
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
`);

graphql(`
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
`);

export const RecordIssueDocument = graphql(`
  mutation EngramRecordIssue($input: RecordIssueInput!) {
    recordIssue(input: $input) {
      ...EngramIssue
    }
  }
`);

export const RelatedIssuesDocument = graphql(`
  query EngramRelatedIssues($project: ID!, $issue: String, $text: String, $agentType: ID, $limit: Int) {
    relatedIssues(project: $project, issue: $issue, text: $text, agentType: $agentType, limit: $limit) {
      ...EngramRelatedIssue
    }
  }
`);

export const IssueContextDocument = graphql(`
  query EngramIssueContext($agentType: ID!, $project: ID!, $issue: String, $title: String, $description: String, $labels: [String!]) {
    issueContext(agentType: $agentType, project: $project, issue: $issue, title: $title, description: $description, labels: $labels) {
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
`);
