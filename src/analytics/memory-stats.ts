import neo4j, { type Driver } from "neo4j-driver";
import type { Principal } from "../auth/principal.js";
import { inReadTransaction } from "../neo4j/transactions.js";
import type { TimeWindow } from "./window.js";

export const TIME_BUCKETS = ["DAY", "WEEK", "MONTH"] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

const SCOPE_FILTER = `
  ($agentType IS NULL OR a.id = $agentType) AND ($agentTypes IS NULL OR a.id IN $agentTypes)
  AND ($project IS NULL OR p.id = $project) AND ($projects IS NULL OR p.id IN $projects)`;

/** Memories stored now, per agent type and project (null: the agent type's global memories). */
export const MEMORY_TOTALS = `
MATCH (a:AgentType)-[:HAS_MEMORY]->(m:Memory)
OPTIONAL MATCH (p:Project)-[:CONTAINS_MEMORY]->(m)
WITH a, p, m WHERE ${SCOPE_FILTER}
RETURN a.id AS agentType, p.id AS project, count(m) AS total, count(m.sessionId) AS sessions`;

/** Memories created inside the window, per group and period (the period's first day). */
export const MEMORY_GROWTH = `
MATCH (m:Memory)
WHERE m.createdAt >= datetime($since) AND m.createdAt < datetime($until)
MATCH (a:AgentType)-[:HAS_MEMORY]->(m)
OPTIONAL MATCH (p:Project)-[:CONTAINS_MEMORY]->(m)
WITH a, p, m WHERE ${SCOPE_FILTER}
WITH a.id AS agentType, p.id AS project,
  CASE $bucket WHEN 'WEEK' THEN date.truncate('week', m.createdAt) WHEN 'MONTH' THEN date.truncate('month', m.createdAt) ELSE date(m.createdAt) END AS period
RETURN agentType, project, toString(period) AS period, count(*) AS created
ORDER BY period`;

export interface MemoryGroupRow {
  agentType: string;
  project: string | null;
  total: number;
  sessions: number;
  created: number;
  growth: Array<{ period: string; created: number }>;
}

export interface MemoryStatsRow {
  total: number;
  created: number;
  groups: MemoryGroupRow[];
}

export interface MemoryStatsFilter {
  agentType: string | null;
  project: string | null;
  bucket: TimeBucket;
  limit: number;
}

const groupKey = (agentType: string, project: string | null) => JSON.stringify([agentType, project]);

/** How memory grows, per agent type and project, within what the key may see. */
export class MemoryAnalytics {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  async stats(principal: Principal, window: TimeWindow, filter: MemoryStatsFilter): Promise<MemoryStatsRow> {
    const parameters = { ...window, ...filter, limit: undefined, agentTypes: principal.agentTypes, projects: principal.projects };
    const [totals, growth] = await inReadTransaction(this.driver, this.database, async (tx) => [
      (await tx.run(MEMORY_TOTALS, parameters)).records,
      (await tx.run(MEMORY_GROWTH, parameters)).records,
    ]);
    const groups = new Map<string, MemoryGroupRow>();
    const groupOf = (agentType: string, project: string | null) => {
      const key = groupKey(agentType, project);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { agentType, project, total: 0, sessions: 0, created: 0, growth: [] }));
      return group;
    };
    for (const record of totals) {
      const group = groupOf(record.get("agentType"), record.get("project"));
      group.total = neo4j.integer.toNumber(record.get("total"));
      group.sessions = neo4j.integer.toNumber(record.get("sessions"));
    }
    for (const record of growth) {
      const group = groupOf(record.get("agentType"), record.get("project"));
      const created = neo4j.integer.toNumber(record.get("created"));
      group.created += created;
      group.growth.push({ period: record.get("period"), created });
    }
    const all = [...groups.values()];
    const ranked = all.sort((a, b) => b.created - a.created || b.total - a.total || a.agentType.localeCompare(b.agentType) || (a.project ?? "").localeCompare(b.project ?? ""));
    return {
      total: all.reduce((sum, group) => sum + group.total, 0),
      created: all.reduce((sum, group) => sum + group.created, 0),
      groups: ranked.slice(0, filter.limit),
    };
  }
}
