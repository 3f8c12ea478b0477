/** A small deterministic PRNG (mulberry32): every run of a benchmark builds and sends the same things. */
export class Prng {
  constructor(private seed: number) {}

  /** Starts the sequence again from `seed`. */
  reseed(seed: number): void {
    this.seed = seed;
  }

  /** A number in [0, 1). */
  readonly next = (): number => {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  readonly pick = <T>(list: readonly T[]): T => list[Math.floor(this.next() * list.length)];

  /** A whole number from `min` to `max`, both included. */
  readonly between = (min: number, max: number): number => min + Math.floor(this.next() * (max - min + 1));
}
