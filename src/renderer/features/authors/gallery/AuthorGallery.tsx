import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Body1, Button, Caption1, Checkbox, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Delete20Regular } from '@fluentui/react-icons';
import { AUTHOR_IMAGE_ROLES, type Author } from '@shared/domain/author';
import type { AuthorImage } from '@shared/domain/image';
import type { FileSource } from '@shared/schemas';
import { authorDisplayName } from '@shared/rules/author-input';
import { FileDropZone } from '../../../components/FileDropZone';
import { UploadQueue } from '../../../components/UploadQueue';
import { GALLERY_PICTURE_HEIGHT, ImageTile } from '../../../components/media/ImageTile';
import { ImageZoomDialog } from '../../../components/media/ImageZoomDialog';
import { imageDetailEntries } from '../../../components/media/media-metadata';
import { useBridge } from '../../../bridge/BridgeContext';
import { useHasRole } from '../../auth/useAuth';
import { useExtension } from '../../extensions/useExtension';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useUploadQueue } from '../../uploads/useUploadQueue';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRefreshAuthor } from '../shared/author-query';
import { FavouriteToggle } from './FavouriteToggle';
import { ImageActionButtons } from './ImageActionButtons';
import { ImageActionsMenu, type ImageActionHandlers } from './ImageActionsMenu';
import { ImageEditPanel } from './ImageEditPanel';
import { useGalleryActions } from './useGalleryActions';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  count: {
    color: tokens.colorNeutralForeground3,
  },
  spacer: {
    flexGrow: 1,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
  },
  uploadTile: {
    display: 'flex',
    listStyleType: 'none',
  },
  dropZone: {
    flexGrow: 1,
    minHeight: `${GALLERY_PICTURE_HEIGHT + 60}px`,
  },
  empty: {
    color: tokens.colorNeutralForeground3,
  },
});

export interface AuthorGalleryProps {
  /** The author whose images are shown (author.images: every image, disabled ones included). */
  author: Pick<Author, 'id' | 'type' | 'firstName' | 'particle' | 'lastName' | 'images'>;
  /**
   * Offers the changes (upload tile, favourite, edit panel, delete, reactivate) — only to AUTHOR_IMAGE_ROLES
   * whatever this says, the favourite and the edit panel only where the back-office offers the image's edit.
   * Otherwise the gallery is read-only: zoom and download stay.
   */
  editable: boolean;
  /** Shows the disabled images too (greyscale, "Désactivée"); otherwise only the enabled ones. */
  showDisabled: boolean;
  /** When given, the gallery shows the "Afficher les images désactivées" switch and reports its changes. */
  onShowDisabledChange?(showDisabled: boolean): void;
}

/**
 * The image gallery of an author (spec 1 §2), on the view and on the edit screen: select one or all, bulk
 * "Télécharger" (one batch in the downloads panel) and "Supprimer" (with the count), the zoom dialog with
 * the metadata, per-image favourite, "Modifier" (edit panel), "Télécharger", "Supprimer", "Réactiver", and
 * the upload tile taking JPEG and PNG files dropped from the file manager. The favourite and "Modifier" save
 * through PUT /api/author/image/{id}, which spec 1 does not give: only with the 'author-image-edit' extension.
 */
