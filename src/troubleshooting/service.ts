import type { Driver } from "neo4j-driver";
import { mayUse } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { badInput, integerIn } from "../errors.js";
import type { KnowledgeService } from "../knowledge/service.js";
import type { KnowledgeSearch } from "../knowledge/search/service.js";
import type { MemoryService } from "../memory/service.js";
import { MAX_CONTENT_LENGTH } from "../memory/validation.js";
import type { ScoredMemory } from "../memory/scoring.js";
import { readRecords } from "../neo4j/transactions.js";
import { ERROR_SOLUTIONS } from "../search/config.js";
import { fuseSources } from "../search/fusion.js";
import { numbered, type Ranked } from "../search/ranks.js";
import { RerankStep, type Reranker } from "../search/rerank.js";
import type { WebSearch } from "../websearch/service.js";
import { classifyError, patternTag, type ErrorPattern } from "./classify.js";
import { webQuery } from "./web-query.js";

const MAX_SOLUTIONS = 20;
/** Characters of an error read: a traceback's headline is near its end, so a long one keeps its last part. */
const MAX_ERROR_CHARS = 20_000;
const MAX_HELPED_BY = 20;
const EXCERPT_CHARS = 400;

/** Which knowledge items exist, of those a solution names as having helped. */
const KNOWLEDGE_ITEMS = `
UNWIND $ids AS id
OPTIONAL MATCH (i) WHERE i.id = id AND (i:ExternalDoc OR i:APIReference OR i:BestPractice OR i:CodeExample)
RETURN id, i IS NOT NULL AS found`;

export type SolutionSourceName = "PROJECT_RESOLUTION" | "AGENT_RESOLUTION" | "SIMILAR_RESOLUTION" | "DOCUMENTATION" | "API_REFERENCE" | "WEB";

export interface SolutionHitRow {
  source: SolutionSourceName;
  /** A memory's or knowledge item's id; null for a web result. */
  id: string | null;
  title: string;
  excerpt: string;
  url: string | null;
  relevance: number | null;
  why: string;
  /** Set on resolutions: the memory, for its Memory field. */
  memoryId: string | null;
}

/** A solution hit as returned, with its rank: its place in the list (see numbered). */
export type RankedSolutionHit = Ranked<SolutionHitRow>;

export interface ErrorSolutionsRow {
  pattern: ErrorPattern;
  hits: RankedSolutionHit[];
  /** Whether Tavily was asked (searchWeb); otherwise web results come from the cache only. */
  webSearched: boolean;
}

export interface SolveArgs {
  agentType: string;
  project?: string | null;
  error: string;
  codeContext?: string | null;
  limit?: number | null;
  searchWeb?: boolean | null;
}

export interface RecordedSolutionRow {
  memoryId: string;
  pattern: ErrorPattern;
}

export interface RecordSolutionArgs {
  id?: string | null;
  agentType: string;
  project?: string | null;
  error: string;
  solution: string;
  title?: string | null;
  helpedBy?: readonly string[] | null;
}

const clip = (text: string, max = EXCERPT_CHARS) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function errorText(error: string): string {
  if (error.trim() === "") throw badInput("error", "must hold the error as printed, e.g. \"TypeError: Object of type datetime is not JSON serializable\"");
  return error.length > MAX_ERROR_CHARS ? error.slice(-MAX_ERROR_CHARS) : error;
}

/**
 * From an error to its known fix: this project's and agent type's resolutions of the same error pattern
 * first, then resolutions of similar errors, then documentation and API entries, then cached web results.
 * recordSolution remembers what worked, tagged with the pattern, so it comes first next time.
 */
