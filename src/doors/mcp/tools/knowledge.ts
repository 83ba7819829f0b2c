import { z } from "zod";
import { MAX_TEXT_LENGTH } from "../../../input-limits.js";
import { MAX_API_NAME_LENGTH } from "../../../knowledge/api-lookup.js";
import type { KnowledgeSearchHit } from "../../../knowledge/search/service.js";
import { MAX_SEARCH_LIMIT } from "../../../knowledge/search/service.js";
import { dependencyChangesMarkdown } from "../../../dependencies/upgrade.js";
import { agentTypeArg, agentTypeOf, clip, defineTool, limit, list, location, minRelevance, minScore, name, projectArg, projectOf, question, requiredProjectOf } from "../tool.js";

const SOURCES = ["DOC", "API", "BEST_PRACTICE", "EXAMPLE", "MEMORY"] as const;
const MAX_EXTERNAL = 10;
const DEFAULT_DOCUMENT_CHARS = 20_000;
/** Characters of an excerpt shown in the Markdown text. */
const MARKDOWN_EXCERPT = 300;

const hitSchema = z.object({
  rank: z.number(),
  id: z.string(),
  source: z.enum(SOURCES),
  title: z.string(),
  url: z.string().nullable(),
  excerpt: z.string(),
  score: z.number(),
  relevance: z.number(),
  version: z.string().nullable(),
  deprecated: z.boolean(),
  replacedBy: z.string().nullable(),
});

function hitOf(hit: KnowledgeSearchHit): z.infer<typeof hitSchema> {
  const { rank, source, title, url, excerpt, score, relevance, version, deprecated, replacedBy } = hit;
  return { rank, id: hit.memoryId ?? hit.id, source, title, url, excerpt, score, relevance, version, deprecated, replacedBy };
}

function hitLine(hit: z.infer<typeof hitSchema>): string {
  const link = hit.url ? ` <${hit.url}>` : "";
  const deprecation = hit.deprecated ? ` **deprecated**${hit.replacedBy ? `, use ${hit.replacedBy}` : ""}` : "";
  return `${hit.rank}. [${hit.source}] **${hit.title}**${link} (\`${hit.id}\`, relevance ${hit.relevance.toFixed(2)})${deprecation}\n   ${clip(hit.excerpt, MARKDOWN_EXCERPT)}`;
}

const searchKnowledge = defineTool({
  name: "search_knowledge",
  title: "Search knowledge",
  description:
    "Search documentation, API references, best practices, code examples and your agent type's memory at once, ranked together. " +
    "Use it for how-to questions and to check an API before using it. Returns hits in rank order (rank 1 first, following score) with id, source, title, link, excerpt, version, deprecation " +
    "and relevance (the chance, 0 to 1, that the hit answers; comparable across queries, but not the order); " +
    "open a document whole with get_document, an API with api_reference.",
  input: {
    query: question().describe("What you want to know, e.g. \"read a file line by line\"."),
    sources: list(z.enum(SOURCES)).optional().describe("Which to search: DOC, API, BEST_PRACTICE, EXAMPLE, MEMORY (default all; MEMORY needs an agent type)."),
    language: name().optional().describe("The programming language, e.g. python; defaults to the project's languages when its code is indexed."),
    version: name().optional().describe("The version you use, e.g. 18.20.4: only documentation of that release line, and APIs introduced later left out."),
    source: name().optional().describe("Only pages and API entries of this documentation set, e.g. node_docs."),
    domain: name().optional(),
    tags: list(name()).optional(),
    agentType: agentTypeArg(),
    project: projectArg(),
    limit: limit(MAX_SEARCH_LIMIT, 10),
    minScore: minScore(),
    minRelevance: minRelevance(),
  },
  output: { hits: z.array(hitSchema), totalFound: z.number(), hint: z.string().nullable() },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const agentType = args.agentType ?? defaults.agentType;
    const project = agentType === null ? null : projectOf(args.project, defaults);
    const result = await engram.search.search(principal, { ...args, agentType, project });
    const hits = result.hits.map(hitOf);
    const markdown = hits.length ? hits.map(hitLine).join("\n") : (result.hint ?? "Nothing matched.");
    return { structured: { hits, totalFound: result.totalFound, hint: result.hint }, markdown };
  },
});

