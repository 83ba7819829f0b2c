import neo4j, { type Driver } from "neo4j-driver";
import type { Principal } from "../auth/principal.js";
import { badInput, integerIn } from "../errors.js";
import type { ScoredMemory } from "../memory/scoring.js";
import type { MemoryService } from "../memory/service.js";
import { changedSinceWritten, staleAmong } from "../memory/staleness.js";
import { RerankStep, type Reranker } from "../search/rerank.js";
import type { KnowledgeSearch, KnowledgeSearchHit } from "./search/service.js";

const MEMORIES_RECALLED = 30;
const PER_SECTION = 5;
const MAX_EXTERNAL = 10;
/** Domain evidence for agent recommendations comes from this many external hits. */
const DOMAIN_HITS = 20;
/** A memory matching at least half the task's words is a strong match. */
const STRONG_COVERAGE = 0.5;
const STRONG_ENOUGH = 3;
const RECOMMENDATIONS = 3;
const EXTERNAL_SOURCES = ["DOC", "API", "BEST_PRACTICE", "EXAMPLE"] as const;

const AGENT_SUCCESS = `
MATCH (u:KnowledgeUsage)
WHERE u.itemId IN $itemIds OR u.domain IN $domains
WITH u.agentType AS agentType, count(*) AS uses, count(CASE WHEN u.outcome = 'SUCCESS' THEN 1 END) AS successes
RETURN agentType, uses, successes, toFloat(successes) / uses AS successRate
ORDER BY successRate DESC, uses DESC, agentType
LIMIT $limit`;

export interface AgentRecommendationRow {
  agentType: string;
  uses: number;
  successes: number;
  successRate: number;
}

export interface ContextBriefResult {
  markdown: string;
  /** The stale memories among the sections', listed first with why (see changedSinceWritten). */
  changedSinceWritten: ScoredMemory[];
  patterns: ScoredMemory[];
  decisions: ScoredMemory[];
  antiPatterns: ScoredMemory[];
  pastResolutions: ScoredMemory[];
  external: KnowledgeSearchHit[];
  externalSkipped: boolean;
  recommendedAgentTypes: AgentRecommendationRow[];
}

export interface ContextArgs {
  agentType: string;
  project: string | null;
  task: string;
  maxExternal: number;
  /** External references' language; null for the project's languages, or any. */
  language: string | null;
}

function memoryLines(title: string, memories: ScoredMemory[]): string[] {
  if (memories.length === 0) return [];
  return [`### ${title}`, "", ...memories.map(({ candidate }, index) => `${index + 1}. ${candidate.title ? `**${candidate.title}**: ` : ""}${candidate.content}`), ""];
}

function render(args: ContextArgs, sections: Record<string, ScoredMemory[]>, external: KnowledgeSearchHit[], skipped: boolean, agents: AgentRecommendationRow[]): string {
  const lines = [`## Context brief: ${args.task}`, "", `For agent type \`${args.agentType}\`${args.project ? ` in project \`${args.project}\`` : ""}.`, ""];
  lines.push(...changedSinceWritten(sections.changed!));
  lines.push(...memoryLines("Must-know patterns", sections.patterns!));
  lines.push(...memoryLines("Decisions", sections.decisions!));
  lines.push(...memoryLines("Anti-patterns to avoid", sections.antiPatterns!));
  lines.push(...memoryLines("Related past resolutions", sections.pastResolutions!));
  if (skipped) lines.push("### External references", "", "Skipped: the project's own memory already covers this task.", "");
  else if (external.length > 0) {
    lines.push("### External references (advisory)", "");
    for (const hit of external) {
      const deprecation = hit.deprecated ? ` — deprecated${hit.replacedBy ? `, use ${hit.replacedBy}` : ""}` : "";
      lines.push(`- ${hit.url ? `[${hit.title}](${hit.url})` : hit.title}${deprecation}: ${hit.excerpt}`);
    }
    lines.push("");
  }
  if (agents.length > 0) {
    lines.push("### Recommended agent types", "");
    for (const agent of agents) lines.push(`- \`${agent.agentType}\`: ${agent.successes} successes in ${agent.uses} uses (${Math.round(agent.successRate * 100)}%)`);
    lines.push("");
  }
  return lines.join("\n");
}

/** A brief for a task: the project's own memory first, external knowledge as advice, who did well. */
export class ContextBriefs {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly memory: MemoryService,
    private readonly search: KnowledgeSearch,
    private readonly reranker: Reranker | null = null,
  ) {}

  async brief(principal: Principal, args: ContextArgs): Promise<ContextBriefResult> {
    if (args.task.trim() === "") throw badInput("task", "must describe the task, e.g. \"add rate limiting to the login endpoint\"");
    integerIn("maxExternal", args.maxExternal, 0, MAX_EXTERNAL);
    const question = this.search.question(args.task);
    // Recall and the documentation search are read again by the cross-encoder in one step.
    const step = new RerankStep(this.reranker, 2);
    const [recalled, found] = await Promise.all([
      step.run((reranker) => this.memory.recall(principal, { agentType: args.agentType, project: args.project, query: args.task, limit: MEMORIES_RECALLED }, { recordGap: false, question, reranker })),
      step.run((reranker) =>
        this.search.search(principal, { query: args.task, agentType: args.agentType, project: args.project, language: args.language, sources: EXTERNAL_SOURCES, limit: DOMAIN_HITS }, { recordGap: false, question, reranker }),
      ),
    ]);
    const ofType = (type: string) => recalled.filter((hit) => hit.candidate.memoryType === type).slice(0, PER_SECTION);
    const listed = { patterns: ofType("PATTERN"), decisions: ofType("DECISION"), antiPatterns: ofType("ANTI_PATTERN"), pastResolutions: ofType("RESOLUTION") };
    const sections = { changed: staleAmong(Object.values(listed)), ...listed };
    // Recall judged each hit's share of the task's words over its title and content: read, not counted again.
    const strong = recalled.filter((hit) => hit.candidate.scope !== "GLOBAL" && (hit.why.coverage ?? 0) >= STRONG_COVERAGE);
    const skipped = args.project !== null && strong.length >= STRONG_ENOUGH;
    const external = skipped ? [] : found.hits.slice(0, args.maxExternal);
    const agents = await this.recommendations(found.hits);
    return {
      markdown: render(args, sections, external, skipped, agents),
      changedSinceWritten: sections.changed,
      patterns: sections.patterns,
      decisions: sections.decisions,
      antiPatterns: sections.antiPatterns,
      pastResolutions: sections.pastResolutions,
      external,
      externalSkipped: skipped,
      recommendedAgentTypes: agents,
    };
  }

  /** Agent types whose uses of this task's knowledge (the items found, their tags) went best. */
  private async recommendations(hits: KnowledgeSearchHit[]): Promise<AgentRecommendationRow[]> {
    if (hits.length === 0) return [];
    const { records } = await this.driver.executeQuery(
      AGENT_SUCCESS,
      { itemIds: hits.map((hit) => hit.id), domains: [...new Set(hits.flatMap((hit) => hit.tags))], limit: neo4j.int(RECOMMENDATIONS) },
      { database: this.database, routing: "READ" },
    );
    return records.map((r) => ({ agentType: r.get("agentType"), uses: Number(r.get("uses")), successes: Number(r.get("successes")), successRate: r.get("successRate") }));
  }
}
