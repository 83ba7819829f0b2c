import type { Principal } from "../auth/principal.js";
import { mayUse } from "../auth/policy.js";
import { badInput, integerIn } from "../errors.js";
import type { DocumentAnalytics, DocumentUsageRow, SourceEffectivenessRow, UnusedDocumentRow } from "./documents.js";
import type { GapSource, KnowledgeGapRow, KnowledgeGaps } from "./gaps.js";
import type { MemoryAnalytics, MemoryStatsRow, TimeBucket } from "./memory-stats.js";
import { daysBefore, timeWindow, windowDays, type TimeWindow } from "./window.js";

const MAX_LIMIT = 100;
const MAX_UNUSED_LIMIT = 500;
/** A growth series longer than this is asked with a coarser bucket. */
const MAX_PERIODS = 400;
const BUCKET_DAYS: Record<TimeBucket, number> = { DAY: 1, WEEK: 7, MONTH: 28 };
/** effectiveSources, which predates windows, reads all time. */
export const ALL_TIME: TimeWindow = { since: "0001-01-01T00:00:00.000Z", until: "9999-12-31T00:00:00.000Z" };

interface WindowArgs {
  since?: string | null;
  until?: string | null;
}

/** Analytics for dashboards and notebooks: arguments checked, windows resolved, scopes applied. */
export class Analytics {
  constructor(
    private readonly documents: DocumentAnalytics,
    private readonly memory: MemoryAnalytics,
    readonly gaps: KnowledgeGaps,
    private readonly now: () => Date,
    private readonly unusedDays: number,
  ) {}

  topDocuments(args: WindowArgs & { category?: string | null; limit: number }): Promise<DocumentUsageRow[]> {
    const limit = integerIn("limit", args.limit, 1, MAX_LIMIT);
    return this.documents.topDocuments(timeWindow(args, this.now()), args.category ?? null, limit);
  }

  unusedDocuments(args: { unusedDays?: number | null; limit: number }): Promise<UnusedDocumentRow[]> {
    const days = integerIn("unusedDays", args.unusedDays ?? this.unusedDays, 1, 3650);
    const limit = integerIn("limit", args.limit, 1, MAX_UNUSED_LIMIT);
    return this.documents.unusedDocuments(daysBefore(this.now(), days), limit);
  }

  async unusedDocumentStats(args: { unusedDays?: number | null }): Promise<{ unusedDays: number; neverRead: number; notReadSince: number }> {
    const unusedDays = integerIn("unusedDays", args.unusedDays ?? this.unusedDays, 1, 3650);
    return { unusedDays, ...(await this.documents.unusedDocumentCounts(daysBefore(this.now(), unusedDays))) };
  }

  sourceEffectiveness(args: WindowArgs & { domain?: string | null; limit: number }, window: TimeWindow = timeWindow(args, this.now())): Promise<SourceEffectivenessRow[]> {
    return this.documents.sourceEffectiveness(window, args.domain ?? null, integerIn("limit", args.limit, 1, MAX_LIMIT));
  }

  knowledgeGaps(principal: Principal, args: WindowArgs & { source?: GapSource | null; limit: number }): Promise<KnowledgeGapRow[]> {
    const limit = integerIn("limit", args.limit, 1, MAX_LIMIT);
    return this.gaps.list(principal, timeWindow(args, this.now()), args.source ?? null, limit);
  }

  memoryStats(principal: Principal, args: WindowArgs & { bucket: TimeBucket; agentType?: string | null; project?: string | null; limit: number }): Promise<MemoryStatsRow> {
    const limit = integerIn("limit", args.limit, 1, MAX_LIMIT);
    const agentType = args.agentType ?? null;
    const project = args.project ?? null;
    mayUse(principal, agentType, project);
    const window = timeWindow(args, this.now());
    const periods = windowDays(window, this.now()) / BUCKET_DAYS[args.bucket];
    if (periods > MAX_PERIODS) throw badInput("bucket", `gives ${Math.ceil(periods)} periods over this window, more than ${MAX_PERIODS}: choose WEEK or MONTH, or a shorter window`);
    return this.memory.stats(principal, window, { agentType, project, bucket: args.bucket, limit });
  }
}
