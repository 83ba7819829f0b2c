import type { KnowledgeCandidate } from "../../src/knowledge/search/candidates.js";

/** A documentation section as the knowledge search's retrievers return it: Node's fs page unless overridden. */
export function knowledgeCandidate(overrides: Partial<KnowledgeCandidate> = {}): KnowledgeCandidate {
  return {
    kind: "DOC",
    id: "node:fs",
    identity: "node:fs",
    title: "File system",
    text: "Reading files line by line.",
    keywords: "",
    page: "node:fs",
    url: "https://nodejs.org/api/fs.html#readline",
    tags: [],
    version: null,
    docSet: null,
    versionIntroduced: null,
    deprecatedIn: null,
    stability: null,
    replacedBy: null,
    trust: 0.9,
    lastUpdated: null,
    accessCount: 0,
    lexicalScore: 2,
    semanticScore: null,
    ...overrides,
  };
}
