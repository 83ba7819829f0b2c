import { describe, expect, it } from "vitest";
import { authorizationSdl, visibleWhere } from "../../src/auth/policy.js";

const everything = { name: "admin", agentTypes: null, projects: null };
const architectInP1 = { name: "a", agentTypes: ["architect"], projects: ["P1"] };
const anyTypeInP2 = { name: "p2", agentTypes: null, projects: ["P2"] };

describe("the access policy", () => {
  it("a key with every scope sees every node of every type", () => {
    for (const type of ["AgentType", "Project", "Memory", "MemoryRevision", "CodeFile", "KnowledgeUsage", "Pattern", "UserFeedback"]) expect(visibleWhere(type, everything)).toBeNull();
  });

  it("a scoped key sees a memory through one of its agent types, and only if it is global or in one of its projects", () => {
    expect(visibleWhere("Memory", architectInP1)).toEqual({
      AND: [{ agentTypes: { some: { id: { in: ["architect"] } } } }, { OR: [{ isGlobal: { eq: true } }, { projects: { all: { id: { in: ["P1"] } } } }] }],
    });
    expect(visibleWhere("MemoryRevision", anyTypeInP2)).toEqual({ memory: { some: { OR: [{ isGlobal: { eq: true } }, { projects: { all: { id: { in: ["P2"] } } } }] } } });
  });

  it("only the dimensions a key is scoped by restrict it", () => {
    expect(visibleWhere("AgentType", anyTypeInP2)).toBeNull();
    expect(visibleWhere("KnowledgeUsage", anyTypeInP2)).toBeNull();
    expect(visibleWhere("KnowledgeUsage", architectInP1)).toEqual({ agentType: { in: ["architect"] } });
    expect(visibleWhere("Function", architectInP1)).toEqual({ AND: [{ NOT: { project: { eq: null } } }, { project: { in: ["P1"] } }] });
  });

  it("a pattern is seen through the agent types that recorded it, its feedback through the pattern, and not by project", () => {
    const recordedByArchitect = { docsConnection: { some: { edge: { agent: { in: ["architect"] } } } } };
    expect(visibleWhere("Pattern", architectInP1)).toEqual(recordedByArchitect);
    expect(visibleWhere("UserFeedback", architectInP1)).toEqual({ pattern: { some: recordedByArchitect } });
    expect(visibleWhere("Pattern", anyTypeInP2)).toBeNull();
    expect(visibleWhere("UserFeedback", anyTypeInP2)).toBeNull();
  });

  it("a web answer cached for solveError is seen by the keys of its agent type and project; one without them by every key", () => {
    const ofArchitect = { OR: [{ agentType: { eq: null } }, { agentType: { in: ["architect"] } }] };
    expect(visibleWhere("TavilyCache", architectInP1)).toEqual({ AND: [ofArchitect, { OR: [{ project: { eq: null } }, { project: { in: ["P1"] } }] }] });
    expect(visibleWhere("TavilyCache", anyTypeInP2)).toEqual({ OR: [{ project: { eq: null } }, { project: { in: ["P2"] } }] });
    expect(visibleWhere("TavilyCache", everything)).toBeNull();
  });

  it("types outside the policy (documentation) are seen by every key", () => {
    expect(visibleWhere("ExternalDoc", architectInP1)).toBeNull();
    expect(visibleWhere("Documentation", architectInP1)).toBeNull();
  });

  it("the same rules become the generated API's @authorization, with the key's claims", () => {
    const memory = authorizationSdl().split("\n").find((line) => line.startsWith("extend type Memory "));
    expect(memory).toContain(`{ OR: [{ jwt: { allAgentTypes: { eq: true } } }, { node: { agentTypes: { some: { id: { in: "$jwt.agentTypes" } } } } }] }`);
    const agentType = authorizationSdl().split("\n").find((line) => line.startsWith("extend type AgentType "));
    expect(agentType).toContain("validate: [{ operations: [CREATE, UPDATE], when: [AFTER]");
    // an agent type spans projects: writing it needs every project
    expect(agentType).toContain("@authentication(operations: [CREATE, UPDATE, DELETE, CREATE_RELATIONSHIP, DELETE_RELATIONSHIP], jwt: { AND: [{ allProjects: { eq: true } }] })");
  });
});
