import { useEffect, useEffectEvent } from 'react';
import type { EventName, EventPayload } from '@shared/contract';
import { useBridge } from '../../bridge/BridgeContext';
import type { NotificationOptions } from './notifications-atoms';
import { useNotify } from './useNotify';

/** Spec 2 leaves it open; decision: long enough to follow the toast's link (the article created, the PDF ready), a failure as long. */
const NOTICE_AUTO_HIDE_MS = 10_000;

/** What a notice tells: its message, whether it went well, and its title, key and link. */
export type NoticeToast = Pick<NotificationOptions, 'title' | 'key' | 'action'> & { message: string; ok: boolean };

/**
 * Each `event` core sends is told in a toast, a success or an error: `toToast` makes it (and does whatever
 * else the notice calls for); null, no toast.
 */
export function useNoticeToasts<E extends EventName>(event: E, toToast: (notice: EventPayload<E>) => NoticeToast | null): void {
  const bridge = useBridge();
  const notify = useNotify();
  const onNotice = useEffectEvent((notice: EventPayload<E>) => {
    const toast = toToast(notice);
    if (!toast) return;
    const { message, ok, ...options } = toast;
    notify.enqueue(message, { ...options, variant: ok ? 'success' : 'error', autoHideMs: NOTICE_AUTO_HIDE_MS });
  });
  useEffect(() => bridge.on(event, (notice) => onNotice(notice)), [bridge, event]);
}
