import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { AUTHOR_MANAGEMENT_ROLES, type AuthorRow } from '@shared/domain/author';
import { ROUTE_SEGMENTS } from '@shared/rules/navigation';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { ListResults } from '../../../components/list/ListResults';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { useListSelection } from '../../../components/list/useListSelection';
import { useHasRole } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { AuthorExportMenu } from './AuthorExportMenu';
import { AuthorFilters } from './AuthorFilters';
import { AUTHOR_DEFAULT_SORT, AUTHOR_FILTERS, authorSearchRequest } from './author-search';
import { authorColumns, useCellStyles } from './author-columns';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const rowId = (author: AuthorRow) => author.id;

/**
 * The author list (spec 1 §2 Author list): filters on the left, in the URL; the table sorted by ID, NAME or
 * UPDATE; paging; selection of rows, the page or all results; creation for author managers, export for all.
 */
export function AuthorListPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const cellStyles = useCellStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const canManage = useHasRole(AUTHOR_MANAGEMENT_ROLES);
  const list = useListQuery(AUTHOR_FILTERS);
  const request = useMemo(() => authorSearchRequest(list.query), [list.query]);
  const search = useListSearch('AUTHOR', list.key, () => bridge.invoke('authors.search', request));
  const pageIds = useMemo(() => search.rows.map(rowId), [search.rows]);
  const selection = useListSelection('AUTHOR', list.filtersKey, pageIds, search.total);
  const columns = useMemo(() => authorColumns(t, cellStyles, canManage), [t, cellStyles, canManage]);
  const title = t('authors.list.title');
  useDocumentTitle(title);

  const actions = (
    <div className={styles.actions}>
      {canManage && (
        <OnlineOnlyButton appearance="primary" icon={<AddRegular />} onClick={() => navigate(`/${ROUTE_SEGMENTS.author}/${ROUTE_SEGMENTS.create}`)}>
          {t('authors.list.create')}
        </OnlineOnlyButton>
      )}
      <AuthorExportMenu selection={selection.selection} />
    </div>
  );

  return (
    <Page>
      <ListHeader
        title={title}
        list={list}
        search={search}
        section="author"
        actions={actions}
      />
      <ListLayout filters={<AuthorFilters list={list} />}>
        <ListResults
          label={t('authors.list.tableLabel')}
          list={list}
          search={search}
          selection={selection}
          rowId={rowId}
          rowLabel={(author) => author.displayName}
          columns={columns}
          defaultSort={AUTHOR_DEFAULT_SORT}
        />
      </ListLayout>
    </Page>
  );
}
