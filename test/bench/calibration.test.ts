import { describe, expect, it } from "vitest";
import { auc, calibration, expectedCalibrationError, fitLogistic } from "../../bench/quality/calibration.js";

describe("auc", () => {
  it("is 1 when every higher value is above every lower one, 0.5 for ties, 0 when reversed", () => {
    expect(auc([0.9, 0.8], [0.1, 0.2])).toBe(1);
    expect(auc([0.5, 0.5], [0.5])).toBe(0.5);
    expect(auc([0.1], [0.9, 0.8])).toBe(0);
    expect(auc([0.3, 0.9], [0.5])).toBe(0.5);
  });
});

describe("expectedCalibrationError", () => {
  it("is 0 when the stated chance matches the observed share in each bin", () => {
    const hits = [true, false, false, false].map((relevant) => ({ relevance: 0.25, relevant }));
    expect(expectedCalibrationError(hits)).toBeCloseTo(0, 10);
  });
  it("is the gap when every hit claims 0.9 and a tenth are relevant", () => {
    const hits = Array.from({ length: 10 }, (_, i) => ({ relevance: 0.9, relevant: i === 0 }));
    expect(expectedCalibrationError(hits)).toBeCloseTo(0.8, 10);
  });
});

describe("calibration", () => {
  it("compares a question's best hit where its answer is with where it is not, and counts each cut", () => {
    const result = calibration(
      [
        { own: true, hits: [{ relevance: 0.4, relevant: true }, { relevance: 0.1, relevant: false }] },
        { own: true, hits: [{ relevance: 0.05, relevant: false }] },
        { own: false, hits: [{ relevance: 0.02, relevant: false }] },
        { own: false, hits: [{ relevance: 0.2, relevant: false }] },
      ],
      [0.1],
    );
    expect(result.hits).toBe(3);
    expect(result.medianBestOwn).toBeCloseTo(0.225, 10);
    expect(result.medianBestElsewhere).toBeCloseTo(0.11, 10);
    expect(result.bestHitAuc).toBe(0.75);
    expect(result.cuts).toEqual([{ cut: 0.1, ownBelow: 0.5, elsewhereAtOrAbove: 0.5 }]);
  });
});

describe("fitLogistic", () => {
  it("recovers the direction and rough size of a known logistic relation", () => {
    // relevant exactly when x > 0.5: the weight on x is large and positive, the boundary near 0.5.
    const examples = Array.from({ length: 200 }, (_, i) => ({ features: { x: i / 200, noise: (i * 37) % 11 }, relevant: i / 200 > 0.5 }));
    const fitted = fitLogistic(examples, ["x", "noise"]);
    expect(fitted.x).toBeGreaterThan(10);
    expect(Math.abs(fitted.noise!)).toBeLessThan(fitted.x! / 10);
    expect(-fitted.intercept! / fitted.x!).toBeGreaterThan(0.4);
    expect(-fitted.intercept! / fitted.x!).toBeLessThan(0.6);
  });
});
