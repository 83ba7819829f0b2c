import { createHash } from "node:crypto";
import { badInput } from "../errors.js";

/** Issues a memory may name, and labels an issue may carry. */
export const MAX_ISSUES_PER_MEMORY = 20;
export const MAX_LABELS = 50;

const SAME_REPOSITORY = /^#?(\d{1,9})$/;
const OTHER_REPOSITORY = /^([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+)#(\d{1,9})$/;
const TRACKER_KEY = /^([A-Za-z][A-Za-z0-9_]*)-(\d{1,9})$/;

const ACCEPTED = '"#42", "42", "owner/repo#42" or a tracker key such as "ENG-42"';

/**
 * An issue's key in one form, whatever form the agent wrote it in: "#42" for the project's own
 * repository, "owner/repo#42" (lower case, as GitHub and GitLab compare them) for another, "ENG-42"
 * (upper case) for Jira or Linear. BAD_USER_INPUT naming the field otherwise.
 */
export function issueKey(raw: string, field: string): string {
  const text = raw.trim();
  const own = SAME_REPOSITORY.exec(text);
  if (own) return `#${Number(own[1])}`;
  const other = OTHER_REPOSITORY.exec(text);
  if (other) return `${other[1]!.toLowerCase()}#${Number(other[2])}`;
  const tracker = TRACKER_KEY.exec(text);
  if (tracker) return `${tracker[1]!.toUpperCase()}-${Number(tracker[2])}`;
  throw badInput(field, `must be an issue key such as ${ACCEPTED} (got ${JSON.stringify(raw.slice(0, 80))})`);
}

/** Keys of a list, each checked and normalised, without repeats. */
export function issueKeys(raw: readonly string[], field: string): string[] {
  if (raw.length > MAX_ISSUES_PER_MEMORY) throw badInput(field, `must name at most ${MAX_ISSUES_PER_MEMORY} issues (got ${raw.length})`);
  return [...new Set(raw.map((key, index) => issueKey(key, `${field}[${index}]`)))];
}

/** Labels as compared: trimmed, lower case, without repeats; empty ones refused. */
export function issueLabels(raw: readonly string[], field: string): string[] {
  if (raw.length > MAX_LABELS) throw badInput(field, `must hold at most ${MAX_LABELS} labels (got ${raw.length})`);
  return [
    ...new Set(
      raw.map((label, index) => {
        const normalised = label.trim().toLowerCase();
        if (normalised === "") throw badInput(`${field}[${index}]`, "must not be empty");
        return normalised;
      }),
    ),
  ];
}

/** Label prefixes that say a label is about the kind of work, not its domain. */
const KIND_PREFIXES = ["type:", "kind:", "priority:", "status:", "size:"];

/**
 * The domains an issue's labels name, the unit agent metrics are counted in: "domain:security" and
 * "area:auth" count as security and auth, "security" as itself; labels about the kind of work
 * (type:bug, priority:high) name no domain.
 */
export function domainsOf(labels: readonly string[]): string[] {
  const domains = labels
    .filter((label) => !KIND_PREFIXES.some((prefix) => label.startsWith(prefix)))
    .map((label) => label.replace(/^(domain|area|component):/, ""))
    .filter((label) => label !== "");
  return [...new Set(domains)];
}

/** Hours from opening to closing; null when it is not closed or has no opening time. */
export function resolutionHours(openedAt: string | null, closedAt: string | null): number | null {
  if (openedAt === null || closedAt === null) return null;
  const hours = (Date.parse(closedAt) - Date.parse(openedAt)) / 3_600_000;
  return Number.isFinite(hours) && hours >= 0 ? hours : null;
}

const digest = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex");

/** An issue node's id: the same for the same key of the same project, whoever writes it first. */
export function issueNodeId(project: string, key: string): string {
  return digest("issue", project, key).slice(0, 32);
}

/** A token the Lucene standard tokenizer keeps whole: the issue index finds a project's issues by it, so other projects never fill the candidates. */
export function projectToken(project: string): string {
  return `i${digest("project", project).slice(0, 24)}`;
}

/** What remember writes for each issue a memory names. */
export function issueNodes(project: string, keys: readonly string[]) {
  return keys.map((key) => ({ key, id: issueNodeId(project, key), projectToken: projectToken(project) }));
}
