import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { Advertisement } from '@shared/domain/advertisement';
import type { FileSource } from '@shared/schemas';
import { useBridge } from '../../../bridge/BridgeContext';
import { FileDropZone } from '../../../components/FileDropZone';
import { useNotify } from '../../notifications/useNotify';
import { useUploadNotices } from '../../uploads/useUploadNotices';
import { AdVisual } from '../shared/AdVisual';
import { sizeText } from '../shared/ad-display';
import { adQueryKey } from '../shared/ad-query';
import { PICTURE_FILE_ACCEPT } from '../../../components/media/chosen-file';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 240px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  visual: { height: '300px' },
  zone: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface ReplaceAdFileProps {
  ad: Advertisement;
  /** The version the form read: a replacement sends it (409 when stale) and hands back the new one. */
  version: number;
  onReplaced(ad: Advertisement): void;
}

/**
 * The visual of an ad being edited (spec 1 §2 "replacement applies when an id exists"): the current one
 * (zoom), and a drop zone replacing the file at once, keeping the ad's fields; the ad is read again, since
 * its size comes from the new file. The form's typing is kept.
 */
export function ReplaceAdFile({ ad, version, onReplaced }: ReplaceAdFileProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const client = useQueryClient();
  const notify = useNotify();
  const notices = useUploadNotices();
  const [sending, setSending] = useState(false);

  const replace = async (source: FileSource, file: File) => {
    setSending(true);
    try {
      await bridge.invoke('images.replace', 'ADVERTISEMENT', ad.id, source, version);
      const fresh = await bridge.invoke('ads.get', ad.id);
      client.setQueryData(adQueryKey(ad.id), fresh);
      void client.invalidateQueries({ queryKey: ['list'] });
      onReplaced(fresh);
      notify.success(t('ads.edit.replaced', { size: sizeText(fresh) }));
    } catch (error) {
      notices.notSent(file, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.root}>
      <AdVisual ad={ad} className={styles.visual} />
      <div className={styles.zone}>
        <FileDropZone
          multiple={false}
          accept={PICTURE_FILE_ACCEPT}
          acceptLabel={t('ads.edit.fileTypes')}
          label={t('ads.edit.replaceFile')}
          disabled={sending}
          onFiles={(sources, files) => {
            const [source] = sources;
            const [file] = files;
            if (source && file) void replace(source, file);
          }}
        />
        {sending && <Spinner size="tiny" label={t('ads.edit.replacing')} />}
      </div>
    </div>
  );
}
