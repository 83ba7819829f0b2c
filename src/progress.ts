import { MultiBar, Presets } from "cli-progress";

/** Progress bars of the CLI commands, on stderr (their answers go to stdout); without a terminal, a line every few seconds. */
export function stderrBars(format: string): MultiBar {
  return new MultiBar({ format, noTTYOutput: true, notTTYSchedule: 3000, stream: process.stderr }, Presets.shades_classic);
}
