import { z } from "zod";
import { MAX_RESULTS } from "../../../websearch/service.js";
import { clip, defineTool, list, name, question } from "../tool.js";

const CATEGORIES = ["DOCUMENTATION", "TUTORIAL", "API_REFERENCE", "NEWS"] as const;
const MARKDOWN_CONTENT = 300;

const webSearch = defineTool({
  name: "web_search",
  title: "Web search",
  description:
    "Search the web (Tavily) when Engram's own knowledge has nothing: answers are cached and shared, so a question another agent asked " +
    "comes back at once. Returns results with url, title, content and domain, and whether they came from the cache.",
  input: {
    query: question().describe("What to search for."),
    maxResults: z.number().int().min(1).max(MAX_RESULTS).default(5).describe(`Results at most, 1 to ${MAX_RESULTS} (default 5).`),
    category: z.enum(CATEGORIES).optional().describe("DOCUMENTATION, TUTORIAL, API_REFERENCE or NEWS; decides how long the answer is cached."),
    excludeDomains: list(name()).optional().describe("Domains to leave out, e.g. [\"w3schools.com\"]."),
    refresh: z.boolean().optional().describe("Ask Tavily again even if a cached answer is fresh."),
  },
  output: {
    results: z.array(z.object({ url: z.string(), title: z.string(), content: z.string(), domain: z.string(), score: z.number(), publishedDate: z.string().nullable() })),
    fromCache: z.boolean(),
    stale: z.boolean(),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { engram, principal }) {
    const outcome = await engram.webSearch.search(principal, args);
    const lines = outcome.results.map((r, index) => `${index + 1}. **${r.title}** <${r.url}>\n   ${clip(r.content, MARKDOWN_CONTENT)}`);
    const origin = outcome.fromCache ? `From the cache${outcome.stale ? " (stale: the web search provider did not answer)" : ""}.` : "Fresh from the web.";
    return {
      structured: { results: outcome.results, fromCache: outcome.fromCache, stale: outcome.stale },
      markdown: [origin, ...lines].join("\n") + (lines.length ? "" : "\nNo result."),
    };
  },
});

export const webTools = [webSearch];
