import { useTranslation } from 'react-i18next';
import { Button } from '@fluentui/react-components';
import { ArrowCounterclockwise20Regular, ArrowDownload20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { AuthorImage } from '@shared/domain/image';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { FavouriteToggle } from './FavouriteToggle';
import type { ImageActionHandlers } from './ImageActionsMenu';

export interface ImageActionButtonsProps {
  image: AuthorImage;
  editable: boolean;
  handlers: ImageActionHandlers;
}

/**
 * An author image's actions as buttons, in the zoom dialog's footer: favourite, "Modifier" (given onEdit),
 * "Télécharger", "Supprimer" or "Réactiver" (the same as the tile's menu; read-only galleries keep "Télécharger").
 */
export function ImageActionButtons({ image, editable, handlers }: ImageActionButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FavouriteToggle image={image} onToggle={handlers.onToggleFavourite} />
      {handlers.onEdit && (
        <OnlineOnlyButton icon={<Edit20Regular />} onClick={() => handlers.onEdit?.(image)}>
          {t('authors.view.gallery.edit')}
        </OnlineOnlyButton>
      )}
      <Button icon={<ArrowDownload20Regular />} onClick={() => handlers.onDownload(image)}>
        {t('authors.view.gallery.download')}
      </Button>
      {editable &&
        (image.enable ? (
          <OnlineOnlyButton icon={<Delete20Regular />} onClick={() => handlers.onDelete(image)}>
            {t('authors.view.gallery.delete')}
          </OnlineOnlyButton>
        ) : (
          <OnlineOnlyButton icon={<ArrowCounterclockwise20Regular />} onClick={() => handlers.onReactivate(image)}>
            {t('authors.view.gallery.reactivate')}
          </OnlineOnlyButton>
        ))}
    </>
  );
}
