import { join } from "node:path";
import type { MultiBar } from "cli-progress";
import type { EngramConfig } from "../../config.js";
import { embedStale, embedSummaryText } from "./embeddings.js";
import type { Logger } from "../../logger.js";
import { withEngram } from "./engram.js";
import { stderrBars } from "../../progress.js";
import { ingest, type IngestProgress, type IngestRequest, type IngestResult } from "../../knowledge/ingest/run.js";
import { UrlCache } from "../../knowledge/ingest/url-cache.js";

/** Two bars on stderr (parse, then write); without a terminal, a line every few seconds. */
function progressBars(): IngestProgress & { stop(): void } {
  const bars = stderrBars(" {phase} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} | ETA {eta_formatted}");
  let current: ReturnType<MultiBar["create"]> | undefined;
  return {
    phase(name, total) {
      current?.stop();
      current = bars.create(total, 0, { phase: name === "parse" ? "parsing" : "writing" });
    },
    advance(done, total) {
      current?.setTotal(total);
      current?.update(done);
    },
    stop: () => bars.stop(),
  };
}

function summaryText(result: IngestResult): string {
  const line = (label: string, counts: IngestResult["documents"]) =>
    `${label}: ${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.removed} removed`;
  const lines = [line("documents", result.documents), line("API references", result.apiReferences), `warnings: ${result.warnings.length}`];
  if (result.stale) lines.push("the fetch failed: an older cached copy was ingested and marked stale");
  return `${lines.join("\n")}\n`;
}

/** `engram ingest …`: migrations, the ingest, then (with embeddings on) the vectors, with progress on stderr and the summary on stdout. */
export async function runIngestCommand(config: EngramConfig, log: Logger, request: IngestRequest, json: boolean): Promise<void> {
  await withEngram(config, log, async ({ connection, contentStore }) => {
    const progress = progressBars();
    try {
      const result = await ingest(
        {
          driver: connection.driver,
          database: connection.database,
          store: contentStore,
          urlCache: new UrlCache(join(config.cacheDir, "http"), config.knowledge.urlCacheSeconds),
          sourceTrust: config.knowledge.sourceTrust,
        },
        request,
        progress,
      );
      progress.stop();
      for (const warning of result.warnings) log.warn(warning);
      // with embeddings on, the new sections get their vectors now rather than at the server's next job
      const embedding = await embedStale(config, connection.driver, connection.database, log);
      process.stdout.write(json ? `${JSON.stringify({ ...result, embedding })}\n` : summaryText(result) + (embedding ? embedSummaryText(embedding) : ""));
    } finally {
      progress.stop();
    }
  });
}
