import type { EngramConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import { withEngram } from "./engram.js";
import { stderrBars } from "../../progress.js";
import { importBlarify, type BlarifyImportOptions, type BlarifyImportSummary } from "../../codegraph/blarify.js";
import { indexRepository, type IndexSummary } from "../../codegraph/indexer.js";

function graphLine(graph: IndexSummary["graph"]): string {
  return `graph: ${graph.files} files, ${graph.functions} functions, ${graph.classes} classes, ${graph.calls} calls, ${graph.imports} imports`;
}

export function indexSummaryText(summary: IndexSummary): string {
  const rate = summary.seconds > 0 && summary.found >= summary.seconds ? ` (${(summary.found / summary.seconds).toFixed(0)} files/s)` : "";
  const skipped = Object.entries(summary.skipped).map(([reason, count]) => `${count} ${reason}`);
  const lines = [
    `indexed ${summary.root} into project ${summary.project} in ${summary.seconds.toFixed(1)} s${rate}`,
    `files: ${summary.found} found, ${summary.indexed} new or changed, ${summary.unchanged} unchanged, ${summary.deleted} deleted`,
    `skipped: ${skipped.length > 0 ? skipped.join(", ") : "none"}`,
    ...summary.skippedFiles.map((file) => `  ${file.path}: ${file.reason}`),
    graphLine(summary.graph),
    ...(summary.staleMemories > 0 ? [`stale memories: ${summary.staleMemories} referenced code this run changed, moved or deleted (staleMemories lists them)`] : []),
  ];
  return `${lines.join("\n")}\n`;
}

/** `engram index <repository> --project <id>`: migrations, then the index, with a progress bar on stderr and the summary on stdout. */
export async function runIndexCommand(config: EngramConfig, log: Logger, options: { repository: string; project: string; json: boolean }): Promise<void> {
  if (options.project.trim() === "") throw new Error("--project must name the project the code belongs to, e.g. --project engram");
  await withEngram(config, log, async ({ connection }) => {
    const bars = stderrBars(" indexing [{bar}] {percentage}% | {value}/{total} files | {duration_formatted} | ETA {eta_formatted}");
    let bar: ReturnType<typeof bars.create> | undefined;
    try {
      const summary = await indexRepository(connection.driver, connection.database, {
        repository: options.repository,
        project: options.project,
        progress: (done, total) => {
          bar ??= bars.create(total, 0);
          bar.update(done);
        },
      });
      bars.stop();
      for (const skipped of summary.skippedFiles) log.warn({ path: skipped.path, reason: skipped.reason }, "File not indexed");
      process.stdout.write(options.json ? `${JSON.stringify(summary)}\n` : indexSummaryText(summary));
    } finally {
      bars.stop();
    }
  });
}

function blarifySummaryText(summary: BlarifyImportSummary): string {
  const lines = [
    `imported blarify's graph of ${summary.root} into project ${summary.project} in ${summary.seconds.toFixed(1)} s`,
    `files: ${summary.files} (${summary.otherLanguages} in other languages left out, ${summary.unparsable} unparsable kept without details)`,
    `from blarify: ${summary.calls} calls, ${summary.inherits} inheritances, ${summary.imports} imports`,
    graphLine(summary.graph),
  ];
  return `${lines.join("\n")}\n`;
}

/** `engram import blarify --project <id>`: migrations, then blarify's graph in the same database mapped onto the project's code graph. */
export async function runBlarifyImportCommand(config: EngramConfig, log: Logger, options: BlarifyImportOptions & { json: boolean }): Promise<void> {
  await withEngram(config, log, async ({ connection }) => {
      const summary = await importBlarify(connection.driver, connection.database, options);
      process.stdout.write(options.json ? `${JSON.stringify(summary)}\n` : blarifySummaryText(summary));
  });
}
