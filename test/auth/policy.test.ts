import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACCESS_POLICY, authorizationSdl, mayUse, scopeParameters, sees, visibleCypher, visibleWhere, type PolicyType } from "../../src/auth/policy.js";

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

  it("types read only by custom queries get no SDL rule", () => {
    const extended = authorizationSdl().split("\n").map((line) => line.split(" ")[2]);
    expect(extended).not.toContain("Issue");
    expect(extended).not.toContain("KnowledgeGap");
    expect(extended).toContain("TavilyCache");
  });
});

describe("the policy in Cypher", () => {
  it("reads only the key's claims, and a claim of null sees all", () => {
    for (const type of Object.keys(ACCESS_POLICY) as PolicyType[]) {
      const cypher = visibleCypher(type, "n");
      expect([...cypher.matchAll(/\$(\w+)/g)].map((match) => match[1]).every((name) => name === "agentTypes" || name === "projects"), cypher).toBe(true);
      expect(cypher).toMatch(/^\(\$(agentTypes|projects) IS NULL OR /);
    }
  });

  it("states each kind of condition as the generated API does", () => {
    expect(visibleCypher("AgentType", "a")).toBe("($agentTypes IS NULL OR a.id IN $agentTypes)");
    expect(visibleCypher("CodeFile", "f")).toBe("($projects IS NULL OR (f.project IS NOT NULL AND f.project IN $projects))");
    expect(visibleCypher("KnowledgeGap", "g")).toBe(
      "($agentTypes IS NULL OR (g.agentType IS NULL OR g.agentType IN $agentTypes)) AND ($projects IS NULL OR (g.project IS NULL OR g.project IN $projects))",
    );
    expect(visibleCypher("Memory", "m")).toBe(
      "($agentTypes IS NULL OR EXISTS { MATCH (m)<-[:HAS_MEMORY]-(m_agentTypes:AgentType) WHERE m_agentTypes.id IN $agentTypes })" +
        " AND ($projects IS NULL OR (coalesce(m.isGlobal, true) OR NOT EXISTS { MATCH (m)<-[:CONTAINS_MEMORY]-(m_projects:Project) WHERE NOT (m_projects.id IN $projects) }))",
    );
    expect(visibleCypher("Pattern", "p")).toBe("($agentTypes IS NULL OR EXISTS { MATCH (p)<-[p_docs:CONTRIBUTED_TO]-(:Documentation) WHERE p_docs.agent IN $agentTypes })");
    expect(visibleCypher("UserFeedback", "f")).toContain("EXISTS { MATCH (f)-[:FEEDBACK_FOR]->(f_pattern:Pattern) WHERE EXISTS { MATCH (f_pattern)<-[f_pattern_docs:CONTRIBUTED_TO]-");
  });

  it("follows each relationship as the schema declares it", () => {
    const dir = join(import.meta.dirname, "..", "..", "schema");
    const sdl = readdirSync(dir).map((file) => readFileSync(join(dir, file), "utf8")).join("\n");
    const declared = (owner: string, field: string) => {
      const body = new RegExp(`^(?:type|interface) ${owner}\\b([\\s\\S]*?)^\\}`, "m").exec(sdl)?.[1] ?? "";
      return new RegExp(`^\\s*${field}: \\[(\\w+)!\\]! @relationship\\(type: "(\\w+)", direction: (IN|OUT)`, "m").exec(body)?.slice(1);
    };
    const steps = /\((\w+)\)(<?)-\[(\w*):(\w+)\]-(>?)\((\w*):(\w+)\)/g;
    let followed = 0;
    for (const type of Object.keys(ACCESS_POLICY) as PolicyType[]) {
      const labels = new Map([["n", type as string]]);
      for (const [, from, left, edge, relationship, , to, target] of visibleCypher(type, "n").matchAll(steps)) {
        const field = (to || edge)!.split("_").at(-1)!;
        if (to) labels.set(to, target!);
        expect(declared(labels.get(from!)!, field), `${labels.get(from!)}.${field}`).toEqual([target, relationship, left ? "IN" : "OUT"]);
        followed++;
      }
    }
    expect(followed).toBeGreaterThan(5);
  });

  it("gives the key's claims as parameters, narrowed to an agent type a request names", () => {
    expect(scopeParameters(architectInP1)).toEqual({ agentTypes: ["architect"], projects: ["P1"] });
    expect(scopeParameters(everything)).toEqual({ agentTypes: null, projects: null });
    expect(scopeParameters(anyTypeInP2, "builder")).toEqual({ agentTypes: ["builder"], projects: ["P2"] });
  });
});

describe("the policy on rows already read", () => {
  const memory = (agentTypes: string[], projects: string[], isGlobal = false) => ({ agentTypes, projects, isGlobal });

  it("a memory: through one of its agent types, and in the key's projects or global", () => {
    expect(sees(architectInP1, "Memory", memory(["architect", "builder"], ["P1"]))).toBe(true);
    expect(sees(architectInP1, "Memory", memory(["builder"], ["P1"]))).toBe(false);
    expect(sees(architectInP1, "Memory", memory(["architect"], ["P2"]))).toBe(false);
    expect(sees(architectInP1, "Memory", memory(["architect"], []))).toBe(true);
    expect(sees(architectInP1, "Memory", memory(["architect"], ["P2"], true))).toBe(true);
    // as the schema's @coalesce(value: true) reads a memory without the flag
    expect(sees(architectInP1, "Memory", { agentTypes: ["architect"], projects: ["P2"] })).toBe(true);
    expect(sees(anyTypeInP2, "Memory", memory(["builder"], ["P2"]))).toBe(true);
    expect(sees(everything, "Memory", memory([], ["P9"]))).toBe(true);
  });

  it("a revision through its memory (related nodes as rows or, as in a memory's agentTypes, ids)", () => {
    expect(sees(architectInP1, "MemoryRevision", { memory: [{ agentTypes: ["architect"], projects: ["P1"] }] })).toBe(true);
    expect(sees(architectInP1, "MemoryRevision", { memory: [{ agentTypes: ["builder"], projects: ["P1"] }] })).toBe(false);
    expect(sees(anyTypeInP2, "Project", { id: "P2" })).toBe(true);
  });

  it("a property unset is no key's, or every key's, as the rule says", () => {
    expect(sees(architectInP1, "CodeFile", { project: null })).toBe(false);
    expect(sees(architectInP1, "CodeFile", { project: "P1" })).toBe(true);
    expect(sees(architectInP1, "KnowledgeGap", { agentType: null, project: null })).toBe(true);
    expect(sees(architectInP1, "KnowledgeGap", { agentType: "builder", project: null })).toBe(false);
    expect(sees(anyTypeInP2, "KnowledgeGap", { agentType: "builder", project: "P2" })).toBe(true);
  });

  it("a pattern by the agents of its edges, its feedback through the pattern", () => {
    const pattern = { docs: [{ agent: "builder" }, { agent: "architect" }] };
    expect(sees(architectInP1, "Pattern", pattern)).toBe(true);
    expect(sees(architectInP1, "Pattern", { docs: [{ agent: "builder" }] })).toBe(false);
    expect(sees(architectInP1, "UserFeedback", { pattern: [pattern] })).toBe(true);
  });
});

describe("mayUse", () => {
  it("refuses an agent type or project outside the key's scopes, with the same words as ever", () => {
    expect(() => mayUse(architectInP1, "architect", "P1")).not.toThrow();
    expect(() => mayUse(architectInP1, null, null)).not.toThrow();
    expect(() => mayUse(architectInP1, "builder", null)).toThrow('This API key is not scoped for agent type "builder"');
    expect(() => mayUse(architectInP1, "architect", "P2")).toThrow('This API key is not scoped for project "P2"');
    expect(() => mayUse(anyTypeInP2, "anyone", "P2")).not.toThrow();
  });
});
