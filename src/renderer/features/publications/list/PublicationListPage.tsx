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
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { ListResults } from '../../../components/list/ListResults';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { useListSelection } from '../../../components/list/useListSelection';
import { useProcessRefresh } from '../../../components/list/useProcessRefresh';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { PublicationDialog } from '../dialog/PublicationDialog';
import { PROCESS_REFRESH_MS, PUBLICATION_LIST_KEY, hasProcessInProgress } from '../shared/publication-query';
import { PublicationBulkActions } from './PublicationBulkActions';
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
 * roles; each row's organise link, edit dialog and workflow menu; a selection column and the workflow
 * actions on the selection (issue 25). Rows with a process running are read again until it ends.
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
  const pageIds = useMemo(() => search.rows.map(rowId), [search.rows]);
  const selection = useListSelection('PUBLICATION', list.filtersKey, pageIds, search.total);
  // The rows ticked, as the page shows them (a row ticked on another page is acted on once shown again).
  const selected = useMemo(() => search.rows.filter((row) => selection.selection.selectedIds.includes(row.id)), [search.rows, selection.selection.selectedIds]);
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
        <ListResults
          label={t('publications.list.tableLabel')}
          list={list}
          search={search}
          selection={selection}
          columns={columns}
          rowId={rowId}
          rowLabel={(publication) => publication.name}
          defaultSort={PUBLICATION_DEFAULT_SORT}
          bulkActions={<PublicationBulkActions selected={selected} allPagesSelected={selection.selection.allSelected} onDone={selection.clear} />}
        />
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
