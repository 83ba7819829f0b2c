import type { Driver } from "neo4j-driver";
import type { Principal } from "../../auth/principal.js";
import type { KnowledgeGaps } from "../../analytics/gaps.js";
import type { KnowledgeWeights } from "../../config.js";
import { badInput, integerIn, scoreArg } from "../../errors.js";
import type { MemoryService } from "../../memory/service.js";
import type { ScoreBreakdown as MemoryScoreBreakdown } from "../../memory/scoring.js";
import type { SemanticIndex } from "../../embeddings/semantic.js";
import { KNOWLEDGE } from "../../search/config.js";
import { fuseSources } from "../../search/fusion.js";
import { fusionWithGroups, runSearch, type MeaningCandidates } from "../../search/pipeline.js";
import { Question } from "../../search/question.js";
import { widenUntilEnough } from "../../search/widening.js";
import { countVectorNodes, fetchCandidates, fetchPageScores, fetchVectorCandidates, KIND_QUERIES, type CandidateFilters, type ExternalKind, type KindQuery, type KnowledgeCandidate } from "./candidates.js";
import { bestExcerpt } from "./excerpt.js";
import { SearchScopes, type SearchScope } from "./scope.js";
import { pagesFirst, rankCandidates, rankExternal, scoreMemoryHit, type KnowledgeScoreParts } from "./ranking.js";
import { RerankStep, type Reranker } from "../../search/rerank.js";
import { bestRelevance } from "../../search/relevance.js";
import { numbered, type Ranked } from "../../search/ranks.js";
import { rerankKnowledge } from "./rerank.js";

export type KnowledgeSourceName = ExternalKind | "MEMORY";
export const ALL_SOURCES: readonly KnowledgeSourceName[] = ["DOC", "API", "BEST_PRACTICE", "EXAMPLE", "MEMORY"];
export const MAX_SEARCH_LIMIT = 100;
const NO_HITS_HINT = "Nothing matched: use fewer or more general words, drop filters (language, version, domain, tags, since) or add sources.";

export interface SearchArgs {
  query: string;
  sources?: readonly KnowledgeSourceName[] | null;
  language?: string | null;
  version?: string | null;
  /** Only pages and API entries of this documentation source. */
  source?: string | null;
  domain?: string | null;
  tags?: readonly string[] | null;
  since?: string | null;
  agentType?: string | null;
  project?: string | null;
  limit?: number | null;
  /** Hits scoring below it are left out (0 to 1); a search left with none counts as a knowledge gap. */
  minScore?: number | null;
  /** Hits whose relevance (see search/relevance.ts) is below it are left out. */
  minRelevance?: number | null;
}

/** A hit as returned, with its rank: its place in the list (see numbered). */
export type KnowledgeSearchHit = Ranked<UnrankedHit>;

interface UnrankedHit {
  id: string;
  source: KnowledgeSourceName;
  title: string;
  url: string | null;
  excerpt: string;
  score: number;
  /** The estimated chance (0 to 1) that the hit answers the question: comparable across questions, unlike score. */
  relevance: number;
  why: Partial<KnowledgeScoreParts> & Partial<MemoryScoreBreakdown> & { similarity: number };
  tags: string[];
  version: string | null;
  deprecated: boolean;
  replacedBy: string | null;
  /** Set on memory hits: the memory's id, for its Memory field. */
  memoryId?: string;
}

/** A hit before its excerpt: excerpts are cut for the hits returned only. */
type RankedHit = Omit<UnrankedHit, "excerpt"> & { excerptSource: string };

export interface SearchResult {
  hits: KnowledgeSearchHit[];
  totalFound: number;
  sourcesSearched: KnowledgeSourceName[];
  tookMs: number;
  hint: string | null;
}

function checkArgs(args: SearchArgs): { limit: number; minScore: number; minRelevance: number; sources: KnowledgeSourceName[] } {
  if (args.query.trim() === "") throw badInput("query", "must hold the words to search for, e.g. \"read a file line by line\"");
  const limit = integerIn("limit", args.limit ?? 10, 1, MAX_SEARCH_LIMIT);
  const minScore = args.minScore == null ? 0 : scoreArg("minScore", args.minScore);
  const minRelevance = args.minRelevance == null ? 0 : scoreArg("minRelevance", args.minRelevance);
  if (args.version != null && !/\d/.test(args.version)) throw badInput("version", `must be a version such as 3.11 or 18.20.4 (got "${args.version}")`);
  const explicit = args.sources?.length ? [...new Set(args.sources)] : null;
  if (explicit?.includes("MEMORY") && !args.agentType) throw badInput("agentType", "is needed to search MEMORY: memory is shared per agent type");
  if (args.project && !args.agentType) throw badInput("agentType", "is needed with project: project memory is searched per agent type");
  const sources = (explicit ?? ALL_SOURCES).filter((source) => source !== "MEMORY" || Boolean(args.agentType));
  return { limit, minScore, minRelevance, sources };
}

