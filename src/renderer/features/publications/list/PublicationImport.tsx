import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowImport20Regular, ErrorCircle12Filled } from '@fluentui/react-icons';
import { PUBLICATION_IMPORT_MAX_BYTES, type PublicationImportResult } from '@shared/domain/publication';
import type { FileSource } from '@shared/schemas';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { FileDropZone } from '../../../components/FileDropZone';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { useRefreshPublications } from '../shared/publication-query';
import { PublicationImportCard } from './PublicationImportCard';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  action: { whiteSpace: 'nowrap' },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
});

/** Spec 2 §5: "Publication import accepts .xml only; import takes a single file". */
const XML_FILE = /\.xml$/i;

/**
 * "Importer" of the publication list (spec 2 §2.2, roles Tl and Bl): one .xml file, dropped or picked, sent
 * with 'publications.import'; then the result card. A failure (the file refused, or some publication
 * not imported) is also a persistent notification titled publications.import_failed with the messages (§8).
 */
export function PublicationImport() {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshPublications();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [result, setResult] = useState<PublicationImportResult | null>(null);

  const failed = (messages: readonly string[]) => notify.error(messages.join(' ; '), { title: t('publications.list.import_failed'), persist: true });

  const send = async (source: FileSource, file: File) => {
    setRefused(null);
    if (!XML_FILE.test(file.name)) {
      setRefused(t('publications.list.import.onlyXml', { name: file.name }));
      return;
    }
    setSending(file.name);
    try {
      const answer = await bridge.invoke('publications.import', source);
      setResult(answer);
      if (answer.items.some((item) => item.status === 'DONE')) await refresh(null);
      const reasons = answer.items.filter((item) => item.status === 'ERROR').flatMap((item) => item.messages.map((m) => `${item.name} : ${m}`));
      if (answer.status === 'ERROR') failed(reasons);
    } catch (error) {
      const message = bridgeErrorMessage(error, t, t('errors.global'));
      setRefused(message);
      failed([message]);
    } finally {
      setSending(null);
    }
  };

  const reset = () => {
    setResult(null);
    setRefused(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        if (sending) return;
        setOpen(data.open);
        if (!data.open) reset();
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <OnlineOnlyButton icon={<ArrowImport20Regular />}>{t('publications.list.import.button')}</OnlineOnlyButton>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('publications.list.import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {sending ? (
              <Spinner size="small" label={t('publications.list.import.sending', { name: sending })} />
            ) : result ? (
              <PublicationImportCard result={result} />
            ) : (
              <FileDropZone
                multiple={false}
                accept=".xml,application/xml,text/xml"
                acceptLabel={t('publications.list.import.types')}
                maxBytes={PUBLICATION_IMPORT_MAX_BYTES}
                label={t('publications.list.import.drop')}
                onFiles={(sources, files) => {
                  const [source] = sources;
                  const [file] = files;
                  if (source && file) void send(source, file);
                }}
              />
            )}
            {refused && (
              <Caption1 role="alert" className={styles.error}>
                <ErrorCircle12Filled aria-hidden="true" />
                {refused}
              </Caption1>
            )}
          </DialogContent>
          <DialogActions>
            {result && (
              <Button className={styles.action} onClick={reset}>
                {t('publications.list.import.another')}
              </Button>
            )}
            <DialogTrigger disableButtonEnhancement>
              <Button appearance={result ? 'primary' : 'secondary'} disabled={sending !== null}>
                {t('publications.list.import.close')}
              </Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
