import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { EditorDraft } from '@shared/rules/editor-draft';
import { DraftRecoveryBar } from '../../forms/DraftRecoveryBar';
import { BlockComparison, useBlockDiff } from '../../history/BlockComparison';
import { useCopyName } from '../../../components/media/useCopyName';
import { formatDateTime } from '../../../i18n/dates';
import type { EditorDraftState } from './useEditorDraft';

const useStyles = makeStyles({
  bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
  surface: { width: 'min(1200px, 96vw)', maxWidth: 'min(1200px, 96vw)', maxHeight: '92vh' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflow: 'auto' },
});

export interface EditorDraftBarProps {
  draft: EditorDraftState;
  /** The saved text and its revision (null when the back-office gives none), which the draft is compared with. */
  saved: string;
  version: string | null;
  /** Restoring needs the lock: why not now (read-only), or null. */
  restoreRefused: string | null;
  /** An expert (who sees XML) may copy the draft's XML while restoring is refused. */
  mayCopy: boolean;
  /** Puts the draft's text in the editor as an unsaved change. */
  onRestore(xml: string): void;
}

/**
 * The editor's draft offer (issue 33 item 3): the forms' bar, saying when the draft predates a save, with
 * « Comparer », which shows the draft beside the saved text in the history's readable comparison.
 */
export function EditorDraftBar({ draft, saved, version, restoreRefused, mayCopy, onRestore }: EditorDraftBarProps) {
  const { t } = useTranslation();
  const copy = useCopyName();
  const styles = useStyles();
  const [comparing, setComparing] = useState(false);
  const found = draft.draft;
  if (!found) return null;
  const restore = () => {
    const data = draft.restore();
    if (data) onRestore(data.xml);
  };
  return (
    <>
      <DraftRecoveryBar<EditorDraft>
        recovery={draft}
        onRestore={(data) => onRestore(data.xml)}
        detail={draft.olderBase ? t('articles.editor.draftOlder', { draft: found.data.basedOn, version: version ?? '' }) : null}
        restoreRefused={restoreRefused}
        className={styles.bar}
        actions={
          <>
            <Button size="small" onClick={() => setComparing(true)}>
              {t('articles.editor.draftCompare')}
            </Button>
            {restoreRefused !== null && mayCopy && (
              <Button size="small" onClick={() => void copy(found.data.xml)}>
                {t('articles.editor.draftCopy')}
              </Button>
            )}
          </>
        }
      />
      {comparing && (
        <DraftComparison
          draft={found.data}
          savedAt={found.savedAt}
          saved={saved}
          version={version}
          restoreRefused={restoreRefused}
          onRestore={restore}
          onClose={() => setComparing(false)}
        />
      )}
    </>
  );
}

interface DraftComparisonProps {
  draft: EditorDraft;
  savedAt: string;
  saved: string;
  version: string | null;
  restoreRefused: string | null;
  onRestore(): void;
  onClose(): void;
}

/** The saved version on the left, the draft on the right, as the history compares two versions. */
function DraftComparison({ draft, savedAt, saved, version, restoreRefused, onRestore, onClose }: DraftComparisonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const comparison = useBlockDiff(`${savedAt}:${version ?? ''}`, saved, draft.xml);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('articles.editor.draftCompareTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {version === null
                ? t('articles.editor.draftCompareSidesNoVersion', { date: formatDateTime(savedAt) })
                : t('articles.editor.draftCompareSides', { version, date: formatDateTime(savedAt) })}
            </Text>
            <BlockComparison state={comparison} />
            {restoreRefused !== null && <Text>{restoreRefused}</Text>}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={restoreRefused !== null} onClick={onRestore}>
              {t('forms.restoreDraft')}
            </Button>
            <Button onClick={onClose}>{t('articles.editor.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