export interface SearchOptions {
  /** False when another operation searches on its behalf: no knowledge gap is recorded. */
  recordGap?: boolean;
  question?: Question;
  /** The request's reranker (see RerankStep); the service's own by default. */
  reranker?: Reranker | null;
}

/** Scored search over external knowledge and, with an agent type, that agent type's memory. */
export class KnowledgeSearch {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly weights: KnowledgeWeights,
    private readonly memory: MemoryService,
    private readonly gaps: Pick<KnowledgeGaps, "record">,
    private readonly semantic: SemanticIndex | null = null,
    private readonly reranker: Reranker | null = null,
  ) {
    this.scopes = new SearchScopes(driver, database);
  }

  private readonly scopes: SearchScopes;

  /** A question for this search and for the memory recall it makes, tokenised and embedded once for both. */
  question(text: string): Question {
    return new Question(text, this.semantic);
  }

  /**
   * An agent's search; a question that finds nothing or only weak hits is recorded as a knowledge gap,
   * unless another operation searches on its behalf (recordGap: false), which may pass its question.
   */
  async search(principal: Principal, args: SearchArgs, { recordGap = true, question, reranker = this.reranker }: SearchOptions = {}): Promise<SearchResult> {
    const result = await this.rankedSearch(principal, args, question, reranker);
    if (recordGap) this.gaps.record("KNOWLEDGE_SEARCH", args.query, { agentType: args.agentType ?? null, project: args.project ?? null }, bestRelevance(result.hits.map((hit) => hit.relevance)));
    return result;
  }

  private async rankedSearch(principal: Principal, args: SearchArgs, asked: Question | undefined, reranker: Reranker | null): Promise<SearchResult> {
    const started = performance.now();
    const { limit, minScore, minRelevance, sources } = checkArgs(args);
    const question = asked ?? this.question(args.query);
    if (question.text !== args.query.trim()) throw new Error("unreachable: search was passed the question of another query");
    const version = args.version?.replace(/^v/i, "") ?? null;
    const scope = await this.scopes.scopeOf(principal, { ...args, version });
    const step = new RerankStep(reranker, 2);
    const [external, memories] = await Promise.all([
      step.run((reranker) => this.searchExternal(sources, question, args, scope, version, limit, reranker)),
      step.run((reranker) => this.searchMemory(principal, sources, question, args, limit, reranker)),
    ]);
    const hits = pagesFirst(fuseSources([external, memories], { keep: (hit) => hit.score >= minScore && hit.relevance >= minRelevance, order: (a, b) => b.score - a.score }));
    return {
      hits: numbered(hits.slice(0, limit).map(({ excerptSource, ...hit }) => ({ ...hit, excerpt: bestExcerpt(excerptSource, question.terms) }))),
      totalFound: hits.length,
      sourcesSearched: sources,
      tookMs: performance.now() - started,
      hint: hits.length === 0 ? NO_HITS_HINT : null,
    };
  }

  /** Sections and API entries nearest the question by meaning, never starved by filters; null without vectors. */
  private async vectorCandidates(queries: readonly KindQuery[], question: Question, filters: CandidateFilters, candidates: number): Promise<MeaningCandidates<KnowledgeCandidate> | null> {
    if (!this.semantic || !queries.some((query) => query.vector)) return null;
    const vector = await question.embedding();
    if (vector === null) return null;
    const search = { vector, embeddingModel: this.semantic.model, wanted: candidates };
    // as many of each kind as fulltext gives: one kind's nearest never crowd out another's
    const nearestOfKind = (query: Required<Pick<KindQuery, "vector">>) =>
      widenUntilEnough(candidates, (k) => fetchVectorCandidates(this.driver, this.database, query, { ...search, k }, filters), () => countVectorNodes(this.driver, this.database));
    const found = await Promise.all(queries.flatMap(({ vector: overVectors }) => (overVectors ? [nearestOfKind({ vector: overVectors })] : [])));
    return { candidates: found.flat(), population: null };
  }

  /**
   * The best documentation pages for the question by their whole text, read while the searches run: a
   * page's evidence for the sections and API entries on it. None when neither pages nor entries are asked for.
   */
  private pageScores(sources: readonly KnowledgeSourceName[], lucene: string, filters: CandidateFilters): Promise<ReadonlyMap<string, number>> {
    if (!sources.includes("DOC") && !sources.includes("API")) return Promise.resolve(new Map());
    const scores = fetchPageScores(this.driver, this.database, lucene, filters, KNOWLEDGE.pages.candidates);
    // awaited by the fusion once the searches are done; a failure is answered there, not left unhandled meanwhile
    scores.catch(() => undefined);
    return scores;
  }

  /** Knowledge search's pipeline (see search/pipeline.ts): fulltext and vector candidates of the kinds asked for, fused, ranked by ranking.ts. */
  private async searchExternal(
    sources: KnowledgeSourceName[],
    question: Question,
    args: SearchArgs,
    scope: SearchScope,
    version: string | null,
    limit: number,
    reranker: Reranker | null,
  ): Promise<RankedHit[]> {
    const { lucene, terms } = question;
    if (lucene === null || terms.length === 0) return [];
    const filters = { languages: scope.languages, sources: scope.sources, pinned: scope.pinned, domain: args.domain ?? null, tags: args.tags?.length ? [...args.tags] : null, since: args.since ?? null };
    const queries = KIND_QUERIES.filter((query) => sources.includes(query.kind));
    const now = Date.now();
    const pages = this.pageScores(sources, lucene, filters);
    const ranked = await runSearch({
      recipe: KNOWLEDGE,
      limit,
      lexicalShare: this.semantic?.lexicalShare,
      terms,
      matchedText: (candidate) => `${candidate.title} ${candidate.keywords} ${candidate.text}`,
      key: (candidate) => `${candidate.kind}|${candidate.id}|${candidate.identity}`,
      byWords: (candidates: number) => fetchCandidates(this.driver, this.database, queries, lucene, filters, candidates),
      byMeaning: (candidates: number) => this.vectorCandidates(queries, question, filters, candidates),
      fusion: fusionWithGroups({ share: KNOWLEDGE.pages.share, groupOf: (candidate) => candidate.page, scores: pages }),
      rank: (candidates, similarity) => rankExternal(candidates, similarity, { terms, weights: this.weights, version, now, preferredSets: scope.preferredSets }),
      rerank: (hits) => rerankKnowledge(hits, question.text, reranker, (candidate) => rankCandidates([candidate], terms, this.weights, version, now, scope.preferredSets)[0]!),
    });
    return ranked.map(({ candidate, score, why, deprecated }) => ({
      id: candidate.id,
      source: candidate.kind,
      title: candidate.title,
      url: candidate.url,
      excerptSource: candidate.text,
      score,
      relevance: why.relevance,
      why,
      tags: candidate.tags,
      version: candidate.version,
      deprecated,
      replacedBy: deprecated ? candidate.replacedBy : null,
    }));
  }

  /** Memory hits score with the same parts: their own project's knowledge is fully trusted, not advisory. */
  private async searchMemory(principal: Principal, sources: KnowledgeSourceName[], question: Question, args: SearchArgs, limit: number, reranker: Reranker | null): Promise<RankedHit[]> {
    if (!sources.includes("MEMORY") || !args.agentType) return [];
    const recalled = await this.memory.recall(
      principal,
      {
        agentType: args.agentType,
        project: args.project ?? null,
        query: args.query,
        tags: args.tags ?? null,
        since: args.since ?? null,
        limit: Math.min(limit, MAX_SEARCH_LIMIT),
      },
      { recordGap: false, question, reranker },
    );
    return recalled.map(({ candidate, why }) => {
      const { score, parts } = scoreMemoryHit(why, this.weights);
      const relevance = why.relevance ?? 0;
      const coverage = why.coverage ?? 0;
      return {
        id: candidate.id,
        memoryId: candidate.id,
        source: "MEMORY" as const,
        title: candidate.title ?? candidate.content.slice(0, 80),
        url: null,
        excerptSource: candidate.content,
        score,
        relevance,
        why: { ...why, ...parts, relevance, coverage },
        tags: candidate.tags ?? [],
        version: null,
        deprecated: false,
        replacedBy: null,
      };
    });
  }
}
