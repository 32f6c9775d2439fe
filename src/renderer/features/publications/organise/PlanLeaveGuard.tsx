import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useBlocker } from 'react-router-dom';

/**
 * Spec 2 §2.3, §4 Plans: leaving with an unsaved plan warns (beforeunload, which Electron turns into its own
 * confirmation) and, inside the app, asks "Voulez-vous enregistrer … ?" with three answers: save then
 * leave, leave without saving, stay. The forms' useUnsavedChangesGuard offers only the last two; this is
 * that guard with a save (see the report: it could take an onSave and this fold back into it).
 */
export function PlanLeaveGuard({ dirty, onSave }: { dirty: boolean; onSave: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const messageId = useId();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('publications.organise.plan.leave');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, t]);

  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await onSave();
    setSaving(false);
    if (blocker.state !== 'blocked') return;
    if (saved) blocker.proceed();
    else blocker.reset();
  };

  return (
    <Dialog open={blocker.state === 'blocked'} modalType="alert" onOpenChange={(_e, data) => !data.open && blocker.reset?.()}>
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{t('publications.organise.plan.leaveTitle')}</DialogTitle>
          <DialogContent id={messageId}>{t('publications.organise.plan.leave')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void saveAndLeave()} disabled={saving}>
              {t('publications.organise.plan.saveAndLeave')}
            </Button>
            <Button onClick={() => blocker.proceed?.()} disabled={saving}>
              {t('publications.organise.plan.leaveWithoutSaving')}
            </Button>
            <Button onClick={() => blocker.reset?.()} disabled={saving}>
              {t('publications.organise.plan.stay')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