const getDocument = defineTool({
  name: "get_document",
  title: "Get a document",
  description:
    "Read one documentation page whole by its path (as search_knowledge hits and links name it, e.g. library/asyncio-task.html). " +
    "Returns its title, source, version, link and text; an unknown path answers with the closest paths.",
  input: {
    path: location().describe("The document's path within its documentation set."),
    source: name().optional().describe("The documentation set, e.g. python_docs or npm:zod, when several have the path."),
    version: name().optional().describe("Of a package's set, exactly this version (fetched from its registry when nobody ingested it)."),
    project: projectArg(),
    maxChars: z.number().int().min(1).max(MAX_TEXT_LENGTH).default(DEFAULT_DOCUMENT_CHARS).describe(`Characters of text at most (default ${DEFAULT_DOCUMENT_CHARS}).`),
  },
  output: {
    id: z.string(),
    path: z.string(),
    source: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    version: z.string().nullable(),
    content: z.string(),
    truncated: z.boolean(),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ path, source, version, project, maxChars }, { engram, principal, defaults }) {
    const doc = await engram.dependencies.document(principal, path, { source: source ?? null, version: version ?? null, project: projectOf(project, defaults) });
    const content = doc.content.slice(0, maxChars);
    const structured = { id: doc.id, path: doc.path, source: doc.source, title: doc.title, url: doc.url, version: doc.version, content, truncated: content.length < doc.content.length };
    return { structured, markdown: `# ${doc.title}\n\n${doc.source} ${doc.version ?? ""} ${doc.url ?? ""}\n\n${clip(doc.content, maxChars)}` };
  },
});

const apiReference = defineTool({
  name: "api_reference",
  title: "API reference",
  description:
    "Look up an API by its fully qualified name (e.g. fs.readFile, json.dumps, or a package's: ZodString.email in npm:zod, attrs.define in pypi:attrs) " +
    "for the version you use (with project, the version the project locks): signature, description, " +
    "when it was introduced, whether it is deprecated at that version and what replaces it. A short name ending one API's name only " +
    "(getdefaultlocale) answers for that API; an ambiguous or misspelt one is an error listing the closest names. " +
    "Returns found: false when the API came after that version, or no name is near.",
  input: {
    name: z.string().max(MAX_API_NAME_LENGTH).describe("The API's fully qualified name, e.g. fs.readFile, or a short name ending one only."),
    version: name().optional().describe("The version you use, e.g. 18.20.4; of a package's set exactly that version; the project's locked or newest set without it."),
    source: name().optional().describe("The documentation set, e.g. node_docs, npm:zod or pypi:fastapi."),
    project: projectArg(),
  },
  output: {
    found: z.boolean(),
    /** At the version asked; without one, deprecated at all. */
    deprecated: z.boolean(),
    api: z
      .object({
        id: z.string(),
        name: z.string(),
        kind: z.string().nullable(),
        source: z.string().nullable(),
        version: z.string().nullable(),
        signature: z.string().nullable(),
        description: z.string().nullable(),
        parameters: z.string().nullable(),
        returnType: z.string().nullable(),
        exampleCode: z.string().nullable(),
        versionIntroduced: z.string().nullable(),
        deprecatedIn: z.string().nullable(),
        stability: z.string().nullable(),
        replacedBy: z.string().nullable(),
        documentPath: z.string().nullable(),
      })
      .nullable(),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const chosen = await engram.dependencies.apiReference(principal, args.name, { version: args.version ?? null, source: args.source ?? null, project: projectOf(args.project, defaults) });
    const api = chosen === null ? null : await engram.knowledge.apiReferenceDetails(chosen.id);
    if (!chosen || !api) return { structured: { found: false, deprecated: false, api: null }, markdown: `No entry for ${args.name}${args.version ? ` in version ${args.version}` : ""}.` };
    const deprecation = chosen.deprecated ? `\n\n**Deprecated in ${api.deprecatedIn ?? "this version"}**${api.replacedBy ? `: use ${api.replacedBy}` : ""}.` : "";
    const markdown = `## ${api.name} (${api.source ?? ""} ${api.version ?? ""})\n\n\`${api.signature ?? api.name}\`${deprecation}\n\n${api.description ?? ""}`;
    return { structured: { found: true, deprecated: chosen.deprecated, api }, markdown };
  },
});

