import type { KnowledgeWeights } from "../../config.js";
import type { ScoreBreakdown as MemoryScoreBreakdown } from "../../memory/scoring.js";
import type { Similarity } from "../../search/fusion.js";
import type { JudgedSimilarity } from "../../search/pipeline.js";
import { wordShare } from "../../search/coverage.js";
import { weightedScore } from "../../search/scoring.js";
import { compareVersions, isDeprecatedAt, isIntroducedBy } from "../versions.js";
import type { KnowledgeCandidate } from "./candidates.js";

const DAY_MS = 86_400_000;
export const FRESHNESS_DAYS = 730;
export const USAGE_SATURATION = 100;
/** An unknown source is trusted like an unknown blog. */
const UNKNOWN_TRUST = 0.4;
export const TITLE_BOOST = 0.3;
export const TAG_BOOST = 0.2;
export const RECENCY_BOOST = 0.1;
/** A project's own dependencies, at the versions it locks, come before other documentation that answers as well. */
export const PROJECT_DEPENDENCY_BOOST = 0.5;
const NO_SETS: ReadonlySet<string> = new Set();
const RECENT_DAYS = 30;
/**
 * BM25 sums whatever terms match, so a short entry matching one common word can outrank the page
 * that answers every word of the question; relevance is scaled by the share of the words matched.
 * The weight was tuned on the odd-numbered Node questions (BENCHMARKS.md, knowledge-quality).
 */
export const COVERAGE_WEIGHT = 3;
/** External knowledge is advice: at equal relevance project memory ranks first. */
export const EXTERNAL_ADVISORY = 0.9;

export interface KnowledgeScoreParts {
  similarity: number;
  lexical: number | null;
  semantic: number | null;
  coverage: number;
  /** The estimated chance (0 to 1) that the item answers the question (see search/relevance.ts). */
  relevance: number;
  /** Cosine to the question as Neo4j gives it, (1 + cos) / 2; null without vectors. */
  cosine: number | null;
  credibility: number;
  freshness: number;
  usage: number;
  boost: number;
  advisory: number;
  knowledgeWeights: KnowledgeWeights;
  /** With ENGRAM_RERANKER set, on the candidates it read: the cross-encoder's chance (0 to 1) that the hit answers the question. */
  reranker?: number;
}

/** A candidate with its similarity (words and meaning fused, see src/search/fusion.ts), coverage and relevance. */
export interface FusedCandidate extends KnowledgeCandidate, Similarity, Pick<JudgedSimilarity, "relevance" | "cosine"> {
  /** Share of the query's words in the title, keywords and text: 0 to 1. */
  coverage: number;
}

export interface RankedCandidate {
  candidate: FusedCandidate;
  score: number;
  why: KnowledgeScoreParts;
  deprecated: boolean;
}

export function freshness(lastUpdated: number | null, now: number): number {
  if (lastUpdated === null) return 0;
  return Math.max(0, 1 - (now - lastUpdated) / DAY_MS / FRESHNESS_DAYS);
}

function boostOf(candidate: FusedCandidate, terms: readonly string[], now: number, preferredSets: ReadonlySet<string>): number {
  let boost = 1;
  if (candidate.docSet !== null && preferredSets.has(candidate.docSet)) boost += PROJECT_DEPENDENCY_BOOST;
  boost += TITLE_BOOST * wordShare(candidate.title, terms);
  boost += TAG_BOOST * wordShare(candidate.tags.join(" "), terms);
  if (candidate.lastUpdated !== null && now - candidate.lastUpdated <= RECENT_DAYS * DAY_MS) boost += RECENCY_BOOST;
  return boost;
}

/**
 * The design's weighted sum of credibility, freshness, usage and relevance (similarity scaled by
 * coverage, times the title, tag and recency boosts), times the advisory factor.
 */
export function rankCandidates(
  candidates: readonly FusedCandidate[],
  terms: readonly string[],
  weights: KnowledgeWeights,
  version: string | null,
  now: number,
  preferredSets: ReadonlySet<string> = NO_SETS,
): RankedCandidate[] {
  return candidates.map((candidate) => {
    const why: KnowledgeScoreParts = {
      similarity: candidate.similarity,
      lexical: candidate.lexical,
      semantic: candidate.semantic,
      coverage: candidate.coverage,
      relevance: candidate.relevance,
      cosine: candidate.cosine,
      credibility: candidate.trust ?? UNKNOWN_TRUST,
      freshness: freshness(candidate.lastUpdated, now),
      usage: Math.min(1, candidate.accessCount / USAGE_SATURATION),
      boost: boostOf(candidate, terms, now, preferredSets),
      advisory: EXTERNAL_ADVISORY,
      knowledgeWeights: weights,
    };
    const relevance = (why.similarity * (1 + COVERAGE_WEIGHT * why.coverage)) / (1 + COVERAGE_WEIGHT);
    const weighted = weightedScore({ credibility: why.credibility, freshness: why.freshness, usage: why.usage, similarity: relevance * why.boost }, weights);
    return { candidate, score: weighted * why.advisory, why, deprecated: isDeprecatedAt(candidate, version) };
  });
}

