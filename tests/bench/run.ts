// `npm run bench`: one line per figure, `bench <name>: <value> (baseline <value>, ratio <r>)`.
// `npm run bench -- <name>...`: only those lines (one at a time on a shared machine); a word that names no line
// picks every line whose name contains it.
import { benchBigDownload, benchBulkDownload, benchDownloadResume, benchDownloadRssGrowth, type Figure } from './downloads';
import { benchListRender } from './list-render';
import { benchPlacardGeneration } from './placard';
import { benchPlacardLongWord } from './placard-long-word';
import { benchPlanTree } from './plan-tree';
import { benchFlatplan } from './flatplan';
import { benchArticleListFilter } from './article-list';
import { benchArticleListRender } from './article-list-render';
import { benchStructuredEditorKeystroke, benchStructuredEditorOpen, benchXmlEditorOpen } from './xml-editor';
import { benchKyrielleSearch } from './kyrielle-search';
import { benchKyrielleTree } from './kyrielle-tree';
import { benchColdStart, benchFirstScreenJs } from './first-screen';
import { benchReferentialImport } from './referentials';
import { benchHistory } from './history';

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

/** Each line by the name it prints, so that a line can be chosen before it runs. */
const benches: [string, (log: (line: string) => void) => Promise<Figure>][] = [
  ['bulk-download-100', benchBulkDownload],
  ['download-500mb-peak-rss', benchBigDownload],
  ['download-rss-500mb', benchDownloadRssGrowth],
  ['download-resume-500mb', benchDownloadResume],
  ['list-100-vs-10-rows', benchListRender],
  ['plan-tree-10000-vs-100', benchPlanTree],
  ['flatplan-200-pages', benchFlatplan],
  ['placard-generation', benchPlacardGeneration],
  ['placard-long-word', benchPlacardLongWord],
  ['article-list-filter', benchArticleListFilter],
  ['article-list-filter-rows-shown-20000-vs-default', benchArticleListRender],
  ['xml-editor-open-1mb', benchXmlEditorOpen],
  ['structured-editor-open-1mb', benchStructuredEditorOpen],
  ['structured-editor-keystroke-1mb', benchStructuredEditorKeystroke],
  ['kyrielle-search', benchKyrielleSearch],
  ['kyrielle-tree-10000-vs-100', benchKyrielleTree],
  ['referential-import-10000', benchReferentialImport],
  ['history-5000-vs-5', benchHistory],
  ['first-screen-js', benchFirstScreenJs],
  ['cold-start', benchColdStart],
];

const words = process.argv.slice(2);
const picks = (word: string, name: string): boolean => (benches.some(([n]) => n === word) ? name === word : name.includes(word));
const chosen = words.length === 0 ? benches : benches.filter(([name]) => words.some((word) => picks(word, name)));
if (chosen.length === 0) {
  console.error(`no bench line matches ${words.join(' ')}; the lines: ${benches.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
let failed = false;
for (const [name, bench] of chosen) {
  try {
    console.log(format(await bench(log)));
  } catch (error) {
    // On stdout with the figures: a line that cannot give an honest figure says so where the figure would be.
    failed = true;
    console.log(`bench ${name}: error: ${error instanceof Error ? error.message : String(error)}`);
    console.error(error);
  }
}
process.exit(failed ? 1 : 0);
