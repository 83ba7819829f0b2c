/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment EngramMemory on Memory {\n    id\n    memoryType\n    title\n    content\n    tags\n    importance\n    occurrences\n    issues\n    createdAt\n    stale\n    staleReason\n    staleSince\n  }\n": typeof types.EngramMemoryFragmentDoc,
    "\n  fragment EngramKnowledgeHit on KnowledgeHit {\n    rank\n    id\n    source\n    title\n    url\n    excerpt\n    score\n    relevance\n    tags\n    version\n    deprecated\n    replacedBy\n  }\n": typeof types.EngramKnowledgeHitFragmentDoc,
    "\n  fragment EngramMemoryHit on MemoryHit {\n    rank\n    score\n    relevance\n    scope\n    memory {\n      ...EngramMemory\n    }\n  }\n": typeof types.EngramMemoryHitFragmentDoc,
    "\n  mutation EngramRemember($input: RememberInput!) {\n    remember(input: $input) {\n      ...EngramMemory\n    }\n  }\n": typeof types.EngramRememberDocument,
    "\n  query EngramRecall(\n    $agentType: ID!\n    $project: ID\n    $sessionId: ID\n    $query: String\n    $memoryTypes: [MemoryType!]\n    $tags: [String!]\n    $issues: [String!]\n    $since: DateTime\n    $limit: Int\n    $minScore: Float\n    $minRelevance: Float\n    $includeStale: Boolean\n  ) {\n    recall(\n      agentType: $agentType\n      project: $project\n      sessionId: $sessionId\n      query: $query\n      memoryTypes: $memoryTypes\n      tags: $tags\n      issues: $issues\n      since: $since\n      limit: $limit\n      minScore: $minScore\n      minRelevance: $minRelevance\n      includeStale: $includeStale\n    ) {\n      ...EngramMemoryHit\n    }\n  }\n": typeof types.EngramRecallDocument,
    "\n  query EngramStaleMemories($agentType: ID!, $project: ID!, $limit: Int) {\n    staleMemories(agentType: $agentType, project: $project, limit: $limit) {\n      ...EngramMemory\n    }\n  }\n": typeof types.EngramStaleMemoriesDocument,
    "\n  mutation EngramConfirmMemory($id: ID!) {\n    confirmMemory(id: $id) {\n      ...EngramMemory\n      confirmedAt\n    }\n  }\n": typeof types.EngramConfirmMemoryDocument,
    "\n  query EngramSearchKnowledge(\n    $query: String!\n    $sources: [KnowledgeSource!]\n    $language: String\n    $version: String\n    $source: ID\n    $domain: String\n    $tags: [String!]\n    $since: DateTime\n    $agentType: ID\n    $project: ID\n    $limit: Int\n    $minScore: Float\n    $minRelevance: Float\n  ) {\n    searchKnowledge(\n      query: $query\n      sources: $sources\n      language: $language\n      version: $version\n      source: $source\n      domain: $domain\n      tags: $tags\n      since: $since\n      agentType: $agentType\n      project: $project\n      limit: $limit\n      minScore: $minScore\n      minRelevance: $minRelevance\n    ) {\n      hits {\n        ...EngramKnowledgeHit\n      }\n      totalFound\n      sourcesSearched\n      hint\n    }\n  }\n": typeof types.EngramSearchKnowledgeDocument,
    "\n  query EngramDocument($path: String!, $source: ID, $version: String, $project: ID) {\n    document(path: $path, source: $source, version: $version, project: $project) {\n      path\n      source\n      title\n      url\n      tags\n      category\n      version\n      lastUpdated\n      content\n    }\n  }\n": typeof types.EngramDocumentDocument,
    "\n  query EngramApiReference($name: String!, $version: String, $source: ID, $project: ID) {\n    apiReference(name: $name, version: $version, source: $source, project: $project) {\n      id\n      name\n      kind\n      signature\n      description\n      exampleCode\n      version\n      versionIntroduced\n      deprecatedIn\n      replacementName\n      language\n      url\n    }\n  }\n": typeof types.EngramApiReferenceDocument,
    "\n  query EngramDependencies($project: ID!) {\n    dependencies(project: $project) {\n      ecosystem\n      name\n      source\n      version\n      direct\n      lockfile\n      seenAt\n      state\n      error\n      ingestedAt\n      documents\n      apiEntries\n      deprecations\n    }\n  }\n": typeof types.EngramDependenciesDocument,
    "\n  query EngramResolveLibrary($libraryName: String!, $project: ID) {\n    resolveLibrary(libraryName: $libraryName, project: $project) {\n      source\n      versions\n      lockedVersion\n      description\n      homepage\n      repository\n      license\n    }\n  }\n": typeof types.EngramResolveLibraryDocument,
    "\n  query EngramLibraryDocs($library: ID!, $version: String, $topic: String, $tokens: Int, $project: ID) {\n    libraryDocs(library: $library, version: $version, topic: $topic, tokens: $tokens, project: $project) {\n      source\n      version\n      state\n      message\n      fetchedNow\n      markdown\n      tokens\n      hits {\n        ...EngramKnowledgeHit\n      }\n    }\n  }\n": typeof types.EngramLibraryDocsDocument,
    "\n  query EngramAgentContext($agentType: ID!, $project: ID, $task: String!, $maxExternal: Int, $language: String) {\n    agentContext(agentType: $agentType, project: $project, task: $task, maxExternal: $maxExternal, language: $language) {\n      markdown\n      changedSinceWritten {\n        ...EngramMemoryHit\n      }\n      patterns {\n        ...EngramMemoryHit\n      }\n      decisions {\n        ...EngramMemoryHit\n      }\n      antiPatterns {\n        ...EngramMemoryHit\n      }\n      pastResolutions {\n        ...EngramMemoryHit\n      }\n      external {\n        ...EngramKnowledgeHit\n      }\n      externalSkipped\n    }\n  }\n": typeof types.EngramAgentContextDocument,
    "\n  query EngramWebSearch($query: String!, $maxResults: Int, $category: WebCategory, $excludeDomains: [String!], $refresh: Boolean, $retryOf: ID) {\n    webSearch(query: $query, maxResults: $maxResults, category: $category, excludeDomains: $excludeDomains, refresh: $refresh, retryOf: $retryOf) {\n      results {\n        title\n        url\n        content\n        score\n        domain\n      }\n      fromCache\n      stale\n      cachedAt\n      expiresAt\n    }\n  }\n": typeof types.EngramWebSearchDocument,
    "\n  mutation EngramRecordKnowledgeUsage($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) {\n    recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) {\n      id\n      itemId\n      itemSource\n      outcome\n      createdAt\n    }\n  }\n": typeof types.EngramRecordKnowledgeUsageDocument,
    "\n  mutation EngramSubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      sessionId\n      codeQuality\n      contextQuality\n      wouldRetry\n      createdAt\n    }\n  }\n": typeof types.EngramSubmitFeedbackDocument,
    "\n  query EngramSolveError($agentType: ID!, $project: ID, $error: String!, $codeContext: String, $limit: Int, $searchWeb: Boolean) {\n    solveError(agentType: $agentType, project: $project, error: $error, codeContext: $codeContext, limit: $limit, searchWeb: $searchWeb) {\n      pattern {\n        errorType\n        code\n        pattern\n        key\n      }\n      hits {\n        rank\n        source\n        id\n        title\n        excerpt\n        url\n        relevance\n        why\n      }\n      webSearched\n    }\n  }\n": typeof types.EngramSolveErrorDocument,
    "\n  mutation EngramRecordSolution($input: RecordSolutionInput!) {\n    recordSolution(input: $input) {\n      memory {\n        ...EngramMemory\n      }\n      pattern {\n        errorType\n        code\n        pattern\n        key\n      }\n    }\n  }\n": typeof types.EngramRecordSolutionDocument,
    "\n  fragment EngramIssue on Issue {\n    key\n    project\n    title\n    description\n    labels\n    domains\n    state\n    outcome\n    openedAt\n    closedAt\n    resolutionHours\n    agentTypes\n  }\n": typeof types.EngramIssueFragmentDoc,
    "\n  fragment EngramRelatedIssue on RelatedIssue {\n    issue {\n      ...EngramIssue\n    }\n    score\n    content\n    sharedLabels\n    sharedFiles\n    why\n    resolution {\n      ...EngramMemory\n    }\n  }\n": typeof types.EngramRelatedIssueFragmentDoc,
    "\n  mutation EngramRecordIssue($input: RecordIssueInput!) {\n    recordIssue(input: $input) {\n      ...EngramIssue\n    }\n  }\n": typeof types.EngramRecordIssueDocument,
    "\n  query EngramRelatedIssues($project: ID!, $issue: String, $text: String, $agentType: ID, $limit: Int) {\n    relatedIssues(project: $project, issue: $issue, text: $text, agentType: $agentType, limit: $limit) {\n      ...EngramRelatedIssue\n    }\n  }\n": typeof types.EngramRelatedIssuesDocument,
    "\n  query EngramIssueContext($agentType: ID!, $project: ID!, $issue: String, $title: String, $description: String, $labels: [String!]) {\n    issueContext(agentType: $agentType, project: $project, issue: $issue, title: $title, description: $description, labels: $labels) {\n      markdown\n      summary\n      issue {\n        ...EngramIssue\n      }\n      changedSinceWritten {\n        ...EngramMemoryHit\n      }\n      issueMemories {\n        ...EngramMemoryHit\n      }\n      patterns {\n        ...EngramMemoryHit\n      }\n      decisions {\n        ...EngramMemoryHit\n      }\n      antiPatterns {\n        ...EngramMemoryHit\n      }\n      relatedIssues {\n        ...EngramRelatedIssue\n      }\n      recommendedAgents {\n        agentType\n        domains\n        invocations\n        judged\n        successes\n        successRate\n        meanResolutionHours\n      }\n    }\n  }\n": typeof types.EngramIssueContextDocument,
};
const documents: Documents = {
    "\n  fragment EngramMemory on Memory {\n    id\n    memoryType\n    title\n    content\n    tags\n    importance\n    occurrences\n    issues\n    createdAt\n    stale\n    staleReason\n    staleSince\n  }\n": types.EngramMemoryFragmentDoc,
    "\n  fragment EngramKnowledgeHit on KnowledgeHit {\n    rank\n    id\n    source\n    title\n    url\n    excerpt\n    score\n    relevance\n    tags\n    version\n    deprecated\n    replacedBy\n  }\n": types.EngramKnowledgeHitFragmentDoc,
    "\n  fragment EngramMemoryHit on MemoryHit {\n    rank\n    score\n    relevance\n    scope\n    memory {\n      ...EngramMemory\n    }\n  }\n": types.EngramMemoryHitFragmentDoc,
    "\n  mutation EngramRemember($input: RememberInput!) {\n    remember(input: $input) {\n      ...EngramMemory\n    }\n  }\n": types.EngramRememberDocument,
    "\n  query EngramRecall(\n    $agentType: ID!\n    $project: ID\n    $sessionId: ID\n    $query: String\n    $memoryTypes: [MemoryType!]\n    $tags: [String!]\n    $issues: [String!]\n    $since: DateTime\n    $limit: Int\n    $minScore: Float\n    $minRelevance: Float\n    $includeStale: Boolean\n  ) {\n    recall(\n      agentType: $agentType\n      project: $project\n      sessionId: $sessionId\n      query: $query\n      memoryTypes: $memoryTypes\n      tags: $tags\n      issues: $issues\n      since: $since\n      limit: $limit\n      minScore: $minScore\n      minRelevance: $minRelevance\n      includeStale: $includeStale\n    ) {\n      ...EngramMemoryHit\n    }\n  }\n": types.EngramRecallDocument,
    "\n  query EngramStaleMemories($agentType: ID!, $project: ID!, $limit: Int) {\n    staleMemories(agentType: $agentType, project: $project, limit: $limit) {\n      ...EngramMemory\n    }\n  }\n": types.EngramStaleMemoriesDocument,
    "\n  mutation EngramConfirmMemory($id: ID!) {\n    confirmMemory(id: $id) {\n      ...EngramMemory\n      confirmedAt\n    }\n  }\n": types.EngramConfirmMemoryDocument,
    "\n  query EngramSearchKnowledge(\n    $query: String!\n    $sources: [KnowledgeSource!]\n    $language: String\n    $version: String\n    $source: ID\n    $domain: String\n    $tags: [String!]\n    $since: DateTime\n    $agentType: ID\n    $project: ID\n    $limit: Int\n    $minScore: Float\n    $minRelevance: Float\n  ) {\n    searchKnowledge(\n      query: $query\n      sources: $sources\n      language: $language\n      version: $version\n      source: $source\n      domain: $domain\n      tags: $tags\n      since: $since\n      agentType: $agentType\n      project: $project\n      limit: $limit\n      minScore: $minScore\n      minRelevance: $minRelevance\n    ) {\n      hits {\n        ...EngramKnowledgeHit\n      }\n      totalFound\n      sourcesSearched\n      hint\n    }\n  }\n": types.EngramSearchKnowledgeDocument,
    "\n  query EngramDocument($path: String!, $source: ID, $version: String, $project: ID) {\n    document(path: $path, source: $source, version: $version, project: $project) {\n      path\n      source\n      title\n      url\n      tags\n      category\n      version\n      lastUpdated\n      content\n    }\n  }\n": types.EngramDocumentDocument,
    "\n  query EngramApiReference($name: String!, $version: String, $source: ID, $project: ID) {\n    apiReference(name: $name, version: $version, source: $source, project: $project) {\n      id\n      name\n      kind\n      signature\n      description\n      exampleCode\n      version\n      versionIntroduced\n      deprecatedIn\n      replacementName\n      language\n      url\n    }\n  }\n": types.EngramApiReferenceDocument,
    "\n  query EngramDependencies($project: ID!) {\n    dependencies(project: $project) {\n      ecosystem\n      name\n      source\n      version\n      direct\n      lockfile\n      seenAt\n      state\n      error\n      ingestedAt\n      documents\n      apiEntries\n      deprecations\n    }\n  }\n": types.EngramDependenciesDocument,
    "\n  query EngramResolveLibrary($libraryName: String!, $project: ID) {\n    resolveLibrary(libraryName: $libraryName, project: $project) {\n      source\n      versions\n      lockedVersion\n      description\n      homepage\n      repository\n      license\n    }\n  }\n": types.EngramResolveLibraryDocument,
    "\n  query EngramLibraryDocs($library: ID!, $version: String, $topic: String, $tokens: Int, $project: ID) {\n    libraryDocs(library: $library, version: $version, topic: $topic, tokens: $tokens, project: $project) {\n      source\n      version\n      state\n      message\n      fetchedNow\n      markdown\n      tokens\n      hits {\n        ...EngramKnowledgeHit\n      }\n    }\n  }\n": types.EngramLibraryDocsDocument,
    "\n  query EngramAgentContext($agentType: ID!, $project: ID, $task: String!, $maxExternal: Int, $language: String) {\n    agentContext(agentType: $agentType, project: $project, task: $task, maxExternal: $maxExternal, language: $language) {\n      markdown\n      changedSinceWritten {\n        ...EngramMemoryHit\n      }\n      patterns {\n        ...EngramMemoryHit\n      }\n      decisions {\n        ...EngramMemoryHit\n      }\n      antiPatterns {\n        ...EngramMemoryHit\n      }\n      pastResolutions {\n        ...EngramMemoryHit\n      }\n      external {\n        ...EngramKnowledgeHit\n      }\n      externalSkipped\n    }\n  }\n": types.EngramAgentContextDocument,
    "\n  query EngramWebSearch($query: String!, $maxResults: Int, $category: WebCategory, $excludeDomains: [String!], $refresh: Boolean, $retryOf: ID) {\n    webSearch(query: $query, maxResults: $maxResults, category: $category, excludeDomains: $excludeDomains, refresh: $refresh, retryOf: $retryOf) {\n      results {\n        title\n        url\n        content\n        score\n        domain\n      }\n      fromCache\n      stale\n      cachedAt\n      expiresAt\n    }\n  }\n": types.EngramWebSearchDocument,
    "\n  mutation EngramRecordKnowledgeUsage($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) {\n    recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) {\n      id\n      itemId\n      itemSource\n      outcome\n      createdAt\n    }\n  }\n": types.EngramRecordKnowledgeUsageDocument,
    "\n  mutation EngramSubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      sessionId\n      codeQuality\n      contextQuality\n      wouldRetry\n      createdAt\n    }\n  }\n": types.EngramSubmitFeedbackDocument,
    "\n  query EngramSolveError($agentType: ID!, $project: ID, $error: String!, $codeContext: String, $limit: Int, $searchWeb: Boolean) {\n    solveError(agentType: $agentType, project: $project, error: $error, codeContext: $codeContext, limit: $limit, searchWeb: $searchWeb) {\n      pattern {\n        errorType\n        code\n        pattern\n        key\n      }\n      hits {\n        rank\n        source\n        id\n        title\n        excerpt\n        url\n        relevance\n        why\n      }\n      webSearched\n    }\n  }\n": types.EngramSolveErrorDocument,
    "\n  mutation EngramRecordSolution($input: RecordSolutionInput!) {\n    recordSolution(input: $input) {\n      memory {\n        ...EngramMemory\n      }\n      pattern {\n        errorType\n        code\n        pattern\n        key\n      }\n    }\n  }\n": types.EngramRecordSolutionDocument,
    "\n  fragment EngramIssue on Issue {\n    key\n    project\n    title\n    description\n    labels\n    domains\n    state\n    outcome\n    openedAt\n    closedAt\n    resolutionHours\n    agentTypes\n  }\n": types.EngramIssueFragmentDoc,
    "\n  fragment EngramRelatedIssue on RelatedIssue {\n    issue {\n      ...EngramIssue\n    }\n    score\n    content\n    sharedLabels\n    sharedFiles\n    why\n    resolution {\n      ...EngramMemory\n    }\n  }\n": types.EngramRelatedIssueFragmentDoc,
    "\n  mutation EngramRecordIssue($input: RecordIssueInput!) {\n    recordIssue(input: $input) {\n      ...EngramIssue\n    }\n  }\n": types.EngramRecordIssueDocument,
    "\n  query EngramRelatedIssues($project: ID!, $issue: String, $text: String, $agentType: ID, $limit: Int) {\n    relatedIssues(project: $project, issue: $issue, text: $text, agentType: $agentType, limit: $limit) {\n      ...EngramRelatedIssue\n    }\n  }\n": types.EngramRelatedIssuesDocument,
    "\n  query EngramIssueContext($agentType: ID!, $project: ID!, $issue: String, $title: String, $description: String, $labels: [String!]) {\n    issueContext(agentType: $agentType, project: $project, issue: $issue, title: $title, description: $description, labels: $labels) {\n      markdown\n      summary\n      issue {\n        ...EngramIssue\n      }\n      changedSinceWritten {\n        ...EngramMemoryHit\n      }\n      issueMemories {\n        ...EngramMemoryHit\n      }\n      patterns {\n        ...EngramMemoryHit\n      }\n      decisions {\n        ...EngramMemoryHit\n      }\n      antiPatterns {\n        ...EngramMemoryHit\n      }\n      relatedIssues {\n        ...EngramRelatedIssue\n      }\n      recommendedAgents {\n        agentType\n        domains\n        invocations\n        judged\n        successes\n        successRate\n        meanResolutionHours\n      }\n    }\n  }\n": types.EngramIssueContextDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EngramMemory on Memory {\n    id\n    memoryType\n    title\n    content\n    tags\n    importance\n    occurrences\n    issues\n    createdAt\n    stale\n    staleReason\n    staleSince\n  }\n"): typeof import('./graphql.js').EngramMemoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EngramKnowledgeHit on KnowledgeHit {\n    rank\n    id\n    source\n    title\n    url\n    excerpt\n    score\n    relevance\n    tags\n    version\n    deprecated\n    replacedBy\n  }\n"): typeof import('./graphql.js').EngramKnowledgeHitFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EngramMemoryHit on MemoryHit {\n    rank\n    score\n    relevance\n    scope\n    memory {\n      ...EngramMemory\n    }\n  }\n"): typeof import('./graphql.js').EngramMemoryHitFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngramRemember($input: RememberInput!) {\n    remember(input: $input) {\n      ...EngramMemory\n    }\n  }\n"): typeof import('./graphql.js').EngramRememberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramRecall(\n    $agentType: ID!\n    $project: ID\n    $sessionId: ID\n    $query: String\n    $memoryTypes: [MemoryType!]\n    $tags: [String!]\n    $issues: [String!]\n    $since: DateTime\n    $limit: Int\n    $minScore: Float\n    $minRelevance: Float\n    $includeStale: Boolean\n  ) {\n    recall(\n      agentType: $agentType\n      project: $project\n      sessionId: $sessionId\n      query: $query\n      memoryTypes: $memoryTypes\n      tags: $tags\n      issues: $issues\n      since: $since\n      limit: $limit\n      minScore: $minScore\n      minRelevance: $minRelevance\n      includeStale: $includeStale\n    ) {\n      ...EngramMemoryHit\n    }\n  }\n"): typeof import('./graphql.js').EngramRecallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramStaleMemories($agentType: ID!, $project: ID!, $limit: Int) {\n    staleMemories(agentType: $agentType, project: $project, limit: $limit) {\n      ...EngramMemory\n    }\n  }\n"): typeof import('./graphql.js').EngramStaleMemoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngramConfirmMemory($id: ID!) {\n    confirmMemory(id: $id) {\n      ...EngramMemory\n      confirmedAt\n    }\n  }\n"): typeof import('./graphql.js').EngramConfirmMemoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramSearchKnowledge(\n    $query: String!\n    $sources: [KnowledgeSource!]\n    $language: String\n    $version: String\n    $source: ID\n    $domain: String\n    $tags: [String!]\n    $since: DateTime\n    $agentType: ID\n    $project: ID\n    $limit: Int\n    $minScore: Float\n    $minRelevance: Float\n  ) {\n    searchKnowledge(\n      query: $query\n      sources: $sources\n      language: $language\n      version: $version\n      source: $source\n      domain: $domain\n      tags: $tags\n      since: $since\n      agentType: $agentType\n      project: $project\n      limit: $limit\n      minScore: $minScore\n      minRelevance: $minRelevance\n    ) {\n      hits {\n        ...EngramKnowledgeHit\n      }\n      totalFound\n      sourcesSearched\n      hint\n    }\n  }\n"): typeof import('./graphql.js').EngramSearchKnowledgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramDocument($path: String!, $source: ID, $version: String, $project: ID) {\n    document(path: $path, source: $source, version: $version, project: $project) {\n      path\n      source\n      title\n      url\n      tags\n      category\n      version\n      lastUpdated\n      content\n    }\n  }\n"): typeof import('./graphql.js').EngramDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramApiReference($name: String!, $version: String, $source: ID, $project: ID) {\n    apiReference(name: $name, version: $version, source: $source, project: $project) {\n      id\n      name\n      kind\n      signature\n      description\n      exampleCode\n      version\n      versionIntroduced\n      deprecatedIn\n      replacementName\n      language\n      url\n    }\n  }\n"): typeof import('./graphql.js').EngramApiReferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramDependencies($project: ID!) {\n    dependencies(project: $project) {\n      ecosystem\n      name\n      source\n      version\n      direct\n      lockfile\n      seenAt\n      state\n      error\n      ingestedAt\n      documents\n      apiEntries\n      deprecations\n    }\n  }\n"): typeof import('./graphql.js').EngramDependenciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramResolveLibrary($libraryName: String!, $project: ID) {\n    resolveLibrary(libraryName: $libraryName, project: $project) {\n      source\n      versions\n      lockedVersion\n      description\n      homepage\n      repository\n      license\n    }\n  }\n"): typeof import('./graphql.js').EngramResolveLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramLibraryDocs($library: ID!, $version: String, $topic: String, $tokens: Int, $project: ID) {\n    libraryDocs(library: $library, version: $version, topic: $topic, tokens: $tokens, project: $project) {\n      source\n      version\n      state\n      message\n      fetchedNow\n      markdown\n      tokens\n      hits {\n        ...EngramKnowledgeHit\n      }\n    }\n  }\n"): typeof import('./graphql.js').EngramLibraryDocsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramAgentContext($agentType: ID!, $project: ID, $task: String!, $maxExternal: Int, $language: String) {\n    agentContext(agentType: $agentType, project: $project, task: $task, maxExternal: $maxExternal, language: $language) {\n      markdown\n      changedSinceWritten {\n        ...EngramMemoryHit\n      }\n      patterns {\n        ...EngramMemoryHit\n      }\n      decisions {\n        ...EngramMemoryHit\n      }\n      antiPatterns {\n        ...EngramMemoryHit\n      }\n      pastResolutions {\n        ...EngramMemoryHit\n      }\n      external {\n        ...EngramKnowledgeHit\n      }\n      externalSkipped\n    }\n  }\n"): typeof import('./graphql.js').EngramAgentContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramWebSearch($query: String!, $maxResults: Int, $category: WebCategory, $excludeDomains: [String!], $refresh: Boolean, $retryOf: ID) {\n    webSearch(query: $query, maxResults: $maxResults, category: $category, excludeDomains: $excludeDomains, refresh: $refresh, retryOf: $retryOf) {\n      results {\n        title\n        url\n        content\n        score\n        domain\n      }\n      fromCache\n      stale\n      cachedAt\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.js').EngramWebSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngramRecordKnowledgeUsage($id: ID!, $agentType: ID!, $outcome: UsageOutcome!) {\n    recordKnowledgeUsage(id: $id, agentType: $agentType, outcome: $outcome) {\n      id\n      itemId\n      itemSource\n      outcome\n      createdAt\n    }\n  }\n"): typeof import('./graphql.js').EngramRecordKnowledgeUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngramSubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      sessionId\n      codeQuality\n      contextQuality\n      wouldRetry\n      createdAt\n    }\n  }\n"): typeof import('./graphql.js').EngramSubmitFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramSolveError($agentType: ID!, $project: ID, $error: String!, $codeContext: String, $limit: Int, $searchWeb: Boolean) {\n    solveError(agentType: $agentType, project: $project, error: $error, codeContext: $codeContext, limit: $limit, searchWeb: $searchWeb) {\n      pattern {\n        errorType\n        code\n        pattern\n        key\n      }\n      hits {\n        rank\n        source\n        id\n        title\n        excerpt\n        url\n        relevance\n        why\n      }\n      webSearched\n    }\n  }\n"): typeof import('./graphql.js').EngramSolveErrorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngramRecordSolution($input: RecordSolutionInput!) {\n    recordSolution(input: $input) {\n      memory {\n        ...EngramMemory\n      }\n      pattern {\n        errorType\n        code\n        pattern\n        key\n      }\n    }\n  }\n"): typeof import('./graphql.js').EngramRecordSolutionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EngramIssue on Issue {\n    key\n    project\n    title\n    description\n    labels\n    domains\n    state\n    outcome\n    openedAt\n    closedAt\n    resolutionHours\n    agentTypes\n  }\n"): typeof import('./graphql.js').EngramIssueFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EngramRelatedIssue on RelatedIssue {\n    issue {\n      ...EngramIssue\n    }\n    score\n    content\n    sharedLabels\n    sharedFiles\n    why\n    resolution {\n      ...EngramMemory\n    }\n  }\n"): typeof import('./graphql.js').EngramRelatedIssueFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngramRecordIssue($input: RecordIssueInput!) {\n    recordIssue(input: $input) {\n      ...EngramIssue\n    }\n  }\n"): typeof import('./graphql.js').EngramRecordIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramRelatedIssues($project: ID!, $issue: String, $text: String, $agentType: ID, $limit: Int) {\n    relatedIssues(project: $project, issue: $issue, text: $text, agentType: $agentType, limit: $limit) {\n      ...EngramRelatedIssue\n    }\n  }\n"): typeof import('./graphql.js').EngramRelatedIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngramIssueContext($agentType: ID!, $project: ID!, $issue: String, $title: String, $description: String, $labels: [String!]) {\n    issueContext(agentType: $agentType, project: $project, issue: $issue, title: $title, description: $description, labels: $labels) {\n      markdown\n      summary\n      issue {\n        ...EngramIssue\n      }\n      changedSinceWritten {\n        ...EngramMemoryHit\n      }\n      issueMemories {\n        ...EngramMemoryHit\n      }\n      patterns {\n        ...EngramMemoryHit\n      }\n      decisions {\n        ...EngramMemoryHit\n      }\n      antiPatterns {\n        ...EngramMemoryHit\n      }\n      relatedIssues {\n        ...EngramRelatedIssue\n      }\n      recommendedAgents {\n        agentType\n        domains\n        invocations\n        judged\n        successes\n        successRate\n        meanResolutionHours\n      }\n    }\n  }\n"): typeof import('./graphql.js').EngramIssueContextDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
