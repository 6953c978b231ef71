/**
 * Sparse statevector: the nonzero amplitudes of a state whose support is small (a basis state, a
 * GHZ state, the first gates of a circuit on a wide register). Steps are applied one by one with
 * the same arithmetic as the dense kernels of ./kernels.ts: a 2×2 or 4×4 matrix is applied with its
 * full formula, an absent amplitude counting as 0, so x + 0·y gives exactly x and the amplitudes
 * are the ones the unfused dense kernels compute. The simulator switches to the dense arrays when the
 * support grows (see SPARSE_MAX in ./options.ts).
 *
 * No 2^n-sized array is ever allocated here: memory is O(support).
 */

export class SparseState {
  /** Basis index of each stored amplitude (insertion order; may hold exact zeros). */
  idx: number[] = [0];
  re: number[] = [1];
  im: number[] = [0];
  /** index → slot */
  pos = new Map<number, number>([[0, 0]]);
  /** OR of every stored index (support width = its bit length). */
  orBits = 0;

  get size(): number {
    return this.idx.length;
  }

  /** Slot of index i, created (as 0) when absent. */
  private slot(i: number): number {
    let p = this.pos.get(i);
    if (p === undefined) {
      p = this.idx.length;
      this.idx.push(i);
      this.re.push(0);
      this.im.push(0);
      this.pos.set(i, p);
      this.orBits |= i;
    }
    return p;
  }

  /** Phase (pr, pi) on the amplitudes whose bits under `mask` equal `val`. */
  phase(pr: number, pi: number, mask: number, val: number): void {
    const { idx, re, im } = this;
    for (let k = 0; k < idx.length; k++) {
      if ((idx[k] & mask) !== val) continue;
      const yr = re[k],
        yi = im[k];
      re[k] = pr * yr - pi * yi;
      im[k] = pr * yi + pi * yr;
    }
  }

  /**
   * 2×2 matrix m (interleaved) on target bit `s` for the pairs whose bits under `cmask` equal
   * `cval`. `full`: the general formula (kernels' default and controlled loops); otherwise the
   * Phase1 formula that only rewrites the |1> amplitude (the result is the same number).
   */
  apply1(s: number, m: ArrayLike<number>, cmask: number, cval: number): void {
    const ar = m[0],
      ai = m[1],
      br = m[2],
      bi = m[3],
      cr = m[4],
      ci = m[5],
      dr = m[6],
      di = m[7];
    const n0 = this.idx.length;
    for (let k = 0; k < n0; k++) {
      const i = this.idx[k];
      if ((i & cmask) !== cval) continue;
      // Each pair once: from its |0> member, or from its |1> member when the |0> one is absent.
      // (Slots created below lie past n0, so a pair is never met again.)
      if (i & s && this.pos.has(i ^ s)) continue;
      const b = i & ~s;
      const p0 = this.slot(b),
        p1 = this.slot(b | s);
      const { re, im } = this;
      const xr = re[p0],
        xi = im[p0],
        yr = re[p1],
        yi = im[p1];
      re[p0] = ar * xr - ai * xi + br * yr - bi * yi;
      im[p0] = ar * xi + ai * xr + br * yi + bi * yr;
      re[p1] = cr * xr - ci * xi + dr * yr - di * yi;
      im[p1] = cr * xi + ci * xr + dr * yi + di * yr;
    }
  }

  /** 4×4 matrix (local index bit(b0) + 2·bit(b1)) where the bits under `cmask` equal `cval`. */
  apply2(b0: number, b1: number, m: ArrayLike<number>, cmask: number, cval: number): void {
    const n0 = this.idx.length;
    const x = [0, 0, 0, 0, 0, 0, 0, 0];
    const p = [0, 0, 0, 0];
    const pos = this.pos;
    for (let k = 0; k < n0; k++) {
      const i = this.idx[k];
      if ((i & cmask) !== cval) continue;
      const b = i & ~(b0 | b1);
      // Each quad once: from its first stored member in the order b, b|b0, b|b1, b|b0|b1 (a member
      // stored before this step has a slot below n0; slots created below lie past n0).
      const r = (i & b0 ? 1 : 0) + (i & b1 ? 2 : 0);
      if (r > 0 && pos.has(b)) continue;
      if (r > 1 && pos.has(b | b0)) continue;
      if (r > 2 && pos.has(b | b1)) continue;
      p[0] = this.slot(b);
      p[1] = this.slot(b | b0);
      p[2] = this.slot(b | b1);
      p[3] = this.slot(b | b0 | b1);
      const { re, im } = this;
      for (let r = 0; r < 4; r++) {
        x[2 * r] = re[p[r]];
        x[2 * r + 1] = im[p[r]];
      }
      for (let r = 0; r < 4; r++) {
        const o = 8 * r;
        // Same expression (and evaluation order) as the general 4×4 kernel.
        re[p[r]] =
          m[o] * x[0] -
          m[o + 1] * x[1] +
          m[o + 2] * x[2] -
          m[o + 3] * x[3] +
          m[o + 4] * x[4] -
          m[o + 5] * x[5] +
          m[o + 6] * x[6] -
          m[o + 7] * x[7];
        im[p[r]] =
          m[o] * x[1] +
          m[o + 1] * x[0] +
          m[o + 2] * x[3] +
          m[o + 3] * x[2] +
          m[o + 4] * x[5] +
          m[o + 5] * x[4] +
          m[o + 6] * x[7] +
          m[o + 7] * x[6];
      }
    }
  }

  /** Scatter into dense arrays (zero elsewhere). */
  scatter(re: Float64Array, im: Float64Array): void {
    for (let k = 0; k < this.idx.length; k++) {
      re[this.idx[k]] = this.re[k];
      im[this.idx[k]] = this.im[k];
    }
  }

  /** The stored amplitudes in index order (exact zeros dropped). */
  sorted(): { idx: Float64Array; re: Float64Array; im: Float64Array } {
    const order = Array.from(this.idx.keys()).filter((k) => this.re[k] !== 0 || this.im[k] !== 0);
    order.sort((a, b) => this.idx[a] - this.idx[b]);
    return {
      idx: Float64Array.from(order, (k) => this.idx[k]),
      re: Float64Array.from(order, (k) => this.re[k]),
      im: Float64Array.from(order, (k) => this.im[k])
    };
  }
}
