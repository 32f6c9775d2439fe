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
  commands: ImageCommands;
}

/**
 * A row's or tile's actions. An illustration: "Modifier", "Activer" or "Désactiver", "Supprimer" (inactive
 * while it is used: disabling is the way to retire it) for the image managers. An author image has none of
 * these (spec 1 §2): it leads to its author, and to the author's edit screen for the author managers.
 */
export function ImageRowActions({ image, canManageImages, canManageAuthors, commands }: ImageRowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useOnlineOnly().tooltip;
  const values = { name: image.name };
  if (image.collection === 'AUTHOR') {
    if (!canManageAuthors || image.authorId === null) return null;
    return (
      <div className={styles.root}>
        <RowActionButton label={t('images.actions.editAuthor', values)} icon={<PersonEditRegular />} to={imagePagePath(image, 'edit')} />
      </div>
    );
  }
  if (!canManageImages || image.collection !== 'ILLUSTRATION') return null;
  return (
    <div className={styles.root}>
      <RowActionButton label={t('images.actions.edit', values)} icon={<EditRegular />} to={imagePagePath(image, 'edit')} />
      <RowActionButton
        label={t(image.enable ? 'images.actions.disable' : 'images.actions.enable', values)}
        icon={image.enable ? <ToggleRightRegular /> : <ToggleLeftRegular />}
        inactiveReason={offline}
        onClick={() => void commands.setStatus(image, !image.enable)}
      />
      <RowActionButton
        label={t('images.actions.delete', values)}
        icon={<DeleteRegular />}
        inactiveReason={offline ?? (image.used ? t('images.actions.usedCannotDelete') : undefined)}
        onClick={() => commands.askDelete([image.id])}
      />
    </div>
  );
}
