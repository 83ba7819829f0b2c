import neo4j, { type Driver, type ManagedTransaction } from "neo4j-driver";
import type { Principal } from "../auth/principal.js";
import type { KnowledgeGaps } from "../analytics/gaps.js";
import type { MemoryConfig } from "../config.js";
import type { EngramMetrics } from "../metrics.js";
import type { SemanticIndex } from "../embeddings/semantic.js";
import { targetFor } from "../embeddings/targets.js";
import { FULLTEXT_INDEXES } from "../neo4j/migrations.js";
import { inReadTransaction, inWriteTransaction, readRecords } from "../neo4j/transactions.js";
import type { AccessRecorder } from "./access-recorder.js";
import { nextArrivals } from "./arrival.js";
import type { RememberInput } from "./types.js";
import {
  CROSS_PROJECT_CANDIDATES,
  FORGET,
  MEMORY_COUNT,
  MEMORY_SCOPES,
  CONVERSATION_NEIGHBOURS,
  PROMOTE,
  RECALL_BY_QUERY,
  RECALL_BY_VECTOR,
  RECALL_BY_VECTOR_IN_SCOPE,
  RECALL_COPY_CHECK,
  RECALL_RECENT,
  RECALL_SCOPE_MEMBERS,
  MEMORY_VECTORS,
  RELATED_BY_CONTEXT,
  REMEMBER,
  SHARE,
  UNSHARE,
  relatedByLinks,
} from "./cypher.js";
import { widenUntilEnough } from "../search/widening.js";
import type { SearchScores } from "../search/fusion.js";
import { fusionInContext, lexicalShareOf, runSearch, scoresByMeaning, scoresByWords, seedsBeforeRows, type MeaningCandidates } from "../search/pipeline.js";
import { NeighbourReads, type NeighbourRow } from "../search/neighbours.js";
import { Question } from "../search/question.js";
import { holds, holdsAll, mayUse, scopeParameters, sees } from "../auth/policy.js";
import { buildLuceneQuery, scopeLuceneQuery } from "./lucene.js";
import {
  contentHash,
  dedupeKey,
  scopeToken,
  scopeTokensOf,
  visibleScopeTokens,
  type MemoryScopeKey,
} from "./scope.js";
import { scoreCandidates, type RecallCandidate, type ScoredMemory } from "./scoring.js";
import { filteredProperties, passesFilters } from "./recall-filters.js";
import { cosineScore, nearestOf, pooledPopulation, squaredNorm, VectorCopies, type CopiedMember, type NamedMember, type Population, type ScopeReader } from "./vector-copy.js";
import { ALL_SCOPES } from "../neo4j/scope-versions.js";
import { candidateCount, RECALL } from "../search/config.js";
import { bestRelevance } from "../search/relevance.js";
import { numbered, type Ranked } from "../search/ranks.js";
import type { Reranker } from "../search/rerank.js";
import { rerankRecall } from "./rerank.js";
import { badInput, forbidden, integerIn, scoreArg } from "../errors.js";
import { issueKeys, issueNodes } from "./issue-keys.js";
import { confirmIn, freshFirst } from "./staleness.js";
import { checkRecallLimit, checkRememberBatchSize, checkRememberInputs, MAX_RELATED_DEPTH } from "./validation.js";

export interface RecallArgs {
  agentType: string;
  project?: string | null;
  sessionId?: string | null;
  query?: string | null;
  memoryTypes?: readonly string[] | null;
  tags?: readonly string[] | null;
  /** Only memories naming one of these issues (any accepted form; see issueKey). */
  issues?: readonly string[] | null;
  since?: string | null;
  includeSuperseded?: boolean | null;
  limit?: number | null;
  /** Hits scoring below it are left out (0 to 1); a recall left with none counts as a knowledge gap. */
  minScore?: number | null;
  /** Hits whose relevance (see search/relevance.ts) is below it are left out; needs a query. */
  minRelevance?: number | null;
  /** Ranks stale memories like fresh ones; by default they come after every fresh hit. */
  includeStale?: boolean | null;
}

/** A recalled memory as returned, with its rank: its place in the list (see numbered). */
export type RecallHit = Ranked<ScoredMemory>;

export interface RelatedHit {
  id: string;
  relation: string;
  distance: number;
}

