import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Neo4jGraphQL } from "@neo4j/graphql";
import { GraphQLObjectType, GraphQLSchema, Kind, parse } from "graphql";
import { authorizationSdl } from "../../auth/policy.js";
import type { Driver } from "neo4j-driver";

export const SCHEMA_DIR = fileURLToPath(new URL("../../../schema", import.meta.url));

/** The SDL of every domain, in a stable order, and the access policy's rules (codegen and tests read the same text). */
export function loadTypeDefs(dir = SCHEMA_DIR): string {
  const domains = readdirSync(dir)
    .filter((file) => file.endsWith(".graphql"))
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8"));
  return [...domains, authorizationSdl()].join("\n");
}

/** The types stored as Neo4j nodes (`type X @node`): their fields are read from the node's properties. */
export function nodeTypeNames(typeDefs = loadTypeDefs()): ReadonlySet<string> {
  return new Set(
    parse(typeDefs)
      .definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.directives?.some((directive) => directive.name.value === "node"))
      .map((definition) => (definition as { name: { value: string } }).name.value),
  );
}

/**
 * SDL types map onto Neo4j through @neo4j/graphql. The deprecated v5/v6 filter and mutation forms are
 * left out, so clients learn one way to write each query. Without a driver it still prints the schema.
 */
type Resolvers = NonNullable<ConstructorParameters<typeof Neo4jGraphQL>[0]["resolvers"]>;

export function createNeo4jGraphQL(options: { driver?: Driver; resolvers?: Resolvers } = {}): Neo4jGraphQL {
  return new Neo4jGraphQL({
    typeDefs: loadTypeDefs(),
    driver: options.driver,
    resolvers: options.resolvers,
    features: {
      // Claims come only from Engram's API keys (context.jwt). A random key per process means no token
      // a client sends can ever verify, and tells @neo4j/graphql that authorization is configured.
      authorization: { key: randomBytes(32).toString("hex") },
      // A page created through the generated API has been read 0 times, stored, so "never read" finds it by index.
      populatedBy: { callbacks: { neverRead: () => 0 } },
      excludeDeprecatedFields: {
        mutationOperations: true,
        aggregationFilters: true,
        aggregationFiltersOutsideConnection: true,
        relationshipFilters: true,
        attributeFilters: true,
      },
    },
  });
}

/** What agents call, first in the playground's docs and in `engram schema`, before the generated CRUD. */
const AGENT_QUERIES = ["recall", "searchKnowledge", "agentContext", "issueContext", "solveError", "relatedIssues", "document", "apiReference", "webSearch", "codeContext", "relatedMemories", "memoriesForCode", "staleMemories"];
const AGENT_MUTATIONS = ["remember", "rememberMany", "recordIssue", "recordSolution", "recordKnowledgeUsage", "submitFeedback", "markDocUnhelpful", "forget", "shareMemory", "unshareMemory", "confirmMemory"];

function withFieldsFirst(type: GraphQLObjectType, first: readonly string[]): GraphQLObjectType {
  const config = type.toConfig();
  const fields = Object.entries(config.fields);
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  // Array.prototype.sort is stable: the other fields keep their order.
  return new GraphQLObjectType({ ...config, fields: Object.fromEntries(fields.sort(([a], [b]) => rank(a) - rank(b))) });
}

/** The schema Engram serves: @neo4j/graphql's, with the agent-facing operations listed first. */
export async function engramSchema(neo4jGraphQL: Neo4jGraphQL): Promise<GraphQLSchema> {
  const config = (await neo4jGraphQL.getSchema()).toConfig();
  const { query, mutation } = config;
  if (!query || !mutation) throw new Error("the generated schema has no Query or Mutation type");
  return new GraphQLSchema({
    ...config,
    query: withFieldsFirst(query, AGENT_QUERIES),
    mutation: withFieldsFirst(mutation, AGENT_MUTATIONS),
    types: config.types.filter((type) => type !== query && type !== mutation),
  });
}
