// `npm run bench`: one line per figure, `bench <name>: <value> (baseline <value>, ratio <r>)`.
// `npm run bench -- <name>...`: only those lines (one at a time on a shared machine); a word that names no line
// picks every line whose name contains it.
import { benchBigDownload, benchBulkDownload, benchDownloadResume, benchDownloadRssGrowth } from './downloads';
import { runBenches, type BenchLine } from './runner';
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

/** Each line by the name it prints, so that a line can be chosen before it runs. */
const benches: BenchLine[] = [
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

process.exit((await runBenches(benches, process.argv.slice(2))) ? 0 : 1);