const agentContext = defineTool({
  name: "agent_context",
  title: "Agent context",
  description:
    "Call at the start of a task: a brief of what your agent type learned that bears on it (patterns, decisions, anti-patterns, past resolutions) " +
    "and the most relevant documentation, as Markdown, plus the ids of what it cites.",
  input: {
    task: question().describe("The task in a sentence, e.g. \"add rate limiting to the login endpoint\"."),
    agentType: agentTypeArg(),
    project: projectArg(),
    maxExternal: z.number().int().min(0).max(MAX_EXTERNAL).default(2).describe(`Documentation hits to include, 0 to ${MAX_EXTERNAL} (default 2).`),
    language: name().optional().describe("The documentation's programming language, e.g. python; defaults to the project's languages when its code is indexed."),
  },
  output: { markdown: z.string(), memoryIds: z.array(z.string()), external: z.array(hitSchema), recommendedAgentTypes: z.array(z.string()) },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(args, { engram, principal, defaults }) {
    const brief = await engram.briefs.brief(principal, {
      agentType: agentTypeOf(args.agentType, defaults),
      project: projectOf(args.project, defaults),
      task: args.task,
      maxExternal: args.maxExternal,
      language: args.language ?? null,
    });
    const memoryIds = [...brief.patterns, ...brief.decisions, ...brief.antiPatterns, ...brief.pastResolutions].map((hit) => hit.candidate.id);
    const structured = { markdown: brief.markdown, memoryIds, external: brief.external.map(hitOf), recommendedAgentTypes: brief.recommendedAgentTypes.map((row) => row.agentType) };
    return { structured, markdown: brief.markdown };
  },
});

const libraryHit = z.object({ id: z.string(), source: z.enum(SOURCES), title: z.string(), url: z.string().nullable(), deprecated: z.boolean(), replacedBy: z.string().nullable() });

const resolveLibrary = defineTool({
  name: "resolve_library",
  title: "Resolve a library",
  description:
    "Find the documentation sets of a package by its name or part of it (zod, @types/react, fastapi): each set (npm:<name> or pypi:<name>) with the versions " +
    "ingested, its description and links, and the version your project locks. Pass a set to library_docs, search_knowledge (source) or api_reference.",
  input: {
    libraryName: name().describe("The package's name or part of it, e.g. zod or fastapi."),
    project: projectArg(),
  },
  output: {
    libraries: z.array(
      z.object({
        source: z.string(),
        versions: z.array(z.string()),
        lockedVersion: z.string().nullable(),
        description: z.string().nullable(),
        homepage: z.string().nullable(),
        repository: z.string().nullable(),
        license: z.string().nullable(),
      }),
    ),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ libraryName, project }, { engram, principal, defaults }) {
    const libraries = await engram.dependencies.resolveLibrary(principal, libraryName, projectOf(project, defaults));
    const line = (library: (typeof libraries)[number]) =>
      `- \`${library.source}\`${library.lockedVersion ? ` (your project locks ${library.lockedVersion})` : ""}: ${library.versions.slice(0, 10).join(", ")}${library.description ? ` — ${library.description}` : ""}`;
    return { structured: { libraries }, markdown: libraries.length > 0 ? libraries.map(line).join("\n") : `No documentation set matches "${libraryName}"; engram ingest deps adds a project's packages.` };
  },
});

