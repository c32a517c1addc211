/** Chi-square goodness of fit for the simulator tests (no stats library needed). */

const lnGamma = (z: number): number => {
  // Lanczos approximation (g = 7, n = 9): ~15 significant digits for z > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let a = c[0] ?? 0;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] ?? 0) / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
};

/** Regularized upper incomplete gamma Q(a, x) (series below a+1, continued fraction above). */
export const gammaQ = (a: number, x: number): number => {
  if (x <= 0) return 1;
  const gln = lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    let ap = a;
    for (let n = 0; n < 10_000; n++) {
      ap += 1;
      del *= x / ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
};

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
  cells: number;
}

/**
 * Observed counts against expected probabilities. Cells whose expected count is under `minExpected`
 * are pooled (smallest first) until every cell reaches it, as the test's approximation requires.
 */
export const chiSquare = (observed: readonly number[], probabilities: readonly number[], minExpected = 5): ChiSquareResult => {
  const n = observed.reduce((a, b) => a + b, 0);
  const cells = observed.map((o, i) => ({ o, e: (probabilities[i] ?? 0) * n })).sort((a, b) => a.e - b.e);
  const merged: { o: number; e: number }[] = [];
  let acc = { o: 0, e: 0 };
  for (const cell of cells) {
    acc = { o: acc.o + cell.o, e: acc.e + cell.e };
    if (acc.e >= minExpected) {
      merged.push(acc);
      acc = { o: 0, e: 0 };
    }
  }
  if (acc.e > 0 || acc.o > 0) {
    const last = merged.pop();
    merged.push(last ? { o: last.o + acc.o, e: last.e + acc.e } : acc);
  }
  let statistic = 0;
  for (const { o, e } of merged) statistic += ((o - e) * (o - e)) / e;
  const degreesOfFreedom = Math.max(1, merged.length - 1);
  return { statistic, degreesOfFreedom, pValue: gammaQ(degreesOfFreedom / 2, statistic / 2), cells: merged.length };
};
