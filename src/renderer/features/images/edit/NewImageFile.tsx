import { useTranslation } from 'react-i18next';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { formatFileSize } from '@shared/rules/format';
import { FileDropZone } from '../../../components/FileDropZone';
import { PICTURE_FILE_ACCEPT, useFileDataUrl, usePictureCheck, type ChosenFile } from '../../../components/media/chosen-file';

const useStyles = makeStyles({
  chosen: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  preview: {
    width: '160px',
    height: '160px',
    objectFit: 'contain',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  facts: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  zone: { minHeight: '180px' },
});

export interface NewImageFileProps {
  value: ChosenFile | null;
  onChange(value: ChosenFile | null): void;
  /** Core refused the file dropped (its sentence names the type found); the notice is already shown. */
  onRefused(message: string): void;
  /** The preview has read the picture's dimensions. */
  onMeasured(size: { width: number; height: number }): void;
}

/**
 * "Fichier" of a new illustration (spec 1 §2, §5): one JPEG or PNG of 10,000,000 bytes at most, dropped or
 * picked and checked by core at once, then shown with its preview, its name, weight and type; nothing is
 * sent before "Enregistrer".
 */
export function NewImageFile({ value, onChange, onRefused, onMeasured }: NewImageFileProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const preview = useFileDataUrl(value?.file ?? null);
  const check = usePictureCheck();

  if (!value) {
    return (
      <FileDropZone
        className={styles.zone}
        label={t('images.edit.createZone')}
        accept={PICTURE_FILE_ACCEPT}
        acceptLabel="JPEG, PNG"
        multiple={false}
        onFiles={async (sources, files) => {
          const { chosen, refused } = await check(sources, files);
          const [kept] = chosen;
          const [why] = refused;
          if (kept) onChange(kept);
          else if (why !== undefined) onRefused(why);
        }}
      />
    );
  }
  return (
    <div className={styles.chosen}>
      {preview && (
        <img
          src={preview}
          alt={t('images.edit.previewOf', { name: value.file.name })}
          className={styles.preview}
          onLoad={(event) => onMeasured({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        />
      )}
      <span className={styles.facts}>
        {value.file.name}
        <Caption1 className={styles.muted}>
          {t('images.edit.chosenFacts', { weight: formatFileSize(value.file.size), type: t(`media.mimeTypes.${value.mimeType}`) })}
        </Caption1>
      </span>
      <Button icon={<DismissRegular />} onClick={() => onChange(null)}>
        {t('images.edit.removeFile')}
      </Button>
    </div>
  );
}
