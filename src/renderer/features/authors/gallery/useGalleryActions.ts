import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorImage } from '@shared/domain/image';
import type { MethodArgs } from '@shared/contract';
import { imageDownloadPath } from '@shared/rules/image-export';
import type { ImageFormInput } from '../../../components/media/image-form';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useDownload } from '../../downloads/useDownload';
import { useNotify } from '../../notifications/useNotify';
import { useRefreshAuthor } from '../shared/author-query';

/** What authors.images.update sends. */
type AuthorImageUpdate = MethodArgs<'authors.images.update'>[1];

export interface GalleryActions {
  /** One batch, one item per image (GET /api/image/{id}?download): the downloads panel shows its progress. */
  download(images: readonly AuthorImage[]): Promise<void>;
  /** Makes the image the author's favourite, or clears it. */
  toggleFavourite(image: AuthorImage): Promise<boolean>;
  /** POST /api/author/images/delete: the images are disabled (reactivation stays possible). */
  remove(ids: readonly number[]): Promise<boolean>;
  reactivate(image: AuthorImage): Promise<boolean>;
  save(image: AuthorImage, input: ImageFormInput): Promise<boolean>;
}

/**
 * What the gallery does to an author's images, each with its toast and the author refreshed afterwards
 * (so the view, the edit screen and the lists show the change). Failures show the server's message.
 */
export function useGalleryActions(author: { id: number; name: string }): GalleryActions {
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshAuthor();
  const startDownload = useDownload();
  const { t } = useTranslation();

  const run = useCallback(
    async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await work();
        notify.success(success);
        return true;
      } catch (error) {
        notify.error(bridgeErrorMessage(error, t, t('authors.view.gallery.failed')));
        return false;
      } finally {
        await refresh(author.id);
      }
    },
    [author.id, notify, refresh, t],
  );

  const download = useCallback(
    async (images: readonly AuthorImage[]) => {
      if (images.length === 0) return;
      await startDownload({
        label: t('authors.view.gallery.batchLabel', { name: author.name }),
        items: images.map((image) => ({ path: imageDownloadPath(image.id), fileName: image.name })),
      });
    },
    [author.name, startDownload, t],
  );

  return useMemo(
    () => ({
      download,
      toggleFavourite: async (image) => {
        if (!image.color || !image.framing) {
          notify.warning(t(image.color ? 'media.form.framingRequired' : 'media.form.colorRequired'));
          return false;
        }
        const input: AuthorImageUpdate = { version: image.version ?? undefined, name: image.name, color: image.color, framing: image.framing, fav: !image.fav };
        return run(
          () => bridge.invoke('authors.images.update', image.id, input),
          image.fav ? t('authors.view.gallery.favouriteUnset') : t('authors.view.gallery.favouriteSet'),
        );
      },
      remove: (ids) => run(() => bridge.invoke('authors.images.delete', [...ids]), t('authors.view.gallery.deleted', { count: ids.length })),
      reactivate: (image) => run(() => bridge.invoke('authors.images.enable', image.id), t('authors.view.gallery.reactivated')),
      save: (image, input) =>
        run(() => bridge.invoke('authors.images.update', image.id, { ...input, version: image.version ?? undefined }), t('authors.view.gallery.saved')),
    }),
    [bridge, download, notify, run, t],
  );
}
