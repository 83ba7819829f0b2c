/** A package's pages: its README, a document per changelog version, its docs folder, its examples. */

import { parseMarkdownPage } from "../../knowledge/ingest/markdown.js";
import { collapseWhitespace, errorText, skipped } from "../../knowledge/ingest/text.js";
import type { DocSectionInput, DocumentInput } from "../../knowledge/ingest/types.js";
import type { Ecosystem } from "../types.js";
import { type ChangelogEntry, type ChangelogFormat, splitChangelog } from "./changelog.js";
import { type PackageText, baseName, isSkippedPath } from "./files.js";
import { coreMetadataPath, header, longDescription, parseCoreMetadata } from "./metadata.js";
import { rstToMarkdown } from "./rst.js";

export type DocumentCategory = "readme" | "changelog" | "docs" | "example";

export const MAX_EXAMPLE_FILES = 200;
export const MAX_EXAMPLE_BYTES = 100 * 1024;
export const MAX_DOCS_PAGES = 1000;

const README = /^readme(\.(md|markdown|rst|txt))?$/i;
const CHANGELOG = /^(changelog|changes|history|news|releases|release[-_]?notes)(\.(md|markdown|rst|txt))?$/i;
const EXTENSION_ORDER = ["md", "markdown", "rst", "txt", ""];
const DOCS_FOLDER = /^(docs|doc|documentation)\/(.+)$/i;
const DOCS_PAGE = /\.(md|markdown|rst)$/i;
const EXAMPLES_FOLDER = /^examples?\//i;
const MARKDOWN_FILE = /\.(md|markdown)$/i;
const CODE_LANGUAGES: Record<string, string> = {
  js: "javascript", mjs: "javascript", cjs: "javascript", jsx: "jsx", ts: "typescript", mts: "typescript", cts: "typescript",
  tsx: "tsx", py: "python", sh: "bash",
};

export function formatOfPath(path: string): ChangelogFormat {
  const extension = extensionOf(path);
  return extension === "md" || extension === "markdown" ? "markdown" : extension === "rst" ? "rst" : "text";
}

function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Source in its format as Markdown: RST converted, Markdown and plain text as written. */
function asMarkdown(source: string, format: ChangelogFormat): string {
  return format === "rst" ? rstToMarkdown(source) : source;
}

/** Files matching `pattern` directly in `folder` (`""` for the root), Markdown before RST before text. */
function filesNamed(files: PackageText, pattern: RegExp, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    files
      .paths()
      .filter((path) => path.startsWith(folder) && !path.slice(folder.length).includes("/") && pattern.test(path.slice(folder.length)))
      .sort((a, b) => EXTENSION_ORDER.indexOf(extensionOf(a)) - EXTENSION_ORDER.indexOf(extensionOf(b))),
  );
}

interface PageOptions {
  title?: string;
  category: DocumentCategory;
  tags: string[];
  frontMatter: boolean;
  versionIntroduced?: string | null;
}

/** A Markdown page as a document of the category; null (with a warning) when its front matter is broken. */
function markdownDocument(path: string, markdown: string, options: PageOptions, source: string, warnings: string[]): DocumentInput | null {
  let page: DocumentInput;
  try {
    page = parseMarkdownPage(path, options.frontMatter ? markdown : `\n${markdown}`);
  } catch (error) {
    warnings.push(skipped(source, errorText(error)));
    return null;
  }
  const title = options.title ?? page.title;
  return {
    ...page,
    title,
    sections: page.sections.map((section) => (section.anchor === null ? { ...section, title } : section)),
    tags: options.tags,
    category: options.category,
    versionIntroduced: options.versionIntroduced ?? null,
    deprecatedIn: null,
  };
}

/** The README at the package root; for PyPI without one, the long description of METADATA / PKG-INFO. */
export function readmeDocument(ecosystem: Ecosystem, name: string, files: PackageText, warnings: string[]): DocumentInput | null {
  const options: PageOptions = { title: `${name} README`, category: "readme", tags: ["readme"], frontMatter: false };
  for (const path of filesNamed(files, README, [""])) {
    const source = files.text(path);
    if (source !== null && source.trim() !== "") return markdownDocument("README", asMarkdown(source, formatOfPath(path)), options, path, warnings);
  }
  if (ecosystem !== "pypi") return null;
  const path = coreMetadataPath(files);
  const metadata = path === null ? null : parseCoreMetadata(files.text(path) ?? "");
  const description = metadata === null ? null : longDescription(metadata);
  if (metadata === null || description === null || path === null) return null;
  const format = descriptionFormat(header(metadata, "description-content-type"), description);
  return markdownDocument("README", asMarkdown(description, format), options, path, warnings);
}

