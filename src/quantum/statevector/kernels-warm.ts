/** Warm-up of the statevector kernels (./kernels.ts, ./kernels-2q.ts) before the first large state. */
import { Shape, apply1, apply1c, applyPhase } from './kernels.js';
import { Shape2, apply2 } from './kernels-2q.js';

let warmed = false;

/**
 * Run every kernel once on an 8-amplitude scratch state, with every branch taken, before the first
 * large state. Without it, V8 compiles a kernel (on-stack replacement) in the middle of its first
 * long inner loop, before the outer loop's code has ever run; the optimised code then lacks type
 * feedback for it and deoptimises, and the rest of the pass runs unoptimised, allocating a heap
 * number per arithmetic result (the garbage collector's share at 20 qubits). Costs microseconds.
 */
export function warmKernels(): void {
  if (warmed) return;
  warmed = true;
  const W = 3;
  const re = new Float64Array(1 << W).fill(0.25),
    im = new Float64Array(1 << W).fill(0.125);
  const m = Float64Array.of(0.6, 0.1, -0.2, 0.7, 0.3, -0.4, 0.5, 0.2);
  const x = Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0);
  const m4 = new Float64Array(32).map((_, j) => ((j * 7) % 5) / 10);
  const p4 = new Float64Array(32);
  for (const [r, c] of [
    [0, 0],
    [1, 2],
    [2, 1],
    [3, 3]
  ])
    p4[2 * (r * 4 + c)] = 1;
  const d4 = new Float64Array(32);
  for (let r = 0; r < 4; r++) d4[2 * (r * 5)] = 1;
  // V8 allocates a function's feedback vector only after about 8 calls: 12 rounds.
  for (let rep = 0; rep < 12; rep++) {
    for (let t = 0; t < 3; t++) {
      for (let shape = Shape.Phase1; shape <= Shape.General; shape++) apply1(re, im, 0, W, t, m, shape);
      const c = (t + 1) % 3;
      const fx = Int32Array.from([t, c].sort((a, b) => a - b));
      apply1c(re, im, W, t, m, fx, 1 << c, Shape.General);
      apply1c(re, im, W, t, x, fx, 1 << c, Shape.Anti);
      const f3 = Int32Array.of(0, 1, 2);
      const cv = 7 & ~(1 << t);
      apply1c(re, im, W, t, m, f3, cv, Shape.General);
      apply1c(re, im, W, t, x, f3, cv, Shape.Anti);
      apply1c(re, im, W, t, m, f3, cv, Shape.Phase1);
      applyPhase(re, im, W, 0.6, 0.8, Int32Array.of(t), 1 << t);
      applyPhase(re, im, W, 0.6, 0.8, fx, (1 << t) | (1 << c));
    }
    applyPhase(re, im, W, 0.6, 0.8, new Int32Array(0), 0);
    applyPhase(re, im, W, 0.6, 0.8, Int32Array.of(0, 1, 2), 7);
    for (const [t0, t1] of [
      [0, 1],
      [2, 0]
    ]) {
      const fx = Int32Array.from([t0, t1].sort((a, b) => a - b));
      apply2(re, im, W, t0, t1, m4, fx, 0, Shape2.General);
      apply2(re, im, W, t0, t1, p4, fx, 0, Shape2.Perm);
      apply2(re, im, W, t0, t1, d4, fx, 0, Shape2.Diag);
      const f3 = Int32Array.of(0, 1, 2);
      const c = 3 - t0 - t1;
      apply2(re, im, W, t0, t1, m4, f3, 1 << c, Shape2.General);
      apply2(re, im, W, t0, t1, p4, f3, 1 << c, Shape2.Perm);
      apply2(re, im, W, t0, t1, d4, f3, 1 << c, Shape2.Diag);
    }
  }
}
