import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Body1Strong, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ARTICLE_IMPORT_MAX_BYTES, type ArticleImportResult, type ArticleImportVerdict } from '@shared/domain/article';
import type { FileSource } from '@shared/schemas';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { FileDropZone } from '../../../components/FileDropZone';
import { ImportResultCard } from '../../../components/ImportResultCard';
import { RouterLink } from '../../../components/RouterLink';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { useRefreshArticles } from './useRefreshArticles';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
});

/** Spec 2 §5: "XML import accepts .xml only"; a single file. */
const XML_FILE = /\.xml$/i;

/** The dialog's states (spec 2 §4 Import dialog): non-initialized, importable, unimportable, then the result. */
type State =
  | { step: 'empty' }
  | { step: 'busy'; label: string }
  | { step: 'checked'; verdict: ArticleImportVerdict; source: FileSource }
  | { step: 'done'; result: ArticleImportResult };

/**
 * Importing an article (spec 2 §2.8, §4 Import dialog, §7): one .xml file dropped or picked, checked by
 * ask-import (importable with what it would do, or unimportable with the server's reason in red; a
 * MODIFICATION asks in red to confirm continuing), then imported: a result card per item. A failed import is
 * a persistent notification titled publications.import_failed (§8); an import ending in ERROR closes.
 */
export function ArticleImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshArticles();
  const [state, setState] = useState<State>({ step: 'empty' });
  const [refused, setRefused] = useState<string | null>(null);
  const failed = (messages: readonly string[]) => notify.error(messages.join(' ; '), { title: t('publications.list.import_failed'), persist: true });

  const check = async (source: FileSource, file: File) => {
    setRefused(null);
    if (!XML_FILE.test(file.name)) return setRefused(t('articles.actions.import.onlyXml', { name: file.name }));
    setState({ step: 'busy', label: t('articles.actions.import.checking', { name: file.name }) });
    try {
      setState({ step: 'checked', verdict: await bridge.invoke('articles.askImport', source), source });
    } catch (error) {
      setState({ step: 'empty' });
      setRefused(bridgeErrorMessage(error, t, t('errors.global')));
    }
  };

  const run = async (source: FileSource) => {
    setState({ step: 'busy', label: t('articles.actions.import.sending', { name: '' }) });
    try {
      const result = await bridge.invoke('articles.import', source);
      await refresh();
      const reasons = result.items.filter((i) => i.status !== 'DONE').flatMap((i) => i.messages.map((m) => `${i.name} : ${m}`));
      if (result.status === 'ERROR') {
        failed(reasons.length > 0 ? reasons : [t('articles.actions.import.failed')]);
        onClose();
        return;
      }
      setState({ step: 'done', result });
    } catch (error) {
      failed([bridgeErrorMessage(error, t, t('errors.global'))]);
      onClose();
    }
  };

  const busy = state.step === 'busy';
  const verdict = state.step === 'checked' ? state.verdict : null;
  return (
    <Dialog open onOpenChange={(_event, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('articles.actions.import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {state.step === 'empty' && (
              <>
                <Caption1>{t('articles.actions.import.nonInitialized')}</Caption1>
                <FileDropZone
                  multiple={false}
                  accept=".xml,application/xml,text/xml"
                  acceptLabel={t('articles.actions.import.types')}
                  maxBytes={ARTICLE_IMPORT_MAX_BYTES}
                  label={t('articles.actions.import.drop')}
                  onFiles={(sources, files) => {
                    const [source] = sources;
                    const [file] = files;
                    if (source && file) void check(source, file);
                  }}
                />
              </>
            )}
            {state.step === 'busy' && <Spinner size="small" label={state.label} />}
            {verdict && !verdict.importable && (
              <div role="alert" className={styles.error}>
                <Body1Strong className={styles.error}>{t('articles.actions.import.unimportable')}</Body1Strong> {verdict.reason}
              </div>
            )}
            {verdict?.importable && (
              <>
                <Body1Strong>{t('articles.actions.import.importable')}</Body1Strong>
                <dl className={styles.facts}>
                  <dt>{t('articles.actions.import.articleTitle')}</dt>
                  <dd>{verdict.metadata.title}</dd>
                  <dt>{t('articles.actions.import.periodical')}</dt>
                  <dd>{verdict.periodical.label}</dd>
                  <dt>{t('articles.actions.import.publication')}</dt>
                  <dd>{verdict.publication?.label ?? t('articles.actions.import.none')}</dd>
                </dl>
                {verdict.mode === 'MODIFICATION' ? (
                  <div role="alert" className={styles.error}>
                    {t('articles.actions.import.modeMODIFICATION', { id: verdict.metadata.id ?? '' })}
                  </div>
                ) : (
                  <Caption1>{t('articles.actions.import.modeCREATION')}</Caption1>
                )}
              </>
            )}
            {state.step === 'done' && <ArticleImportCard result={state.result} />}
            {refused && (
              <Caption1 role="alert" className={styles.error}>
                {refused}
              </Caption1>
            )}
          </DialogContent>
          <DialogActions>
            {(state.step === 'done' || (verdict && !verdict.importable)) && <Button onClick={() => setState({ step: 'empty' })}>{t('articles.actions.import.another')}</Button>}
            <Button onClick={onClose} disabled={busy}>
              {t('articles.actions.import.close')}
            </Button>
            {state.step === 'checked' && state.verdict.importable && (
              <OnlineOnlyButton appearance="primary" onClick={() => void run(state.source)}>
                {state.verdict.mode === 'MODIFICATION' ? t('articles.actions.import.confirmModification') : t('articles.actions.import.submit')}
              </OnlineOnlyButton>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The result card (spec 2 §8): each article with its status and, when not a plain success, its reasons. */
function ArticleImportCard({ result }: { result: ArticleImportResult }) {
  const { t } = useTranslation();
  return (
    <ImportResultCard
      title={t('articles.actions.import.resultTitle')}
      status={result.status}
      itemStatusLabel={(status) => t(`articles.actions.import.resultStatus.${status}`)}
      items={result.items.map((item) => ({
        ...item,
        link:
          item.status === 'DONE' && item.articleId !== null ? (
            <RouterLink to={paths.view('article', item.articleId)} aria-label={t('articles.actions.import.open', { name: item.name })}>
              {item.name}
            </RouterLink>
          ) : null,
      }))}
    />
  );
}
