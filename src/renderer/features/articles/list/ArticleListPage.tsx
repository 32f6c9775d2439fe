import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRow } from '@shared/domain/article';
import { ARTICLE_PAGE_SIZES } from '@shared/domain/article';
import { isProcessInProgress } from '@shared/rules/publication-workflow';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { ListResults } from '../../../components/list/ListResults';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { useListSelection } from '../../../components/list/useListSelection';
import { useProcessRefresh } from '../../../components/list/useProcessRefresh';
import { PROCESS_REFRESH_MS } from '../../publications/shared/publication-query';
import { ArticleBulkActions } from '../actions/ArticleBulkActions';
import { ArticleFilters } from './ArticleFilters';
import { ARTICLE_DEFAULT_SORT, ARTICLE_FILTERS, ARTICLE_LIST_OPTIONS, articleSearchRequest } from './article-search';
import { articleColumns, useArticleCellStyles } from './article-columns';
import { rowName } from './article-display';
import { useSelectedArticleRows } from './useSelectedArticleRows';

const rowId = (article: ArticleRow) => article.id;
const placardRunning = (article: ArticleRow) => isProcessInProgress(article.lastRequestPlacardProcessStatus);

/**
 * The article list (spec 2 §2.1, §2.4), where a signed-in editor lands: filters on the left, in the URL
 * (attached only by default); rows of articles and bundles sorted by ID, NAME or UPDATE (descending by
 * default); 50 rows a page out of 10, 20, 30, 50, 100 (spec 1 §9); selection of rows, the page or every
 * page with the bulk actions; each row's workflow menu and view link. Rows with a placard being made are
 * read again until it ends.
 */
export function ArticleListPage() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const cellStyles = useArticleCellStyles();
  const list = useListQuery(ARTICLE_FILTERS, ARTICLE_LIST_OPTIONS);
  const request = useMemo(() => articleSearchRequest(list.query), [list.query]);
  const search = useListSearch('ARTICLE', list.key, () => bridge.invoke('articles.search', request));
  useProcessRefresh(search.rows.some(placardRunning), ['list', 'ARTICLE', list.key], PROCESS_REFRESH_MS);
  const pageIds = useMemo(() => search.rows.map(rowId), [search.rows]);
  const selection = useListSelection('ARTICLE', list.filtersKey, pageIds, search.total);
  const readPage = useCallback((page: number, size: number) => bridge.invoke('articles.search', { ...request, page, size }), [bridge, request]);
  const selected = useSelectedArticleRows(selection.selection, search.rows, list.filtersKey, readPage);
  const columns = useMemo(() => articleColumns(t, cellStyles), [t, cellStyles]);
  const title = t('pages.articleList');
  useDocumentTitle(title);

  return (
    <Page>
      <ListHeader title={title} list={list} search={search} section="article" />
      <ListLayout filters={<ArticleFilters list={list} />}>
        <ListResults
          label={t('articles.list.tableLabel')}
          list={list}
          search={search}
          selection={selection}
          rowId={rowId}
          rowLabel={(article) => rowName(t, article)}
          columns={columns}
          defaultSort={ARTICLE_DEFAULT_SORT}
          pageSizes={ARTICLE_PAGE_SIZES}
          bulkActions={<ArticleBulkActions selected={selected.rows} allPagesSelected={selection.selection.allSelected} />}
        />
      </ListLayout>
    </Page>
  );
}
