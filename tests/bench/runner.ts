import type { Figure } from './downloads';

/** A bench line: the name it prints, and how it measures (what helps reading it goes to `log`). */
export type BenchLine = [string, (log: (line: string) => void) => Promise<Figure>];

// Figures on stdout, one line each; what helps reading them (which endpoint, timings) on stderr.
const log = (line: string): void => console.error(line);

function format(figure: Figure): string {
  // A tenth where a unit is coarse for the figure (a keystroke of a few milliseconds).
  const digits = figure.unit === 's' || figure.baseline < 100 ? 1 : 0;
  const value = `${figure.value.toFixed(digits)} ${figure.unit}`;
  const baseline = `${figure.baseline.toFixed(digits)} ${figure.unit}`;
  const ratio = figure.ratio >= 10 ? figure.ratio.toFixed(1) : figure.ratio.toFixed(2);
  return `bench ${figure.name}: ${value} (baseline ${baseline}, ratio ${ratio})${figure.detail ? `; ${figure.detail}` : ''}`;
}

/**
 * Runs the lines `words` choose (all when none; a word that names no line picks every line whose name contains
 * it), one after the other, each printed as it ends. Resolves false when a line failed, exits 2 when none matched.
 */
export async function runBenches(benches: readonly BenchLine[], words: readonly string[]): Promise<boolean> {
  const picks = (word: string, name: string): boolean => (benches.some(([n]) => n === word) ? name === word : name.includes(word));
  const chosen = words.length === 0 ? benches : benches.filter(([name]) => words.some((word) => picks(word, name)));
  if (chosen.length === 0) {
    console.error(`no bench line matches ${words.join(' ')}; the lines: ${benches.map(([name]) => name).join(', ')}`);
    process.exit(2);
  }
  let passed = true;
  for (const [name, bench] of chosen) {
    try {
      console.log(format(await bench(log)));
    } catch (error) {
      // On stdout with the figures: a line that cannot give an honest figure says so where the figure would be.
      passed = false;
      console.log(`bench ${name}: error: ${error instanceof Error ? error.message : String(error)}`);
      console.error(error);
    }
  }
  return passed;
}
