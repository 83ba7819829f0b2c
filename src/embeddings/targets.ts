/** What gets a vector: each label, the text its vector is made from, and its vector index. */
export interface EmbeddingTarget {
  label: "Memory" | "DocSection" | "APIReference";
  index: string;
  /** Cypher expression over `n` giving the text to embed. */
  text: string;
}

/** Long texts are cut: small sentence models read at most 256 to 512 tokens anyway. */
export const MAX_EMBEDDED_CHARS = 2_000;

/**
 * A conversational turn is embedded after the turn before it in its scope: a reply ("Yes, last week!")
 * means little alone. On LoCoMo this raised hybrid recall's MRR from 0.44 to 0.50 (BENCHMARKS.md).
 * The index memory_scope_turn_order finds the previous turn (by time, then arrival: see turnOrder), in
 * its own order (as CONVERSATION_NEIGHBOURS). Only its first PREVIOUS_TURN_CHARS lead: a sentence or two
 * of context. With 500, an assistant's long answer made most of the user's next turn's vector (LongMemEval:
 * user turns 233 characters at the median, assistant turns 2,236); 200 kept LoCoMo within noise and raised
 * LongMemEval's held-out MRR from 0.568 to 0.680, chosen on both corpora's development halves
 * (BENCHMARKS.md, "The default path (issue 32)"). Vectors stored before keep their 500 until re-embedded.
 */
const PREVIOUS_TURN_CHARS = 200;
const PREVIOUS_TURN = `CASE WHEN n.turnOrder IS NOT NULL THEN coalesce(head(COLLECT {
    MATCH (previous:Memory)
    WHERE previous.scopeTokens = n.scopeTokens AND previous.turnOrder < n.turnOrder
    RETURN left(previous.content, ${PREVIOUS_TURN_CHARS}) ORDER BY previous.scopeTokens DESC, previous.turnOrder DESC LIMIT 1
  }) + '\n', '') ELSE '' END`;

export const EMBEDDING_TARGETS: readonly EmbeddingTarget[] = [
  { label: "Memory", index: "memory_embedding", text: `${PREVIOUS_TURN} + coalesce(n.title + '. ', '') + n.content` },
  { label: "DocSection", index: "doc_section_embedding", text: "coalesce(n.pageTitle + ': ', '') + coalesce(n.title + '. ', '') + coalesce(n.text, '')" },
  { label: "APIReference", index: "api_reference_embedding", text: "n.name + coalesce(' ' + n.signature, '') + coalesce('. ' + n.description, '')" },
];

export function targetFor(label: EmbeddingTarget["label"]): EmbeddingTarget {
  return EMBEDDING_TARGETS.find((target) => target.label === label)!;
}
