import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../components/MessageBar';
import { History20Regular } from '@fluentui/react-icons';
import { formatDateTime } from '../../i18n/dates';
import type { DraftRecovery } from './useDraftRecovery';

const useStyles = makeStyles({
  root: {
    marginBottom: tokens.spacingVerticalL,
  },
});

export interface DraftRecoveryBarProps<T> {
  recovery: Pick<DraftRecovery<T>, 'draft' | 'restore' | 'ignore'>;
  /** Puts the recovered values back in the form (e.g. react-hook-form's reset(data, { keepDefaultValues: true })). */
  onRestore(data: T): void;
  /** Said after the bar's sentence (the editor: the draft predates a save). */
  detail?: string | null;
  /** Why restoring is not possible now (the editor without its lock), or null. */
  restoreRefused?: string | null;
  /** Actions between restoring and ignoring (the editor's « Comparer »). */
  actions?: ReactNode;
  className?: string;
}

/**
 * "Des modifications non enregistrées du 22/11/2026 à 14:05 ont été retrouvées." with "Restaurer les
 * modifications non enregistrées" and "Ignorer"; shown while useDraftRecovery holds a found draft.
 */
export function DraftRecoveryBar<T>({ recovery, onRestore, detail, restoreRefused, actions, className }: DraftRecoveryBarProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { draft } = recovery;
  if (!draft) return null;
  return (
    <MessageBar intent="info" icon={<History20Regular />} className={className ?? styles.root}>
      <MessageBarBody>
        {t('forms.draftFound', { date: formatDateTime(draft.savedAt) })}
        {detail && ` ${detail}`}
        {restoreRefused && ` ${restoreRefused}`}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          size="small"
          disabled={Boolean(restoreRefused)}
          onClick={() => {
            const data = recovery.restore();
            if (data !== null) onRestore(data);
          }}
        >
          {t('forms.restoreDraft')}
        </Button>
        {actions}
        <Button size="small" onClick={recovery.ignore}>
          {t('forms.ignoreDraft')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
