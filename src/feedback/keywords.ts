import { eng } from "stopword";
import { words } from "../search/tokeniser.js";

/** Words that say what to do rather than what about ("Build a React app with hooks" is about react, app, hooks). */
const TASK_VERBS = ["build", "create", "make", "implement", "write", "add", "use", "using", "get", "set", "fix", "need", "want"];
const STOP_WORDS = new Set([...eng, ...TASK_VERBS]);

/** Keywords of a task: lower-case words of three characters or more, stop words and task verbs removed. */
export function taskKeywords(task: string): string[] {
  return [...new Set(words(task).filter((word) => word.length > 2 && !STOP_WORDS.has(word)))];
}
