import neo4j, { type Driver } from "neo4j-driver";
import { scopeParameters, visibleCypher } from "../auth/policy.js";
import type { Principal } from "../auth/principal.js";
import { readRecords } from "../neo4j/transactions.js";
import type { TimeWindow } from "./window.js";

export const TIME_BUCKETS = ["DAY", "WEEK", "MONTH"] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/**
 * One pass over the memories the key may see: per agent type, project (null: the agent type's global
 * memories) and period of the window (null: created outside it), how many there are and how many are
 * session memories. Totals add the periods up; growth is the periods of the window.
 */
export const MEMORY_COUNTS = `
MATCH (a:AgentType)-[:HAS_MEMORY]->(m:Memory)
WHERE ($agentType IS NULL OR a.id = $agentType) AND ${visibleCypher("AgentType", "a")}
OPTIONAL MATCH (p:Project)-[:CONTAINS_MEMORY]->(m)
WITH a, p, m WHERE ($project IS NULL OR p.id = $project) AND ${visibleCypher("Project", "p")}
WITH a.id AS agentType, p.id AS project, m.sessionId AS sessionId,
  CASE WHEN m.createdAt >= datetime($since) AND m.createdAt < datetime($until) THEN
    CASE $bucket WHEN 'WEEK' THEN date.truncate('week', m.createdAt) WHEN 'MONTH' THEN date.truncate('month', m.createdAt) ELSE date(m.createdAt) END
  END AS period
RETURN agentType, project, toString(period) AS period, count(*) AS memories, count(sessionId) AS sessions
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

/** How memory grows, per agent type and project, within what the key may see. */
export class MemoryAnalytics {
  constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  async stats(principal: Principal, window: TimeWindow, filter: MemoryStatsFilter): Promise<MemoryStatsRow> {
    const { limit, ...groupFilter } = filter;
    const parameters = { ...window, ...groupFilter, ...scopeParameters(principal) };
    const records = await readRecords(this.driver, this.database, MEMORY_COUNTS, parameters);
    const groups = new Map<string, MemoryGroupRow>();
    for (const record of records) {
      const agentType: string = record.get("agentType");
      const project: string | null = record.get("project");
      const key = JSON.stringify([agentType, project]);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { agentType, project, total: 0, sessions: 0, created: 0, growth: [] }));
      const memories = neo4j.integer.toNumber(record.get("memories"));
      group.total += memories;
      group.sessions += neo4j.integer.toNumber(record.get("sessions"));
      const period: string | null = record.get("period");
      if (period === null) continue;
      group.created += memories;
      group.growth.push({ period, created: memories });
    }
    const all = [...groups.values()];
    const ranked = all.sort((a, b) => b.created - a.created || b.total - a.total || a.agentType.localeCompare(b.agentType) || (a.project ?? "").localeCompare(b.project ?? ""));
    return {
      total: all.reduce((sum, group) => sum + group.total, 0),
      created: all.reduce((sum, group) => sum + group.created, 0),
      groups: ranked.slice(0, limit),
    };
  }
}
