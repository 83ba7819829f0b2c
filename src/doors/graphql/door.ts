import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { Neo4jGraphQL } from "@neo4j/graphql";
import type { Driver } from "neo4j-driver";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { useOpenTelemetry } from "@envelop/opentelemetry";
import { SpanKind, trace } from "@opentelemetry/api";
import { createYoga, type Plugin } from "graphql-yoga";
import type { AuthResult } from "../../auth/api-keys.js";
import { principalClaims, type Principal } from "../../auth/principal.js";
import type { EngramConfig } from "../../config.js";
import type { Engram } from "../../engram.js";
import type { Logger } from "../../logger.js";
import type { EngramContext } from "./context.js";
import { engramErrorMask } from "./errors.js";
import { inputBoundsPlugin } from "./input-bounds.js";
import { graphqlErrorsPlugin, graphqlMetricsPlugin } from "./metrics.js";
import type { Neo4jReadiness } from "../../neo4j/readiness.js";
import { neo4jOutagePlugin } from "./outage.js";
import { playgroundOptions } from "./playground.js";
import { analyticsResolvers } from "./resolvers/analytics.js";
import { codeGraphResolvers } from "./resolvers/codegraph.js";
import { feedbackResolvers } from "./resolvers/feedback.js";
import { issueResolvers } from "./resolvers/issues.js";
import { dependencyResolvers } from "./resolvers/dependencies.js";
import { knowledgeResolvers } from "./resolvers/knowledge.js";
import { maintenanceResolvers } from "./resolvers/maintenance.js";
import { memoryResolvers } from "./resolvers/memory.js";
import { serverInfoResolvers } from "./resolvers/server.js";
import { troubleshootingResolvers } from "./resolvers/troubleshooting.js";
import { webSearchResolvers } from "./resolvers/websearch.js";
import { createNeo4jGraphQL, engramSchema, nodeTypeNames } from "./schema.js";
import { scopedFiltersPlugin } from "./scoped-filters.js";

export const GRAPHQL_PATH = "/graphql";

/** What the HTTP door hands GraphQL with each request: who is calling, authenticated once by admission. */
export interface GraphQLServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  auth: AuthResult;
}

/** The GraphQL door: serves one request that the HTTP door has authenticated and admitted. */
export type GraphQLDoor = (req: IncomingMessage, res: ServerResponse, auth: AuthResult) => Promise<void>;

/**
 * A refused key is answered in GraphQL's form. As a plugin, it runs after yoga's own playground page, which
 * is served without a key so that a person can paste theirs into its headers.
 */
function refusalPlugin(log: Logger): Plugin<object, GraphQLServerContext> {
  return {
    onRequest({ serverContext, endResponse, fetchAPI }) {
      const auth = serverContext?.auth;
      if (!auth || auth.ok) return;
      log.warn({ status: auth.status, remoteAddress: serverContext.req.socket.remoteAddress }, "Request refused");
      const code = auth.status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN";
      endResponse(
        new fetchAPI.Response(JSON.stringify({ errors: [{ message: auth.message, extensions: { code } }] }), {
          status: auth.status,
          headers: { "content-type": "application/json", ...(auth.status === 401 ? { "www-authenticate": "Bearer" } : {}) },
        }),
      );
    },
  };
}

function principalOf(auth: AuthResult): Principal {
  if (!auth.ok) throw new Error("a refused request reached GraphQL's execution");
  return auth.principal;
}

/** Every custom resolver over the domain services, with the generated API's. */
function engramResolvers(engram: Engram) {
  const memory = memoryResolvers(engram.memory, engram.projects, engram.staleness);
  const knowledge = knowledgeResolvers(engram.knowledge, engram.dependencies, engram.search, engram.briefs);
  const dependencies = dependencyResolvers(engram.dependencies);
  const feedback = feedbackResolvers(engram.feedback);
  const web = webSearchResolvers(engram.webSearch);
  const { runner, runs, reports } = engram.maintenance;
  const maintenance = maintenanceResolvers(runner, runs, reports, engram.now);
  const stats = analyticsResolvers(engram.analytics, engram.analyticsAnswers);
  const code = codeGraphResolvers(engram.codeGraph);
  const troubleshooting = troubleshootingResolvers(engram.troubleshooting);
  const issues = issueResolvers(engram.issues, engram.issueBriefs);
  const withTypeResolvers = [memory, knowledge, code, troubleshooting, issues, dependencies] as const;
  return {
    ...Object.assign({}, ...withTypeResolvers),
    Query: Object.assign({}, serverInfoResolvers, ...[...withTypeResolvers, web, feedback, stats, maintenance].map((part) => part.Query)),
    Mutation: Object.assign({}, ...[memory, knowledge, feedback, maintenance, troubleshooting, issues].map((part) => part.Mutation)),
  };
}

