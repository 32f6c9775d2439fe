import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import { AD_SORT_ATTRIBUTES, type AdvertisementRow } from '@shared/domain/advertisement';
import { canManageAds } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { ListResults } from '../../../components/list/ListResults';
import { readAllIds } from '../../../components/list/read-all-ids';
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
  const title = t('pages.adList');
  useDocumentTitle(title);

  // The all-results selection acts on every ad of the search, read page by page.
  const allIds = () => readAllIds((page, size) => bridge.invoke('ads.search', { ...request, page, size }), rowId, ID_PAGE_SIZE);

  const create = canManage && (
    <OnlineOnlyButton appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.create('ad'))}>
      {t('ads.list.create')}
    </OnlineOnlyButton>
  );

  return (
    <Page>
      <ListHeader
        title={title}
        list={list}
        search={search}
        section="ad"
        actions={create}
      />
      <ListLayout filtersSpan={3} filters={<AdFilters list={list} />}>
        <ListResults
          label={t('ads.list.tableLabel')}
          list={list}
          search={search}
          selection={selection}
          rowId={rowId}
          rowLabel={(ad) => ad.name}
          columns={columns}
          grid={{
            renderTile: (ad, tile) => <AdTile ad={ad} {...tile} canManage={canManage} actions={commands} />,
            sortAttributes: AD_SORT_ATTRIBUTES.map((attr) => ({ attr, label: t(`ads.list.sort.attributes.${attr}`) })),
          }}
          defaultSort={AD_DEFAULT_SORT}
          bulkActions={<AdBulkActions selection={selection.selection} total={search.total} canManage={canManage} actions={commands} allIds={allIds} />}
        />
      </ListLayout>
      {actions.dialog}
    </Page>
  );
}
