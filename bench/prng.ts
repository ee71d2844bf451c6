// The random bot's own PRNG, part of the bench rather than of either build, so that a baseline
// and the current build are driven by the same draws: sfc32 seeded through splitmix32.

/** The four 32-bit words of the generator, advanced in place. */
export type Prng = [number, number, number, number];

/** A generator for a seed (a 32-bit integer). */
export function seedPrng(seed: number): Prng {
  let x = seed | 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const p: Prng = [next(), next(), next(), 1];
  for (let i = 0; i < 12; i++) nextUint32(p);
  return p;
}

/** The next unsigned 32-bit number. */
export function nextUint32(p: Prng): number {
  const [a, b, c, d] = p;
  const t = (((a + b) | 0) + d) | 0;
  p[3] = (d + 1) | 0;
  p[0] = b ^ (b >>> 9);
  p[1] = (c + (c << 3)) | 0;
  p[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/**
 * A uniform integer in [0, n), by rejection sampling. With one choice (or none) it draws nothing,
 * so a forced choice leaves the generator as it was.
 */
export function uniformBelow(p: Prng, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  let v = nextUint32(p);
  while (v >= limit) v = nextUint32(p);
  return v % n;
}
