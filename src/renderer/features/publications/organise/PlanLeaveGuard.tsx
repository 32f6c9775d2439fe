import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';

/**
 * Spec 2 §2.3, §4 Plans: leaving with an unsaved plan warns (beforeunload, which Electron turns into its own
 * confirmation) and, inside the app, asks "Voulez-vous enregistrer … ?" with three answers: save then leave
 * (staying if the save fails), leave without saving, stay. The forms' guard, with the plan's save and words.
 */
export function PlanLeaveGuard({ dirty, onSave }: { dirty: boolean; onSave: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const options = useMemo(
    () => ({
      message: t('publications.organise.plan.leave'),
      title: t('publications.organise.plan.leaveTitle'),
      leaveLabel: t('publications.organise.plan.leaveWithoutSaving'),
      save: { label: t('publications.organise.plan.saveAndLeave'), run: onSave },
      // « Chemin de fer » and « Planches » are two views of the same draft: switching keeps it.
      pathOnly: true,
    }),
    [t, onSave],
  );
  return useUnsavedChangesGuard(dirty, options).dialog;
}
