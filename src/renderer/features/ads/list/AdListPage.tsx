import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import { AD_SORT_ATTRIBUTES, type AdvertisementRow } from '@shared/domain/advertisement';
import { canManageAds } from '@shared/rules/media-rights';
import { isRowSelected } from '@shared/rules/selection';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DataTable } from '../../../components/list/DataTable';
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { ListViewBar } from '../../../components/list/ListViewBar';
import { Pager } from '../../../components/list/Pager';
import { SelectionToolbar } from '../../../components/list/SelectionToolbar';
import { TileGrid } from '../../../components/list/TileGrid';
import { useGridMarker } from '../../../components/list/useGridMarker';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { useListSelection } from '../../../components/list/useListSelection';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useAdActions } from '../shared/useAdActions';
import { AdBulkActions } from './AdBulkActions';
import { AdFilters } from './AdFilters';
import { AdTile } from './AdTile';
import { AD_DEFAULT_SORT, AD_FILTERS, ID_PAGE_SIZE, adSearchRequest } from './ad-search';
import { adColumns, useAdCellStyles } from './ad-columns';

const rowId = (ad: AdvertisementRow) => ad.id;

/**
 * The ad list (spec 1 §2 Advertisement list): filters on the left (3 of 12 columns), in the URL; a table or,
 * with the `grid` marker, tiles; sorts ID, NAME, DEADLINE, UPDATE; paging; selection with export for all and
 * enable, disable, delete for the ad managers; "Nouvelle publicité" for them too.
 */
export function AdListPage() {
  const { t } = useTranslation();
  const cellStyles = useAdCellStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const canManage = canManageAds(useRoles());
  const list = useListQuery(AD_FILTERS);
  const [grid, setGrid] = useGridMarker();
  const request = useMemo(() => adSearchRequest(list.query), [list.query]);
  const search = useListSearch('ADVERTISEMENT', list.key, () => bridge.invoke('ads.search', request));
  const pageIds = useMemo(() => search.rows.map(rowId), [search.rows]);
  const selection = useListSelection('ADVERTISEMENT', list.filtersKey, pageIds, search.total);
  const { clear } = selection;
  const actions = useAdActions(
    useCallback((change: string) => {
      // Deleted rows leave the list, and a bulk change is done with its selection.
      if (change === 'delete') clear();
    }, [clear]),
  );
  const { commands } = actions;
  const columns = useMemo(() => adColumns(t, cellStyles, canManage, commands), [t, cellStyles, canManage, commands]);
  const query = typeof list.query.filters['query'] === 'string' ? list.query.filters['query'] : undefined;
  const title = t('pages.adList');
  useDocumentTitle(title);

  // The all-results selection acts on every ad of the search, read page by page.
  const allIds = async () => {
    const ids: number[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await bridge.invoke('ads.search', { ...request, page, size: ID_PAGE_SIZE });
      ids.push(...answer.result.map(rowId));
      if (answer.result.length < ID_PAGE_SIZE || ids.length >= answer.resultCount) return ids;
    }
  };

  const create = canManage && (
    <OnlineOnlyButton appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.create('ad'))}>
      {t('ads.list.create')}
    </OnlineOnlyButton>
  );

  return (
    <Page>
      <ListHeader
        title={title}
        query={query}
        total={search.status === 'LOADED' && !search.refreshing ? search.total : null}
        section="ad"
        actions={create}
      />
      <ListLayout filtersSpan={3} filters={<AdFilters list={list} />}>
        <ListViewBar
          view={{
            grid,
            onChange: setGrid,
            labels: { group: t('ads.list.view.label'), table: t('ads.list.view.table'), grid: t('ads.list.view.grid') },
          }}
          sort={{
            label: t('ads.list.sort.label'),
            attributes: AD_SORT_ATTRIBUTES.map((attr) => ({ attr, label: t(`ads.list.sort.attributes.${attr}`) })),
            optionLabel: (attribute, order) => t(`ads.list.sort.${order}`, { attribute }),
            sort: list.query.sort,
            defaultSort: AD_DEFAULT_SORT,
            onSort: list.setSort,
          }}
        />
        <SelectionToolbar
          selection={selection.selection}
          total={search.total}
          pageSelected={selection.pageSelected}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
        >
          <AdBulkActions selection={selection.selection} total={search.total} canManage={canManage} actions={commands} allIds={allIds} />
        </SelectionToolbar>
        {grid ? (
          <TileGrid
            label={t('ads.list.tableLabel')}
            rows={search.rows}
            rowId={rowId}
            status={search.status}
            refreshing={search.refreshing}
            selection={selection.selection}
            onTogglePage={selection.togglePage}
            onRetry={search.retry}
            renderTile={(ad) => (
              <AdTile
                ad={ad}
                selected={isRowSelected(selection.selection, ad.id)}
                onSelectedChange={() => selection.toggleRow(ad.id)}
                canManage={canManage}
                actions={commands}
              />
            )}
          />
        ) : (
          <DataTable
            label={t('ads.list.tableLabel')}
            columns={columns}
            rows={search.rows}
            rowId={rowId}
            rowLabel={(ad) => ad.name}
            status={search.status}
            refreshing={search.refreshing}
            sort={list.query.sort}
            defaultSort={AD_DEFAULT_SORT}
            onSort={list.setSort}
            selection={selection.selection}
            onToggleRow={selection.toggleRow}
            onTogglePage={selection.togglePage}
            onRetry={search.retry}
          />
        )}
        {search.status !== 'ERROR' && search.total > 0 && (
          <Pager page={list.query.page} size={list.query.size} total={search.total} onPage={list.setPage} onSize={list.setSize} />
        )}
      </ListLayout>
      {actions.dialog}
    </Page>
  );
}
