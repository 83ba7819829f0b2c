import type { IssueRow } from "./cypher.js";

/** What an issue is known by, beyond its words: its labels with its memories' tags, and the files its memories reference. */
export interface IssueEvidence {
  issue: IssueRow;
  /** The domains its labels name and the tags of the memories naming it that the caller may see, lower case. */
  tags: readonly string[];
  /** Paths the memories naming it reference (a path#symbol reference counts as its path). */
  files: readonly string[];
  /** The latest RESOLUTION memory naming it that the caller may see. */
  resolution: IssueResolution | null;
}

export interface IssueResolution {
  id: string;
  title: string | null;
  content: string;
}

export interface RelatedIssueRow {
  issue: IssueRow;
  score: number;
  content: number;
  sharedLabels: string[];
  sharedFiles: string[];
  why: string;
  resolution: IssueResolution | null;
}

/**
 * A related issue's score: content x (1 + labels x shared domains and tags) + files x shared files. Shared
 * domains raise an issue alike in words rather than bring in one that is not (chosen on the development
 * half of bench:issue-quality, where adding them instead did worse); files count on their own, as the
 * same code is evidence words may miss (not measured: that set has no memories).
 */
export const RELATED_WEIGHTS = { labels: 0.3, files: 0.2 } as const;

const PATH_SEGMENT = /^[\w.-]+$/;
const FILE_NAME = /^[\w-]+\.[A-Za-z]\w{0,9}$/;
const MAX_PATH = 2_048;

/**
 * Paths a text names (src/auth/login.ts, ./lib/db.py): what a description says it touches. Read word by
 * word, never by one pattern over the whole text, so that a long description costs time in its length.
 */
export function filesIn(text: string): string[] {
  const paths = text
    .split(/[\s"'`()[\]{}<>,;]+/)
    .map((word) => word.replace(/[.:!?]+$/, "").replace(/^\.\//, ""))
    .filter((word) => word.length <= MAX_PATH && isPath(word));
  return [...new Set(paths)];
}

function isPath(word: string): boolean {
  const segments = word.split("/");
  if (segments.length < 2) return false;
  const file = segments.pop()!;
  return FILE_NAME.test(file) && segments.every((segment) => PATH_SEGMENT.test(segment) && segment !== "");
}

/** |A ∩ B| / |A ∪ B|, with the shared items in A's order. */
export function overlap(a: readonly string[], b: readonly string[]): { share: number; shared: string[] } {
  const inB = new Set(b);
  const shared = [...new Set(a)].filter((item) => inB.has(item));
  const union = new Set([...a, ...b]).size;
  return { share: union === 0 ? 0 : shared.length / union, shared };
}

function reason(content: number, labels: string[], files: string[]): string {
  const parts: string[] = [];
  if (content > 0) parts.push(`its title and description share words (similarity ${content.toFixed(2)})`);
  if (labels.length > 0) parts.push(`it shares domains or tags: ${labels.slice(0, 5).join(", ")}`);
  if (files.length > 0) parts.push(`its memories reference the same files: ${files.slice(0, 3).join(", ")}`);
  return parts.join("; ");
}

/**
 * Past issues ranked by how alike they are to the asked one: content (the words of their titles and
 * descriptions, 0 to 1), raised by the domains and memory tags they share, plus the files their memories
 * reference (each shared part as the share of the two sets they have in common; see RELATED_WEIGHTS).
 * Issues with a score of 0 are left out; ties go to the most recently opened.
 */
export function rankRelatedIssues(
  asked: { tags: readonly string[]; files: readonly string[] },
  candidates: ReadonlyArray<{ evidence: IssueEvidence; content: number }>,
  limit: number,
): RelatedIssueRow[] {
  return candidates
    .map(({ evidence, content }) => {
      const labels = overlap(evidence.tags, asked.tags);
      const files = overlap(evidence.files, asked.files);
      const score = content * (1 + RELATED_WEIGHTS.labels * labels.share) + RELATED_WEIGHTS.files * files.share;
      return {
        issue: evidence.issue,
        score,
        content,
        sharedLabels: labels.shared,
        sharedFiles: files.shared,
        why: reason(content, labels.shared, files.shared),
        resolution: evidence.resolution,
      };
    })
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || (b.issue.openedAt ?? "").localeCompare(a.issue.openedAt ?? "") || a.issue.key.localeCompare(b.issue.key))
    .slice(0, limit);
}
