import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Neo4jGraphQL } from "@neo4j/graphql";
import { Kind, parse } from "graphql";
import { authorizationSdl } from "../auth/policy.js";
import type { Driver } from "neo4j-driver";

export const SCHEMA_DIR = fileURLToPath(new URL("../../schema", import.meta.url));

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
