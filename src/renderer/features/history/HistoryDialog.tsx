import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import type { EditorVersion } from '@shared/domain/editor';
import { formatFileSize } from '@shared/rules/format';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../bridge/error-message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MessageBar } from '../../components/MessageBar';
import { formatDateTime } from '../../i18n/dates';
import { useCan } from '../auth/useAuth';
import { useExtension } from '../extensions/useExtension';
import { useNotify } from '../notifications/useNotify';
import { BlockComparison, useBlockDiff } from './BlockComparison';
import { historyKey, useHistory, useVersionText } from './useHistory';

const XmlMergeView = lazy(() => import('./XmlMergeView'));

/** Above this size (bytes, either version) the XML is not compared line by line: a summary is shown. */
export const XML_MERGE_MAX_BYTES = 400_000;

const useStyles = makeStyles({
  surface: { width: 'min(1500px, 96vw)', maxWidth: 'min(1500px, 96vw)', height: '92vh' },
  body: { height: '100%', gridTemplateRows: 'auto minmax(0, 1fr) auto' },
  content: { display: 'grid', gridTemplateColumns: 'minmax(500px, 42%) minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, minHeight: 0, overflow: 'hidden' },
  list: { overflow: 'auto', minHeight: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  versionCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  versionColumn: { width: '112px' },
  date: { whiteSpace: 'nowrap', paddingRight: tokens.spacingHorizontalS },
  sizeColumn: { width: '56px' },
  origin: { display: 'flex', flexDirection: 'column' },
  compare: { overflow: 'auto', minHeight: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pickers: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  picker: { minWidth: '200px' },
});

export interface HistoryDialogProps {
  documentId: number;
  /** The document's name, in the title. */
  name: string;
  periodicalId: string;
  isBundle: boolean;
  onClose(): void;
  /** Opened from an editor with unsaved changes: the restore says they will be replaced. */
  dirty?: boolean;
  /** After a restore (the editor reads the document again). */
  onRestored?(): void;
  /**
   * Opened from the editor: without the extension history-restore, the chosen revision's text is put in the editor
   * as an unsaved change, which the user saves (Fonto's contract restores nothing itself).
   */
  onTakeRevision?(revisionId: string, xml: string): void;
}

/** A server refusal in its own words (404, 409, 412, 423…), else the fallback. */
function refusal(error: unknown, t: ReturnType<typeof useTranslation>['t'], fallback: string): string {
  if (error instanceof BridgeError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.message.trim()) return error.message;
  return bridgeErrorMessage(error, t, fallback);
}

/**
 * A document's history (issue 27; Fonto's GET /document/history, issue 33): its revisions newest first (id, date in
 * Paris time, author; what made it and its size when the back-office says them); two revisions compared side by side,
 * by default the one chosen against the one before it, as text (blocks, words marked) and, in expert mode, as XML;
 * the chosen revision restored as a new current one by those who may edit the document, after a confirmation naming
 * it and its date (extension history-restore), or else, in the editor, taken into it as an unsaved change.
 */
export function HistoryDialog({ documentId, name, periodicalId, isBundle, onClose, dirty = false, onRestored, onTakeRevision }: HistoryDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const history = useHistory(documentId);
  const mayEdit = useCan(isBundle ? 'bundle.edit' : 'article.edit', periodicalId);
  const restoreOffered = useExtension('history-restore');
  const mayRestore = mayEdit && (restoreOffered || onTakeRevision !== undefined);
  const expert = useCan('editor.expertMode', periodicalId);
  const versions: EditorVersion[] = history.data?.pages.flatMap((page) => page.versions) ?? [];
  const current = history.data?.pages[0]?.current ?? null;
  const [chosen, setChosen] = useState<{ version: string; before: string | null; after: string } | null>(null);
  const [tab, setTab] = useState<'text' | 'xml'>('text');
  const [confirming, setConfirming] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  // Newest first: the one before a revision is the next one listed.
  const previousOf = (version: string) => versions[versions.findIndex((v) => v.revisionId === version) + 1]?.revisionId ?? null;
  // By default the newest revision against the one before it.
  const selection = chosen ?? (versions[0] ? { version: versions[0].revisionId, before: previousOf(versions[0].revisionId), after: versions[0].revisionId } : null);
  const choose = (version: string) => {
    setChosen({ version, before: previousOf(version), after: version });
    setRestoreError(null);
  };
  const byNumber = (version: string | null) => versions.find((v) => v.revisionId === version);
  const label = (version: string) => {
    const v = byNumber(version);
    return t('history.compare.option', { version, date: v ? formatDateTime(v.creationDate) : '' });
  };

  const beforeText = useVersionText(documentId, selection?.before ?? null);
  const afterText = useVersionText(documentId, selection?.after ?? null);
  const comparison = useBlockDiff(`${selection?.before}:${selection?.after}`, beforeText.data?.xml, afterText.data?.xml);
  const chosenVersion = selection ? byNumber(selection.version) : undefined;

  const restore = async () => {
    if (!selection || current === null) return;
    if (!restoreOffered) return takeRevision(selection.version);
    try {
      const after = await bridge.invoke('editor.restore', documentId, selection.version, { currentRevisionId: current });
      notify.success(t('history.restore.done', { version: selection.version, current: after.current ?? '' }));
      queryClient.setQueryData(historyKey(documentId), { pages: [after], pageParams: [undefined] });
      void queryClient.invalidateQueries({ queryKey: ['article', documentId] });
      void queryClient.invalidateQueries({ queryKey: ['articlePreview', documentId] });
      // The new current version against the one it replaced.
      if (after.current !== null) setChosen({ version: after.current, before: after.versions[1]?.revisionId ?? null, after: after.current });
      setRestoreError(null);
      onRestored?.();
    } catch (error) {
      setRestoreError(refusal(error, t, t('history.restore.failed')));
      // Someone saved meanwhile (409): their version is listed.
      void history.refetch();
    } finally {
      setConfirming(false);
    }
  };

  /** Without the extension: the revision's text goes into the editor, unsaved; the dialog closes on it. */
  const takeRevision = async (revisionId: string) => {
    try {
      const text = await queryClient.fetchQuery({ queryKey: ['history', documentId, 'version', revisionId], queryFn: () => bridge.invoke('editor.version', documentId, revisionId), staleTime: Infinity });
      onTakeRevision?.(revisionId, text.xml);
      onClose();
    } catch (error) {
      setRestoreError(refusal(error, t, t('history.restore.failed')));
      setConfirming(false);
    }
  };

  const tooLargeForXml = Math.max(beforeText.data?.bytes ?? 0, afterText.data?.bytes ?? 0) > XML_MERGE_MAX_BYTES;
  const origin = (v: EditorVersion) => (v.origin === null ? null : t(`history.origin.${v.origin}`));
  const summary =
    comparison.status === 'done'
      ? t(comparison.diff.rows === null ? 'history.compare.tooLarge' : 'history.compare.summary', { ...comparison.diff.summary })
      : '';

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <DialogTitle>{t('history.title', { name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <section className={styles.list} aria-label={t('history.listLabel')}>
              {history.isPending && <Spinner size="small" label={t('history.loading')} />}
              {history.isError && (
                <MessageBar intent="error">
                  <MessageBarBody>{refusal(history.error, t, t('history.loadFailed'))}</MessageBarBody>
                </MessageBar>
              )}
              {versions.length > 0 && (
                <Table size="small" aria-label={t('history.listLabel')}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell className={styles.versionColumn}>{t('history.column.version')}</TableHeaderCell>
                      <TableHeaderCell>{t('history.column.date')}</TableHeaderCell>
                      <TableHeaderCell>{t('history.column.origin')}</TableHeaderCell>
                      <TableHeaderCell className={styles.sizeColumn}>{t('history.column.size')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {versions.map((v) => {
                      const selected = selection?.version === v.revisionId;
                      return (
                        <TableRow key={v.revisionId} aria-selected={selected} className={selected ? styles.selected : undefined} onClick={() => choose(v.revisionId)}>
                          <TableCell>
                            <span className={styles.versionCell}>
                              <Button appearance="transparent" size="small" aria-pressed={selected} onClick={() => choose(v.revisionId)}>
                                {t('history.versionLabel', { version: v.revisionId })}
                              </Button>
                              {v.revisionId === current && (
                                <Badge appearance="tint" size="small">
                                  {t('history.current')}
                                </Badge>
                              )}
                            </span>
                          </TableCell>
                          <TableCell>
                            <span className={styles.origin}>
                              <span className={styles.date}>{formatDateTime(v.creationDate)}</span>
                              <Caption1>{t('history.by', { name: v.creationUser ?? t('history.unknownAuthor') })}</Caption1>
                            </span>
                          </TableCell>
                          <TableCell>
                            <span className={styles.origin}>
                              {origin(v) ?? '—'}
                              {v.restoredFrom !== null && <Caption1>{t('history.restoredFrom', { version: v.restoredFrom })}</Caption1>}
                            </span>
                          </TableCell>
                          <TableCell>{v.bytes === null ? '—' : formatFileSize(v.bytes)}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              )}
              {history.hasNextPage && (
                <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                  {t('history.more')}
                </Button>
              )}
            </section>
            <section className={styles.compare} aria-label={t('history.compare.label')}>
              {restoreError !== null && (
                <MessageBar intent="error">
                  <MessageBarBody>
                    <MessageBarTitle>{t('history.restore.failedTitle')}</MessageBarTitle>
                    {restoreError}
                  </MessageBarBody>
                </MessageBar>
              )}
              {selection && (
                <div className={styles.pickers}>
                  <Field label={t('history.compare.before')} className={styles.picker}>
                    <Select
                      value={selection.before ?? ''}
                      onChange={(_event, data) => setChosen({ ...selection, before: data.value === '' ? null : data.value })}
                    >
                      {selection.before === null && <option value="">—</option>}
                      {versions.map((v) => (
                        <option key={v.revisionId} value={v.revisionId}>
                          {label(v.revisionId)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('history.compare.after')} className={styles.picker}>
                    <Select value={selection.after} onChange={(_event, data) => setChosen({ ...selection, after: data.value })}>
                      {versions.map((v) => (
                        <option key={v.revisionId} value={v.revisionId}>
                          {label(v.revisionId)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  {current !== null && (
                    <Button onClick={() => setChosen({ ...selection, before: selection.version, after: current })}>{t('history.compare.withCurrent')}</Button>
                  )}
                  {mayRestore && current !== null && selection.version !== current && (
                    <Button appearance="primary" icon={<ArrowUndoRegular />} onClick={() => setConfirming(true)}>
                      {t(restoreOffered ? 'history.restore.action' : 'history.restore.takeAction', { version: selection.version })}
                    </Button>
                  )}
                </div>
              )}
              {selection && expert && (
                <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value === 'xml' ? 'xml' : 'text')}>
                  <Tab value="text">{t('history.compare.textTab')}</Tab>
                  <Tab value="xml">{t('history.compare.xmlTab')}</Tab>
                </TabList>
              )}
              {selection && selection.before === null && <Caption1>{t('history.compare.oldest', { version: selection.after })}</Caption1>}
              {(beforeText.isError || afterText.isError) && (
                <MessageBar intent="error">
                  <MessageBarBody>{refusal(beforeText.error ?? afterText.error, t, t('history.compare.loadFailed'))}</MessageBarBody>
                </MessageBar>
              )}
              {selection && selection.before !== null && (tab === 'text' || !expert) && <BlockComparison key={`${selection.before}:${selection.after}`} state={comparison} />}
              {selection && selection.before !== null && tab === 'xml' && expert && beforeText.data && afterText.data && (
                tooLargeForXml ? (
                  <MessageBar intent="warning">
                    <MessageBarBody>
                      {t('history.compare.xmlTooLarge', { size: formatFileSize(Math.max(beforeText.data.bytes, afterText.data.bytes)), summary })}
                    </MessageBarBody>
                  </MessageBar>
                ) : (
                  <Suspense fallback={<Spinner size="small" />}>
                    <XmlMergeView
                      before={beforeText.data.xml}
                      after={afterText.data.xml}
                      beforeLabel={label(beforeText.data.revisionId)}
                      afterLabel={label(afterText.data.revisionId)}
                    />
                  </Suspense>
                )
              )}
            </section>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('history.close')}</Button>
          </DialogActions>
        </DialogBody>
        {/* Nested in the surface: the history stays the modal beneath it. */}
        {chosenVersion && current !== null && (
          <ConfirmDialog
            open={confirming}
            title={t(restoreOffered ? 'history.restore.title' : 'history.restore.takeTitle', { version: chosenVersion.revisionId })}
            text={[
              t(restoreOffered ? 'history.restore.body' : 'history.restore.takeBody', { version: chosenVersion.revisionId, date: formatDateTime(chosenVersion.creationDate) }),
              dirty ? t('history.restore.dirty') : '',
            ]
              .filter(Boolean)
              .join(' ')}
            confirmLabel={t(restoreOffered ? 'history.restore.confirm' : 'history.restore.takeConfirm')}
            onConfirm={restore}
            onCancel={() => setConfirming(false)}
          />
        )}
      </DialogSurface>
    </Dialog>
  );
}
