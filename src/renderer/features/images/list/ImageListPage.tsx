import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import { AUTHOR_MANAGEMENT_ROLES } from '@shared/domain/author';
import { IMAGE_SORT_ATTRIBUTES, type ImageRow } from '@shared/domain/image';
import { can } from '@shared/rules/abilities';
import { hasRole } from '@shared/rules/permissions';
import { canManageImages } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { IMAGE_GRID } from '../../../components/media/ImageTile';
import { ListHeader } from '../../../components/list/ListHeader';
import { ListLayout } from '../../../components/list/ListLayout';
import { ListResults } from '../../../components/list/ListResults';
import { readAllIds } from '../../../components/list/read-all-ids';
import { useListQuery } from '../../../components/list/useListQuery';
import { useListSearch } from '../../../components/list/useListSearch';
import { useListSelection } from '../../../components/list/useListSelection';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useImageActions } from '../shared/useImageActions';
import { ImageBulkActions } from './ImageBulkActions';
import { ImageFilters } from './ImageFilters';
import { ImageGridTile } from './ImageGridTile';
import { IMAGE_DEFAULT_SORT, IMAGE_FILTERS, IMAGE_PAGE_SIZES, IMAGE_URL_PAGE_SIZES, imageKey, imageSearchRequest, type ImageKey } from './image-search';
import { imageColumns, useImageCellStyles } from './image-columns';
import { useFirstLoadPreset } from './useFirstLoadPreset';

const rowId = (image: ImageRow): ImageKey => imageKey(image);

/** Pages of the same search read for the keys of an all-results selection: the search's largest. */
const KEYS_PAGE_SIZE = 100;

/**
 * The image list (spec 1 §2 Image list). It opens on the illustrations (the preset collection filter), then
 * searches whatever the URL says.
 */
export function ImageListPage() {
  return useFirstLoadPreset() ? <ImageList /> : null;
}

function ImageList() {
  const { t } = useTranslation();
  const cellStyles = useImageCellStyles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const roles = useRoles();
  const canManage = canManageImages(roles);
  const canManageAuthors = hasRole(roles, AUTHOR_MANAGEMENT_ROLES);
  const canManageAuthorImages = can(roles, 'author.manageImages');
  const list = useListQuery(IMAGE_FILTERS, { pageSizes: IMAGE_URL_PAGE_SIZES });
  const request = useMemo(() => imageSearchRequest(list.query), [list.query]);
  const search = useListSearch('IMAGE', list.key, () => bridge.invoke('images.search', request));
  const pageKeys = useMemo(() => search.rows.map(rowId), [search.rows]);
  const selection = useListSelection('IMAGE', list.filtersKey, pageKeys, search.total);
  const { commands, dialogs } = useImageActions();
  const rights = useMemo(() => ({ canManageImages: canManage, canManageAuthors, canManageAuthorImages }), [canManage, canManageAuthors, canManageAuthorImages]);
  const columns = useMemo(() => imageColumns(t, cellStyles, rights, commands), [t, cellStyles, rights, commands]);
  const title = t('images.list.title');
  useDocumentTitle(title);

  const allKeys = useCallback(
    () => readAllIds((page, size) => bridge.invoke('images.search', { ...request, page, size }), imageKey, KEYS_PAGE_SIZE),
    [bridge, request],
  );

  const create = canManage && (
    <OnlineOnlyButton appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.create('image'))}>
      {t('images.list.create')}
    </OnlineOnlyButton>
  );

  return (
    <Page>
      <ListHeader
        title={title}
        list={list}
        search={search}
        section="image"
        actions={create}
      />
      <ListLayout filters={<ImageFilters list={list} />}>
        <ListResults
          label={t('images.list.tableLabel')}
          list={list}
          search={search}
          selection={selection}
          rowId={rowId}
          rowLabel={(image) => image.name}
          columns={columns}
          grid={{
            renderTile: (image, tile) => <ImageGridTile image={image} {...tile} commands={commands} {...rights} />,
            columns: IMAGE_GRID.columns,
            sortAttributes: IMAGE_SORT_ATTRIBUTES.map((attr) => ({ attr, label: t(`images.list.sort.attributes.${attr}`) })),
          }}
          defaultSort={IMAGE_DEFAULT_SORT}
          pageSizes={IMAGE_PAGE_SIZES}
          bulkActions={
            <ImageBulkActions
              selection={selection.selection}
              total={search.total}
              canManageImages={canManage}
              commands={commands}
              allKeys={allKeys}
              onDeleted={selection.clear}
            />
          }
        />
      </ListLayout>
      {dialogs}
    </Page>
  );
}
