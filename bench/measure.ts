import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { build, type Histogram } from "hdr-histogram-js";

/** What one side (GraphQL or the direct driver) of one scenario measured. */
export interface LoadSummary {
  /** Successful requests whose latency was recorded. */
  requests: number;
  elapsedSeconds: number;
  throughput: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Transport errors, timeouts, GraphQL error bodies, or driver exceptions. */
  errors: number;
  /** HTTP responses outside 2xx; always 0 for the driver. */
  non2xx: number;
  firstError?: string;
  /** CPU seconds each watched process used while this side was measured (see measureAlternating). */
  cpuSeconds?: Record<string, number>;
}

/** A process whose CPU time is counted per side: its name in reports and its pid (null: this process, the load generator). */
export interface WatchedProcess {
  name: string;
  pid: number | null;
}

/** Linux's USER_HZ, which /proc/<pid>/stat counts in. */
const CLOCK_TICKS = 100;

/** CPU seconds a process has used so far, all its threads (user and system time; from /proc, or this process's own count). */
export function cpuSeconds(pid: number | null): number {
  if (pid === null) {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  }
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** How waitUntilQuiet watches a process: windows of this many seconds, quiet under this share of one core, given up after maxSeconds. */
export interface QuietWatch {
  windowSeconds: number;
  busyShare: number;
  maxSeconds: number;
}

/** Neo4j after seeding: about a core for three minutes at 100,000 memories, mostly its JVM compiling hot code (a thread dump then: C2 at 93 s of CPU, the most after the Bolt worker that seeded). */
export const NEO4J_SETTLING: QuietWatch = { windowSeconds: 5, busyShare: 0.1, maxSeconds: 600 };

/**
 * Waits until a process uses less than busyShare of one core over a whole window (its CPU seconds read
 * by usedSeconds), so that work left over from before (JIT compilation after seeding) is not counted
 * against what is measured next. The seconds waited, and whether it went quiet before maxSeconds.
 */
export async function waitUntilQuiet(usedSeconds: () => number, watch: QuietWatch, sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))): Promise<{ seconds: number; quiet: boolean }> {
  let waited = 0;
  while (waited < watch.maxSeconds) {
    const before = usedSeconds();
    await sleep(watch.windowSeconds);
    waited += watch.windowSeconds;
    if (usedSeconds() - before < watch.busyShare * watch.windowSeconds) return { seconds: waited, quiet: true };
  }
  return { seconds: waited, quiet: false };
}

/** Latencies in an HdrHistogram at microsecond resolution, the same way for both sides. */
export class LatencyRecorder {
  private readonly histogram: Histogram = build({ lowestDiscernibleValue: 1, numberOfSignificantValueDigits: 3 });
  errors = 0;
  non2xx = 0;
  firstError: string | undefined;

  recordMs(ms: number): void {
    this.histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
  }

  recordError(message: string, count = 1): void {
    if (count <= 0) return;
    this.errors += count;
    this.firstError ??= message;
  }

  summary(elapsedSeconds: number): LoadSummary {
    const atMs = (percentile: number) => this.histogram.getValueAtPercentile(percentile) / 1000;
    const requests = this.histogram.totalCount;
    return {
      requests,
      elapsedSeconds,
      throughput: requests / elapsedSeconds,
      meanMs: this.histogram.mean / 1000,
      p50Ms: atMs(50),
      p95Ms: atMs(95),
      p99Ms: atMs(99),
      maxMs: this.histogram.maxValue / 1000,
      errors: this.errors,
      non2xx: this.non2xx,
      ...(this.firstError === undefined ? {} : { firstError: this.firstError }),
    };
  }
}

export interface HttpLoad {
  url: string;
  headers: Record<string, string>;
  /** A fresh POST body for every request. */
  nextBody: () => string;
  /** Whether a 2xx body still reports a failure (e.g. GraphQL "errors"). */
  isErrorBody: (body: string) => boolean;
  concurrency: number;
}

/** One side of a comparison: runs its load for `seconds`, recording into `recorder`; returns the elapsed seconds. */
export type LoadSide = (recorder: LatencyRecorder, seconds: number) => Promise<number>;

/** autocannon with `concurrency` keep-alive connections for `seconds`; it stops by itself. */
export function httpLoad(load: HttpLoad): LoadSide {
  return (recorder, seconds) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: load.url,
          method: "POST",
          headers: load.headers,
          connections: load.concurrency,
          duration: seconds,
          requests: [
            {
              setupRequest: (request) => ({ ...request, body: load.nextBody() }),
              onResponse: (status, body) => {
                if (status >= 200 && status < 300 && load.isErrorBody(body)) recorder.recordError(body.slice(0, 300));
              },
            },
          ],
        },
        (error, result) => {
          if (error) return reject(error);
          recorder.recordError(`${result.errors} connection errors (${result.timeouts} timeouts)`, result.errors);
          resolve(result.duration);
        },
      );
      instance.on("response", (_client, status, _bytes, responseTimeMs) => {
        if (status >= 200 && status < 300) recorder.recordMs(responseTimeMs);
        else recorder.non2xx++;
      });
    });
}

/** `concurrency` async workers, each awaiting `operation` in a loop until `seconds` have passed. */
export function workerLoad(operation: () => Promise<unknown>, concurrency: number): LoadSide {
  return async (recorder, seconds) => {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await operation();
          recorder.recordMs(performance.now() - t0);
        } catch (error) {
          recorder.recordError((error as Error).message);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return (performance.now() - started) / 1000;
  };
}

/**
 * Runs every side for `seconds` in total, in `rounds` alternating slices (A B A B ...), so drift during
 * the run (JVM warm-up, other load on the machine) reaches all sides alike. One summary per side, with
 * the CPU time each watched process used during that side's slices.
 */
export async function measureAlternating(sides: readonly LoadSide[], seconds: number, rounds: number, watched: readonly WatchedProcess[] = []): Promise<LoadSummary[]> {
  const recorders = sides.map(() => new LatencyRecorder());
  const elapsed = sides.map(() => 0);
  const cpu = sides.map(() => watched.map(() => 0));
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of sides.entries()) {
      const before = watched.map(({ pid }) => cpuSeconds(pid));
      elapsed[i]! += await side(recorders[i]!, seconds / rounds);
      watched.forEach(({ pid }, j) => (cpu[i]![j]! += cpuSeconds(pid) - before[j]!));
    }
  }
  return recorders.map((recorder, i) => ({
    ...recorder.summary(elapsed[i]!),
    ...(watched.length > 0 ? { cpuSeconds: Object.fromEntries(watched.map(({ name }, j) => [name, cpu[i]![j]!])) } : {}),
  }));
}
