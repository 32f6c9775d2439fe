import { useMemo } from 'react';
import { useSetAtom } from 'jotai';
import {
  closeNotificationAtom,
  enqueueNotificationAtom,
  type NotificationOptions,
  type NotificationVariant,
} from './notifications-atoms';

type ShortcutOptions = Omit<NotificationOptions, 'variant'>;

export interface Notify {
  /** Enqueues a message (already translated) and answers its key. */
  enqueue(message: string, options: NotificationOptions): string;
  success(message: string, options?: ShortcutOptions): string;
  warning(message: string, options?: ShortcutOptions): string;
  error(message: string, options?: ShortcutOptions): string;
  /** Closes one notification, or all of them without a key. */
  close(key?: string): void;
}

/**
 * The notifier every screen uses:
 *   const notify = useNotify();
 *   notify.success(t('authors.copyToWord'));
 */
export function useNotify(): Notify {
  const enqueue = useSetAtom(enqueueNotificationAtom);
  const close = useSetAtom(closeNotificationAtom);
  return useMemo(() => {
    const shortcut = (variant: NotificationVariant) => (message: string, options?: ShortcutOptions) =>
      enqueue(message, { ...options, variant });
    return {
      enqueue: (message, options) => enqueue(message, options),
      success: shortcut('success'),
      warning: shortcut('warning'),
      error: shortcut('error'),
      close: (key) => close(key),
    };
  }, [enqueue, close]);
}
