import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ErrorCircle12Filled } from '@fluentui/react-icons';
import { formatFileSize } from '@shared/rules/format';
import { PICTURE_FILE_ACCEPT, useFileDataUrl, usePictureCheck, type ChosenFile } from '../../../components/media/chosen-file';
import { FileDropZone } from '../../../components/FileDropZone';
import type { FileRejection } from '../../uploads/file-sources';
import { rejectionReason } from '../../uploads/upload-messages';
import { useUploadNotices } from '../../uploads/useUploadNotices';

const useStyles = makeStyles({
  chosen: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  preview: { width: '96px', height: '96px', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusSmall },
  facts: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
});

/** The chosen file, shown small; its dimensions are read as it loads. */
function FilePreview({ file, className, onMeasured }: { file: File; className: string; onMeasured: NewAdFileProps['onMeasured'] }) {
  const { t } = useTranslation();
  const url = useFileDataUrl(file);
  return url ? (
    <img
      src={url}
      alt={t('ads.edit.previewOf', { name: file.name })}
      className={className}
      onLoad={(event) => onMeasured({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
    />
  ) : null;
}

export interface NewAdFileProps {
  value: ChosenFile | null;
  onChange(value: ChosenFile | null): void;
  /** The preview has read the picture's dimensions (the right column shows them). */
  onMeasured(size: { width: number; height: number }): void;
  /** "Le visuel est obligatoire.", or why core refused the file. */
  error?: string;
  /** The block's element: a form sends the focus to its drop zone when the file is missing. */
  rootRef?: Ref<HTMLDivElement>;
}

/**
 * "Visuel" of a new ad (spec 1 §5): one JPEG or PNG of 10,000,000 bytes at most, dropped or picked; its size
 * and its type (read from the content by core) are checked when it is dropped, and again when it is sent.
 */
export function NewAdFile({ value, onChange, onMeasured, error, rootRef }: NewAdFileProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notices = useUploadNotices();
  const check = usePictureCheck();
  const [refused, setRefused] = useState<string | null>(null);
  const onRejected = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    notices.rejected(first.file, first.reason);
    setRefused(t('uploads.rejected', { name: first.file.name, reason: rejectionReason(first.reason, first.file, t) }));
  };
  const message = refused ?? error;
  return (
    <div className={styles.root} ref={rootRef}>
      {value ? (
        <div className={styles.chosen}>
          <FilePreview key={value.file.name + value.file.size} file={value.file} className={styles.preview} onMeasured={onMeasured} />
          <span className={styles.facts}>
            {value.file.name}
            <Caption1 className={styles.muted}>
              {t('ads.edit.chosenFacts', { weight: formatFileSize(value.file.size), type: t(`media.mimeTypes.${value.mimeType}`) })}
            </Caption1>
          </span>
          <Button icon={<DismissRegular />} onClick={() => onChange(null)}>
            {t('ads.edit.removeFile')}
          </Button>
        </div>
      ) : (
        <FileDropZone
          multiple={false}
          accept={PICTURE_FILE_ACCEPT}
          acceptLabel={t('ads.edit.fileTypes')}
          label={t('ads.edit.dropFile')}
          onRejected={onRejected}
          onFiles={async (sources, files) => {
            const { chosen, refused: why } = await check(sources, files);
            const [kept] = chosen;
            setRefused(why[0] ?? null);
            if (kept) onChange(kept);
          }}
        />
      )}
      {message && (
        <Caption1 role="alert" className={styles.error}>
          <ErrorCircle12Filled aria-hidden="true" />
          {message}
        </Caption1>
      )}
    </div>
  );
}
