import { useTranslation } from 'react-i18next';
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { formatFileSize } from '@shared/rules/format';
import { FileDropZone } from '../../../components/FileDropZone';
import { PICTURE_FILE_ACCEPT, usePictureCheck, type ChosenFile } from '../../../components/media/chosen-file';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground2 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    listStyleType: 'none',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  facts: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface NewAuthorImagesProps {
  files: readonly ChosenFile[];
  onAdd(files: ChosenFile[]): void;
  onRemove(file: ChosenFile): void;
}

/**
 * The image section of a new author (spec 1 §2 "Author create and edit: contains an image editing section"):
 * an author image needs its author, so the files dropped here (JPEG or PNG, checked by core when dropped) wait
 * in a list until "Enregistrer" creates the author, then are sent to it one by one.
 */
export function NewAuthorImages({ files, onAdd, onRemove }: NewAuthorImagesProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const check = usePictureCheck();
  return (
    <div className={styles.root}>
      <Body1 className={styles.hint}>{t('authors.edit.newImages.hint')}</Body1>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={t('authors.edit.newImages.label')}>
          {/* Rows without state of their own: the same file may be dropped twice. */}
          {files.map((chosen, index) => (
            <li key={`${index}-${chosen.file.name}`} className={styles.item}>
              <span className={styles.facts}>
                {chosen.file.name}
                <Caption1 className={styles.muted}>
                  {t('authors.edit.newImages.facts', { weight: formatFileSize(chosen.file.size), type: t(`media.mimeTypes.${chosen.mimeType}`) })}
                </Caption1>
              </span>
              <Button icon={<DismissRegular />} aria-label={t('authors.edit.newImages.remove', { name: chosen.file.name })} onClick={() => onRemove(chosen)} />
            </li>
          ))}
        </ul>
      )}
      <FileDropZone
        label={t('authors.view.gallery.uploadZone')}
        accept={PICTURE_FILE_ACCEPT}
        acceptLabel="JPEG, PNG"
        onFiles={async (sources, dropped) => {
          const { chosen } = await check(sources, dropped);
          if (chosen.length > 0) onAdd(chosen);
        }}
      />
    </div>
  );
}