/** `Description-Content-Type`: text/markdown, text/x-rst, text/plain; without one, RST when it looks like RST (PEP 566's default). */
export function descriptionFormat(contentType: string | null, description: string): ChangelogFormat {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "text/markdown") return "markdown";
  if (type === "text/x-rst") return "rst";
  if (type === "text/plain") return "text";
  const markdownSigns = /^#{1,6}\s|^```|\]\(https?:/m.test(description);
  const rstSigns = /^\.\.\s+[\w:-]+::|^\.\. _|``[^`]+``|`_|^([=\-~^"'`#*+])\1{2,}\s*$/m.test(description);
  return rstSigns && !markdownSigns ? "rst" : "markdown";
}

/** The changelog (root CHANGELOG/CHANGES/HISTORY/NEWS/RELEASES, else docs/changelog…) split into one document per version. */
export function changelogDocuments(name: string, files: PackageText, warnings: string[]): { documents: DocumentInput[]; source: string | null } {
  for (const path of filesNamed(files, CHANGELOG, ["", "docs/", "doc/"])) {
    const text = files.text(path);
    if (text === null) continue;
    const capWarnings: string[] = [];
    const entries = splitChangelog(text, formatOfPath(path), { packageName: name, warnings: capWarnings });
    if (entries.length === 0) continue;
    warnings.push(...capWarnings.map((warning) => `${path}: ${warning}`));
    const seen = new Set<string>();
    const documents = entries.flatMap((entry) => {
      if (seen.has(entry.version)) {
        warnings.push(`${path}: version ${entry.version} appears again, kept its first entry`);
        return [];
      }
      seen.add(entry.version);
      const document = changelogDocument(name, entry, path, warnings);
      return document ? [document] : [];
    });
    return { documents, source: path };
  }
  return { documents: [], source: null };
}

/** One version's document: a section anchored at the version for its lead, one per sub-heading (Added, Breaking Changes…). */
export function changelogDocument(name: string, entry: ChangelogEntry, source: string, warnings: string[]): DocumentInput | null {
  const title = `${name} ${entry.version}${entry.breaking ? " — breaking changes" : ""}`;
  const page = markdownDocument(
    `CHANGELOG/${entry.version}`,
    `# ${entry.title}\n\n${entry.markdown}`,
    {
      title,
      category: "changelog",
      tags: entry.breaking ? ["changelog", "breaking"] : ["changelog"],
      frontMatter: false,
      versionIntroduced: entry.version,
    },
    source,
    warnings,
  );
  if (page === null) return null;
  const [lead, ...rest] = page.sections.filter((section) => section.anchor !== null);
  const versionSection: DocSectionInput = { anchor: entry.version, title, text: lead?.text ?? "" };
  return { ...page, sections: rest.length > 0 && versionSection.text === "" ? rest : [versionSection, ...rest] };
}

/** Markdown and RST pages under docs/, doc/ or documentation/, as `docs/<path without extension>`. */
export function docsDocuments(files: PackageText, changelogSource: string | null, warnings: string[]): DocumentInput[] {
  const pages = files.paths().filter((path) => {
    const inside = DOCS_FOLDER.exec(path)?.[2];
    return (
      inside !== undefined && DOCS_PAGE.test(path) && !isSkippedPath(path) && !/(^|\/)[._]/.test(inside) &&
      !(changelogSource !== null && CHANGELOG.test(baseName(path)))
    );
  });
  if (pages.length > MAX_DOCS_PAGES) warnings.push(`docs: ${pages.length} pages, kept the first ${MAX_DOCS_PAGES}`);
  const documents = new Map<string, DocumentInput>();
  for (const path of pages.slice(0, MAX_DOCS_PAGES)) {
    const target = `docs/${DOCS_FOLDER.exec(path)![2]!.replace(DOCS_PAGE, "")}`;
    if (documents.has(target)) {
      warnings.push(skipped(path, `${target} is already read from another file`));
      continue;
    }
    const source = files.text(path);
    if (source === null) continue;
    const format = formatOfPath(path);
    const document = markdownDocument(target, asMarkdown(source, format), { category: "docs", tags: ["docs"], frontMatter: format === "markdown" }, path, warnings);
    if (document) documents.set(target, document);
  }
  return [...documents.values()];
}

/** Files under examples/ or example/: Markdown as pages, code (.js .ts .py .sh…) as one fenced block titled with its file name. */
export function exampleDocuments(files: PackageText, warnings: string[]): DocumentInput[] {
  const candidates = files
    .paths()
    .filter((path) => EXAMPLES_FOLDER.test(path) && !isSkippedPath(path) && (MARKDOWN_FILE.test(path) || extensionOf(path) in CODE_LANGUAGES));
  const documents: DocumentInput[] = [];
  let read = 0;
  for (; read < candidates.length && documents.length < MAX_EXAMPLE_FILES; read++) {
    const document = exampleDocument(files, candidates[read]!, warnings);
    if (document) documents.push(document);
  }
  if (read < candidates.length) warnings.push(`examples: ${candidates.length} files, kept the first ${MAX_EXAMPLE_FILES}`);
  return documents;
}

function exampleDocument(files: PackageText, path: string, warnings: string[]): DocumentInput | null {
  const source = files.text(path, MAX_EXAMPLE_BYTES);
  if (source === null) return null;
  if (!MARKDOWN_FILE.test(path)) return codeExample(path, source);
  return markdownDocument(path.replace(MARKDOWN_FILE, ""), source, { category: "example", tags: ["example"], frontMatter: true }, path, warnings);
}

/** A code file as a document whose Markdown is the file fenced with its language. */
export function codeExample(path: string, code: string): DocumentInput {
  const title = baseName(path);
  const body = code.replace(/\s+$/, "");
  const longestRun = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const text = collapseWhitespace(body);
  return {
    path,
    title,
    text,
    markdown: `${fence}${CODE_LANGUAGES[extensionOf(path)] ?? ""}\n${body}\n${fence}`,
    sections: [{ anchor: null, title, text }],
    tags: ["example"],
    category: "example",
    versionIntroduced: null,
    deprecatedIn: null,
  };
}
