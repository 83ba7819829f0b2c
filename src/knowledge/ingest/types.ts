/**
 * What every documentation parser produces, whatever the format: pages split into sections, and API
 * entries pointing at the page (and anchor) that documents them. The writer turns this into the graph.
 */

export interface DocSectionInput {
  /** The HTML id / slug the section can be linked with (`page#anchor`), or null for the page's lead. */
  anchor: string | null;
  title: string;
  /** Plain text of the section, white space collapsed. */
  text: string;
}

export interface DocumentInput {
  /** Path inside the documentation set, e.g. `library/os.html` (sphinx), `fs` (node-api), `guides/routing` (markdown). */
  path: string;
  title: string;
  /** Plain text of the whole page: its summary and snippet in Neo4j are cut from it. */
  text: string;
  /** The page as Markdown (headings, code blocks fenced with their language): what the content store keeps and `document` returns. */
  markdown: string;
  sections: DocSectionInput[];
  tags: string[];
  category: string | null;
  versionIntroduced: string | null;
  deprecatedIn: string | null;
}

export interface ApiEntryInput {
  /** Fully qualified name: `os.path.join`, `fs.readFile`, `EventEmitter.on`. */
  name: string;
  /** module, class, function, method, property, event, exception, attribute, data… */
  kind: string;
  signature: string | null;
  description: string | null;
  /** `DocumentInput.path` of the page documenting the entry. */
  docPath: string;
  anchor: string | null;
  versionIntroduced: string | null;
  deprecatedIn: string | null;
  /** The replacement named by the deprecation note (`Use X instead`), when one is named. */
  replacement: string | null;
  /** Node's stability index (`0 - Deprecated`, `2 - Stable`…), when the format has one. */
  stability: string | null;
  /** A usage example the entry's own documentation gives (JSDoc `@example`), as written. */
  example?: string | null;
}

export interface ParsedDocSet {
  documents: DocumentInput[];
  apis: ApiEntryInput[];
  /** Files skipped or oddities met, counted in the summary; a bad file never aborts the run. */
  warnings: string[];
}

export interface ParseOptions {
  /** Called after each file with how many are done out of how many. */
  onProgress?: (done: number, total: number) => void;
}

export type DocSetParser = (root: string, options?: ParseOptions) => Promise<ParsedDocSet>;
