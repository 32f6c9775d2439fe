import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { ArticleRow } from '@shared/domain/article';
import { BridgeError } from '@shared/errors';
import { useBridge } from '../../../bridge/BridgeContext';
import { formatDateTime, formatParis } from '../../../i18n/dates';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { articleErrorMessage } from './article-errors';
import { useRefreshArticles } from './useRefreshArticles';

/** yyyy-MM-ddTHH:mm in Paris time: the request's delay (spec 2 §7) and a datetime-local input's value. */
const LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";
/** Spec 2 §9: "Default push-later time now + 1 minute". */
const DEFAULT_DELAY_MS = 60_000;

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface PushOnlineDialogProps {
  items: readonly Pick<ArticleRow, 'id' | 'periodicalId'>[];
  onClose(): void;
}

/**
 * Push online (spec 2 §2.8, §4 Push online): now, or later at a Paris date and time (default now + 1 minute).
 * A 400 or 403 is the server's message with the periodical the answer names (§8). Mounted when opened.
 */
export function PushOnlineDialog({ items, onClose }: PushOnlineDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const notify = useNotify();
  const refresh = useRefreshArticles();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState(() => formatParis(Date.now() + DEFAULT_DELAY_MS, LOCAL_PATTERN));
  const [now] = useState(() => formatParis(Date.now(), LOCAL_PATTERN));
  const [busy, setBusy] = useState(false);
  // Both are Paris yyyy-MM-ddTHH:mm: the string order is the time order.
  const dateInvalid = when === 'later' && (date === '' || date <= now);
  const [first] = items;
  const periodicals = new Set(items.map((i) => i.periodicalId));
  const sharedPeriodical = periodicals.size === 1 ? first?.periodicalId : undefined;

  const submit = async () => {
    if (dateInvalid) return;
    setBusy(true);
    try {
      const push = await bridge.invoke('articles.pushOnline', { articleIds: items.map((i) => i.id), delay: when === 'now' ? null : date });
      notify.success(push.done ? t('articles.actions.push.doneNow') : t('articles.actions.push.doneLater', { date: formatDateTime(push.executionDate) }));
      onClose();
    } catch (error) {
      const message = articleErrorMessage(error, t);
      // Spec 2 §8: a 400 or 403 is the server's message with the periodical the answer names; without one, that of
      // the items when they share it.
      const refusal = error instanceof BridgeError && (error.status === 400 || error.status === 403);
      const periodicalId = (refusal && error.periodicalId) || sharedPeriodical;
      notify.error(refusal && periodicalId ? t('articles.actions.push.failed', { periodicalId, message }) : message, { persist: true });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const title = items.length === 1 ? t('articles.actions.push.titleOne', { id: first?.id ?? '' }) : t('articles.actions.push.titleMany', { count: items.length });
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('articles.actions.push.when')}>
              <RadioGroup value={when} onChange={(_event, d) => setWhen(d.value === 'later' ? 'later' : 'now')}>
                <Radio value="now" label={t('articles.actions.push.now')} />
                <Radio value="later" label={t('articles.actions.push.later')} />
              </RadioGroup>
            </Field>
            {when === 'later' && (
              <Field
                label={t('articles.actions.push.date')}
                required
                validationState={dateInvalid ? 'error' : 'none'}
                validationMessage={dateInvalid ? t('articles.actions.push.dateRequired') : undefined}
              >
                <Input type="datetime-local" value={date} min={now} onChange={(_event, d) => setDate(d.value)} />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <OnlineOnlyButton appearance="primary" onClick={() => void submit()} disabled={busy || dateInvalid}>
              {t('articles.actions.push.submit')}
            </OnlineOnlyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
