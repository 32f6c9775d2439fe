import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { ArrowCounterclockwise20Regular, ArrowDownload20Regular, Delete20Regular, Edit20Regular, MoreHorizontal20Regular } from '@fluentui/react-icons';
import type { AuthorImage } from '@shared/domain/image';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';

export interface ImageActionHandlers {
  /**
   * The changes of the image's fields, "Modifier" and the favourite star: absent where they cannot be made (a
   * read-only gallery, a back-office without PUT /api/author/image/{id}).
   */
  onEdit?(image: AuthorImage): void;
  onToggleFavourite?(image: AuthorImage): void;
  onDownload(image: AuthorImage): void;
  onDelete(image: AuthorImage): void;
  onReactivate(image: AuthorImage): void;
}

/**
 * The per-image actions of a tile: "Modifier" (given onEdit), "Télécharger", "Supprimer" (an enabled image) or
 * "Réactiver" (a disabled one). Read-only galleries keep "Télécharger" only; changes are unavailable offline.
 */
export function ImageActionsMenu({ image, editable, handlers }: { image: AuthorImage; editable: boolean; handlers: ImageActionHandlers }) {
  const { t } = useTranslation();
  const online = useOnlineOnly();
  const label = t('authors.view.gallery.actionsFor', { name: image.name });
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label" withArrow>
          <Button appearance="subtle" size="small" icon={<MoreHorizontal20Regular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {handlers.onEdit && (
            <MenuItem icon={<Edit20Regular />} disabled={online.disabled} onClick={() => handlers.onEdit?.(image)}>
              {t('authors.view.gallery.edit')}
            </MenuItem>
          )}
          <MenuItem icon={<ArrowDownload20Regular />} onClick={() => handlers.onDownload(image)}>
            {t('authors.view.gallery.download')}
          </MenuItem>
          {editable &&
            (image.enable ? (
              <MenuItem icon={<Delete20Regular />} disabled={online.disabled} onClick={() => handlers.onDelete(image)}>
                {t('authors.view.gallery.delete')}
              </MenuItem>
            ) : (
              <MenuItem icon={<ArrowCounterclockwise20Regular />} disabled={online.disabled} onClick={() => handlers.onReactivate(image)}>
                {t('authors.view.gallery.reactivate')}
              </MenuItem>
            ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
