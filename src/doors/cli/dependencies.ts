import type { EngramConfig } from "../../config.js";
import type { Principal } from "../../auth/principal.js";
import type { DependencyIngestRequest, DependencyProgress, PackageOutcome } from "../../dependencies/ingest.js";
import type { IngestOutcome } from "../../dependencies/service.js";
import { dependencyChangesMarkdown, type DependencyChanges } from "../../dependencies/upgrade.js";
import type { Logger } from "../../logger.js";
import { stderrBars } from "../../progress.js";
import { embedStale, embedSummaryText } from "./embeddings.js";
import { withEngram } from "./engram.js";

/** One bar over the packages, naming the one just done, with an ETA; without a terminal, a line every few seconds. */
function packageBars(): DependencyProgress & { stop(): void } {
  const bars = stderrBars(" packages [{bar}] {percentage}% | {value}/{total} | {package} | {duration_formatted} | ETA {eta_formatted}");
  let bar: ReturnType<typeof bars.create> | undefined;
  let done = 0;
  return {
    start(total) {
      bar = bars.create(total, 0, { package: "" });
    },
    finished(label, outcome) {
      bar?.update(++done, { package: `${label} ${outcome.status}` });
    },
    stop: () => bars.stop(),
  };
}

function outcomeLine(outcome: PackageOutcome): string {
  const what = outcome.status === "failed" ? `failed: ${outcome.error}` : outcome.status === "unchanged" ? "unchanged" : `${outcome.documents} pages, ${outcome.apiEntries} API entries, ${outcome.deprecations} deprecations${outcome.fromCache ? " (cached archive)" : ""}`;
  return `  ${outcome.source}@${outcome.version}: ${what}`;
}

export function dependencySummaryText(summary: IngestOutcome): string {
  const lines = [
    `lockfiles: ${summary.lockfiles.join(", ")}`,
    `packages: ${summary.new} new, ${summary.unchanged} unchanged, ${summary.failed} failed (${summary.seconds.toFixed(1)} s)`,
    `found: ${summary.documents} pages, ${summary.apiEntries} API entries, ${summary.deprecations} deprecations`,
    ...summary.packages.filter((outcome) => outcome.status !== "unchanged").map(outcomeLine),
    summary.project === null ? "project: none recorded (--project records what the project locks)" : `project ${summary.project}: ${summary.projectUpdated ? "dependencies recorded" : "dependencies unchanged"}${summary.upgradeRecorded ? ` (what changed: engram deps diff --project ${summary.project})` : ""}`,
  ];
  if (summary.staleMemories > 0) lines.push(`stale memories: ${summary.staleMemories} named an API this upgrade deprecated or removed, or a package it removed (staleMemories lists them)`);
  if (summary.pruned.length > 0) lines.push(`pruned: ${summary.pruned.join(", ")}`);
  if (summary.warnings.length > 0) lines.push(`warnings: ${summary.warnings.length}`);
  return `${lines.join("\n")}\n`;
}

/** `engram ingest deps <project-dir>`: the project's locked packages as documentation sets, then (with embeddings on) their vectors. */
export async function runIngestDependenciesCommand(config: EngramConfig, log: Logger, request: DependencyIngestRequest, json: boolean): Promise<IngestOutcome> {
  return withEngram(config, log, async (engram) => {
    const progress = packageBars();
    let summary: IngestOutcome;
    try {
      summary = await engram.dependencies.ingest(request, progress);
    } finally {
      progress.stop();
    }
    for (const warning of summary.warnings) log.warn(warning);
    const wrote = summary.new > 0 || summary.pruned.length > 0;
    const embedding = wrote ? await embedStale(config, engram.connection.driver, engram.connection.database, log) : null;
    process.stdout.write(json ? `${JSON.stringify({ ...summary, embedding })}\n` : dependencySummaryText(summary) + (embedding ? embedSummaryText(embedding) : ""));
    return summary;
  });
}

/** Whoever runs the CLI reads the whole database, with its own credentials. */
const LOCAL: Principal = { name: "cli", agentTypes: null, projects: null };

/** `engram deps diff --project P [--from <when>]`: the upgrade report, as Markdown or JSON. */
export async function runDependencyChangesCommand(config: EngramConfig, log: Logger, request: { project: string; from: string | null; json: boolean }): Promise<DependencyChanges> {
  return withEngram(config, log, async (engram) => {
    const report = await engram.dependencies.dependencyChanges(LOCAL, { project: request.project, since: request.from, sinceField: "--from" });
    process.stdout.write(request.json ? `${JSON.stringify(report)}\n` : dependencyChangesMarkdown(report));
    return report;
  });
}
