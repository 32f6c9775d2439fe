import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Subtitle2, mergeClasses } from '@fluentui/react-components';
import { MetadataList } from './MetadataList';
import { useMediaCardStyles } from './media-card-styles';
import { fileEntries, type MediaFile } from './media-metadata';

export interface ImageFileInfoProps {
  file: Pick<MediaFile, 'meta' | 'mimeType'>;
  /** An ad's size: its label with the millimetres, or "Taille non reconnue" (Advertisement.formatLabel). */
  sizeLabel?: string;
  className?: string;
}

/**
 * "Informations sur le fichier", the right-column card of the image and ad pages (spec 1 §2): the ad's
 * size when given, then dimensions in pixels, weight (Mo with one decimal above 1,000,000 bytes, else ko),
 * resolution and type.
 */
export function ImageFileInfo({ file, sizeLabel, className }: ImageFileInfoProps) {
  const { t } = useTranslation();
  const styles = useMediaCardStyles();
  const headingId = useId();
  const size = sizeLabel === undefined ? [] : [{ key: 'adSize', label: t('media.fileInfo.adSize'), value: sizeLabel }];
  return (
    <section className={mergeClasses(styles.card, className)} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {t('media.fileInfo.title')}
      </Subtitle2>
      <MetadataList entries={[...size, ...fileEntries(file, t)]} />
    </section>
  );
}
