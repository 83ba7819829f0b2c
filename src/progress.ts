import cliProgress, { MultiBar, Presets, type Options, type SingleBar } from "cli-progress";

/** Progress bars that stop once: a second stop would draw the bars again over whatever was printed after the first. */
export interface ProgressBars {
  create(total: number, start: number, payload?: object): SingleBar;
  stop(): void;
}

/** cli-progress pads an unknown time (an ETA before anything is done) to its last letters, "LLs": show "?" instead. */
export function formatTime(seconds: unknown, options: Options, roundTo: number): string {
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? cliProgress.Format.TimeFormat(seconds, options, roundTo) : "?";
}

/** Progress bars of the CLI commands, on stderr (their answers go to stdout); without a terminal, a line every few seconds. */
export function stderrBars(format: string): ProgressBars {
  const bars = new MultiBar({ format, formatTime, noTTYOutput: true, notTTYSchedule: 3000, stream: process.stderr }, Presets.shades_classic);
  let stopped = false;
  return {
    create: (total, start, payload) => bars.create(total, start, payload),
    stop: () => {
      if (stopped) return;
      stopped = true;
      bars.stop();
    },
  };
}
