/** What gets a vector: each label, the text its vector is made from, and its vector index. */
export interface EmbeddingTarget {
  label: "Memory" | "DocSection" | "APIReference";
  index: string;
  /** Cypher expression over `n` giving the text to embed. */
  text: string;
}

/** Long texts are cut: small sentence models read at most 256 to 512 tokens anyway. */
export const MAX_EMBEDDED_CHARS = 2_000;

export const EMBEDDING_TARGETS: readonly EmbeddingTarget[] = [
  { label: "Memory", index: "memory_embedding", text: "coalesce(n.title + '. ', '') + n.content" },
  { label: "DocSection", index: "doc_section_embedding", text: "coalesce(n.pageTitle + ': ', '') + coalesce(n.title + '. ', '') + coalesce(n.text, '')" },
  { label: "APIReference", index: "api_reference_embedding", text: "n.name + coalesce(' ' + n.signature, '') + coalesce('. ' + n.description, '')" },
];

export function targetFor(label: EmbeddingTarget["label"]): EmbeddingTarget {
  return EMBEDDING_TARGETS.find((target) => target.label === label)!;
}
