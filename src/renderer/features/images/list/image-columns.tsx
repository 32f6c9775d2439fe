import type { TFunction } from 'i18next';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ImageRow } from '@shared/domain/image';
import type { Column } from '../../../components/list/DataTable';
import { RouterLink } from '../../../components/RouterLink';
import { formatDateTime } from '../../../i18n/dates';
import { imagePagePath } from '../shared/image-links';
import type { ImageCommands } from '../shared/useImageActions';
import { ImageRowActions } from './ImageRowActions';
import { ImageStateBadge } from './ImageStateBadge';
import { THUMBNAIL_CELL_WIDTH } from '../../../components/list/thumbnail';
import { ImageThumbnail } from './ImageThumbnail';

export const useImageCellStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  nameLink: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  secondary: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

export interface ImageColumnRights {
  canManageImages: boolean;
  canManageAuthors: boolean;
  canManageAuthorImages: boolean;
}

/**
 * The image list's columns (spec 1 §2, §9): the THUMBNAIL image (65 wide), sortable ID, NAME and UPDATE, the
 * collection, the file's size and type, the state with its icon, and the actions for those who have some.
 */
export function imageColumns(
  t: TFunction,
  styles: ReturnType<typeof useImageCellStyles>,
  rights: ImageColumnRights,
  commands: ImageCommands,
): Column<ImageRow>[] {
  const columns: Column<ImageRow>[] = [
    {
      id: 'thumbnail',
      header: t('images.list.columns.thumbnail'),
      hideHeader: true,
      width: `${THUMBNAIL_CELL_WIDTH + 16}px`,
      priority: 5,
      render: (image) => <ImageThumbnail image={image} />,
    },
    { id: 'id', header: t('images.list.columns.id'), sortAttr: 'ID', width: '56px', render: (image) => image.id },
    {
      id: 'name',
      header: t('images.list.columns.name'),
      sortAttr: 'NAME',
      render: (image) => (
        <span className={styles.name}>
          <RouterLink to={imagePagePath(image)} className={styles.nameLink}>
            {image.name}
          </RouterLink>
          {image.authorName && <Caption1 className={styles.secondary}>{t('images.list.authorLine', { name: image.authorName })}</Caption1>}
        </span>
      ),
    },
    {
      id: 'collection',
      header: t('images.list.columns.collection'),
      width: '100px',
      priority: 4,
      render: (image) => t(`images.collections.${image.collection}`),
    },
    {
      id: 'size',
      header: t('images.list.columns.size'),
      width: '150px',
      priority: 2,
      render: (image) => (
        <span className={styles.nowrap}>
          {t('images.list.sizeValue', { width: image.meta.width, height: image.meta.height, type: t(`media.mimeTypes.${image.mimeType}`) })}
        </span>
      ),
    },
    {
      id: 'modificationDate',
      header: t('images.list.columns.modificationDate'),
      sortAttr: 'UPDATE',
      width: '140px',
      priority: 3,
      render: (image) => <span className={styles.nowrap}>{formatDateTime(image.modificationDate)}</span>,
    },
    { id: 'state', header: t('images.list.columns.state'), width: '116px', priority: 1, render: (image) => <ImageStateBadge enable={image.enable} /> },
  ];
  // A reader has no action on any row: the column would only narrow the names.
  if (!rights.canManageImages && !rights.canManageAuthors && !rights.canManageAuthorImages) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      width: '108px',
      render: (image) => <ImageRowActions image={image} commands={commands} {...rights} />,
    },
  ];
}