interface StoredScope {
  id: string;
  agentTypes: string[];
  project: string | null;
  sessionId: string | null;
  /** The project and flag as the policy's Memory rule reads them. */
  projects: string[];
  isGlobal: boolean | null;
}

/** How many memories recall's fulltext search hands to ranking for this many hits. */
export const lexicalCandidates = (limit: number) => candidateCount(RECALL.lexical, limit);

export interface RecallOptions {
  /** False when another operation recalls on its behalf: no knowledge gap is recorded. */
  recordGap?: boolean;
  question?: Question;
  /** The request's reranker (see RerankStep); the service's own by default. */
  reranker?: Reranker | null;
}

/** What every recall query of one recall is given. */
type RecallParameters = Record<string, unknown> & { index: string };

/** A recall's scope as compared: the members copied in this instance and the tokens left to Cypher. */
interface ScopeParts {
  /** The members of the tokens this instance holds a copy of at their current version, compared in process. */
  copied: CopiedMember[];
  /** How many memories those tokens hold. */
  copiedSize: number;
  /** The tokens compared in Cypher: not copied, or copied without members (larger than a copy holds). */
  uncopied: string[];
  /** How many memories the tokens this instance holds a copy of hold, with members or without: the scope holds at least as many. */
  heldSize: number;
  /** $since as Neo4j reads it (epoch milliseconds), for the copy's filters. */
  since: number | null;
}

/** What choosing the neighbours' seeds reads of a candidate (see seedsBeforeRows). */
type NeighbourSeed = { id: string; memoryType: string | null } & SearchScores;

/** What the copy answers when it is the whole meaning search, known before the nearest memories' rows are read. */
interface CopyAnswer {
  nearest: Array<{ id: string; score: number; memoryType: string | null }>;
  /** The population of the scores of every memory compared. */
  population: Population | null;
  /** The score of a memory of the scope that passes the filters; null for any other (as Cypher's for one without a vector of the model). */
  scoreOf(id: string): number | null;
}

type NearestKnown = (answer: CopyAnswer) => void;

/** A turn without occurredAt has neighbours too: it stands where it arrived (see turnOrder). */
const isConversational = (memory: { memoryType: string | null }) => memory.memoryType === "CONVERSATION";

const ignoreFailure = (): void => undefined;

function scopeOf(input: RememberInput): MemoryScopeKey {
  return { agentType: input.agentType, project: input.project ?? null, sessionId: input.sessionId ?? null };
}

function codeReferenceKeys(input: RememberInput): string[] | null {
  if (!input.references?.length) return null;
  return input.references.map((ref) => [ref.path, ref.function ?? ref.class].filter(Boolean).join("#"));
}

/** The issues a memory names, in their one form, and the issue nodes remember makes for them in its project. */
function namedIssues(input: RememberInput, field: string): { issues: string[] | null; issueNodes: ReturnType<typeof issueNodes> } {
  if (!input.issues?.length || !input.project) return { issues: null, issueNodes: [] };
  const keys = issueKeys(input.issues, `${field}.issues`);
  return { issues: keys, issueNodes: input.sessionId ? [] : issueNodes(input.project, keys) };
}

/** A recall row (RECALL_RETURN) as a candidate, with what its search said about it. */
function memoryOf(r: neo4j.Record, scores: SearchScores): RecallCandidate {
  return {
    id: r.get("id"),
    ...scores,
    scope: r.get("scope"),
    memoryType: r.get("memoryType"),
    title: r.get("title"),
    content: r.get("content"),
    tags: r.get("tags"),
    importance: r.get("importance") === null ? null : Number(r.get("importance")),
    occurrences: Number(r.get("occurrences")),
    happenedAt: Number(r.get("happenedAt")),
    stale: r.get("stale"),
    staleReason: r.get("staleReason"),
  };
}

/** A scope member as RECALL_SCOPE_MEMBERS names it. */
function namedMember([id, stamp, ...filtered]: unknown[]): NamedMember {
  return { id: id as string, stamp: stamp as string | null, ...filteredProperties(filtered) };
}

