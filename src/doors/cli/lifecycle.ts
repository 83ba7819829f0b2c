import { once } from "node:events";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Writable } from "node:stream";
import type { EngramConfig, Neo4jManagedConfig } from "../../config.js";
import { embedStale, embedSummaryText } from "./embeddings.js";
import type { Logger } from "../../logger.js";
import { withEngram } from "./engram.js";
import { stderrBars } from "../../progress.js";
import { backupManagedNeo4j, defaultBackupFile, LifecycleRefusal, restoreManagedNeo4j } from "../../lifecycle/backup.js";
import { exportGraph, type ExportProgress, type ExportSummary, type LineWriter } from "../../lifecycle/export.js";
import { IMPORT_LIMITS, importGraph, type ImportProgress, type ImportSummary } from "../../lifecycle/import.js";
import { boundedLines } from "../../lifecycle/lines.js";
import { openExportOutput } from "../../lifecycle/output.js";

/**
 * `engram export`, `import`, `backup` and `restore` act on the database directly, as the operator who
 * runs them (like `engram ingest`): no API key is involved, and every agent type and project is carried.
 */

function lineWriter(stream: Writable): LineWriter {
  return async (line) => {
    if (!stream.write(`${line}\n`)) await once(stream, "drain");
  };
}

function exportBars(): ExportProgress & { stop(): void } {
  const bars = stderrBars(" exporting {phase} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}");
  let current: ReturnType<ReturnType<typeof stderrBars>["create"]> | undefined;
  return {
    phase(name, total) {
      current?.stop();
      current = bars.create(total, 0, { phase: name.padEnd(13) });
    },
    advance: (done) => current?.update(done),
    stop: () => bars.stop(),
  };
}

function importBar(totalBytes: number | null): ImportProgress & { stop(): void } {
  const format = totalBytes === null ? " importing {records} records | {duration_formatted}" : " importing [{bar}] {percentage}% | {records} records | {duration_formatted}";
  const bars = stderrBars(format);
  const bar = bars.create(totalBytes ?? 0, 0, { records: 0 });
  return {
    advance: (bytesRead, records) => bar.update(Math.min(bytesRead, totalBytes ?? bytesRead), { records }),
    stop: () => bars.stop(),
  };
}

const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([name, count]) => `${name} ${count}`)
    .join(", ") || "none";

const rate = (records: number, seconds: number) => (seconds > 0 ? ` (${Math.round(records / seconds)} records/s)` : "");

function exportSummaryText(summary: ExportSummary): string {
  const lines = [
    `exported ${summary.records} records in ${summary.seconds.toFixed(1)} s${rate(summary.records, summary.seconds)}`,
    `nodes: ${listed(summary.nodes)}`,
    `relationships: ${listed(summary.relationships)}`,
  ];
  if (Object.keys(summary.leftOut).length > 0) lines.push(`left out, their key missing or not a string: ${listed(summary.leftOut)}`);
  return `${lines.join("\n")}\n`;
}

/** `engram export [--out FILE]`: the whole graph as JSON Lines, on stdout or into FILE. */
export async function runExportCommand(config: EngramConfig, log: Logger, options: { out: string | null; json: boolean }): Promise<void> {
  const output = await openExportOutput(options.out);
  const progress = exportBars();
  try {
    await withEngram(config, log, async ({ connection, contentStore }) => {
      const summary = await exportGraph(connection.driver, connection.database, contentStore, lineWriter(output.stream), progress);
      progress.stop();
      await output.complete();
      const text = options.json ? `${JSON.stringify(summary)}\n` : exportSummaryText(summary);
      (options.out === null ? process.stderr : process.stdout).write(text);
    });
  } finally {
    progress.stop();
    await output.discard();
  }
}

