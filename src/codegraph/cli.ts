import { SingleBar, Presets } from "cli-progress";
import type { EngramConfig } from "../config.js";
import type { Logger } from "../logger.js";
import { connectNeo4j } from "../neo4j/connection.js";
import { runMigrations } from "../neo4j/migrations.js";
import { indexRepository, type IndexSummary } from "./indexer.js";

export function indexSummaryText(summary: IndexSummary): string {
  const rate = summary.seconds > 0 ? ` (${(summary.found / summary.seconds).toFixed(0)} files/s)` : "";
  const skipped = Object.entries(summary.skipped).map(([reason, count]) => `${count} ${reason}`);
  const lines = [
    `indexed ${summary.root} into project ${summary.project} in ${summary.seconds.toFixed(1)} s${rate}`,
    `files: ${summary.found} found, ${summary.indexed} new or changed, ${summary.unchanged} unchanged, ${summary.deleted} deleted`,
    `skipped: ${skipped.length > 0 ? skipped.join(", ") : "none"}`,
    ...summary.skippedFiles.map((file) => `  ${file.path}: ${file.reason}`),
    `graph: ${summary.graph.files} files, ${summary.graph.functions} functions, ${summary.graph.classes} classes, ${summary.graph.calls} calls, ${summary.graph.imports} imports`,
  ];
  return `${lines.join("\n")}\n`;
}

/** `engram index <repository> --project <id>`: migrations, then the index, with a progress bar on stderr and the summary on stdout. */
export async function runIndexCommand(config: EngramConfig, log: Logger, options: { repository: string; project: string; json: boolean }): Promise<void> {
  if (options.project.trim() === "") throw new Error("--project must name the project the code belongs to, e.g. --project engram");
  const connection = await connectNeo4j(config, log);
  const bar = new SingleBar(
    { format: " indexing [{bar}] {percentage}% | {value}/{total} files | {duration_formatted} | ETA {eta_formatted}", noTTYOutput: true, notTTYSchedule: 3000, stream: process.stderr },
    Presets.shades_classic,
  );
  let started = false;
  try {
    await runMigrations(connection.driver, connection.database, log);
    const summary = await indexRepository(connection.driver, connection.database, {
      repository: options.repository,
      project: options.project,
      progress: (done, total) => {
        if (!started) bar.start(total, 0);
        started = true;
        bar.update(done);
      },
    });
    bar.stop();
    for (const skipped of summary.skippedFiles) log.warn({ path: skipped.path, reason: skipped.reason }, "File not indexed");
    process.stdout.write(options.json ? `${JSON.stringify(summary)}\n` : indexSummaryText(summary));
  } finally {
    bar.stop();
    await connection.close();
  }
}
