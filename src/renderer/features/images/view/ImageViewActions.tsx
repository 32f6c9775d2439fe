import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, EditRegular, ToggleLeftRegular, ToggleRightRegular } from '@fluentui/react-icons';
import type { Illustration } from '@shared/domain/image';
import { canManageImages } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import type { ImageCommands } from '../shared/useImageActions';

/**
 * The view's actions: "Télécharger" for everyone (the download queue); "Modifier", "Activer" or
 * "Désactiver" (a used image asks first) and "Supprimer" (inactive while the image is used) for the image
 * managers (spec 1 §6).
 */
export function ImageViewActions({ image, commands }: { image: Illustration; commands: ImageCommands }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = canManageImages(useRoles());
  const selection = { selectedIds: [`${image.collection}-${image.id}`], allSelected: false };
  return (
    <>
      <Button icon={<ArrowDownloadRegular />} onClick={() => void commands.exportSelection(selection)}>
        {t('images.actions.download')}
      </Button>
      {canManage && (
        <>
          <OnlineOnlyButton
            icon={image.enable ? <ToggleRightRegular /> : <ToggleLeftRegular />}
            onClick={() => void commands.setStatus(image, !image.enable)}
          >
            {t(image.enable ? 'images.actions.disableButton' : 'images.actions.enableButton')}
          </OnlineOnlyButton>
          {image.canDelete ? (
            <OnlineOnlyButton icon={<DeleteRegular />} onClick={() => commands.askDelete([image.id], () => navigate(paths.list('image')))}>
              {t('images.actions.deleteButton')}
            </OnlineOnlyButton>
          ) : (
            // Focusable though inactive: keyboard users reach the reason too.
            <Tooltip content={t('images.actions.usedCannotDelete')} relationship="description" withArrow>
              <Button icon={<DeleteRegular />} disabledFocusable>
                {t('images.actions.deleteButton')}
              </Button>
            </Tooltip>
          )}
          <Button appearance="primary" icon={<EditRegular />} onClick={() => navigate(paths.edit('image', image.id))}>
            {t('images.actions.editButton')}
          </Button>
        </>
      )}
    </>
  );
}
