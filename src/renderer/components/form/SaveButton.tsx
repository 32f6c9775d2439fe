import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { OnlineOnlyButton } from '../../features/connectivity/OnlineOnlyButton';

/** After this long a save in flight says that it is still running. */
export const STILL_SAVING_AFTER_MS = 5_000;

const useStyles = makeStyles({
  // Kept in the page while empty, so that the line is read out when it comes; out of the bar's layout.
  still: { color: tokens.colorNeutralForeground2, ':empty': { display: 'none' } },
});

export interface SaveButtonProps {
  saving: boolean;
  /** Disabled for another reason than a save in flight (nothing to save, read-only). */
  disabled?: boolean;
  onClick?(): void;
  /** A submit button of this form, instead of onClick. */
  type?: 'submit';
  form?: string;
  /** Disabled while offline, with its tooltip (OnlineOnlyButton). */
  onlineOnly?: boolean;
  title?: string;
  'aria-keyshortcuts'?: string;
}

/** True once `running` has lasted `afterMs`, until it stops. */
function useLasting(running: boolean, afterMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setLasted(true), afterMs);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [running, afterMs]);
  return running && lasted;
}

/**
 * The « Enregistrer » of a screen that saves much at once (a plan, a kyrielle tree, an article). While the save
 * is in flight it is disabled and says « Enregistrement… » beside a spinner; after a few seconds a polite line
 * says the server is still working: a large save on a slow line takes minutes, and is neither frozen nor failed.
 */
export function SaveButton({ saving, onlineOnly = false, disabled, ...props }: SaveButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const lasting = useLasting(saving, STILL_SAVING_AFTER_MS);
  const Action = onlineOnly ? OnlineOnlyButton : Button;
  return (
    <>
      <Action {...props} appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving || disabled}>
        {saving ? t('common.saving') : t('common.save')}
      </Action>
      <Caption1 role="status" className={styles.still}>
        {lasting ? t('common.stillSaving') : null}
      </Caption1>
    </>
  );
}
