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
  recovery: DraftRecovery<T>;
  /** Puts the recovered values back in the form (e.g. react-hook-form's reset(data, { keepDefaultValues: true })). */
  onRestore(data: T): void;
  className?: string;
}

/**
 * "Des modifications non enregistrées du 22/11/2026 à 14:05 ont été retrouvées." with "Restaurer les
 * modifications non enregistrées" and "Ignorer"; shown while useDraftRecovery holds a found draft.
 */
export function DraftRecoveryBar<T>({ recovery, onRestore, className }: DraftRecoveryBarProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { draft } = recovery;
  if (!draft) return null;
  return (
    <MessageBar intent="info" icon={<History20Regular />} className={className ?? styles.root}>
      <MessageBarBody>{t('forms.draftFound', { date: formatDateTime(draft.savedAt) })}</MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          size="small"
          onClick={() => {
            const data = recovery.restore();
            if (data !== null) onRestore(data);
          }}
        >
          {t('forms.restoreDraft')}
        </Button>
        <Button size="small" onClick={recovery.ignore}>
          {t('forms.ignoreDraft')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