const libraryDocs = defineTool({
  name: "library_docs",
  title: "Library documentation",
  description:
    "A package's documentation on a topic, at the version you use (default: the version your project locks, else the newest ingested): " +
    "the best README, docs and changelog sections and API entries (signatures, deprecations and replacements) within a token budget. " +
    "Without a topic, the README. A version nobody ingested yet is fetched from its registry; if that takes long, state is PREPARING: ask again in a minute.",
  input: {
    library: name().describe("The documentation set, as resolve_library names it, e.g. npm:zod or pypi:fastapi."),
    version: name().optional().describe("The package version, e.g. 3.23.8."),
    topic: question().optional().describe("What you want to do with it, e.g. \"validate an email address\"."),
    tokens: z.number().int().min(100).max(50_000).default(5_000).describe("The answer's size at most, in tokens (about four characters each; default 5000)."),
    project: projectArg(),
  },
  output: {
    source: z.string(),
    version: z.string(),
    state: z.enum(["READY", "PREPARING"]),
    message: z.string().nullable(),
    fetchedNow: z.boolean().describe("True when this call fetched the version from its registry and wrote its documentation set."),
    hits: z.array(libraryHit),
    tokens: z.number(),
    markdown: z.string(),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async run(args, { engram, principal, defaults }) {
    const docs = await engram.dependencies.libraryDocs(principal, { ...args, project: projectOf(args.project, defaults) });
    const hits = docs.hits.map(({ id, source, title, url, deprecated, replacedBy }) => ({ id, source, title, url, deprecated, replacedBy }));
    const markdown = docs.state === "PREPARING" ? (docs.message ?? "Being prepared.") : docs.markdown || `Nothing in ${docs.source}@${docs.version} matched the topic.`;
    const { source, version, state, message, fetchedNow, tokens } = docs;
    return { structured: { source, version, state, message, fetchedNow, hits, tokens, markdown: docs.markdown }, markdown };
  },
});

const lockedPackage = z.object({ source: z.string(), ecosystem: z.string(), name: z.string(), version: z.string(), direct: z.boolean() });

const upgradeImpact = defineTool({
  name: "upgrade_impact",
  title: "Upgrade impact",
  description:
    "What the project's latest dependency upgrade (engram ingest deps) changed: each package whose locked version moved (old → new), " +
    "the APIs your indexed code calls that the new version deprecates or removed, with the replacement and every call site (file, line, function), " +
    "the changelog entries released in between (breaking ones first), and packages added and removed. since compares with the state locked then instead of the one before the latest.",
  input: {
    project: projectArg(),
    since: name().optional().describe("Compare with what the project locked at this time (ISO 8601, e.g. 2026-01-31T00:00:00Z) instead of before its latest change."),
  },
  output: {
    project: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    changed: z.array(
      z.object({
        source: z.string(),
        name: z.string(),
        from: z.string(),
        to: z.string(),
        direct: z.boolean(),
        fromSetIngested: z.boolean(),
        toSetIngested: z.boolean(),
        changelog: z.array(z.object({ version: z.string(), title: z.string(), breaking: z.boolean(), markdown: z.string(), url: z.string().nullable() })),
        apis: z.array(
          z.object({
            name: z.string(),
            status: z.enum(["DEPRECATED", "REMOVED"]),
            deprecatedIn: z.string().nullable(),
            alreadyDeprecated: z.boolean(),
            replacement: z.string().nullable(),
            calls: z.number(),
            callSites: z.array(z.object({ file: z.string(), line: z.number(), function: z.string().nullable(), called: z.string() })),
          }),
        ),
      }),
    ),
    added: z.array(lockedPackage),
    removed: z.array(lockedPackage),
    message: z.string().nullable(),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ project, since }, { engram, principal, defaults }) {
    const report = await engram.dependencies.dependencyChanges(principal, { project: requiredProjectOf(project, defaults), since: since ?? null });
    return { structured: { ...report }, markdown: dependencyChangesMarkdown(report) };
  },
});

export const knowledgeTools = [searchKnowledge, getDocument, apiReference, agentContext, resolveLibrary, libraryDocs, upgradeImpact];