/** Versions of one item (the same page in Node 18 and 20): the set valid for the version asked, newest first. */
export function newestPerItem(candidates: readonly FusedCandidate[], version: string | null): FusedCandidate[] {
  const byIdentity = new Map<string, FusedCandidate>();
  for (const candidate of candidates) {
    if (!isIntroducedBy(candidate, version)) continue;
    const kept = byIdentity.get(candidate.identity);
    if (!kept || prefer(candidate, kept, version)) byIdentity.set(candidate.identity, candidate);
  }
  return [...byIdentity.values()];
}

function prefer(candidate: FusedCandidate, kept: FusedCandidate, version: string | null): boolean {
  if (candidate.version === kept.version || candidate.version === null || kept.version === null) return candidate.similarity > kept.similarity;
  const fits = (c: FusedCandidate) => version === null || compareVersions(c.version!, version) <= 0;
  if (fits(candidate) !== fits(kept)) return fits(candidate);
  return compareVersions(candidate.version, kept.version) > 0;
}

/**
 * An API entry and the section documenting it point at the same URL: one hit, shown as the API
 * entry, with the better similarity and coverage of the two.
 */
export function oneHitPerTarget(candidates: readonly FusedCandidate[]): FusedCandidate[] {
  const byTarget = new Map<string, FusedCandidate>();
  for (const candidate of candidates) {
    const target = candidate.url ?? candidate.id;
    const kept = byTarget.get(target);
    if (!kept) {
      byTarget.set(target, candidate);
      continue;
    }
    const shown = kept.kind === "API" || (candidate.kind !== "API" && kept.similarity >= candidate.similarity) ? kept : candidate;
    byTarget.set(target, {
      ...shown,
      similarity: Math.max(kept.similarity, candidate.similarity),
      coverage: Math.max(kept.coverage, candidate.coverage),
      relevance: Math.max(kept.relevance, candidate.relevance),
    });
  }
  return [...byTarget.values()];
}

export interface RankingContext {
  /** The question's words (see queryTerms). */
  terms: readonly string[];
  weights: KnowledgeWeights;
  /** The version asked for, without a leading v; null for any. */
  version: string | null;
  now: number;
  /** `source@version` of the sets the project locks: ranked first at equal relevance. */
  preferredSets?: ReadonlySet<string>;
}

/**
 * Knowledge search's ranking (the last stage of its search pipeline): each candidate with its fused
 * similarity and its coverage of the question's words, one per item (the version asked for) and per
 * target URL, scored by rankCandidates.
 */
export function rankExternal(candidates: readonly KnowledgeCandidate[], similarity: (candidate: KnowledgeCandidate) => JudgedSimilarity, context: RankingContext): RankedCandidate[] {
  const fused = candidates.map((candidate): FusedCandidate => {
    const { similarity: fusedSimilarity, lexical, semantic, coverage, relevance, cosine } = similarity(candidate);
    return { ...candidate, similarity: fusedSimilarity, lexical, semantic, coverage, relevance, cosine };
  });
  return rankCandidates(oneHitPerTarget(newestPerItem(fused, context.version)), context.terms, context.weights, context.version, context.now, context.preferredSets);
}

/**
 * Best first, but a page's best hit before any page's second: an agent reading the top five gets five pages
 * (when five match), not five sections of one long page; the other sections follow in score order.
 * Hits are of one page when they share source and id (a section's id is its page's).
 */
export function pagesFirst<H extends { source: string; id: string }>(hitsBestFirst: readonly H[]): H[] {
  const seen = new Set<string>();
  const firsts: H[] = [];
  const repeats: H[] = [];
  for (const hit of hitsBestFirst) {
    const page = `${hit.source}|${hit.id}`;
    (seen.has(page) ? repeats : firsts).push(hit);
    seen.add(page);
  }
  return [...firsts, ...repeats];
}

/** The knowledge parts of a memory hit: its own project's knowledge, fully trusted and not advisory; fresh as it decays, used as it recurs. */
export type MemoryHitParts = Pick<KnowledgeScoreParts, "similarity" | "credibility" | "freshness" | "usage" | "boost" | "advisory" | "knowledgeWeights">;

/** A memory hit among knowledge hits, scored with the same weights as external knowledge. */
export function scoreMemoryHit(why: Pick<MemoryScoreBreakdown, "similarity" | "decay" | "occurrence">, weights: KnowledgeWeights): { score: number; parts: MemoryHitParts } {
  const parts = { similarity: why.similarity, credibility: 1, freshness: why.decay, usage: why.occurrence, boost: 1, advisory: 1, knowledgeWeights: weights };
  return { score: weightedScore({ credibility: parts.credibility, freshness: parts.freshness, usage: parts.usage, similarity: parts.similarity }, weights), parts };
}
