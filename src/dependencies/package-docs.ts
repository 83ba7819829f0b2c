/**
 * What a package says about itself, read from its files alone (pure: no I/O beyond the given map): its
 * README (for a wheel, METADATA's long description), its changelog as one document per released version
 * with breaking releases marked, its docs folder, the examples it ships, and its metadata.
 */

import type { DocumentInput } from "../knowledge/ingest/types.js";
import { changelogDocuments, docsDocuments, exampleDocuments, readmeDocument } from "./package-docs/documents.js";
import { PackageText } from "./package-docs/files.js";
import { packageMetadata } from "./package-docs/metadata.js";
import type { Ecosystem, PackageFiles, PackageMetadata } from "./types.js";

export {
  type ChangelogEntry,
  type ChangelogFormat,
  type SplitOptions,
  type VersionHeading,
  MAX_CHANGELOG_ENTRIES,
  MAX_ENTRY_BYTES,
  changelogMarkdown,
  findDate,
  isBreaking,
  parseVersionHeading,
  splitChangelog,
} from "./package-docs/changelog.js";
export { type DocumentCategory, MAX_DOCS_PAGES, MAX_EXAMPLE_BYTES, MAX_EXAMPLE_FILES, codeExample, descriptionFormat } from "./package-docs/documents.js";
export { MAX_FILE_BYTES, decodeText } from "./package-docs/files.js";
export { type CoreMetadata, longDescription, normaliseRepositoryUrl, npmMetadata, packageMetadata, parseCoreMetadata, pypiMetadata } from "./package-docs/metadata.js";
export { rstToMarkdown, setextToAtx } from "./package-docs/rst.js";

export interface PackageDocs {
  documents: DocumentInput[];
  metadata: PackageMetadata;
  /** Files skipped (too big, binary, broken front matter) and oddities met (caps reached, a version missing from the changelog). */
  warnings: string[];
}

/** The package's documents (README, changelog versions, docs, examples), its metadata, and what was left out. */
export function readPackageDocs(ecosystem: Ecosystem, name: string, version: string, files: PackageFiles): PackageDocs {
  const warnings: string[] = [];
  const text = new PackageText(files, warnings);
  const metadata = packageMetadata(ecosystem, text, warnings);
  const readme = readmeDocument(ecosystem, name, text, warnings);
  const changelog = changelogDocuments(name, text, warnings);
  if (changelog.source !== null && !changelog.documents.some((document) => sameVersion(document.versionIntroduced, version))) {
    warnings.push(`${changelog.source}: no entry for the package's own version ${version}`);
  }
  const documents = [
    ...(readme ? [readme] : []),
    ...changelog.documents,
    ...docsDocuments(text, changelog.source, warnings),
    ...exampleDocuments(text, warnings),
  ];
  return { documents, metadata, warnings };
}

/** `v1.2.3` and `1.2.3`, `1.0` and `1.0.0` are one version. */
function sameVersion(a: string | null, b: string): boolean {
  const normal = (version: string) => version.trim().toLowerCase().replace(/^v/, "").replace(/(\.0)+$/, "");
  return a !== null && normal(a) === normal(b);
}
