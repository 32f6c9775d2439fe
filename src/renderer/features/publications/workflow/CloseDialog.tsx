import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { closingDateRefusal, parisInstant } from '@shared/rules/closing-date';
import { formatParis } from '../../../i18n/dates';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';

/** The format of POST /api/publication/schedule's date (spec 2 §7 "ISO without offset", Paris) and of a datetime-local input. */
const LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";
/** Spec 2 §9 "default push-later time now + 1 minute"; decision: the same default for a closing. */
const DEFAULT_DELAY_MS = 60_000;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface CloseDialogProps {
  open: boolean;
  publicationName: string;
  /** Closes now (null) or at this Paris date-time; the dialog closes when it settles. */
  onClose(date: string | null): Promise<unknown>;
  onCancel(): void;
}

/** Closing a publication (spec 2 §4, §7): now, or at a Paris date-time to come, checked again when sent. */
export function CloseDialog({ open, publicationName, onClose, onCancel }: CloseDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState(() => formatParis(Date.now() + DEFAULT_DELAY_MS, LOCAL_PATTERN));
  const [busy, setBusy] = useState(false);
  // The date passed while the dialog stayed open: told when sending, until another date is chosen.
  const [passed, setPassed] = useState<string | null>(null);
  // The dialog is mounted when opened: its opening time is the earliest date offered.
  const [now] = useState(() => formatParis(Date.now(), LOCAL_PATTERN));
  // Both are yyyy-MM-ddTHH:mm in Paris time: the string order is the time order.
  const dateInvalid = when === 'later' && (date === '' || date <= now);

  const submit = async () => {
    if (dateInvalid) return;
    const late = when === 'later' ? closingDateRefusal(parisInstant(date), Date.now()) : null;
    setPassed(late);
    if (late !== null) return;
    setBusy(true);
    try {
      await onClose(when === 'now' ? null : date);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('publications.workflow.closeDialog.title', { name: publicationName })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('publications.workflow.closeDialog.when')}>
              <RadioGroup value={when} onChange={(_event, data) => setWhen(data.value === 'later' ? 'later' : 'now')}>
                <Radio value="now" label={t('publications.workflow.closeDialog.now')} />
                <Radio value="later" label={t('publications.workflow.closeDialog.later')} />
              </RadioGroup>
            </Field>
            {when === 'later' && (
              <Field
                label={t('publications.workflow.closeDialog.date')}
                required
                validationState={dateInvalid || passed !== null ? 'error' : 'none'}
                validationMessage={dateInvalid ? t('publications.workflow.closeDialog.dateRequired') : (passed ?? undefined)}
              >
                <Input
                  type="datetime-local"
                  value={date}
                  min={now}
                  onChange={(_event, data) => {
                    setDate(data.value);
                    setPassed(null);
                  }}
                />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <OnlineOnlyButton appearance="primary" onClick={() => void submit()} disabled={busy || dateInvalid}>
              {t('publications.workflow.closeDialog.submit')}
            </OnlineOnlyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
