import type { QueryResolvers } from "../resolvers-types.js";
import { ENGRAM_VERSION } from "../../../version.js";

const DBMS_COMPONENTS = "CALL dbms.components() YIELD name, versions, edition WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version, edition";
const APOC_VERSION = "RETURN apoc.version() AS version";

async function apocVersion(run: () => Promise<string>): Promise<string | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}

export const serverInfoResolvers: Pick<QueryResolvers, "serverInfo" | "viewer"> = {
  viewer: (_parent, _args, { principal }) => ({ keyName: principal.name, agentTypes: principal.agentTypes, projects: principal.projects }),
  serverInfo: async (_parent, _args, { driver, database, neo4jMode }) => {
    const { records } = await driver.executeQuery(DBMS_COMPONENTS, {}, { database, routing: "READ" });
    const apoc = await apocVersion(async () => {
      const result = await driver.executeQuery(APOC_VERSION, {}, { database, routing: "READ" });
      return result.records[0]?.get("version") as string;
    });
    return {
      engramVersion: ENGRAM_VERSION,
      neo4jVersion: records[0]?.get("version") as string,
      neo4jEdition: (records[0]?.get("edition") as string).toUpperCase(),
      neo4jMode: neo4jMode === "managed" ? "MANAGED" : "EXTERNAL",
      apocVersion: apoc,
    };
  },
};
