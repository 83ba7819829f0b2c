import { luceneText, queryTerms } from "./terms.js";

/** What turns a question into its vector: SemanticIndex.embedQuery (null when the provider failed). */
export interface QuestionEmbedder {
  embedQuery(text: string): Promise<number[] | null>;
}

/**
 * One question of one request, shared by every search the request makes (searchKnowledge's documentation
 * and memory branches, a context brief's recall and search): its words are found once, and its vector is
 * asked for once, when a search first needs it, even when two searches ask at the same moment.
 */
export class Question {
  /** The question as asked, without surrounding white space. */
  readonly text: string;
  /** Its content words (see queryTerms). */
  readonly terms: string[];
  /** The question as typed, escaped for Lucene; null without a searchable word (see luceneText). */
  readonly lucene: string | null;
  private vector: Promise<number[] | null> | null = null;

  constructor(
    text: string,
    private readonly embedder: QuestionEmbedder | null,
  ) {
    this.text = text.trim();
    this.terms = queryTerms(this.text);
    this.lucene = luceneText(this.text);
  }

  /** Its vector, embedded on first use; null without an embedder or when embedding failed. */
  embedding(): Promise<number[] | null> {
    this.vector ??= this.embedder ? this.embedder.embedQuery(this.text) : Promise.resolve(null);
    return this.vector;
  }
}