export function AuthorGallery({ author, editable, showDisabled, onShowDisabledChange }: AuthorGalleryProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const refresh = useRefreshAuthor();
  const canEdit = useHasRole(AUTHOR_IMAGE_ROLES) && editable;
  const canEditFields = useExtension('author-image-edit') && canEdit;
  const name = authorDisplayName(author);
  const actions = useGalleryActions({ id: author.id, name });

  const images = useMemo(() => (showDisabled ? author.images : author.images.filter((image) => image.enable)), [author.images, showDisabled]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => images.filter((image) => selectedIds.has(image.id)), [images, selectedIds]);
  const deletable = selected.filter((image) => image.enable);
  const [zoomedId, setZoomedId] = useState<number | null>(null);
  const [editedId, setEditedId] = useState<number | null>(null);
  /** The ids of the confirmation, kept while it closes so its title does not change under the user's eyes. */
  const [toDelete, setToDelete] = useState<readonly number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const zoomed = author.images.find((image) => image.id === zoomedId) ?? null;
  const edited = author.images.find((image) => image.id === editedId) ?? null;

  const upload = useCallback(
    async (source: FileSource) => {
      try {
        return await bridge.invoke('authors.images.upload', author.id, source);
      } finally {
        await refresh(author.id);
      }
    },
    [bridge, author.id, refresh],
  );
  const uploads = useUploadQueue(upload);

  const select = useCallback((image: AuthorImage, on: boolean) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(image.id);
      else next.delete(image.id);
      return next;
    });
  }, []);
  const allSelected = images.length > 0 && selected.length === images.length;
  const selectAll = (on: boolean) => setSelectedIds(on ? new Set(images.map((image) => image.id)) : new Set());

  const handlers: ImageActionHandlers = {
    ...(canEditFields && {
      onEdit: (image: AuthorImage) => {
        setZoomedId(null);
        setEditedId(image.id);
      },
      onToggleFavourite: (image: AuthorImage) => void actions.toggleFavourite(image),
    }),
    onDownload: (image) => void actions.download([image]),
    onDelete: (image) => askDelete([image.id]),
    onReactivate: (image) => void actions.reactivate(image),
  };

  function askDelete(ids: readonly number[]) {
    setToDelete(ids);
    setConfirming(true);
  }
  const confirmDelete = async () => {
    const ids = toDelete;
    const done = await actions.remove(ids);
    setConfirming(false);
    if (done) {
      setSelectedIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
      if (!showDisabled && zoomedId !== null && ids.includes(zoomedId)) setZoomedId(null);
    }
  };

  const emptyText = author.images.length === 0 || showDisabled ? t('authors.view.gallery.empty') : t('authors.view.gallery.emptyEnabled');

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Checkbox
          label={t('authors.view.gallery.selectAll')}
          checked={allSelected ? true : selected.length > 0 ? 'mixed' : false}
          disabled={images.length === 0}
          onChange={(_event, data) => selectAll(data.checked === true || (data.checked === 'mixed' && !allSelected))}
        />
        <Caption1 className={styles.count} aria-live="polite">
          {selected.length > 0 ? t('authors.view.gallery.selected', { count: selected.length }) : ''}
        </Caption1>
        <Button icon={<ArrowDownload20Regular />} disabled={selected.length === 0} onClick={() => void actions.download(selected)}>
          {t('authors.view.gallery.download')}
        </Button>
        {canEdit && (
          <OnlineOnlyButton icon={<Delete20Regular />} disabled={deletable.length === 0} onClick={() => askDelete(deletable.map((image) => image.id))}>
            {t('authors.view.gallery.delete')}
          </OnlineOnlyButton>
        )}
        <span className={styles.spacer} />
        {onShowDisabledChange && (
          <Switch
            label={t('authors.view.gallery.showDisabled')}
            checked={showDisabled}
            onChange={(_event, data) => onShowDisabledChange(data.checked)}
          />
        )}
      </div>

      {images.length === 0 && <Body1 className={styles.empty}>{emptyText}</Body1>}
      {(images.length > 0 || canEdit) && (
        <ul className={styles.grid} aria-label={t('authors.view.gallery.label', { name })}>
          {images.map((image) => (
            <ImageTile
              key={image.id}
              image={image}
              selected={selectedIds.has(image.id)}
              onSelectedChange={(on) => select(image, on)}
              onOpen={() => setZoomedId(image.id)}
              actions={
                <>
                  <FavouriteToggle image={image} onToggle={handlers.onToggleFavourite} />
                  <ImageActionsMenu image={image} editable={canEdit} handlers={handlers} />
                </>
              }
            />
          ))}
          {canEdit && (
            <li className={styles.uploadTile}>
              <FileDropZone
                className={styles.dropZone}
                label={t('authors.view.gallery.uploadZone')}
                accept="image/jpeg,image/png"
                acceptLabel="JPEG, PNG"
                multiple
                onFiles={uploads.onFiles}
                onRejected={uploads.onRejected}
              />
            </li>
          )}
        </ul>
      )}
      {canEdit && <UploadQueue entries={uploads.entries} label={t('authors.view.gallery.uploadQueue')} />}

      <ImageZoomDialog
        image={zoomed}
        details={zoomed ? imageDetailEntries(zoomed, t) : []}
        actions={zoomed && <ImageActionButtons image={zoomed} editable={canEdit} handlers={handlers} />}
        onClose={() => setZoomedId(null)}
      />
      {canEditFields && <ImageEditPanel image={edited} onClose={() => setEditedId(null)} onSave={actions.save} />}
      <ConfirmDialog
        open={confirming}
        title={t('authors.view.gallery.deleteTitle', { count: toDelete.length })}
        text={t('authors.view.gallery.deleteText')}
        confirmLabel={t('authors.view.gallery.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
