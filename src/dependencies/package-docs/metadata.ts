/**
 * A package's own description of itself: npm's package.json, or Python's core metadata (a wheel's
 * `*.dist-info/METADATA`, an sdist's `PKG-INFO`), whose body after the headers is the long description.
 */

import type { Ecosystem, PackageFiles, PackageMetadata } from "../types.js";
import { errorText } from "../../knowledge/ingest/text.js";
import { PackageText } from "./files.js";

/** Core metadata read: each header's values (several for `Classifier`, `Project-URL`), and the body. */
export interface CoreMetadata {
  headers: Map<string, string[]>;
  body: string;
}

const HOSTS: Record<string, string> = { github: "github.com", gitlab: "gitlab.com", bitbucket: "bitbucket.org", gist: "gist.github.com" };
const REPOSITORY_HOSTS = /^https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\/[^/]+\/[^/#?]+/i;
const HOMEPAGE_LABELS = new Set(["homepage", "home", "homepageurl", "website"]);
const SOURCE_LABELS = new Set(["source", "sourcecode", "repository", "repo", "code", "github", "gitlab", "sources"]);
const EMPTY: PackageMetadata = { description: null, homepage: null, repository: null, license: null };

/** The package's metadata from its files: package.json for npm; METADATA, else PKG-INFO, for PyPI. Nulls where absent. */
export function packageMetadata(ecosystem: Ecosystem, packageFiles: PackageFiles | PackageText, warnings: string[] = []): PackageMetadata {
  const files = packageFiles instanceof PackageText ? packageFiles : new PackageText(packageFiles, warnings);
  if (ecosystem === "npm") {
    const text = files.text("package.json");
    if (text === null) return { ...EMPTY };
    try {
      return npmMetadata(JSON.parse(text) as unknown);
    } catch (error) {
      warnings.push(`package.json: not read, ${errorText(error)}`);
      return { ...EMPTY };
    }
  }
  const path = coreMetadataPath(files);
  return path === null ? { ...EMPTY } : pypiMetadata(parseCoreMetadata(files.text(path) ?? ""));
}

/** A wheel's `*.dist-info/METADATA`, else the sdist's `PKG-INFO`, else an `*.egg-info/PKG-INFO`. */
export function coreMetadataPath(files: PackageText): string | null {
  const paths = files.paths();
  return (
    paths.find((path) => /^[^/]+\.dist-info\/METADATA$/.test(path)) ??
    (files.has("PKG-INFO") ? "PKG-INFO" : null) ??
    paths.find((path) => /^([^/]+\/)?[^/]+\.egg-info\/PKG-INFO$/.test(path)) ??
    null
  );
}

export function npmMetadata(manifest: unknown): PackageMetadata {
  const json = isRecord(manifest) ? manifest : {};
  const repository = repositoryUrl(json.repository);
  const homepage = stringValue(json.homepage);
  return {
    description: stringValue(json.description),
    homepage,
    repository: repository ?? repositoryOfHomepage(homepage),
    license: npmLicense(json.license, json.licenses),
  };
}

/** `"MIT"`, `{ "type": "MIT" }`, or the old `licenses: [{ type }]` (joined with OR). */
function npmLicense(license: unknown, licenses: unknown): string | null {
  const single = stringValue(license) ?? (isRecord(license) ? stringValue(license.type) : null);
  if (single !== null) return single;
  if (!Array.isArray(licenses)) return null;
  const types = licenses.map((entry) => stringValue(entry) ?? (isRecord(entry) ? stringValue(entry.type) : null)).filter((type): type is string => type !== null);
  return types.length > 0 ? types.join(" OR ") : null;
}

/** package.json's `repository`: a string or `{ url }`, as a browsable https URL. */
function repositoryUrl(repository: unknown): string | null {
  const url = stringValue(repository) ?? (isRecord(repository) ? stringValue(repository.url) : null);
  return url === null ? null : normaliseRepositoryUrl(url);
}

/**
 * A repository URL as a browser opens it: `git+https://github.com/x/y.git`, `git://…`, `git+ssh://git@…`,
 * `git@github.com:x/y.git`, `github:x/y`, `x/y` → `https://github.com/x/y`.
 */
export function normaliseRepositoryUrl(url: string): string {
  let text = url.trim();
  const shorthand = /^(github|gitlab|bitbucket|gist):(.+)$/i.exec(text);
  if (shorthand) text = `https://${HOSTS[shorthand[1]!.toLowerCase()]}/${shorthand[2]}`;
  else if (/^[\w.-]+\/[\w.-]+$/.test(text)) text = `https://github.com/${text}`;
  text = text
    .replace(/^git\+/, "")
    .replace(/^[\w.-]+@([^:/]+):(?!\d+\/)/, "https://$1/")
    .replace(/^(?:git|ssh|git\+ssh):\/\/(?:[^@/]+@)?/, "https://")
    .replace(/^(https?:\/\/)[^@/]+@/, "$1")
    .replace(/#.*$/, "")
    .replace(/\/+$/, "")
    .replace(/\.git$/, "");
  return text.replace(/^http:\/\/(github\.com|gitlab\.com|bitbucket\.org)\//i, "https://$1/");
}

/** A homepage that is a GitHub/GitLab/Bitbucket/Codeberg repository is the repository. */
function repositoryOfHomepage(homepage: string | null): string | null {
  const match = homepage === null ? null : REPOSITORY_HOSTS.exec(homepage);
  return match ? normaliseRepositoryUrl(match[0]) : null;
}

/**
 * RFC 822 style headers (continuation lines, white-space-only ones included, folded in with their line
 * breaks), then the body after the first empty line.
 */
export function parseCoreMetadata(text: string): CoreMetadata {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headers = new Map<string, string[]>();
  let last: { key: string; values: string[] } | null = null;
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (line === "") break;
    if (/^\s/.test(line) && last) {
      last.values[last.values.length - 1] += `\n${line}`;
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const values = headers.get(key) ?? [];
    values.push(line.slice(colon + 1).trim());
    headers.set(key, values);
    last = { key, values };
  }
  return { headers, body: lines.slice(index + 1).join("\n").trim() };
}

/** The first value of a header, trimmed; null when absent, empty or `UNKNOWN`. */
export function header(metadata: CoreMetadata, key: string): string | null {
  const value = metadata.headers.get(key.toLowerCase())?.[0]?.trim();
  return value && value !== "UNKNOWN" ? value : null;
}

/** The long description: the body, else the old `Description:` header (continuation lines' 8 spaces and `|` removed). */
export function longDescription(metadata: CoreMetadata): string | null {
  if (metadata.body && metadata.body !== "UNKNOWN") return metadata.body;
  const description = header(metadata, "description");
  if (description === null) return null;
  return description.split("\n").map((line, index) => (index === 0 ? line : line.replace(/^( {8}\|?|\t\|?)/, ""))).join("\n").trim() || null;
}

export function pypiMetadata(metadata: CoreMetadata): PackageMetadata {
  const urls = projectUrls(metadata);
  const homepage = header(metadata, "home-page") ?? labelled(urls, HOMEPAGE_LABELS);
  const source = labelled(urls, SOURCE_LABELS);
  return {
    description: oneLine(header(metadata, "summary")),
    homepage,
    repository: source !== null ? normaliseRepositoryUrl(source) : repositoryOfHomepage(homepage),
    license: pypiLicense(metadata),
  };
}

/** `Project-URL: Label, URL` headers, labels normalised as PEP 753 does (lower case, punctuation and spaces removed). */
function projectUrls(metadata: CoreMetadata): Array<{ label: string; url: string }> {
  return (metadata.headers.get("project-url") ?? []).flatMap((value) => {
    const comma = value.indexOf(",");
    if (comma === -1) return [];
    return [{ label: value.slice(0, comma).toLowerCase().replace(/[^a-z0-9]/g, ""), url: value.slice(comma + 1).trim() }];
  });
}

function labelled(urls: Array<{ label: string; url: string }>, labels: Set<string>): string | null {
  return urls.find((entry) => labels.has(entry.label) && entry.url)?.url ?? null;
}

/** `License-Expression`, else a one-line `License` (some put the whole text there), else the License classifiers' last parts. */
function pypiLicense(metadata: CoreMetadata): string | null {
  const expression = header(metadata, "license-expression");
  if (expression !== null) return expression;
  const license = header(metadata, "license");
  if (license !== null && !license.includes("\n") && license.length <= 100) return license;
  const classified = (metadata.headers.get("classifier") ?? [])
    .filter((classifier) => classifier.startsWith("License ::"))
    .map((classifier) => classifier.split("::").at(-1)!.trim())
    .filter((name) => name !== "" && name !== "OSI Approved");
  return classified.length > 0 ? classified.join(" OR ") : null;
}

function oneLine(text: string | null): string | null {
  return text === null ? null : text.replace(/\s+/g, " ").trim() || null;
}

function stringValue(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
