import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Body1, Caption1, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { REFERENTIAL_IMPORT_MAX_BYTES, referentialFormats, type ReferentialFormat, type ReferentialType } from '@shared/domain/referential';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { FileDropZone } from '../../../components/FileDropZone';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { ImportPreviewDialog } from './ImportPreviewDialog';
import { ImportResultCard } from './ImportResultCard';
import { useReferentialImport } from './useReferentialImport';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  exports: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  zone: { minHeight: '96px' },
  busy: { minHeight: '96px', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

const ACCEPT: Record<'table' | 'text', string> = {
  table: '.xlsx,.json,.xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/json,application/xml,text/xml',
  text: '.txt,text/plain',
};

/** One referential: what it holds, an export button per format (through the download queue), an import zone and its result. */
export function ReferentialCard({ type, columns }: { type: ReferentialType; columns: readonly string[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const name = t(`referentials.types.${type}.title`);
  const importer = useReferentialImport(type);
  const [exporting, setExporting] = useState<ReferentialFormat | null>(null);
  const textual = type === 'regex';

  const exportAs = async (format: ReferentialFormat) => {
    const label = t(`referentials.formats.${format}`);
    setExporting(format);
    try {
      await bridge.invoke('referentials.export', type, format);
      notify.success(t('referentials.export.started', { name, format: label }));
    } catch (error) {
      notify.error(bridgeErrorMessage(error, t, t('referentials.export.failed', { name })));
    } finally {
      setExporting(null);
    }
  };

  const busyText = importer.reading ? t('referentials.import.previewing', { file: importer.reading }) : null;
  const headingId = `referential-${type}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <Subtitle1 as="h2" id={headingId} className={styles.title}>
          {name}
        </Subtitle1>
        <Body1>{t(`referentials.types.${type}.description`)}</Body1>
        <Caption1 className={styles.muted}>{t('referentials.columnsLabel', { columns: columns.join(', ') })}</Caption1>
      </div>
      <div className={styles.exports} role="group" aria-label={`${t('referentials.export.group')} ${name}`}>
        <Caption1 className={styles.muted}>{t('referentials.export.group')}</Caption1>
        {referentialFormats(type).map((format) => {
          const label = t(`referentials.formats.${format}`);
          return (
            <OnlineOnlyButton
              key={format}
              size="small"
              icon={exporting === format ? <Spinner size="extra-tiny" /> : <ArrowDownload16Regular />}
              disabled={exporting !== null}
              aria-label={t('referentials.export.button', { name, format: label })}
              onClick={() => void exportAs(format)}
            >
              {label}
            </OnlineOnlyButton>
          );
        })}
      </div>
      {busyText ? (
        <div className={styles.busy}>
          <Spinner size="small" label={busyText} />
        </div>
      ) : (
        <FileDropZone
          className={styles.zone}
          multiple={false}
          accept={ACCEPT[textual ? 'text' : 'table']}
          acceptLabel={t(textual ? 'referentials.import.textTypes' : 'referentials.import.tableTypes')}
          maxBytes={REFERENTIAL_IMPORT_MAX_BYTES}
          label={t('referentials.import.drop', { name })}
          disabled={importer.pending !== null}
          onFiles={(sources, files) => {
            const [source] = sources;
            const [file] = files;
            if (source && file) void importer.preview(source, file.name);
          }}
        />
      )}
      {importer.outcome && <ImportResultCard name={name} outcome={importer.outcome} onDismiss={importer.dismiss} />}
      <ImportPreviewDialog name={name} pending={importer.pending} onConfirm={() => void importer.confirm()} onCancel={importer.cancel} />
    </section>
  );
}
