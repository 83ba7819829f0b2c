/**
 * Whether a relevance can be cut on: calibration of hits against labels, and how a question's best hit
 * compares when the question is asked where its answer is and where it is not.
 */

export interface JudgedHit {
  /** What the system said: 0 to 1. */
  relevance: number;
  /** Whether the labels name the hit as the answer. */
  relevant: boolean;
}

/** The hits one question got, asked where its answer is (own) or somewhere it is not. */
export interface AskedQuestion {
  own: boolean;
  hits: JudgedHit[];
}

export interface Calibration {
  hits: number;
  /** Expected calibration error over ten equal-width bins: how far the stated chance is from the observed share. */
  ece: number;
  /** Mean stated relevance and observed share of relevant hits. */
  meanRelevance: number;
  relevantShare: number;
  /** Chance that a question's best hit scores higher where its answer is than where it is not. */
  bestHitAuc: number;
  medianBestOwn: number;
  medianBestElsewhere: number;
  /** For each cut: share of own questions whose best hit falls below it, share of elsewhere questions whose best reaches it. */
  cuts: Array<{ cut: number; ownBelow: number; elsewhereAtOrAbove: number }>;
}

const median = (values: readonly number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Probability that a value from `higher` exceeds one from `lower` (ties count half): the Mann–Whitney AUC. */
export function auc(higher: readonly number[], lower: readonly number[]): number {
  if (higher.length === 0 || lower.length === 0) return Number.NaN;
  const all = [...higher.map((value) => ({ value, high: true })), ...lower.map((value) => ({ value, high: false }))].sort((a, b) => a.value - b.value);
  let rankSum = 0;
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end < all.length && all[end]!.value === all[start]!.value) end++;
    const averageRank = (start + 1 + end) / 2;
    for (let i = start; i < end; i++) if (all[i]!.high) rankSum += averageRank;
    start = end;
  }
  return (rankSum - (higher.length * (higher.length + 1)) / 2) / (higher.length * lower.length);
}

/** Expected calibration error over ten bins of stated relevance. */
export function expectedCalibrationError(hits: readonly JudgedHit[]): number {
  const bins = Array.from({ length: 10 }, () => ({ count: 0, stated: 0, observed: 0 }));
  for (const hit of hits) {
    const bin = bins[Math.min(9, Math.floor(hit.relevance * 10))]!;
    bin.count++;
    bin.stated += hit.relevance;
    bin.observed += hit.relevant ? 1 : 0;
  }
  return hits.length === 0 ? Number.NaN : bins.reduce((sum, bin) => sum + Math.abs(bin.stated - bin.observed), 0) / hits.length;
}

export function calibration(questions: readonly AskedQuestion[], cuts: readonly number[]): Calibration {
  const ownHits = questions.filter((q) => q.own).flatMap((q) => q.hits);
  const best = (q: AskedQuestion) => Math.max(0, ...q.hits.map((hit) => hit.relevance));
  const bestOwn = questions.filter((q) => q.own).map(best);
  const bestElsewhere = questions.filter((q) => !q.own).map(best);
  return {
    hits: ownHits.length,
    ece: expectedCalibrationError(ownHits),
    meanRelevance: ownHits.reduce((sum, hit) => sum + hit.relevance, 0) / ownHits.length,
    relevantShare: ownHits.filter((hit) => hit.relevant).length / ownHits.length,
    bestHitAuc: auc(bestOwn, bestElsewhere),
    medianBestOwn: median(bestOwn),
    medianBestElsewhere: median(bestElsewhere),
    cuts: cuts.map((cut) => ({
      cut,
      ownBelow: bestOwn.filter((value) => value < cut).length / bestOwn.length,
      elsewhereAtOrAbove: bestElsewhere.filter((value) => value >= cut).length / bestElsewhere.length,
    })),
  };
}

/** A labelled example for fitting: feature values by name and whether it was relevant. */
export interface Example {
  features: Record<string, number>;
  relevant: boolean;
}

/**
 * Logistic regression by gradient descent on standardised features, returned on the raw features'
 * scale (`intercept` plus one weight per feature), so it can be written down as constants.
 */
export function fitLogistic(examples: readonly Example[], names: readonly string[], iterations = 3_000, rate = 0.5): Record<string, number> {
  const stats = names.map((name) => {
    const values = examples.map((example) => example.features[name]!);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length) || 1;
    return { mean, deviation };
  });
  const rows = examples.map((example) => names.map((name, j) => (example.features[name]! - stats[j]!.mean) / stats[j]!.deviation));
  const weights = names.map(() => 0);
  let bias = 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
    const gradient = names.map(() => 0);
    let biasGradient = 0;
    rows.forEach((row, n) => {
      const error = 1 / (1 + Math.exp(-(bias + row.reduce((sum, value, j) => sum + value * weights[j]!, 0)))) - (examples[n]!.relevant ? 1 : 0);
      row.forEach((value, j) => (gradient[j]! += error * value));
      biasGradient += error;
    });
    gradient.forEach((g, j) => (weights[j]! -= (rate * g) / rows.length));
    bias -= (rate * biasGradient) / rows.length;
  }
  const fitted: Record<string, number> = { intercept: bias };
  names.forEach((name, j) => {
    fitted[name] = weights[j]! / stats[j]!.deviation;
    fitted.intercept! -= (weights[j]! * stats[j]!.mean) / stats[j]!.deviation;
  });
  return fitted;
}

/** A Markdown table of calibrations: one row per system and group of questions. */
export function formatCalibration(rows: Array<{ system: string; group: string; calibration: Calibration }>, cut: number): string[] {
  const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
  return [
    `| questions | system | hits | ECE | mean relevance | relevant share | best-hit AUC (own vs elsewhere) | median best, own | median best, elsewhere | own best < ${cut} | elsewhere best ≥ ${cut} |`,
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(({ system, group, calibration: c }) => {
      const atCut = c.cuts.find((entry) => entry.cut === cut)!;
      return `| ${group} | ${system} | ${c.hits} | ${c.ece.toFixed(3)} | ${c.meanRelevance.toFixed(3)} | ${c.relevantShare.toFixed(3)} | ${c.bestHitAuc.toFixed(3)} | ${c.medianBestOwn.toFixed(3)} | ${c.medianBestElsewhere.toFixed(3)} | ${percent(atCut.ownBelow)} | ${percent(atCut.elsewhereAtOrAbove)} |`;
    }),
  ];
}
