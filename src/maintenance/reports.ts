import { randomUUID } from "node:crypto";
import neo4j, { type Driver } from "neo4j-driver";
import type { DocumentUsageRow, SourceEffectivenessRow, UnusedDocumentRow } from "../analytics/documents.js";
import type { KnowledgeGapRow } from "../analytics/gaps.js";
import type { Analytics } from "../analytics/service.js";
import { daysBefore, type TimeWindow } from "../analytics/window.js";
import { sees } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { integerIn } from "../errors.js";
import { readRecords } from "../neo4j/transactions.js";
import type { StepCounts } from "./daily.js";

const REPORT_DAYS = 7;
const TOP_DOCUMENTS = 20;
const UNUSED_DOCUMENTS = 100;
const SOURCES = 20;
const GAPS = 50;
/** The report is written for operators: it sees every scope; readers see theirs. */
const EVERY_SCOPE: Principal = { name: "maintenance", agentTypes: null, projects: null };

export interface MaintenanceReportRow {
  id: string;
  createdAt: string;
  since: string;
  until: string;
  topDocuments: DocumentUsageRow[];
  unusedDocuments: UnusedDocumentRow[];
  sourceEffectiveness: SourceEffectivenessRow[];
  knowledgeGaps: KnowledgeGapRow[];
}

const SAVE_REPORT = `
CREATE (:MaintenanceReport {id: $id, createdAt: datetime($createdAt), since: datetime($since), until: datetime($until),
  topDocuments: $topDocuments, unusedDocuments: $unusedDocuments, sourceEffectiveness: $sourceEffectiveness, knowledgeGaps: $knowledgeGaps})`;

const LIST_REPORTS = `
MATCH (r:MaintenanceReport)
WHERE r.createdAt >= datetime($since) AND r.createdAt < datetime($until)
RETURN r
ORDER BY r.createdAt DESC, r.id
LIMIT $limit`;


/** The weekly analysis, stored as a report. Lists are kept as JSON: a report is read whole, never queried inside. */
export class MaintenanceReports {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    private readonly analytics: Analytics,
  ) {}

  async weekly(now: Date): Promise<StepCounts> {
    const until = now.toISOString();
    const window = { since: daysBefore(now, REPORT_DAYS), until };
    const [topDocuments, unusedDocuments, sourceEffectiveness, knowledgeGaps] = await Promise.all([
      this.analytics.topDocuments({ ...window, limit: TOP_DOCUMENTS }),
      this.analytics.unusedDocuments({ limit: UNUSED_DOCUMENTS }),
      this.analytics.sourceEffectiveness({ limit: SOURCES }, window),
      this.analytics.knowledgeGaps(EVERY_SCOPE, { ...window, limit: GAPS }),
    ]);
    await this.driver.executeQuery(
      SAVE_REPORT,
      {
        id: randomUUID(),
        createdAt: until,
        ...window,
        topDocuments: JSON.stringify(topDocuments),
        unusedDocuments: JSON.stringify(unusedDocuments),
        sourceEffectiveness: JSON.stringify(sourceEffectiveness),
        knowledgeGaps: JSON.stringify(knowledgeGaps),
      },
      { database: this.database },
    );
    return {
      reportTopDocuments: topDocuments.length,
      reportUnusedDocuments: unusedDocuments.length,
      reportSources: sourceEffectiveness.length,
      reportKnowledgeGaps: knowledgeGaps.length,
    };
  }

  async list(principal: Principal, window: TimeWindow, limit: number): Promise<MaintenanceReportRow[]> {
    integerIn("limit", limit, 1, 50);
    const records = await readRecords(this.driver, this.database, LIST_REPORTS, { ...window, limit: neo4j.int(limit) });
    return records.map((record) => {
      const report = record.get("r").properties;
      return {
        id: report.id,
        createdAt: report.createdAt.toString(),
        since: report.since.toString(),
        until: report.until.toString(),
        topDocuments: JSON.parse(report.topDocuments),
        unusedDocuments: JSON.parse(report.unusedDocuments),
        sourceEffectiveness: JSON.parse(report.sourceEffectiveness),
        knowledgeGaps: (JSON.parse(report.knowledgeGaps) as KnowledgeGapRow[]).filter((gap) => sees(principal, "KnowledgeGap", gap)),
      };
    });
  }
}
