import { placardOf, type PlacardSource } from '../../src/server/articles/placard';
import type { Figure } from './downloads';
import { medianMs } from './timed';

/**
 * Issue 23 item 3: an article body of one 50,000-character token against ordinary text of the same
 * length, each laid out as the article's placard. Ratio = long word / ordinary text (goal: at most 2; it
 * took hours when each cut measured the whole rest of the word).
 */
const LENGTH = 50_000;

function source(body: string): PlacardSource {
  return { id: 1, title: 'Article de mesure', periodical_id: 'BJS', authors: null, content_xml: `<article><corps><para>${body}</para></corps></article>` };
}

function ordinaryText(length: number): string {
  const words = ['la', 'jurisprudence', 'récente', 'confirme', 'l’exigence', 'd’une', 'motivation', 'précise', 'des', 'décisions'];
  let text = '';
  for (let n = 0; text.length < length; n++) text += `${words[n % words.length] ?? ''} `;
  return text.slice(0, length);
}

export async function benchPlacardLongWord(log: (line: string) => void): Promise<Figure> {
  const now = new Date('2026-11-27T10:00:00Z');
  const longWord = source('x'.repeat(LENGTH));
  const ordinary = source(ordinaryText(LENGTH));
  const [long, plain] = await Promise.all([placardOf(longWord, now), placardOf(ordinary, now)]);
  log(`  placard-long-word: ${LENGTH} characters, ${long.pageCount} pages for the word, ${plain.pageCount} for ordinary text`);
  const value = await medianMs(() => placardOf(longWord, now), { warmup: 2, runs: 7 });
  const baseline = await medianMs(() => placardOf(ordinary, now), { warmup: 2, runs: 7 });
  return { name: 'placard-long-word', value, baseline, unit: 'ms', ratio: value / baseline };
}
