import type { Rng } from '../content/prng';

/** Picks indices in proportion to fixed weights (binary search over the running sums). */
export class Weighted {
  private readonly sums: Float64Array;
  constructor(weights: readonly number[]) {
    this.sums = new Float64Array(weights.length);
    let acc = 0;
    weights.forEach((w, i) => {
      acc += Math.max(0, w);
      this.sums[i] = acc;
    });
    if (!(acc > 0)) throw new Error('Weighted: no positive weight');
  }
  get size(): number {
    return this.sums.length;
  }
  pick(rng: Rng): number {
    const x = rng() * this.sums[this.sums.length - 1];
    let lo = 0;
    let hi = this.sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sums[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf weights for ranks 1…n: a few items draw most of the traffic, a long tail the rest. */
export const zipfWeights = (n: number, s = 1.05) => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);

/** A 1-based position that is usually near the top (geometric, capped). */
export function position(rng: Rng, max: number): number {
  let p = 1;
  while (p < max && rng() > 0.45) p++;
  return p;
}