export class Troubleshooting {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly memory: MemoryService,
    private readonly search: KnowledgeSearch,
    private readonly knowledge: KnowledgeService,
    private readonly web: WebSearch,
    private readonly reranker: Reranker | null = null,
  ) {}

  async solve(principal: Principal, args: SolveArgs): Promise<ErrorSolutionsRow> {
    const pattern = classifyError(errorText(args.error));
    const limit = integerIn("limit", args.limit ?? 5, 1, MAX_SOLUTIONS);
    const scope = { agentType: args.agentType, project: args.project ?? null };
    // Web answers are cached for this scope, and read from it, on the strength of this check.
    mayUse(principal, scope.agentType, scope.project);
    // The words as printed find documentation better than the pattern: names and values are often the API's (development half of bench:error-quality).
    // Not recorded as a knowledge gap: an error as printed may hold paths, hosts or secrets that analytics would show.
    const query = [pattern.headline, args.codeContext ? clip(args.codeContext, 300) : ""].join(" ").trim();
    // Every search of the request is read again by the cross-encoder in one step.
    const step = new RerankStep(this.reranker, 3);
    const [known, similar, documents] = await Promise.all([
      step.run((reranker) => this.memory.recall(principal, { ...scope, memoryTypes: ["RESOLUTION"], tags: [patternTag(pattern)], limit }, { recordGap: false, reranker })),
      step.run((reranker) => this.memory.recall(principal, { ...scope, memoryTypes: ["RESOLUTION"], query: pattern.keywords, limit }, { recordGap: false, reranker })),
      step.run((reranker) =>
        this.search.search(principal, { query, sources: ERROR_SOLUTIONS.documentSources, agentType: args.agentType, project: args.project ?? null, limit }, { recordGap: false, reranker }),
      ),
    ]);
    const resolutions = known.map((hit) => resolutionHit(hit, pattern, hit.candidate.scope === "PROJECT" ? "PROJECT_RESOLUTION" : "AGENT_RESOLUTION"));
    const similarResolutions = similar.filter((hit) => (hit.why.relevance ?? 0) >= ERROR_SOLUTIONS.similarRelevance).map((hit) => resolutionHit(hit, pattern, "SIMILAR_RESOLUTION"));
    const documentation = documents.hits.map((hit): SolutionHitRow => ({
      source: hit.source === "API" ? "API_REFERENCE" : "DOCUMENTATION",
      id: hit.id,
      title: hit.title,
      excerpt: hit.excerpt,
      url: hit.url,
      relevance: hit.relevance,
      why: `documentation matching the error's words (${pattern.errorType}${pattern.code ? `, ${pattern.code}` : ""})`,
      memoryId: null,
    }));
    const asked = { query: clip(webQuery(pattern), 300) };
    const web = args.searchWeb ? await this.web.search(principal, asked, scope) : await this.web.cached(principal, asked, scope);
    const webResults = (web?.results ?? []).map((result): SolutionHitRow => ({
      source: "WEB",
      id: null,
      title: result.title,
      excerpt: clip(result.content),
      url: result.url,
      relevance: null,
      why: web!.fromCache ? `a web result cached for this error's pattern on ${web!.cachedAt?.slice(0, 10)}` : "a web result fetched now (searchWeb)",
      memoryId: null,
    }));
    // A resolution found both by its pattern and by the error's words is offered once, as the pattern's.
    const hits = fuseSources([resolutions, similarResolutions, documentation, webResults], { key: (hit) => hit.memoryId, limit: limit * ERROR_SOLUTIONS.hitsPerSolution });
    return { pattern, hits: numbered(hits), webSearched: Boolean(args.searchWeb) };
  }

  /** Remembers the fix as a RESOLUTION tagged with the error's pattern, and counts a success for each item that helped. */
  async recordSolution(principal: Principal, args: RecordSolutionArgs): Promise<RecordedSolutionRow> {
    const pattern = classifyError(errorText(args.error));
    const solution = args.solution.trim();
    if (solution === "") throw badInput("solution", "must say what fixed the error");
    const content = `${solution}\n\nError: ${pattern.pattern}`;
    if (content.length > MAX_CONTENT_LENGTH) {
      const room = MAX_CONTENT_LENGTH - (content.length - solution.length);
      throw badInput("solution", `must be at most ${room.toLocaleString("en")} characters: it is stored with the error's pattern after it, in a memory of at most ${MAX_CONTENT_LENGTH.toLocaleString("en")} (got ${solution.length.toLocaleString("en")})`);
    }
    const helpedBy = [...new Set(args.helpedBy ?? [])];
    if (helpedBy.length > MAX_HELPED_BY) throw badInput("helpedBy", `must name at most ${MAX_HELPED_BY} items (got ${helpedBy.length})`);
    // Checked before anything is written, so that a wrong id leaves no memory without its links.
    const missing = (await readRecords(this.driver, this.database, KNOWLEDGE_ITEMS, { ids: helpedBy })).filter((record) => !record.get("found")).map((record) => record.get("id") as string);
    if (missing.length > 0) throw badInput("helpedBy", `names no ExternalDoc, APIReference, BestPractice or CodeExample: ${missing.map((id) => JSON.stringify(id)).join(", ")}`);
    const tags = [patternTag(pattern), `error-type:${pattern.errorType}`, ...(pattern.code ? [`error-code:${pattern.code}`] : [])];
    const [memoryId] = await this.memory.remember(
      principal,
      [
        {
          ...(args.id ? { id: args.id } : {}),
          agentType: args.agentType,
          project: args.project ?? null,
          memoryType: "RESOLUTION",
          title: clip(args.title?.trim() || `Fix for ${pattern.pattern}`, 300),
          content,
          tags,
          importance: 7,
        },
      ],
      () => "input",
    );
    for (const id of helpedBy) await this.knowledge.recordUsage(principal, id, args.agentType, "SUCCESS");
    return { memoryId: memoryId!, pattern };
  }
}

function resolutionHit(hit: ScoredMemory, pattern: ErrorPattern, source: SolutionSourceName): SolutionHitRow {
  const { candidate } = hit;
  const why =
    source === "PROJECT_RESOLUTION"
      ? `resolved in this project before: the same error pattern (${pattern.pattern})`
      : source === "AGENT_RESOLUTION"
        ? `resolved by this agent type before, outside the project: the same error pattern`
        : `a resolution of a similar error (relevance ${(hit.why.relevance ?? 0).toFixed(2)})`;
  return {
    source,
    id: candidate.id,
    title: candidate.title ?? clip(candidate.content, 80),
    excerpt: clip(candidate.content),
    url: null,
    relevance: hit.why.relevance ?? null,
    why,
    memoryId: candidate.id,
  };
}
