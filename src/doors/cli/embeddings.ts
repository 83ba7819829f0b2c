import type { MultiBar } from "cli-progress";
import type { Driver } from "neo4j-driver";
import type { EngramConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import { withEngram } from "./engram.js";
import { stderrBars } from "../../progress.js";
import { createEmbeddingProvider } from "../../embeddings/factory.js";
import { EmbeddingJob, type JobResult } from "../../embeddings/job.js";
import { ensureEmbeddingModel } from "../../embeddings/model-state.js";

export interface EmbedSummary extends JobResult {
  model: string;
  dimensions: number;
}

/** One bar per label on stderr (Memory, DocSection, APIReference); without a terminal, a line every few seconds. */
function jobBars(): { update(label: string, done: number, total: number): void; stop(): void } {
  const bars = stderrBars(" embedding {label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} | ETA {eta_formatted}");
  const byLabel = new Map<string, ReturnType<MultiBar["create"]>>();
  return {
    update(label, done, total) {
      const bar = byLabel.get(label) ?? bars.create(total, 0, { label: label.padEnd(12) });
      byLabel.set(label, bar);
      bar.setTotal(total);
      bar.update(done);
    },
    stop: () => bars.stop(),
  };
}

/**
 * Embeds, with the configured provider and a progress bar, every node whose vector is missing or was
 * made by another model: what the server's job does every minute, run to the end now. Null without a
 * provider, or when the default local model cannot be had (warned) unless `required`.
 */
export async function embedStale(
  config: EngramConfig,
  driver: Driver,
  database: string | undefined,
  log: Logger,
  { required = false }: { required?: boolean } = {},
): Promise<EmbedSummary | null> {
  const provider = await createEmbeddingProvider(config.embeddings, config.cacheDir, log, { required });
  if (provider === null) return null;
  const bars = jobBars();
  try {
    const dimensions = await provider.dimensions();
    await ensureEmbeddingModel(driver, database, provider.model, dimensions, log);
    const result = await new EmbeddingJob(driver, database, provider, log).run(({ label, done, total }) => bars.update(label, done, total));
    return { ...result, model: provider.model, dimensions };
  } finally {
    bars.stop();
    await provider.close();
  }
}

export function embedSummaryText(summary: EmbedSummary): string {
  const rate = summary.seconds > 0 ? ` (${(summary.embedded / summary.seconds).toFixed(0)} nodes/s)` : "";
  return `embedded ${summary.embedded} nodes with ${summary.model} (${summary.dimensions} dimensions) in ${summary.seconds.toFixed(1)} s${rate}\n`;
}

/** `engram embed`: migrations, then every missing or outdated vector, with progress on stderr and the summary on stdout. */
export async function runEmbedCommand(config: EngramConfig, log: Logger, json: boolean): Promise<void> {
  if (config.embeddings.provider === "none") {
    throw new Error("ENGRAM_EMBEDDINGS is none: set it to local or openai (see the README's \"Semantic recall\") to embed anything");
  }
  await withEngram(config, log, async ({ connection }) => {
    const summary = (await embedStale(config, connection.driver, connection.database, log, { required: true }))!;
    process.stdout.write(json ? `${JSON.stringify(summary)}\n` : embedSummaryText(summary));
  });
}