function importSummaryText(summary: ImportSummary): string {
  const lines = [
    `imported ${summary.records} records in ${summary.seconds.toFixed(1)} s${rate(summary.records, summary.seconds)}`,
    `nodes: ${listed(summary.nodes)}`,
    `relationships: ${listed(summary.relationships)}`,
    `documents' full text stored: ${summary.contents}`,
  ];
  if (Object.keys(summary.unlinked).length > 0) {
    lines.push(
      `not linked, an end not in this database: ${listed(summary.unlinked)} (lines ${summary.unlinkedLines.join(", ")}…); memories are linked to their code when \`engram index\` indexes it`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** `engram import [FILE]`: an export file (or stdin), then with embeddings on the vectors the file does not carry. */
export async function runImportCommand(config: EngramConfig, log: Logger, options: { file: string | null; json: boolean }): Promise<void> {
  const fromStdin = options.file === null || options.file === "-";
  if (fromStdin && process.stdin.isTTY) throw new Error("give the export file to import, or pipe it in: engram import FILE, or engram import < FILE");
  const size = fromStdin ? null : (await stat(options.file!)).size;
  const progress = importBar(size);
  try {
    await withEngram(config, log, async ({ connection, contentStore }) => {
      const input = fromStdin ? process.stdin : createReadStream(options.file!);
      const lines = boundedLines(input, IMPORT_LIMITS.lineLength);
      const summary = await importGraph(connection.driver, connection.database, contentStore, lines, { sessionTtlSeconds: config.memory.sessionTtlSeconds, progress });
      progress.stop();
      const embedding = await embedStale(config, connection.driver, connection.database, log);
      process.stdout.write(options.json ? `${JSON.stringify({ ...summary, embedding })}\n` : importSummaryText(summary) + (embedding ? embedSummaryText(embedding) : ""));
    });
  } finally {
    progress.stop();
  }
}

type ManagedConfig = EngramConfig & { neo4j: Neo4jManagedConfig };

/** Refusals say what to do instead and exit with 2; nothing was changed. */
async function refusalsExitTwo(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof LifecycleRefusal)) throw error;
    process.stderr.write(`engram: ${error.message}\n`);
    process.exitCode = 2;
  }
}

function managedOptions(config: EngramConfig) {
  if (config.neo4j.mode !== "managed") {
    throw new LifecycleRefusal(
      "NEO4J_URI is set: Engram does not manage that Neo4j, so back it up and restore it with that server's own tools (neo4j-admin database dump and load there, or your provider's backups); engram export and import work with any Neo4j",
    );
  }
  const managed = config as ManagedConfig;
  return { ...managed.neo4j, home: managed.home, cacheDir: managed.cacheDir };
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** `engram backup [--to FILE]`: Neo4j's offline dump of the managed database (stopped for it, started again if it ran). */
export function runBackupCommand(config: EngramConfig, log: Logger, options: { to: string | null; json: boolean }): Promise<void> {
  return refusalsExitTwo(async () => {
    const result = await backupManagedNeo4j(managedOptions(config), options.to ?? defaultBackupFile(new Date()), log);
    const after = result.restarted ? "; Neo4j was stopped for it and runs again" : "";
    process.stdout.write(options.json ? `${JSON.stringify(result)}\n` : `backed up the managed Neo4j to ${result.file} (${megabytes(result.bytes)}) in ${result.seconds.toFixed(1)} s${after}\n`);
  });
}

/** `engram restore FILE [--force]`: replaces the managed database with a backup. */
export function runRestoreCommand(config: EngramConfig, log: Logger, options: { file: string; force: boolean; json: boolean }): Promise<void> {
  return refusalsExitTwo(async () => {
    const result = await restoreManagedNeo4j(managedOptions(config), options.file, options.force, log);
    const after = result.restarted ? "; Neo4j runs again" : "; Neo4j was not running and stays stopped";
    process.stdout.write(options.json ? `${JSON.stringify(result)}\n` : `restored the managed Neo4j from ${result.file} in ${result.seconds.toFixed(1)} s${after}\n`);
  });
}
