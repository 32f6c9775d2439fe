import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, PersonEditRegular, ToggleLeftRegular, ToggleRightRegular } from '@fluentui/react-icons';
import type { ImageRow } from '@shared/domain/image';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { useOnlineOnly } from '../../connectivity/useOnlineOnly';
import { imagePagePath } from '../shared/image-links';
import type { ImageCommands } from '../shared/useImageActions';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXXS },
});

export interface ImageRowActionsProps {
  image: ImageRow;
  /** Admin or ADMIN_IMAGES (spec 1 §6): edit, enable toggle, delete of illustrations. */
  canManageImages: boolean;
  /** Admin or ADMIN_AUTHORS: an author image leads to its author's edit screen. */
  canManageAuthors: boolean;
  /** Admin, the author managers and the image managers (ability author.manageImages): an author image's enable toggle. */
  canManageAuthorImages: boolean;
  commands: ImageCommands;
}

/**
 * A row's or tile's actions. An illustration: "Modifier", "Activer" or "Désactiver", "Supprimer" (inactive
 * while it is used: disabling is the way to retire it) for the image managers. An author image has no delete
 * (spec 1 §2): it leads to its author's edit screen for the author managers, and has its enable toggle for
 * the administrator, the author managers and the image managers (issue 25).
 */
export function ImageRowActions({ image, canManageImages, canManageAuthors, canManageAuthorImages, commands }: ImageRowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useOnlineOnly().tooltip;
  const values = { name: image.name };
  const toggle = (onClick: () => void) => (
    <RowActionButton
      label={t(image.enable ? 'images.actions.disable' : 'images.actions.enable', values)}
      icon={image.enable ? <ToggleRightRegular /> : <ToggleLeftRegular />}
      inactiveReason={offline}
      onClick={onClick}
    />
  );
  if (image.collection === 'AUTHOR') {
    const edit = canManageAuthors && image.authorId !== null;
    if (!edit && !canManageAuthorImages) return null;
    return (
      <div className={styles.root}>
        {edit && <RowActionButton label={t('images.actions.editAuthor', values)} icon={<PersonEditRegular />} to={imagePagePath(image, 'edit')} />}
        {canManageAuthorImages && toggle(() => void commands.setAuthorImageStatus(image, !image.enable))}
      </div>
    );
  }
  if (!canManageImages || image.collection !== 'ILLUSTRATION') return null;
  return (
    <div className={styles.root}>
      <RowActionButton label={t('images.actions.edit', values)} icon={<EditRegular />} to={imagePagePath(image, 'edit')} />
      {toggle(() => void commands.setStatus(image, !image.enable))}
      <RowActionButton
        label={t('images.actions.delete', values)}
        icon={<DeleteRegular />}
        inactiveReason={offline ?? (image.used ? t('images.actions.usedCannotDelete') : undefined)}
        onClick={() => commands.askDelete([image.id])}
      />
    </div>
  );
}
