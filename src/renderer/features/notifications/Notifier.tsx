import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Link,
  Toast,
  ToastBody,
  ToastFooter,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import {
  DEFAULT_AUTO_HIDE_MS,
  closeNotificationAtom,
  notificationsAtom,
  removeNotificationAtom,
} from './notifications-atoms';

const useStyles = makeStyles({
  title: {
    alignItems: 'center',
  },
  message: {
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  close: {
    minWidth: 'auto',
    color: tokens.colorBrandForeground1,
  },
});

/**
 * Renders the notification queue as Fluent toasts (the snackbars of spec 1 §4). Mounted once by the app
 * providers; screens only call useNotify().
 */
const TOAST_OFFSET = { horizontal: 80 };

export function Notifier() {
  const styles = useStyles();
  const { t } = useTranslation();
  const toasterId = useId('notifier');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const notifications = useAtomValue(notificationsAtom);
  const close = useSetAtom(closeNotificationAtom);
  const remove = useSetAtom(removeNotificationAtom);
  /** Keys handed to the toaster, so that each notification is dispatched once. */
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const n of notifications) {
      if (n.dismissed) {
        if (shown.current.has(n.key)) dismissToast(n.key);
        else remove(n.key);
        continue;
      }
      if (shown.current.has(n.key)) continue;
      shown.current.add(n.key);
      const { variant, persist, autoHideMs, title, action } = n.options;
      const message = <span className={styles.message}>{n.message}</span>;
      dispatchToast(
        <Toast>
          <ToastTitle
            className={styles.title}
            action={
              n.closeable ? (
                <Button appearance="transparent" size="small" className={styles.close} onClick={() => close(n.key)}>
                  {t('notifications.close')}
                </Button>
              ) : undefined
            }
          >
            {title ?? message}
          </ToastTitle>
          {title !== undefined && <ToastBody>{message}</ToastBody>}
          {action && (
            <ToastFooter>
              <Link
                as="button"
                onClick={() => {
                  action.run();
                  close(n.key);
                }}
              >
                {action.label}
              </Link>
            </ToastFooter>
          )}
        </Toast>,
        {
          toastId: n.key,
          intent: variant,
          timeout: persist ? -1 : (autoHideMs ?? DEFAULT_AUTO_HIDE_MS[variant]),
          politeness: variant === 'error' ? 'assertive' : 'polite',
          pauseOnHover: true,
          pauseOnWindowBlur: true,
          onStatusChange: (_event, { status }) => {
            if (status === 'dismissed') close(n.key);
            if (status === 'unmounted') {
              shown.current.delete(n.key);
              remove(n.key);
            }
          },
        },
      );
    }
  }, [notifications, dispatchToast, dismissToast, close, remove, styles, t]);

  // Beside the floating button group of the article pages (bottom right, 40 px wide 24 px from the edge),
  // never over it: the same place on every page, so that a toast is always looked for in one place.
  return <Toaster toasterId={toasterId} position="bottom-end" limit={5} offset={TOAST_OFFSET} />;
}
