// L2-penalised logistic regression by Newton's method (iteratively reweighted least squares): small dense
// problems only (a few hundred features), which is what the confidence calibrator is.

export interface Example {
  x: Record<string, number>;
  y: 0 | 1;
}

/** Solves A·w = b for a symmetric positive definite A (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const d = m[c]![c]!;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Weights by feature name maximising the log-likelihood minus penalty/2 · |w|² (the "bias" feature unpenalised). */
export function fitLogistic(examples: Example[], penalty: number, iterations = 30): Record<string, number> {
  const names = [...new Set(examples.flatMap((e) => Object.keys(e.x)))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const rows = examples.map((e) => Object.entries(e.x).map(([k, v]) => [index.get(k)!, v] as const).filter(([, v]) => v !== 0));
  const n = names.length;
  const w = new Array<number>(n).fill(0);
  const reg = names.map((k) => (k === "bias" ? 1e-6 : penalty));
  for (let it = 0; it < iterations; it++) {
    const grad = w.map((wi, i) => -reg[i]! * wi);
    const hess = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? reg[i]! : 0)));
    examples.forEach((e, k) => {
      const z = rows[k]!.reduce((a, [i, v]) => a + w[i]! * v, 0);
      const p = 1 / (1 + Math.exp(-z));
      const s = p * (1 - p);
      for (const [i, v] of rows[k]!) {
        grad[i]! += (e.y - p) * v;
        for (const [j, u] of rows[k]!) hess[i]![j]! += s * v * u;
      }
    });
    const step = solve(hess, grad);
    let change = 0;
    for (let i = 0; i < n; i++) {
      w[i]! += step[i]!;
      change = Math.max(change, Math.abs(step[i]!));
    }
    if (change < 1e-6) break;
  }
  return Object.fromEntries(names.map((k, i) => [k, w[i]!]));
}
