import { RERANK_SHARE } from "./config.js";
import { logistic } from "./fusion.js";

/** Reads a question with each passage and says how well the passage answers it. */
export interface Reranker {
  /** How many of the best candidates are read again (ENGRAM_RERANK_CANDIDATES). */
  readonly candidates: number;
  /** A relevance logit per passage, in order; null when the model failed (logged): the order is then kept. */
  score(question: string, passages: readonly string[]): Promise<number[] | null>;
  close(): Promise<void>;
}

/** The cross-encoder's logit as a chance (0 to 1) that the passage answers the question: ms-marco models are trained with exactly this logistic. */
export const rerankerChance = (logit: number): number => logistic(logit);

/** A reranked hit's similarity: the search's, mixed with the cross-encoder's chance by RERANK_SHARE. */
export function rerankedSimilarity(similarity: number, logit: number, share = RERANK_SHARE): number {
  return (1 - share) * similarity + share * rerankerChance(logit);
}

/**
 * The first `reranker.candidates` items (ranked best first by the search) read again: each rescored
 * from its logit, then put in order of the new score; the items after them follow in their order.
 * Without a reranker, or without logits (the model failed), the ranking is returned as it was.
 */
export async function rerankTop<T>(
  ranked: readonly T[],
  question: string,
  reranker: Reranker | null,
  item: { passage(item: T): string; rescore(item: T, logit: number): T; score(item: T): number },
): Promise<T[]> {
  if (reranker === null) return [...ranked];
  const top = ranked.slice(0, reranker.candidates);
  const logits = top.length < 2 ? null : await reranker.score(question, top.map(item.passage));
  if (logits === null) return [...ranked];
  const rescored = top.map((entry, index) => ({ entry: item.rescore(entry, logits[index]!), index }));
  rescored.sort((a, b) => item.score(b.entry) - item.score(a.entry) || a.index - b.index);
  return [...rescored.map(({ entry }) => entry), ...ranked.slice(top.length)];
}

interface Ask {
  question: string;
  passages: readonly string[];
  resolve: (logits: number[] | null) => void;
}

/**
 * One cross-encoder reading per request that reranks in several searches at once (searchKnowledge's
 * documentation and memory branches): each search reads through a reranker of its own, and the step
 * reads every passage they asked for in one call, once each search has asked or ended without asking.
 * The model scores every pair alone (see cross-encoder.ts), so each logit is what it would be alone.
 */
export class RerankStep {
  private readonly asks: Ask[] = [];
  private waitingFor: number;

  constructor(
    private readonly reranker: Reranker | null,
    searches: number,
  ) {
    this.waitingFor = searches;
  }

  /** Runs one of the step's searches with its reranker (null when none is on). */
  async run<T>(search: (reranker: Reranker | null) => Promise<T>): Promise<T> {
    if (this.reranker === null) return search(null);
    let asked = false;
    const reader: Reranker = {
      candidates: this.reranker.candidates,
      score: (question, passages) => {
        asked = true;
        return this.ask(question, passages);
      },
      close: async () => undefined,
    };
    try {
      return await search(reader);
    } finally {
      if (!asked) this.arrive();
    }
  }

  private ask(question: string, passages: readonly string[]): Promise<number[] | null> {
    if (this.waitingFor === 0) return this.reranker!.score(question, passages);
    return new Promise((resolve) => {
      this.asks.push({ question, passages, resolve });
      this.arrive();
    });
  }

  private arrive(): void {
    this.waitingFor -= 1;
    if (this.waitingFor > 0) return;
    const byQuestion = new Map<string, Ask[]>();
    for (const ask of this.asks.splice(0)) byQuestion.set(ask.question, [...(byQuestion.get(ask.question) ?? []), ask]);
    for (const asks of byQuestion.values()) void this.read(asks);
  }

  /** The asks of one question in one call, each given its own passages' logits. */
  private async read(asks: readonly Ask[]): Promise<void> {
    // A failed reading must not leave the searches waiting: they keep their own order, as on null.
    const logits = await this.reranker!.score(asks[0]!.question, asks.flatMap((ask) => ask.passages)).catch(() => null);
    let start = 0;
    for (const ask of asks) {
      ask.resolve(logits === null ? null : logits.slice(start, start + ask.passages.length));
      start += ask.passages.length;
    }
  }
}
