import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { PublicationRow } from '@shared/domain/publication';
import { hasRole } from '@shared/rules/permissions';
import { PUBLICATION_IMPORT_ROLES } from '@shared/rules/publication-import';
import { PUBLICATION_ACTION_ROLES } from '@shared/rules/publication-workflow';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DataTable } from '../../../components/list/DataTable';
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { Pager } from '../../../components/list/Pager';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { useProcessRefresh } from '../../../components/list/useProcessRefresh';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { PublicationDialog } from '../dialog/PublicationDialog';
import { PROCESS_REFRESH_MS, PUBLICATION_LIST_KEY, hasProcessInProgress } from '../shared/publication-query';
import { PublicationFilters } from './PublicationFilters';
import { PublicationImport } from './PublicationImport';
import { PUBLICATION_DEFAULT_SORT, PUBLICATION_FILTERS, publicationSearchRequest } from './publication-search';
import { publicationColumns, usePublicationCellStyles } from './publication-columns';

const useStyles = makeStyles({ actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS } });

const rowId = (publication: PublicationRow) => publication.id;

type Editing = { mode: 'create' } | { mode: 'edit'; publication: PublicationRow } | null;

/**
 * The publication list (spec 2 §2.1, §2.2): filters on the left, in the URL; the table sorted by ID,
 * START_DATE or UPDATE (descending by default); paging; "Nouvelle publication" and "Importer" for their
 * roles; each row's organise link, edit dialog and workflow menu. Rows with a process running are read
 * again until it ends. No selection: no bulk action is offered on publications here.
 */
export function PublicationListPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const cellStyles = usePublicationCellStyles();
  const bridge = useBridge();
  const roles = useRoles();
  const list = useListQuery(PUBLICATION_FILTERS);
  const request = useMemo(() => publicationSearchRequest(list.query), [list.query]);
  const search = useListSearch('PUBLICATION', list.key, () => bridge.invoke('publications.search', request));
  useProcessRefresh(search.rows.some(hasProcessInProgress), [...PUBLICATION_LIST_KEY, list.key], PROCESS_REFRESH_MS);
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(
    () => publicationColumns(t, cellStyles, { roles, onEdit: (publication) => setEditing({ mode: 'edit', publication }) }),
    [t, cellStyles, roles],
  );
  const title = t('pages.publicationList');
  useDocumentTitle(title);

  const canCreate = hasRole(roles, PUBLICATION_ACTION_ROLES.edit);
  const canImport = hasRole(roles, PUBLICATION_IMPORT_ROLES);
  const actions = (canCreate || canImport) && (
    <div className={styles.actions}>
      {canImport && <PublicationImport />}
      {canCreate && (
        <OnlineOnlyButton appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ mode: 'create' })}>
          {t('publications.list.create')}
        </OnlineOnlyButton>
      )}
    </div>
  );

  return (
    <Page>
      <ListHeader title={title} list={list} search={search} section="publication" actions={actions} />
      <ListLayout filters={<PublicationFilters list={list} />}>
        <DataTable
          label={t('publications.list.tableLabel')}
          columns={columns}
          rows={search.rows}
          rowId={rowId}
          rowLabel={(publication) => publication.name}
          status={search.status}
          refreshing={search.refreshing}
          sort={list.query.sort}
          defaultSort={PUBLICATION_DEFAULT_SORT}
          onSort={list.setSort}
          onRetry={search.retry}
        />
        {search.status !== 'ERROR' && search.total > 0 && (
          <Pager page={list.query.page} size={list.query.size} total={search.total} onPage={list.setPage} onSize={list.setSize} />
        )}
      </ListLayout>
      {editing && (
        <PublicationDialog
          open
          {...editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
