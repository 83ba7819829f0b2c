import type { Neo4jGraphQLContext } from "@neo4j/graphql";
import type { Driver } from "neo4j-driver";
import type { Principal } from "../../auth/principal.js";

/** What every resolver (generated or custom) receives for one request. */
export interface EngramContext extends Neo4jGraphQLContext {
  principal: Principal;
  driver: Driver;
  database: string | undefined;
  neo4jMode: "managed" | "external";
}
