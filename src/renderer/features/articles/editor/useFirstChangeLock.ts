import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLockFree, type EditorLockState } from '@shared/domain/editor';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';
import { useNotify } from '../../notifications/useNotify';

/**
 * Fonto's optimistic locking (issue 33): a free document is editable, and its first change takes the lock
 * (editor.lock), once while it stays free. Refused, the lock state told makes the page read-only with the reason;
 * the change stays in the editor (and its local draft). Answers what the change handler calls.
 */
export function useFirstChangeLock(token: string | null, lockState: EditorLockState | null, setLockState: (state: EditorLockState) => void): () => void {
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const asked = useRef(false);
  useEffect(() => {
    // Asked again once the lock was held or refused, then came back free (lapsed, released).
    if (!lockState || !isLockFree(lockState)) asked.current = false;
  }, [lockState]);
  return () => {
    if (!token || !lockState || !isLockFree(lockState) || asked.current) return;
    asked.current = true;
    bridge.invoke('editor.lock', token).then(setLockState, (error: unknown) => notify.error(bridgeErrorMessage(error, t, t('articles.editor.lockFailed'))));
  };
}
