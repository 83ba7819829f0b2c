import { badInput, dateTimeArg, integerIn } from "../errors.js";
import { issueKeys } from "./issue-keys.js";
import { count, MAX_TEXT_LENGTH } from "../input-limits.js";
import type { RememberInput } from "./types.js";

export const MAX_REMEMBER_BATCH = 1000;
/** A memory's content as stored, with anything an operation adds to what it was given: as long as any long text. */
export const MAX_CONTENT_LENGTH = MAX_TEXT_LENGTH;
export const MAX_RECALL_LIMIT = 100;
export const MAX_RELATED_DEPTH = 5;

function checkIdList(field: string, ids: readonly string[] | null | undefined): void {
  ids?.forEach((id, index) => {
    if (id.trim() === "") throw badInput(`${field}[${index}]`, "must be a memory id, not empty");
  });
}

/** A memory's own fields, apart from its scope and links: what remember checks, and import of a memory from a file too. */
export type MemoryFields = Pick<RememberInput, "id" | "content" | "sessionId" | "importance" | "tags" | "issues">;

/** Checks a memory's own fields, each named by fieldOf(its name). */
export function checkMemoryFields(fields: MemoryFields, fieldOf: (name: keyof MemoryFields) => string): void {
  if (fields.content.trim() === "") throw badInput(fieldOf("content"), "must not be empty");
  if (fields.content.length > MAX_CONTENT_LENGTH) {
    throw badInput(fieldOf("content"), `must be at most ${count(MAX_CONTENT_LENGTH)} characters (got ${count(fields.content.length)})`);
  }
  if (fields.sessionId?.trim() === "") throw badInput(fieldOf("sessionId"), "must be a session id, or left out");
  if (fields.id?.trim() === "") throw badInput(fieldOf("id"), "must be an id of your choosing, or left out");
  if (fields.importance != null) integerIn(fieldOf("importance"), fields.importance, 1, 10);
  fields.tags?.forEach((tag, index) => {
    if (tag.trim() === "") throw badInput(`${fieldOf("tags")}[${index}]`, "must not be empty");
  });
  if (fields.issues) issueKeys(fields.issues, fieldOf("issues"));
}

export function checkRememberInput(input: RememberInput, field: string): void {
  checkMemoryFields(input, (name) => `${field}.${name}`);
  if (input.agentType.trim() === "") throw badInput(`${field}.agentType`, "must be an agent type id such as architect, not empty");
  if (input.project?.trim() === "") throw badInput(`${field}.project`, "must be a project id, or left out for global memory");
  if (input.occurredAt != null) dateTimeArg(`${field}.occurredAt`, input.occurredAt);
  if (input.issues?.length && !input.project) throw badInput(`${field}.issues`, "needs a project: an issue belongs to a project's tracker");
  input.references?.forEach((ref, index) => {
    if (ref.path.trim() === "") throw badInput(`${field}.references[${index}].path`, "must be a path relative to the repository root");
  });
  checkIdList(`${field}.relatesTo`, input.relatesTo);
  checkIdList(`${field}.derivedFrom`, input.derivedFrom);
  checkIdList(`${field}.contradicts`, input.contradicts);
}

/** A list of memories to remember: not empty, and not more than one call may write. */
export function checkRememberBatchSize(inputs: readonly RememberInput[], field: string): void {
  if (inputs.length === 0) throw badInput(field, "must hold at least one memory");
  if (inputs.length > MAX_REMEMBER_BATCH) {
    throw badInput(field, `must hold at most ${MAX_REMEMBER_BATCH.toLocaleString("en")} memories (got ${inputs.length.toLocaleString("en")})`);
  }
}

/** Each memory of one call, named as fieldOf(index) names it, and no id twice in the call. */
export function checkRememberInputs(inputs: readonly RememberInput[], fieldOf: (index: number) => string): void {
  inputs.forEach((input, index) => checkRememberInput(input, fieldOf(index)));
  const ids = new Map<string, number>();
  inputs.forEach((input, index) => {
    if (input.id == null) return;
    if (ids.has(input.id)) throw badInput(`${fieldOf(index)}.id`, `repeats the id of ${fieldOf(ids.get(input.id)!)} in the same call`);
    ids.set(input.id, index);
  });
}

export function checkRecallLimit(limit: number): void {
  integerIn("limit", limit, 1, MAX_RECALL_LIMIT);
}