/** The memory domain: remember, recall, share, forget, relate and promote, each on one transaction. */
export class MemoryService {
  /** This instance's copies of the scopes it recalls in (see vector-copy.ts); null when ENGRAM_VECTOR_COPY is 0 or without vectors. */
  private readonly copies: VectorCopies | null;

  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly config: MemoryConfig,
    private readonly accessRecorder: AccessRecorder,
    private readonly gaps: Pick<KnowledgeGaps, "record">,
    private readonly semantic: SemanticIndex | null = null,
    private readonly reranker: Reranker | null = null,
    metrics: Pick<EngramMetrics, "cacheLookups"> | null = null,
  ) {
    this.copies = semantic && config.vectorCopy > 0 ? new VectorCopies(config.vectorCopy, (result) => metrics?.cacheLookups.inc({ cache: "vector_copy", result })) : null;
  }

  /** One mutation, one transaction: what it checks and what it writes see the same graph. */
  private write<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inWriteTransaction(this.driver, this.database, work);
  }

  private read<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T> {
    return inReadTransaction(this.driver, this.database, work);
  }

  private async storedScopes(tx: ManagedTransaction, ids: string[]): Promise<Map<string, StoredScope>> {
    const { records } = await tx.run(MEMORY_SCOPES, { ids });
    return new Map(
      records.map((r) => {
        const project: string | null = r.get("project");
        return [r.get("id") as string, { id: r.get("id"), agentTypes: r.get("agentTypes"), project, sessionId: r.get("sessionId"), projects: project === null ? [] : [project], isGlobal: r.get("isGlobal") }];
      }),
    );
  }

  /** The memory if the principal may see it; otherwise the same "no memory" error as for an unknown id. */
  private async visibleMemory(tx: ManagedTransaction, principal: Principal, id: string): Promise<StoredScope> {
    const stored = (await this.storedScopes(tx, [id])).get(id);
    if (!stored || !sees(principal, "Memory", stored)) throw badInput("id", `names no memory: "${id}"`);
    return stored;
  }

  /** Checks ids and links against what is stored, inside the write transaction, before writing. */
  private async checkAgainstStored(tx: ManagedTransaction, inputs: readonly RememberInput[], field: (index: number) => string): Promise<void> {
    const batchIds = new Set(inputs.map((input) => input.id).filter((id): id is string => id != null));
    const links = inputs.flatMap((input, index) =>
      (["relatesTo", "derivedFrom", "contradicts"] as const).flatMap((kind) =>
        (input[kind] ?? []).map((target, position) => ({ index, field: `${field(index)}.${kind}[${position}]`, target })),
      ),
    );
    const stored = await this.storedScopes(tx, [...batchIds, ...links.map((link) => link.target)]);
    inputs.forEach((input, index) => {
      const existing = input.id == null ? undefined : stored.get(input.id);
      const scope = scopeOf(input);
      if (existing && (!existing.agentTypes.includes(scope.agentType) || existing.project !== scope.project || existing.sessionId !== scope.sessionId)) {
        // Ids are global: the answer is the same whether or not the caller may see the memory that holds it.
        throw badInput(`${field(index)}.id`, `"${input.id}" is taken: memory ids are unique across Engram; choose another, such as a UUID`);
      }
    });
    for (const link of links) {
      if (batchIds.has(link.target)) continue;
      const target = stored.get(link.target);
      const scope = scopeOf(inputs[link.index]!);
      const visible = target && target.agentTypes.includes(scope.agentType) && (target.project === null || target.project === scope.project);
      if (!visible) throw badInput(link.field, `names no memory of agent type "${scope.agentType}" in this scope: "${link.target}"`);
    }
  }

  /** Memories of one call, each named by field(index) in the errors that refuse it. */
  async remember(principal: Principal, inputs: readonly RememberInput[], field: (index: number) => string): Promise<string[]> {
    checkRememberInputs(inputs, field);
    for (const input of inputs) mayUse(principal, input.agentType, input.project ?? null);
    const firstArrival = nextArrivals(inputs.length);
    const items = inputs.map((input, index) => ({
      id: input.id ?? null,
      agentType: input.agentType,
      project: input.project ?? null,
      sessionId: input.sessionId ?? null,
      memoryType: input.memoryType,
      title: input.title ?? null,
      content: input.content,
      tags: input.tags ?? null,
      importance: input.importance ?? null,
      occurredAt: input.occurredAt ?? null,
      arrival: neo4j.int(firstArrival + index),
      relatesTo: input.relatesTo ?? null,
      derivedFrom: input.derivedFrom ?? null,
      contradicts: input.contradicts ?? null,
      references: input.references?.map((ref) => ({ path: ref.path, function: ref.function ?? null, class: ref.class ?? null })) ?? null,
      codeReferences: codeReferenceKeys(input),
      ...namedIssues(input, field(index)),
      contentHash: contentHash(input.content),
      dedupeKey: dedupeKey(scopeOf(input), input.content),
      scopeToken: scopeToken(scopeOf(input)),
    }));
    const records = await this.write(async (tx) => {
      await this.checkAgainstStored(tx, inputs, field);
      return (await tx.run(REMEMBER, { items, sessionTtlSeconds: this.config.sessionTtlSeconds })).records;
    });
    const written = records.flatMap((r) => [r.get("elementId") as string, ...(r.get("nextTurns") as string[])]);
    await this.semantic?.embedWritten("Memory", [...new Set(written)]);
    return records.map((r) => r.get("id") as string);
  }

  /** A list of memories, the argument named field: at least one, at most MAX_REMEMBER_BATCH. */
  async rememberMany(principal: Principal, inputs: readonly RememberInput[], field: string): Promise<string[]> {
    checkRememberBatchSize(inputs, field);
    return this.remember(principal, inputs, (index) => `${field}[${index}]`);
  }

  /**
   * An agent's recall; a query that finds nothing or only weak hits is recorded as a knowledge gap,
   * unless another operation recalls on its behalf (recordGap: false). An operation that searches more
   * than memory passes its question, so that it is tokenised and embedded once, and its reranker, so
   * that the request's best hits are read in one step (see RerankStep).
   */
  async recall(principal: Principal, args: RecallArgs, { recordGap = true, question, reranker = this.reranker }: RecallOptions = {}): Promise<RecallHit[]> {
    const hits = await this.rankedRecall(principal, args, question, reranker);
    if (recordGap && args.query?.trim()) this.gaps.record("MEMORY_RECALL", args.query, { agentType: args.agentType, project: args.project ?? null }, bestRelevance(hits.map((hit) => hit.why.relevance ?? 0)));
    return hits;
  }

  private async rankedRecall(principal: Principal, args: RecallArgs, asked: Question | undefined, reranker: Reranker | null): Promise<RecallHit[]> {
    const limit = args.limit ?? 10;
    checkRecallLimit(limit);
    const minScore = args.minScore == null ? 0 : scoreArg("minScore", args.minScore);
    const minRelevance = args.minRelevance == null ? 0 : scoreArg("minRelevance", args.minRelevance);
    if (args.minRelevance != null && !args.query?.trim()) throw badInput("minRelevance", "needs a query: relevance is how well a memory answers it");
    if (args.issues?.length && !args.project) throw badInput("issues", "needs a project: an issue belongs to a project's tracker");
    const scope: MemoryScopeKey = { agentType: args.agentType, project: args.project ?? null, sessionId: args.sessionId ?? null };
    mayUse(principal, scope.agentType, scope.project);
    const scopeTokens = visibleScopeTokens(scope);
    const question = args.query?.trim() ? (asked ?? new Question(args.query, this.semantic)) : null;
    if (question && question.text !== args.query!.trim()) throw new Error("unreachable: recall was passed the question of another query");
    const lucene = question ? buildLuceneQuery(question.terms, scopeTokens) : null;
    const parameters = {
      index: FULLTEXT_INDEXES.memory,
      lucene,
      ...scopeParameters(principal),
      agentType: scope.agentType,
      project: scope.project,
      sessionId: scope.sessionId,
      memoryTypes: args.memoryTypes?.length ? args.memoryTypes : null,
      tags: args.tags?.length ? args.tags : null,
      issues: args.issues?.length ? issueKeys(args.issues, "issues") : null,
      since: args.since ?? null,
      includeSuperseded: args.includeSuperseded ?? false,
      candidates: neo4j.int(lexicalCandidates(limit)),
    };
    if (question && lucene === null) return [];
    const ranked = question ? await this.search(question, scopeTokens, parameters, limit, reranker) : await this.recent(parameters);
    const ordered = args.includeStale ? ranked : freshFirst(ranked);
    const returned = ordered.filter((hit) => hit.score >= minScore && (hit.why.relevance ?? 0) >= minRelevance).slice(0, limit);
    this.accessRecorder.record(returned.map((hit) => hit.candidate.id), scope.project);
    return numbered(returned);
  }

  /** Without a question: the most recent memories, ranked with no similarity. */
  private async recent(parameters: RecallParameters): Promise<ScoredMemory[]> {
    const records = await this.readRecords(RECALL_RECENT, parameters);
    return scoreCandidates(records.map((r) => memoryOf(r, scoresByWords(r))), this.config.weights, Date.now(), () => ({ similarity: 0, lexical: null, semantic: null }));
  }

  /**
   * Recall's search pipeline (see search/pipeline.ts): fulltext and vector candidates, fused with the
   * context of the turns before and after the best conversational candidates (a reply the question's
   * words missed), ranked by the memory score (see scoring.ts).
   */
  private search(question: Question, scopeTokens: string[], parameters: RecallParameters, limit: number, reranker: Reranker | null): Promise<ScoredMemory[]> {
    const lexicalShare = lexicalShareOf(RECALL, this.semantic?.lexicalShare);
    let copy: CopyAnswer | null = null;
    const neighbours = new NeighbourReads((ids) => this.conversationNeighbours(ids, question, parameters, copy));
    let byWords: Promise<RecallCandidate[]> = Promise.resolve([]);
    // When the copy names the nearest memories, the neighbours fusion will want are read while their rows are.
    const nearestKnown: NearestKnown = (answer) => {
      copy = answer;
      const { nearest, population } = answer;
      void byWords.then((words) => {
        const meaning = nearest.map(({ id, score, memoryType }) => ({ id, memoryType, lexicalScore: 0, semanticScore: score }));
        const seeds = seedsBeforeRows<NeighbourSeed>(words, meaning, { key: (memory) => memory.id, lexicalShare, population }, { ...RECALL.neighbours!, hasNeighbours: isConversational });
        neighbours.start(seeds.map((memory) => memory.id));
      }).catch(ignoreFailure); // without an early read, fusion reads the neighbours itself (and meets any failure there)
    };
    return runSearch({
      recipe: RECALL,
      limit,
      lexicalShare,
      terms: question.terms,
      matchedText: (memory) => `${memory.title ?? ""} ${memory.content}`,
      key: (memory) => memory.id,
      byWords: (candidates: number) =>
        (byWords = this.readRecords(RECALL_BY_QUERY, { ...parameters, candidates: neo4j.int(candidates) }).then((records) => records.map((r) => memoryOf(r, scoresByWords(r))))),
      byMeaning: (candidates: number) => this.vectorCandidates(question, scopeTokens, parameters, candidates, nearestKnown),
      fusion: fusionInContext<RecallCandidate>({ ...RECALL.neighbours!, hasNeighbours: isConversational, neighbours: (best) => neighbours.of(best.map((memory) => memory.id)) }),
      rank: (candidates, similarity) => scoreCandidates(candidates, this.config.weights, Date.now(), similarity),
      rerank: (hits) => rerankRecall(hits, question.text, reranker),
    });
  }

  /**
   * The turns just before and after these conversational memories, each with its cosine to the question
   * when it has a vector: from the copy when it answered for the whole scope, else compared in Cypher.
   */
  private async conversationNeighbours(ids: string[], question: Question, parameters: RecallParameters, copy: CopyAnswer | null): Promise<Array<NeighbourRow<RecallCandidate>>> {
    const vector = this.semantic && !copy ? await question.embedding() : null;
    const records = await this.readRecords(CONVERSATION_NEIGHBOURS, { ...parameters, ids, vector, embeddingModel: this.semantic?.model ?? null });
    const scores = copy ? (r: neo4j.Record) => ({ lexicalScore: 0, semanticScore: copy.scoreOf(r.get("id") as string) }) : scoresByMeaning;
    return records.map((r) => ({ beside: r.get("hitId") as string, candidate: memoryOf(r, scores(r)) }));
  }

  /**
   * Memories nearest the question by meaning, within the caller's scopes, never starved by other
   * projects' vectors: scopes holding up to ENGRAM_VECTOR_EXACT_SCAN memories are compared exactly (with
   * cosine's mean and spread over the whole scope), the tokens this instance holds copies of
   * (ENGRAM_VECTOR_COPY) in process and the others in Cypher; otherwise the vector index is read with k
   * growing until enough pass the filters or every vector was read. Null without vectors.
   */
  private async vectorCandidates(question: Question, scopeTokens: string[], parameters: RecallParameters, wanted: number, nearestKnown: NearestKnown): Promise<MeaningCandidates<RecallCandidate> | null> {
    if (!this.semantic) return null;
    const embeddingModel = this.semantic.model;
    const [vector, scope] = await Promise.all([question.embedding(), this.scopeParts(scopeTokens, { ...parameters, embeddingModel })]);
    if (vector === null) return null;
    const search = { ...parameters, vector, embeddingModel };
    const exact = scope.heldSize > this.config.exactVectorScan ? null : await this.nearestInScope(vector, scope, search, wanted, nearestKnown);
    if (exact) return exact;
    const records = await widenUntilEnough(
      wanted,
      (k) => this.readRecords(RECALL_BY_VECTOR, { ...search, vectorIndex: targetFor("Memory").index, k: neo4j.int(k) }),
      () => this.count(MEMORY_COUNT, {}),
    );
    return { candidates: records.map((r) => memoryOf(r, scoresByMeaning(r))), population: null };
  }

  /**
   * The caller's scope in two parts: the members of the tokens this instance holds a copy of at its
   * token's current version (see vector-copy.ts), and the tokens left to compare in Cypher; and, for the
   * copy's filters, $since as Neo4j reads it. Without copies, every token is left to Cypher.
   */
  private async scopeParts(scopeTokens: string[], parameters: RecallParameters & { embeddingModel: string }): Promise<ScopeParts> {
    if (!this.copies) return { copied: [], copiedSize: 0, uncopied: scopeTokens, heldSize: 0, since: null };
    const check = (await this.readRecords(RECALL_COPY_CHECK, { tokens: [...scopeTokens, ALL_SCOPES], since: parameters.since }))[0]!;
    const versions = (check.get("versions") as unknown[]).map(Number);
    const allScopes = versions.at(-1)!;
    const held = scopeTokens.map((token, i) => ({ token, copy: this.copies!.held(`${parameters.embeddingModel}\u0000${token}`, `${versions[i]} ${allScopes}`, this.tokenReader(token, parameters)) }));
    const withMembers = held.flatMap(({ copy }) => (copy?.members ? [copy] : []));
    const since = check.get("since");
    return {
      copied: withMembers.flatMap((copy) => copy.members!),
      copiedSize: withMembers.reduce((sum, copy) => sum + copy.size, 0),
      uncopied: held.filter(({ copy }) => !copy?.members).map(({ token }) => token),
      heldSize: held.reduce((sum, { copy }) => sum + (copy?.size ?? 0), 0),
      since: since === null ? null : Number(since),
    };
  }

  /**
   * The exact comparison within the caller's scope, in one statement (RECALL_BY_VECTOR_IN_SCOPE): the
   * copied members compared in process, their k nearest handed to the statement, which compares the
   * uncopied tokens' memories, re-checks both on the graph and keeps the k best; with the spread of every
   * compared score. Null when the scope holds more than ENGRAM_VECTOR_EXACT_SCAN memories.
   */
  private async nearestInScope(vector: number[], scope: ScopeParts, parameters: RecallParameters & { embeddingModel: string }, wanted: number, nearestKnown: NearestKnown): Promise<MeaningCandidates<RecallCandidate> | null> {
    const filters = {
      memoryTypes: parameters.memoryTypes as string[] | null,
      tags: parameters.tags as string[] | null,
      issues: parameters.issues as string[] | null,
      since: scope.since,
      includeSuperseded: parameters.includeSuperseded as boolean,
      now: Date.now(),
    };
    const passing = scope.copied.filter((member) => passesFilters(member, filters));
    const inCopy = nearestOf(vector, passing, wanted);
    if (scope.uncopied.length === 0 && inCopy.nearest.length === 0) return { candidates: [], population: null };
    if (scope.uncopied.length === 0) {
      const members = new Map(passing.map((member) => [member.id, member]));
      const questionSquares = squaredNorm(vector);
      nearestKnown({
        nearest: inCopy.nearest.map((near) => ({ ...near, memoryType: members.get(near.id)!.memoryType })),
        population: pooledPopulation([inCopy.population]),
        scoreOf: (id) => {
          const member = members.get(id);
          return member ? cosineScore(member.vector, vector, member.squares, questionSquares) : null;
        },
      });
    }
    const { exactVectorScan } = this.config;
    const records = await this.readRecords(RECALL_BY_VECTOR_IN_SCOPE, {
      ...parameters,
      vector,
      scopeLucene: scope.uncopied.length === 0 ? null : scopeLuceneQuery(scope.uncopied),
      scopeLimit: neo4j.int(exactVectorScan + 1),
      exactVectorScan: neo4j.int(exactVectorScan),
      copiedSize: neo4j.int(scope.copiedSize),
      nearest: inCopy.nearest,
      k: neo4j.int(wanted),
    });
    const whole = records[0]!;
    if (Number(whole.get("scopeSize")) > exactVectorScan) return null;
    const nearest = records.filter((r) => r.get("id") !== null);
    const inCypher = { count: Number(whole.get("scopeCompared")), mean: whole.get("scopeMean") as number, deviation: whole.get("scopeDeviation") as number };
    return { candidates: nearest.map((r) => memoryOf(r, scoresByMeaning(r))), population: nearest.length > 0 ? pooledPopulation([inCopy.population, inCypher]) : null };
  }

  /** How a copy of one scope token's memories is read (see RECALL_SCOPE_MEMBERS and MEMORY_VECTORS). */
  private tokenReader(token: string, { index, embeddingModel }: { index: string; embeddingModel: string }): ScopeReader {
    return {
      members: async () => {
        const parameters = { index, scopeLucene: scopeLuceneQuery([token]), scopeLimit: neo4j.int(this.config.exactVectorScan + 1), embeddingModel, exactVectorScan: neo4j.int(this.config.exactVectorScan) };
        const record = (await this.readRecords(RECALL_SCOPE_MEMBERS, parameters))[0]!;
        const members = record.get("members") as unknown[][] | null;
        return { size: Number(record.get("scopeSize")), members: members?.map(namedMember) ?? null };
      },
      vectors: async (ids) =>
        (await this.readRecords(MEMORY_VECTORS, { ids, embeddingModel })).map((r) => ({ id: r.get("id") as string, vector: r.get("embedding") as number[], stamp: r.get("stamp") as string | null })),
    };
  }

  private readRecords(query: string, parameters: Record<string, unknown>): Promise<neo4j.Record[]> {
    return readRecords(this.driver, this.database, query, parameters);
  }

  private async count(query: string, parameters: Record<string, unknown>): Promise<number> {
    return Number((await this.readRecords(query, parameters))[0]?.get("count") ?? 0);
  }

  async share(principal: Principal, id: string, agentTypes: readonly string[]): Promise<string> {
    if (agentTypes.length === 0) throw badInput("withAgentTypes", "must name at least one agent type");
    return this.write(async (tx) => {
      const stored = await this.visibleMemory(tx, principal, id);
      for (const agentType of agentTypes) mayUse(principal, agentType, stored.project);
      const all = [...new Set([...stored.agentTypes, ...agentTypes])];
      await tx.run(SHARE, { id, named: agentTypes, scopeTokens: scopeTokensOf(all, stored) });
      return id;
    });
  }

  async unshare(principal: Principal, id: string, agentTypes: readonly string[]): Promise<string> {
    if (agentTypes.length === 0) throw badInput("fromAgentTypes", "must name at least one agent type");
    return this.write(async (tx) => {
      const stored = await this.visibleMemory(tx, principal, id);
      for (const agentType of agentTypes) mayUse(principal, agentType, stored.project);
      const remaining = stored.agentTypes.filter((agentType) => !agentTypes.includes(agentType));
      if (remaining.length === 0) throw badInput("fromAgentTypes", "would leave the memory with no agent type; use forget to delete it");
      await tx.run(UNSHARE, { id, named: agentTypes, scopeTokens: scopeTokensOf(remaining, stored) });
      return id;
    });
  }

  /** Clears a stale memory's flag (records confirmedAt): whoever may see it may, as for share and forget. */
  async confirm(principal: Principal, id: string): Promise<string> {
    return this.write(async (tx) => {
      await this.visibleMemory(tx, principal, id);
      await confirmIn(tx, id);
      return id;
    });
  }

  /** Deletes what only the key's agent types hold; a memory other agent types hold too is taken from the key's types only. */
  async forget(principal: Principal, id: string): Promise<boolean> {
    return this.write(async (tx) => {
      const stored = (await this.storedScopes(tx, [id])).get(id);
      if (!stored || !sees(principal, "Memory", stored)) return false;
      const own = stored.agentTypes.filter((agentType) => holds(principal, "agentTypes", agentType));
      const others = stored.agentTypes.filter((agentType) => !own.includes(agentType));
      if (others.length > 0) {
        await tx.run(UNSHARE, { id, named: own, scopeTokens: scopeTokensOf(others, stored) });
        return true;
      }
      const { records } = await tx.run(FORGET, { id });
      return Number(records[0]?.get("deleted") ?? 0) > 0;
    });
  }

  /** Linked memories first (by hops), then ones sharing a tag or code; never outside the start's scope. */
  async related(principal: Principal, id: string, depth: number): Promise<RelatedHit[]> {
    integerIn("depth", depth, 1, MAX_RELATED_DEPTH);
    const start = await this.read((tx) => this.visibleMemory(tx, principal, id));
    const options = { database: this.database, routing: "READ" as const };
    const [linked, contextual] = await Promise.all([
      this.driver.executeQuery(relatedByLinks(depth), { id }, options),
      this.driver.executeQuery(RELATED_BY_CONTEXT, { id }, options),
    ]);
    const hits = new Map<string, RelatedHit>();
    for (const r of [...linked.records, ...contextual.records]) {
      const hit = { id: r.get("id") as string, relation: r.get("relation") as string, distance: Number(r.get("distance")) };
      if (!hits.has(hit.id)) hits.set(hit.id, hit);
    }
    const stored = await this.read((tx) => this.storedScopes(tx, [...hits.keys()]));
    return [...hits.values()].filter((hit) => {
      const other = stored.get(hit.id);
      if (!other || !sees(principal, "Memory", other)) return false;
      const sameAgentType = other.agentTypes.some((agentType) => start.agentTypes.includes(agentType));
      const sameProject = other.project === null || other.project === start.project;
      const sameSession = other.sessionId === null || other.sessionId === start.sessionId;
      return sameAgentType && sameProject && sameSession;
    });
  }

  /** One global memory per (agent type, normalised content) seen in minProjects projects or more. */
  async promoteCrossProjectPatterns(principal: Principal, agentType: string | null, minProjects: number): Promise<string[]> {
    if (!Number.isInteger(minProjects) || minProjects < 2) throw badInput("minProjects", `must be an integer of at least 2 (got ${minProjects})`);
    if (!holdsAll(principal, "projects")) throw forbidden("promoteCrossProjectPatterns reads every project: it needs an API key scoped to all projects");
    if (agentType !== null) mayUse(principal, agentType, null);
    return this.write(async (tx) => {
      const candidates = await tx.run(CROSS_PROJECT_CANDIDATES, { ...scopeParameters(principal, agentType), minProjects });
      const firstArrival = nextArrivals(candidates.records.length);
      const promotions = candidates.records.map((r, index) => {
        const global: MemoryScopeKey = { agentType: r.get("agentType"), project: null, sessionId: null };
        return {
          agentType: global.agentType,
          hash: r.get("hash"),
          copyIds: r.get("copyIds"),
          memoryType: r.get("memoryType"),
          title: r.get("title"),
          content: r.get("content"),
          tags: r.get("tags"),
          importance: r.get("importance"),
          dedupeKey: dedupeKey(global, r.get("content")),
          scopeToken: scopeToken(global),
          arrival: neo4j.int(firstArrival + index),
        };
      });
      if (promotions.length === 0) return [];
      const promoted = await tx.run(PROMOTE, { promotions });
      return promoted.records.map((r) => r.get("id") as string);
    });
  }
}
