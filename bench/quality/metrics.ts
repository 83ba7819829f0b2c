/** Retrieval metrics over labelled rankings: recall@k, MRR and nDCG@10 with binary relevance. */

export interface Ranking {
  /** What the question's authors marked as the answer's evidence. */
  gold: string[];
  ranked: string[];
  split: string;
  kind: string;
}

export interface Metrics {
  questions: number;
  /** Share of questions with a relevant item in the top k. */
  hitAt1: number;
  hitAt5: number;
  hitAt10: number;
  recallAt5: number;
  recallAt10: number;
  mrr: number;
  ndcgAt10: number;
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

function recallAt(ranking: Ranking, k: number): number {
  const top = new Set(ranking.ranked.slice(0, k));
  return ranking.gold.filter((id) => top.has(id)).length / ranking.gold.length;
}

function hitAt(ranking: Ranking, k: number): number {
  return ranking.ranked.slice(0, k).some((id) => ranking.gold.includes(id)) ? 1 : 0;
}

function reciprocalRank(ranking: Ranking): number {
  const rank = ranking.ranked.findIndex((id) => ranking.gold.includes(id));
  return rank < 0 ? 0 : 1 / (rank + 1);
}

function ndcgAt10(ranking: Ranking): number {
  const gain = (i: number) => 1 / Math.log2(i + 2);
  const dcg = ranking.ranked.slice(0, 10).reduce((sum, id, i) => sum + (ranking.gold.includes(id) ? gain(i) : 0), 0);
  const ideal = Array.from({ length: Math.min(10, ranking.gold.length) }, (_, i) => gain(i)).reduce((a, b) => a + b, 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

export function metrics(rankings: Ranking[]): Metrics {
  return {
    questions: rankings.length,
    hitAt1: mean(rankings.map((r) => hitAt(r, 1))),
    hitAt5: mean(rankings.map((r) => hitAt(r, 5))),
    hitAt10: mean(rankings.map((r) => hitAt(r, 10))),
    recallAt5: mean(rankings.map((r) => recallAt(r, 5))),
    recallAt10: mean(rankings.map((r) => recallAt(r, 10))),
    mrr: mean(rankings.map(reciprocalRank)),
    ndcgAt10: mean(rankings.map(ndcgAt10)),
  };
}

/** Metrics for everything, per split and per question kind (and, with `crossed`, per split and kind). */
export function evaluate(rankings: Ranking[], crossed = false): Map<string, Metrics> {
  const groups = new Map<string, Ranking[]>([["all", rankings]]);
  for (const ranking of rankings) {
    const keys = [`split: ${ranking.split}`, `kind: ${ranking.kind}`, ...(crossed ? [`split: ${ranking.split}, kind: ${ranking.kind}`] : [])];
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), ranking]);
  }
  return new Map([...groups].sort(([a], [b]) => (a === "all" ? -1 : b === "all" ? 1 : a.localeCompare(b))).map(([key, group]) => [key, metrics(group)]));
}

/** The hit table of a labelled set whose questions each have one answer (any of its labels): hit@1, hit@5, hit@10, MRR. */
export function formatHits(systems: Record<string, Map<string, Metrics>>): string[] {
  const [first] = Object.values(systems);
  const rows = [...(first?.keys() ?? [])].flatMap((group) =>
    Object.entries(systems).map(([system, byGroup]) => {
      const m = byGroup.get(group)!;
      return `| ${group} | ${system} | ${m.questions} | ${m.hitAt1.toFixed(3)} | ${m.hitAt5.toFixed(3)} | ${m.hitAt10.toFixed(3)} | ${m.mrr.toFixed(3)} |`;
    }),
  );
  return ["| questions | system | n | hit@1 | hit@5 | hit@10 | MRR |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |", ...rows];
}

export function formatMetrics(report: { title: string; description: string; command: string; systems: Record<string, Map<string, Metrics>> }): string {
  const [first] = Object.values(report.systems);
  const rows = [...(first?.keys() ?? [])].flatMap((group) =>
    Object.entries(report.systems).map(([system, byGroup]) => {
      const m = byGroup.get(group)!;
      return `| ${group} | ${system} | ${m.questions} | ${m.recallAt5.toFixed(3)} | ${m.recallAt10.toFixed(3)} | ${m.mrr.toFixed(3)} | ${m.ndcgAt10.toFixed(3)} |`;
    }),
  );
  return [
    `## ${report.title}`,
    "",
    report.description,
    "",
    `- Command: \`${report.command}\``,
    `- Date: ${new Date().toISOString()}`,
    "",
    "| questions | system | n | recall@5 | recall@10 | MRR | nDCG@10 |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
