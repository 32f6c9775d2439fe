import type { AuthorRecord } from '../authors/store';
import { BUNDLE_TITLES, TITLES } from './seed-author-words';
import { addDays, day, DAY_MS, SEED_NOW } from './seed-calendar';
import type { SeedRandom } from './seed-random';

export interface ArticleSeed {
  id: number;
  title: string;
  type: 'ARTICLE' | 'BUNDLE';
  periodicalId: string;
  publicationDate: string;
  modificationDate: Date;
  authorIds: number[];
}

/** The articles citing the demo authors: the examples' by hand (see seed-author-examples.ts), then `scale` × 130 drawn. */
export function articleSeeds(r: SeedRandom, authors: readonly AuthorRecord[], scale: number): ArticleSeed[] {
  const articles: ArticleSeed[] = [];
  const citable = authors.filter((a) => a.id !== 5).map((a) => a.id as number);
  const addArticle = (authorIds: number[], periodicalId: string, publicationDate: string, bundle = false) => {
    const year = Number(publicationDate.slice(0, 4));
    const title = (bundle ? r.pick(BUNDLE_TITLES) : r.pick(TITLES))(r, year);
    const modified = addDays(day(publicationDate), r.int(-20, 90));
    articles.push({
      id: articles.length + 1,
      title,
      type: bundle ? 'BUNDLE' : 'ARTICLE',
      periodicalId,
      publicationDate,
      modificationDate: new Date(Math.min(modified.getTime(), SEED_NOW.getTime() - DAY_MS) + r.int(7, 19) * 3_600_000),
      authorIds,
    });
  };
  const randomDate = (from: number, to: number): string => `${r.int(from, to)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  // Étienne de Villeneuve in every periodical of the rights table, across the years.
  for (const [periodical, date] of [['BJS', '2003-05-14'], ['BJS', '2012-11-02'], ['DEF', '2016-02-20'], ['GDP', '2019-09-10'], ['BJS', '2022-01-18'], ['DEF', '2023-06-06'], ['GDP', '2024-03-26'], ['BJS', '2024-10-08']] as const) {
    addArticle([1, ...(r.chance(0.3) ? [r.pick(citable)] : [])].filter((id, i, all) => all.indexOf(id) === i), periodical, date, date === '2022-01-18');
  }
  addArticle([2], 'DEF', '2021-04-12');
  addArticle([2, 1], 'GDP', '2024-12-03');
  addArticle([3], 'DEF', '2018-07-01', true);
  addArticle([4], 'GDP', '2003-10-21');
  addArticle([4, 1], 'BJS', '2003-03-03');
  addArticle([6], 'BJS', '2020-05-15');
  const periodicals = ['BJS', 'BJS', 'BJS', 'DEF', 'DEF', 'DEF', 'GDP', 'GDP', 'GDP', 'GPL'];
  const generatedCitable = citable.filter((id) => id > 6 && r.chance(0.8));
  for (let n = 0; n < 130 * scale; n++) {
    const count = r.chance(0.6) ? 1 : r.chance(0.7) ? 2 : 3;
    const ids = [...new Set(Array.from({ length: count }, () => r.pick(generatedCitable.length ? generatedCitable : citable)))];
    addArticle(ids, r.pick(periodicals), randomDate(2000, 2024), r.chance(0.12));
  }
  return articles;
}
