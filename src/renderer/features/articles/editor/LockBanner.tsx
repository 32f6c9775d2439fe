import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { EditorLockState } from '@shared/domain/editor';

export interface LockBannerProps {
  lockState: EditorLockState;
  /** The signed-in user: a lock they hold is their other window's. */
  username: string;
  onTakeOver(): Promise<void>;
}

/**
 * Why the document is read-only (spec 2 §2.6; issue 11: "a second editor sees it read-only with who holds
 * it"): the server's reason names the holder; "Prendre la main" when the lock may be taken over (from the user's
 * other window only where the back-office offers it, the extension lock-take-over: elsewhere the reason asks to close
 * that window). The title says whose lock only when the holder is known (the back-office's metadata, the state's too
 * on the reference server): the user's own other window, or another editor; else a neutral one.
 */
export function LockBanner({ lockState, username, onTakeOver }: LockBannerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { lock } = lockState;
  // Only the header's badge says "Lecture seule": the banner says why.
  const title = lock ? (lock.username === username ? 'otherWindowTitle' : 'lockedTitle') : lockState.canTakeOver ? 'takeOverTitle' : 'refusedTitle';
  const text = lockState.reason ?? (lock ? t('articles.editor.lockedBy', { name: lock.name, username: lock.username }) : '');
  const takeOver = async () => {
    setBusy(true);
    try {
      await onTakeOver();
    } finally {
      setBusy(false);
    }
  };
  return (
    <MessageBar intent="warning" layout="multiline" politeness="polite">
      <MessageBarBody>
        <MessageBarTitle>{t(`articles.editor.${title}`)}</MessageBarTitle>
        {text}
      </MessageBarBody>
      {lockState.canTakeOver && (
        <MessageBarActions>
          <Button appearance="primary" onClick={() => void takeOver()} disabled={busy}>
            {t('articles.editor.takeOver')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
