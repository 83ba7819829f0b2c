/* eslint-disable */
import * as types from './graphql.js';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  mutation RememberProjectDecision($project: ID!, $agentType: ID!, $content: String!) {\n    remember(input: { agentType: $agentType, project: $project, memoryType: DECISION, content: $content, tags: [\"architecture\"] }) {\n      id\n      memoryType\n      content\n      createdAt\n    }\n  }\n": typeof types.RememberProjectDecisionDocument,
    "\n  query ProjectMemories($project: ID!) {\n    projects(where: { id: { eq: $project } }) {\n      id\n      memoriesConnection {\n        totalCount\n        edges {\n          node {\n            content\n            accessCount\n            agentTypes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProjectMemoriesDocument,
    "\n  query ServerInfo {\n    serverInfo {\n      neo4jMode\n      neo4jEdition\n    }\n  }\n": typeof types.ServerInfoDocument,
};
const documents: Documents = {
    "\n  mutation RememberProjectDecision($project: ID!, $agentType: ID!, $content: String!) {\n    remember(input: { agentType: $agentType, project: $project, memoryType: DECISION, content: $content, tags: [\"architecture\"] }) {\n      id\n      memoryType\n      content\n      createdAt\n    }\n  }\n": types.RememberProjectDecisionDocument,
    "\n  query ProjectMemories($project: ID!) {\n    projects(where: { id: { eq: $project } }) {\n      id\n      memoriesConnection {\n        totalCount\n        edges {\n          node {\n            content\n            accessCount\n            agentTypes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProjectMemoriesDocument,
    "\n  query ServerInfo {\n    serverInfo {\n      neo4jMode\n      neo4jEdition\n    }\n  }\n": types.ServerInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RememberProjectDecision($project: ID!, $agentType: ID!, $content: String!) {\n    remember(input: { agentType: $agentType, project: $project, memoryType: DECISION, content: $content, tags: [\"architecture\"] }) {\n      id\n      memoryType\n      content\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RememberProjectDecision($project: ID!, $agentType: ID!, $content: String!) {\n    remember(input: { agentType: $agentType, project: $project, memoryType: DECISION, content: $content, tags: [\"architecture\"] }) {\n      id\n      memoryType\n      content\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectMemories($project: ID!) {\n    projects(where: { id: { eq: $project } }) {\n      id\n      memoriesConnection {\n        totalCount\n        edges {\n          node {\n            content\n            accessCount\n            agentTypes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectMemories($project: ID!) {\n    projects(where: { id: { eq: $project } }) {\n      id\n      memoriesConnection {\n        totalCount\n        edges {\n          node {\n            content\n            accessCount\n            agentTypes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerInfo {\n    serverInfo {\n      neo4jMode\n      neo4jEdition\n    }\n  }\n"): (typeof documents)["\n  query ServerInfo {\n    serverInfo {\n      neo4jMode\n      neo4jEdition\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;