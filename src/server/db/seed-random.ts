/**
 * The seed's random numbers: mulberry32, small, fast, and the same on every machine, so that a seed is the
 * same data everywhere (demo accounts, tests, benchmarks).
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number): boolean => next() < p;
  const digits = (n: number): string => Array.from({ length: n }, () => String(int(0, 9))).join('');
  return { next, int, pick, chance, digits };
}

export type SeedRandom = ReturnType<typeof seededRandom>;
