import { atom } from 'jotai';

/** Notifications of spec 1 §4: enqueue, close, remove; variants success, warning, error. */
export type NotificationVariant = 'success' | 'warning' | 'error';

export interface NotificationOptions {
  variant: NotificationVariant;
  /** Shows the 'Fermer' action (default true). */
  closeable?: boolean;
  /** Stays until closed instead of hiding after `autoHideMs` (default false). */
  persist?: boolean;
  /** Auto-hide delay; default per variant (see DEFAULT_AUTO_HIDE_MS). */
  autoHideMs?: number;
  /** A caller-chosen key: enqueuing a key already shown does not show it twice. */
  key?: string;
  /** A title above the message (the message is then its body). */
  title?: string;
  /** One action beside "Fermer" ("Ouvrir le PDF"); choosing it also closes the notification. */
  action?: NotificationAction;
}

export interface NotificationAction {
  label: string;
  run(): void;
}

export interface Notification {
  key: string;
  message: string;
  options: NotificationOptions;
  /** Closed (by the user, a timeout or `close`): the toast is leaving and will then be removed. */
  dismissed: boolean;
  closeable: boolean;
}

export const DEFAULT_AUTO_HIDE_MS: Record<NotificationVariant, number> = {
  success: 4000,
  warning: 6000,
  error: 8000,
};

let sequence = 0;
function nextKey(): string {
  sequence += 1;
  return `notification-${Date.now().toString(36)}-${sequence}`;
}

/** The queue, oldest first. */
export const notificationsAtom = atom<Notification[]>([]);

/** Adds a notification and answers its key. */
export const enqueueNotificationAtom = atom(null, (get, set, message: string, options: NotificationOptions): string => {
  const key = options.key ?? nextKey();
  const queue = get(notificationsAtom);
  if (queue.some((n) => n.key === key && !n.dismissed)) return key;
  const notification: Notification = {
    key,
    message,
    options,
    dismissed: false,
    closeable: options.closeable ?? true,
  };
  set(notificationsAtom, [...queue.filter((n) => n.key !== key), notification]);
  return key;
});

/** Marks one notification (or, without a key, every one) as dismissed. */
export const closeNotificationAtom = atom(null, (get, set, key?: string) => {
  set(
    notificationsAtom,
    get(notificationsAtom).map((n) => (key === undefined || n.key === key ? { ...n, dismissed: true } : n)),
  );
});

/** Drops a notification from the queue once its toast has left the screen. */
export const removeNotificationAtom = atom(null, (get, set, key: string) => {
  set(
    notificationsAtom,
    get(notificationsAtom).filter((n) => n.key !== key),
  );
});
