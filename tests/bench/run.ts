// `npm run bench`: one line per figure, `bench <name>: <value> (baseline <value>, ratio <r>)`.
import { benchBigDownload, benchBulkDownload, benchDownloadResume, benchDownloadRssGrowth, type Figure } from './downloads';
import { benchListRender } from './list-render';
import { benchPlacardGeneration } from './placard';
import { benchPlanTree } from './plan-tree';
import { benchArticleListFilter } from './article-list';
import { benchArticleListRender } from './article-list-render';
import { benchXmlEditorOpen } from './xml-editor';
import { benchKyrielleSearch } from './kyrielle-search';
import { benchKyrielleTree } from './kyrielle-tree';
import { benchColdStart, benchFirstScreenJs } from './first-screen';

// Figures on stdout, one line each; what helps reading them (which endpoint, timings) on stderr.
const log = (line: string): void => console.error(line);

function format(figure: Figure): string {
  const digits = figure.unit === 's' ? 1 : 0;
  const value = `${figure.value.toFixed(digits)} ${figure.unit}`;
  const baseline = `${figure.baseline.toFixed(digits)} ${figure.unit}`;
  const ratio = figure.ratio >= 10 ? figure.ratio.toFixed(1) : figure.ratio.toFixed(2);
  return `bench ${figure.name}: ${value} (baseline ${baseline}, ratio ${ratio})${figure.detail ? `; ${figure.detail}` : ''}`;
}

const benches: ((log: (line: string) => void) => Promise<Figure>)[] = [benchBulkDownload, benchBigDownload, benchDownloadRssGrowth, benchDownloadResume, benchListRender, benchPlanTree, benchPlacardGeneration, benchArticleListFilter, benchArticleListRender, benchXmlEditorOpen, benchKyrielleSearch, benchKyrielleTree, benchFirstScreenJs, benchColdStart];
let failed = false;
for (const bench of benches) {
  try {
    console.log(format(await bench(log)));
  } catch (error) {
    failed = true;
    console.error(`bench ${bench.name} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