const SCHEMA_CHECKS = 10;

/**
 * @neo4j/graphql's check that the indexes the SDL names exist. Another Engram starting at the same time
 * may be rebuilding a fulltext index whose definition changed (see runMigrations): wait for it a little
 * before refusing to start.
 */
async function assertSchemaReady(neo4jGraphQL: Neo4jGraphQL, driver: Driver, database: string | undefined, log: Logger): Promise<void> {
  for (let check = 1; ; check++) {
    try {
      await neo4jGraphQL.assertIndexesAndConstraints({ driver, sessionConfig: { database } });
      return;
    } catch (error) {
      if (check >= SCHEMA_CHECKS) throw error;
      log.warn({ err: (error as Error).message }, "An index the schema needs is missing or being rebuilt; checking again in a second");
      await sleep(1_000);
    }
  }
}

function queryLimitPlugin(config: EngramConfig) {
  const { maxDepth, maxAliases, maxCost, maxTokens } = config.limits;
  return EnvelopArmorPlugin({
    maxDepth: { n: maxDepth, ignoreIntrospection: true, exposeLimits: true },
    maxAliases: { n: maxAliases, exposeLimits: true },
    costLimit: { maxCost, ignoreIntrospection: true, exposeLimits: true },
    maxTokens: { n: maxTokens, exposeLimits: true },
    maxDirectives: { n: 50, exposeLimits: true },
    // "Did you mean …?" helps people in the playground; hide it only when the schema is hidden too.
    blockFieldSuggestion: { enabled: !config.introspection },
  });
}

/** The schema (generated API and custom resolvers) and yoga's plugins, composed at this one point. */
export async function createGraphQLDoor(engram: Engram, readiness: Neo4jReadiness, options: { keysConfigured: boolean }): Promise<GraphQLDoor> {
  const { config, log, connection } = engram;
  const { driver, database } = connection;
  const neo4jGraphQL = createNeo4jGraphQL({ driver, resolvers: engramResolvers(engram) });
  const schema = await engramSchema(neo4jGraphQL);
  await assertSchemaReady(neo4jGraphQL, driver, database, log);
  const yoga = createYoga<GraphQLServerContext, EngramContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // No cross-origin access: keys also travel as a browser's saved Basic credentials (the dashboard's
    // login), which yoga's default CORS (any origin, with credentials) would let any web page use.
    cors: false,
    graphiql: playgroundOptions(options.keysConfigured),
    renderGraphiQL,
    logging: log.child({ component: "yoga" }),
    maskedErrors: { maskError: engramErrorMask(log, nodeTypeNames()) },
    plugins: [
      refusalPlugin(log),
      queryLimitPlugin(config),
      inputBoundsPlugin(),
      scopedFiltersPlugin(schema),
      neo4jOutagePlugin(readiness),
      graphqlMetricsPlugin(engram.metrics),
      graphqlErrorsPlugin(engram.metrics),
      // Operation names are in span names; documents, variables and results (agents' content) are not recorded.
      config.tracing ? useOpenTelemetry({ resolvers: false, variables: false, result: false, document: false }, trace.getTracerProvider(), SpanKind.INTERNAL) : {},
      config.introspection ? {} : useDisableIntrospection(),
    ],
    context: ({ auth }): EngramContext => {
      const principal = principalOf(auth);
      return { principal, jwt: principalClaims(principal), driver, database, neo4jMode: connection.mode, sessionConfig: { database } };
    },
  });
  return async (req, res, auth) => {
    await yoga(req, res, { req, res, auth });
  };
}
