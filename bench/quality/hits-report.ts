import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { writeSection } from "../report.js";
import { formatHits, type Metrics } from "./metrics.js";

/** A GraphQL answer's data from a harness-started Engram (no key: it serves this machine), or the errors thrown. */
export async function benchGraphql<T>(url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`;
}

/** A labelled set's hit table, with what it measured and how to read it, printed and written to BENCHMARKS.md under its name. */
export async function writeHitsReport(report: { name: string; description: string; systems: Record<string, Map<string, Metrics>>; reading: string }): Promise<void> {
  const section = [
    `## ${report.name}`,
    "",
    report.description,
    "",
    `- Command: \`npm run bench:${report.name}\``,
    `- Date: ${new Date().toISOString()}; machine: ${machine()}`,
    "",
    ...formatHits(report.systems),
    "",
    report.reading,
  ].join("\n");
  process.stdout.write(`${section}\n`);
  await writeSection(join(process.cwd(), "BENCHMARKS.md"), report.name, section);
}
