import { badInput, dateTimeArg } from "../errors.js";

const DAY_MS = 86_400_000;
export const DEFAULT_WINDOW_DAYS = 30;
/** An omitted until: nothing recorded is left out, even when this instance's clock is behind another's. */
const OPEN_END = "9999-12-31T00:00:00.000Z";

/** [since, until) as ISO strings. */
export interface TimeWindow {
  since: string;
  until: string;
}

/** The analytics window: since defaults to 30 days before until (or now), until to no end. */
export function timeWindow(args: { since?: string | null; until?: string | null }, now: Date): TimeWindow {
  const until = args.until ? dateTimeArg("until", args.until) : null;
  const since = args.since ? dateTimeArg("since", args.since) : new Date((until ? Date.parse(until) : now.getTime()) - DEFAULT_WINDOW_DAYS * DAY_MS).toISOString();
  if (until !== null && since >= until) throw badInput("since", `must be before until (got since ${since}, until ${until})`);
  return { since, until: until ?? OPEN_END };
}

/** How many days a window spans up to now at most. */
export function windowDays(window: TimeWindow, now: Date): number {
  return (Math.min(Date.parse(window.until), Math.max(now.getTime(), Date.parse(window.since))) - Date.parse(window.since)) / DAY_MS;
}

export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
